// Producer Terms of Use (`/agentdesk/terms`): shown after every sign-in, and nothing else opens until
// it is accepted. AgentDesk's stand-in for a second step; it asks again every session.
import { portalChanged } from '../../../errors.ts';
import type { AgentDesk, PageKind } from '../agentdesk.ts';

export class TermsPage {
  readonly desk: AgentDesk;

  constructor(desk: AgentDesk) {
    this.desk = desk;
  }

  async accept(): Promise<PageKind> {
    const page = this.desk.page;
    try {
      await page.getByLabel('I have read and accept the Producer Terms of Use').check({ timeout: 5_000 });
    } catch (error) {
      throw portalChanged('The Producer Terms of Use page has no acceptance checkbox', error);
    }
    const kind = await this.desk.submit(page.getByRole('button', { name: 'I agree' }), 'the I agree button');
    if (kind === 'terms') {
      const alert = await page
        .getByRole('alert')
        .first()
        .textContent({ timeout: 2_000 })
        .catch(() => null);
      throw portalChanged(
        `AgentDesk did not accept the Producer Terms of Use: ${alert?.trim() ?? 'no message'}`,
      );
    }
    return kind;
  }
}
