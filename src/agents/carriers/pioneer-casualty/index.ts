// Pioneer Casualty Group, "Pioneer ProducerNet": a server-rendered agent portal (Businessowners,
// Workers' Compensation, Commercial Umbrella). Sign-in with a texted code from any browser it does not
// know (every job's browser is new), then a new submission through the five-step quote flow (whose
// classification step is a vendor widget in an iframe), or (a retry) the one this job filed.
import { loginFailed } from '../../errors.ts';
import type { Playbook, PlaybookContext, PlaybookOutcome } from '../../playbook.ts';
import { passwordThenCode, signInUnlessKept } from '../shared/kept-session.ts';
import { signInOutcome } from '../shared/sign-in-outcome.ts';
import { completeSubmission } from './flow.ts';
import { isPioneerLine, LINE_NAMES, PIONEER_LINES, type PioneerLine } from './mapping.ts';
import { NewQuotePage } from './pages/new-quote-page.ts';
import { SignInPage, VerifyPage } from './pages/sign-in-page.ts';
import { ProducerNet, type Screen } from './producernet.ts';

export const PIONEER_CARRIER_ID = 'pioneer-casualty';

/** A person types at most this many codes before the run gives up (ProducerNet allows five). */
const MFA_ATTEMPTS = 3;

export const pioneerCasualtyPlaybook: Playbook<PioneerLine> = {
  carrierId: PIONEER_CARRIER_ID,
  lines: PIONEER_LINES,

  async run(ctx: PlaybookContext<PioneerLine>): Promise<PlaybookOutcome> {
    const line = ctx.line;
    if (!isPioneerLine(line)) throw new Error(`Pioneer ProducerNet does not quote the ${line} line`);
    const portal = new ProducerNet(ctx.page, ctx.portalUrl);
    await signInUnlessKept(ctx, {
      // Home answers when the kept session holds; the sign-in page when it timed out.
      resume: async () => {
        const screen = await portal.open('/producernet/home', { loginExpected: true });
        return screen.kind === 'page' ? screen : undefined;
      },
      signIn: () =>
        passwordThenCode(ctx, {
          password: (credential) => new SignInPage(portal).signIn(credential),
          asksForCode: (screen) => screen.kind === 'verify',
          code: (totpSeed) => verifyIdentity(portal, ctx, totpSeed),
        }),
    });
    // Only the submission this job filed is continued (a retry); a new job always files anew. Its
    // decision page opens a draft at its first unfinished step.
    const own = ctx.portalReference;
    const start = own
      ? await ctx.step('open-submission', () =>
          portal.open(`/producernet/submissions/${encodeURIComponent(own)}/outcome`),
        )
      : await ctx.step('new-submission', () => new NewQuotePage(portal).start(LINE_NAMES[line]));
    return completeSubmission({ portal, ctx, line }, start);
  },

  // The sign-in page alone: the code page (this browser is always unknown to it) means accepted.
  signIn: (session, credential) =>
    signInOutcome(() => new SignInPage(new ProducerNet(session.page, session.portalUrl)).signIn(credential)),
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
