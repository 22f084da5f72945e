// Producer Sign In (`/agentdesk/login`): User ID, Password, Sign In. AgentDesk keeps deep links
// through sign-in, so the page to land on afterwards can be given up front.
import { loginFailed, loginLocked, portalChanged } from '../../../errors.ts';
import type { PortalCredential } from '../../../playbook.ts';
import type { AgentDesk, PageKind } from '../agentdesk.ts';

/** AgentDesk's lock-out notice ("Your AgentDesk account is locked after too many unsuccessful…"). */
const LOCKED_OUT = /account is locked after too many/i;

export class LoginPage {
  readonly desk: AgentDesk;

  constructor(desk: AgentDesk) {
    this.desk = desk;
  }

  async open(next?: string): Promise<void> {
    const query = next ? `?${new URLSearchParams({ next })}` : '';
    const kind = await this.desk.goto(`/agentdesk/login${query}`);
    if (kind !== 'login') throw portalChanged(`AgentDesk sign-in opened ${kind} instead of the sign-in page`);
  }

  /** Signs in; a refusal throws `loginFailed` with AgentDesk's own message. */
  async signIn(credential: PortalCredential): Promise<PageKind> {
    const page = this.desk.page;
    try {
      await page.getByLabel('User ID', { exact: true }).fill(credential.username, { timeout: 5_000 });
      await page.getByLabel('Password', { exact: true }).fill(credential.password, { timeout: 5_000 });
    } catch {
      // The cause is left out on purpose: Playwright's message could carry what was being typed.
      throw portalChanged('The AgentDesk sign-in form no longer has User ID and Password fields');
    }
    const kind = await this.desk.submit(page.getByRole('button', { name: 'Sign In' }), 'the Sign In button');
    if (kind === 'login') {
      const alert = await page
        .getByRole('alert')
        .first()
        .textContent({ timeout: 2_000 })
        .catch(() => null);
      const message = alert?.replace(/\s+/g, ' ').trim() || 'AgentDesk did not accept the sign-in';
      throw LOCKED_OUT.test(message) ? loginLocked(message) : loginFailed(message);
    }
    this.desk.signedIn = true;
    return kind;
  }
}
