// The Cascade Commercial playbook (its definition's flow, decision 0034) against the sandbox's Cascade agent portal (a React single-page app)
// in real Chromium: a quote per line at the portal's own rating formula, the indication, referral and
// declines, the loss-runs request (nothing uploaded, nothing referred: the job says what Cascade needs,
// and a retry reads the quote once a person uploaded them), a 429 waited out, maintenance and 5xx, a
// session that expires mid-form and the retry that continues only its own submission, quote pages that
// misreport (quote_mismatch or an indication, never a wrong success), and the sign-in with its e-mailed
// code.
import http from 'node:http';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CASCADE_ACCOUNTS, CASCADE_ID, cascadePortal } from '../../../sandbox/portals/cascade/index.ts';
import { rateBop, rateCyber, rateGl } from '../../../sandbox/portals/cascade/rating.ts';
import { openSignedIn, shown } from '../../../sandbox/portals/cascade/test-driver.ts';
import { MESSAGES } from '../../../sandbox/portals/cascade/underwriting.ts';
import { type PortalHarness, startPortalHarness } from '../../../sandbox/testing.ts';
import { playbookFor } from '../../../src/agents/carriers/index.ts';
import { AgentError, LoginLockedError } from '../../../src/agents/errors.ts';
import type { Answer, PortalCredential } from '../../../src/agents/playbook.ts';
import { type PlaybookRun, runPlaybookDirectly } from '../../../src/agents/testing.ts';
import { builtInCarrier } from '../../../src/carrier-definitions/built-in.ts';
import type { Line } from '../../../src/domain/lines.ts';
import type { Submission } from '../../../src/domain/quote-request/model/submission.ts';
import { type BodyOverrides, washingtonOffice } from '../../fixtures/quote-request.ts';
import { lockOut, signInWith } from './sign-in.ts';

/** Cascade's playbook: its definition's flow (decision 0034). */
const cascadeCommercialPlaybook = playbookFor('cascade-commercial', builtInCarrier('cascade-commercial'))!;

const DEMO = CASCADE_ACCOUNTS[0]!;
let harness: PortalHarness;

beforeAll(async () => {
  harness = await startPortalHarness({ portals: [cascadePortal] });
});
afterAll(() => harness?.close());
afterEach(() => {
  harness.sandbox.state.faults.clear(CASCADE_ID);
  harness.sandbox.state.accounts.reset();
});

/** The newest code Cascade e-mailed to the login (the sandbox mailbox keeps what no relay took). */
function mailedCode(username = DEMO.username): string {
  const mail = harness.sandbox.state.mail.list({ carrierId: CASCADE_ID, username })[0];
  const code = mail && /\b\d{6}\b/.exec(mail.subject)?.[0];
  if (!code) throw new Error(`no code mailed to ${username}`);
  return code;
}

/** The fixture moved under a name no other test uses. */
function submission(overrides: BodyOverrides = {}): Submission {
  const tag = Math.random().toString(36).slice(2, 8);
  const body = washingtonOffice(`Rainier Advisory ${tag} LLC`, `CASCADE-${tag}`);
  const merged = washingtonOffice(body.input.businessName, body.externalReference);
  for (const [key, value] of Object.entries(overrides)) {
    const current = (merged as Record<string, unknown>)[key];
    (merged as Record<string, unknown>)[key] =
      value && typeof value === 'object' && current && typeof current === 'object' && !Array.isArray(value)
        ? { ...current, ...value }
        : value;
  }
  return merged;
}

/** The person: a fixed answer per question id (questions not here fail the run). */
const PERSON: Record<string, Answer> = {
  'cascade-commercial:losses_past_3_years_bop': '0',
  'cascade-commercial:total_incurred_past_3_years_bop': '0',
  'cascade-commercial:open_claims_bop': false,
  'operations.ownerYearsExperience': '12',
  'operations.writtenSafetyProgram': true,
};

