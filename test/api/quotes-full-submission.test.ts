// POST /v1/quotes with the parts of a full submission (decision 0035): stored and returned on the
// request view; bad parts refused with every problem named, and nothing stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatUsDate, usToday } from '../../src/domain/quote-request/dates.ts';
import { bakeryBody } from '../fixtures/bakery.ts';
import { createTestApi, TEST_NOW, type TestApi } from '../helpers/api.ts';
import { backend } from '../helpers/db.ts';

describe(`a full submission through the API (${backend})`, () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
  });
  afterAll(() => api.close());

  const post = (payload: unknown) =>
    api.app.inject({
      method: 'POST',
      url: '/v1/quotes',
      headers: api.agency.headers,
      payload: payload as object,
    });
  const byReference = async (reference: string) =>
    (
      await api.app.inject({
        method: 'GET',
        url: `/v1/quotes?externalReference=${reference}`,
        headers: api.agency.headers,
      })
    ).json().data.items as unknown[];

  it('stores the two-location bakery and returns every part on the request view', async () => {
    const body = bakeryBody(TEST_NOW);
    const created = await post(body);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.quoteRequestId;
    const read = await api.app.inject({
      method: 'GET',
      url: `/v1/quotes/${id}`,
      headers: api.agency.headers,
    });
    const view = read.json().data;
    expect(view.locations).toEqual(body.locations);
    expect(view.locations.map((l: { buildings: unknown[] }) => l.buildings.length)).toEqual([1, 1]);
    expect(view.lossHistory).toEqual(body.lossHistory);
    expect(view.lossFreeYears).toEqual({ wc: 5, bop: 5 });
    expect(view.priorInsurance.map((p: { line: string }) => p.line)).toEqual(['bop', 'gl', 'wc']);
    expect(view.ownersOfficers.map((o: { workersComp: string }) => o.workersComp)).toEqual([
      'included',
      'excluded',
    ]);
    expect(view.additionalInterests).toEqual(body.additionalInterests);
  });

  it('judges warnings on the claim count the loss rows imply: none, so nobody is asked', async () => {
    const asked = (data: { warnings: { field: string }[] }) =>
      data.warnings.filter((w) => w.field === 'generalLiability.claimsLastFiveYears').length;
    const flat = bakeryBody(TEST_NOW);
    delete flat.generalLiability!.claimsLastFiveYears;
    delete flat.lossHistory;
    flat.externalReference = 'AMS-BAKERY-NO-COUNT';
    const withoutCount = await post(flat);
    expect(withoutCount.statusCode, withoutCount.body).toBe(201);
    expect(asked(withoutCount.json().data)).toBeGreaterThan(0);

    const rows = bakeryBody(TEST_NOW);
    delete rows.generalLiability!.claimsLastFiveYears;
    rows.lossHistory = [];
    rows.externalReference = 'AMS-BAKERY-ROWS';
    const fromRows = await post(rows);
    expect(fromRows.statusCode, fromRows.body).toBe(201);
    expect(asked(fromRows.json().data)).toBe(0);
  });

  it('leaves the parts out of the view of a request that did not send them', async () => {
    const body = bakeryBody(TEST_NOW);
    for (const key of [
      'locations',
      'lossHistory',
      'lossFreeYears',
      'priorInsurance',
      'ownersOfficers',
      'additionalInterests',
    ] as const)
      delete body[key];
    delete body.generalLiability!.locationClassCodes;
    for (const row of body.workersComp!.classCodes) delete row.locationId;
    body.externalReference = 'AMS-BAKERY-FLAT';
    const created = await post(body);
    expect(created.statusCode, created.body).toBe(201);
    expect(Object.keys(created.json().data)).not.toContain('locations');
  });

  it('refuses a building under an unknown location, owners above 100 %, a future loss, storing nothing', async () => {
    const body = bakeryBody(TEST_NOW);
    body.externalReference = 'AMS-BAKERY-BAD';
    body.additionalInterests![0]!.appliesTo = { locationId: 'boerne', buildingId: '1' };
    body.ownersOfficers![1]!.ownershipPercent = 55;
    body.lossHistory![0]!.dateOfLoss = formatUsDate(usToday(TEST_NOW) + 10);
    body.lossHistory![0]!.dateReported = formatUsDate(usToday(TEST_NOW) + 5);
    const res = await post(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.field_errors).toEqual({
      'additionalInterests[0].appliesTo.locationId': ['no location with id "boerne" in locations'],
      ownersOfficers: ['ownership percentages add up to 115, more than 100'],
      'lossHistory[0].dateOfLoss': ['must not be in the future'],
      'lossHistory[0].dateReported': ['must not be in the future'],
      'generalLiability.claimsLastFiveYears': ['is 1 but lossHistory lists 0 gl losses in the last 5 years'],
    });
    expect(await byReference('AMS-BAKERY-BAD')).toEqual([]);
  });
});
