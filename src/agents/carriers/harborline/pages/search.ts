// "Find a submission" (top navigation: Submissions) and the dashboard's "Start a new quote" tiles.
import { portalChanged } from '../../../errors.ts';
import { fillForm } from '../../../kit/fill.ts';
import { judgeFill } from '../../../kit/form-page.ts';
import { type BrokerHub, SCREEN_TIMEOUT, type Screen } from './broker-hub.ts';

/** One row of "Search results", by column heading. */
export interface SearchRow {
  submission: string;
  applicant: string;
  line: string;
  effectiveDate: string;
  status: string;
}

export class SearchPage {
  readonly hub: BrokerHub;

  constructor(hub: BrokerHub) {
    this.hub = hub;
  }

  async open(): Promise<void> {
    const link = this.hub.page
      .getByRole('navigation')
      .getByRole('link', { name: 'Submissions', exact: true });
    const screen = await this.hub.follow(link);
    if (screen.id !== 'search')
      throw portalChanged(`Expected "Find a submission", found "${screen.heading}"`);
  }

  /** Searches by applicant (the portal matches "contains"), exact ISO effective date and line name. */
  async find(applicant: string, effectiveDate: string, lineName: string): Promise<SearchRow[]> {
    const main = this.hub.page.getByRole('main');
    const report = await fillForm(main, [
      { label: 'Applicant name', value: applicant },
      { label: 'Effective date', value: effectiveDate },
      { label: 'Line of business', value: lineName },
    ]);
    // Every option here is the portal's own: anything not set is a changed page (thrown).
    judgeFill(report, 'Find a submission', 'Harborline');
    // The search stays on its screen (its route takes the criteria): the results are what to wait for.
    await this.hub.follow(main.getByRole('button', { name: 'Search' }));
    const table = main.getByRole('table', { name: 'Search results' });
    const none = main.getByText('No submissions match your search.');
    const elsewhere = main.getByRole('heading', { level: 1 }).filter({ hasNotText: 'Find a submission' });
    await table.or(none).or(elsewhere).first().waitFor({ timeout: SCREEN_TIMEOUT });
    if (await elsewhere.isVisible()) {
      const screen = await this.hub.current();
      throw portalChanged(`Search led to "${screen.heading}"`);
    }
    if (await none.isVisible()) return [];
    return table.evaluate((el) => {
      const norm = (s: string | null) => (s ?? '').replace(/\s+/g, ' ').trim();
      const heads = [...el.querySelectorAll('thead th')].map((th) => norm(th.textContent));
      const col = (cells: Element[], name: string) => norm(cells[heads.indexOf(name)]?.textContent ?? '');
      return [...el.querySelectorAll('tbody tr')].map((tr) => {
        const cells = [...tr.querySelectorAll('td')];
        return {
          submission: col(cells, 'Submission'),
          applicant: col(cells, 'Applicant'),
          line: col(cells, 'Line'),
          effectiveDate: col(cells, 'Effective date'),
          status: col(cells, 'Status'),
        };
      });
    });
  }

  openSubmission(id: string): Promise<Screen> {
    const table = this.hub.page.getByRole('table', { name: 'Search results' });
    return this.hub.follow(table.getByRole('link', { name: id, exact: true }));
  }

  /** Back to the dashboard and its "Start a new quote" tile for the line. */
  async startQuote(lineName: string): Promise<Screen> {
    const page = this.hub.page;
    const newQuote = page.getByRole('navigation').getByRole('link', { name: 'New quote', exact: true });
    const dashboard = await this.hub.follow(newQuote);
    if (dashboard.id !== 'dashboard')
      throw portalChanged(`Expected the dashboard, found "${dashboard.heading}"`);
    // The tile's name is the line followed by its blurb.
    const name = new RegExp(`^${lineName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
    return this.hub.follow(page.getByRole('main').getByRole('link', { name }));
  }
}
