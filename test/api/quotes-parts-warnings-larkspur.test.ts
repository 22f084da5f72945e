// What Larkspur Mutual's BOP takes of a full submission (its Other buildings schedule), declared in its
// requirements and told through the API: the create's `warnings` name a building field the schedule
// would ask a person for, against the BOP job; the complete Colorado bakery gets none about parts.
import { describe, expect, it } from 'vitest';
import { coloradoBakeryBody } from '../fixtures/bakery-colorado.ts';
import { TEST_NOW } from '../helpers/api.ts';
import { backend } from '../helpers/db.ts';
import { partsApi } from '../helpers/parts-warnings.ts';

const partField = /^(locations|generalLiability\.locationClassCodes)\b/;

describe(`Larkspur Mutual's requirements of the parts (${backend})`, () => {
  const { create } = partsApi();

  it('warns of nothing about parts for the complete bakery', async () => {
    const data = await create(coloradoBakeryBody(TEST_NOW));
    expect(data.warnings.filter((w) => partField.test(w.field))).toEqual([]);
  });

  it("names the Cortez building's sprinklers against the BOP job only", async () => {
    const body = coloradoBakeryBody(TEST_NOW);
    delete body.locations![1]!.buildings![0]!.sprinklered;
    const data = await create(body);
    const bop = data.jobs.find((j) => j.carrierId === 'larkspur-mutual' && j.lineOfBusiness === 'bop')!;
    expect(data.warnings.filter((w) => partField.test(w.field))).toEqual([
      {
        jobId: bop.jobId,
        carrierId: 'larkspur-mutual',
        line: 'bop',
        field: 'locations[1].buildings[0].sprinklered',
        message:
          'Larkspur Mutual asks for whether each building is fully sprinklered (Other buildings); without locations[1].buildings[0].sprinklered a person will be asked during the run',
      },
    ]);
  });
});
