// The Bluebonnet AgentDesk playbook (its definition's flow, decision 0034) against the sandbox portal in real Chromium (fast profile): a quote
// per line priced as the portal's rating formulas price the mapped inputs, each outcome, the portal's
// faults (503, maintenance, session expiry, layout 2), a retry that continues only its own application,
// a re-quote of the same applicant that files anew, and quote pages that misreport (quote_mismatch or
// an indication, never a wrong success).
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { ageOn, parseDashDate } from '../../../sandbox/portals/bluebonnet/dates.ts';
import { rateAuto, rateBop, rateCyber } from '../../../sandbox/portals/bluebonnet/rating.ts';
import { type PortalHarness, startPortalHarness } from '../../../sandbox/testing.ts';
import { playbookFor } from '../../../src/agents/carriers/index.ts';
import { AgentError } from '../../../src/agents/errors.ts';
import type { Answer, PortalCredential, UnderwritingQuestion } from '../../../src/agents/playbook.ts';
import { type PlaybookRun, runPlaybookDirectly } from '../../../src/agents/testing.ts';
import { builtInCarrier } from '../../../src/carrier-definitions/built-in.ts';
import type { Line } from '../../../src/domain/lines.ts';
import { formatUsDate, usToday } from '../../../src/domain/quote-request/dates.ts';
import type { Submission } from '../../../src/domain/quote-request/model/submission.ts';
import { type BodyOverrides, fullLinesBody } from '../../fixtures/quote-request.ts';
import { lockOut, signInWith } from './sign-in.ts';
import { tracedFlow } from './traced-calls.ts';

const ID = 'bluebonnet';
/** The playbook the registry builds from carriers/bluebonnet.yaml (no code of its own). */
const bluebonnetPlaybook = playbookFor(ID, builtInCarrier(ID))!;
let harness: PortalHarness;
let origin: string;
let demo: PortalCredential;

beforeAll(async () => {
  harness = await startPortalHarness();
  origin = harness.sandbox.origin(ID);
  demo = harness.sandbox.portals.find((p) => p.id === ID)!.accounts[0]!;
});
afterAll(async () => {
  await harness?.close();
});
afterEach(() => {
  harness.sandbox.state.faults.clear(ID);
});

/** The person in the loop: fixed answers to every question the playbook may ask. */
const ANSWERS: Record<string, Answer> = {
  'history.lossesPast3Years': 'None',
  'operations.alcoholSales': false,
  'bluebonnet:roof_age': '8',
  'bluebonnet:unrepaired_damage': false,
  'bluebonnet:other_operations': 'None',
  'bluebonnet:placarded_hazmat': false,
  'bluebonnet:for_hire': false,
  'bluebonnet:driver_violations': false,
  'bluebonnet:mvr_before_hire': true,
  'cyber.priorIncident': false,
  'bluebonnet:known_circumstances': false,
  'bluebonnet:vendor_insurance': true,
};

const body = (name: string, overrides: BodyOverrides = {}) =>
  fullLinesBody({ ...overrides, input: { businessName: name, ...overrides.input } });

interface RunOptions {
  attempt?: number;
  portalReference?: string;
  answers?: Record<string, Answer>;
  credential?: PortalCredential;
  /** Runs on the page before the playbook does. */
  prepare?: (page: Page) => Promise<unknown>;
}

/** The last reference a run recorded, even when it threw (a retry of that job carries it). */
let recorded: string | undefined;

async function run(line: Line, submission: Submission, options: RunOptions = {}): Promise<PlaybookRun> {
  const { page } = await harness.newPage();
  await options.prepare?.(page);
  const answers = { ...ANSWERS, ...options.answers };
  return runPlaybookDirectly({
    playbook: bluebonnetPlaybook,
    page,
    line,
    submission,
    portalUrl: origin,
    credential: options.credential ?? demo,
    attempt: options.attempt ?? 1,
    portalReference: options.portalReference,
    onPortalReference: (reference) => {
      recorded = reference;
    },
    answers: async (questions: UnderwritingQuestion[]) =>
      Object.fromEntries(questions.map((q) => [q.id, answers[q.id]!])),
  });
}

