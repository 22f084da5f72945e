// New Quote: the line of business radio and Start Quote, from the masthead.
import { portalChanged } from '../../../errors.ts';
import { buttonFor } from '../../../kit/buttons.ts';
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
    const nav = page.getByRole('link', { name: 'New Quote', exact: true });
    if ((await nav.count()) === 0) throw portalChanged('ProducerNet masthead: no "New Quote" link');
    await this.portal.press(nav.first());
    const main = region(page, 'main, [role="main"]', page.getByRole('main'));
    const report = await fillForm(main, [{ label: 'Line of Business', value: lineName, kinds: ['radio'] }]);
    judgeFill(report, 'New Quote', CARRIER_NAME);
    return this.portal.press(await buttonFor(main, 'continue', ['Start Quote'], 'New Quote'));
  }
}
