// "Find a submission" (top navigation: Submissions) and the dashboard's "Start a new quote" tiles.
import type { Page } from 'playwright-core';
import { portalChanged } from '../../../errors.ts';
import { fillFields } from './form.ts';
import { interruption, nextScreen, SCREEN_TIMEOUT, type Screen, submit, waitForScreen } from './screen.ts';

/** One row of "Search results", by column heading. */
export interface SearchRow {
  submission: string;
  applicant: string;
  line: string;
  effectiveDate: string;
  status: string;
}

export class SearchPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async open(): Promise<void> {
    await this.page.getByRole('navigation').getByRole('link', { name: 'Submissions', exact: true }).click();
    const screen = await nextScreen(this.page);
    if (screen.id !== 'search')
      throw portalChanged(`Expected "Find a submission", found "${screen.heading}"`);
  }

  /** Searches by applicant (the portal matches "contains"), exact ISO effective date and line name. */
  async find(applicant: string, effectiveDate: string, lineName: string): Promise<SearchRow[]> {
    const main = this.page.getByRole('main');
    const report = await fillFields(this.page, [
      { label: 'Applicant name', value: applicant },
      { label: 'Effective date', value: effectiveDate },
      { label: 'Line of business', value: lineName },
    ]);
    if (report.missing.length + report.noOption.length > 0) {
      throw portalChanged(`The submission search has changed: ${JSON.stringify(report)}`);
    }
    await submit(this.page, main.getByRole('button', { name: 'Search' }));
    const table = main.getByRole('table', { name: 'Search results' });
    const none = main.getByText('No submissions match your search.');
    const elsewhere = main.getByRole('heading', { level: 1 }).filter({ hasNotText: 'Find a submission' });
    await table.or(none).or(elsewhere).first().waitFor({ timeout: SCREEN_TIMEOUT });
    if (await elsewhere.isVisible()) {
      const screen = await waitForScreen(this.page);
      throw (await interruption(this.page, screen)) ?? portalChanged(`Search led to "${screen.heading}"`);
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

  async openSubmission(id: string): Promise<Screen> {
    await this.page
      .getByRole('table', { name: 'Search results' })
      .getByRole('link', { name: id, exact: true })
      .click();
    return nextScreen(this.page);
  }

  /** Back to the dashboard and its "Start a new quote" tile for the line. */
  async startQuote(lineName: string): Promise<Screen> {
    await this.page.getByRole('navigation').getByRole('link', { name: 'New quote', exact: true }).click();
    const dashboard = await nextScreen(this.page);
    if (dashboard.id !== 'dashboard')
      throw portalChanged(`Expected the dashboard, found "${dashboard.heading}"`);
    // The tile's name is the line followed by its blurb.
    const name = new RegExp(`^${lineName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
    await this.page.getByRole('main').getByRole('link', { name }).click();
    return nextScreen(this.page);
  }
}