async function failure(promise: Promise<unknown>): Promise<AgentError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AgentError);
  return error as AgentError;
}

const applications = async (name: string) => {
  const response = await fetch(`${harness.sandbox.url}/_sandbox/submissions?carrierId=${ID}`);
  const { submissions } = (await response.json()) as {
    submissions: { id: string; applicantName: string; status: string }[];
  };
  return submissions.filter((s) => s.applicantName === name);
};

const askedIds = (result: PlaybookRun) => result.asked.map((call) => call.map((q) => q.id));

function expectNoPassword(result: PlaybookRun) {
  const recorded = JSON.stringify({ steps: result.steps, outcome: result.outcome, asked: result.asked });
  expect(recorded).not.toContain(demo.password);
}

/** The rating inputs the playbook's mapping gives fullLinesBody (Austin 78701, NAICS 722511). */
const BOP_INPUT = {
  state: 'TX',
  zip: '78701',
  naics: '722511',
  annualReceipts: 2_400_000,
  totalInsuredValue: 850_000,
  construction: 'joisted_masonry',
  sprinklered: 'Y' as const,
  limit: 'L1000',
  deductible: '2500',
};
const CYBER_INPUT = {
  state: 'TX',
  naics: '722511',
  annualReceipts: 2_400_000,
  records: 'lt100k',
  limit: 'C1000',
  retention: '5000',
  encryption: true,
  backups: true,
  paymentCards: true,
};

