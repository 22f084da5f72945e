// Pioneer Casualty's definition with a full submission (decision 0035) in real Chromium: the fixture's
// two-location bakery, moved to Illinois (Pioneer does not write Texas), on ProducerNet's BOP
// "Additional Locations" (the second shop a row, rated as the formula rates it) and WC "Owners &
// Officers" (the included owner's pay rated, the excluded one's not). What a row lacks is asked as
// missing information by its control, never guessed. The submission is read as a job reads it
// (withDerivedFields, runs/execute-job.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DraftData } from '../../../sandbox/portals/pioneer/drafts.ts';
import { type PortalHarness, startPortalHarness } from '../../../sandbox/testing.ts';
import { playbookFor } from '../../../src/agents/carriers/index.ts';
import type { Answer, PortalCredential } from '../../../src/agents/playbook.ts';
import type { PlaybookRun } from '../../../src/agents/testing.ts';
import { builtInCarrier } from '../../../src/carrier-definitions/built-in.ts';
import { checkSubmission } from '../../../src/domain/quote-request/check-submission.ts';
import { usToday } from '../../../src/domain/quote-request/dates.ts';
import { withDerivedFields } from '../../../src/domain/quote-request/derive-flat-fields.ts';
import type { Submission } from '../../../src/domain/quote-request/model/submission.ts';
import { illinoisBakeryBody, pioneerBakeryBop, pioneerBakeryWc } from '../../fixtures/bakery-illinois.ts';
import { expectAskedAlone, runParts } from './parts-run.ts';

const ID = 'pioneer-casualty';
const playbook = playbookFor(ID, builtInCarrier(ID))!;
let harness: PortalHarness;
let demo: PortalCredential;

beforeAll(async () => {
  harness = await startPortalHarness();
  demo = harness.sandbox.portals.find((p) => p.id === ID)!.accounts[0]!;
});
afterAll(async () => harness?.close());

/** The person's answers to ProducerNet's underwriting questions (none is about the new parts). */
const ANSWERS: Record<string, Answer> = {
  'pioneer-casualty:aircraft_auto_medical_products': false,
  'pioneer-casualty:cooking_fryers_open_flame': false,
  'pioneer-casualty:leases_premises_to_others': false,
  'history.lossesPast3Years': 'None',
  'pioneer-casualty:current_carrier_bop': 'Prairie Farm Mutual',
  'operations.safetyProgram': 'Weekly oven and mixer safety checks.',
  'operations.workAtHeights': false,
  'wc.uninsuredSubcontractors': false,
  'pioneer-casualty:return_to_work_program': true,
};

/** The bakery in Illinois as a job reads it. */
function bakery(edit: (body: ReturnType<typeof illinoisBakeryBody>) => void = () => {}): Submission {
  const now = new Date();
  const tag = Math.random().toString(36).slice(2, 8);
  const body = illinoisBakeryBody(now);
  body.input = { ...body.input, businessName: `Prairie Bakehouse ${tag} LLC` };
  edit(body);
  expect(checkSubmission(body, now)).toEqual({});
  return withDerivedFields(body as Submission, usToday(now));
}

/** Runs the line; questions the submission cannot answer are answered by id, else by their text. */
function run(line: 'bop' | 'wc', submission: Submission, byText: Record<string, Answer> = {}) {
  return runParts(
    { harness, playbook, credential: demo, known: ANSWERS, texted: true },
    line,
    submission,
    byText,
  );
}

const stored = (result: PlaybookRun) =>
  harness.sandbox.state.submissions.list(ID).find((s) => s.id === result.portalReference)!.data as DraftData;

