// Signing in to ProducerNet: the kept session when it still holds, else Producer Sign In (User ID and
// password, through the kit's sign-in form), then Verify Your Identity: the texted code ProducerNet
// asks of any browser it does not recognise (with a fresh browser context per job, every time). The
// code is asked of a person in ProducerNet's own words; a refused code is followed by "Text me a new
// code" (only the newest code works) and asked again. A TOTP seed in the vault, should the agency have
// one for this login, answers without a person.
import type { Page } from 'playwright-core';
import { loginFailed, loginLocked, portalChanged } from '../../errors.ts';
import { readControlInfo } from '../../kit/controls.ts';
import { fillForm } from '../../kit/fill.ts';
import { region } from '../../kit/region.ts';
import { enterCode, enterCredentials } from '../../kit/sign-in.ts';
import { signInOutcome } from '../../kit/sign-in-outcome.ts';
import { passwordThenCode, signInUnlessKept } from '../../kit/sign-in-unless-kept.ts';
import { unrecorded } from '../../kit/unrecorded.ts';
import type { PlaybookContext, PortalCredential, SignInOutcome, SignInSession } from '../../playbook.ts';
import { ProducerNet, type Screen } from './pages/producernet.ts';

/** A person types at most this many codes before the run gives up (ProducerNet allows five). */
const MFA_ATTEMPTS = 3;

/** The code page's instructions ("…we sent a 6-digit verification code by text message…"). */
const INSTRUCTIONS = /sent a \d-digit verification code/;

/** The box that keeps this browser known ("Remember this device for 30 days"). */
const REMEMBER = /^Remember this device/;

/** ProducerNet's lock-out notice ("Your ProducerNet account is locked because of too many…", HTTP 423). */
const LOCKED_OUT = /account is locked because/i;

/** Signed in, by the kept session or afresh. */
export async function signIn(ctx: PlaybookContext, portal: ProducerNet): Promise<void> {
  await signInUnlessKept(ctx, {
    // Home answers when the kept session holds; the sign-in page when it timed out.
    resume: async () => {
      const screen = await portal.open('/producernet/home', { signInExpected: true });
      return screen.kind === 'page' ? screen : undefined;
    },
    signIn: () =>
      passwordThenCode(ctx, {
        password: (credential) => signInWith(portal, credential),
        asksForCode: (screen) => screen.kind === 'code',
        code: (totpSeed) => verifyIdentity(portal, ctx, totpSeed),
      }),
  });
}

/** Test login: the sign-in page alone; the code page (this browser is always unknown to it) means accepted. */
export const checkSignIn = (session: SignInSession, credential: PortalCredential): Promise<SignInOutcome> =>
  signInOutcome(() => signInWith(new ProducerNet(session.page, session.portalUrl, session.log), credential));

/** Opens Producer Sign In and signs in; ends on the code page or, for a known device, Home. */
async function signInWith(portal: ProducerNet, credential: PortalCredential): Promise<Screen> {
  await portal.open('/producernet/login', { signInExpected: true });
  const button = await enterCredentials(
    region(portal.page, 'body'),
    { username: 'User ID', button: 'Sign In', where: 'Producer Sign In' },
    credential,
  );
  const screen = await portal.press(button, { signInExpected: true });
  if (screen.kind === 'sign-in') {
    const message = screen.message || 'Pioneer ProducerNet refused the sign-in';
    throw LOCKED_OUT.test(message) ? loginLocked(message) : loginFailed(message);
  }
  return screen;
}

async function verifyIdentity(portal: ProducerNet, ctx: PlaybookContext, totpSeed?: string): Promise<Screen> {
  const page = new VerifyPage(portal);
  let prompt = `Pioneer ProducerNet: ${await page.instructions()}`;
  let refusal = '';
  for (let attempt = 1; attempt <= MFA_ATTEMPTS; attempt += 1) {
    const code = totpSeed ? ctx.totp(totpSeed) : await ctx.askForMfaCode(prompt);
    const screen = await page.submit(code);
    if (screen.kind === 'sign-in')
      throw loginFailed(screen.message || 'Pioneer ProducerNet ended the sign-in');
    if (screen.kind !== 'code') return screen;
    refusal = screen.message || 'The verification code was not accepted.';
    if (!totpSeed) {
      await page.requestNewCode();
      prompt = `Pioneer ProducerNet: ${refusal} A new code was requested. ${await page.instructions()}`;
    }
  }
  throw loginFailed(refusal);
}

/** Verify Your Identity. */
class VerifyPage {
  private readonly portal: ProducerNet;

  constructor(portal: ProducerNet) {
    this.portal = portal;
  }

  /** ProducerNet's own words: "We don't recognize this device. … ending in 0142." */
  async instructions(): Promise<string> {
    const page = this.portal.page;
    const read = await textMatching(page, INSTRUCTIONS);
    if (read !== null) return read;
    // Where a page script finds none (text in a shadow root, say), Playwright's text selector decides.
    const text = page.getByText(INSTRUCTIONS);
    if ((await text.count()) === 0) throw portalChanged('Verify Your Identity: no code instructions');
    return ((await text.first().textContent()) ?? '').replace(/\s+/g, ' ').trim();
  }

  /**
   * Types the code and ticks "Remember this device": the device cookie travels in the login's kept
   * session, so later jobs from it are not asked for a code even after the session itself times out.
   */
  async submit(code: string): Promise<Screen> {
    const page = this.portal.page;
    const button = await enterCode(
      region(page, 'body'),
      { label: 'Verification Code', button: 'Verify', where: 'Verify Your Identity' },
      code,
    );
    await this.rememberDevice();
    return this.portal.press(button, { signInExpected: true });
  }

  /**
   * Ticks "Remember this device" where the page shows it: found among the controls a page script reads
   * and ticked by the kit's form filler (a mouse click where it lands). A box the page script does not
   * find, or one that does not hold the tick, is Playwright's to find and check.
   */
  private async rememberDevice(): Promise<void> {
    const page = this.portal.page;
    const body = region(page, 'body');
    const box = (await readControlInfo(body)).find((c) => c.kind === 'checkbox' && REMEMBER.test(c.label));
    if (box) {
      const report = await fillForm(body, [{ label: box.label, value: 'true', kinds: ['checkbox'] }]);
      if (report.filled.length > 0) return;
    }
    const remember = page.getByLabel(REMEMBER);
    if ((await remember.count()) > 0) await remember.first().check();
  }

  /** "Text me a new code": only the newest code works afterwards. */
  async requestNewCode(): Promise<void> {
    const button = this.portal.page.getByRole('button', { name: 'Text me a new code' });
    await this.portal.press(button, { signInExpected: true });
  }
}

/**
 * The text of the first element on the page whose text `pattern` matches and none of whose children's
 * does (as Playwright's text selector picks it), whitespace collapsed; null when none. One page script.
 */
function textMatching(page: Page, pattern: RegExp): Promise<string | null> {
  return unrecorded(page, () =>
    page.evaluate(
      ([source, flags]) => {
        const wanted = new RegExp(source, flags);
        const skipped = ['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'];
        const text = (e: Element) => (e.textContent ?? '').replace(/\s+/g, ' ').trim();
        const matches = (e: Element) => !skipped.includes(e.tagName) && wanted.test(text(e));
        const found = [...document.querySelectorAll('body, body *')].find(
          (e) => matches(e) && ![...e.children].some(matches),
        );
        return found ? text(found) : null;
      },
      [pattern.source, pattern.flags] as const,
    ),
  );
}
