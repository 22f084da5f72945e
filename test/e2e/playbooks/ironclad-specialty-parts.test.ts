// Ironclad Specialty's definition with a full submission (decision 0035) in real Chromium: the Texas
// bakery of the fixture on Ironclad Exchange's GL Coverage step, the second shop a row of its schedule
// of locations (rated at its own state) and last year's loss a row of its loss history (a surcharge),
// quoted at the formula for the whole submission. What a row lacks is asked as missing information by
// its control, never guessed. The submission is read as a job reads it (withDerivedFields).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IroncladData } from '../../../sandbox/portals/ironclad/drafts.ts';
import { IRONCLAD_ID, ironcladPortal } from '../../../sandbox/portals/ironclad/index.ts';
import { type PortalHarness, startPortalHarness } from '../../../sandbox/testing.ts';
import { playbookFor } from '../../../src/agents/carriers/index.ts';
import type { Answer } from '../../../src/agents/playbook.ts';
import type { PlaybookRun } from '../../../src/agents/testing.ts';
import { builtInCarrier } from '../../../src/carrier-definitions/built-in.ts';
import { checkSubmission } from '../../../src/domain/quote-request/check-submission.ts';
import { usToday } from '../../../src/domain/quote-request/dates.ts';
import { withDerivedFields } from '../../../src/domain/quote-request/derive-flat-fields.ts';
import type { Submission } from '../../../src/domain/quote-request/model/submission.ts';
import { bakeryBody } from '../../fixtures/bakery.ts';
import { ironcladBakeryGl } from '../../fixtures/bakery-ironclad-specialty.ts';
import { expectAskedAlone, runParts } from './parts-run.ts';

const playbook = playbookFor(IRONCLAD_ID, builtInCarrier(IRONCLAD_ID))!;
const demo = ironcladPortal.accounts[0]!;
let harness: PortalHarness;

beforeAll(async () => {
  harness = await startPortalHarness({ portals: [ironcladPortal] });
});
afterAll(async () => harness?.close());

/** The person's answers to Exchange's GL questions (none is about the parts), follow-ups included. */
const ANSWERS: Record<string, Answer> = {
  'products.ownLabel': false,
  'ironclad-specialty:private_label_products': 'None: every product is sold under the shop name.',
  'ironclad-specialty:uses_subcontractors': false,
  'gl.subcontractorsWithoutCertificates': false,
  'ironclad-specialty:gl_claims_over_25k': false,
  'ironclad-specialty:gl_claim_details': 'One slip and fall last year, $8,200 paid, closed.',
};

/** The Texas bakery as a job reads it, under a name no other test uses. */
function bakery(edit: (body: ReturnType<typeof bakeryBody>) => void = () => {}): Submission {
  const now = new Date();
  const body = bakeryBody(now);
  body.input = {
    ...body.input,
    businessName: `Hill Country Bakehouse ${Math.random().toString(36).slice(2, 8)} LLC`,
  };
  edit(body);
  expect(checkSubmission(body, now)).toEqual({});
  return withDerivedFields(body as Submission, usToday(now));
}

function run(submission: Submission, byText: Record<string, Answer> = {}) {
  return runParts({ harness, playbook, credential: demo, known: ANSWERS }, 'gl', submission, byText);
}

const coverage = (result: PlaybookRun) =>
  (
    harness.sandbox.state.submissions.list(IRONCLAD_ID).find((s) => s.id === result.portalReference)!
      .data as unknown as IroncladData
  ).coverage!;

describe('Ironclad Specialty definition: schedule of locations and loss history (GL)', () => {
  it('files the second shop and the loss as rows and is quoted at the formula for the whole submission', async () => {
    const sub = bakery();
    const result = await run(sub);
    const expected = ironcladBakeryGl(sub);
    expect(result.outcome).toMatchObject({ kind: 'quoted', quote: { annualPremium: expected.premium } });
    expect(result.reasons).not.toContain('missing_information');
    // The second shop and the loss are what the premium adds to the one-location premium.
    expect(expected.premium).toBeGreaterThan(ironcladBakeryGl(sub, { mainOnly: true }).premium);
    expect(expected.premium).toBeGreaterThan(ironcladBakeryGl(sub, { withoutLosses: true }).premium);
    const loss = sub.lossHistory![0]!;
    const [month, day, year] = loss.dateOfLoss.split('/');
    expect(coverage(result)).toMatchObject({
      gl_class: '10113',
      exposure: '780000',
      loc_street_1: '820 Water St',
      loc_city_1: 'Kerrville',
      loc_state_1: 'TX',
      loc_zip_1: '78028',
      loc_class_1: '10113',
      loc_basis_1: 'sales',
      loc_exposure_1: '370000',
      loc_interest_1: 'leased',
      loc_area_1: '1400',
      loss_rows: '1',
      loss_date_1: `${year}-${month}-${day}`,
      loss_description_1: 'Slip and fall: Customer slipped on a wet floor at the counter.',
      loss_status_1: 'closed',
      loss_paid_1: '8200',
      loss_reserved_1: '0',
    });
  });

  it("asks the second shop's area the request leaves out as missing information by its control", async () => {
    const sub = bakery((body) => {
      delete body.locations![1]!.areaOccupied;
    });
    const text = 'Area occupied (square feet) (additional location 1)';
    const result = await run(sub, { [text]: '1400' });
    expectAskedAlone(result, text);
    expect(result.outcome).toMatchObject({
      kind: 'quoted',
      quote: { annualPremium: ironcladBakeryGl(sub).premium },
    });
    expect(coverage(result).loc_area_1).toBe('1400');
  });

  it("asks a listed loss's status the request leaves out by the loss's place, then rates it as told", async () => {
    const sub = bakery((body) => {
      delete body.lossHistory![0]!.status;
    });
    const loss = sub.lossHistory![0]!;
    const text = `Loss of ${loss.dateOfLoss} (${loss.description}): Open or closed`;
    const result = await run(sub, { [text]: 'Closed' });
    expectAskedAlone(result, text);
    const closed = structuredClone(sub);
    closed.lossHistory![0]!.status = 'closed';
    expect(result.outcome).toMatchObject({
      kind: 'quoted',
      quote: { annualPremium: ironcladBakeryGl(closed).premium },
    });
    expect(coverage(result).loss_status_1).toBe('closed');
  });

  it('quotes a one-location request without losses as before: no row filled', async () => {
    const sub = bakery((body) => {
      body.locations = [body.locations![0]!];
      delete body.generalLiability!.locationClassCodes;
      body.workersComp!.classCodes = [body.workersComp!.classCodes[0]!];
      body.additionalInterests = [body.additionalInterests![0]!];
      delete body.lossHistory;
      body.generalLiability!.claimsLastFiveYears = 0;
    });
    const result = await run(sub);
    const expected = ironcladBakeryGl(sub, { mainOnly: true, withoutLosses: true });
    expect(result.outcome).toMatchObject({ kind: 'quoted', quote: { annualPremium: expected.premium } });
    expect(coverage(result)).toMatchObject({ loc_street_1: '', loss_rows: '0' });
  });
});
