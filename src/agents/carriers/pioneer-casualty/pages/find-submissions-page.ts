// Find Submissions: Named Insured (contains), Line of Business and the Effective Date selects; each
// result's Submission # opens a draft at its first unfinished step, anything else at its decision.
import type { Page } from 'playwright-core';
import { portalChanged } from '../../../errors.ts';
import { fillFields, refusalOf } from '../../shared/fill-fields.ts';
import { dateParts } from '../mapping.ts';
import { CARRIER_NAME, type ProducerNet, type Screen } from '../producernet.ts';

export interface FoundSubmission {
  number: string;
  namedInsured: string;
  line: string;
  /** MM/DD/YYYY */
  effectiveDate: string;
  status: string;
}

export interface SubmissionSearch {
  namedInsured: string;
  /** As the Line of Business drop-down names it. */
  line: string;
  /** MM/DD/YYYY */
  effectiveDate: string;
}

const COLUMNS = ['Submission #', 'Named Insured', 'Line of Business', 'Effective Date', 'Status'] as const;

export class FindSubmissionsPage {
  private readonly portal: ProducerNet;
  private readonly page: Page;

  constructor(portal: ProducerNet) {
    this.portal = portal;
    this.page = portal.page;
  }

  /** Opens Find Submissions from the masthead, searches, and reads the results table. */
  async search(criteria: SubmissionSearch): Promise<FoundSubmission[]> {
    const nav = this.page.getByRole('link', { name: 'Find Submissions', exact: true });
    if ((await nav.count()) === 0) throw portalChanged('ProducerNet masthead: no "Find Submissions" link');
    await this.portal.press(nav.first());
    const date = dateParts(criteria.effectiveDate);
    const group = 'Effective Date';
    const refusal = refusalOf(
      await fillFields(this.page.getByRole('main'), [
        { label: 'Named Insured', value: criteria.namedInsured },
        { label: 'Line of Business', value: criteria.line },
        { group, label: 'Month', value: date.month, byValue: true },
        { group, label: 'Day', value: date.day, byValue: true },
        { group, label: 'Year', value: date.year, byValue: true, offered: true },
      ]),
      'Find Submissions',
      CARRIER_NAME,
    );
    // A year the search does not offer cannot hold a submission of ours: nothing to find.
    if (refusal) return [];
    const screen = await this.portal.press(this.page.getByRole('button', { name: 'Search', exact: true }));
    if (screen.kind === 'page' && screen.errors.length > 0)
      throw portalChanged(`Find Submissions refused the search: ${screen.errors.join(' ')}`);
    return this.results();
  }

  /** The results table, by its column headings; none when ProducerNet says nothing matches. */
  private async results(): Promise<FoundSubmission[]> {
    const table = this.page.getByRole('table', { name: 'Submissions' });
    if ((await table.count()) === 0) {
      if ((await this.page.getByText('No submissions match your search.').count()) > 0) return [];
      throw portalChanged('Find Submissions: neither results nor "No submissions match"');
    }
    const rows = await table.evaluate(
      (element, columns) => {
        const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
        const headings = [...element.querySelectorAll('thead th')].map((th) => clean(th.textContent));
        const index = columns.map((name) => headings.indexOf(name));
        if (index.some((i) => i < 0)) return { missing: columns.filter((_, i) => index[i]! < 0) };
        const found = [...element.querySelectorAll('tbody tr')].map((tr) => {
          const cells = [...tr.querySelectorAll('td, th')].map((cell) => clean(cell.textContent));
          return index.map((i) => cells[i] ?? '');
        });
        return { found };
      },
      COLUMNS as unknown as string[],
    );
    if ('missing' in rows) throw portalChanged(`Find Submissions: no column ${rows.missing?.join(', ')}`);
    return (rows.found ?? []).map(
      ([number = '', namedInsured = '', line = '', effectiveDate = '', status = '']) => ({
        number,
        namedInsured,
        line,
        effectiveDate,
        status,
      }),
    );
  }

  /** Opens a found submission by its number link. */
  async open(found: FoundSubmission): Promise<Screen> {
    const link = this.page
      .getByRole('table', { name: 'Submissions' })
      .getByRole('link', { name: found.number, exact: true });
    if ((await link.count()) === 0) throw portalChanged(`Find Submissions: no link for ${found.number}`);
    return this.portal.press(link.first());
  }
}

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
