// Pioneer Casualty Group, "Pioneer ProducerNet": a server-rendered agent portal (Businessowners,
// Workers' Compensation, Commercial Umbrella). Sign-in with a texted code from any browser it does not
// know (every job's browser is new), then Find Submissions first (a retry or a re-run must never file
// twice), then the five-step quote flow, whose classification step is a vendor widget in an iframe.
import { loginFailed } from '../../errors.ts';
import type { Playbook, PlaybookContext, PlaybookOutcome } from '../../playbook.ts';
import { completeSubmission } from './flow.ts';
import { inputOf, isPioneerLine, LINE_NAMES, PIONEER_LINES, type PioneerLine } from './mapping.ts';
import { FindSubmissionsPage, type FoundSubmission, NewQuotePage } from './pages/find-submissions-page.ts';
import { SignInPage, VerifyPage } from './pages/sign-in-page.ts';
import { ProducerNet, type Screen } from './producernet.ts';

export const PIONEER_CARRIER_ID = 'pioneer-casualty';

/** A person types at most this many codes before the run gives up (ProducerNet allows five). */
const MFA_ATTEMPTS = 3;

/** Which earlier submission to take up, best first: a quote is reused, a draft continued. */
const STATUS_PRIORITY = ['Quoted', 'Indicated', 'In Progress', 'Referred to Underwriter', 'Declined'];

export const pioneerCasualtyPlaybook: Playbook = {
  carrierId: PIONEER_CARRIER_ID,
  lines: PIONEER_LINES,

  async run(ctx: PlaybookContext): Promise<PlaybookOutcome> {
    const line = ctx.line;
    if (!isPioneerLine(line)) throw new Error(`Pioneer ProducerNet does not quote the ${line} line`);
    const portal = new ProducerNet(ctx.page, ctx.portalUrl);
    // Only the TOTP seed (should the vault hold one) outlives the login step; the password does not.
    let totpSeed: string | undefined;
    let screen = await ctx.step('login', async () => {
      const credential = await ctx.credential();
      totpSeed = credential.totpSeed;
      return new SignInPage(portal).signIn(credential);
    });
    if (screen.kind === 'verify') screen = await ctx.step('mfa', () => verifyIdentity(portal, ctx, totpSeed));
    const earlier = await ctx.step('search', () => openEarlierSubmission(portal, ctx, line));
    const start =
      earlier ?? (await ctx.step('new-submission', () => new NewQuotePage(portal).start(LINE_NAMES[line])));
    return completeSubmission({ portal, ctx, line }, start);
  },
};

/**
 * The texted code: a person types it, asked with ProducerNet's own words. A refused code is followed
 * by "Text me a new code" (only the newest code works) and the person is asked again. A TOTP seed in
 * the vault, should the agency have one for this login, answers without a person.
 */
async function verifyIdentity(portal: ProducerNet, ctx: PlaybookContext, totpSeed?: string): Promise<Screen> {
  const page = new VerifyPage(portal);
  let prompt = `Pioneer ProducerNet: ${await page.instructions()}`;
  let refusal = '';
  for (let attempt = 1; attempt <= MFA_ATTEMPTS; attempt += 1) {
    const code = totpSeed ? ctx.totp(totpSeed) : await ctx.askForMfaCode(prompt);
    const screen = await page.submit(code);
    if (screen.kind === 'login') throw loginFailed(screen.message || 'Pioneer ProducerNet ended the sign-in');
    if (screen.kind !== 'verify') return screen;
    refusal = screen.message || 'The verification code was not accepted.';
    if (!totpSeed) {
      await page.requestNewCode();
      prompt = `Pioneer ProducerNet: ${refusal} A new code was requested. ${await page.instructions()}`;
    }
  }
  throw loginFailed(refusal);
}

/** Find Submissions by Named Insured, effective date and line; opens the one to take up, if any. */
async function openEarlierSubmission(
  portal: ProducerNet,
  ctx: PlaybookContext,
  line: PioneerLine,
): Promise<Screen | undefined> {
  const input = inputOf(ctx.submission);
  const find = new FindSubmissionsPage(portal);
  const criteria = {
    namedInsured: input.businessName,
    line: LINE_NAMES[line],
    effectiveDate: input.policyStartDate,
  };
  const rows = await find.search(criteria);
  // The portal matches any part of the name: only the same insured, date and line count.
  const same = rows.filter(
    (r) =>
      sameName(r.namedInsured, criteria.namedInsured) &&
      r.effectiveDate === criteria.effectiveDate &&
      r.line === criteria.line,
  );
  const chosen = STATUS_PRIORITY.map((status) => same.find((r) => r.status === status)).find(
    (r): r is FoundSubmission => r !== undefined,
  );
  if (!chosen) return undefined;
  ctx.log('Pioneer: taking up an earlier submission', { submission: chosen.number, status: chosen.status });
  return find.open(chosen);
}

const sameName = (a: string, b: string) =>
  a.replace(/\s+/g, ' ').trim().toLowerCase() === b.replace(/\s+/g, ' ').trim().toLowerCase();
