// What Summit Mutual takes of a full submission (decision 0035), declared in its requirements and told
// through the API: the create's `warnings` name each part field its BOP Additional Premises and CGL
// Loss History rows would ask a person for, against the job it concerns, and the requirements
// operation lists the same fields; the complete Texas bakery gets none.
import { describe, expect, it } from 'vitest';
import { bakeryBody } from '../fixtures/bakery.ts';
import { TEST_NOW } from '../helpers/api.ts';
import { backend } from '../helpers/db.ts';
import { type Job, type Need, partsApi, type Warning } from '../helpers/parts-warnings.ts';

const partField = /^(locations|lossHistory)\b/;

/** The Texas bakery for Summit alone (it writes BOP and CGL, not WC). */
function summitBakery(reference: string) {
  const body = bakeryBody(TEST_NOW);
  body.externalReference = reference;
  body.carrierIds = ['summit-mutual'];
  body.linesRequested = ['bop', 'gl'];
  delete body.workersComp;
  return body;
}

describe(`Summit Mutual's requirements of the parts (${backend})`, () => {
  const { post } = partsApi();

  it('warns of nothing about parts for the complete bakery', async () => {
    const data = await post('/v1/quotes', summitBakery('SUMMIT-PARTS-1'));
    expect((data.warnings as Warning[]).filter((w) => partField.test(w.field))).toEqual([]);
  });

  it("names the second shop's year built (BOP) and the loss's status (CGL), each against its job", async () => {
    const body = summitBakery('SUMMIT-PARTS-2');
    delete body.locations![1]!.buildings![0]!.yearBuilt;
    delete body.lossHistory![0]!.status;
    const data = await post('/v1/quotes', body);
    const job = (line: string) =>
      (data.jobs as Job[]).find((j) => j.carrierId === 'summit-mutual' && j.lineOfBusiness === line)!;
    expect((data.warnings as Warning[]).filter((w) => partField.test(w.field))).toEqual([
      {
        jobId: job('bop').jobId,
        carrierId: 'summit-mutual',
        line: 'bop',
        field: 'locations[1].buildings[0].yearBuilt',
        message:
          'Summit Mutual Insurance asks for the year each building was built (Additional Premises); without locations[1].buildings[0].yearBuilt a person will be asked during the run',
      },
      {
        jobId: job('gl').jobId,
        carrierId: 'summit-mutual',
        line: 'gl',
        field: 'lossHistory[0].status',
        message:
          'Summit Mutual Insurance asks for whether each listed loss is open or closed (Loss History); without lossHistory[0].status a person will be asked during the run',
      },
    ]);

    const needs = await post('/v1/quotes/requirements', { ...body, externalReference: 'SUMMIT-PARTS-3' });
    const fields = (needs.sections as { fields: Need[] }[]).flatMap((s) => s.fields);
    const open = fields.filter((f) => partField.test(f.field) && !f.given);
    expect(open.map((f) => [f.field, f.jobs.map((j) => `${j.carrierId}:${j.line}:${j.need}`)])).toEqual([
      ['locations[1].buildings[0].yearBuilt', ['summit-mutual:bop:asked']],
      ['lossHistory[0].status', ['summit-mutual:gl:asked']],
    ]);
  });
});
