// Producer Sign In (User ID + password) and Verify Your Identity (the texted code ProducerNet asks of
// a browser it does not recognise: with a fresh browser context per job, every time).
import type { Page } from 'playwright-core';
import { loginFailed, loginLocked, portalChanged } from '../../../errors.ts';
import type { PortalCredential } from '../../../playbook.ts';
import type { ProducerNet, Screen } from '../producernet.ts';

/** ProducerNet's lock-out notice ("Your ProducerNet account is locked because of too many…", HTTP 423). */
const LOCKED_OUT = /account is locked because/i;

export class SignInPage {
  private readonly portal: ProducerNet;
  private readonly page: Page;

  constructor(portal: ProducerNet) {
    this.portal = portal;
    this.page = portal.page;
  }

  private get userId() {
    return this.page.getByLabel('User ID', { exact: true });
  }
  private get password() {
    return this.page.getByLabel('Password', { exact: true });
  }

  /** Opens the sign-in page and signs in; ends on the code page or, for a known device, Home. */
  async signIn(credential: PortalCredential): Promise<Screen> {
    await this.portal.open('/producernet/login', { loginExpected: true });
    if ((await this.userId.count()) === 0 || (await this.password.count()) === 0)
      throw portalChanged('Producer Sign In: no User ID or Password field');
    // Real typing for the credential: none of it goes through an evaluated script or a message.
    await this.userId.fill(credential.username);
    await this.password.fill(credential.password);
    const screen = await this.portal.press(this.page.getByRole('button', { name: 'Sign In', exact: true }), {
      loginExpected: true,
    });
    if (screen.kind === 'login') {
      const message = screen.message || 'Pioneer ProducerNet refused the sign-in';
      throw LOCKED_OUT.test(message) ? loginLocked(message) : loginFailed(message);
    }
    return screen;
  }
}

export class VerifyPage {
  private readonly portal: ProducerNet;
  private readonly page: Page;

  constructor(portal: ProducerNet) {
    this.portal = portal;
    this.page = portal.page;
  }

  /** ProducerNet's own words: "We don't recognize this device. … ending in 0142." */
  async instructions(): Promise<string> {
    const text = this.page.getByText(/sent a \d-digit verification code/);
    if ((await text.count()) === 0) throw portalChanged('Verify Your Identity: no code instructions');
    return ((await text.first().textContent()) ?? '').replace(/\s+/g, ' ').trim();
  }

  /**
   * Types the code and ticks "Remember this device": the device cookie travels in the login's kept
   * session, so later jobs from it are not asked for a code even after the session itself times out.
   */
  async submit(code: string): Promise<Screen> {
    const field = this.page.getByLabel('Verification Code', { exact: true });
    if ((await field.count()) === 0) throw portalChanged('Verify Your Identity: no Verification Code field');
    await field.fill(code.trim());
    const remember = this.page.getByLabel(/^Remember this device/);
    if ((await remember.count()) > 0) await remember.first().check();
    return this.portal.press(this.page.getByRole('button', { name: 'Verify', exact: true }), {
      loginExpected: true,
    });
  }

  /** "Text me a new code": only the newest code works afterwards. */
  async requestNewCode(): Promise<void> {
    await this.portal.press(this.page.getByRole('button', { name: 'Text me a new code' }), {
      loginExpected: true,
    });
  }
}
