// Find Submission (search by submission number) and New Submission (choose the line), both reached from the left navigation every AgentLink page has.
import { portalChanged } from '../../../errors.ts';
import { buttonFor } from '../../../kit/buttons.ts';
import { fillForm } from '../../../kit/fill.ts';
import { judgeFill } from '../../../kit/form-page.ts';
import type { AgentLink, Screen } from './portal.ts';

export interface FoundSubmission {
  number: string;
  namedInsured: string;
  line: string;
  effectiveDate: string;
  /** In Progress, Quoted, Referred to Underwriter, Declined. */
  status: string;
}

const COLUMNS = {
  number: 'Submission No.',
  namedInsured: 'Named Insured',
  line: 'Line of Business',
  effectiveDate: 'Effective Date',
  status: 'Status',
} as const;

async function openFromNav(portal: AgentLink, name: string): Promise<void> {
  const link = portal.page.getByRole('link', { name, exact: true });
  if ((await link.count()) === 0) throw portalChanged(`No "${name}" link in the navigation`);
  const screen = await portal.press(link.first());
  if (screen.kind !== 'page' || screen.heading !== name) throw portalChanged(`"${name}" opened another page`);
}

export class FindSubmissionPage {
  private readonly portal: AgentLink;

  constructor(portal: AgentLink) {
    this.portal = portal;
  }

  /** By the submission number a job recorded. */
  async search(criteria: { submissionNo: string }) {
    await openFromNav(this.portal, 'Find Submission');
    const refusal = judgeFill(
      await fillForm(this.portal.page, [{ label: 'Submission No.', value: criteria.submissionNo }]),
      'Find Submission',
      'Summit Mutual',
    );
    if (refusal) throw portalChanged(refusal);
    const screen = await this.portal.press(
      this.portal.page.getByRole('button', { name: 'Search', exact: true }),
    );
    if (screen.kind === 'page' && screen.errors.length > 0)
      throw portalChanged(`Find Submission refused the search: ${screen.errors.join(' ')}`);
    return this.results();
  }

  /** The results grid, read by its column headers; none when the portal found nothing. */
  private async results(): Promise<FoundSubmission[]> {
    const page = this.portal.page;
    const grid = page
      .getByRole('table')
      .filter({ has: page.getByRole('columnheader', { name: COLUMNS.number }) });
    if ((await grid.count()) === 0) return [];
    const rows = await grid.first().evaluate((table: HTMLTableElement) => {
      const clean = (cell: Element | undefined) => (cell?.textContent ?? '').replace(/\s+/g, ' ').trim();
      const [head, ...body] = [...table.rows];
      const headers = [...(head?.cells ?? [])].map(clean);
      return body.map((row) => Object.fromEntries(headers.map((h, i) => [h, clean(row.cells[i])])));
    });
    return rows.map((row) => {
      const get = (column: string) => {
        const value = row[column];
        if (value === undefined) throw portalChanged(`Find Submission: no "${column}" column`);
        return value;
      };
      return {
        number: get(COLUMNS.number),
        namedInsured: get(COLUMNS.namedInsured),
        line: get(COLUMNS.line),
        effectiveDate: get(COLUMNS.effectiveDate),
        status: get(COLUMNS.status),
      };
    });
  }

  /** Opens a found submission (its status page, or its quote when quoted). */
  open(found: FoundSubmission): Promise<Screen> {
    return this.portal.press(this.portal.page.getByRole('link', { name: found.number, exact: true }));
  }
}

export class NewSubmissionPage {
  private readonly portal: AgentLink;

  constructor(portal: AgentLink) {
    this.portal = portal;
  }

  /** Chooses the line and continues to its Applicant Information page. */
  async start(line: string): Promise<Screen> {
    await openFromNav(this.portal, 'New Submission');
    const radio = this.portal.page.getByRole('radio', { name: line, exact: true });
    if ((await radio.count()) === 0) throw portalChanged(`New Submission: no line "${line}"`);
    await radio.check();
    return this.portal.press(
      await buttonFor(this.portal.page.locator('body'), 'continue', ['Continue'], 'New Submission'),
    );
  }
}