interface RunOptions {
  attempt?: number;
  answers?: Record<string, Answer>;
  credential?: PortalCredential;
  /** A retry of the same job: the reference its earlier attempt recorded. */
  portalReference?: string;
  /** Plays the person asked for the e-mailed code (default: the newest code mailed). */
  mfaCode?: () => Promise<string>;
  /** The page to run on (default: a fresh browser context's), e.g. one signed in earlier. */
  page?: Page;
  keptSession?: boolean;
}

/** The last reference a run recorded, even when the run threw (a retry of that job carries it). */
let recorded: string | undefined;

async function run(line: Line, sub: Submission, options: RunOptions = {}): Promise<PlaybookRun> {
  const page = options.page ?? (await harness.newPage()).page;
  const person = { ...PERSON, ...options.answers };
  const username = options.credential?.username ?? DEMO.username;
  recorded = undefined;
  try {
    const result = await runPlaybookDirectly({
      playbook: cascadeCommercialPlaybook,
      page,
      line,
      submission: sub,
      portalUrl: harness.sandbox.origin(CASCADE_ID),
      credential: options.credential ?? { username: DEMO.username, password: DEMO.password },
      attempt: options.attempt ?? 1,
      portalReference: options.portalReference,
      keptSession: options.keptSession,
      onPortalReference: (reference) => {
        recorded = reference;
      },
      mfaCode: options.mfaCode ?? (async () => mailedCode(username)),
      answers: async (questions) =>
        Object.fromEntries(
          questions
            .filter((q) => !q.when || person[q.when.questionId] === q.when.answer)
            .map((q) => {
              if (!(q.id in person)) throw new Error(`unexpected question ${q.id}: ${q.text}`);
              return [q.id, person[q.id]!];
            }),
        ),
    });
    expect(JSON.stringify(result)).not.toContain(DEMO.password);
    return result;
  } catch (error) {
    expect(String((error as Error).message)).not.toContain(DEMO.password);
    throw error;
  }
}

async function failure(promise: Promise<unknown>): Promise<AgentError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AgentError);
  expect((error as AgentError).message).not.toContain(DEMO.password);
  return error as AgentError;
}

const stored = (name: string) =>
  harness.sandbox.state.submissions.list(CASCADE_ID).filter((s) => s.applicantName === name);

const askedIds = (result: PlaybookRun) => result.asked.map((call) => call.map((q) => q.id));

/** The fixture's GL, BOP and cyber as Cascade rates them (Seattle consultants, class 41677, no losses). */
const FIXTURE = {
  gl: rateGl({
    state: 'WA',
    classCode: '41677',
    exposure: 850_000,
    limits: '1000000/2000000',
    deductible: '0',
    lossCount: 0,
  }),
  bop: rateBop({
    state: 'WA',
    classCode: '41677',
    annualRevenue: 850_000,
    personalPropertyLimit: 240_000,
    construction: 'masonry_non_combustible',
    sprinklered: true,
    propertyDeductible: '1000',
    liabilityLimits: '1000000/2000000',
    lossCount: 0,
  }),
  cyber: rateCyber({
    state: 'WA',
    classCode: '41677',
    annualRevenue: 850_000,
    aggregateLimit: '1000000',
    retention: '5000',
    records: 'under100k',
    controls: { mfa: true, encryption: true, backups: true, edr: true, training: true, irPlan: true },
    acceptsCards: false,
    lossCount: 0,
  }),
};

