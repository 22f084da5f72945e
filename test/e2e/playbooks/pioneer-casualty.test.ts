// The Pioneer Casualty playbook (its definition's flow, decision 0034) against the sandbox's Pioneer ProducerNet, in real Chromium: every line
// quoted at the portal's own rating formula, the outcomes, the faults, a retry that continues only its
// own submission, a re-quote of the same insured that files anew, and quote pages that misreport
// (quote_mismatch or an indication, never a wrong success).
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { rateBop, rateUmbrella, rateWc } from '../../../sandbox/portals/pioneer/rating.ts';
import { type PortalHarness, startPortalHarness } from '../../../sandbox/testing.ts';
import { playbookFor } from '../../../src/agents/carriers/index.ts';
import { AgentError } from '../../../src/agents/errors.ts';
import type { Answer, PortalCredential } from '../../../src/agents/playbook.ts';
import { type PlaybookRun, runPlaybookDirectly } from '../../../src/agents/testing.ts';
import { builtInCarrier } from '../../../src/carrier-definitions/built-in.ts';
import type { Line } from '../../../src/domain/lines.ts';
import type { Submission } from '../../../src/domain/quote-request/model/submission.ts';
import { type BodyOverrides, fullLinesBody, validCreateBody } from '../../fixtures/quote-request.ts';
import { lockOut, signInWith } from './sign-in.ts';

/** Pioneer's playbook: its definition's flow (decision 0034). */
const pioneerCasualtyPlaybook = playbookFor('pioneer-casualty', builtInCarrier('pioneer-casualty'))!;

const CARRIER = 'pioneer-casualty';
let harness: PortalHarness;
let account: PortalCredential;

beforeAll(async () => {
  harness = await startPortalHarness();
  const demo = harness.sandbox.portals.find((p) => p.id === CARRIER)!.accounts[0]!;
  account = { username: demo.username, password: demo.password };
});
afterAll(() => harness?.close());
afterEach(() => {
  harness.sandbox.state.faults.clear(CARRIER);
});

/** The person's answers to every question the playbook may ask, by id. */
const ANSWERS: Record<string, Answer> = {
  'pioneer-casualty:aircraft_auto_medical_products': false,
  'pioneer-casualty:cooking_fryers_open_flame': false,
  'pioneer-casualty:central_station_alarm': true,
  'pioneer-casualty:leases_premises_to_others': false,
  'history.lossesPast3Years': 'None',
  'pioneer-casualty:current_carrier_bop': 'Grinnell Mutual',
  'pioneer-casualty:current_carrier_wc': 'EMC Insurance',
  'pioneer-casualty:current_carrier_umbrella': '',
  'operations.safetyProgram': 'Monthly safety meetings, machine guarding audits and PPE training.',
  'wc.uninsuredSubcontractors': false,
  'operations.workAtHeights': false,
  'pioneer-casualty:return_to_work_program': true,
  'pioneer-casualty:transports_hazmat': false,
};

/** The fixture business moved to Des Moines as a machine shop: Pioneer writes Iowa and NAICS 33. */
const IOWA_MACHINE_SHOP: BodyOverrides = {
  input: {
    state: 'IA',
    city: 'Des Moines',
    zipCode: '50309',
    streetAddress: '412 Court Avenue, Suite 200',
    industryCode: '332710',
    industryDescription: 'Precision machine shop: CNC milling and turning of tractor parts',
  },
};

async function latestCode(): Promise<string> {
  const url = `${harness.sandbox.url}/_sandbox/mfa-codes?carrierId=${CARRIER}&username=${account.username}`;
  const codes = (await (await fetch(url)).json()) as { code: string }[];
  return codes[0]!.code;
}

/** The demo agency signing in from another browser (ProducerNet keeps one session per User ID). */
async function signInElsewhere() {
  const { page } = await harness.newPage();
  await page.goto(`${harness.sandbox.origin(CARRIER)}/producernet/login`);
  await page.getByLabel('User ID').fill(account.username);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByLabel('Verification Code').fill(await latestCode());
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByRole('heading', { name: 'Welcome to ProducerNet' }).waitFor();
}