describe('a quote per line', () => {
  test('BOP: every result field, the letter, and the questions in one call', async () => {
    const submission = body('Pecan Street Smokehouse LLC');
    const trace = tracedFlow();
    const result = await run('bop', submission, { prepare: trace.prepare });
    // A trace of the flow holds what the agent did, not its reads of the form, the result or the letter.
    await trace.check();
    expect(result.outcome.kind).toBe('quoted');
    if (result.outcome.kind !== 'quoted') return;
    const quote = result.outcome.quote;
    expect(quote.annualPremium).toBe(rateBop(BOP_INPUT).annualPremium);
    expect(quote.quoteNumber).toMatch(/^BBG-BP-\d{7}$/);
    expect(quote.quoteType).toBe('bindable');
    expect(quote.policyStartDate).toBe(submission.input.policyStartDate);
    expect(quote.policyExpirationDate).toBe(submission.input.policyExpirationDate);
    expect(quote.limits).toBe('1000000/2000000');
    expect(quote.deductible).toBe('2500');
    expect(quote.quoteExpiresAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(quote.premiumBreakdown?.map((b) => b.label)).toEqual(['Property', 'Business liability']);
    expect(quote.premiumBreakdown?.reduce((sum, b) => sum + b.amount, 0)).toBe(quote.annualPremium);
    expect(quote.portalUrl).toMatch(/\/agentdesk\/applications\/AD-\d{2}-\d+\/result$/);
    expect(quote.documents).toEqual([
      { name: `Bluebonnet_${quote.quoteNumber}.pdf`, path: expect.any(String) },
    ]);
    expect(result.documents[0]!.data.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(result.steps).toEqual([
      'login',
      'terms',
      'new-submission',
      'applicant',
      'location',
      'operations',
      'property',
      'coverages',
      'underwriting',
      'rates',
      'quote',
    ]);
    expect(askedIds(result)).toEqual([
      [
        'history.lossesPast3Years',
        'operations.alcoholSales',
        'bluebonnet:roof_age',
        'bluebonnet:unrepaired_damage',
        'bluebonnet:other_operations',
      ],
    ]);
    expect(result.asked[0]![0]).toEqual({
      id: 'history.lossesPast3Years',
      text: 'How many property or liability losses has the applicant had in the past 3 years?',
      type: 'choice',
      choices: ['None', '1', '2', '3 or more'],
    });
    expectNoPassword(result);
  });

  test('Auto: two vehicles and two drivers through Add vehicle / Add driver', async () => {
    const submission = body('Hill Country Pit Stop LLC');
    const auto = fullLinesBody().commercialAuto!;
    submission.commercialAuto = {
      ...auto,
      vehicles: [
        ...auto.vehicles,
        {
          vin: '1GCWGAFF4G1234567',
          year: 2016,
          make: 'Chevrolet',
          model: 'Express 2500',
          garagingZip: '77002',
          use: 'service',
          radius: 120,
        },
      ],
      drivers: [
        ...auto.drivers,
        {
          firstName: 'Ana',
          lastName: 'Reyes',
          dateOfBirth: '09/30/2002',
          licenseState: 'TX',
          licenseNumber: '87654321',
        },
      ],
    };
    const result = await run('auto', submission);
    expect(result.outcome.kind).toBe('quoted');
    if (result.outcome.kind !== 'quoted') return;
    expect(result.outcome.quote.annualPremium).toBe(expectedAuto(submission));
    expect(result.outcome.quote.quoteNumber).toMatch(/^BBG-CA-\d{7}$/);
    expect(result.outcome.quote.limits).toBe('1000000');
    expect(result.outcome.quote.deductible).toBe('1000');
    expect(askedIds(result)).toEqual([
      [
        'bluebonnet:placarded_hazmat',
        'bluebonnet:for_hire',
        'bluebonnet:driver_violations',
        'bluebonnet:mvr_before_hire',
      ],
    ]);
    expect(result.steps).toContain('vehicles');
    expect(result.steps).toContain('drivers');
  });

  test('Cyber: a bindable quote from the security controls in the submission', async () => {
    const result = await run('cyber', body('Congress Avenue Data LLC'));
    expect(result.outcome.kind).toBe('quoted');
    if (result.outcome.kind !== 'quoted') return;
    expect(result.outcome.quote.annualPremium).toBe(rateCyber(CYBER_INPUT).annualPremium);
    expect(result.outcome.quote.quoteType).toBe('bindable');
    expect(result.outcome.quote.limits).toBe('1000000');
    expect(result.outcome.quote.deductible).toBe('5000');
    // MFA, encryption, backups and payment cards come from the submission: only the rest is asked.
    expect(askedIds(result)).toEqual([
      ['cyber.priorIncident', 'bluebonnet:known_circumstances', 'bluebonnet:vendor_insurance'],
    ]);
  });

  test('Cyber: more than a million records is an indication', async () => {
    const result = await run('cyber', body('Panhandle Clinics LLC', { cyber: { recordsHeld: '>1m' } }));
    expect(result.outcome.kind).toBe('quoted');
    if (result.outcome.kind !== 'quoted') return;
    expect(result.outcome.quote.quoteType).toBe('indication');
    expect(result.outcome.quote.annualPremium).toBe(
      rateCyber({ ...CYBER_INPUT, records: 'gt1m' }).annualPremium,
    );
  });
});

test('facts the submission lacks are asked: an entity AgentDesk has no match for, the building', async () => {
  const submission = body('Travis Heights Trust Bakery', { input: { businessType: 'trust' } });
  delete submission.businessOwners;
  const answers = {
    'bluebonnet:legal_entity': 'Corporation',
    'bluebonnet:premises_interest': 'Tenant',
    'building.constructionType': 'Frame',
    'building.yearBuilt': '1985',
    'building.squareFeet': '3,200',
    'building.sprinklered': false,
  };
  const result = await run('bop', submission, { answers });
  expect(askedIds(result)).toEqual([
    ['bluebonnet:legal_entity'],
    [
      'bluebonnet:premises_interest',
      'building.constructionType',
      'building.yearBuilt',
      'building.squareFeet',
      'building.sprinklered',
    ],
    expect.arrayContaining(['history.lossesPast3Years']),
  ]);
  expect(result.outcome.kind).toBe('quoted');
  if (result.outcome.kind !== 'quoted') return;
  const expected = rateBop({ ...BOP_INPUT, construction: 'frame', sprinklered: 'N' }).annualPremium;
  expect(result.outcome.quote.annualPremium).toBe(expected);
});

describe('what AgentDesk requires that the submission does not hold', () => {
  test('a new required question and field (the newRequirements switch) are asked, then quoted', async () => {
    harness.sandbox.state.faults.set(ID, { newRequirements: true });
    const answers = { 'operations.ownerYearsExperience': '12', 'operations.writtenSafetyProgram': true };
    const result = await run('bop', body('Shoal Creek Ledger LLC'), { answers });
    const missing = result.asked.filter((_, i) => result.reasons[i] === 'missing_information');
    // The field carries AgentDesk's required mark and is asked before saving; the radio question has
    // none, so it is asked once AgentDesk names it after Save & Continue.
    expect(missing).toEqual([
      [
        {
          id: 'operations.ownerYearsExperience',
          text: 'Years of Industry Experience (owner or manager)',
          type: 'integer',
          hint: 'Whole years the owner or manager has worked in this industry',
        },
      ],
      [
        {
          id: 'operations.writtenSafetyProgram',
          text: 'Does the applicant have a written safety program?',
          type: 'yes_no',
          hint: 'Please answer: Does the applicant have a written safety program?',
        },
      ],
    ]);
    expect(result.outcome.kind).toBe('quoted');
    if (result.outcome.kind !== 'quoted') return;
    expect(result.outcome.quote.annualPremium).toBe(rateBop(BOP_INPUT).annualPremium);
  });

  test('a FEIN AgentDesk requires for the entity is asked (applicant.fein), not a rejection', async () => {
    const submission = body('Barton Springs Bookkeeping LLC', { input: { fein: undefined } });
    const result = await run('bop', submission, { answers: { 'applicant.fein': '74-7654321' } });
    const at = result.reasons.indexOf('missing_information');
    expect(result.asked[at]).toEqual([
      {
        id: 'applicant.fein',
        text: 'Tax ID (FEIN)',
        type: 'text',
        hint: 'NN-NNNNNNN; required unless Individual / Sole Proprietor Tax ID (FEIN) is required for this Legal Entity.',
      },
    ]);
    expect(result.steps).toContain('missing-information');
    expect(result.outcome.kind).toBe('quoted');
  });

  test('a FEIN we sent that AgentDesk refuses is rejected_data naming input.fein', async () => {
    const submission = body('Malformed Tax Id Cafe LLC');
    submission.input.fein = '741234567';
    const result = await run('bop', submission);
    expect(result.outcome).toEqual({
      kind: 'rejected_data',
      message: 'input.fein: Enter the Tax ID (FEIN) as NN-NNNNNNN.',
    });
  });
});

function expectedAuto(submission: Submission): number {
  const auto = submission.commercialAuto as NonNullable<ReturnType<typeof fullLinesBody>['commercialAuto']>;
  const effective = parseDashDate(submission.input.policyStartDate.replaceAll('/', '-'))!;
  const radius = (miles: number) => (miles <= 50 ? 'local' : miles <= 200 ? 'intermediate' : 'long');
  return rateAuto({
    naics: submission.input.industryCode,
    effectiveYear: Number(effective.slice(0, 4)),
    limit: 'CSL1000',
    physicalDamageDeductible: '1000',
    vehicles: auto.vehicles.map((v) => ({
      year: v.year,
      garagingZip: v.garagingZip,
      garagingState: 'TX',
      use: v.use,
      radius: radius(v.radius),
    })),
    driverAges: auto.drivers.map((d) => ageOn(parseDashDate(d.dateOfBirth.replaceAll('/', '-'))!, effective)),
  }).annualPremium;
}

describe('outcomes', () => {
  test('a bar (NAICS 722410) is declined as a class: appetite, before any question', async () => {
    const name = 'Broken Spoke Tavern LLC';
    const result = await run('bop', body(name, { input: { industryCode: '722410' } }));
    expect(result.outcome).toEqual({
      kind: 'declined',
      appetite: true,
      message: 'Bluebonnet does not write taverns, bars or nightclubs.',
    });
    expect(result.asked).toEqual([]);
    // A decline is the `outcome` step (a quote the `quote` step: decision 0034).
    expect(result.steps.slice(-2)).toEqual(['operations', 'outcome']);
    expect((await applications(name)).map((a) => a.status)).toEqual(['declined']);
    // A retry of the job opens it again: the same decline, told apart as a class decline by its wording.
    const again = await run('bop', body(name, { input: { industryCode: '722410' } }), {
      attempt: 2,
      portalReference: result.portalReference,
    });
    expect(again.outcome).toEqual(result.outcome);
    expect(again.steps).toEqual(['login', 'terms', 'open-submission', 'outcome']);
    expect(await applications(name)).toHaveLength(1);
  });

  test('liquor sales answered Yes are referred to underwriting', async () => {
    const result = await run('bop', body('Red River Icehouse LLC'), {
      answers: { 'operations.alcoholSales': true },
    });
    expect(result.outcome).toEqual({
      kind: 'referred',
      message: 'Liquor liability exposure must be reviewed by an underwriter.',
    });
  });

  test('an effective date 75 days out is valid for us but refused by AgentDesk', async () => {
    const name = 'Far Future Feed Store LLC';
    const start = usToday(new Date()) + 75;
    const submission = body(name, { input: { policyStartDate: formatUsDate(start) } });
    const result = await run('bop', submission);
    expect(result.outcome).toEqual({
      kind: 'rejected_data',
      message: 'input.policyStartDate: Policy Effective Date must be within 60 days of today.',
    });
    expect(await applications(name)).toEqual([]);
  });

  test('a wrong password fails the login with the portal message, never the password', async () => {
    const credential = { username: 'second.producer', password: 'Not-The-Password-42' };
    const error = await failure(run('bop', body('Wrong Password Bakery LLC'), { credential }));
    expect(error.errorType).toBe('login_failed');
    expect(error.message).toContain('The User ID or Password you entered is incorrect.');
    expect(error.message).not.toContain(credential.password);
    harness.sandbox.state.accounts.reset();
  });
});

describe('faults', () => {
  test('a 503 is portal_unavailable (transient)', async () => {
    harness.sandbox.state.faults.set(ID, { failNext: 1 });
    const error = await failure(run('bop', body('Five Oh Three Florist LLC')));
    expect(error.errorType).toBe('portal_unavailable');
    expect(error.transient).toBe(true);
  });

  test('the maintenance page is portal_unavailable (transient)', async () => {
    harness.sandbox.state.faults.set(ID, { maintenance: true });
    const error = await failure(run('cyber', body('Maintenance Window Books LLC')));
    expect(error.errorType).toBe('portal_unavailable');
    expect(error.transient).toBe(true);
  });

  test('session expiry mid-form: session_expired, then the retry continues the same draft', async () => {
    const name = 'Bayou Dental Group LLC';
    const submission = body(name);
    harness.sandbox.state.faults.set(ID, { sessionExpiryAfterPages: 7 });
    recorded = undefined;
    const error = await failure(run('bop', submission));
    expect(error.errorType).toBe('session_expired');
    expect(error.transient).toBe(true);
    expect((await applications(name)).map((a) => a.status)).toEqual(['draft']);
    harness.sandbox.state.faults.clear(ID);

    expect(recorded).toMatch(/^AD-\d{2}-\d+$/);
    const retry = await run('bop', submission, { attempt: 1, portalReference: recorded });
    expect(retry.outcome.kind).toBe('quoted');
    if (retry.outcome.kind !== 'quoted') return;
    expect(retry.outcome.quote.annualPremium).toBe(rateBop(BOP_INPUT).annualPremium);
    expect(retry.steps).not.toContain('applicant');
    expect((await applications(name)).map((a) => a.status)).toEqual(['quoted']);
  });

  test('a later attempt holding no reference continues the one draft its earlier attempt filed', async () => {
    // The first attempt files the draft and dies; its number never reaches the store (a worker killed
    // between the portal's save and our write, or the database away past its bound), so the retry holds none.
    const name = 'Orphan Draft Pottery LLC';
    const submission = body(name);
    harness.sandbox.state.faults.set(ID, { sessionExpiryAfterPages: 7 });
    expect((await failure(run('bop', submission))).errorType).toBe('session_expired');
    harness.sandbox.state.faults.clear(ID);
    const [draft] = await applications(name);
    expect(draft).toMatchObject({ status: 'draft' });

    recorded = undefined;
    const retry = await run('bop', submission, { attempt: 2 });
    expect(retry.steps.slice(0, 4)).toEqual(['login', 'terms', 'find-draft', 'open-submission']);
    expect(recorded).toBe(draft!.id);
    expect(retry.outcome.kind === 'quoted' && retry.outcome.quote.annualPremium).toBe(
      rateBop(BOP_INPUT).annualPremium,
    );
    expect(await applications(name)).toMatchObject([{ id: draft!.id, status: 'quoted' }]);
  });

  test('a later attempt files anew when AgentDesk holds no draft of its own, and a new job never looks', async () => {
    const name = 'No Orphan Candles LLC';
    const retry = await run('cyber', body(name), { attempt: 2 });
    expect(retry.steps.slice(0, 4)).toEqual(['login', 'terms', 'find-draft', 'new-submission']);
    expect(retry.outcome.kind).toBe('quoted');
    // A new job for the same applicant files its own application, leaving the earlier one alone.
    const again = await run('cyber', body(name));
    expect(again.steps).not.toContain('find-draft');
    expect(await applications(name)).toHaveLength(2);
  });

  test('a draft finished just before the session ended goes straight to Get Rates', async () => {
    const name = 'Zilker Kite Supply LLC';
    const submission = body(name);
    // The 15th page view is Get Rates, right after the last section was saved.
    harness.sandbox.state.faults.set(ID, { sessionExpiryAfterPages: 14 });
    expect((await failure(run('bop', submission))).errorType).toBe('session_expired');
    harness.sandbox.state.faults.clear(ID);
    const retry = await run('bop', submission, { attempt: 1, portalReference: recorded });
    expect(retry.steps).toEqual(['login', 'terms', 'open-submission', 'review', 'rates', 'quote']);
    expect(retry.asked).toEqual([]);
    expect(retry.outcome.kind).toBe('quoted');
    expect(await applications(name)).toHaveLength(1);
  });

  test('layout 2 (vehicle cards) is handled: same premium as the table', async () => {
    harness.sandbox.state.faults.set(ID, { layoutVersion: 2 });
    const submission = body('Card Layout Couriers LLC');
    const auto = submission.commercialAuto as ReturnType<typeof fullLinesBody>['commercialAuto'];
    auto!.vehicles.push({
      ...auto!.vehicles[0]!,
      vin: '3C6TRVDG5LE123456',
      year: 2019,
      garagingZip: '73102',
    });
    const result = await run('auto', submission);
    expect(result.outcome.kind).toBe('quoted');
    if (result.outcome.kind !== 'quoted') return;
    expect(result.outcome.quote.annualPremium).toBe(expectedAutoWithStates(submission));
  });
});

/** Layout 2's second vehicle is garaged in Oklahoma City: its state factor applies. */
function expectedAutoWithStates(submission: Submission): number {
  const auto = submission.commercialAuto as NonNullable<ReturnType<typeof fullLinesBody>['commercialAuto']>;
  const effective = parseDashDate(submission.input.policyStartDate.replaceAll('/', '-'))!;
  return rateAuto({
    naics: submission.input.industryCode,
    effectiveYear: Number(effective.slice(0, 4)),
    limit: 'CSL1000',
    physicalDamageDeductible: '1000',
    vehicles: auto.vehicles.map((v) => ({
      year: v.year,
      garagingZip: v.garagingZip,
      garagingState: v.garagingZip.startsWith('73') ? 'OK' : 'TX',
      use: v.use,
      radius: 'local',
    })),
    driverAges: auto.drivers.map((d) => ageOn(parseDashDate(d.dateOfBirth.replaceAll('/', '-'))!, effective)),
  }).annualPremium;
}

test('a retry of a job after a quote returns the same quote without filing again', async () => {
  const name = 'Lady Bird Lake Outfitters LLC';
  const submission = body(name);
  const first = await run('cyber', submission);
  const again = await run('cyber', submission, { attempt: 2, portalReference: first.portalReference });
  expect(first.outcome.kind).toBe('quoted');
  expect(again.outcome).toEqual(first.outcome);
  expect(again.steps).toEqual(['login', 'terms', 'open-submission', 'quote']);
  expect(again.asked).toEqual([]);
  expect(await applications(name)).toHaveLength(1);
});

test('the same applicant quoted again with other limits: a new application, its own quote', async () => {
  const name = `Twice Quoted Smokehouse ${Math.random().toString(36).slice(2, 8)} LLC`;
  const first = await run('bop', body(name));
  const second = await run('bop', body(name, { input: { bopCoverageLimit: '2000000/4000000' } }));
  if (first.outcome.kind !== 'quoted' || second.outcome.kind !== 'quoted') throw new Error('expected quotes');
  expect(second.outcome.quote.quoteNumber).not.toBe(first.outcome.quote.quoteNumber);
  expect(first.outcome.quote).toMatchObject({
    limits: '1000000/2000000',
    annualPremium: rateBop(BOP_INPUT).annualPremium,
  });
  expect(second.outcome.quote.limits).toBe('2000000/4000000');
  expect(second.outcome.quote.annualPremium).not.toBe(first.outcome.quote.annualPremium);
  expect(await applications(name)).toHaveLength(2);
});

describe('quote pages that misreport', () => {
  test('another applicant, other limits, a breakdown off the total: quote_mismatch', async () => {
    for (const [quotePage, field] of [
      ['other-insured', 'namedInsured: expected Misreported Smokehouse LLC, seen Harbor View Bakery LLC'],
      ['other-limits', 'limits: expected 1000000/2000000, seen 2000000/4000000'],
      ['bad-breakdown', 'premiumBreakdown'],
    ] as const) {
      harness.sandbox.state.faults.set(ID, { quotePage });
      const error = await failure(run('bop', body('Misreported Smokehouse LLC')));
      expect(error).toMatchObject({ errorType: 'quote_mismatch', message: expect.stringContaining(field) });
    }
    harness.sandbox.state.faults.clear(ID);
  });

  test('no bindable words on the page: an indication', async () => {
    harness.sandbox.state.faults.set(ID, { quotePage: 'no-bindable-marker' });
    const result = await run('bop', body('Unmarked Smokehouse LLC'));
    harness.sandbox.state.faults.clear(ID);
    expect(result.outcome).toMatchObject({
      kind: 'quoted',
      quote: { quoteType: 'indication', annualPremium: rateBop(BOP_INPUT).annualPremium },
    });
  });
});

describe('sign-in only (Test login) and the lock-out', () => {
  afterEach(() => harness.sandbox.state.accounts.reset());

  test('accepts the demo login at the terms page, refuses a wrong password, and recognises the lock-out', async () => {
    expect(await signInWith(harness, bluebonnetPlaybook, demo)).toBe('accepted');
    const second = harness.sandbox.portals.find((p) => p.id === ID)!.accounts[1]!;
    const outcomes = await lockOut(harness, bluebonnetPlaybook, second.username);
    // Every refusal warns of the lock ("… before your account is locked."): none of them is it.
    for (const outcome of outcomes.slice(0, 4))
      expect(outcome).toEqual({
        rejected: expect.stringMatching(
          /^The User ID or Password you entered is incorrect\..*before your account is locked/,
        ),
      });
    const locked = {
      locked:
        'Your AgentDesk account is locked after too many unsuccessful sign-in attempts. Try again in 15 minutes or call Agency Support at (800) 555-0199.',
    };
    expect(outcomes[4]).toEqual(locked);
    const right = { username: second.username, password: second.password };
    expect(await signInWith(harness, bluebonnetPlaybook, right)).toEqual(locked);
  });
});
