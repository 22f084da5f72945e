// "Find a submission": the producer's submissions by named insured (contains), policy inception
// (exact) and product. A retry looks here first so it never files the same risk twice.
import { portalChanged } from '../../../errors.ts';
import { fillForm } from './form.ts';
import type { Portal } from './portal.ts';

export interface FoundSubmission {
  reference: string;
  insured: string;
  product: string;
  inception: string;
  /** In progress, Quoted, Indication, Referred, Declined. */
  status: string;
}

export class FindSubmissionPage {
  readonly portal: Portal;

  constructor(portal: Portal) {
    this.portal = portal;
  }

  async search(query: { insured: string; inception: string; product: string }): Promise<FoundSubmission[]> {
    const { page } = this.portal;
    await this.portal.open('/exchange/submissions');
    if ((await this.portal.screen()) !== 'search') throw portalChanged('Ironclad search page not found');
    await fillForm(
      page,
      [
        { label: 'Named insured', value: query.insured },
        { label: 'Policy inception (YYYY-MM-DD)', value: query.inception },
        { label: 'Product', value: query.product },
      ],
      'search',
    );
    await this.portal.click(page.getByRole('button', { name: 'Search', exact: true }));
    // The result line is a status ("1 submission matches." / "No submissions match your search.").
    const status = await this.portal.statusMessage();
    if (/^No submissions match/i.test(status)) return [];
    const table = page.getByRole('table', { name: 'Submissions' });
    if ((await table.count()) === 0) throw portalChanged('Ironclad search: no Submissions table');
    // Columns are read by their headers, not their order.
    const rows = await table.evaluate((element) => {
      const text = (cell: Element) => (cell.textContent ?? '').replace(/\s+/g, ' ').trim();
      const headers = Array.from(element.querySelectorAll('thead th')).map(text);
      const at = (name: string) => headers.indexOf(name);
      const columns = ['Submission', 'Named insured', 'Product', 'Inception', 'Status'].map(at);
      if (columns.some((index) => index < 0)) return null;
      return Array.from(element.querySelectorAll('tbody tr')).map((row) => {
        const cells = Array.from(row.querySelectorAll('td')).map(text);
        const [reference = '', insured = '', product = '', inception = '', status = ''] = columns.map(
          (index) => cells[index] ?? '',
        );
        return { reference, insured, product, inception, status };
      });
    });
    if (!rows) throw portalChanged('Ironclad search: the Submissions table has other columns');
    return rows;
  }

  /** Opens a submission from the results: a draft resumes at its furthest step, others show the outcome. */
  async open(reference: string): Promise<void> {
    const link = this.portal.page
      .getByRole('table', { name: 'Submissions' })
      .getByRole('link', { name: reference, exact: true });
    await this.portal.click(link);
  }
}
