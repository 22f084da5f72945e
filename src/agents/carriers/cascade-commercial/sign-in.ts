// "Sign in to Cascade Commercial" (e-mail address and password) and "Check your e-mail" (the 6-digit
// code Cascade e-mails at every sign-in, with "Send a new code"), through the kit's sign-in forms.
import { loginFailed, loginLocked, portalChanged } from '../../errors.ts';
import { region } from '../../kit/region.ts';
import { enterCode, enterCredentials } from '../../kit/sign-in.ts';
import type { PortalCredential } from '../../playbook.ts';
import type { CascadePortal, Screen } from './pages/portal.ts';

/** The lock-out ("This account is locked after 5 unsuccessful sign-in attempts…"), not the warning before it. */
const LOCKED_OUT = /account is locked after/i;

/** Where a sign-in starts: any path shows the sign-in screen to nobody signed in, and returns there after. */
export const HOME = '/dashboard';

export class SignInPage {
  private readonly portal: CascadePortal;

  constructor(portal: CascadePortal) {
    this.portal = portal;
  }

  /** Signs in from the sign-in screen (opening the portal when another screen shows); ends on the code screen. */
  async signIn(credential: PortalCredential, shown?: Screen): Promise<Screen> {
    const start = shown?.id === 'sign-in' ? shown : await this.portal.open(HOME, { signInExpected: true });
    if (start.id !== 'sign-in')
      throw portalChanged(`Cascade Commercial showed "${start.heading}" instead of its sign-in`);
    const body = region(this.portal.page, 'body');
    const button = await enterCredentials(
      body,
      { username: 'E-mail address', button: 'Sign in', where: 'Cascade Commercial sign-in' },
      credential,
    );
    const screen = await this.portal.follow(button, { signInExpected: true });
    if (screen.id === 'sign-in') {
      const text = screen.messages.join(' ') || 'Cascade Commercial refused the sign-in';
      throw LOCKED_OUT.test(text) ? loginLocked(text) : loginFailed(text);
    }
    return screen;
  }
}

export class CodePage {
  private readonly portal: CascadePortal;

  constructor(portal: CascadePortal) {
    this.portal = portal;
  }

  /** The portal's own words: where the code went and how long it lasts. */
  async instructions(): Promise<string> {
    const screen = await this.portal.screen();
    if (screen.id !== 'code' || !/\bcode\b/i.test(screen.notice))
      throw portalChanged('Check your e-mail: no instructions for the code');
    return screen.notice;
  }

  async submit(code: string): Promise<Screen> {
    const button = await enterCode(
      region(this.portal.page, 'body'),
      { label: 'Verification code', button: 'Verify', where: 'Check your e-mail' },
      code,
    );
    return this.portal.follow(button, { signInExpected: true });
  }

  /** Asks for a new code (only the newest works) and waits for the portal to say it sent one. */
  async resend(): Promise<void> {
    const page = this.portal.page;
    const link = page.getByRole('button', { name: 'Send a new code' });
    if ((await link.count()) === 0) throw portalChanged('Check your e-mail: no "Send a new code"');
    await this.portal.nav.act(
      async () => {
        const sent = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/auth/code/resend');
        await link.click();
        await sent;
      },
      { signInExpected: true },
    );
  }
}
