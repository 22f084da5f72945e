// The two-location bakery (test/fixtures/bakery.ts: locations with buildings, a GL loss, prior insurance,
// owners of whom one is excluded from WC) created and run on every sandbox carrier in real Chromium:
// the GL claim count is not sent, so the playbooks read the one the loss rows imply (decision 0035):
// Harborline refers its GL to an underwriter for the loss last year, every other job quotes, and its WC
// premium is its formula on the payroll of both locations.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateWc } from '../../sandbox/portals/harborline/rating.ts';
import { bakeryBody } from '../fixtures/bakery.ts';
import { backend } from '../helpers/db.ts';
import { type Stack, startStack } from '../helpers/stack.ts';
import { type JobView, playPerson } from './support/person.ts';

describe(`the two-location bakery run on every carrier (${backend})`, () => {
  let stack: Stack;
  beforeAll(async () => {
    ({ stack } = await startStack({ concurrency: 4 }));
  }, 120_000);
  afterAll(() => stack?.close());

  it('refers the GL with a loss, quotes every other job, the WC premium on both locations', async () => {
    const body = bakeryBody();
    delete body.generalLiability!.claimsLastFiveYears;
    body.carrierIds = ['summit-mutual', 'harborline', 'pioneer-casualty', 'ironclad-specialty', 'bluebonnet'];
    const created = await stack.app.inject({
      method: 'POST',
      url: '/v1/quotes',
      headers: stack.headers,
      payload: body,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id: string = created.json().data.quoteRequestId;
    const started = await stack.app.inject({
      method: 'POST',
      url: `/v1/quotes/${id}/start`,
      headers: stack.headers,
    });
    expect(started.statusCode, started.body).toBe(202);
    const { quote } = await playPerson(stack, id, { timeoutMs: 420_000 });
    const jobs = quote.jobs as JobView[];
    const detail = JSON.stringify(
      jobs.map((j) => [j.carrierId, j.lineOfBusiness, j.status, j.errorType, j.errorMessage]),
    );
    expect(jobs.map((j) => `${j.carrierId}:${j.lineOfBusiness}`)).toContain('harborline:wc');
    const referred = (j: JobView) => j.carrierId === 'harborline' && j.lineOfBusiness === 'gl';
    expect(
      jobs.filter(referred).map((j) => [j.status, j.errorType, j.errorMessage]),
      detail,
    ).toEqual([
      ['failed', 'referred_to_underwriter', expect.stringMatching(/^Prior liability claims or lawsuits/)],
    ]);
    expect(
      jobs.filter((j) => !referred(j)).map((j) => j.status),
      detail,
    ).toEqual(jobs.filter((j) => !referred(j)).map(() => 'success'));
    expect(quote.locations).toEqual(body.locations);

    const wc = (quote.results as { carrierId: string; lineOfBusiness: string; annualPremium: number }[]).find(
      (r) => r.carrierId === 'harborline' && r.lineOfBusiness === 'wc',
    )!;
    const bothLocations = rateWc({
      classes: body.workersComp!.classCodes.map(({ state, classCode, payroll }) => ({
        state,
        classCode,
        payroll,
      })),
      experienceMod: 1,
      elLimit: '500000/500000/500000',
    });
    const mainOnly = rateWc({
      classes: [{ state: 'TX', classCode: '2003', payroll: 250_000 }],
      experienceMod: 1,
      elLimit: '500000/500000/500000',
    });
    expect(wc.annualPremium).toBe(bothLocations.premium);
    expect(bothLocations.premium).toBeGreaterThan(mainOnly.premium);
  }, 600_000);
});
