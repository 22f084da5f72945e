// Larkspur Mutual quoted from its definition alone (carriers/larkspur-mutual.yaml, decision 0034), in
// real Chromium against Quote Studio: a GL and a BOP bindable quote at the portal's documented formula
// (each through the runtime's verify step, which runPlaybookDirectly runs), an indication, a referral, declines for appetite and underwriting,
// the authenticator code with the device remembered, a kept session, a retry continuing its own
// recorded submission and a later attempt finding the draft it did not record, layout 2, requirements
// the definition does not know asked of a person, and a screen it does not know failing the wizard's
// usual way.
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { rateBop, rateGl } from '../../../sandbox/portals/larkspur/rating.ts';
import { type PortalHarness, startPortalHarness } from '../../../sandbox/testing.ts';
import { playbookFor } from '../../../src/agents/carriers/index.ts';
import { definedPlaybook } from '../../../src/agents/definition/playbook.ts';
import { AgentError } from '../../../src/agents/errors.ts';
import type {
  Answer,
  Playbook,
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
import { builtInCarrier } from '../../../src/carrier-definitions/built-in.ts';
import type { FlowDefinition } from '../../../src/domain/carrier-definition/flow-problems.ts';
import type { Line } from '../../../src/domain/lines.ts';
import type { CreateQuoteRequest } from '../../../src/domain/quote-request/model/create-body.ts';
import type { Submission } from '../../../src/domain/quote-request/model/submission.ts';
import { validCreateBody } from '../../fixtures/quote-request.ts';
import { signInWith } from './sign-in.ts';

const ID = 'larkspur-mutual';
const carrier = builtInCarrier(ID);
const playbook = playbookFor(ID, carrier)!;
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

const ANSWERS: Record<string, Answer> = {
  'history.lossesPast3Years': 'None',
  'history.priorCancellation': false,
};

const answering =
  (overrides: Record<string, Answer> = {}) =>
  async (questions: UnderwritingQuestion[]) =>
    Object.fromEntries(
      questions.map((q) => {
        const answer = overrides[q.id] ?? ANSWERS[q.id];
        if (answer === undefined) throw new Error(`unexpected question ${q.id}: ${q.text}`);
        return [q.id, answer];
      }),
    );

/** A retail store in Denver: GL class 10100 on $850,000 of sales, and a BOP of its contents. */
function denverStore(
  name: string,
  overrides: Parameters<typeof validCreateBody>[0] = {},
): CreateQuoteRequest {
  return validCreateBody({
    carrierIds: [ID],
    linesRequested: ['gl', 'bop'],
    ...overrides,
    input: {
      businessName: name,
      dba: undefined,
      industryCode: '448140',
      industryDescription: 'Family clothing store',
      yearEstablished: 2012,
      streetAddress: '1600 Champa St',
      city: 'Denver',
      state: 'CO',
      zipCode: '80202',
      annualRevenue: 600_000,
      bopCoverageLimit: '1000000/2000000',
      deductible: '1000',
      propertyValue: 150_000,
      ...overrides.input,
    },
    generalLiability: {
      classCode: '10100',
      exposureBasis: 'sales',
      exposure: 850_000,
      limits: '1000000/2000000',
      ...overrides.generalLiability,
    },
    businessOwners: {
      constructionType: 'masonry_non_combustible',
      yearBuilt: 1998,
      sprinklered: true,
      buildingOwned: false,
      ...overrides.businessOwners,
    },
  });
}

async function run(
  line: Line,
  body: CreateQuoteRequest,
  options: Partial<PlaybookRunOptions> & { page?: Page; using?: Playbook } = {},
): Promise<PlaybookRun> {
  const page = options.page ?? (await harness.newPage()).page;
  page.setDefaultTimeout(15_000);
  const result = await runPlaybookDirectly({
    playbook: options.using ?? playbook,
    page,
    line,
    submission: body as Submission,
    portalUrl: origin,
    credential: demo,
    answers: answering(),
    ...options,
  });
  expect(JSON.stringify({ steps: result.steps, outcome: result.outcome })).not.toContain(demo.password);
  return result;
}

async function failure(promise: Promise<unknown>): Promise<AgentError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AgentError);
  return error as AgentError;
}

function quoteOf(outcome: PlaybookOutcome): QuoteExtract {
  if (outcome.kind !== 'quoted') throw new Error(`expected a quote, got ${JSON.stringify(outcome)}`);
  return outcome.quote;
}

async function stored(applicant: string) {
  const response = await fetch(`${harness.sandbox.url}/_sandbox/submissions?carrierId=${ID}`);
  const { submissions } = (await response.json()) as {
    submissions: { id: string; applicantName: string; status: string }[];
  };
  return submissions.filter((s) => s.applicantName === applicant);
}

const coverageYear = (body: CreateQuoteRequest) => Number(body.input.policyStartDate.slice(6, 10));

