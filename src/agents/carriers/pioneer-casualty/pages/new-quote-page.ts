// New Quote: the line of business radio and Start Quote, from the masthead.
import { portalChanged } from '../../../errors.ts';
import { buttonFor, linkFor } from '../../../kit/buttons.ts';
import { fillForm } from '../../../kit/fill.ts';
import { judgeFill } from '../../../kit/form-page.ts';
import { region } from '../../../kit/region.ts';
import { CARRIER_NAME, type ProducerNet, type Screen } from './producernet.ts';

export class NewQuotePage {
  private readonly portal: ProducerNet;

  constructor(portal: ProducerNet) {
    this.portal = portal;
  }

  /** New Quote → the line's radio → Start Quote: ends on Applicant Information for a new submission. */
  async start(lineName: string): Promise<Screen> {
    const page = this.portal.page;
    // Read (and pressed) by a page script; Playwright's role selector where that finds none.
    const nav = await linkFor(region(page, 'body'), 'New Quote', { exact: true });
    if (!nav) throw portalChanged('ProducerNet masthead: no "New Quote" link');
    await this.portal.press(nav.link);
    const main = region(page, 'main, [role="main"]', page.getByRole('main'));
    const report = await fillForm(main, [{ label: 'Line of Business', value: lineName, kinds: ['radio'] }]);
    judgeFill(report, 'New Quote', CARRIER_NAME);
    return this.portal.press(await buttonFor(main, 'continue', ['Start Quote'], 'New Quote'));
  }
}
