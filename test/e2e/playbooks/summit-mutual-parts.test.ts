// Summit Mutual's definition with a full submission (decision 0035) in real Chromium: the two-location
// bakery of bakery.ts (Summit writes Texas) on AgentLink's BOP "Additional Premises" (the second shop a
// row, rated in its own state) and CGL "Schedule of Additional Locations" and "Loss History" (the second
// shop's exposure rated, the loss of last year surcharged), each premium the formula for the whole
// submission. What a row lacks is asked as missing information by its control, never guessed. The
// submission is read as a job reads it (withDerivedFields, runs/execute-job.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SummitDraft } from '../../../sandbox/portals/summit/types.ts';
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
import { summitBakeryBop, summitBakeryGl } from '../../fixtures/bakery-summit-mutual.ts';
import { expectAskedAlone, runParts } from './parts-run.ts';

const ID = 'summit-mutual';
const playbook = playbookFor(ID, builtInCarrier(ID))!;
let harness: PortalHarness;
let demo: PortalCredential;

beforeAll(async () => {
  harness = await startPortalHarness();
  demo = harness.sandbox.portals.find((p) => p.id === ID)!.accounts[0]!;
});
afterAll(async () => harness?.close());

/** The person's answers to AgentLink's underwriting questions (none is about the new parts). */
const ANSWERS: Record<string, Answer> = {
  'operations.alcoholSales': false,
  'history.lossesPast3Years': 'None',
  'history.priorCancellation': false,
  'summit-mutual:prior_cancellation_explanation': '',
  'summit-mutual:other_tenants': false,
  'gl.usesSubcontractors': false,
};

/** The Texas bakery as a job reads it (the claim count left to the loss rows). */
function bakery(edit: (body: ReturnType<typeof bakeryBody>) => void = () => {}): Submission {
  const now = new Date();
  const body = bakeryBody(now);
  body.carrierIds = [ID];
  body.input = {
    ...body.input,
    businessName: `Hill Country Bakehouse ${Math.random().toString(36).slice(2, 8)} LLC`,
  };
  delete body.generalLiability!.claimsLastFiveYears;
  edit(body);
  expect(checkSubmission(body, now)).toEqual({});
  return withDerivedFields(body as Submission, usToday(now));
}

/** Runs the line; questions the submission cannot answer are answered by id, else by their text. */
function run(line: 'bop' | 'gl', submission: Submission, byText: Record<string, Answer> = {}) {
  return runParts(
    { harness, playbook, credential: demo, known: ANSWERS, texted: true },
    line,
    submission,
    byText,
  );
}

const stored = (result: PlaybookRun) =>
  harness.sandbox.state.submissions.list(ID).find((s) => s.id === result.portalReference)!
    .data as unknown as SummitDraft;

describe('Summit Mutual definition: Additional Premises (BOP)', () => {
  it('files the second shop as a row and is quoted at the formula for both locations', async () => {
    const sub = bakery();
    const result = await run('bop', sub);
    const expected = summitBakeryBop(sub);
    expect(result.outcome).toMatchObject({ kind: 'quoted', quote: { annualPremium: expected.total } });
    expect(result.reasons).not.toContain('missing_information');
    expect(expected.total).toBeGreaterThan(summitBakeryBop(sub, { mainOnly: true }).total);
    expect(stored(result).building).toMatchObject({
      interest: 'owner',
      buildingLimit: 640_000,
      bppLimit: 150_000,
      construction: '4',
      others: [
        {
          street: '820 Water St',
          city: 'Kerrville',
          state: 'TX',
          zip: '78028',
          interest: 'tenant',
          bppLimit: 80_000,
          construction: '2',
          yearBuilt: 1985,
          squareFeet: 1400,
          sprinklered: true,
        },
      ],
    });
  });

  it("asks what the second shop's row lacks as missing information by its control, then quotes", async () => {
    const sub = bakery((body) => {
      delete body.locations![1]!.buildings![0]!.yearBuilt;
    });
    const text = 'Premises 1 Yr Built';
    const result = await run('bop', sub, { [text]: '1985' });
    expectAskedAlone(result, text);
    expect(result.outcome).toMatchObject({
      kind: 'quoted',
      quote: { annualPremium: summitBakeryBop(sub).total },
    });
  });
});

describe('Summit Mutual definition: Additional Locations and Loss History (CGL)', () => {
  it("files the second shop's class and the loss of last year, quoted at the formula for the whole submission", async () => {
    const sub = bakery();
    const result = await run('gl', sub);
    const expected = summitBakeryGl(sub);
    expect(result.outcome).toMatchObject({ kind: 'quoted', quote: { annualPremium: expected } });
    expect(result.reasons).not.toContain('missing_information');
    expect(expected).toBeGreaterThan(summitBakeryGl(sub, { mainOnly: true }));
    const loss = sub.lossHistory![0]!;
    expect(stored(result).exposure).toMatchObject({
      classCode: '10113',
      exposure: 780_000,
      locations: [
        {
          street: '820 Water St',
          city: 'Kerrville',
          state: 'TX',
          zip: '78028',
          classCode: '10113',
          exposure: 370_000,
        },
      ],
      losses: [{ date: loss.dateOfLoss, type: 'Bodily Injury', paid: 8200, reserved: 0, open: false }],
    });
  });

  it('quotes a one-location request with no loss as before: the grids stay empty', async () => {
    const sub = bakery((body) => {
      body.locations = [body.locations![0]!];
      body.input.propertyValue = 150_000;
      delete body.generalLiability!.locationClassCodes;
      body.workersComp!.classCodes = [body.workersComp!.classCodes[0]!];
      body.additionalInterests = [body.additionalInterests![0]!];
      delete body.lossHistory;
      body.lossFreeYears = { wc: 5, bop: 5, gl: 5 };
    });
    const result = await run('gl', sub);
    expect(result.outcome).toMatchObject({
      kind: 'quoted',
      quote: { annualPremium: summitBakeryGl(sub, { mainOnly: true }) },
    });
    expect(stored(result).exposure!.locations).toBeUndefined();
    expect(stored(result).exposure!.losses).toBeUndefined();
  });
});
