// Summit Mutual Insurance, "Summit AgentLink": an ASP.NET WebForms agent portal (Businessowners, CGL,
// Commercial Umbrella). Login with an SMS code at every login, then a new submission through the New
// Submission wizard to Rate, or (a retry) the submission this job filed, found by its number.
import { loginFailed, portalChanged } from '../../errors.ts';
import { signInOutcome } from '../../kit/sign-in-outcome.ts';
import { passwordThenCode, signInUnlessKept } from '../../kit/sign-in-unless-kept.ts';
import type { Playbook, PlaybookContext, PlaybookOutcome } from '../../playbook.ts';
import { isSummitLine, LINE_NAMES, SUMMIT_LINES, type SummitLine } from './mapping.ts';
import { completeSubmission } from './pages/flow.ts';
import { AgentLink, type Screen } from './pages/portal.ts';
import { FindSubmissionPage, NewSubmissionPage } from './pages/submission-pages.ts';
import { LoginPage, VerifyIdentityPage } from './sign-in.ts';

/** A person types at most this many codes before the run gives up (AgentLink allows five). */
const MFA_ATTEMPTS = 3;

export const summitMutualPlaybook: Playbook<SummitLine> = {
  carrierId: 'summit-mutual',
  lines: SUMMIT_LINES,

  async run(ctx: PlaybookContext<SummitLine>): Promise<PlaybookOutcome> {
    const line = ctx.line;
    if (!isSummitLine(line)) throw new Error(`Summit AgentLink does not quote the ${line} line`);
    const portal = new AgentLink(ctx.page, ctx.portalUrl, ctx.log);
    await signInUnlessKept(ctx, {
      // The home page answers when the kept session holds; the login (or a half-done code page) when not.
      resume: async () => {
        const screen = await portal.open('/AgentLink/Default.aspx', { signInExpected: true });
        return screen.kind === 'page' ? screen : undefined;
      },
      signIn: () =>
        passwordThenCode(ctx, {
          password: (credential) => new LoginPage(portal).signIn(credential),
          asksForCode: (screen) => screen.kind === 'code',
          code: (totpSeed) => verifyIdentity(portal, ctx, totpSeed),
        }),
    });
    // Only the submission this job filed is continued (a retry); a new job always files anew.
    const own = ctx.portalReference;
    const start = own
      ? await ctx.step('open-submission', () => openOwnSubmission(portal, ctx, own))
      : await ctx.step('new-submission', () => new NewSubmissionPage(portal).start(LINE_NAMES[line].choose));
    return completeSubmission({ portal, ctx, line, screen: start });
  },

  // The password page alone: the code page it leads to means the password was accepted.
  signIn: (session, credential) =>
    signInOutcome(() =>
      new LoginPage(new AgentLink(session.page, session.portalUrl, session.log)).signIn(credential),
    ),
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
    if (screen.kind === 'sign-in') throw loginFailed(screen.notice || 'Summit AgentLink ended the login');
    if (screen.kind !== 'code') return screen;
    refusal = screen.errors.join(' ') || 'The verification code was not accepted.';
    if (/expired/i.test(refusal)) await page.resend();
    prompt = `Summit Mutual AgentLink: ${refusal} ${await page.instructions()}`;
  }
  throw loginFailed(refusal);
}

/** Find Submission by the number this job recorded (never by name and date alone). */
async function openOwnSubmission(portal: AgentLink, ctx: PlaybookContext, number: string): Promise<Screen> {
  const find = new FindSubmissionPage(portal);
  const [row] = (await find.search({ submissionNo: number })).filter((r) => r.number === number);
  if (!row) throw portalChanged(`Find Submission no longer shows ${number}, which this job filed`);
  ctx.log('Summit: continuing the submission this job filed', { submissionNo: number, status: row.status });
  return find.open(row);
}
