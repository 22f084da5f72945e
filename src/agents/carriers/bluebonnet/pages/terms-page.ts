// Producer Terms of Use (`/agentdesk/terms`): shown after every sign-in, and nothing else opens until
// it is accepted. AgentDesk's stand-in for a second step; it asks again every session.
import { portalChanged } from '../../../errors.ts';
import { buttonFor } from '../../../kit/buttons.ts';
import { fillForm } from '../../../kit/fill.ts';
import { judgeFill } from '../../../kit/form-page.ts';
import { region } from '../../../kit/region.ts';
import type { AgentDesk, PageKind } from './agentdesk.ts';

export class TermsPage {
  readonly desk: AgentDesk;

  constructor(desk: AgentDesk) {
    this.desk = desk;
  }

  async accept(): Promise<PageKind> {
    const page = this.desk.page;
    const consent = { label: 'I have read and accept the Producer Terms of Use', value: 'true' };
    const main = region(page, 'main');
    judgeFill(await fillForm(main, [consent]), 'Producer Terms of Use', 'Bluebonnet');
    const kind = await this.desk.press(
      await buttonFor(main, 'continue', ['I agree'], 'Producer Terms of Use'),
    );
    if (kind === 'terms') {
      const alert = page.getByRole('alert').first();
      const text = (await alert.count()) > 0 ? await alert.textContent() : '';
      throw portalChanged(
        `AgentDesk did not accept the Producer Terms of Use: ${text?.trim() || 'no message'}`,
      );
    }
    return kind;
  }
}