/** The last reference a run recorded, even when it threw (a retry of that job carries it). */
let recorded: string | undefined;

async function run(
  submission: Submission,
  line: Line,
  options: {
    /** Answers by id over the defaults, or a person who acts before answering (then the defaults). */
    answers?: Record<string, Answer> | (() => Promise<Record<string, Answer>>);
    attempt?: number;
    portalReference?: string;
    credential?: PortalCredential;
    mfaCode?: (message: string) => Promise<string>;
    prepare?: (page: Page) => Promise<unknown>;
  } = {},
): Promise<PlaybookRun> {
  const { page } = await harness.newPage();
  await options.prepare?.(page);
  const extra = options.answers;
  const result = await runPlaybookDirectly({
    playbook: pioneerCasualtyPlaybook,
    page,
    line,
    submission,
    portalUrl: harness.sandbox.origin(CARRIER),
    credential: options.credential ?? account,
    attempt: options.attempt ?? 1,
    portalReference: options.portalReference,
    onPortalReference: (reference) => {
      recorded = reference;
    },
    mfaCode: options.mfaCode ?? latestCode,
    answers: async (questions) => {
      const answers = { ...ANSWERS, ...(typeof extra === 'function' ? await extra() : extra) };
      return Object.fromEntries(
        questions.map((q) => {
          if (!(q.id in answers)) throw new Error(`unexpected question ${q.id}`);
          return [q.id, answers[q.id]!];
        }),
      );
    },
  });
  // Whatever the outcome: the password appears in no step name, outcome, question or prompt.
  expectNoPassword(result.steps, result.outcome, result.asked, result.mfaPrompts);
  return result;
}

function submission(name: string, overrides: BodyOverrides = {}, full = false): Submission {
  const merged = merge(IOWA_MACHINE_SHOP, overrides);
  const body = full ? fullLinesBody(merged) : validCreateBody(merged);
  return { ...body, input: { ...body.input, businessName: name } };
}

/** Two override sets, `input` merged. */
function merge(a: BodyOverrides, b: BodyOverrides): BodyOverrides {
  return { ...a, ...b, input: { ...a.input, ...b.input } };
}

async function stored(name: string) {
  const response = await fetch(`${harness.sandbox.url}/_sandbox/submissions?carrierId=${CARRIER}`);
  const body = (await response.json()) as { submissions: { applicantName: string; status: string }[] };
  return body.submissions.filter((s) => s.applicantName === name);
}

