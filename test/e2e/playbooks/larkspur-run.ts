// Running Larkspur Mutual's definition in real Chromium against Quote Studio, for the playbook tests
// (larkspur-mutual.test.ts: quotes and outcomes; larkspur-mutual-sessions.test.ts: sign-in, retries and
// a portal that changed): the sandbox harness per test file, the person's answers, a Denver store.
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { type PortalHarness, startPortalHarness } from '../../../sandbox/testing.ts';
import { playbookFor } from '../../../src/agents/carriers/index.ts';
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
import type { Line } from '../../../src/domain/lines.ts';
import type { CreateQuoteRequest } from '../../../src/domain/quote-request/model/create-body.ts';
import type { Submission } from '../../../src/domain/quote-request/model/submission.ts';
import { validCreateBody } from '../../fixtures/quote-request.ts';

export const ID = 'larkspur-mutual';
export const carrier = builtInCarrier(ID);
/** What the registry answers for Larkspur: the playbook built from its definition. */
export const playbook = playbookFor(ID, carrier)!;

const ANSWERS: Record<string, Answer> = {
  'history.lossesPast3Years': 'None',
  'history.priorCancellation': false,
};

export const answering =
  (overrides: Record<string, Answer> = {}) =>
  async (questions: UnderwritingQuestion[]) =>
    Object.fromEntries(
      questions.map((q) => {
        const answer = overrides[q.id] ?? ANSWERS[q.id];
        if (answer === undefined) throw new Error(`unexpected question ${q.id}: ${q.text}`);
        return [q.id, answer];
      }),
    );

export async function failure(promise: Promise<unknown>): Promise<AgentError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AgentError);
  return error as AgentError;
}

export function quoteOf(outcome: PlaybookOutcome): QuoteExtract {
  if (outcome.kind !== 'quoted') throw new Error(`expected a quote, got ${JSON.stringify(outcome)}`);
  return outcome.quote;
}

export const coverageYear = (body: CreateQuoteRequest) => Number(body.input.policyStartDate.slice(6, 10));

/** A retail store in Denver: GL class 10100 on $850,000 of sales, and a BOP of its contents. */
export function denverStore(
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

/** The sandbox for one test file, and a run of a Larkspur job on it (through the runtime's verify step). */
export function useQuoteStudio() {
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

  /** The portal's submissions of an insured, as the sandbox holds them. */
  async function stored(applicant: string) {
    const response = await fetch(`${harness.sandbox.url}/_sandbox/submissions?carrierId=${ID}`);
    const { submissions } = (await response.json()) as {
      submissions: { id: string; applicantName: string; status: string }[];
    };
    return submissions.filter((s) => s.applicantName === applicant);
  }

  return {
    run,
    stored,
    get harness() {
      return harness;
    },
    get demo() {
      return demo;
    },
  };
}
