// Get Rates (`/agentdesk/applications/<ref>/rates`): the application summary and the Get Rates button,
// which re-checks the whole form, then declines, refers or rates.
import { buttonFor } from '../../../kit/buttons.ts';
import { region } from '../../../kit/region.ts';
import type { AgentDesk, PageKind } from './agentdesk.ts';

export class RatesPage {
  readonly desk: AgentDesk;

  constructor(desk: AgentDesk) {
    this.desk = desk;
  }

  async getRates(): Promise<PageKind> {
    const button = await buttonFor(region(this.desk.page, 'main'), 'rate', ['Get Rates'], 'Get Rates');
    return this.desk.press(button);
  }
}
