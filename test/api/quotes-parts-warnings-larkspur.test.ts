// What Larkspur Mutual's BOP takes of a full submission (its Other buildings schedule), declared in its
// requirements and told through the API: the create's `warnings` name a building field the schedule
// would ask a person for, against the BOP job; the complete Colorado bakery gets none about parts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coloradoBakeryBody } from '../fixtures/bakery-colorado.ts';
import { createTestApi, TEST_NOW, type TestApi } from '../helpers/api.ts';
import { backend } from '../helpers/db.ts';

type Warning = { jobId: string; carrierId: string; line: string; field: string; message: string };
type Job = { jobId: string; carrierId: string; lineOfBusiness: string };

const partField = /^(locations|generalLiability\.locationClassCodes)\b/;

describe(`Larkspur Mutual's requirements of the parts (${backend})`, () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({ now: () => TEST_NOW });
  });
  afterAll(() => api.close());

  const create = async (payload: unknown) => {
    const res = await api.app.inject({
      method: 'POST',
      url: '/v1/quotes',
      headers: api.agency.headers,
      payload: payload as object,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { warnings: Warning[]; jobs: Job[] };
  };

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
