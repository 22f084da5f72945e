// Login.aspx (User ID + password) and VerifyIdentity.aspx (the SMS code AgentLink asks at every login).
import type { Page } from 'playwright-core';
import { loginFailed, loginLocked, portalChanged } from '../../errors.ts';
import { linkFor } from '../../kit/buttons.ts';
import { region } from '../../kit/region.ts';
import { enterCode, enterCredentials } from '../../kit/sign-in.ts';
import type { PortalCredential } from '../../playbook.ts';
import { alertText, textMatching } from './pages/in-page.ts';
import type { AgentLink, Screen } from './pages/portal.ts';

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

  /** Opens the portal (its root redirects to the login page) and signs in; ends on the code page. */
  async signIn(credential: PortalCredential): Promise<Screen> {
    await this.portal.open('/', { signInExpected: true });
    const button = await enterCredentials(
      region(this.page, 'body'),
      { username: 'User ID', button: 'Log In', where: 'Summit AgentLink login page' },
      credential,
    );
    const screen = await this.portal.press(button, { signInExpected: true });
    if (screen.kind === 'sign-in') {
      const text = await this.failureText();
      throw LOCKED_OUT.test(text) ? loginLocked(text) : loginFailed(text);
    }
    return screen;
  }

  /** The Login control's failure text (wrong password, unknown user, locked account). */
  private async failureText(): Promise<string> {
    return (await alertText(this.page)) || 'Summit AgentLink refused the login';
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
    const pattern = /We sent a \d-digit code/;
    // Read by a page script; where it finds none, Playwright's text selector has the last word.
    const read = await textMatching(this.page, pattern);
    if (read !== undefined) return read;
    const text = this.page.getByText(pattern);
    if ((await text.count()) === 0) throw portalChanged('Verify Your Identity: no code instructions');
    return ((await text.first().textContent()) ?? '').replace(/\s+/g, ' ').trim();
  }

  async submit(code: string): Promise<Screen> {
    const button = await enterCode(
      region(this.page, 'body'),
      { label: 'Verification Code', button: 'Verify', where: 'Verify Your Identity' },
      code,
    );
    return this.portal.press(button, { signInExpected: true });
  }

  /** Asks the portal for a new code (an expired one cannot be used again). */
  async resend(): Promise<void> {
    const found = await linkFor(region(this.page, 'body'), 'Resend code');
    const link = found?.link ?? this.page.getByRole('link', { name: 'Resend code' });
    await this.portal.press(link, { signInExpected: true });
  }
}
