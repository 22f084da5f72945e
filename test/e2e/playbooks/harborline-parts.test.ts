// The Harborline playbook with a full submission (decision 0035) in real Chromium: the fixture's bakery
// with two owners, one excluded from WC, filled into Broker Hub's "Owners & officers" table and quoted
// at the premium rating.ts gives for the whole submission (the included owner's payroll rated, the
// excluded one's not), and its GL loss of last year in the "Loss history" table, surcharged instead of
// referred. What a row lacks is asked as missing information by its place, never guessed. The
// submission is read as a job reads it (withDerivedFields, runs/execute-job.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubmissionData } from '../../../sandbox/portals/harborline/model.ts';
import { rateGl, rateWc } from '../../../sandbox/portals/harborline/rating.ts';
import { type PortalHarness, startPortalHarness } from '../../../sandbox/testing.ts';
import { playbookFor } from '../../../src/agents/carriers/index.ts';
import type { Answer, PortalCredential, UnderwritingQuestion } from '../../../src/agents/playbook.ts';
import { type PlaybookRun, runPlaybookDirectly } from '../../../src/agents/testing.ts';
import { builtInCarrier } from '../../../src/carrier-definitions/built-in.ts';
import { checkSubmission } from '../../../src/domain/quote-request/check-submission.ts';
import { usToday } from '../../../src/domain/quote-request/dates.ts';
import { withDerivedFields } from '../../../src/domain/quote-request/derive-flat-fields.ts';
import type { Submission } from '../../../src/domain/quote-request/model/submission.ts';
import { bakeryBody, wholeGlExposure } from '../../fixtures/bakery.ts';

const ID = 'harborline';
/** Harborline's playbook: its definition's flow (decision 0034). */
const harborlinePlaybook = playbookFor(ID, builtInCarrier(ID))!;
let harness: PortalHarness;
let demo: PortalCredential;

beforeAll(async () => {
  harness = await startPortalHarness();
  demo = harness.sandbox.portals.find((p) => p.id === ID)!.accounts[0]!;
});
afterAll(async () => harness?.close());

/** The person's answers to Broker Hub's underwriting questions (none is about the new parts). */
const ANSWERS: Record<string, Answer> = {
  'operations.workAtHeights': false,
  'gl.subcontractorsWithoutCertificates': false,
  'harborline:subcontracted-work': 'None',
  'harborline:subcontracted-share': 'None',
  'harborline:new-residential-construction': false,
};

/** The fixture's bakery (Fredericksburg, TX) on Harborline's lines, as a job reads it. */
function bakery(edit: (body: ReturnType<typeof bakeryBody>) => void = () => {}): Submission {
  const now = new Date();
  const tag = Math.random().toString(36).slice(2, 8);
  const body = bakeryBody(now);
  body.externalReference = `HARBORLINE-BAKERY-${tag}`;
  body.carrierIds = ['harborline'];
  body.input = { ...body.input, businessName: `Hill Country Bakehouse ${tag} LLC` };
  edit(body);
  expect(checkSubmission(body, now)).toEqual({});
  return withDerivedFields(body as Submission, usToday(now));
}

async function run(line: 'wc' | 'gl', submission: Submission, person: Record<string, Answer> = {}) {
  const { page } = await harness.newPage();
  page.setDefaultTimeout(15_000);
  const answers = { ...ANSWERS, ...person };
  return runPlaybookDirectly({
    playbook: harborlinePlaybook,
    page,
    line,
    submission,
    portalUrl: harness.sandbox.origin(ID),
    credential: demo,
    answers: async (questions: UnderwritingQuestion[]) =>
      Object.fromEntries(
        questions.map((q) => {
          if (!(q.id in answers)) throw new Error(`unexpected question ${q.id}: ${q.text}`);
          return [q.id, answers[q.id]!];
        }),
      ),
  });
}

const storedData = (result: PlaybookRun) =>
  harness.sandbox.state.submissions.list(ID).find((s) => s.id === result.portalReference)!
    .data as SubmissionData;

/** The bakery's WC as Harborline's formula rates it, with these officers. */
function bakeryWc(sub: Submission, officers?: Parameters<typeof rateWc>[0]['officers']) {
  return rateWc({
    classes: sub.workersComp!.classCodes.map((c) => ({
      state: c.state,
      classCode: c.classCode,
      payroll: c.payroll,
    })),
    experienceMod: sub.workersComp!.experienceMod ?? 1,
    elLimit: sub.workersComp!.employersLiabilityLimit,
    ...(officers ? { officers } : {}),
  });
}

const officersOf = (sub: Submission) =>
  sub.ownersOfficers!.map((o) => ({
    name: o.name,
    included: o.workersComp === 'included',
    classCode: o.classCode ?? '',
    payroll: o.annualPay ?? 0,
  }));

