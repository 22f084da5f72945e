// The Cascade Commercial playbook (its definition's flow, decision 0034) with a full submission (decision 0035) in real Chromium: a bakery
// with a second shop in Oregon and a GL loss last year, its locations, buildings and loss filled into
// Cascade's location list and loss table and quoted at the premium rating.ts gives for the whole
// submission; a building field the request leaves out asked as missing information, never guessed.
// The submission is read as a job reads it (withDerivedFields, runs/execute-job.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASCADE_ACCOUNTS, CASCADE_ID, cascadePortal } from '../../../sandbox/portals/cascade/index.ts';
import type { CascadeData } from '../../../sandbox/portals/cascade/model.ts';
import { rateBop, rateGl } from '../../../sandbox/portals/cascade/rating.ts';
import { type PortalHarness, startPortalHarness } from '../../../sandbox/testing.ts';
import { playbookFor } from '../../../src/agents/carriers/index.ts';
import type { Answer } from '../../../src/agents/playbook.ts';
import { type PlaybookRun, runPlaybookDirectly } from '../../../src/agents/testing.ts';
import { builtInCarrier } from '../../../src/carrier-definitions/built-in.ts';
import { checkSubmission } from '../../../src/domain/quote-request/check-submission.ts';
import { usToday } from '../../../src/domain/quote-request/dates.ts';
import { withDerivedFields } from '../../../src/domain/quote-request/derive-flat-fields.ts';
import type { Submission } from '../../../src/domain/quote-request/model/submission.ts';
import { westernBakeryBody } from '../../fixtures/bakery-west.ts';

/** Cascade's playbook: its definition's flow (decision 0034). */
const cascadeCommercialPlaybook = playbookFor('cascade-commercial', builtInCarrier('cascade-commercial'))!;

const DEMO = CASCADE_ACCOUNTS[0]!;
let harness: PortalHarness;

beforeAll(async () => {
  harness = await startPortalHarness({ portals: [cascadePortal] });
});
afterAll(() => harness?.close());

function mailedCode(): string {
  const mail = harness.sandbox.state.mail.list({ carrierId: CASCADE_ID, username: DEMO.username })[0];
  const code = mail && /\b\d{6}\b/.exec(mail.subject)?.[0];
  if (!code) throw new Error('no code mailed');
  return code;
}

/** The western bakery (test/fixtures/bakery-west.ts), checked and read as a job reads it. */
function westernBakery(now = new Date()): Submission {
  const body = westernBakeryBody(now);
  expect(checkSubmission(body, now)).toEqual({});
  return withDerivedFields(body as Submission, usToday(now));
}

async function run(line: 'gl' | 'bop', submission: Submission, person: Record<string, Answer> = {}) {
  const { page } = await harness.newPage();
  return runPlaybookDirectly({
    playbook: cascadeCommercialPlaybook,
    page,
    line,
    submission,
    portalUrl: harness.sandbox.origin(CASCADE_ID),
    credential: { username: DEMO.username, password: DEMO.password },
    attempt: 1,
    mfaCode: async () => mailedCode(),
    answers: async (questions) =>
      Object.fromEntries(
        questions.map((q) => {
          if (!(q.id in person)) throw new Error(`unexpected question ${q.id}: ${q.text}`);
          return [q.id, person[q.id]!];
        }),
      ),
  });
}

const storedData = (result: PlaybookRun) =>
  harness.sandbox.state.submissions.list(CASCADE_ID).find((s) => s.id === result.portalReference)!
    .data as CascadeData;

/** The bakery's BOP as Cascade's formula rates it: both shops' buildings, no BOP loss. */
function bakeryBop(sub: Submission, portlandStories?: number) {
  const [main, portland] = sub.locations!;
  const home = main!.buildings![0]!;
  const away = portland!.buildings![0]!;
  expect(away.stories ?? portlandStories).toBeDefined();
  return rateBop({
    state: main!.state,
    classCode: sub.generalLiability!.classCode,
    annualRevenue: sub.input.annualRevenue,
    personalPropertyLimit: home.businessPersonalPropertyLimit!,
    buildingLimit: home.buildingLimit!,
    construction: home.constructionType!,
    sprinklered: home.sprinklered!,
    propertyDeductible: sub.input.deductible!,
    liabilityLimits: sub.input.bopCoverageLimit!,
    lossCount: 0,
    buildings: main!.buildings!.slice(1).map((b) => ({
      construction: b.constructionType!,
      sprinklered: b.sprinklered!,
      buildingLimit: b.buildingLimit ?? 0,
      personalPropertyLimit: b.businessPersonalPropertyLimit!,
    })),
    locations: [
      {
        state: portland!.state,
        buildings: [
          {
            construction: away.constructionType!,
            sprinklered: away.sprinklered!,
            buildingLimit: away.buildingLimit ?? 0,
            personalPropertyLimit: away.businessPersonalPropertyLimit!,
          },
        ],
      },
    ],
  });
}

