// The Ironclad Specialty playbook (its definition's flow, decision 0034) against the sandbox's Ironclad Exchange in real Chromium: every line
// quoted at the portal's own rating, declines, a referral, a data rejection, faults, a retry after a
// session expiry that files nothing twice, a re-quote of the same insured that files anew, quote pages
// that misreport (quote_mismatch or indication, never a wrong success), the second quote-page layout,
// the e-mailed sign-in code (asked in the portal's words, a refused code asked again, the browser
// trusted), and no password anywhere.
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { IRONCLAD_ID, ironcladPortal } from '../../../sandbox/portals/ironclad/index.ts';
import { expirationFor } from '../../../sandbox/portals/ironclad/pages/review.ts';
import { rateCyber, rateGl, rateUmbrella } from '../../../sandbox/portals/ironclad/rating.ts';
import { type PortalHarness, startPortalHarness } from '../../../sandbox/testing.ts';
import { playbookFor } from '../../../src/agents/carriers/index.ts';
import { AgentError } from '../../../src/agents/errors.ts';
import type { Answer, UnderwritingQuestion } from '../../../src/agents/playbook.ts';
import { type PlaybookRun, runPlaybookDirectly } from '../../../src/agents/testing.ts';
import { builtInCarrier } from '../../../src/carrier-definitions/built-in.ts';
import type { Line } from '../../../src/domain/lines.ts';
import { formatUsDate, usToday } from '../../../src/domain/quote-request/dates.ts';
import type { Submission } from '../../../src/domain/quote-request/model/submission.ts';
import { type BodyOverrides, fullLinesBody } from '../../fixtures/quote-request.ts';
import { lockOut, signInWith } from './sign-in.ts';

const DEMO = ironcladPortal.accounts[0]!;
/** The playbook the registry builds from carriers/ironclad-specialty.yaml (no code of its own). */
const ironcladPlaybook = playbookFor(IRONCLAD_ID, builtInCarrier(IRONCLAD_ID))!;
let harness: PortalHarness;
let origin: string;

beforeAll(async () => {
  harness = await startPortalHarness({ portals: [ironcladPortal] });
  origin = harness.sandbox.origin(IRONCLAD_ID);
});
afterAll(async () => harness?.close());
afterEach(() => {
  harness.sandbox.state.faults.clear(IRONCLAD_ID);
  harness.sandbox.state.accounts.reset();
});

/** The fixture business moved into Ironclad's classes, under a name no other test uses. */
function submission(overrides: BodyOverrides = {}): Submission {
  const tag = Math.random().toString(36).slice(2, 8);
  const body = fullLinesBody({
    ...overrides,
    input: {
      businessName: `Pecan Street Software ${tag} LLC`,
      industryCode: '541511',
      industryDescription: 'Custom software development for regional retailers',
      ...overrides.input,
    },
  });
  return body;
}

/** The person: a fixed answer per question id (follow-ups answered only when they apply). */
const PERSON: Record<string, Answer> = {
  'ironclad-specialty:remote_network_access': true,
  'ironclad-specialty:backup_procedure':
    'Nightly snapshots to immutable cloud storage; restore tested quarterly.',
  'ironclad-specialty:edr_deployed': true,
  'ironclad-specialty:edr_product': 'SentinelOne',
  'cyber.priorIncident': false,
  'ironclad-specialty:pci_level': 'Yes, PCI level 4 (fewer than 20,000 e-commerce transactions)',
  'products.ownLabel': true,
  'ironclad-specialty:private_label_products': 'House-brand coffee and baked goods, about $150,000 a year.',
  'ironclad-specialty:uses_subcontractors': true,
  'gl.subcontractorsWithoutCertificates': false,
  'ironclad-specialty:gl_claims_over_25k': false,
  'ironclad-specialty:gl_claim_details': 'Slip and fall in 2024, $60,000 paid, closed.',
  'operations.hazardousMaterials': false,
  'ironclad-specialty:underlying_cancelled': false,
  'ironclad-specialty:underlying_cancellation_details': 'Prior auto carrier left the state in 2024.',
};

interface RunOptions {
  attempt?: number;
  answers?: Record<string, Answer>;
  /** A retry of the same job: the reference its earlier attempt recorded. */
  portalReference?: string;
}

