// Bluebonnet General's definition with a full submission (decision 0035) in real Chromium: the
// fixture's two-location Texas bakery on AgentDesk's BOP "Additional Premises" (the Kerrville shop a
// row, rated at its own ZIP as the formula rates it; Fredericksburg the Business Location's premises).
// What a row lacks is asked as missing information by its control, never guessed. The submission is
// read as a job reads it (withDerivedFields, runs/execute-job.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PortalHarness, startPortalHarness } from '../../../sandbox/testing.ts';
import { playbookFor } from '../../../src/agents/carriers/index.ts';
import type { Answer, PortalCredential } from '../../../src/agents/playbook.ts';
import type { PlaybookRun } from '../../../src/agents/testing.ts';
import { builtInCarrier } from '../../../src/carrier-definitions/built-in.ts';
import { checkSubmission } from '../../../src/domain/quote-request/check-submission.ts';
import { usToday } from '../../../src/domain/quote-request/dates.ts';
import { withDerivedFields } from '../../../src/domain/quote-request/derive-flat-fields.ts';
import type { Submission } from '../../../src/domain/quote-request/model/submission.ts';
import { bakeryBody } from '../../fixtures/bakery.ts';
import { bluebonnetBakeryBop } from '../../fixtures/bakery-bluebonnet.ts';
import { expectAskedAlone, runParts } from './parts-run.ts';

const ID = 'bluebonnet';
const playbook = playbookFor(ID, builtInCarrier(ID))!;
let harness: PortalHarness;
let demo: PortalCredential;

beforeAll(async () => {
  harness = await startPortalHarness();
  demo = harness.sandbox.portals.find((p) => p.id === ID)!.accounts[0]!;
});
afterAll(async () => harness?.close());

/** The person's answers to AgentDesk's underwriting questions (the GL loss of last year is one loss). */
const ANSWERS: Record<string, Answer> = {
  'history.lossesPast3Years': '1',
  'operations.alcoholSales': false,
  'bluebonnet:unrepaired_damage': false,
  'bluebonnet:other_operations': 'A second retail shop in Kerrville.',
};

/** The Texas bakery as a job reads it, under a name of its own. */
function bakery(edit: (body: ReturnType<typeof bakeryBody>) => void = () => {}): Submission {
  const now = new Date();
  const body = bakeryBody(now);
  body.carrierIds = [ID];
  body.input = {
    ...body.input,
    businessName: `Hill Country Bakehouse ${Math.random().toString(36).slice(2, 8)} LLC`,
  };
  edit(body);
  expect(checkSubmission(body, now)).toEqual({});
  return withDerivedFields(body as Submission, usToday(now));
}

/** Runs BOP; questions the submission cannot answer are answered by id, else by their text. */
function run(submission: Submission, byText: Record<string, Answer> = {}) {
  return runParts({ harness, playbook, credential: demo, known: ANSWERS }, 'bop', submission, byText);
}

const stored = (result: PlaybookRun) =>
  harness.sandbox.state.submissions.list(ID).find((s) => s.id === result.portalReference)!.data as Record<
    string,
    string
  >;

describe('Bluebonnet definition: Additional Premises (BOP)', () => {
  it('files the Kerrville shop as a row and is quoted at the formula for both locations', async () => {
    const sub = bakery();
    const result = await run(sub);
    const expected = bluebonnetBakeryBop(sub);
    expect(result.outcome).toMatchObject({
      kind: 'quoted',
      quote: { annualPremium: expected.annualPremium },
    });
    expect(result.reasons).not.toContain('missing_information');
    // The second shop is what the premium adds; the Business Location holds Fredericksburg's values only.
    expect(expected.annualPremium).toBeGreaterThan(
      bluebonnetBakeryBop(sub, { mainOnly: true }).annualPremium,
    );
    expect(stored(result)).toMatchObject({
      prop_tiv: '790000',
      prop_construction: 'masonry_non_combustible',
      prem_count: '1',
      prem_0_street: '820 Water St',
      prem_0_zip: '78028',
      prem_0_interest: 'tenant',
      prem_0_construction: 'joisted_masonry',
      prem_0_year_built: '1985',
      prem_0_sq_ft: '1400',
      prem_0_sprinklered: 'Y',
      prem_0_contents: '80000',
    });
  });

  it('asks what the Kerrville row lacks as missing information by its control, then quotes', async () => {
    const sub = bakery((body) => {
      delete body.locations![1]!.buildings![0]!.yearBuilt;
    });
    const text = 'Additional Premises 1 Year of Construction';
    const result = await run(sub, { [text]: '1985' });
    expectAskedAlone(result, text);
    expect(result.outcome).toMatchObject({
      kind: 'quoted',
      quote: { annualPremium: bluebonnetBakeryBop(sub).annualPremium },
    });
    expect(stored(result).prem_0_year_built).toBe('1985');
  });

  it('quotes a one-location request with the row left empty: the Business Location holds its one building', async () => {
    const sub = bakery((body) => {
      body.locations = [body.locations![0]!];
      body.input.propertyValue = 150_000;
      delete body.generalLiability!.locationClassCodes;
      body.workersComp!.classCodes = [body.workersComp!.classCodes[0]!];
      body.additionalInterests = [body.additionalInterests![0]!];
    });
    const result = await run(sub);
    expect(result.outcome).toMatchObject({
      kind: 'quoted',
      quote: { annualPremium: bluebonnetBakeryBop(sub, { mainOnly: true }).annualPremium },
    });
    expect(stored(result).prem_0_street ?? '').toBe('');
  });
});