/** MM/DD/YYYY `days` after today (UTC, ProducerNet's calendar). */
function usDate(days: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}/${d.getUTCFullYear()}`;
}

const askedIds = (result: PlaybookRun) => result.asked.map((call) => call.map((q) => q.id));

function expectNoPassword(...values: unknown[]) {
  for (const value of values) expect(JSON.stringify(value ?? null)).not.toContain(account.password);
}

/** The fixture's BOP (tenant, BPP 850,000, joisted masonry, sprinklered) with the alarm credit. */
const FIXTURE_BOP = rateBop({
  state: 'IA',
  naics: '332710',
  grossSales: 2_400_000,
  buildingValue: 0,
  bppValue: 850_000,
  construction: 'JM',
  sprinklered: true,
  alarm: true,
  liabilityLimit: '1000000/2000000',
  deductible: 2500,
});

const BOP_QUESTIONS = [
  'pioneer-casualty:aircraft_auto_medical_products',
  'pioneer-casualty:cooking_fryers_open_flame',
  'pioneer-casualty:central_station_alarm',
  'pioneer-casualty:leases_premises_to_others',
  'history.lossesPast3Years',
  'pioneer-casualty:current_carrier_bop',
  'operations.safetyProgram',
];

describe('Pioneer Casualty playbook: what ProducerNet requires that no mapping knows', () => {
  it('asks a new required question and field (newRequirements) under canonical ids, then quotes', async () => {
    harness.sandbox.state.faults.set(CARRIER, { newRequirements: true });
    const answers = {
      'operations.ownerYearsExperience': '12',
      'operations.writtenSafetyProgram': true,
      'pioneer-casualty:roof_type': 'Metal',
    };
    const result = await run(submission('Hawkeye New Rules LLC'), 'bop', { answers });
    // The form page's required Roof Type, which the submission cannot fill, is one missing_information
    // pause in the page's own words and choices (asked before Save & Continue, not refused after it).
    const roof = result.asked.findIndex((call) => call.some((q) => q.id === 'pioneer-casualty:roof_type'));
    expect(result.asked[roof]).toEqual([
      {
        id: 'pioneer-casualty:roof_type',
        text: 'Roof Type',
        type: 'choice',
        choices: ['Asphalt Shingle', 'Metal', 'Membrane / Flat', 'Tile or Slate'],
      },
    ]);
    expect(result.reasons[roof]).toBe('missing_information');
    expect(result.asked.flat()).toEqual(
      expect.arrayContaining([
        {
          id: 'operations.ownerYearsExperience',
          text: 'Years of experience in this industry (owner or manager) (Whole years)',
          type: 'integer',
        },
        {
          id: 'operations.writtenSafetyProgram',
          text: 'Does the applicant have a written safety program?',
          type: 'yes_no',
        },
      ]),
    );
    expect(result.outcome.kind).toBe('quoted');
    if (result.outcome.kind !== 'quoted') return;
    expect(result.outcome.quote.annualPremium).toBe(FIXTURE_BOP.premium);
  });
});

describe('Pioneer Casualty playbook: quotes', () => {
  it('quotes a BOP at the rating formula with its letter, and a retry of the job returns it without filing again', async () => {
    const name = 'Hawkeye Machine One LLC';
    const sub = submission(name);
    const first = await run(sub, 'bop');
    expect(first.outcome.kind).toBe('quoted');
    if (first.outcome.kind !== 'quoted') return;
    const quote = first.outcome.quote;
    expect(quote).toMatchObject({
      annualPremium: FIXTURE_BOP.premium,
      quoteType: 'bindable',
      policyStartDate: sub.input.policyStartDate,
      policyExpirationDate: sub.input.policyExpirationDate,
      limits: '1000000/2000000',
      deductible: '2500',
      premiumBreakdown: FIXTURE_BOP.lines,
    });
    expect(quote.quoteNumber).toMatch(/^PCQ-BOP-\d{7}$/);
    expect(quote.quoteExpiresAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(quote.portalUrl).toMatch(/\/producernet\/submissions\/PN\d{8}\/outcome$/);
    expect(quote.documents?.[0]?.name).toBe(`Pioneer-Quote-${quote.quoteNumber}.pdf`);
    expect(first.documents[0]!.data.subarray(0, 5).toString()).toBe('%PDF-');
    expect(first.steps).toEqual([
      'login',
      'mfa',
      'new-submission',
      'applicant',
      'classification',
      'coverage',
      'questions',
      'review',
      'quote',
    ]);
    // One call, on the questions page; the building came from the submission.
    expect(askedIds(first)).toEqual([BOP_QUESTIONS]);
    expect(first.asked[0]![4]).toMatchObject({ type: 'choice', choices: ['None', '1', '2', '3 or more'] });
    expect(first.asked[0]![6]).toMatchObject({ type: 'text', text: expect.stringContaining('optional') });
    expect(first.mfaPrompts).toEqual([expect.stringContaining('ending in 0142')]);

    const again = await run(sub, 'bop', { attempt: 2, portalReference: first.portalReference });
    expect(again.steps).toEqual(['login', 'mfa', 'open-submission', 'quote']);
    expect(again.outcome).toEqual(first.outcome);
    expect(again.asked).toEqual([]);
    expect(await stored(name)).toMatchObject([{ status: 'quoted' }]);
  });

  it('quotes the same insured again with other limits: a new submission, its own quote', async () => {
    const name = `Hawkeye Twice Quoted ${Math.random().toString(36).slice(2, 8)} LLC`;
    const first = await run(submission(name), 'bop');
    const second = await run(submission(name, { input: { bopCoverageLimit: '2000000/4000000' } }), 'bop');
    if (first.outcome.kind !== 'quoted' || second.outcome.kind !== 'quoted')
      throw new Error('expected quotes');
    expect(second.outcome.quote.quoteNumber).not.toBe(first.outcome.quote.quoteNumber);
    expect(first.outcome.quote).toMatchObject({
      limits: '1000000/2000000',
      annualPremium: FIXTURE_BOP.premium,
    });
    expect(second.outcome.quote.limits).toBe('2000000/4000000');
    expect(second.outcome.quote.annualPremium).toBeGreaterThan(FIXTURE_BOP.premium);
    expect(await stored(name)).toHaveLength(2);
  });

  it('fails quote_mismatch on a quote page with another insured, other limits or a breakdown off the total', async () => {
    for (const [quotePage, field] of [
      ['other-insured', 'namedInsured: expected Hawkeye Misreported LLC, seen Harbor View Bakery LLC'],
      ['other-limits', 'limits: expected 1000000/2000000, seen 2000000/4000000'],
      ['bad-breakdown', 'premiumBreakdown'],
    ] as const) {
      harness.sandbox.state.faults.set(CARRIER, { quotePage });
      const error = await run(submission('Hawkeye Misreported LLC'), 'bop').catch((e: unknown) => e);
      expect(error).toMatchObject({ errorType: 'quote_mismatch', message: expect.stringContaining(field) });
    }
  });

  it('returns an indication when the quote page does not say it is bindable', async () => {
    harness.sandbox.state.faults.set(CARRIER, { quotePage: 'no-bindable-marker' });
    const result = await run(submission('Hawkeye Unmarked LLC'), 'bop');
    expect(result.outcome).toMatchObject({
      kind: 'quoted',
      quote: { quoteType: 'indication', annualPremium: FIXTURE_BOP.premium },
    });
  });

  it('quotes workers compensation over two states, adding a class row on the portal', async () => {
    const sub = submission('Hawkeye Machine Two LLC', {
      workersComp: {
        classCodes: [
          { state: 'IA', classCode: '8810', payroll: 120_000, employees: 2 },
          { state: 'IL', classCode: '3632', payroll: 860_000, employees: 26 },
        ],
        experienceMod: 0.95,
        employersLiabilityLimit: '500000/500000/500000',
        ownersIncluded: false,
      },
    });
    const result = await run(sub, 'wc');
    const expected = rateWc({
      classes: [
        { state: 'IA', classCode: '8810', payroll: 120_000, employees: 2 },
        { state: 'IL', classCode: '3632', payroll: 860_000, employees: 26 },
      ],
      experienceMod: 0.95,
      employersLiabilityLimit: '500000/500000/500000',
    });
    expect(result.outcome).toMatchObject({
      kind: 'quoted',
      quote: {
        annualPremium: expected.premium,
        quoteType: 'bindable',
        limits: '500000/500000/500000',
        premiumBreakdown: expected.lines,
      },
    });
    if (result.outcome.kind !== 'quoted') return;
    expect(result.outcome.quote.quoteNumber).toMatch(/^PCQ-WCP-\d{7}$/);
    expect(result.outcome.quote.deductible).toBeUndefined();
    expect(askedIds(result)).toEqual([
      [
        'pioneer-casualty:aircraft_auto_medical_products',
        'wc.uninsuredSubcontractors',
        'operations.workAtHeights',
        'pioneer-casualty:return_to_work_program',
        'history.lossesPast3Years',
        'pioneer-casualty:current_carrier_wc',
        'operations.safetyProgram',
      ],
    ]);
  });

  it('gets an umbrella indication over the scheduled underlying policies', async () => {
    const result = await run(submission('Hawkeye Machine Three LLC', {}, true), 'umbrella');
    const expected = rateUmbrella({
      state: 'IA',
      naics: '332710',
      grossSales: 2_400_000,
      limit: 2_000_000,
      retention: 10_000,
      vehicles: 1,
    });
    expect(result.outcome).toMatchObject({
      kind: 'quoted',
      quote: {
        annualPremium: expected.premium,
        quoteType: 'indication',
        limits: '2000000/2000000',
        deductible: '10000',
        premiumBreakdown: expected.lines,
      },
    });
    if (result.outcome.kind !== 'quoted') return;
    expect(result.outcome.quote.quoteNumber).toMatch(/^PCI-UMB-\d{7}$/);
    expect(result.documents).toHaveLength(1);
    expect(askedIds(result)).toEqual([
      [
        'pioneer-casualty:aircraft_auto_medical_products',
        'pioneer-casualty:transports_hazmat',
        'history.lossesPast3Years',
        'pioneer-casualty:current_carrier_umbrella',
        'operations.safetyProgram',
      ],
    ]);
  });

  it('handles the redesigned applicant step, and asks the building facts a submission lacks', async () => {
    harness.sandbox.state.faults.set(CARRIER, { layoutVersion: 2 });
    const name = 'Hawkeye Machine Four LLC';
    const result = await run(submission(name, { businessOwners: undefined }), 'bop', {
      answers: {
        'pioneer-casualty:building_owned': true,
        'pioneer-casualty:building_replacement_cost': '$800,000',
        'building.constructionType': 'Masonry Non-Combustible',
        'building.yearBuilt': '1998',
        'building.squareFeet': '6,400',
        'building.sprinklered': false,
      },
    });
    const expected = rateBop({
      state: 'IA',
      naics: '332710',
      grossSales: 2_400_000,
      buildingValue: 800_000,
      bppValue: 850_000,
      construction: 'MNC',
      sprinklered: false,
      alarm: true,
      liabilityLimit: '1000000/2000000',
      deductible: 2500,
    });
    expect(result.outcome).toMatchObject({ kind: 'quoted', quote: { annualPremium: expected.premium } });
    const [building, underwriting] = result.asked;
    expect(building).toEqual([
      expect.objectContaining({ id: 'pioneer-casualty:building_owned', type: 'yes_no' }),
      expect.objectContaining({
        id: 'pioneer-casualty:building_replacement_cost',
        type: 'text',
        when: { questionId: 'pioneer-casualty:building_owned', answer: true },
      }),
      expect.objectContaining({
        id: 'building.constructionType',
        type: 'choice',
        choices: ['Frame', 'Joisted Masonry', 'Non-Combustible', 'Masonry Non-Combustible', 'Fire Resistive'],
      }),
      expect.objectContaining({ id: 'building.yearBuilt', type: 'year' }),
      expect.objectContaining({ id: 'building.squareFeet', type: 'integer' }),
      expect.objectContaining({ id: 'building.sprinklered', type: 'yes_no' }),
    ]);
    expect(underwriting?.map((q) => q.id)).toEqual(BOP_QUESTIONS);
    // The split street came back whole: the same address either layout.
    const saved = (await (
      await fetch(`${harness.sandbox.url}/_sandbox/submissions?carrierId=${CARRIER}`)
    ).json()) as { submissions: { applicantName: string; data: { applicant: { street: string } } }[] };
    expect(saved.submissions.find((s) => s.applicantName === name)?.data.applicant.street).toBe(
      '412 Court Avenue, Suite 200',
    );
  });
});

describe('Pioneer Casualty playbook: declines, referrals, refusals', () => {
  it('returns the classification widget decline of chemical manufacturing as declined with appetite', async () => {
    const result = await run(
      submission('Cedar Rapids Chemical Five LLC', {
        input: { industryCode: '325412', industryDescription: 'Pharmaceutical preparation manufacturing' },
      }),
      'bop',
    );
    expect(result.outcome).toEqual({
      kind: 'declined',
      appetite: true,
      message: "Chemical manufacturing is outside Pioneer Casualty's appetite.",
    });
    expect(result.steps.slice(-2)).toEqual(['classification', 'outcome']);
  });

  it('returns a WC class Pioneer does not write as declined with appetite, in its words', async () => {
    const result = await run(
      submission('Hawkeye Grocery Sixteen LLC', {
        workersComp: { classCodes: [{ state: 'IA', classCode: '8006', payroll: 400_000, employees: 12 }] },
      }),
      'wc',
    );
    expect(result.outcome).toEqual({
      kind: 'declined',
      appetite: true,
      message: 'Class code 8006 is not available on ProducerNet. Contact your Pioneer underwriter.',
    });
  });

  it('returns a referral with the portal message', async () => {
    const result = await run(submission('Hawkeye Machine Six LLC'), 'bop', {
      answers: { 'pioneer-casualty:cooking_fryers_open_flame': true },
    });
    expect(result.outcome).toEqual({
      kind: 'referred',
      message:
        'Referred to underwriter: Cooking exposures (deep fryers or open flame) require underwriter review. ' +
        'Your Pioneer underwriter will contact you within 2 business days.',
    });
  });

  it('returns an underwriting decline without appetite', async () => {
    const result = await run(submission('Hawkeye Machine Seven LLC', {}, true), 'umbrella', {
      answers: { 'pioneer-casualty:transports_hazmat': true },
    });
    expect(result.outcome).toEqual({
      kind: 'declined',
      appetite: false,
      message:
        'Pioneer Casualty does not offer umbrella coverage to risks that transport hazardous materials.',
    });
  });

  it('returns the portal validation message for an effective date more than 60 days out', async () => {
    const name = 'Hawkeye Machine Eight LLC';
    const result = await run(
      submission(name, { input: { policyStartDate: usDate(75), policyExpirationDate: undefined } }),
      'bop',
    );
    expect(result.outcome).toEqual({
      kind: 'rejected_data',
      message:
        'Proposed Effective Date must be within 60 days of today. ' +
        'Submissions with a later effective date must be sent to your Pioneer underwriter.',
    });
    expect(await stored(name)).toEqual([]);
  });

  it('names our field when ProducerNet refuses a value we sent (rejected_data, not a question)', async () => {
    const result = await run(submission('Hawkeye Machine Zip LLC', { input: { zipCode: '60601' } }), 'bop');
    expect(result.outcome).toEqual({
      kind: 'rejected_data',
      message: 'input.zipCode: ZIP Code 60601 is not in Iowa.',
    });
    expect(result.reasons).not.toContain('missing_information');
  });

  it("returns the classification widget's own validation message", async () => {
    const name = 'Hawkeye Machine Fifteen LLC';
    const result = await run(submission(name, { input: { annualPayroll: 0 } }), 'wc');
    expect(result.outcome).toEqual({
      kind: 'rejected_data',
      message: 'Total Payroll must be greater than $0.',
    });
    expect(result.steps.at(-1)).toBe('classification');
    expect(await stored(name)).toMatchObject([{ status: 'draft' }]);
  });

  it('refuses a liability limit Pioneer does not offer, naming the options', async () => {
    const result = await run(
      submission('Hawkeye Machine Nine LLC', { input: { bopCoverageLimit: '5000000/10000000' } }),
      'bop',
    );
    expect(result.outcome.kind).toBe('rejected_data');
    if (result.outcome.kind !== 'rejected_data') return;
    expect(result.outcome.message).toContain('does not offer 5000000/10000000 for Liability Limits');
    expect(result.outcome.message).toContain('$2,000,000 Occurrence / $4,000,000 Aggregate');
  });
});

describe('Pioneer Casualty playbook: failures', () => {
  async function failure(promise: Promise<unknown>): Promise<AgentError> {
    const error = await promise.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AgentError);
    expectNoPassword((error as AgentError).message);
    return error as AgentError;
  }

  it('throws loginFailed with the portal message for a wrong password', async () => {
    const error = await failure(
      run(submission('Hawkeye Machine Ten LLC'), 'bop', {
        credential: { username: account.username, password: 'Wrong#Password1' },
      }),
    );
    expect(error.errorType).toBe('login_failed');
    expect(error.transient).toBe(false);
    expect(error.message).toBe('The User ID or Password you entered is incorrect.');
  });

  it('throws portalUnavailable (transient) on a 503', async () => {
    harness.sandbox.state.faults.set(CARRIER, { failNext: 1 });
    const error = await failure(run(submission('Hawkeye Machine Eleven LLC'), 'bop'));
    expect(error.errorType).toBe('portal_unavailable');
    expect(error.transient).toBe(true);
    expect(error.message).toContain('503');
  });

  it('asks again after a refused code, and throws portalUnavailable when the widget answers 503', async () => {
    const prompts: string[] = [];
    const error = await failure(
      run(submission('Hawkeye Machine Thirteen LLC'), 'bop', {
        mfaCode: async (message) => {
          prompts.push(message);
          return prompts.length === 1 ? '000000' : latestCode();
        },
        // The vendor's widget is down while ProducerNet itself answers.
        prepare: (page) =>
          page.route('**/widgets/classification**', (route) =>
            route.fulfill({
              status: 503,
              contentType: 'text/html',
              body: '<h1>503 Service Unavailable</h1>',
            }),
          ),
      }),
    );
    expect(prompts).toHaveLength(2);
    expect(prompts[1]).toContain('The verification code is incorrect or has expired.');
    expect(prompts[1]).toContain('ending in 0142');
    expect(error.errorType).toBe('portal_unavailable');
    expect(error.transient).toBe(true);
    expect(error.message).toBe("Pioneer Casualty Group's classification widget answered HTTP 503");
  });

  it('throws sessionExpired when a sign-in from another browser ends the session mid-form', async () => {
    const name = 'Hawkeye Machine Fourteen LLC';
    const error = await failure(
      run(submission(name), 'bop', {
        // While the person answers the questions, someone signs in with the same User ID elsewhere.
        answers: async () => {
          await signInElsewhere();
          return {};
        },
      }),
    );
    expect(error.errorType).toBe('session_expired');
    expect(error.message).toBe(
      'Your User ID was used to sign in from another browser, so this session was ended. Please sign in again.',
    );
    expect(await stored(name)).toMatchObject([{ status: 'draft' }]);
  });

  it('throws sessionExpired when the session dies in the widget, and the retry files nothing twice', async () => {
    const name = 'Hawkeye Machine Twelve LLC';
    const sub = submission(name);
    // Home, New Quote, Applicant (2), Classification, the widget: its save is view 7.
    harness.sandbox.state.faults.set(CARRIER, { sessionExpiryAfterPages: 6 });
    recorded = undefined;
    const error = await failure(run(sub, 'bop'));
    expect(error.errorType).toBe('session_expired');
    expect(error.transient).toBe(true);
    expect(error.message).toContain('Your ProducerNet session has timed out');
    expect(await stored(name)).toMatchObject([{ status: 'draft' }]);

    harness.sandbox.state.faults.clear(CARRIER);
    expect(recorded).toMatch(/^PN\d{8}$/);
    const retry = await run(sub, 'bop', { attempt: 1, portalReference: recorded });
    expect(retry.outcome).toMatchObject({ kind: 'quoted', quote: { annualPremium: FIXTURE_BOP.premium } });
    expect(retry.steps).toEqual([
      'login',
      'mfa',
      'open-submission',
      'classification',
      'coverage',
      'questions',
      'review',
      'quote',
    ]);
    expect(await stored(name)).toMatchObject([{ status: 'quoted' }]);
  });
});

describe('Pioneer Casualty playbook: sign-in only (Test login) and the lock-out', () => {
  afterEach(() => harness.sandbox.state.accounts.reset());

  it('accepts the demo login at the code page, refuses a wrong password, and recognises the lock-out', async () => {
    expect(await signInWith(harness, pioneerCasualtyPlaybook, account)).toBe('accepted');
    const spare = harness.sandbox.portals.find((p) => p.id === CARRIER)!.accounts[1]!;
    const outcomes = await lockOut(harness, pioneerCasualtyPlaybook, spare.username);
    expect(outcomes[0]).toEqual({ rejected: 'The User ID or Password you entered is incorrect.' });
    expect(outcomes[3]).toEqual({
      rejected: expect.stringMatching(
        /^The User ID or Password you entered is incorrect\..*before your account is locked/,
      ),
    });
    const locked = {
      locked:
        'Your ProducerNet account is locked because of too many unsuccessful sign-in attempts. Try again in 15 minutes or call Producer Support at 1-800-555-0199.',
    };
    expect(outcomes[4]).toEqual(locked);
    const right = { username: spare.username, password: spare.password };
    expect(await signInWith(harness, pioneerCasualtyPlaybook, right)).toEqual(locked);
  });
});
