// Cascade Commercial's agent portal: a React single-page app (general liability, business owner's
// policy, cyber in twelve western states). Sign in with the e-mailed code Cascade sends at every
// sign-in, then a new quote from the dashboard through Business → Coverage → Loss history → Review to
// the outcome, or (a retry) the submission this job filed, opened by its reference.
import { loginFailed, portalChanged } from '../../errors.ts';
import { linkFor } from '../../kit/buttons.ts';
import { region } from '../../kit/region.ts';
import { signInOutcome } from '../../kit/sign-in-outcome.ts';
import { passwordThenCode, signInUnlessKept } from '../../kit/sign-in-unless-kept.ts';
import type { Playbook, PlaybookContext, PlaybookOutcome } from '../../playbook.ts';
import { CARRIER_ID, CASCADE_LINES, type CascadeLine, isCascadeLine, LINE_NAMES } from './mapping.ts';
import { completeSubmission } from './pages/flow.ts';
import { CascadePortal, type Screen } from './pages/portal.ts';
import { CodePage, HOME, SignInPage } from './sign-in.ts';

/** Codes asked for before the run gives up (Cascade ends the sign-in at the fifth wrong one). */
const MFA_ATTEMPTS = 3;

export const cascadeCommercialPlaybook: Playbook<CascadeLine> = {
  carrierId: CARRIER_ID,
  lines: CASCADE_LINES,

  async run(ctx: PlaybookContext<CascadeLine>): Promise<PlaybookOutcome> {
    const line = ctx.line;
    if (!isCascadeLine(line)) throw new Error(`Cascade Commercial does not quote the ${line} line`);
    const portal = new CascadePortal(ctx.page, ctx.portalUrl, ctx.log);
    let shown: Screen | undefined;
    await signInUnlessKept(ctx, {
      // The dashboard answers when the kept session holds; the sign-in screen when it does not.
      resume: async () => {
        shown = await portal.open(HOME, { signInExpected: true });
        return shown.id === 'sign-in' || shown.id === 'code' ? undefined : shown;
      },
      signIn: () =>
        passwordThenCode(ctx, {
          password: (credential) => new SignInPage(portal).signIn(credential, shown),
          asksForCode: (screen) => screen.id === 'code',
          code: () => enterEmailedCode(portal, ctx),
        }),
    });
    // Only the submission this job filed is continued (a retry); a new job always files anew.
    const own = ctx.portalReference;
    const screen = own
      ? await ctx.step('open-submission', () => openOwnSubmission(portal, ctx, own))
      : await ctx.step('new-submission', () => startQuote(portal, line));
    return completeSubmission({ portal, ctx, screen });
  },

  // The password screen alone: the code screen it leads to means the password was accepted.
  signIn: (session, credential) =>
    signInOutcome(() =>
      new SignInPage(new CascadePortal(session.page, session.portalUrl, session.log)).signIn(credential),
    ),
};

/**
 * The e-mailed code, asked for with the portal's own words: in a run it reaches the job by itself
 * (the login's address is the agency's inbound one), else a person types it. A refused code is followed
 * by "Send a new code" (only the newest works) and asked for again.
 */
async function enterEmailedCode(portal: CascadePortal, ctx: PlaybookContext): Promise<Screen> {
  const page = new CodePage(portal);
  let prompt = `Cascade Commercial: ${await page.instructions()}`;
  let refusal = '';
  for (let attempt = 1; attempt <= MFA_ATTEMPTS; attempt += 1) {
    const screen = await page.submit(await ctx.askForMfaCode(prompt));
    if (screen.id === 'sign-in')
      throw loginFailed(screen.notice || screen.messages.join(' ') || 'Cascade Commercial ended the sign-in');
    if (screen.id !== 'code') return screen;
    refusal = screen.messages.join(' ') || 'The sign-in code was not accepted.';
    if (attempt === MFA_ATTEMPTS) break;
    await page.resend();
    prompt = `Cascade Commercial: ${refusal} A new code was sent. ${await page.instructions()}`;
  }
  throw loginFailed(refusal);
}

/** From the dashboard: "New … quote" for the line, which opens its Business step. */
async function startQuote(portal: CascadePortal, line: CascadeLine): Promise<Screen> {
  const shown = await portal.screen();
  const start = shown.id === 'dashboard' ? shown : await portal.open(HOME);
  if (start.id !== 'dashboard')
    throw portalChanged(`Cascade Commercial opened "${start.heading}", not its dashboard`);
  // Read and pressed by page script (the kit's linkFor), Playwright's role selector where that finds none.
  const found = await linkFor(region(portal.page, 'body'), `New ${LINE_NAMES[line]} quote`, { exact: true });
  if (!found) throw portalChanged(`The dashboard has no "New ${LINE_NAMES[line]} quote"`);
  const screen = await portal.follow(found.link);
  if (screen.id !== 'business')
    throw portalChanged(`"New ${LINE_NAMES[line]} quote" opened "${screen.heading}"`);
  return screen;
}

/** The submission this job filed, by its reference: a draft opens at its first unsaved step, else its outcome. */
async function openOwnSubmission(
  portal: CascadePortal,
  ctx: PlaybookContext,
  reference: string,
): Promise<Screen> {
  ctx.log('Cascade: continuing the submission this job filed', { reference });
  return portal.open(`/quotes/${encodeURIComponent(reference)}`);
}