/** MM/DD/YYYY `days` after today (UTC, as Cascade counts). */
function usDate(days: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}/${d.getUTCFullYear()}`;
}

const WIZARD = ['business', 'coverage', 'loss-history', 'review'];

describe('Cascade Commercial playbook: quotes', () => {
  it('quotes GL at the rating formula: class combobox, date field, loss history in the web component', async () => {
    const sub = submission();
    const result = await run('gl', sub);
    expect(result.outcome).toEqual({
      kind: 'quoted',
      quote: {
        quoteNumber: expect.stringMatching(/^CQ-GL-\d+$/),
        annualPremium: FIXTURE.gl.total,
        quoteType: 'bindable',
        namedInsured: sub.input.businessName,
        line: 'gl',
        policyStartDate: sub.input.policyStartDate,
        policyExpirationDate: sub.input.policyExpirationDate,
        limits: '$1,000,000 / $2,000,000',
        deductible: 'None',
        asQuoted: { limits: '$1,000,000 / $2,000,000', deductible: 'None' },
        quoteExpiresAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        premiumBreakdown: FIXTURE.gl.breakdown,
        portalUrl: `${harness.sandbox.origin(CASCADE_ID)}/quotes/${result.portalReference}`,
      },
    });
    expect(FIXTURE.gl.breakdown.find((b) => b.label === 'Claims-free credit')!.amount).toBeLessThan(0);
    expect(result.steps).toEqual(['login', 'mfa', 'new-submission', ...WIZARD, 'quote']);
    expect(result.asked).toEqual([]);
    expect(result.mfaPrompts).toEqual([
      'Cascade Commercial: We sent a 6-digit code to a•••@whitaker-insurance.example. It expires in 10 minutes.',
    ]);
    expect(result.portalReference).toMatch(/^CC-\d+$/);
    expect(stored(sub.input.businessName)).toMatchObject([
      { id: result.portalReference, status: 'quoted', data: { business: { addressChoice: 'suggested' } } },
    ]);
  });

  it("quotes a business owner's policy at the rating formula, asking only the loss history", async () => {
    const result = await run('bop', submission());
    expect(result.outcome).toMatchObject({
      kind: 'quoted',
      quote: {
        annualPremium: FIXTURE.bop.total,
        quoteType: 'bindable',
        line: 'bop',
        limits: '$1,000,000 / $2,000,000',
        deductible: '$1,000',
        premiumBreakdown: FIXTURE.bop.breakdown,
      },
    });
    expect(askedIds(result)).toEqual([
      [
        'cascade-commercial:losses_past_3_years_bop',
        'cascade-commercial:total_incurred_past_3_years_bop',
        'cascade-commercial:open_claims_bop',
      ],
    ]);
  });

  it('quotes cyber at the rating formula, both credits negative and both fees', async () => {
    const result = await run('cyber', submission());
    expect(result.outcome).toMatchObject({
      kind: 'quoted',
      quote: {
        annualPremium: FIXTURE.cyber.total,
        line: 'cyber',
        limits: '$1,000,000',
        deductible: '$5,000',
        premiumBreakdown: FIXTURE.cyber.breakdown,
      },
    });
    expect(FIXTURE.cyber.breakdown.filter((b) => b.amount < 0)).toHaveLength(2);
    expect(result.asked).toEqual([]);
  });

  it('finds the class by NAICS code when the submission names none, and asks a person when several fit', async () => {
    const consultants = await run('bop', submission({ generalLiability: undefined }));
    expect(consultants.outcome).toMatchObject({
      kind: 'quoted',
      quote: { annualPremium: FIXTURE.bop.total },
    });

    const grocer = submission({
      input: { industryCode: '445110', industryDescription: 'Neighborhood grocery' },
      generalLiability: undefined,
    });
    const result = await run('bop', grocer, {
      answers: { 'cascade-commercial:class_code': '13759 — Grocery stores' },
    });
    expect(result.asked[0]).toEqual([
      {
        id: 'cascade-commercial:class_code',
        text: "Which of Cascade Commercial's class codes describes the business (NAICS 445110)?",
        type: 'choice',
        choices: ['13759 — Grocery stores', '18501 — Supermarkets'],
      },
    ]);
    const premium = rateBop({
      state: 'WA',
      classCode: '13759',
      annualRevenue: 850_000,
      personalPropertyLimit: 240_000,
      construction: 'masonry_non_combustible',
      sprinklered: true,
      propertyDeductible: '1000',
      liabilityLimits: '1000000/2000000',
      lossCount: 0,
    });
    expect(result.outcome).toMatchObject({ kind: 'quoted', quote: { annualPremium: premium.total } });
  });

  it('quotes the closest limit Cascade offers and says so (never less cover than asked)', async () => {
    const result = await run('gl', submission({ generalLiability: { limits: '5000000/10000000' } }));
    const premium = rateGl({
      state: 'WA',
      classCode: '41677',
      exposure: 850_000,
      limits: '2000000/4000000',
      deductible: '0',
      lossCount: 0,
    });
    expect(result.outcome).toMatchObject({
      kind: 'quoted',
      quote: { annualPremium: premium.total, limits: '$2,000,000 / $4,000,000' },
    });
  });

  it('reads the second layout of the quote page', async () => {
    harness.sandbox.state.faults.set(CASCADE_ID, { layoutVersion: 2 });
    const result = await run('cyber', submission());
    expect(result.outcome).toMatchObject({
      kind: 'quoted',
      quote: {
        annualPremium: FIXTURE.cyber.total,
        quoteType: 'bindable',
        limits: '$1,000,000',
        deductible: '$5,000',
        premiumBreakdown: FIXTURE.cyber.breakdown,
      },
    });
  });

  it('asks for what Cascade newly requires (newRequirements) in one pause, then quotes', async () => {
    harness.sandbox.state.faults.set(CASCADE_ID, { newRequirements: true });
    const result = await run('gl', submission());
    expect(result.reasons).toEqual(['missing_information']);
    expect(askedIds(result)).toEqual([
      ['operations.ownerYearsExperience', 'operations.writtenSafetyProgram'],
    ]);
    expect(result.outcome).toMatchObject({ kind: 'quoted', quote: { annualPremium: FIXTURE.gl.total } });
  });
});

describe('Cascade Commercial playbook: indications, referrals, declines, refusals', () => {
  it('returns an indication for a business in operation fewer than 3 years', async () => {
    const sub = submission();
    sub.input.yearEstablished = Number(sub.input.policyStartDate.slice(-4)) - 1;
    const result = await run('gl', sub);
    expect(result.outcome).toMatchObject({
      kind: 'quoted',
      quote: { annualPremium: FIXTURE.gl.total, quoteType: 'indication' },
    });
    if (result.outcome.kind !== 'quoted') return;
    expect(result.outcome.quote.bindableMarker).toBeUndefined();
  });

  it('returns a referral for open claims, with the loss history a person gave', async () => {
    const result = await run('bop', submission(), {
      answers: {
        'cascade-commercial:losses_past_3_years_bop': '1',
        'cascade-commercial:total_incurred_past_3_years_bop': '12500',
        'cascade-commercial:open_claims_bop': true,
      },
    });
    expect(result.outcome).toEqual({
      kind: 'referred',
      message: MESSAGES.referred(['open claims in the loss history']),
    });
    expect(result.steps.slice(-2)).toEqual(['review', 'outcome']);
  });

  it('returns the decline of a class Cascade does not write as an appetite decline', async () => {
    const result = await run(
      'gl',
      submission({
        input: { industryCode: '238160', industryDescription: 'Residential roofing' },
        generalLiability: { classCode: '98677', exposureBasis: 'payroll', exposure: 400_000 },
      }),
    );
    expect(result.outcome).toEqual({
      kind: 'declined',
      appetite: true,
      message: 'Cascade Commercial does not write roofing contractors.',
    });
  });

  it('returns an underwriting decline for cyber without offline backups', async () => {
    const sub = submission();
    sub.cyber!.securityControls.backups = false;
    const result = await run('cyber', sub);
    expect(result.outcome).toEqual({ kind: 'declined', appetite: false, message: MESSAGES.backups });
  });

  it("returns Cascade's refusal of an effective date beyond 75 days, naming our field", async () => {
    const sub = submission({ input: { policyStartDate: usDate(80), policyExpirationDate: undefined } });
    const result = await run('gl', sub);
    expect(result.outcome.kind).toBe('rejected_data');
    if (result.outcome.kind !== 'rejected_data') return;
    expect(result.outcome.message).toMatch(
      /^input\.policyStartDate: Cascade Commercial quotes up to 75 days ahead: choose \d{2}\/\d{2}\/\d{4} or earlier\.$/,
    );
  });

  it('refuses a GL class Cascade does not list, in its words', async () => {
    const result = await run('gl', submission({ generalLiability: { classCode: '16910' } }));
    expect(result.outcome.kind).toBe('rejected_data');
    if (result.outcome.kind !== 'rejected_data') return;
    expect(result.outcome.message).toContain('16910');
  });
});

describe('Cascade Commercial playbook: loss runs above $10,000', () => {
  it('uploads and refers nothing, says what Cascade needs; once a person uploaded them, the retry reads the quote', async () => {
    const sub = submission({ input: { annualRevenue: 8_000_000 } });
    Object.assign(sub.cyber!, {
      aggregateLimit: 2_000_000,
      retention: 10_000,
      recordsHeld: '100k-500k',
      acceptsPaymentCards: true,
      pciCompliant: false,
    });
    Object.assign(sub.cyber!.securityControls, { mfa: false, endpointDetection: false });
    const premium = rateCyber({
      state: 'WA',
      classCode: '41677',
      annualRevenue: 8_000_000,
      aggregateLimit: '2000000',
      retention: '10000',
      records: '100k-500k',
      controls: { mfa: false, encryption: true, backups: true, edr: false, training: true, irPlan: true },
      acceptsCards: true,
      pciCompliant: false,
      lossCount: 0,
    });
    expect(premium.total).toBeGreaterThan(10_000);

    const first = await run('cyber', sub);
    expect(first.outcome.kind).toBe('referred');
    if (first.outcome.kind !== 'referred') return;
    expect(first.outcome.message).toContain(
      `"The total annual premium, $${premium.total.toLocaleString('en-US')}, is above $10,000. The underwriter needs loss runs for the past 3 years before issuing this quote."`,
    );
    expect(first.outcome.message).toContain(`submission ${first.portalReference} waits at`);
    expect(stored(sub.input.businessName)).toMatchObject([
      { status: 'draft', data: { awaitingLossRuns: { total: premium.total } } },
    ]);

    // A person uploads the loss runs in the portal.
    const { page } = await harness.newPage();
    await openSignedIn(page, harness.sandbox.origin(CASCADE_ID), harness.sandbox);
    await page.goto(`${harness.sandbox.origin(CASCADE_ID)}/quotes/${first.portalReference}`);
    await page.getByLabel('Loss runs (PDF)').setInputFiles({
      name: 'loss-runs.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n% loss runs 2023-2026: no losses\n%%EOF\n'),
    });
    await page.getByRole('button', { name: 'Upload loss runs' }).click();
    await shown(page.getByRole('heading', { name: 'Quote ready', level: 1 }));

    const retry = await run('cyber', sub, { attempt: 2, portalReference: first.portalReference });
    expect(retry.steps).toEqual(['login', 'mfa', 'open-submission', 'quote']);
    expect(retry.outcome).toMatchObject({ kind: 'quoted', quote: { annualPremium: premium.total } });
    expect(stored(sub.input.businessName)).toHaveLength(1);
  });
});

describe('Cascade Commercial playbook: faults', () => {
  it('waits out a 429 as Retry-After says and saves the step again', async () => {
    const { page, context } = await harness.newPage();
    const throttled: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 429) throttled.push(new URL(response.url()).pathname);
    });
    let burst: Promise<number[]> | undefined;
    page.on('request', (request) => {
      if (burst || !request.url().endsWith('/api/address/verify')) return;
      burst = context.cookies().then((cookies) => {
        const session = cookies.find((c) => c.name === 'cc_session')!;
        return burstUntilLimited(`cc_session=${session.value}`);
      });
    });
    const result = await run('gl', submission(), { page });
    expect(await burst).toContain(429);
    expect(throttled.length).toBeGreaterThan(0);
    expect(result.outcome).toMatchObject({ kind: 'quoted', quote: { annualPremium: FIXTURE.gl.total } });
  });

  it('fails rate_limited when Cascade keeps answering 429', async () => {
    const { page, context } = await harness.newPage();
    let hammering = false;
    page.on('request', (request) => {
      if (hammering || !request.url().endsWith('/api/address/verify')) return;
      hammering = true;
      void context.cookies().then(async (cookies) => {
        const cookie = `cc_session=${cookies.find((c) => c.name === 'cc_session')!.value}`;
        // Requests over the limit keep the window open: the session stays limited while they go on.
        while (hammering) await apiBurst(cookie, 12);
      });
    });
    try {
      const error = await failure(run('gl', submission(), { page }));
      expect(error).toMatchObject({ errorType: 'rate_limited', transient: true });
      expect(error.message).toContain('429');
    } finally {
      hammering = false;
    }
  });

  it('fails portal_unavailable (transient) under maintenance and on a 5xx mid-form', async () => {
    harness.sandbox.state.faults.set(CASCADE_ID, { maintenance: true });
    const down = await failure(run('gl', submission()));
    expect(down).toMatchObject({ errorType: 'portal_unavailable', transient: true });
    expect(down.message).toContain('503');

    harness.sandbox.state.faults.clear(CASCADE_ID);
    // The next call after the class search answered is Coverage's save.
    const { page } = await harness.newPage();
    let failed = false;
    page.on('response', (response) => {
      if (failed || new URL(response.url()).pathname !== '/api/class-codes') return;
      failed = true;
      harness.sandbox.state.faults.set(CASCADE_ID, { failNext: 1 });
    });
    const outage = await failure(run('gl', submission(), { page }));
    expect(outage).toMatchObject({ errorType: 'portal_unavailable', transient: true });
    expect(outage.message).toContain('error 503');
  });

  it('fails session_expired mid-form, and the retry continues its own submission without filing twice', async () => {
    const sub = submission();
    // Counted calls: the dashboard's recent submissions, the new submission, Coverage; Loss history's
    // save finds the session gone.
    harness.sandbox.state.faults.set(CASCADE_ID, { sessionExpiryAfterPages: 3 });
    const error = await failure(run('gl', sub));
    expect(error).toMatchObject({ errorType: 'session_expired', transient: true });
    expect(error.message).toContain('Your session expired. Sign in again to pick up where you left off.');
    const reference = recorded;
    expect(reference).toMatch(/^CC-\d+$/);
    expect(stored(sub.input.businessName)).toMatchObject([{ id: reference, status: 'draft' }]);

    harness.sandbox.state.faults.clear(CASCADE_ID);
    const retry = await run('gl', sub, { portalReference: reference });
    expect(retry.steps).toEqual(['login', 'mfa', 'open-submission', 'loss-history', 'review', 'quote']);
    expect(retry.outcome).toMatchObject({ kind: 'quoted', quote: { annualPremium: FIXTURE.gl.total } });
    expect(stored(sub.input.businessName)).toMatchObject([{ id: reference, status: 'quoted' }]);

    // A quoted submission opened again (a retry after the quote): read, nothing filed.
    const again = await run('gl', sub, { attempt: 3, portalReference: reference });
    expect(again.steps).toEqual(['login', 'mfa', 'open-submission', 'quote']);
    expect(again.outcome).toEqual(retry.outcome);
    expect(stored(sub.input.businessName)).toHaveLength(1);
  });

  it('fails quote_mismatch on a quote page with another insured, other limits or a breakdown off the total', async () => {
    for (const [quotePage, field] of [
      ['other-insured', 'namedInsured'],
      ['other-limits', 'limits: expected 1000000/2000000, seen $2,000,000 / $4,000,000'],
      ['bad-breakdown', 'premiumBreakdown'],
    ] as const) {
      harness.sandbox.state.faults.set(CASCADE_ID, { quotePage });
      const error = await failure(run('gl', submission()));
      expect(error).toMatchObject({ errorType: 'quote_mismatch', message: expect.stringContaining(field) });
    }
  });

  it('returns an indication when the quote page drops the bindable badge, in both layouts', async () => {
    for (const layoutVersion of [1, 2] as const) {
      harness.sandbox.state.faults.set(CASCADE_ID, { quotePage: 'no-bindable-marker', layoutVersion });
      const result = await run('gl', submission());
      expect(result.outcome).toMatchObject({ kind: 'quoted', quote: { quoteType: 'indication' } });
    }
  });
});

describe('Cascade Commercial playbook: sign-in', () => {
  it('asks again after a refused code, with a new one sent; keeps the session for the next job', async () => {
    const codes = ['000000'];
    const { page } = await harness.newPage();
    const first = await run('gl', submission(), { page, mfaCode: async () => codes.shift() ?? mailedCode() });
    expect(first.outcome.kind).toBe('quoted');
    expect(first.mfaPrompts).toHaveLength(2);
    expect(first.mfaPrompts[1]).toBe(
      'Cascade Commercial: That code is incorrect or expired. Use the newest code we sent. A new code was requested. We sent a new code. Only the newest code works.',
    );

    const next = await run('gl', submission(), { page, keptSession: true });
    expect(next.signIns).toEqual(['reused']);
    expect(next.steps.slice(0, 2)).toEqual(['resume-session', 'new-submission']);
    expect(next.mfaPrompts).toEqual([]);
  });

  it('accepts the demo login at the code screen, refuses a wrong password, and recognises the lock-out', async () => {
    expect(await signInWith(harness, cascadeCommercialPlaybook, DEMO)).toBe('accepted');
    const second = CASCADE_ACCOUNTS[1]!;
    const outcomes = await lockOut(harness, cascadeCommercialPlaybook, second.username);
    expect(outcomes.slice(0, 4)).toEqual([
      { rejected: 'The e-mail address or password is incorrect.' },
      {
        rejected:
          'The e-mail address or password is incorrect. 3 attempts left before the account is locked.',
      },
      {
        rejected:
          'The e-mail address or password is incorrect. 2 attempts left before the account is locked.',
      },
      {
        rejected: 'The e-mail address or password is incorrect. 1 attempt left before the account is locked.',
      },
    ]);
    const locked =
      'This account is locked after 5 unsuccessful sign-in attempts. Try again in 15 minutes or call Cascade Agency Support at 1-877-555-0168.';
    expect(outcomes[4]).toEqual({ locked });
    const error = await failure(
      run('gl', submission(), { credential: { username: second.username, password: second.password } }),
    );
    expect(error).toBeInstanceOf(LoginLockedError);
    expect(error.message).toBe(locked);
  });
});

/** `count` API calls at once with a session's cookie: their statuses (past 10 a second, 429). */
/**
 * Bursts of 12 API requests until Cascade answers one 429 (at most 60 requests). A burst that straddles
 * the limit's one-second window (its first requests in one window, the rest in the next) may see none;
 * the next burst then lands in a window already counting them.
 */
async function burstUntilLimited(cookie: string): Promise<number[]> {
  const statuses: number[] = [];
  while (statuses.length < 60 && !statuses.includes(429)) statuses.push(...(await apiBurst(cookie, 12)));
  return statuses;
}

function apiBurst(cookie: string, count: number): Promise<number[]> {
  const port = harness.sandbox.port;
  return Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<number>((resolve, reject) => {
          http
            .get(
              {
                host: '127.0.0.1',
                port,
                path: '/api/reference',
                headers: { host: `cascade.localhost:${port}`, cookie },
              },
              (res) => {
                res.resume();
                res.on('end', () => resolve(res.statusCode ?? 0));
              },
            )
            .on('error', reject);
        }),
    ),
  );
}
