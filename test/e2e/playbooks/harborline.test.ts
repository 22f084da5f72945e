// The Harborline playbook against the Broker Hub in real Chromium: a quote per line at the portal's own
// rating formula, the outcomes (appetite and underwriting declines, referral, refused data), faults
// (503, maintenance, session expiry with a retry that files nothing twice), layout 2, MFA both ways, a
// re-quote of the same insured that files anew, and quote pages that misreport (quote_mismatch or an
// indication, never a wrong success).
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { rateAuto, rateGl, rateWc } from '../../../sandbox/portals/harborline/rating.ts';
import { type PortalHarness, startPortalHarness } from '../../../sandbox/testing.ts';
import { playbookFor } from '../../../src/agents/carriers/index.ts';
import { AgentError, LoginLockedError } from '../../../src/agents/errors.ts';
import type {
  Answer,
  PlaybookOutcome,
  PortalCredential,
  QuoteExtract,
  UnderwritingQuestion,
} from '../../../src/agents/playbook.ts';
import {
  type PlaybookRun,
  type PlaybookRunOptions,
  runPlaybookDirectly,
} from '../../../src/agents/testing.ts';
import { totpCode } from '../../../src/agents/totp.ts';
import { builtInCarrier } from '../../../src/carrier-definitions/built-in.ts';
import type { Line } from '../../../src/domain/lines.ts';
import { addYears, formatUsDate, usToday } from '../../../src/domain/quote-request/dates.ts';
import type { CreateQuoteRequest } from '../../../src/domain/quote-request/model/create-body.ts';
import type { Submission } from '../../../src/domain/quote-request/model/submission.ts';
import { fullLinesBody, validCreateBody } from '../../fixtures/quote-request.ts';
import { lockOut, signInWith } from './sign-in.ts';
import { tracedFlow } from './traced-calls.ts';

const ID = 'harborline';
/** Harborline's playbook: its definition's flow (decision 0034). */
const harborlinePlaybook = playbookFor(ID, builtInCarrier(ID))!;
let harness: PortalHarness;
let origin: string;
let demo: PortalCredential;

beforeAll(async () => {
  harness = await startPortalHarness();
  origin = harness.sandbox.origin(ID);
  demo = harness.sandbox.portals.find((p) => p.id === ID)!.accounts[0]!;
});
afterAll(async () => harness?.close());
afterEach(() => {
  harness.sandbox.state.faults.clear(ID);
  harness.sandbox.state.accounts.reset();
});

/** The person's answers, by the ids the playbook asks under. */
const ANSWERS: Record<string, Answer> = {
  'operations.workAtHeights': false,
  'history.lossesPast3Years': 'None',
  'gl.subcontractorsWithoutCertificates': false,
  'operations.hazardousMaterials': false,
  'harborline:unlisted-drivers': false,
  'harborline:at-fault-accidents': '0',
  'harborline:subcontracted-work': 'None',
  'harborline:subcontracted-share': 'None',
  'harborline:new-residential-construction': false,
  'harborline:gl-claims-5-years': false,
};

const answering =
  (overrides: Record<string, Answer> = {}) =>
  async (questions: UnderwritingQuestion[]) =>
    Object.fromEntries(
      questions.map((q) => {
        const answer = overrides[q.id] ?? ANSWERS[q.id];
        if (answer === undefined) throw new Error(`unexpected question id ${q.id}`);
        return [q.id, answer];
      }),
    );

const asSubmission = (body: Submission) => body;

async function run(
  line: Line,
  body: CreateQuoteRequest,
  options: Partial<PlaybookRunOptions> & { prepare?: (page: Page) => Promise<unknown> } = {},
): Promise<PlaybookRun> {
  const { page } = await harness.newPage();
  page.setDefaultTimeout(15_000);
  await options.prepare?.(page);
  const result = await runPlaybookDirectly({
    playbook: harborlinePlaybook,
    page,
    line,
    submission: asSubmission(body),
    portalUrl: origin,
    credential: demo,
    answers: answering(),
    ...options,
  });
  const written = JSON.stringify({ steps: result.steps, outcome: result.outcome });
  expect(written).not.toContain(demo.password);
  return result;
}

