// "Sign in to Broker Hub" (email and password) and "Two-step verification" (authenticator code).
import { loginFailed, loginLocked, portalChanged } from '../../../errors.ts';
import { region } from '../../../kit/region.ts';
import { enterCode, enterCredentials } from '../../../kit/sign-in.ts';
import type { PortalCredential } from '../../../playbook.ts';
import type { BrokerHub, Screen } from './broker-hub.ts';

/** Broker Hub's lock-out notice ("Your account is locked after too many unsuccessful sign-in attempts…"). */
const LOCKED_OUT = /account is locked after too many/i;

const SIGNING_IN = { signInExpected: true };

export class LoginPage {
  readonly hub: BrokerHub;

  constructor(hub: BrokerHub) {
    this.hub = hub;
  }

  /** Loads the app on its sign-in route; a 5xx, the maintenance page or no answer is `portalUnavailable`. */
  async open(): Promise<void> {
    const screen = await this.hub.open('#/login', SIGNING_IN);
    if (screen.id !== 'sign-in')
      throw portalChanged(`Expected the sign-in screen, found "${screen.heading}"`);
  }

  /** Loads the app on its dashboard: shown when the session holds, the sign-in screen when it does not. */
  async openDashboard(): Promise<Screen> {
    const screen = await this.hub.open('#/dashboard', SIGNING_IN);
    if (screen.id !== 'dashboard' && screen.id !== 'sign-in')
      throw portalChanged(`Expected the dashboard or the sign-in screen, found "${screen.heading}"`);
    return screen;
  }

  /** Types the credential (the kit's sign-in form) and signs in; answers the code prompt or the dashboard. */
  async signIn(credential: PortalCredential): Promise<Screen> {
    const form = { username: 'Email address', button: 'Sign in', where: 'Broker Hub sign-in' };
    const button = await enterCredentials(
      region(this.hub.page, 'main, [role="main"]', this.hub.page.getByRole('main')),
      form,
      credential,
    );
    const saved = await this.hub.save(button, SIGNING_IN);
    // The portal's own words ("The email or password you entered is incorrect.", the lockout notice).
    if (!saved.moved) {
      const message = saved.messages.join(' ') || 'Broker Hub refused the sign-in';
      throw LOCKED_OUT.test(message) ? loginLocked(message) : loginFailed(message);
    }
    return this.signedIn(saved.screen);
  }

  /** Types the 6-digit code; a refused code is `loginFailed` with the portal's message. */
  async verify(code: string): Promise<Screen> {
    const form = { label: 'Authentication code', button: 'Verify', where: 'Two-step verification' };
    const button = await enterCode(
      region(this.hub.page, 'main, [role="main"]', this.hub.page.getByRole('main')),
      form,
      code,
    );
    const saved = await this.hub.save(button, SIGNING_IN);
    if (!saved.moved) throw loginFailed(saved.messages.join(' ') || 'Broker Hub refused the code');
    return this.signedIn(saved.screen);
  }

  private async signedIn(screen: Screen): Promise<Screen> {
    if (screen.id === 'code' || screen.id === 'dashboard') return screen;
    // Sent back to sign-in ("Too many incorrect codes. Please sign in again.").
    if (screen.id === 'sign-in')
      throw loginFailed((await this.hub.alert()) || 'Broker Hub sent us back to sign-in');
    throw portalChanged(`Expected the dashboard after sign-in, found "${screen.heading}"`);
  }
}
