// Find an Application (`/agentdesk/applications`): applicant name (contains), effective date
// (MM-DD-YYYY, exact) and line; a results table with each application's status and an Open link.
import type { Line } from '../../../../domain/carriers/catalog.ts';
import { portalChanged } from '../../../errors.ts';
import type { AgentDesk, PageKind } from '../agentdesk.ts';

export interface SearchQuery {
  applicantName: string;
  /** MM-DD-YYYY. */
  effectiveDate: string;
  line: Line;
}

export interface ApplicationRow {
  reference: string;
  applicant: string;
  lineOfBusiness: string;
  effectiveDate: string;
  status: string;
}

const COLUMNS = ['Application #', 'Applicant', 'Line of Business', 'Effective Date', 'Status'] as const;

export class SearchPage {
  readonly desk: AgentDesk;

  constructor(desk: AgentDesk) {
    this.desk = desk;
  }

  /** The search's own URL (the form is a GET), usable as a deep link through sign-in. */
  static path(query: SearchQuery): string {
    const params = new URLSearchParams({
      q_name: query.applicantName,
      q_eff: query.effectiveDate,
      q_line: query.line,
    });
    return `/agentdesk/applications?${params}`;
  }

  async open(query: SearchQuery): Promise<void> {
    const kind = await this.desk.goto(SearchPage.path(query));
    if (kind !== 'search') throw portalChanged(`Find an Application opened ${kind}`);
  }

  /** Every result row; an empty list when AgentDesk says nothing matches. */
  async rows(): Promise<ApplicationRow[]> {
    const found = await this.desk.page.evaluate((columns) => {
      const norm = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
      const table = [...document.querySelectorAll('table')].find((t) =>
        [...t.querySelectorAll('thead th')].some((th) => norm(th.textContent) === columns[0]),
      );
      if (!table) {
        const none = [...document.querySelectorAll('[role=status]')].some((s) =>
          /no applications match/i.test(s.textContent ?? ''),
        );
        return none ? { rows: [] } : { missing: 'the results table' };
      }
      const headers = [...table.querySelectorAll('thead th')].map((th) => norm(th.textContent));
      const index = columns.map((c) => headers.indexOf(c));
      const absent = columns.filter((_, i) => index[i] === -1);
      if (absent.length) return { missing: `the columns ${absent.join(', ')}` };
      const rows = [...table.querySelectorAll('tbody tr')].map((tr) => {
        const cells = [...tr.querySelectorAll('td')].map((td) => norm(td.textContent));
        return index.map((i) => cells[i] ?? '');
      });
      return { rows };
    }, COLUMNS);
    if (!found.rows) throw portalChanged(`Find an Application no longer shows ${found.missing}`);
    return found.rows.map(
      ([reference = '', applicant = '', lineOfBusiness = '', effectiveDate = '', status = '']) => ({
        reference,
        applicant,
        lineOfBusiness,
        effectiveDate,
        status,
      }),
    );
  }

  /** Opens an application: a draft resumes its long form, a finished one shows its result. */
  async openApplication(reference: string): Promise<PageKind> {
    const link = this.desk.page.getByRole('link', { name: `Open ${reference}`, exact: true });
    return this.desk.submit(link, `the Open link of ${reference}`);
  }
}
