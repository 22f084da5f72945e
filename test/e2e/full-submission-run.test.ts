// The two-location bakery (test/fixtures/bakery.ts: locations with buildings, a GL loss, prior insurance,
// owners of whom one is excluded from WC) created and run on every sandbox carrier in real Chromium:
// the GL claim count is not sent, so the playbooks read the one the loss rows imply (decision 0035).
// Harborline takes the parts themselves (decision 0035): its GL lists the loss of last year in its
// loss table and is quoted with the formula's surcharge (not referred), and its WC premium is its
// formula on the payroll of both locations plus the included owner's (the excluded one adds nothing).
// Pioneer Casualty does not write Texas: the same bakery moved to Illinois (bakery-illinois.ts) is quoted
// on Pioneer's BOP and WC at its formula for the whole submission (the second shop a row of Additional
// Locations, the included owner's pay rated and the excluded one's not). Larkspur Mutual and Cascade
// Commercial write Colorado: the bakery moved there (bakery-colorado.ts) is quoted on both, GL and BOP,
// at each formula for the whole submission (bakery-larkspur-mutual.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateGl, rateWc } from '../../sandbox/portals/harborline/rating.ts';
import type { Submission } from '../../src/domain/quote-request/model/submission.ts';
import { bakeryBody, wholeGlExposure } from '../fixtures/bakery.ts';
import { bluebonnetBakeryBop } from '../fixtures/bakery-bluebonnet.ts';
import { illinoisBakeryBody, pioneerBakeryBop, pioneerBakeryWc } from '../fixtures/bakery-illinois.ts';
import { ironcladBakeryGl } from '../fixtures/bakery-ironclad-specialty.ts';
import { coloradoBakery, coloradoExpected } from '../fixtures/bakery-larkspur-mutual.ts';
import { summitBakeryBop, summitBakeryGl } from '../fixtures/bakery-summit-mutual.ts';
import { backend } from '../helpers/db.ts';
import { type Stack, startStack } from '../helpers/stack.ts';
import { createAndStart, type JobView, playPerson } from './support/person.ts';