describe('Harborline playbook: owners and officers (WC)', () => {
  it('files both owners, one excluded, and is quoted at the formula for the whole submission', async () => {
    const sub = bakery();
    const result = await run('wc', sub);
    const expected = bakeryWc(sub, officersOf(sub));
    expect(result.outcome).toMatchObject({ kind: 'quoted', quote: { annualPremium: expected.premium } });
    expect(result.asked.flat().map((q) => q.id)).not.toContain('harborline:owner_1_title');
    // The included owner's payroll is rated; the classes alone would rate less.
    expect(expected.premium).toBeGreaterThan(bakeryWc(sub).premium);
    expect(storedData(result).wc).toMatchObject({
      ownersIncluded: true,
      officers: [
        {
          name: 'Ana Reyes',
          title: 'President',
          ownership: 60,
          included: true,
          classCode: '2003',
          payroll: 62_000,
        },
        { name: 'Tomas Reyes', title: 'Secretary', ownership: 40, included: false },
      ],
    });
  });

  it('rates the second owner once included (the exclusion is what kept his pay out)', async () => {
    const sub = bakery((body) => {
      Object.assign(body.ownersOfficers![1]!, {
        workersComp: 'included',
        classCode: '8017',
        annualPay: 30_000,
      });
    });
    const result = await run('wc', sub);
    const expected = bakeryWc(sub, officersOf(sub));
    expect(expected.premium).toBeGreaterThan(bakeryWc(bakery(), officersOf(bakery())).premium);
    expect(result.outcome).toMatchObject({ kind: 'quoted', quote: { annualPremium: expected.premium } });
  });

  it("asks an owner's title the request leaves out as missing information by its place", async () => {
    const sub = bakery((body) => {
      delete body.ownersOfficers![1]!.title;
    });
    const id = 'harborline:owner_2_title';
    const result = await run('wc', sub, { [id]: 'Secretary' });
    const pause = result.asked.findIndex((call) => call.some((q) => q.id === id));
    expect(result.asked[pause]!.map((q) => [q.id, q.text])).toEqual([[id, 'Owner 2 (Tomas Reyes): Title']]);
    expect(result.reasons[pause]).toBe('missing_information');
    expect(result.outcome).toMatchObject({
      kind: 'quoted',
      quote: { annualPremium: bakeryWc(sub, officersOf(sub)).premium },
    });
    expect(storedData(result).wc!.officers![1]).toMatchObject({ name: 'Tomas Reyes', title: 'Secretary' });
  });
});

describe('Harborline playbook: loss history (GL)', () => {
  const glInputs = (sub: Submission) => ({
    state: sub.input.state,
    classCode: sub.generalLiability!.classCode,
    // One class and one exposure on Harborline's page: both shops' sales of the class.
    exposure: wholeGlExposure(sub.generalLiability!),
    limits: sub.generalLiability!.limits,
    deductible: 0,
  });

  it("lists last year's loss in the loss table and is quoted with the formula's surcharge, not referred", async () => {
    const sub = bakery();
    const result = await run('gl', sub);
    const loss = sub.lossHistory![0]!;
    const losses = [{ paid: loss.amountPaid!, reserved: loss.amountReserved!, status: 'closed' as const }];
    const expected = rateGl({ ...glInputs(sub), losses });
    expect(expected.premium).toBeGreaterThan(rateGl(glInputs(sub)).premium);
    expect(result.outcome).toMatchObject({ kind: 'quoted', quote: { annualPremium: expected.premium } });
    expect(result.reasons).not.toContain('missing_information');
    const data = storedData(result);
    expect(data.gl!.losses).toMatchObject([
      { type: 'bodily-injury', paid: 8200, reserved: 0, status: 'closed' },
    ]);
    expect(data.questions!.priorLawsuits).toBe('yes');
  });

  it('asks what a loss row lacks as missing information by its place, then quotes with the answers', async () => {
    const sub = bakery((body) => {
      const loss = body.lossHistory![0]!;
      delete loss.amountPaid;
      delete loss.status;
    });
    const paid = 'harborline:loss_1_paid';
    const status = 'harborline:loss_1_status';
    const result = await run('gl', sub, { [paid]: '$12,500', [status]: 'Open' });
    const pause = result.asked.findIndex((call) => call.some((q) => q.id === paid));
    const where = `Loss of ${sub.lossHistory![0]!.dateOfLoss} (Customer slipped on a wet floor at the counter.)`;
    expect(result.asked[pause]!.map((q) => q.text)).toEqual([`${where}: Amount paid`, `${where}: Status`]);
    expect(result.reasons[pause]).toBe('missing_information');
    const expected = rateGl({ ...glInputs(sub), losses: [{ paid: 12_500, reserved: 0, status: 'open' }] });
    expect(result.outcome).toMatchObject({ kind: 'quoted', quote: { annualPremium: expected.premium } });
  });
});
