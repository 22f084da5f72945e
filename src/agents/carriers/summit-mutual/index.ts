// Summit Mutual Insurance, "Summit AgentLink": an ASP.NET WebForms agent portal (Businessowners, CGL,
// Commercial Umbrella). Login with an SMS code at every login, then Find Submission first (a retry or
// a re-run must never file twice), then the New Submission wizard to Rate.
import { loginFailed } from '../../errors.ts';
import type { Playbook, PlaybookContext, PlaybookOutcome } from '../../playbook.ts';
import { completeSubmission } from './flow.ts';
import { inputOf, isSummitLine, LINE_NAMES, SUMMIT_LINES, type SummitLine } from './mapping.ts';
import { LoginPage, VerifyIdentityPage } from './pages/login-page.ts';
import { FindSubmissionPage, type FoundSubmission, NewSubmissionPage } from './pages/submission-pages.ts';
import { AgentLink, type Screen } from './portal.ts';

/** A person types at most this many codes before the run gives up (AgentLink allows five). */
const MFA_ATTEMPTS = 3;

/** Which earlier submission to take up, best first: a quote is reused, a draft continued. */
const STATUS_PRIORITY = ['Quoted', 'In Progress', 'Referred to Underwriter', 'Declined'];

export const summitMutualPlaybook: Playbook = {
  carrierId: 'summit-mutual',
  lines: SUMMIT_LINES,

  async run(ctx: PlaybookContext): Promise<PlaybookOutcome> {
    const line = ctx.line;
    if (!isSummitLine(line)) throw new Error(`Summit AgentLink does not quote the ${line} line`);
    const portal = new AgentLink(ctx.page, ctx.portalUrl);
    // Only the TOTP seed (if the vault holds one) outlives the login step; the password does not.
    let totpSeed: string | undefined;
    let screen = await ctx.step('login', async () => {
      const credential = await ctx.credential();
      totpSeed = credential.totpSeed;
      return new LoginPage(portal).signIn(credential);
    });
    if (screen.kind === 'verify') screen = await ctx.step('mfa', () => verifyIdentity(portal, ctx, totpSeed));
    const earlier = await ctx.step('search', () => openEarlierSubmission(portal, ctx, line));
    const start =
      earlier ??
      (await ctx.step('new-submission', () => new NewSubmissionPage(portal).start(LINE_NAMES[line].choose)));
    return completeSubmission({ portal, ctx, line }, start);
  },
};

/**
 * The one-time code: AgentLink texts it, so a person types it (asked with the portal's own
 * instructions; an expired code is resent). A TOTP seed in the vault, should the agency have one
 * for this login, answers without a person.
 */
async function verifyIdentity(portal: AgentLink, ctx: PlaybookContext, totpSeed?: string): Promise<Screen> {
  const page = new VerifyIdentityPage(portal);
  let prompt = `Summit Mutual AgentLink: ${await page.instructions()}`;
  let refusal = '';
  for (let attempt = 1; attempt <= MFA_ATTEMPTS; attempt += 1) {
    const code = totpSeed ? ctx.totp(totpSeed) : await ctx.askForMfaCode(prompt);
    const screen = await page.submit(code);
    if (screen.kind === 'login') throw loginFailed(screen.notice || 'Summit AgentLink ended the login');
    if (screen.kind !== 'verify') return screen;
    refusal = screen.errors.join(' ') || 'The verification code was not accepted.';
    if (/expired/i.test(refusal)) await page.resend();
    prompt = `Summit Mutual AgentLink: ${refusal} ${await page.instructions()}`;
  }
  throw loginFailed(refusal);
}

/** Find Submission by Named Insured, effective date and line; opens the one to take up, if any. */
async function openEarlierSubmission(
  portal: AgentLink,
  ctx: PlaybookContext,
  line: SummitLine,
): Promise<Screen | undefined> {
  const input = inputOf(ctx.submission);
  const find = new FindSubmissionPage(portal);
  const lineName = LINE_NAMES[line].search;
  const rows = await find.search({
    namedInsured: input.businessName,
    effectiveDate: input.policyStartDate,
    line: lineName,
  });
  // The portal matches any part of the name: only the same insured, date and line count.
  const same = rows.filter(
    (r) =>
      sameName(r.namedInsured, input.businessName) &&
      r.effectiveDate === input.policyStartDate &&
      r.line === lineName,
  );
  const chosen = STATUS_PRIORITY.map((status) => same.find((r) => r.status === status)).find(
    (r): r is FoundSubmission => r !== undefined,
  );
  if (!chosen) return undefined;
  ctx.log('Summit: taking up an earlier submission', { submissionNo: chosen.number, status: chosen.status });
  return find.open(chosen);
}

const sameName = (a: string, b: string) =>
  a.replace(/\s+/g, ' ').trim().toLowerCase() === b.replace(/\s+/g, ' ').trim().toLowerCase();
