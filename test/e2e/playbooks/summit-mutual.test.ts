// The Summit Mutual playbook (its definition's flow, decision 0034) against the sandbox's Summit AgentLink, in real Chromium: every line
// quoted at the portal's own rating formula, the outcomes, the faults, a retry that continues only its
// own submission, a re-quote of the same insured that files anew, and quote pages that misreport
// (quote_mismatch or an indication, never a wrong success).
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LOSS_DECLINE } from '../../../sandbox/portals/summit/outcome.ts';
import { rateBop, rateGl, rateUmbrella } from '../../../sandbox/portals/summit/rating.ts';
import { glClass } from '../../../sandbox/portals/summit/reference.ts';
import { type PortalHarness, startPortalHarness } from '../../../sandbox/testing.ts';
import { playbookFor } from '../../../src/agents/carriers/index.ts';
import { AgentError, LoginLockedError } from '../../../src/agents/errors.ts';
import type { Answer, PortalCredential } from '../../../src/agents/playbook.ts';
import { type PlaybookRun, runPlaybookDirectly } from '../../../src/agents/testing.ts';
import { builtInCarrier } from '../../../src/carrier-definitions/built-in.ts';
import type { Line } from '../../../src/domain/lines.ts';
import type { Submission } from '../../../src/domain/quote-request/model/submission.ts';
import { type BodyOverrides, fullLinesBody, validCreateBody } from '../../fixtures/quote-request.ts';
import { lockOut, signInWith } from './sign-in.ts';
import { tracedFlow } from './traced-calls.ts';

/** Summit's playbook: its definition's flow (decision 0034). */
const summitMutualPlaybook = playbookFor('summit-mutual', builtInCarrier('summit-mutual'))!;

const CARRIER = 'summit-mutual';
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
  'operations.alcoholSales': false,
  'history.lossesPast3Years': 'None',
  'history.priorCancellation': false,
  'summit-mutual:prior_cancellation_explanation': '',
  'summit-mutual:other_tenants': false,
  'gl.usesSubcontractors': false,
  'summit-mutual:aircraft_watercraft': '',
};

async function latestCode(): Promise<string> {
  const url = `${harness.sandbox.url}/_sandbox/mfa-codes?carrierId=${CARRIER}&username=${account.username}`;
  const codes = (await (await fetch(url)).json()) as { code: string }[];
  return codes[0]!.code;
}

/** The last reference a run recorded, even when it threw (a retry of that job carries it). */
let recorded: string | undefined;

async function run(
  submission: Submission,
  line: Line,
  options: {
    answers?: Record<string, Answer>;
    attempt?: number;
    credential?: PortalCredential;
    portalReference?: string;
    /** Runs on the page before the playbook does. */
    prepare?: (page: Page) => Promise<unknown>;
  } = {},
): Promise<PlaybookRun> {
  const { page } = await harness.newPage();
  await options.prepare?.(page);
  const answers = { ...ANSWERS, ...options.answers };
  const result = await runPlaybookDirectly({
    playbook: summitMutualPlaybook,
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
    mfaCode: latestCode,
    answers: async (questions) =>
      Object.fromEntries(
        questions.map((q) => {
          if (!(q.id in answers)) throw new Error(`unexpected question ${q.id}`);
          return [q.id, answers[q.id]!];
        }),
      ),
  });
  // Whatever the outcome: the password appears in no step name, outcome, question or prompt.
  expectNoPassword(result.steps, result.outcome, result.asked, result.mfaPrompts);
  return result;
}

const submission = (name: string, overrides: BodyOverrides = {}, full = false): Submission => {
  const body = full ? fullLinesBody(overrides) : validCreateBody(overrides);
  return { ...body, input: { ...body.input, businessName: name } };
};

async function stored(name: string) {
  const response = await fetch(`${harness.sandbox.url}/_sandbox/submissions?carrierId=${CARRIER}`);
  const body = (await response.json()) as { submissions: { applicantName: string; status: string }[] };
  return body.submissions.filter((s) => s.applicantName === name);
}

