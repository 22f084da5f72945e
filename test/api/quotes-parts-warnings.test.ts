// What Pioneer Casualty takes of a full submission (decision 0035), declared in its requirements and told
// through the API: the create's `warnings` name each part field its Additional Locations and Owners &
// Officers rows would ask a person for, against the job it concerns, and the requirements operation
// lists the same fields; a complete bakery gets none, and a v1 body none about parts.
import { describe, expect, it } from 'vitest';
import { illinoisBakeryBody } from '../fixtures/bakery-illinois.ts';
import { validCreateBody } from '../fixtures/quote-request.ts';
import { TEST_NOW } from '../helpers/api.ts';
import { backend } from '../helpers/db.ts';
import { type Job, type Need, partsApi, type Warning } from '../helpers/parts-warnings.ts';

const partField = /^(locations|ownersOfficers)\b/;

describe(`carrier requirements of the parts (${backend})`, () => {
  const { post } = partsApi();

  it('warns of nothing about parts for the complete bakery', async () => {
    const data = await post('/v1/quotes', illinoisBakeryBody(TEST_NOW));
    expect((data.warnings as Warning[]).filter((w) => partField.test(w.field))).toEqual([]);
  });

  it("names the second shop's year built (BOP) and the second owner's title (WC), each against its job", async () => {
    const body = illinoisBakeryBody(TEST_NOW);
    delete body.locations![1]!.buildings![0]!.yearBuilt;
    delete body.ownersOfficers![1]!.title;
    const data = await post('/v1/quotes', body);
    const jobs = data.jobs as Job[];
    const job = (line: string) =>
      jobs.find((j) => j.carrierId === 'pioneer-casualty' && j.lineOfBusiness === line)!;
    expect((data.warnings as Warning[]).filter((w) => partField.test(w.field))).toEqual([
      {
        jobId: job('bop').jobId,
        carrierId: 'pioneer-casualty',
        line: 'bop',
        field: 'locations[1].buildings[0].yearBuilt',
        message:
          'Pioneer Casualty Group asks for the year each building was built (Additional Locations); without locations[1].buildings[0].yearBuilt a person will be asked during the run',
      },
      {
        jobId: job('wc').jobId,
        carrierId: 'pioneer-casualty',
        line: 'wc',
        field: 'ownersOfficers[1].title',
        message:
          'Pioneer Casualty Group asks for the title of each owner or officer (Owners & Officers); without ownersOfficers[1].title a person will be asked during the run',
      },
    ]);

    // The requirements operation lists the same two fields, not given, asked by those jobs.
    const needs = await post('/v1/quotes/requirements', { ...body, externalReference: 'PARTS-REQ-1' });
    const fields = (needs.sections as { fields: Need[] }[]).flatMap((s) => s.fields);
    const open = fields.filter((f) => partField.test(f.field) && !f.given);
    expect(open.map((f) => [f.field, f.jobs.map((j) => `${j.carrierId}:${j.line}:${j.need}`)])).toEqual([
      ['locations[1].buildings[0].yearBuilt', ['pioneer-casualty:bop:asked']],
      ['ownersOfficers[1].title', ['pioneer-casualty:wc:asked']],
    ]);
  });

  it('warns of no part for a v1 body that sends none', async () => {
    const body = validCreateBody({ carrierIds: ['pioneer-casualty'], externalReference: 'PARTS-V1' });
    const data = await post('/v1/quotes', body);
    expect((data.warnings as Warning[]).filter((w) => partField.test(w.field))).toEqual([]);
  });
});
