// "Find a submission" (top navigation: Submissions) and the dashboard's "Start a new quote" tiles.
import { portalChanged } from '../../../errors.ts';
import { fillForm } from '../../../kit/fill.ts';
import { judgeFill } from '../../../kit/form-page.ts';
import { waitInPage } from '../../../kit/wait-in-page.ts';
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
    const screen = await this.hub.followLink(this.hub.navigation(), 'Submissions', { exact: true });
    if (screen.id !== 'search')
      throw portalChanged(`Expected "Find a submission", found "${screen.heading}"`);
  }

  /** Searches by applicant (the portal matches "contains"), exact ISO effective date and line name. */
  async find(applicant: string, effectiveDate: string, lineName: string): Promise<SearchRow[]> {
    const main = this.hub.main();
    const report = await fillForm(main, [
      { label: 'Applicant name', value: applicant },
      { label: 'Effective date', value: effectiveDate },
      { label: 'Line of business', value: lineName },
    ]);
    // Every option here is the portal's own: anything not set is a changed page (thrown).
    judgeFill(report, 'Find a submission', 'Harborline');
    // The search stays on its screen (its route takes the criteria): the results are what to wait for.
    await this.hub.follow(await this.hub.button(main, 'Search'));
    // Polled by a plain page script: the results table, the "none" text or another screen's heading.
    // (It answers once the read is not null.)
    const found = (await waitInPage(this.hub.page, searchAnswer, undefined, { timeoutMs: SCREEN_TIMEOUT }))!;
    if (found.kind === 'elsewhere') {
      const screen = await this.hub.current();
      throw portalChanged(`Search led to "${screen.heading}"`);
    }
    return found.kind === 'none' ? [] : found.rows;
  }

  /** The result's link: its caption is the submission's id, which only the results table shows. */
  openSubmission(id: string): Promise<Screen> {
    return this.hub.followLink(this.hub.main(), id, { exact: true });
  }

  /** Back to the dashboard and its "Start a new quote" tile for the line. */
  async startQuote(lineName: string): Promise<Screen> {
    const dashboard = await this.hub.followLink(this.hub.navigation(), 'New quote', { exact: true });
    if (dashboard.id !== 'dashboard')
      throw portalChanged(`Expected the dashboard, found "${dashboard.heading}"`);
    // The tile's name is the line followed by its blurb.
    const name = new RegExp(`^${lineName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
    return this.hub.followLink(this.hub.main(), name);
  }
}

type SearchAnswer = { kind: 'elsewhere' } | { kind: 'none' } | { kind: 'rows'; rows: SearchRow[] };

/**
 * Runs in the page (self-contained): what the search answered, once the view shows it (as Playwright's
 * role and text selectors find them: shown): another screen's heading, the portal's "none" text, or
 * the "Search results" table read by column heading; null while it shows none of these.
 */
function searchAnswer(): SearchAnswer | null {
  const norm = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
  const shown = (e: Element) =>
    e.closest('[aria-hidden="true"]') === null &&
    e.checkVisibility({ visibilityProperty: true } as CheckVisibilityOptions);
  const mains = [...document.querySelectorAll('main, [role="main"]')];
  const under = (css: string) => mains.flatMap((m) => [...m.querySelectorAll(css)]).filter(shown);
  const says = (e: Element, text: string) => norm(e.textContent).toLowerCase().includes(text);
  if (under('h1').some((h) => !says(h, 'find a submission'))) return { kind: 'elsewhere' };
  // The element saying it (none of its children does), as Playwright's text selector finds it.
  const none = 'no submissions match your search.';
  if (under('*').some((e) => says(e, none) && ![...e.children].some((c) => says(c, none))))
    return { kind: 'none' };
  // A table's name: what its aria-labelledby points to, else its aria-label, else its caption.
  const named = (t: Element) => {
    const ids = (t.getAttribute('aria-labelledby') ?? '').split(/\s+/).filter(Boolean);
    const by = ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
    return norm(
      by || (t.getAttribute('aria-label') ?? (t as HTMLTableElement).caption?.textContent),
    ).toLowerCase();
  };
  const table = under('table').find((t) => named(t).includes('search results'));
  if (!table) return null;
  const heads = [...table.querySelectorAll('thead th')].map((th) => norm(th.textContent));
  const col = (cells: Element[], name: string) => norm(cells[heads.indexOf(name)]?.textContent ?? '');
  const rows = [...table.querySelectorAll('tbody tr')].map((tr) => {
    const cells = [...tr.querySelectorAll('td')];
    return {
      submission: col(cells, 'Submission'),
      applicant: col(cells, 'Applicant'),
      line: col(cells, 'Line'),
      effectiveDate: col(cells, 'Effective date'),
      status: col(cells, 'Status'),
    };
  });
  return { kind: 'rows', rows };
}
