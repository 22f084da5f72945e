// The sign-in page: user ID and password. A wrong login stays on the page with an alert ("The user ID or
// password you entered is incorrect.", attempts left, or locked); a login with an address on file, from
// a browser the portal does not trust, goes on to the e-mailed code (email-code.ts).

import { loginFailed, loginLocked, portalChanged } from '../../../errors.ts';
import type { PortalCredential } from '../../../playbook.ts';
import type { Portal } from './portal.ts';

/**
 * The lock-out alert ("This user ID is locked after 5 unsuccessful sign-in attempts…"), not the warning
 * before it ("…the user ID will be locked after N more unsuccessful attempts").
 */
const LOCKED_OUT = /user ID is locked after/i;

export class SignInPage {
  readonly portal: Portal;

  constructor(portal: Portal) {
    this.portal = portal;
  }

  async open(): Promise<void> {
    await this.portal.open('/signin');
    if ((await this.portal.screen()) !== 'signin') throw portalChanged('Ironclad sign-in page not found');
  }

  /**
   * Signs in; the credential is typed, never logged or put in a message. Ends on the dashboard, or on
   * the page asking for the e-mailed code.
   */
  async signIn(credential: PortalCredential): Promise<'dashboard' | 'email-code'> {
    const { page } = this.portal;
    const userId = page.getByLabel('User ID', { exact: true });
    const password = page.getByLabel('Password', { exact: true });
    if ((await userId.count()) !== 1 || (await password.count()) !== 1)
      throw portalChanged('Ironclad sign-in page: no User ID or Password field');
    // Real typing for the login widgets: some portals watch key events on them.
    await userId.fill(credential.username);
    await password.fill(credential.password);
    await this.portal.click(page.getByRole('button', { name: 'Sign in', exact: true }));
    const screen = await this.portal.screen();
    if (screen === 'signin') {
      const message = (await this.portal.statusMessage()) || 'Ironclad Exchange refused the sign-in';
      throw LOCKED_OUT.test(message) ? loginLocked(message) : loginFailed(message);
    }
    if (screen === 'email-code') return screen;
    if (screen !== 'dashboard') throw portalChanged(`Ironclad sign-in led to an unexpected page (${screen})`);
    this.portal.signedIn = true;
    return screen;
  }
}