describe(`the two-location bakery run on every carrier (${backend})`, () => {
  let stack: Stack;
  beforeAll(async () => {
    ({ stack } = await startStack({ concurrency: 4 }));
  }, 120_000);
  afterAll(() => stack?.close());

  it("quotes every job, Harborline's GL surcharged for the loss, its WC on both locations and the included owner", async () => {
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
    expect(jobs.map((j) => `${j.carrierId}:${j.lineOfBusiness}`)).toContain('harborline:gl');
    expect(
      jobs.map((j) => j.status),
      detail,
    ).toEqual(jobs.map(() => 'success'));
    expect(quote.locations).toEqual(body.locations);

    const results = quote.results as { carrierId: string; lineOfBusiness: string; annualPremium: number }[];
    const harborline = (line: string) =>
      results.find((r) => r.carrierId === 'harborline' && r.lineOfBusiness === line)!;
    const owners = body.ownersOfficers!.map((o) => ({
      name: o.name,
      included: o.workersComp === 'included',
      classCode: o.classCode ?? '',
      payroll: o.annualPay ?? 0,
    }));
    const wcOf = (classes: { state: string; classCode: string; payroll: number }[]) =>
      rateWc({ classes, experienceMod: 1, elLimit: '500000/500000/500000', officers: owners });
    const bothLocations = wcOf(
      body.workersComp!.classCodes.map(({ state, classCode, payroll }) => ({ state, classCode, payroll })),
    );
    const mainOnly = wcOf([{ state: 'TX', classCode: '2003', payroll: 250_000 }]);
    expect(harborline('wc').annualPremium).toBe(bothLocations.premium);
    expect(bothLocations.premium).toBeGreaterThan(mainOnly.premium);
    // The included owner's pay is rated: without the owners the premium would be lower.
    const withoutOwners = rateWc({
      classes: body.workersComp!.classCodes.map(({ state, classCode, payroll }) => ({
        state,
        classCode,
        payroll,
      })),
      experienceMod: 1,
      elLimit: '500000/500000/500000',
    });
    expect(bothLocations.premium).toBeGreaterThan(withoutOwners.premium);
    const loss = body.lossHistory![0]!;
    // Harborline's GL takes one class and one exposure: both shops' sales of the class.
    const gl = {
      state: 'TX',
      classCode: body.generalLiability!.classCode,
      exposure: wholeGlExposure(body.generalLiability!),
      limits: body.generalLiability!.limits,
      deductible: 0,
    };
    const losses = [{ paid: loss.amountPaid!, reserved: loss.amountReserved!, status: 'closed' as const }];
    const surcharged = rateGl({ ...gl, losses });
    expect(harborline('gl').annualPremium).toBe(surcharged.premium);
    expect(surcharged.premium).toBeGreaterThan(rateGl(gl).premium);
    expect(surcharged.premium).toBeGreaterThan(
      rateGl({ ...gl, exposure: body.generalLiability!.exposure, losses }).premium,
    );
    // Ironclad's GL: the second shop a row of its schedule of locations, the loss of its loss history.
    const ironclad = ironcladBakeryGl(body as Submission);
    expect(results.find((r) => r.carrierId === 'ironclad-specialty')!.annualPremium).toBe(ironclad.premium);
    expect(ironclad.premium).toBeGreaterThan(
      ironcladBakeryGl(body as Submission, { mainOnly: true }).premium,
    );
    // Summit Mutual: the second shop a row of Additional Premises (BOP) and of Additional Locations
    // (CGL), the loss of last year listed in its Loss History.
    const summit = (line: string) =>
      results.find((r) => r.carrierId === 'summit-mutual' && r.lineOfBusiness === line)!.annualPremium;
    expect(summit('bop')).toBe(summitBakeryBop(body as Submission).total);
    expect(summit('gl')).toBe(summitBakeryGl(body as Submission));
    expect(summit('bop')).toBeGreaterThan(summitBakeryBop(body as Submission, { mainOnly: true }).total);
    expect(summit('gl')).toBeGreaterThan(summitBakeryGl(body as Submission, { mainOnly: true }));
    // Bluebonnet's BOP: the Kerrville shop a row of Additional Premises, rated at its own ZIP.
    const bluebonnetBop = results.find((r) => r.carrierId === 'bluebonnet' && r.lineOfBusiness === 'bop')!;
    expect(bluebonnetBop.annualPremium).toBe(bluebonnetBakeryBop(body as Submission).annualPremium);
    expect(bluebonnetBop.annualPremium).toBeGreaterThan(
      bluebonnetBakeryBop(body as Submission, { mainOnly: true }).annualPremium,
    );
  }, 600_000);

  it("quotes the Illinois bakery on Pioneer at its formula: the second shop and the included owner's pay rated, the excluded owner's not", async () => {
    const body = illinoisBakeryBody();
    delete body.generalLiability!.claimsLastFiveYears;
    const id = await createAndStart(stack, body);
    const { quote } = await playPerson(stack, id, { timeoutMs: 300_000 });
    const jobs = quote.jobs as JobView[];
    const detail = JSON.stringify(jobs.map((j) => [j.carrierId, j.lineOfBusiness, j.status, j.errorMessage]));
    const pioneerJobs = jobs.filter((j) => j.carrierId === 'pioneer-casualty');
    expect(pioneerJobs.map((j) => [j.lineOfBusiness, j.status]).sort(), detail).toEqual([
      ['bop', 'success'],
      ['wc', 'success'],
    ]);
    const results = quote.results as { carrierId: string; lineOfBusiness: string; annualPremium: number }[];
    const premium = (line: string) =>
      results.find((r) => r.carrierId === 'pioneer-casualty' && r.lineOfBusiness === line)!.annualPremium;
    const sub = body as Submission;
    const bop = pioneerBakeryBop(sub);
    expect(premium('bop')).toBe(bop.premium);
    expect(bop.premium).toBeGreaterThan(pioneerBakeryBop(sub, { mainOnly: true }).premium);
    const wc = pioneerBakeryWc(sub);
    expect(premium('wc')).toBe(wc.premium);
    expect(wc.premium).toBeGreaterThan(pioneerBakeryWc(sub, { withoutOwners: true }).premium);
    // Tomas Reyes is excluded: were he included, his pay would be rated too.
    const tomasIncluded = structuredClone(sub);
    Object.assign(tomasIncluded.ownersOfficers![1]!, {
      workersComp: 'included',
      classCode: '8017',
      annualPay: 30_000,
    });
    expect(pioneerBakeryWc(tomasIncluded).premium).toBeGreaterThan(wc.premium);
  }, 420_000);

  it('quotes the Colorado bakery on Larkspur Mutual and Cascade Commercial (GL and BOP) at their formulas for both shops', async () => {
    const body = coloradoBakery();
    const id = await createAndStart(stack, body);
    const entered = new Set<string>();
    const { quote } = await playPerson(stack, id, {
      timeoutMs: 300_000,
      // The GL loss of last year is one loss in the past 3 years.
      answers: (questions, job) =>
        job.lineOfBusiness === 'gl' && questions.some((q) => q.id === 'history.lossesPast3Years')
          ? { 'history.lossesPast3Years': '1' }
          : {},
      // Cascade mails its code: the newest one not entered yet goes to a job waiting for one.
      onPoll: async ({ jobs }) => {
        for (const job of jobs.filter(
          (j) => j.carrierId === 'cascade-commercial' && j.status === 'mfa_waiting',
        )) {
          const mail = stack.sandbox.state.mail
            .list({ carrierId: job.carrierId })
            .find((m) => !entered.has(m.id));
          const code = mail && /\b\d{6}\b/.exec(mail.subject)?.[0];
          if (!code) continue;
          entered.add(mail.id);
          const url = `/v1/quotes/${id}/jobs/${job.jobId}/resolve`;
          await stack.app.inject({ method: 'POST', url, headers: stack.headers, payload: { code } });
        }
      },
    });
    const jobs = quote.jobs as JobView[];
    const detail = JSON.stringify(jobs.map((j) => [j.carrierId, j.lineOfBusiness, j.status, j.errorMessage]));
    expect(jobs.map((j) => `${j.carrierId}:${j.lineOfBusiness}:${j.status}`).sort(), detail).toEqual([
      'cascade-commercial:bop:success',
      'cascade-commercial:gl:success',
      'larkspur-mutual:bop:success',
      'larkspur-mutual:gl:success',
    ]);
    const results = quote.results as { carrierId: string; lineOfBusiness: string; annualPremium: number }[];
    for (const { carrierId, line, whole, mainOnly } of coloradoExpected(body as Submission)) {
      const premium = results.find((r) => r.carrierId === carrierId && r.lineOfBusiness === line)!;
      expect(premium.annualPremium, `${carrierId} ${line}`).toBe(whole);
      expect(whole, `${carrierId} ${line}`).toBeGreaterThan(mainOnly);
    }
  }, 420_000);
});