describe('Larkspur Mutual from its definition: quotes at the documented formula', () => {
  it('is the playbook the registry builds from the definition, on its two lines', () => {
    expect(playbook.carrierId).toBe(ID);
    expect(playbook.lines).toEqual(['gl', 'bop']);
    expect(carrier.definition?.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('quotes GL bindable, signing in with the authenticator code, with its letter', async () => {
    const body = denverStore('Champa Street Outfitters LLC');
    const result = await run('gl', body);
    const quote = quoteOf(result.outcome);
    const expected = rateGl({
      state: 'CO',
      classCode: '10100',
      grossSales: 850_000,
      payroll: 980_000,
      limits: '1000000/2000000',
      deductible: '0',
      yearsInBusiness: coverageYear(body) - 2012,
    });
    // 850 × 0.85 × 1.00 × 1.00 × 1.05 × 0.93 = $706, plus the $75 fee.
    expect(quote.annualPremium).toBe(expected.annualPremium);
    expect(quote.annualPremium).toBe(781);
    expect(quote).toMatchObject({
      quoteType: 'bindable',
      namedInsured: 'Champa Street Outfitters LLC',
      limits: '1000000/2000000',
      policyStartDate: body.input.policyStartDate,
      premiumBreakdown: [
        { label: 'General liability', amount: 706 },
        { label: 'Policy fee', amount: 75 },
      ],
    });
    expect(quote.quoteNumber).toMatch(/^LMQ-GL-\d{6}$/);
    expect(result.portalReference).toMatch(/^LK-\d{6}$/);
    expect(result.steps.slice(0, 3)).toEqual(['login', 'mfa', 'new-submission']);
    expect(result.steps).toEqual(
      expect.arrayContaining(['business', 'location', 'liability', 'eligibility', 'review', 'quote']),
    );
    expect(result.documents.map((d) => d.name)).toEqual(['larkspur-quote-letter.html']);
    expect(result.documents[0]!.data.toString()).toContain(quote.quoteNumber);
  });

  it('quotes BOP bindable at the formula, the closest offered terms filed', async () => {
    const body = denverStore('Champa Street Home Goods LLC', { input: { deductible: '750' } });
    const result = await run('bop', body);
    const quote = quoteOf(result.outcome);
    const expected = rateBop({
      state: 'CO',
      classCode: 'R-100',
      grossSales: 600_000,
      buildingLimit: 0,
      contentsLimit: 150_000,
      construction: 'masonry_noncombustible',
      sprinklered: true,
      limits: '1000000/2000000',
      deductible: '500',
    });
    expect(quote.annualPremium).toBe(expected.annualPremium);
    expect(quote).toMatchObject({ quoteType: 'bindable', deductible: '500', limits: '1000000/2000000' });
    // The runtime's verify step passed (runPlaybookDirectly runs it): the $500 quoted against the $750
    // asked is what the definition's `filed` says was filed, never less cover or more out of pocket.
  });

  it('returns an indication for a business under three years old', async () => {
    const body = denverStore('Champa Street Startup LLC');
    const result = await run('gl', {
      ...body,
      input: { ...body.input, yearEstablished: coverageYear(body) - 1 },
    });
    const quote = quoteOf(result.outcome);
    expect(quote.quoteType).toBe('indication');
    expect(quote.bindableMarker).toBeUndefined();
    expect(quote.annualPremium).toBe(
      rateGl({
        state: 'CO',
        classCode: '10100',
        grossSales: 850_000,
        payroll: 980_000,
        limits: '1000000/2000000',
        deductible: '0',
        yearsInBusiness: 1,
      }).annualPremium,
    );
  });
});

describe('Larkspur Mutual from its definition: referrals and declines', () => {
  it('refers two losses, in the portal’s words', async () => {
    const result = await run('gl', denverStore('Champa Street Two Losses LLC'), {
      answers: answering({ 'history.lossesPast3Years': '2' }),
    });
    expect(result.outcome).toMatchObject({ kind: 'referred' });
    expect((result.outcome as { message: string }).message).toMatch(
      /^Referred to a Larkspur underwriter: two losses/,
    );
  });

  it('declines roofing for appetite', async () => {
    const body = denverStore('Champa Street Roofing LLC', {
      generalLiability: { classCode: '91560', exposureBasis: 'payroll', exposure: 400_000 },
    });
    const result = await run('gl', body);
    expect(result.outcome).toEqual({
      kind: 'declined',
      appetite: true,
      message: 'Larkspur Mutual does not write roofing operations.',
    });
  });

  it('declines a business cancelled by its insurer for underwriting', async () => {
    const result = await run('bop', denverStore('Champa Street Cancelled LLC'), {
      answers: answering({ 'history.priorCancellation': true }),
    });
    expect(result.outcome).toMatchObject({ kind: 'declined', appetite: false });
  });
});

describe('Larkspur Mutual from its definition: sign-in and sessions', () => {
  it('remembers the device: the next sign-in from that browser asks no code; a kept session signs in not at all', async () => {
    const { page } = await harness.newPage();
    const first = await run('gl', denverStore('Champa Street Device One LLC'), { page });
    expect(first.steps).toContain('mfa');
    await page.context().clearCookies({ name: 'LKS_SESSION' });
    const second = await run('gl', denverStore('Champa Street Device Two LLC'), { page });
    expect(second.steps).toContain('login');
    expect(second.steps).not.toContain('mfa');
    quoteOf(second.outcome);
    const kept = await run('gl', denverStore('Champa Street Device Three LLC'), { page, keptSession: true });
    expect(kept.signIns).toEqual(['reused']);
    expect(kept.steps).not.toContain('login');
    quoteOf(kept.outcome);
  });

  it('answers a sign-in check: accepted, refused, and locked in the portal’s words', async () => {
    expect(await signInWith(harness, playbook, demo)).toBe('accepted');
    const refused = await signInWith(harness, playbook, { username: 'demo.agency', password: 'Wrong#1' });
    expect(refused).toEqual({ rejected: expect.stringMatching(/don’t match our records/) });
    for (let i = 0; i < 4; i += 1)
      await signInWith(harness, playbook, { username: 'second.producer', password: 'x' });
    expect(await signInWith(harness, playbook, { username: 'second.producer', password: 'x' })).toEqual({
      locked: expect.stringMatching(/locked after too many attempts/),
    });
  });
});

describe('Larkspur Mutual from its definition: retries', () => {
  it('a retry continues the submission whose reference it recorded, filing nothing twice', async () => {
    const name = 'Champa Street Retry LLC';
    const body = denverStore(name);
    harness.sandbox.state.faults.set(ID, { sessionExpiryAfterPages: 4 });
    let recorded: string | undefined;
    const error = await failure(run('gl', body, { onPortalReference: (r) => (recorded = r) }));
    expect(error.errorType).toBe('session_expired');
    expect(recorded).toMatch(/^LK-\d{6}$/);
    harness.sandbox.state.faults.clear(ID);
    const retry = await run('gl', body, { portalReference: recorded, attempt: 1 });
    expect(retry.steps).toContain('open-submission');
    expect(retry.steps).not.toContain('new-submission');
    quoteOf(retry.outcome);
    expect((await stored(name)).map((s) => s.id)).toEqual([recorded]);
  });

  it('a later attempt holding no reference finds the draft its earlier one filed', async () => {
    const name = 'Champa Street Orphan LLC';
    const body = denverStore(name);
    harness.sandbox.state.faults.set(ID, { sessionExpiryAfterPages: 5 });
    await failure(run('gl', body));
    harness.sandbox.state.faults.clear(ID);
    const [draft] = await stored(name);
    expect(draft?.status).toBe('draft');
    const later = await run('gl', body, { attempt: 2 });
    expect(later.steps).toContain('find-draft');
    expect(later.portalReference).toBe(draft!.id);
    quoteOf(later.outcome);
    expect(await stored(name)).toHaveLength(1);
  });
});

describe('Larkspur Mutual from its definition: a portal that changed', () => {
  it('quotes on layout 2 (limits as a drop-down, the rail across the top)', async () => {
    harness.sandbox.state.faults.set(ID, { layoutVersion: 2 });
    const quote = quoteOf((await run('gl', denverStore('Champa Street Layout Two LLC'))).outcome);
    expect(quote.annualPremium).toBe(781);
  });

  it('asks a person for what the portal newly requires, then quotes', async () => {
    harness.sandbox.state.faults.set(ID, { newRequirements: true });
    const result = await run('gl', denverStore('Champa Street New Rules LLC'), {
      answers: answering({
        'operations.ownerYearsExperience': '12',
        'operations.writtenSafetyProgram': true,
      }),
    });
    const asked = result.asked.flat().map((q) => q.id);
    expect(asked).toEqual(
      expect.arrayContaining(['operations.ownerYearsExperience', 'operations.writtenSafetyProgram']),
    );
    expect(result.reasons).toContain('missing_information');
    expect(quoteOf(result.outcome).annualPremium).toBe(781);
  });

  it('fails portal_changed on a screen its definition does not know (the wizard’s usual path)', async () => {
    const definition = structuredClone(carrier.flow!) as FlowDefinition;
    definition.wizard.lines.gl = ['business', 'liability', 'eligibility', 'review'];
    delete definition.wizard.screens.location;
    const error = await failure(
      run('gl', denverStore('Champa Street Unknown Page LLC'), { using: definedPlaybook(definition) }),
    );
    expect(error.errorType).toBe('portal_changed');
    expect(error.message).toMatch(/Unexpected page "Where the business operates"/);
  });
});
