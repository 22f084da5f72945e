// New Quote: the line of business radio and Start Quote, from the masthead.
import type { Page } from 'playwright-core';
import { portalChanged } from '../../../errors.ts';
import type { ProducerNet, Screen } from '../producernet.ts';

export class NewQuotePage {
  private readonly portal: ProducerNet;
  private readonly page: Page;

  constructor(portal: ProducerNet) {
    this.portal = portal;
    this.page = portal.page;
  }

  /** New Quote → the line's radio → Start Quote: ends on Applicant Information for a new submission. */
  async start(lineName: string): Promise<Screen> {
    const nav = this.page.getByRole('link', { name: 'New Quote', exact: true });
    if ((await nav.count()) === 0) throw portalChanged('ProducerNet masthead: no "New Quote" link');
    await this.portal.press(nav.first());
    const radio = this.page
      .getByRole('group', { name: 'Line of Business' })
      .getByLabel(lineName, { exact: true });
    if ((await radio.count()) === 0) throw portalChanged(`New Quote: no line of business "${lineName}"`);
    await radio.check();
    return this.portal.press(this.page.getByRole('button', { name: 'Start Quote', exact: true }));
  }
}
