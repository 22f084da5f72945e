// Get Rates (`/agentdesk/applications/<ref>/rates`): the application summary and the Get Rates button,
// which re-checks the whole form, then declines, refers or rates.
import type { AgentDesk, PageKind } from '../agentdesk.ts';

export class RatesPage {
  readonly desk: AgentDesk;

  constructor(desk: AgentDesk) {
    this.desk = desk;
  }

  async getRates(): Promise<PageKind> {
    return this.desk.submit(
      this.desk.page.getByRole('button', { name: 'Get Rates', exact: true }),
      'the Get Rates button',
    );
  }
}
