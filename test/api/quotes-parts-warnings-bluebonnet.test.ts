// What Bluebonnet General takes of a full submission (decision 0035), declared in its requirements and
// told through the API: the create's `warnings` name each building field its Additional Premises rows
// would ask a person for, against its BOP job, and the requirements operation lists the same fields; the
// complete Texas bakery gets none.
import { describe, expect, it } from 'vitest';
import { bakeryBody } from '../fixtures/bakery.ts';
import { TEST_NOW } from '../helpers/api.ts';
import { backend } from '../helpers/db.ts';
import { type Job, type Need, partsApi, type Warning } from '../helpers/parts-warnings.ts';

const partField = /^locations\b/;

const body = () => {
  const b = bakeryBody(TEST_NOW);
  b.carrierIds = ['bluebonnet'];
  b.externalReference = `BLUEBONNET-PARTS-${Math.random().toString(36).slice(2, 8)}`;
  return b;
};

describe(`Bluebonnet's requirements of the parts (${backend})`, () => {
  const { post } = partsApi();

  it('warns of nothing about locations for the complete bakery', async () => {
    const data = await post('/v1/quotes', body());
    expect((data.warnings as Warning[]).filter((w) => partField.test(w.field))).toEqual([]);
  });

  it("names the second shop's year built and sprinklers against the BOP job", async () => {
    const b = body();
    delete b.locations![1]!.buildings![0]!.yearBuilt;
    delete b.locations![1]!.buildings![0]!.sprinklered;
    const data = await post('/v1/quotes', b);
    const job = (data.jobs as Job[]).find((j) => j.carrierId === 'bluebonnet' && j.lineOfBusiness === 'bop')!;
    const warnings = (data.warnings as Warning[]).filter((w) => partField.test(w.field));
    expect(warnings.map((w) => [w.jobId, w.field])).toEqual([
      [job.jobId, 'locations[1].buildings[0].yearBuilt'],
      [job.jobId, 'locations[1].buildings[0].sprinklered'],
    ]);
    expect(warnings[0]!.message).toBe(
      'Bluebonnet General asks for the year each building was built (Additional Premises); without locations[1].buildings[0].yearBuilt a person will be asked during the run',
    );

    const needs = await post('/v1/quotes/requirements', { ...b, externalReference: 'BLUEBONNET-PARTS-REQ' });
    const fields = (needs.sections as { fields: Need[] }[]).flatMap((s) => s.fields);
    const open = fields.filter((f) => partField.test(f.field) && !f.given);
    expect(open.map((f) => [f.field, f.jobs.map((j) => `${j.carrierId}:${j.line}:${j.need}`)])).toEqual([
      ['locations[1].buildings[0].yearBuilt', ['bluebonnet:bop:asked']],
      ['locations[1].buildings[0].sprinklered', ['bluebonnet:bop:asked']],
    ]);
  });
});
