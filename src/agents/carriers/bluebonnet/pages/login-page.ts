// Producer Sign In (`/agentdesk/login`): User ID, Password, Sign In. AgentDesk keeps deep links
// through sign-in, so the page to land on afterwards can be given up front.
import { loginFailed, loginLocked, portalChanged } from '../../../errors.ts';
import { region } from '../../../kit/region.ts';
import { enterCredentials } from '../../../kit/sign-in.ts';
import type { PortalCredential } from '../../../playbook.ts';
import type { AgentDesk, PageKind } from './agentdesk.ts';

/** AgentDesk's lock-out notice ("Your AgentDesk account is locked after too many unsuccessful…"). */
const LOCKED_OUT = /account is locked after too many/i;

const SIGNING_IN = { signInExpected: true };

export class LoginPage {
  readonly desk: AgentDesk;

  constructor(desk: AgentDesk) {
    this.desk = desk;
  }

  async open(next?: string): Promise<void> {
    const query = next ? `?${new URLSearchParams({ next })}` : '';
    const kind = await this.desk.open(`/agentdesk/login${query}`, SIGNING_IN);
    if (kind !== 'sign-in')
      throw portalChanged(`AgentDesk sign-in opened ${kind} instead of the sign-in page`);
  }

  /** Signs in with the kit's sign-in form; a refusal throws `loginFailed` with AgentDesk's own message. */
  async signIn(credential: PortalCredential): Promise<PageKind> {
    const page = this.desk.page;
    const form = { username: 'User ID', button: 'Sign In', where: 'AgentDesk sign-in' };
    const kind = await this.desk.press(
      await enterCredentials(region(page, 'main'), form, credential),
      SIGNING_IN,
    );
    if (kind === 'sign-in') {
      const alert = page.getByRole('alert').first();
      const text = (await alert.count()) > 0 ? await alert.textContent() : '';
      const message = text?.replace(/\s+/g, ' ').trim() || 'AgentDesk did not accept the sign-in';
      throw LOCKED_OUT.test(message) ? loginLocked(message) : loginFailed(message);
    }
    return kind;
  }
}
