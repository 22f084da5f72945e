// Login.aspx (User ID + password) and VerifyIdentity.aspx (the SMS code AgentLink asks at every login).
import type { Page } from 'playwright-core';
import { loginFailed, loginLocked, portalChanged } from '../../../errors.ts';
import type { PortalCredential } from '../../../playbook.ts';
import type { AgentLink, Screen } from '../portal.ts';

/**
 * The Login control's lock-out text ("Your AgentLink account has been locked because of too many
 * unsuccessful login attempts…"), not the warning before it ("…before your account is locked").
 */
const LOCKED_OUT = /account has been locked/i;

export class LoginPage {
  private readonly portal: AgentLink;
  private readonly page: Page;

  constructor(portal: AgentLink) {
    this.portal = portal;
    this.page = portal.page;
  }

  private get userId() {
    return this.page.getByLabel('User ID');
  }
  private get password() {
    return this.page.getByLabel('Password');
  }

  /** Opens the portal (its root redirects to the login page) and signs in; ends on the code page. */
  async signIn(credential: PortalCredential): Promise<Screen> {
    await this.portal.open('/', { loginExpected: true });
    if ((await this.userId.count()) === 0 || (await this.password.count()) === 0)
      throw portalChanged('Login page: no User ID or Password field');
    // Real typing for the credential fields: nothing of them goes through an evaluated script.
    await this.userId.fill(credential.username);
    await this.password.fill(credential.password);
    const screen = await this.portal.press(this.page.getByRole('button', { name: 'Log In' }), {
      loginExpected: true,
    });
    if (screen.kind === 'login') {
      const text = await this.failureText();
      throw LOCKED_OUT.test(text) ? loginLocked(text) : loginFailed(text);
    }
    return screen;
  }

  /** The Login control's failure text (wrong password, unknown user, locked account). */
  private async failureText(): Promise<string> {
    const alert = this.page.getByRole('alert');
    const text =
      (await alert.count()) > 0
        ? ((await alert.first().textContent()) ?? '').replace(/\s+/g, ' ').trim()
        : '';
    return text || 'Summit AgentLink refused the login';
  }
}

export class VerifyIdentityPage {
  private readonly portal: AgentLink;
  private readonly page: Page;

  constructor(portal: AgentLink) {
    this.portal = portal;
    this.page = portal.page;
  }

  /** The portal's own instructions ("We sent a 6-digit code to the mobile number ending in 0142…"). */
  async instructions(): Promise<string> {
    const text = this.page.getByText(/We sent a \d-digit code/);
    if ((await text.count()) === 0) throw portalChanged('Verify Your Identity: no code instructions');
    return ((await text.first().textContent()) ?? '').replace(/\s+/g, ' ').trim();
  }

  async submit(code: string): Promise<Screen> {
    const field = this.page.getByLabel('Verification Code');
    if ((await field.count()) === 0) throw portalChanged('Verify Your Identity: no Verification Code field');
    await field.fill(code.trim());
    return this.portal.press(this.page.getByRole('button', { name: 'Verify' }), { loginExpected: true });
  }

  /** Asks the portal for a new code (an expired one cannot be used again). */
  async resend(): Promise<void> {
    await this.portal.press(this.page.getByRole('link', { name: 'Resend code' }), { loginExpected: true });
  }
}