/** The run's error, checked to be an AgentError that does not carry the password. */
async function failure(promise: Promise<unknown>): Promise<AgentError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AgentError);
  expect(String((error as Error).message)).not.toContain(demo.password);
  return error as AgentError;
}

async function stored(applicant: string) {
  const response = await fetch(`${harness.sandbox.url}/_sandbox/submissions?carrierId=${ID}`);
  const { submissions } = (await response.json()) as {
    submissions: { id: string; applicantName: string; status: string; data: Record<string, unknown> }[];
  };
  return submissions.filter((s) => s.applicantName === applicant);
}

function quoteOf(outcome: PlaybookOutcome): QuoteExtract {
  if (outcome.kind !== 'quoted') throw new Error(`expected a quote, got ${JSON.stringify(outcome)}`);
  return outcome.quote;
}

const named = (businessName: string) => ({ input: { businessName } });

describe('Harborline playbook: what the portal newly requires', () => {
  it('asks a new required question and field (newRequirements) under canonical ids, then quotes', async () => {
    harness.sandbox.state.faults.set(ID, { newRequirements: true });
    const body = validCreateBody(named('Harborline New Rules WC LLC'));
    const result = await run('wc', body, {
      answers: answering({
        'operations.ownerYearsExperience': '12',
        'operations.writtenSafetyProgram': true,
        'harborline:years_at_this_address': '7',
      }),
    });
    // Business details' new required field, which the submission cannot fill: Broker Hub marks it only
    // after the save, and it is asked as missing_information (not refused as our data), then saved again.
    const pause = result.asked.findIndex((call) =>
      call.some((q) => q.id === 'harborline:years_at_this_address'),
    );
    expect(result.asked[pause]).toEqual([
      {
        id: 'harborline:years_at_this_address',
        text: 'Years at this address',
        type: 'text',
        hint: 'Whole years the business has operated at this address. Enter the number of years at this address.',
      },
    ]);
    expect(result.reasons[pause]).toBe('missing_information');
    expect(result.asked.flat()).toEqual(
      expect.arrayContaining([
        {
          id: 'operations.ownerYearsExperience',
          // The question as the page asks it, with the page's hint.
          text: expect.stringMatching(
            /^How many years of industry experience does the owner or manager have\?/,
          ),
          type: 'integer',
        },
        {
          id: 'operations.writtenSafetyProgram',
          text: 'Does the applicant have a written safety program?',
          type: 'yes_no',
        },
      ]),
    );
    const expected = rateWc({
      classes: [
        { state: 'TX', classCode: '9079', payroll: 860_000 },
        { state: 'TX', classCode: '8810', payroll: 120_000 },
      ],
      experienceMod: 0.95,
      elLimit: '500000/500000/500000',
    });
    expect(quoteOf(result.outcome).annualPremium).toBe(expected.premium);
  });
});

describe('Harborline playbook: refusals named by our field', () => {
  it('names our field when Broker Hub refuses a value we sent (rejected_data, not a question)', async () => {
    const body = validCreateBody({
      ...named('Harborline Wrong Zip LLC'),
      input: { businessName: 'Harborline Wrong Zip LLC', zipCode: '60601' },
    });
    const result = await run('wc', body);
    expect(result.outcome).toEqual({
      kind: 'rejected_data',
      message: 'input.zipCode: ZIP code 60601 is in IL, not TX.',
    });
    expect(result.reasons).not.toContain('missing_information');
  });
});

