// What Ironclad Specialty's GL takes of a full submission, declared in its requirements and told through
// the API: the create's `warnings` name each part field its schedule of locations and loss history would
// ask a person for, against the GL job; the complete Texas bakery gets none.
import { describe, expect, it } from 'vitest';
import { bakeryBody } from '../fixtures/bakery.ts';
import { TEST_NOW } from '../helpers/api.ts';
import { backend } from '../helpers/db.ts';
import { partsApi } from '../helpers/parts-warnings.ts';

const partField = /^(locations|lossHistory)\b/;

function ironcladBakery(reference: string) {
  const body = bakeryBody(TEST_NOW);
  body.carrierIds = ['ironclad-specialty'];
  body.externalReference = reference;
  return body;
}

describe(`Ironclad Specialty's requirements of the parts (${backend})`, () => {
  const { create } = partsApi();

  it('warns of nothing about parts for the complete bakery', async () => {
    const data = await create(ironcladBakery('IRONCLAD-PARTS-1'));
    expect(data.warnings.filter((w) => partField.test(w.field))).toEqual([]);
  });

  it("names the second shop's area and the loss's status against the GL job", async () => {
    const body = ironcladBakery('IRONCLAD-PARTS-2');
    delete body.locations![1]!.areaOccupied;
    delete body.lossHistory![0]!.status;
    const data = await create(body);
    const gl = data.jobs.find((j) => j.carrierId === 'ironclad-specialty' && j.lineOfBusiness === 'gl')!;
    const parts = data.warnings.filter((w) => partField.test(w.field));
    expect(parts.map((w) => [w.jobId, w.line, w.field])).toEqual([
      [gl.jobId, 'gl', 'locations[1].areaOccupied'],
      [gl.jobId, 'gl', 'lossHistory[0].status'],
    ]);
    expect(parts[0]!.message).toBe(
      'Ironclad Specialty asks for the area occupied at each location (Schedule of locations); without locations[1].areaOccupied a person will be asked during the run',
    );
  });
});