describe('Cascade Commercial playbook: a bakery with two locations and a loss', () => {
  it('quotes BOP with both locations and their buildings at the formula for the whole submission', async () => {
    const sub = westernBakery();
    const result = await run('bop', sub);
    const expected = bakeryBop(sub);
    expect(result.outcome).toMatchObject({
      kind: 'quoted',
      quote: { annualPremium: expected.total, premiumBreakdown: expected.breakdown, line: 'bop' },
    });
    expect(result.asked).toEqual([]);
    // The second location changes the premium: location 1 alone would rate less.
    expect(expected.total).toBeGreaterThan(bakeryBopOneLocation(sub));
    const coverage = storedData(result).coverage;
    expect(coverage).toMatchObject({
      line: 'bop',
      buildingLimit: 640_000,
      personalPropertyLimit: 150_000,
      locations: [
        {
          street: '88 Pine Street',
          state: 'OR',
          buildings: [{ construction: 'joisted_masonry', stories: 1, squareFeet: 1400, buildingLimit: 0 }],
        },
      ],
    });
  });

  it('quotes GL with the loss listed in the loss table, surcharged as the formula says', async () => {
    const sub = westernBakery();
    const result = await run('gl', sub);
    const loss = sub.lossHistory![0]!;
    const expected = rateGl({
      state: sub.input.state,
      classCode: sub.generalLiability!.classCode,
      exposure: sub.generalLiability!.exposure,
      limits: sub.generalLiability!.limits,
      deductible: '0',
      lossCount: 1,
      losses: [{ paid: loss.amountPaid!, reserved: loss.amountReserved! }],
    });
    expect(expected.breakdown.map((l) => l.label)).toContain('Loss surcharge');
    expect(result.outcome).toMatchObject({
      kind: 'quoted',
      quote: { annualPremium: expected.total, premiumBreakdown: expected.breakdown, line: 'gl' },
    });
    expect(result.asked).toEqual([]);
    expect(storedData(result).lossHistory).toMatchObject({
      lossCount: 1,
      totalIncurred: loss.amountPaid! + loss.amountReserved!,
      openClaims: false,
      losses: [{ type: 'bodily_injury', paid: loss.amountPaid, reserved: loss.amountReserved, open: false }],
    });
  });

  it("files a second building at the business address as location 1's, rated with the rest", async () => {
    const sub = westernBakery();
    sub.locations![0]!.buildings!.push({
      id: '2',
      occupancy: 'Flour store',
      constructionType: 'frame',
      yearBuilt: 2001,
      stories: 1,
      squareFeet: 600,
      sprinklered: false,
      businessPersonalPropertyLimit: 20_000,
    });
    const result = await run('bop', sub);
    const expected = bakeryBop(sub);
    expect(result.outcome).toMatchObject({ kind: 'quoted', quote: { annualPremium: expected.total } });
    expect(storedData(result).coverage).toMatchObject({
      buildings: [{ construction: 'frame', squareFeet: 600, personalPropertyLimit: 20_000 }],
      locations: [{ city: 'Portland' }],
    });
  });

  it('asks for a building field the request leaves out as missing information, then quotes with the answer', async () => {
    const sub = westernBakery();
    delete sub.locations![1]!.buildings![0]!.stories;
    const id = 'cascade-commercial:location_2_building_1_stories';
    const result = await run('bop', sub, { [id]: '1' });
    expect(result.asked.map((call) => call.map((q) => q.id))).toEqual([[id]]);
    expect(result.reasons).toEqual(['missing_information']);
    expect(result.asked[0]![0]!.text).toBe('Location 2 (88 Pine Street, Portland), building 1: Stories');
    const expected = bakeryBop(sub, 1);
    expect(result.outcome).toMatchObject({ kind: 'quoted', quote: { annualPremium: expected.total } });
    expect(storedData(result).coverage).toMatchObject({ locations: [{ buildings: [{ stories: 1 }] }] });
  });
});

/** Location 1 alone, as the formula would rate it: what the second location adds is above it. */
function bakeryBopOneLocation(sub: Submission): number {
  const home = sub.locations![0]!.buildings![0]!;
  return rateBop({
    state: sub.input.state,
    classCode: sub.generalLiability!.classCode,
    annualRevenue: sub.input.annualRevenue,
    personalPropertyLimit: home.businessPersonalPropertyLimit!,
    buildingLimit: home.buildingLimit!,
    construction: home.constructionType!,
    sprinklered: home.sprinklered!,
    propertyDeductible: sub.input.deductible!,
    liabilityLimits: sub.input.bopCoverageLimit!,
    lossCount: 0,
  }).total;
}