/** The last reference a run recorded, even when the run threw (a retry of that job carries it). */
let recorded: string | undefined;

async function run(line: Line, sub: Submission, options: RunOptions = {}): Promise<PlaybookRun> {
  const { page } = await harness.newPage();
  page.setDefaultTimeout(15_000);
  const person = { ...PERSON, ...options.answers };
  try {
    const result = await runPlaybookDirectly({
      playbook: ironcladPlaybook,
      page,
      line,
      submission: sub,
      portalUrl: origin,
      credential: { ...DEMO },
      attempt: options.attempt ?? 1,
      portalReference: options.portalReference,
      onPortalReference: (reference) => {
        recorded = reference;
      },
      mfaCode: async () => {
        const codes = (await (await fetch(`${harness.sandbox.url}/_sandbox/mfa-codes`)).json()) as {
          code: string;
        }[];
        return codes.at(-1)?.code ?? '';
      },
      answers: async (questions) => answer(questions, person),
    });
    expect(JSON.stringify(result)).not.toContain(DEMO.password);
    expect(result.mfaPrompts).toEqual([]);
    return result;
  } catch (error) {
    expect(String((error as Error).message)).not.toContain(DEMO.password);
    throw error;
  }
}

function answer(questions: UnderwritingQuestion[], person: Record<string, Answer>) {
  const answers: Record<string, Answer> = {};
  for (const q of questions) {
    const applies = !q.when || person[q.when.questionId] === q.when.answer;
    if (!applies) continue;
    const value = person[q.id];
    if (value === undefined) throw new Error(`the test person has no answer for ${q.id}`);
    answers[q.id] = value;
  }
  return Promise.resolve(answers);
}

async function portalSubmissions(name: string) {
  const response = await fetch(`${harness.sandbox.url}/_sandbox/submissions?carrierId=${IRONCLAD_ID}`);
  const { submissions } = (await response.json()) as {
    submissions: { id: string; applicantName: string; status: string; data: Record<string, unknown> }[];
  };
  return submissions.filter((s) => s.applicantName === name);
}

const nameOf = (sub: Submission) => sub.input.businessName;
const ids = (run: PlaybookRun) => run.asked.map((call) => call.map((q) => q.id));
const quoteOf = (run: PlaybookRun) => {
  if (run.outcome.kind !== 'quoted') throw new Error(`expected a quote, got ${JSON.stringify(run.outcome)}`);
  return run.outcome.quote;
};
const isoFromUs = (us: string) => `${us.slice(6)}-${us.slice(0, 2)}-${us.slice(3, 5)}`;
const usFromIso = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

const FULL_RUN = ['login', 'new-submission', 'applicant', 'coverage', 'underwriting', 'review', 'quote'];

const cyberExpected = (overrides: Partial<Parameters<typeof rateCyber>[0]> = {}) =>
  rateCyber({
    state: 'TX',
    naics: '541511',
    annualRevenue: 2_400_000,
    aggregateLimit: 1_000_000,
    retention: 5_000,
    socialEngineeringSublimit: 100_000,
    records: 'under100k',
    remoteAccessMfa: true,
    backupsEncrypted: true,
    edr: true,
    pci: 'level4',
    ...overrides,
  }).total;

describe('Ironclad Specialty playbook: what Exchange requires that the submission does not hold', () => {
  it('asks a new required field and question (newRequirements) in one pause, then quotes', async () => {
    harness.sandbox.state.faults.set(IRONCLAD_ID, { newRequirements: true });
    const answers = { 'operations.ownerYearsExperience': '12', 'operations.writtenSafetyProgram': true };
    const result = await run('cyber', submission(), { answers });
    const missing = result.asked.filter((_, i) => result.reasons[i] === 'missing_information');
    expect(missing).toEqual([
      [
        {
          id: 'operations.ownerYearsExperience',
          text: 'Owner or manager: years of experience in this industry',
          type: 'integer',
          hint: 'Whole years',
        },
        {
          id: 'operations.writtenSafetyProgram',
          text: 'Does the applicant have a written safety program?',
          type: 'yes_no',
        },
      ],
    ]);
    expect(quoteOf(result).annualPremium).toBe(cyberExpected());
  });
});

