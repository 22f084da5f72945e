// Signing in to Ironclad Exchange: the kept session when the dashboard still answers, else the sign-in
// page (user ID and password, through the kit's sign-in form; a wrong login stays on the page with an
// alert: incorrect, attempts left, or locked), then, for a login with an address on file from a
// browser the portal does not trust, "Check your e-mail": the 6-digit code, asked with the portal's
// own words. It reaches the job by itself when the login's address is the agency's inbound address,
// else a person types it. "Trust this browser for 30 days" is ticked, so a kept browser is not asked
// again; a refused code is followed by "E-mail me a new code" (only the newest works) and asked again.
import { loginFailed, loginLocked, portalChanged } from '../../errors.ts';
import { region } from '../../kit/region.ts';
import { enterCode, enterCredentials } from '../../kit/sign-in.ts';
import { signInOutcome } from '../../kit/sign-in-outcome.ts';
import { signInUnlessKept } from '../../kit/sign-in-unless-kept.ts';
import type { PlaybookContext, PortalCredential, SignInOutcome, SignInSession } from '../../playbook.ts';
import { Portal, type Screen } from './pages/portal.ts';

/** Codes asked for before the run gives up (Ironclad ends the sign-in after five wrong ones). */
const MFA_ATTEMPTS = 3;

/**
 * The lock-out alert ("This user ID is locked after 5 unsuccessful sign-in attempts…"), not the warning
 * before it ("…the user ID will be locked after N more unsuccessful attempts").
 */
const LOCKED_OUT = /user ID is locked after/i;

/** Signed in, by the kept session or afresh. */
export async function signIn(ctx: PlaybookContext, portal: Portal): Promise<void> {
  await signInUnlessKept(ctx, {
    // The dashboard answers when the kept session holds; the sign-in page when it does not.
    resume: async () => {
      await portal.open('/exchange/home');
      const screen = await portal.screen();
      if (screen !== 'dashboard') return undefined;
      portal.signedIn = true;
      return screen;
    },
    signIn: async () => {
      const signedIn = await ctx.step('login', () => passwordStep(portal, () => ctx.credential()));
      if (signedIn === 'code') await ctx.step('mfa', () => enterEmailedCode(portal, ctx));
      return 'dashboard' as const;
    },
  });
}

/** Test login: the dashboard, or the e-mailed code's page (the password was taken; no person is asked). */
export const checkSignIn = (session: SignInSession, credential: PortalCredential): Promise<SignInOutcome> =>
  signInOutcome(() =>
    passwordStep(new Portal(session.page, session.portalUrl, session.log), async () => credential),
  );

/**
 * Opens the sign-in page and signs in; ends on the dashboard, or on the page asking for the e-mailed
 * code. The login is fetched only once the page has answered: a portal that is down fails before any
 * secret reaches the page, so that failure's trace may be kept (0008).
 */
async function passwordStep(
  portal: Portal,
  credential: () => Promise<PortalCredential>,
): Promise<'dashboard' | 'code'> {
  await portal.open('/signin');
  if ((await portal.screen()) !== 'sign-in') throw portalChanged('Ironclad sign-in page not found');
  const button = await enterCredentials(
    region(portal.page, 'main'),
    { username: 'User ID', button: 'Sign in', where: 'Ironclad sign-in page' },
    await credential(),
  );
  await portal.click(button);
  const screen = await portal.screen();
  if (screen === 'sign-in') {
    const message = (await portal.statusMessage()) || 'Ironclad Exchange refused the sign-in';
    throw LOCKED_OUT.test(message) ? loginLocked(message) : loginFailed(message);
  }
  if (screen === 'code') return screen;
  if (screen !== 'dashboard') throw portalChanged(`Ironclad sign-in led to an unexpected page (${screen})`);
  portal.signedIn = true;
  return screen;
}

async function enterEmailedCode(portal: Portal, ctx: PlaybookContext): Promise<void> {
  const page = new EmailCodePage(portal);
  let prompt = `Ironclad Exchange: ${await page.instructions()}`;
  let refusal = '';
  for (let attempt = 1; attempt <= MFA_ATTEMPTS; attempt += 1) {
    const screen = await page.submit(await ctx.askForMfaCode(prompt));
    if (screen === 'dashboard') {
      portal.signedIn = true;
      return;
    }
    if (screen === 'sign-in')
      throw loginFailed((await portal.statusMessage()) || 'Ironclad Exchange ended the sign-in');
    if (screen !== 'code') throw portalChanged(`Ironclad code page led to an unexpected page (${screen})`);
    refusal = (await portal.statusMessage()) || 'The sign-in code was not accepted.';
    if (attempt === MFA_ATTEMPTS) break;
    await page.requestNewCode();
    prompt = `Ironclad Exchange: ${refusal} A new code was requested. ${await page.instructions()}`;
  }
  throw loginFailed(refusal);
}

/** "Check your e-mail". */
class EmailCodePage {
  private readonly portal: Portal;

  constructor(portal: Portal) {
    this.portal = portal;
  }

  /** The portal's own words: "We e-mailed a 6-digit sign-in code to m•••@… It expires in 10 minutes." */
  async instructions(): Promise<string> {
    const text = this.portal.page.getByText(/e-mailed a \d-digit sign-in code/);
    if ((await text.count()) === 0) throw portalChanged('Ironclad code page: no instructions');
    return ((await text.first().textContent()) ?? '').replace(/\s+/g, ' ').trim();
  }

  /** Types the code, trusts this browser, and answers the page that follows. */
  async submit(code: string): Promise<Screen> {
    const { page } = this.portal;
    const button = await enterCode(
      region(page, 'main'),
      { label: 'Sign-in code', button: 'Verify and sign in', where: 'Ironclad code page' },
      code,
    );
    const trust = page.getByLabel(/^Trust this browser/);
    if ((await trust.count()) === 1) await trust.check();
    await this.portal.click(button);
    return this.portal.screen();
  }

  /** "E-mail me a new code": only the newest code works afterwards. */
  async requestNewCode(): Promise<void> {
    await this.portal.click(this.portal.page.getByRole('button', { name: /e-mail me a new code/i }));
  }
}
