// POST /v1/quotes/schedules/parse: the bakery's exported schedules read into the parts of its create
// body, which then creates the request; a file with a bad row 7 refused with each problem named.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bakeryBody } from '../fixtures/bakery.ts';
import { bakeryLocationsCsv, bakeryLossesCsv } from '../fixtures/schedules.ts';
import { createTestApi, TEST_NOW, type TestApi } from '../helpers/api.ts';
import { backend } from '../helpers/db.ts';

describe(`schedules from CSV (${backend})`, () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
  });
  afterAll(() => api.close());

  const parse = (payload: unknown, headers = api.agency.headers) =>
    api.app.inject({
      method: 'POST',
      url: '/v1/quotes/schedules/parse',
      headers,
      payload: payload as object,
    });

  it('reads the locations and the loss run into parts a create body takes as they are', async () => {
    const expected = bakeryBody(TEST_NOW);
    const loss = expected.lossHistory![0]!;
    const res = await parse({
      locations: bakeryLocationsCsv,
      losses: bakeryLossesCsv(loss.dateOfLoss, loss.dateReported!),
    });
    expect(res.statusCode, res.body).toBe(200);
    const parts = res.json().data;
    expect(parts).toEqual({
      locations: expected.locations,
      lossHistory: expected.lossHistory,
      ignoredColumns: {},
    });
    const created = await api.app.inject({
      method: 'POST',
      url: '/v1/quotes',
      headers: api.agency.headers,
      payload: {
        ...expected,
        locations: parts.locations,
        lossHistory: parts.lossHistory,
        externalReference: 'CSV-1',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.locations).toEqual(expected.locations);
  });

  it('refuses a file with a bad row 7, naming each problem by row and column', async () => {
    const [header, main, kerrville] = bakeryLocationsCsv.trim().split('\n') as [string, string, string];
    const more = [3, 4, 5].map((n) => kerrville.replace('kerrville,', `shop${n},`));
    const bad =
      'shop7,,,7 Elm St,Kerrville,TX,1002,Squatter,3,2,1400,1,Retail bakery shop,Adobe,2099,1,1400,,,maybe,,,3,,"$80,000",RC,1000';
    const res = await parse({ locations: [header, main, kerrville, ...more, bad].join('\n') });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.field_errors).toEqual({
      'locations["row 7"].Zip': ['a valid ZIP code is required (form 12345)'],
      'locations["row 7"]["Owned/Leased"]': [
        'must be one of: owned, leased (or a common spelling such as owner, own, o, tenant)',
      ],
      'locations["row 7"]["Construction Type"]': [
        'must be one of: frame, joisted_masonry, non_combustible, masonry_non_combustible, modified_fire_resistive, fire_resistive (or a common spelling such as wood_frame, jm, nc, noncombustible)',
      ],
      'locations["row 7"].Sprinkler': ['must be Y or N (or Yes, No, True, False)'],
      'locations["row 7"]["Yr Built"]': ['must not be in the future'],
    });
    expect(res.json().data).toBeUndefined();
  });

  it('answers 400 to a body without a schedule or with an unknown one', async () => {
    expect((await parse({})).statusCode).toBe(400);
    const unknown = await parse({ trucks: 'VIN\n' });
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json().error.field_errors)).toEqual(['trucks']);
  });
});