describe('Pioneer definition: Additional Locations (BOP)', () => {
  it('files the second shop as a row and is quoted at the formula for both locations', async () => {
    const sub = bakery();
    const result = await run('bop', sub);
    const expected = pioneerBakeryBop(sub);
    expect(result.outcome).toMatchObject({ kind: 'quoted', quote: { annualPremium: expected.premium } });
    expect(result.reasons).not.toContain('missing_information');
    // The second location is what the premium adds; location 1 holds the main shop's contents only.
    expect(expected.premium).toBeGreaterThan(pioneerBakeryBop(sub, { mainOnly: true }).premium);
    expect(stored(result).bop).toMatchObject({
      buildingOwned: true,
      buildingValue: 640_000,
      bppValue: 150_000,
      construction: 'MNC',
      otherBuildings: [
        {
          street: '820 Water St',
          city: 'Aurora',
          state: 'IL',
          zip: '60505',
          owned: false,
          bppValue: 80_000,
          construction: 'JM',
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
    const text = 'Year Built (additional location 1)';
    const result = await run('bop', sub, { [text]: '1985' });
    expectAskedAlone(result, text);
    expect(result.outcome).toMatchObject({
      kind: 'quoted',
      quote: { annualPremium: pioneerBakeryBop(sub).premium },
    });
  });

  it('quotes a one-location request with no row: location 1 holds its one building', async () => {
    const sub = bakery((body) => {
      body.locations = [body.locations![0]!];
      body.input.propertyValue = 150_000;
      delete body.generalLiability!.locationClassCodes;
      body.workersComp!.classCodes = [body.workersComp!.classCodes[0]!];
      body.additionalInterests = [body.additionalInterests![0]!];
    });
    const result = await run('bop', sub);
    expect(result.outcome).toMatchObject({
      kind: 'quoted',
      quote: { annualPremium: pioneerBakeryBop(sub, { mainOnly: true }).premium },
    });
    expect(stored(result).bop!.otherBuildings).toBeUndefined();
  });
});

describe('Pioneer definition: Owners & Officers (WC)', () => {
  it('files both owners, one excluded, and is quoted at the formula with the included pay only', async () => {
    const sub = bakery();
    const result = await run('wc', sub);
    const expected = pioneerBakeryWc(sub);
    expect(result.outcome).toMatchObject({ kind: 'quoted', quote: { annualPremium: expected.premium } });
    expect(result.reasons).not.toContain('missing_information');
    expect(expected.premium).toBeGreaterThan(pioneerBakeryWc(sub, { withoutOwners: true }).premium);
    expect(stored(result).wc).toMatchObject({
      ownersIncluded: true,
      officers: [
        {
          name: 'Ana Reyes',
          title: 'President',
          ownership: 60,
          included: true,
          classCode: '2003',
          annualPay: 62_000,
        },
        { name: 'Tomas Reyes', title: 'Secretary', ownership: 40, included: false },
      ],
    });
  });

  it('rates the second owner once included: the exclusion is what kept his pay out', async () => {
    const excluded = bakery();
    const sub = bakery((body) => {
      Object.assign(body.ownersOfficers![1]!, {
        workersComp: 'included',
        classCode: '8017',
        annualPay: 30_000,
      });
    });
    const result = await run('wc', sub);
    const expected = pioneerBakeryWc(sub);
    expect(result.outcome).toMatchObject({ kind: 'quoted', quote: { annualPremium: expected.premium } });
    expect(expected.premium).toBeGreaterThan(pioneerBakeryWc(excluded).premium);
  });

  it("asks an owner's title the request leaves out as missing information by its control", async () => {
    const sub = bakery((body) => {
      delete body.ownersOfficers![1]!.title;
    });
    const text = 'Title (officer 2)';
    const result = await run('wc', sub, { [text]: 'Secretary' });
    expectAskedAlone(result, text);
    expect(result.outcome).toMatchObject({
      kind: 'quoted',
      quote: { annualPremium: pioneerBakeryWc(sub).premium },
    });
    expect(stored(result).wc!.officers![1]).toMatchObject({ name: 'Tomas Reyes', title: 'Secretary' });
  });
});