/** MM/DD/YYYY `days` after today (UTC, as AgentLink counts). */
function usDate(days: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}/${d.getUTCFullYear()}`;
}

async function failure(promise: Promise<unknown>): Promise<AgentError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AgentError);
  expectNoPassword((error as AgentError).message);
  return error as AgentError;
}

const askedIds = (run: PlaybookRun) => run.asked.map((call) => call.map((q) => q.id));

function expectNoPassword(...values: unknown[]) {
  for (const value of values) expect(JSON.stringify(value ?? null)).not.toContain(account.password);
}

/** The fixture's BOP (Austin barbecue restaurant, tenant, BPP 850,000) as Summit rates it. */
const FIXTURE_BOP = rateBop({
  state: 'TX',
  naics: '722511',
  buildingLimit: 0,
  bppLimit: 850_000,
  construction: '2', // Joisted Masonry
  sprinklered: true,
  deductible: 2500,
  occurrenceLimit: 1_000_000,
  grossSales: 2_400_000,
  losses: 0,
  terrorism: true,
});

describe('Summit Mutual playbook: what AgentLink requires that the submission does not hold', () => {
  it('asks a new required question and field (the newRequirements switch) in one pause, then quotes', async () => {
    harness.sandbox.state.faults.set(CARRIER, { newRequirements: true });
    const answers = { 'operations.ownerYearsExperience': '12', 'operations.writtenSafetyProgram': true };
    const result = await run(submission('Smokehouse New Rules LLC'), 'bop', { answers });
    const missing = result.asked.filter((_, i) => result.reasons[i] === 'missing_information');
    expect(missing).toEqual([
      [
        {
          id: 'operations.ownerYearsExperience',
          text: "Owner's or manager's years of experience in this industry",
          type: 'integer',
          hint: '(whole years)',
        },
        {
          id: 'operations.writtenSafetyProgram',
          text: 'Does the applicant have a written safety program?',
          type: 'yes_no',
        },
      ],
    ]);
    expect(result.outcome.kind).toBe('quoted');
    if (result.outcome.kind !== 'quoted') return;
    expect(result.outcome.quote.annualPremium).toBe(FIXTURE_BOP.total);
  });
});

describe('Summit Mutual playbook: quotes', () => {
  it('quotes a BOP at the rating formula, with breakdown, dates, limits and the quote letter', async () => {
    const sub = submission('Smokehouse Quote One LLC');
    const trace = tracedFlow();
    const result = await run(sub, 'bop', { prepare: trace.prepare });
    // A trace of the flow holds what the agent did, not its reads of the pages, the quote or the letter.
    await trace.check();
    expect(result.outcome.kind).toBe('quoted');
    if (result.outcome.kind !== 'quoted') return;
    const quote = result.outcome.quote;
    expect(quote.annualPremium).toBe(FIXTURE_BOP.total);
    expect(quote.quoteNumber).toMatch(/^SMQ-BP-\d{8}-01$/);
    expect(quote.quoteType).toBe('bindable');
    expect(quote.policyStartDate).toBe(sub.input.policyStartDate);
    expect(quote.policyExpirationDate).toBe(sub.input.policyExpirationDate);
    expect(quote.limits).toBe('1,000,000/2,000,000');
    expect(quote.deductible).toBe('$2,500');
    expect(quote.quoteExpiresAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(quote.premiumBreakdown).toEqual([
      { label: 'Property', amount: FIXTURE_BOP.property },
      { label: 'Liability', amount: FIXTURE_BOP.liability },
      { label: 'Terrorism (TRIA)', amount: FIXTURE_BOP.terrorism },
      { label: 'Policy Fee', amount: 150 },
    ]);
    expect(quote.portalUrl).toMatch(/\/Quote\.aspx\?SubmissionNo=AL\d+$/);
    expect(quote.documents?.[0]?.name).toBe(`SummitMutual_Quote_${quote.quoteNumber}.pdf`);
    expect(result.documents[0]!.data.subarray(0, 5).toString()).toBe('%PDF-');
    expect(result.steps).toEqual([
      'login',
      'mfa',
      'new-submission',
      'applicant',
      'building',
      'coverages',
      'underwriting',
      'review',
      'quote',
    ]);
    // One call for the underwriting page; the building facts came from the submission.
    expect(askedIds(result)).toEqual([
      [
        'operations.alcoholSales',
        'history.lossesPast3Years',
        'history.priorCancellation',
        'summit-mutual:prior_cancellation_explanation',
        'summit-mutual:other_tenants',
      ],
    ]);
    expect(result.asked[0]![1]).toMatchObject({ type: 'choice', choices: ['None', '1', '2', '3 or more'] });
    expect(result.mfaPrompts[0]).toContain('ending in 0142');
    expect(await stored('Smokehouse Quote One LLC')).toMatchObject([{ status: 'quoted' }]);
  });

  it('quotes CGL at the rating formula, answering what the submission knows; a retry of the job files nothing new', async () => {
    const name = 'Smokehouse Liability Two LLC';
    const sub = submission(name, {
      generalLiability: {
        classCode: '16900',
        exposure: 2_400_000,
        limits: '2000000/4000000',
        claimsLastFiveYears: 0,
        subcontractorCost: 0,
      },
    });
    const first = await run(sub, 'gl');
    const premium = rateGl({
      state: 'TX',
      classRate: glClass('16900')!.rate,
      basis: 'S',
      exposure: 2_400_000,
      occurrenceLimit: 2_000_000,
      deductible: 0,
      losses: 0,
    });
    expect(first.outcome).toMatchObject({
      kind: 'quoted',
      quote: { annualPremium: premium, limits: '2,000,000/4,000,000', deductible: 'None' },
    });
    if (first.outcome.kind !== 'quoted') return;
    expect(first.outcome.quote.quoteNumber).toMatch(/^SMQ-GL-/);
    expect(first.outcome.quote.premiumBreakdown).toBeUndefined();
    // No losses in five years and no subcontract cost: those two questions are not asked.
    expect(askedIds(first)).toEqual([
      [
        'operations.alcoholSales',
        'history.priorCancellation',
        'summit-mutual:prior_cancellation_explanation',
      ],
    ]);

    const again = await run(sub, 'gl', { attempt: 2, portalReference: first.portalReference });
    expect(again.steps).toEqual(['login', 'mfa', 'open-submission', 'quote']);
    expect(again.outcome).toEqual(first.outcome);
    expect(again.asked).toEqual([]);
    expect(await stored(name)).toHaveLength(1);
  });

  it('quotes the same insured again with other limits and exposure: a new submission, its own premium', async () => {
    const name = `Smokehouse Twice Quoted ${Math.random().toString(36).slice(2, 8)} LLC`;
    const gl = (limits: string, exposure: number) =>
      submission(name, {
        generalLiability: {
          classCode: '16900',
          exposure,
          limits,
          claimsLastFiveYears: 0,
          subcontractorCost: 0,
        },
      });
    const premium = (occurrenceLimit: number, exposure: number) =>
      rateGl({
        state: 'TX',
        classRate: glClass('16900')!.rate,
        basis: 'S',
        exposure,
        occurrenceLimit,
        deductible: 0,
        losses: 0,
      });
    const first = await run(gl('1000000/2000000', 650_000), 'gl');
    const second = await run(gl('2000000/4000000', 1_300_000), 'gl');
    if (first.outcome.kind !== 'quoted' || second.outcome.kind !== 'quoted')
      throw new Error('expected quotes');
    expect(second.outcome.quote.quoteNumber).not.toBe(first.outcome.quote.quoteNumber);
    expect(first.outcome.quote).toMatchObject({
      limits: '1,000,000/2,000,000',
      annualPremium: premium(1_000_000, 650_000),
    });
    expect(second.outcome.quote).toMatchObject({
      limits: '2,000,000/4,000,000',
      annualPremium: premium(2_000_000, 1_300_000),
    });
    expect(await stored(name)).toHaveLength(2);
  });

  it('fails quote_mismatch on a quote page with another insured, other limits or a breakdown off the total', async () => {
    for (const [quotePage, line, field] of [
      [
        'other-insured',
        'gl',
        'namedInsured: expected Smokehouse Misreported LLC, seen Harbor View Bakery LLC',
      ],
      ['other-limits', 'gl', 'limits: expected 1000000/2000000, seen 2,000,000/4,000,000'],
      ['bad-breakdown', 'bop', 'premiumBreakdown'],
    ] as const) {
      harness.sandbox.state.faults.set(CARRIER, { quotePage });
      const error = await failure(run(submission('Smokehouse Misreported LLC'), line));
      expect(error).toMatchObject({ errorType: 'quote_mismatch', message: expect.stringContaining(field) });
    }
  });

  it('returns an indication when the quote page does not say it is bindable, in both layouts', async () => {
    for (const layoutVersion of [1, 2] as const) {
      harness.sandbox.state.faults.set(CARRIER, { quotePage: 'no-bindable-marker', layoutVersion });
      const result = await run(submission('Smokehouse Unmarked LLC'), 'gl');
      expect(result.outcome).toMatchObject({ kind: 'quoted', quote: { quoteType: 'indication' } });
    }
  });

  it('quotes an umbrella over four underlying policies at the rating formula', async () => {
    const name = 'Smokehouse Umbrella Three LLC';
    const base = fullLinesBody();
    const sub = submission(
      name,
      {
        umbrella: {
          underlyingPolicies: [
            ...base.umbrella!.underlyingPolicies,
            {
              line: 'bop',
              limits: '1000000/2000000',
              carrier: 'Lakeshore Casualty',
              policyNumber: 'BP-2291',
            },
          ],
        },
      },
      true,
    );
    const result = await run(sub, 'umbrella');
    const premium = rateUmbrella({
      state: 'TX',
      naics: '722511',
      grossSales: 2_400_000,
      limit: 2_000_000,
      retention: 10_000,
      vehicles: true, // a commercial auto schedule
      summitUnderlying: true, // the GL policy is written by Summit Mutual
    });
    expect(result.outcome).toMatchObject({
      kind: 'quoted',
      quote: { annualPremium: premium, limits: '2,000,000/2,000,000', deductible: '$10,000' },
    });
    expect(result.steps).toContain('underlying');
    expect(askedIds(result)).toEqual([['summit-mutual:aircraft_watercraft']]);
  });

  it('handles the second layout of the applicant and quote pages', async () => {
    harness.sandbox.state.faults.set(CARRIER, { layoutVersion: 2 });
    const sub = submission('Smokehouse Layout Four LLC');
    const result = await run(sub, 'bop');
    expect(result.outcome).toMatchObject({
      kind: 'quoted',
      quote: {
        annualPremium: FIXTURE_BOP.total,
        quoteType: 'bindable',
        policyStartDate: sub.input.policyStartDate,
        limits: '1,000,000/2,000,000',
        deductible: '$2,500',
        premiumBreakdown: [
          { label: 'Property', amount: FIXTURE_BOP.property },
          { label: 'Liability', amount: FIXTURE_BOP.liability },
          { label: 'Terrorism (TRIA)', amount: FIXTURE_BOP.terrorism },
          { label: 'Policy Fee', amount: 150 },
        ],
      },
    });
    if (result.outcome.kind !== 'quoted') return;
    expect(result.outcome.quote.quoteNumber).toMatch(/^SMQ-BP-/);
    expect(result.outcome.quote.quoteExpiresAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(result.documents).toHaveLength(1);
  });
});

describe('Summit Mutual playbook: declines, referrals, refusals', () => {
  it('returns the portal appetite decline of auto repair as declined with appetite', async () => {
    const sub = submission('Eastside Auto Repair Five LLC', {
      input: { industryCode: '811111', industryDescription: 'General automotive repair' },
    });
    const result = await run(sub, 'bop');
    expect(result.outcome).toEqual({
      kind: 'declined',
      appetite: true,
      message:
        'Automotive repair and body shop risks are not eligible for Summit Mutual business owners or general liability programs.',
    });
    expect(result.steps.slice(-2)).toEqual(['applicant', 'outcome']);
  });

  it('returns a loss-history decline as an underwriting decline', async () => {
    const result = await run(submission('Smokehouse Losses Six LLC'), 'gl', {
      answers: { 'history.lossesPast3Years': '3 or more' },
    });
    expect(result.outcome).toEqual({ kind: 'declined', appetite: false, message: LOSS_DECLINE });
  });

  it('returns a referral with the portal message', async () => {
    const result = await run(submission('Smokehouse Referral Seven LLC'), 'gl', {
      answers: { 'operations.alcoholSales': true },
    });
    expect(result.outcome.kind).toBe('referred');
    if (result.outcome.kind !== 'referred') return;
    expect(result.outcome.message).toMatch(
      /^This submission has been referred to a Summit Mutual underwriter\./,
    );
    expect(result.outcome.message).toContain('Liquor liability exposure');
  });

  it('returns the portal validation message for an effective date more than 60 days out', async () => {
    const name = 'Smokehouse Far Date Eight LLC';
    const result = await run(
      submission(name, { input: { policyStartDate: usDate(75), policyExpirationDate: undefined } }),
      'gl',
    );
    expect(result.outcome.kind).toBe('rejected_data');
    if (result.outcome.kind !== 'rejected_data') return;
    expect(result.outcome.message).toMatch(
      /^input.policyStartDate: Proposed Effective Date cannot be more than 60 days after today \(latest \d{2}\/\d{2}\/\d{4}\)\.$/,
    );
    expect(await stored(name)).toEqual([]);
  });

  it('refuses a limit Summit does not offer, naming the options', async () => {
    const result = await run(
      submission('Smokehouse Limits Nine LLC', { input: { bopCoverageLimit: '5000000/10000000' } }),
      'bop',
    );
    expect(result.outcome.kind).toBe('rejected_data');
    if (result.outcome.kind !== 'rejected_data') return;
    expect(result.outcome.message).toContain('5,000,000/10,000,000');
    expect(result.outcome.message).toContain('2,000,000/4,000,000');
  });
});

describe('Summit Mutual playbook: failures', () => {
  it('throws loginFailed with the portal message for a wrong password', async () => {
    const error = await failure(
      run(submission('Smokehouse Login Ten LLC'), 'gl', {
        credential: { username: account.username, password: 'Wrong#Password1' },
      }),
    );
    expect(error.errorType).toBe('login_failed');
    expect(error.transient).toBe(false);
    expect(error.message).toMatch(/^Your login attempt was not successful\./);
  });

  it('throws portalUnavailable (transient) on a 503', async () => {
    harness.sandbox.state.faults.set(CARRIER, { failNext: 1 });
    const error = await failure(run(submission('Smokehouse Outage Eleven LLC'), 'gl'));
    expect(error.errorType).toBe('portal_unavailable');
    expect(error.transient).toBe(true);
    expect(error.message).toContain('503');
  });

  it('throws sessionExpired mid-form, and the retry continues the draft without filing twice', async () => {
    const name = 'Smokehouse Session Twelve LLC';
    const sub = submission(name);
    // Home, New Submission (2), Applicant (2), Liability Exposure: its post is view 7.
    harness.sandbox.state.faults.set(CARRIER, { sessionExpiryAfterPages: 6 });
    recorded = undefined;
    const error = await failure(run(sub, 'gl'));
    expect(error.errorType).toBe('session_expired');
    expect(error.transient).toBe(true);
    expect(error.message).toContain('Your session has expired');
    expect(await stored(name)).toMatchObject([{ status: 'draft' }]);

    harness.sandbox.state.faults.clear(CARRIER);
    expect(recorded).toMatch(/^\w+$/);
    const retry = await run(sub, 'gl', { attempt: 1, portalReference: recorded });
    expect(retry.outcome.kind).toBe('quoted');
    expect(retry.steps).toEqual([
      'login',
      'mfa',
      'open-submission',
      'continue',
      'exposure',
      'underwriting',
      'review',
      'quote',
    ]);
    expect(await stored(name)).toMatchObject([{ status: 'quoted' }]);
  });
});

describe('Summit Mutual playbook: sign-in only (Test login) and the lock-out', () => {
  afterEach(() => harness.sandbox.state.accounts.reset());

  it('accepts the demo login at the code page, refuses a wrong password, and recognises the lock-out', async () => {
    expect(await signInWith(harness, summitMutualPlaybook, account)).toBe('accepted');
    const csr = harness.sandbox.portals.find((p) => p.id === CARRIER)!.accounts[1]!;
    const outcomes = await lockOut(harness, summitMutualPlaybook, csr.username);
    // The warnings before it ("… before your account is locked") are refusals, not the lock-out.
    for (const [i, outcome] of outcomes.slice(0, 4).entries()) {
      expect(outcome).toEqual({
        rejected: `Your login attempt was not successful. Please check your User ID and password and try again. You have ${4 - i} attempt(s) remaining before your account is locked.`,
      });
    }
    const locked = {
      locked:
        'Your AgentLink account has been locked because of too many unsuccessful login attempts. Please try again in 15 minutes or call the Agency Help Desk at 1-800-555-0199.',
    };
    expect(outcomes[4]).toEqual(locked);
    // The right password while the lock lasts: still locked out.
    const right = { username: csr.username, password: csr.password };
    expect(await signInWith(harness, summitMutualPlaybook, right)).toEqual(locked);
    // A job meeting the lock-out fails with it as a LoginLockedError (the login is marked `locked`).
    const error = await failure(
      run(submission('Smokehouse Locked Thirteen LLC'), 'gl', { credential: right }),
    );
    expect(error).toBeInstanceOf(LoginLockedError);
    expect(error).toMatchObject({ errorType: 'login_failed', message: locked.locked });
  });
});

describe('Summit Mutual playbook: no Playwright page script (decision 0016)', () => {
  /**
   * Calls of Playwright's locator, element-handle and frame query methods while `action` runs: each
   * would install its 345 KB page script in the document. A flow on AgentLink makes none.
   */
  async function playwrightQueries(action: () => Promise<unknown>): Promise<string[]> {
    const { context, page } = await harness.newPage();
    const element = await page.evaluateHandle(() => document.documentElement);
    const protos: [string, Record<string, unknown>, string[]][] = [
      [
        'locator',
        Object.getPrototypeOf(page.locator('body')),
        [
          'count',
          'click',
          'check',
          'setChecked',
          'fill',
          'selectOption',
          'evaluate',
          'evaluateAll',
          'evaluateHandle',
          'textContent',
          'innerText',
          'allTextContents',
          'getAttribute',
          'waitFor',
          'isVisible',
        ],
      ],
      [
        'element',
        Object.getPrototypeOf(element),
        ['click', 'check', 'setChecked', 'fill', 'selectOption', '$', '$$', 'textContent', 'isVisible'],
      ],
      [
        'frame',
        Object.getPrototypeOf(page.mainFrame()),
        ['$', '$$', '$eval', '$$eval', 'waitForFunction', 'waitForSelector'],
      ],
    ];
    await context.close();
    const calls: string[] = [];
    const restore: (() => void)[] = [];
    for (const [kind, proto, names] of protos)
      for (const name of names) {
        const original = proto[name] as (...args: unknown[]) => unknown;
        proto[name] = function (this: unknown, ...args: unknown[]) {
          calls.push(`${kind}.${name}`);
          return original.apply(this, args);
        };
        restore.push(() => {
          proto[name] = original;
        });
      }
    try {
      await action();
    } finally {
      for (const undo of restore) undo();
    }
    return calls;
  }

  it('quotes an umbrella (its schedule grown a row) with no locator, element-handle or frame query', async () => {
    const base = fullLinesBody();
    const extra = { line: 'bop' as const, limits: '1000000/2000000', carrier: 'Lakeshore Casualty' };
    const sub = submission(
      'Smokehouse In Page Umbrella LLC',
      { umbrella: { underlyingPolicies: [...base.umbrella!.underlyingPolicies, extra] } },
      true,
    );
    let result: PlaybookRun | undefined;
    expect(await playwrightQueries(async () => (result = await run(sub, 'umbrella')))).toEqual([]);
    expect(result!.outcome.kind).toBe('quoted');
    expect(result!.documents).toHaveLength(1);
  });

  it('opens a quoted CGL again by its number (Find Submission) with no locator, element-handle or frame query', async () => {
    const sub = submission('Smokehouse In Page Retry LLC');
    const first = await run(sub, 'gl');
    expect(first.outcome.kind).toBe('quoted');
    let again: PlaybookRun | undefined;
    const calls = await playwrightQueries(
      async () => (again = await run(sub, 'gl', { attempt: 2, portalReference: first.portalReference })),
    );
    expect(calls).toEqual([]);
    expect(again!.steps).toEqual(['login', 'mfa', 'open-submission', 'quote']);
    expect(again!.outcome).toEqual(first.outcome);
  });
});