describe('Ironclad Specialty playbook: quotes', () => {
  it('quotes cyber at the rating formula, with terms, breakdown, dates and the quote letter', async () => {
    const sub = submission();
    const result = await run('cyber', sub);
    const quote = quoteOf(result);
    expect(result.steps).toEqual(FULL_RUN);
    expect(quote.annualPremium).toBe(cyberExpected());
    expect(quote).toMatchObject({
      quoteType: 'bindable',
      policyStartDate: sub.input.policyStartDate,
      policyExpirationDate: usFromIso(expirationFor(isoFromUs(sub.input.policyStartDate))),
      limits: '1000000',
      deductible: '5000',
    });
    expect(quote.quoteNumber).toMatch(/^IXQ-CYB-\d+$/);
    expect(quote.quoteExpiresAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(quote.portalUrl).toMatch(
      /^http:\/\/ironclad\.localhost:\d+\/exchange\/submissions\/IX-\d+\/result$/,
    );
    const breakdown = quote.premiumBreakdown ?? [];
    expect(breakdown.map((b) => b.label)).toContain('Policy fee');
    expect(breakdown.reduce((sum, b) => sum + b.amount, 0)).toBe(quote.annualPremium);
    // One question list for the page; the security controls came from the submission.
    expect(ids(result)).toEqual([
      [
        'ironclad-specialty:remote_network_access',
        'ironclad-specialty:backup_procedure',
        'ironclad-specialty:edr_deployed',
        'ironclad-specialty:edr_product',
        'cyber.priorIncident',
        'ironclad-specialty:cyber_incident_details',
        'ironclad-specialty:pci_level',
      ],
    ]);
    expect(result.asked[0]?.find((q) => q.id === 'ironclad-specialty:edr_product')?.when).toEqual({
      questionId: 'ironclad-specialty:edr_deployed',
      answer: true,
    });
    const [letter] = result.documents;
    expect(letter?.name).toBe(`Ironclad-Quote-${quote.quoteNumber}.pdf`);
    expect(letter?.data.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(letter?.data.toString('latin1')).toContain(`Quote number: ${quote.quoteNumber}`);
    expect(quote.documents).toEqual([{ name: letter?.name, path: `memory:${letter?.name}` }]);
  });

  it('quotes general liability at the rating formula (private label, no deductible in our data)', async () => {
    const sub = submission({
      input: {
        industryCode: '445110',
        industryDescription: 'Neighborhood grocery store with a deli counter',
      },
      generalLiability: { claimsLastFiveYears: 0 },
    });
    const result = await run('gl', sub);
    const quote = quoteOf(result);
    expect(quote.annualPremium).toBe(
      rateGl({
        state: 'TX',
        naics: '445110',
        exposureBasis: 'sales',
        exposure: 2_400_000,
        limits: '1000000/2000000',
        deductible: 0,
        privateLabel: true,
      }).total,
    );
    expect(quote).toMatchObject({ quoteType: 'bindable', limits: '1000000/2000000', deductible: '0' });
    expect(quote.quoteNumber).toMatch(/^IXQ-GLX-\d+$/);
    // No claims in five years answers the claims question; the operations come from the description.
    expect(ids(result)).toEqual([
      [
        'products.ownLabel',
        'ironclad-specialty:private_label_products',
        'ironclad-specialty:uses_subcontractors',
        'gl.subcontractorsWithoutCertificates',
      ],
    ]);
    expect(result.asked[0]?.[3]?.when).toEqual({
      questionId: 'ironclad-specialty:uses_subcontractors',
      answer: true,
    });
  });

  it('quotes umbrella over a three-policy schedule at the rating formula', async () => {
    const sub = submission({
      input: { industryCode: '611310', industryDescription: 'Private liberal arts college, 2,000 students' },
    });
    const result = await run('umbrella', sub);
    const quote = quoteOf(result);
    expect(quote.annualPremium).toBe(
      rateUmbrella({
        state: 'TX',
        naics: '611310',
        annualRevenue: 2_400_000,
        limit: 2_000_000,
        retention: 10_000,
        hasAutoUnderlying: true,
      }).total,
    );
    expect(quote).toMatchObject({ quoteType: 'bindable', limits: '2000000', deductible: '10000' });
    expect(ids(result)).toEqual([
      [
        'operations.hazardousMaterials',
        'ironclad-specialty:underlying_cancelled',
        'ironclad-specialty:underlying_cancellation_details',
      ],
    ]);
    const [filed] = await portalSubmissions(nameOf(sub));
    const coverage = filed?.data.coverage as Record<string, string>;
    expect([coverage.ul_line_1, coverage.ul_line_2, coverage.ul_line_3]).toEqual(['gl', 'auto', 'el']);
    expect(coverage.ul_limits_3).toBe('500000/500000/500000');
  });

  it('handles the second quote-page layout (a cyber indication when email has no MFA)', async () => {
    harness.sandbox.state.faults.set(IRONCLAD_ID, { layoutVersion: 2 });
    const sub = submission({
      cyber: { securityControls: { mfa: false, encryption: true, backups: true, endpointDetection: true } },
    });
    const quote = quoteOf(await run('cyber', sub));
    expect(quote).toMatchObject({
      quoteType: 'indication',
      annualPremium: cyberExpected({ remoteAccessMfa: false }),
      policyStartDate: sub.input.policyStartDate,
      limits: '1000000',
      deductible: '5000',
    });
    expect(quote.quoteNumber).toMatch(/^IXQ-CYB-\d+$/);
    expect(quote.policyExpirationDate).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(quote.quoteExpiresAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(quote.premiumBreakdown?.reduce((sum, b) => sum + b.amount, 0)).toBe(quote.annualPremium);
    expect(quote.documents).toHaveLength(1);
  });

  it('a retry of the same job reopens its own quote without filing again', async () => {
    const sub = submission();
    const first = await run('cyber', sub);
    expect(first.portalReference).toMatch(/^IX-\d+$/);
    const again = await run('cyber', sub, { attempt: 2, portalReference: first.portalReference });
    expect(again.steps).toEqual(['login', 'open-submission', 'quote']);
    expect(again.asked).toEqual([]);
    expect(quoteOf(again)).toMatchObject({
      quoteNumber: quoteOf(first).quoteNumber,
      annualPremium: quoteOf(first).annualPremium,
    });
    expect(await portalSubmissions(nameOf(sub))).toHaveLength(1);
  });

  it('quotes the same insured again with other limits and exposure: a new submission, its own premium', async () => {
    const gl = (limits: string, exposure: number) =>
      submission({
        input: {
          businessName: sameInsured,
          industryCode: '445110',
          industryDescription: 'Neighborhood grocery',
        },
        generalLiability: { claimsLastFiveYears: 0, limits, exposure, exposureBasis: 'payroll' },
      });
    const sameInsured = `Maple Street Grocery ${Math.random().toString(36).slice(2, 8)} LLC`;
    const expected = (limits: string, exposure: number) =>
      rateGl({
        state: 'TX',
        naics: '445110',
        exposureBasis: 'payroll',
        exposure,
        limits,
        deductible: 0,
        privateLabel: true,
      }).total;
    const first = quoteOf(await run('gl', gl('1000000/2000000', 650_000)));
    const second = quoteOf(await run('gl', gl('2000000/4000000', 1_300_000)));
    expect(second.quoteNumber).not.toBe(first.quoteNumber);
    expect(first).toMatchObject({
      limits: '1000000/2000000',
      annualPremium: expected('1000000/2000000', 650_000),
    });
    expect(second).toMatchObject({
      limits: '2000000/4000000',
      annualPremium: expected('2000000/4000000', 1_300_000),
    });
    expect(await portalSubmissions(sameInsured)).toHaveLength(2);
  });
});

describe('Ironclad Specialty playbook: quote pages that misreport', () => {
  const withFault = async (quotePage: 'other-insured' | 'other-limits' | 'bad-breakdown') => {
    harness.sandbox.state.faults.set(IRONCLAD_ID, { quotePage });
    return run('cyber', submission()).catch((e: unknown) => e);
  };

  it('fails quote_mismatch on another insured, other limits, a breakdown that does not add up', async () => {
    expect(await withFault('other-insured')).toMatchObject({
      errorType: 'quote_mismatch',
      message: expect.stringContaining('namedInsured: expected Pecan Street Software'),
    });
    expect(await withFault('other-limits')).toMatchObject({
      errorType: 'quote_mismatch',
      message: expect.stringContaining('limits: expected 1000000, seen 2000000'),
    });
    expect(await withFault('bad-breakdown')).toMatchObject({
      errorType: 'quote_mismatch',
      message: expect.stringContaining('premiumBreakdown'),
    });
  });

  it('returns an indication when the page does not say the quote is bindable', async () => {
    harness.sandbox.state.faults.set(IRONCLAD_ID, { quotePage: 'no-bindable-marker', layoutVersion: 2 });
    const quote = quoteOf(await run('cyber', submission()));
    expect(quote).toMatchObject({ quoteType: 'indication', annualPremium: cyberExpected() });
  });
});

describe('Ironclad Specialty playbook: other outcomes', () => {
  it('returns an appetite decline for a bank’s cyber, with the portal’s message', async () => {
    const result = await run('cyber', submission({ input: { industryCode: '522110' } }));
    expect(result.outcome).toEqual({
      kind: 'declined',
      appetite: true,
      message:
        'Depository institutions are written by our Financial Institutions desk, not through Ironclad Exchange.',
    });
    expect(result.asked).toEqual([]);
    expect(result.steps.at(-1)).toBe('outcome');
  });

  it('returns an underwriting decline for umbrella over hazardous materials', async () => {
    const result = await run('umbrella', submission(), {
      answers: { 'operations.hazardousMaterials': true },
    });
    expect(result.outcome).toEqual({
      kind: 'declined',
      appetite: false,
      message: 'Ironclad does not write umbrella over hazardous-materials exposures.',
    });
  });

  it('returns a referral for GL claims over $25,000, asking the details as a follow-up', async () => {
    const result = await run('gl', submission(), {
      answers: { 'ironclad-specialty:gl_claims_over_25k': true },
    });
    expect(result.outcome.kind).toBe('referred');
    expect(result.outcome.kind === 'referred' && result.outcome.message).toMatch(
      /^Referred to underwriter: /,
    );
    const details = result.asked[0]?.find((q) => q.id === 'ironclad-specialty:gl_claim_details');
    expect(details?.when).toEqual({ questionId: 'ironclad-specialty:gl_claims_over_25k', answer: true });
  });

  it('returns the portal’s refusal of an inception more than 60 days out as rejected data', async () => {
    const start = usToday(new Date()) + 75;
    const sub = submission({ input: { policyStartDate: formatUsDate(start) } });
    const result = await run('cyber', sub);
    expect(result.outcome.kind).toBe('rejected_data');
    expect(result.outcome.kind === 'rejected_data' && result.outcome.message).toMatch(
      /^Ironclad Exchange quotes no more than 60 days before inception\. Choose a date on or before \d{4}-\d{2}-\d{2}$/,
    );
    expect(await portalSubmissions(nameOf(sub))).toHaveLength(0);
  });
});

describe('Ironclad Specialty playbook: failures', () => {
  it('throws a transient portalUnavailable on a 503 and on the maintenance page', async () => {
    harness.sandbox.state.faults.set(IRONCLAD_ID, { failNext: 1 });
    const error = await run('cyber', submission()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AgentError);
    expect(error).toMatchObject({ errorType: 'portal_unavailable', transient: true });
    expect((error as Error).message).toContain('503');

    harness.sandbox.state.faults.set(IRONCLAD_ID, { maintenance: true });
    const maintenance = await run('cyber', submission()).catch((e: unknown) => e);
    expect(maintenance).toMatchObject({ errorType: 'portal_unavailable', transient: true });
    expect((maintenance as Error).message).toContain('scheduled maintenance');
  });

  it('throws sessionExpired mid-form; the retry continues the draft and files once', async () => {
    // Page views: dashboard, new, post, coverage, post, underwriting: the 7th (the underwriting
    // answers) lands on sign-in.
    harness.sandbox.state.faults.set(IRONCLAD_ID, { sessionExpiryAfterPages: 6 });
    const sub = submission();
    recorded = undefined;
    const error = await run('cyber', sub).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AgentError);
    expect(error).toMatchObject({ errorType: 'session_expired', transient: true });
    expect((error as Error).message).toContain('Your session timed out for security');
    expect(await portalSubmissions(nameOf(sub))).toMatchObject([{ status: 'draft' }]);

    harness.sandbox.state.faults.clear(IRONCLAD_ID);
    expect(recorded).toMatch(/^IX-\d+$/);
    const retry = await run('cyber', sub, { attempt: 1, portalReference: recorded });
    expect(retry.steps).toEqual(['login', 'open-submission', 'underwriting', 'review', 'quote']);
    expect(quoteOf(retry).annualPremium).toBe(cyberExpected());
    expect(await portalSubmissions(nameOf(sub))).toMatchObject([{ status: 'quoted' }]);
  });

  it('a later attempt holding no reference continues the one draft its earlier attempt filed', async () => {
    // The first attempt files the draft and dies; its reference never reaches the store (a worker
    // killed between the portal's save and our write), so the retry holds none.
    harness.sandbox.state.faults.set(IRONCLAD_ID, { sessionExpiryAfterPages: 6 });
    const sub = submission();
    await expect(run('cyber', sub)).rejects.toMatchObject({ errorType: 'session_expired' });
    harness.sandbox.state.faults.clear(IRONCLAD_ID);
    const [draft] = await portalSubmissions(nameOf(sub));
    expect(draft).toMatchObject({ status: 'draft' });
    // Found by its insured, the draft is not trusted: whatever its pages hold (here another revenue),
    // the retry fills every page again with this submission's values.
    const [stored] = harness.sandbox.state.submissions.search(IRONCLAD_ID, { applicantName: nameOf(sub) });
    const applicant = (stored!.data as { applicant: Record<string, string> }).applicant;
    applicant.revenue = String(Number(applicant.revenue) * 10);

    recorded = undefined;
    const retry = await run('cyber', sub, { attempt: 2 });
    expect(retry.steps).toEqual([
      'login',
      'find-draft',
      'open-submission',
      'applicant',
      'coverage',
      'underwriting',
      'review',
      'quote',
    ]);
    expect(recorded).toBe(draft!.id);
    expect(quoteOf(retry).annualPremium).toBe(cyberExpected());
    expect(await portalSubmissions(nameOf(sub))).toMatchObject([{ id: draft!.id, status: 'quoted' }]);
  });

  it('a later attempt files anew when the portal holds no draft of its own, and a new job never looks', async () => {
    const sub = submission();
    const retry = await run('cyber', sub, { attempt: 2 });
    expect(retry.steps.slice(0, 3)).toEqual(['login', 'find-draft', 'new-submission']);
    expect(quoteOf(retry).annualPremium).toBe(cyberExpected());
    // A new job for the same insured files its own submission, leaving the earlier one alone.
    const again = await run('cyber', sub);
    expect(again.steps.slice(0, 2)).toEqual(['login', 'new-submission']);
    expect(await portalSubmissions(nameOf(sub))).toHaveLength(2);
  });

  it('throws loginFailed with the portal’s message on a wrong password, never the password', async () => {
    const { page } = await harness.newPage();
    const wrong = 'Not-The-Password-42';
    const error = await runPlaybookDirectly({
      playbook: ironcladPlaybook,
      page,
      line: 'cyber',
      submission: submission(),
      portalUrl: origin,
      credential: { username: DEMO.username, password: wrong },
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({
      errorType: 'login_failed',
      transient: false,
      message: 'The user ID or password you entered is incorrect.',
    });
    expect((error as Error).message).not.toContain(wrong);
  });
});

describe('Ironclad playbook: sign-in only (Test login) and the lock-out', () => {
  it('accepts the demo login, refuses a wrong password, and recognises the lock-out', async () => {
    expect(await signInWith(harness, ironcladPlaybook, DEMO)).toBe('accepted');
    const second = ironcladPortal.accounts[1]!;
    const outcomes = await lockOut(harness, ironcladPlaybook, second.username);
    expect(outcomes[0]).toEqual({ rejected: 'The user ID or password you entered is incorrect.' });
    // The warning before it ("… will be locked after 1 more …") is a refusal, not the lock-out.
    expect(outcomes[3]).toEqual({ rejected: expect.stringMatching(/will be locked after 1 more/) });
    const locked = {
      locked:
        'This user ID is locked after 5 unsuccessful sign-in attempts. Try again in 15 minutes or call Producer Support at 1-888-555-0143.',
    };
    expect(outcomes[4]).toEqual(locked);
    const right = { username: second.username, password: second.password };
    expect(await signInWith(harness, ironcladPlaybook, right)).toEqual(locked);
  });
});

describe('Ironclad playbook: the e-mailed sign-in code', () => {
  const MAIL_LOGIN = ironcladPortal.accounts.find((a) => a.email)!;
  const mailCredential = { username: MAIL_LOGIN.username, password: MAIL_LOGIN.password };
  const SENT =
    'Ironclad Exchange: We e-mailed a 6-digit sign-in code to p•••@whitaker-insurance.example. It expires in 10 minutes.';

  /** The codes in the sandbox mailbox, newest first. */
  async function mailedCodes(): Promise<string[]> {
    const res = await fetch(`${harness.sandbox.url}/_sandbox/mail?carrierId=${IRONCLAD_ID}`);
    const { messages } = (await res.json()) as { messages: { text: string }[] };
    return messages.map((m) => /sign-in code is (\d{6})/.exec(m.text)?.[1] ?? '');
  }
  afterEach(() => harness.sandbox.state.mail.reset());

  const runOn = (page: Page, mfaCode: (prompt: string) => Promise<string>) =>
    runPlaybookDirectly({
      playbook: ironcladPlaybook,
      page,
      line: 'cyber',
      submission: submission(),
      portalUrl: origin,
      credential: { ...mailCredential },
      mfaCode,
      answers: async (questions) => answer(questions, PERSON),
    });

  it('asks for the code in the portal’s words, ticks "Trust this browser", and is not asked again', async () => {
    const { context, page } = await harness.newPage();
    page.setDefaultTimeout(15_000);
    const first = await runOn(page, async () => (await mailedCodes())[0]!);
    expect(first.mfaPrompts).toEqual([SENT]);
    expect(first.steps.slice(0, 3)).toEqual(['login', 'mfa', 'new-submission']);
    expect(quoteOf(first).annualPremium).toBe(cyberExpected());
    expect((await context.cookies()).map((c) => c.name)).toContain('ix_device');

    // The same browser: the password alone signs in.
    const again = await runOn(await context.newPage(), async () => {
      throw new Error('a trusted browser is not asked for a code');
    });
    expect(again.mfaPrompts).toEqual([]);
    expect(again.steps).toEqual(FULL_RUN);
    expect(await mailedCodes()).toHaveLength(1);
  });

  it('asks again, after requesting a new code, when the portal refuses one', async () => {
    const { page } = await harness.newPage();
    page.setDefaultTimeout(15_000);
    const typed: string[] = [];
    const result = await runOn(page, async () => {
      const newest = (await mailedCodes())[0]!;
      const code = typed.length === 0 ? String((Number(newest) + 1) % 1_000_000).padStart(6, '0') : newest;
      typed.push(code);
      return code;
    });
    expect(result.mfaPrompts).toHaveLength(2);
    expect(result.mfaPrompts[1]).toBe(
      'Ironclad Exchange: That code is incorrect or has expired. Check the newest e-mail from Ironclad Exchange and try again. A new code was requested. We e-mailed a 6-digit sign-in code to p•••@whitaker-insurance.example. It expires in 10 minutes.',
    );
    expect(await mailedCodes()).toHaveLength(2);
    expect(result.outcome.kind).toBe('quoted');
  });

  it('fails loginFailed with the portal’s words after three refused codes', async () => {
    const { page } = await harness.newPage();
    page.setDefaultTimeout(15_000);
    const error = await runOn(page, async () => '000000').catch((e: unknown) => e);
    expect(error).toMatchObject({
      errorType: 'login_failed',
      message: expect.stringMatching(/^That code is incorrect or has expired/),
    });
    expect(await mailedCodes()).toHaveLength(3);
  });

  it('Test login takes the code page as accepted, asking nobody', async () => {
    expect(await signInWith(harness, ironcladPlaybook, mailCredential)).toBe('accepted');
    expect(await mailedCodes()).toHaveLength(1);
  });
});