describe('Harborline playbook', () => {
  it("quotes workers' compensation at the portal's premium, with the letter and the result fields", async () => {
    const body = validCreateBody(named('Harborline Smokehouse WC LLC'));
    const trace = tracedFlow();
    const result = await run('wc', body, { prepare: trace.prepare });
    // A trace of the flow holds what the agent did, not its reads of the screen or the letter's fetch.
    await trace.check();
    const quote = quoteOf(result.outcome);
    // 9082 (restaurant NOC) goes in as the portal's 9079; all of a class's employees as full-time.
    const expected = rateWc({
      classes: [
        { state: 'TX', classCode: '9079', payroll: 860_000 },
        { state: 'TX', classCode: '8810', payroll: 120_000 },
      ],
      experienceMod: 0.95,
      elLimit: '500000/500000/500000',
    });
    expect(quote).toMatchObject({
      annualPremium: expected.premium,
      quoteType: 'bindable',
      policyStartDate: body.input.policyStartDate,
      policyExpirationDate: body.input.policyExpirationDate,
      limits: '500000/500000/500000',
      premiumBreakdown: expected.breakdown,
    });
    expect(quote.quoteNumber).toMatch(/^HBL-WC-\d+-01$/);
    // Valid 30 days from the quote date (the portal's calendar is UTC).
    expect(quote.quoteExpiresAt).toBe(new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10));
    expect(quote.portalUrl).toMatch(/#\/submissions\/HS-\d+$/);
    expect(quote.documents).toEqual([
      {
        name: `Harborline-Quote-${quote.quoteNumber}.pdf`,
        path: `memory:Harborline-Quote-${quote.quoteNumber}.pdf`,
      },
    ]);
    expect(result.documents[0]!.data.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(result.steps).toEqual([
      'login',
      'mfa',
      'new-submission',
      'business-details',
      'class-codes',
      'questions',
      'review',
      'quote',
    ]);
    expect(result.asked.map((page) => page.map((q) => q.id))).toEqual([
      ['operations.workAtHeights', 'history.lossesPast3Years', 'gl.subcontractorsWithoutCertificates'],
    ]);
    expect(result.mfaPrompts).toEqual([]);
    expect(await stored('Harborline Smokehouse WC LLC')).toMatchObject([{ status: 'quoted' }]);
  });

  it('quotes commercial auto: rows of vehicles (makes loaded by year) and drivers', async () => {
    const base = fullLinesBody(named('Harborline Fleet Auto LLC'));
    const [van] = base.commercialAuto!.vehicles;
    const [driver] = base.commercialAuto!.drivers;
    const body = fullLinesBody({
      ...named('Harborline Fleet Auto LLC'),
      commercialAuto: {
        vehicles: [
          van!,
          {
            ...van!,
            vin: '3C6UR5CL9KG500002',
            year: 2019,
            make: 'RAM',
            model: '2500',
            use: 'service',
            radius: 150,
          },
        ],
        drivers: [
          { ...driver!, accidentsLastThreeYears: 0 },
          {
            firstName: 'Ana',
            lastName: 'Ruiz',
            dateOfBirth: '09/02/1979',
            licenseState: 'TX',
            licenseNumber: '87654321',
            accidentsLastThreeYears: 1,
          },
        ],
      },
    });
    const result = await run('auto', body);
    const quote = quoteOf(result.outcome);
    const expected = rateAuto({
      vehicles: [
        {
          year: 2021,
          make: 'Ford',
          model: 'Transit 250',
          garagingState: 'TX',
          use: 'commercial',
          radius: 'local',
        },
        {
          year: 2019,
          make: 'Ram',
          model: '2500',
          garagingState: 'TX',
          use: 'service',
          radius: 'intermediate',
        },
      ],
      liabilityLimit: '1000000',
      deductible: 1000,
    });
    expect(quote).toMatchObject({
      annualPremium: expected.premium,
      quoteType: 'bindable',
      limits: '1000000',
      deductible: '1000',
    });
    expect(quote.quoteNumber).toMatch(/^HBL-CA-\d+-01$/);
    expect(result.steps).toContain('vehicles');
    expect(result.steps).toContain('drivers');
    // The accident count comes from the drivers; the rest is asked.
    expect(result.asked.map((page) => page.map((q) => q.id))).toEqual([
      ['operations.hazardousMaterials', 'harborline:unlisted-drivers'],
    ]);
  });

  it('quotes general liability; a retry of the same job reads its quote back (layout 2) without filing again', async () => {
    const name = 'Harborline Table Service GL LLC';
    const body = validCreateBody({
      ...named(name),
      generalLiability: { classCode: '16902', claimsLastFiveYears: 0, subcontractorCost: 0 },
    });
    const first = await run('gl', body);
    const quote = quoteOf(first.outcome);
    const expected = rateGl({
      state: 'TX',
      classCode: '16902',
      exposure: 2_400_000,
      limits: '1000000/2000000',
      deductible: 0,
    });
    expect(quote).toMatchObject({
      annualPremium: expected.premium,
      limits: '1000000/2000000',
      deductible: '0',
    });
    expect(first.asked.map((page) => page.map((q) => q.id))).toEqual([
      ['harborline:new-residential-construction'],
    ]);

    harness.sandbox.state.faults.set(ID, { layoutVersion: 2 });
    expect(first.portalReference).toMatch(/^HS-\d+$/);
    const again = await run('gl', body, { attempt: 2, portalReference: first.portalReference });
    const { documents: _a, ...second } = quoteOf(again.outcome);
    const { documents: _b, ...original } = quote;
    expect(second).toEqual(original);
    expect(again.steps).toEqual(['login', 'mfa', 'open-submission', 'quote']);
    expect(again.asked).toEqual([]);
    expect(again.documents).toHaveLength(1);
    expect(await stored(name)).toHaveLength(1);
  });

  it('quotes a class it rates on gross sales from annualRevenue when the submission gives payroll', async () => {
    const name = 'Harborline Consultants Payroll LLC';
    const body = validCreateBody({
      input: { businessName: name, industryCode: '541611', annualRevenue: 850_000 },
      generalLiability: {
        classCode: '41677',
        exposureBasis: 'payroll',
        exposure: 520_000,
        claimsLastFiveYears: 0,
        subcontractorCost: 0,
      },
    });
    const quote = quoteOf((await run('gl', body)).outcome);
    const expected = rateGl({
      state: 'TX',
      classCode: '41677',
      exposure: 850_000,
      limits: '1000000/2000000',
      deductible: 0,
    });
    expect(quote.annualPremium).toBe(expected.premium);
    expect((await stored(name))[0]?.data).toMatchObject({ gl: { exposure: 850_000 } });
  });

  it('quotes the same insured again with other limits and exposure: a new submission, its own premium', async () => {
    const name = `Harborline Twice Quoted ${Math.random().toString(36).slice(2, 8)} LLC`;
    const gl = (limits: string, exposure: number) =>
      validCreateBody({
        ...named(name),
        generalLiability: {
          classCode: '16902',
          claimsLastFiveYears: 0,
          subcontractorCost: 0,
          limits,
          exposure,
        },
      });
    const premium = (limits: string, exposure: number) =>
      rateGl({ state: 'TX', classCode: '16902', exposure, limits, deductible: 0 }).premium;
    const first = quoteOf((await run('gl', gl('1000000/2000000', 650_000))).outcome);
    const second = quoteOf((await run('gl', gl('2000000/4000000', 1_300_000))).outcome);
    expect(second.quoteNumber).not.toBe(first.quoteNumber);
    expect(first).toMatchObject({
      limits: '1000000/2000000',
      annualPremium: premium('1000000/2000000', 650_000),
    });
    expect(second).toMatchObject({
      limits: '2000000/4000000',
      annualPremium: premium('2000000/4000000', 1_300_000),
    });
    expect(await stored(name)).toHaveLength(2);
  });

  it('fails quote_mismatch on a quote page with another insured, other limits or a breakdown off the total', async () => {
    const body = validCreateBody({
      ...named('Harborline Misreported GL LLC'),
      generalLiability: { classCode: '16902', claimsLastFiveYears: 0, subcontractorCost: 0 },
    });
    for (const [quotePage, field] of [
      ['other-insured', 'namedInsured: expected Harborline Misreported GL LLC, seen Harbor View Bakery LLC'],
      ['other-limits', 'limits: expected 1000000/2000000, seen 2000000/4000000'],
      ['bad-breakdown', 'premiumBreakdown'],
    ] as const) {
      harness.sandbox.state.faults.set(ID, { quotePage });
      const error = await failure(run('gl', body));
      expect(error).toMatchObject({ errorType: 'quote_mismatch', message: expect.stringContaining(field) });
    }
  });

  it('returns an indication when the quote page does not say it is bindable, in both layouts', async () => {
    const body = validCreateBody({
      ...named('Harborline Unmarked GL LLC'),
      generalLiability: { classCode: '16902', claimsLastFiveYears: 0, subcontractorCost: 0 },
    });
    for (const layoutVersion of [1, 2] as const) {
      harness.sandbox.state.faults.set(ID, { quotePage: 'no-bindable-marker', layoutVersion });
      expect(quoteOf((await run('gl', body)).outcome).quoteType).toBe('indication');
    }
  });

  it('returns the appetite decline of a trucking class with the portal message, before any question', async () => {
    const body = validCreateBody({
      ...named('Harborline Red Clay Hauling LLC'),
      workersComp: {
        classCodes: [{ state: 'TX', classCode: '7228', payroll: 400_000, employees: 8 }],
      },
    });
    const result = await run('wc', body);
    expect(result.outcome).toEqual({
      kind: 'declined',
      appetite: true,
      message: "Trucking operations are outside Harborline's workers' compensation appetite.",
    });
    expect(result.asked).toEqual([]);
  });

  it('returns an underwriting decline (hazardous materials) as not about appetite', async () => {
    const body = fullLinesBody(named('Harborline Hazmat Haulers LLC'));
    const result = await run('auto', body, { answers: answering({ 'operations.hazardousMaterials': true }) });
    expect(result.outcome).toEqual({
      kind: 'declined',
      appetite: false,
      message: 'Harborline does not insure vehicles that haul hazardous materials.',
    });
  });

  it('returns a referral with the portal message', async () => {
    const body = validCreateBody({
      ...named('Harborline High Mod LLC'),
      workersComp: { experienceMod: 1.6 },
    });
    const result = await run('wc', body);
    expect(result.outcome).toEqual({
      kind: 'referred',
      message:
        'An experience modification above 1.50 requires underwriter review. A Harborline underwriter will review this submission and contact you within 2 business days.',
    });
  });

  it('returns the portal refusing our data: an effective date past 60 days (code typed by a person), a GL class it lacks', async () => {
    const far = formatUsDate(usToday(new Date()) + 75);
    const body = validCreateBody({
      ...named('Harborline Far Future LLC'),
      input: {
        businessName: 'Harborline Far Future LLC',
        policyStartDate: far,
        policyExpirationDate: formatUsDate(addYears(usToday(new Date()) + 75, 1)),
      },
    });
    const { totpSeed, ...withoutSeed } = demo;
    const result = await run('wc', body, {
      credential: withoutSeed,
      mfaCode: async () => totpCode(totpSeed!),
    });
    expect(result.outcome).toEqual({
      kind: 'rejected_data',
      message: 'input.policyStartDate: Harborline can only quote policies effective within the next 60 days.',
    });
    expect(result.mfaPrompts).toHaveLength(1);
    expect(await stored('Harborline Far Future LLC')).toEqual([]);

    // The fixture's ISO 16910 is not on Harborline's class list.
    const gl = await run('gl', validCreateBody(named('Harborline Bar And Grill LLC')));
    expect(gl.outcome).toEqual({
      kind: 'rejected_data',
      message: "Harborline's general liability class list has no class 16910.",
    });
  });

  it('throws portalUnavailable (transient) on a 503 and on the maintenance page', async () => {
    harness.sandbox.state.faults.set(ID, { failNext: 1 });
    const down = await failure(run('wc', validCreateBody(named('Harborline Outage LLC'))));
    expect(down).toMatchObject({ errorType: 'portal_unavailable', transient: true });
    harness.sandbox.state.faults.set(ID, { maintenance: true });
    const maintenance = await failure(run('wc', validCreateBody(named('Harborline Outage LLC'))));
    expect(maintenance).toMatchObject({ errorType: 'portal_unavailable', transient: true });
    expect(maintenance.message).toContain('undergoing scheduled maintenance');
    expect(await stored('Harborline Outage LLC')).toEqual([]);
  });

  it('throws portalUnavailable when a save or an asynchronous dropdown answers 503', async () => {
    const answer503 = (pattern: string, method: string) => async (page: Page) =>
      page.route(pattern, (route) =>
        route.request().method() === method
          ? route.fulfill({ status: 503, body: 'Service Unavailable' })
          : route.fallback(),
      );
    const save = await failure(
      run('gl', validCreateBody(named('Harborline Save Outage LLC')), {
        prepare: answer503('**/api/submissions', 'POST'),
      }),
    );
    expect(save).toMatchObject({ errorType: 'portal_unavailable', transient: true });
    expect(save.message).toContain('Harborline is temporarily unavailable (error 503). Nothing was saved.');
    const lookup = await failure(
      run('wc', validCreateBody(named('Harborline Lookup Outage LLC')), {
        prepare: answer503('**/api/class-codes*', 'GET'),
      }),
    );
    expect(lookup).toMatchObject({ errorType: 'portal_unavailable', transient: true });
    expect(lookup.message).toContain('Class code (row 1)');
  });

  it('throws sessionExpired mid-form; the retry continues the draft and files nothing twice', async () => {
    const name = 'Harborline Expiring Session LLC';
    const body = validCreateBody(named(name));
    harness.sandbox.state.faults.set(ID, { sessionExpiryAfterPages: 3 });
    let recorded: string | undefined;
    const expired = await failure(
      run('wc', body, {
        onPortalReference: (reference) => {
          recorded = reference;
        },
      }),
    );
    expect(expired).toMatchObject({ errorType: 'session_expired', transient: true });
    // It died saving the class codes: the business details are kept, the classes are not.
    const [draft, ...others] = await stored(name);
    expect(others).toEqual([]);
    expect(draft).toMatchObject({ status: 'draft', data: { business: { legalName: name } } });
    expect(draft!.data.wc).toBeUndefined();

    harness.sandbox.state.faults.clear(ID);
    expect(recorded).toBe(draft!.id);
    const retry = await run('wc', body, { attempt: 1, portalReference: recorded });
    expect(quoteOf(retry.outcome).quoteType).toBe('bindable');
    expect(retry.steps).toContain('continue-draft');
    expect(retry.steps).not.toContain('new-submission');
    expect(await stored(name)).toMatchObject([{ status: 'quoted' }]);
  });

  it("throws loginFailed with the portal's message on a wrong password, without the password", async () => {
    const other = harness.sandbox.portals.find((p) => p.id === ID)!.accounts[1]!;
    const wrong = { username: other.username, password: 'Wrong!Password1' };
    const error = await failure(
      run('wc', validCreateBody(named('Harborline Wrong Login LLC')), { credential: wrong }),
    );
    expect(error).toMatchObject({ errorType: 'login_failed', transient: false });
    expect(error.message).toBe('The email or password you entered is incorrect.');
    expect(error.message).not.toContain(wrong.password);
  });
});

describe('Harborline playbook: sign-in only (Test login) and the lock-out', () => {
  it('accepts the demo login at the code prompt, refuses a wrong password, and recognises the lock-out', async () => {
    expect(await signInWith(harness, harborlinePlaybook, demo)).toBe('accepted');
    const other = harness.sandbox.portals.find((p) => p.id === ID)!.accounts[1]!;
    const outcomes = await lockOut(harness, harborlinePlaybook, other.username);
    expect(outcomes.slice(0, 2)).toEqual([
      { rejected: 'The email or password you entered is incorrect.' },
      { rejected: 'The email or password you entered is incorrect.' },
    ]);
    // The warnings before it ("… before your account is locked") are refusals, not the lock-out.
    expect(outcomes[3]).toEqual({
      rejected: expect.stringMatching(
        /^The email or password you entered is incorrect\..*before your account is locked/,
      ),
    });
    const locked = {
      locked:
        'Your account is locked after too many unsuccessful sign-in attempts. Try again in 15 minutes or call Broker Support at 1-800-555-0142.',
    };
    expect(outcomes[4]).toEqual(locked);
    const right = { username: other.username, password: other.password };
    expect(await signInWith(harness, harborlinePlaybook, right)).toEqual(locked);
    const error = await failure(
      run('wc', validCreateBody(named('Harborline Locked LLC')), { credential: right }),
    );
    expect(error).toBeInstanceOf(LoginLockedError);
  });
});
