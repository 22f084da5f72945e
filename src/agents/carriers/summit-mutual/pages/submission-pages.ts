// Find Submission (search by submission number) and New Submission (choose the line), both reached from the left navigation every AgentLink page has.
import type { Locator } from 'playwright-core';
import { portalChanged } from '../../../errors.ts';
import { buttonFor, buttonNamed, linkFor } from '../../../kit/buttons.ts';
import { readControls } from '../../../kit/controls.ts';
import { fillForm } from '../../../kit/fill.ts';
import { judgeFill } from '../../../kit/form-page.ts';
import { region } from '../../../kit/region.ts';
import { unrecorded } from '../../../kit/unrecorded.ts';
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

/** The page's body, which a page script reads (region.ts): AgentLink pages have one. */
const bodyOf = (portal: AgentLink): Locator => region(portal.page, 'body');

async function openFromNav(portal: AgentLink, name: string): Promise<void> {
  // The first link of that name (the left navigation's), read and pressed by page scripts.
  const found = await linkFor(bodyOf(portal), name, { exact: true });
  if (!found) throw portalChanged(`No "${name}" link in the navigation`);
  const screen = await portal.press(found.link);
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
    const screen = await this.portal.press(await searchButton(this.portal));
    if (screen.kind === 'page' && screen.errors.length > 0)
      throw portalChanged(`Find Submission refused the search: ${screen.errors.join(' ')}`);
    return this.results();
  }

  /** The results grid, read by its column headers; none when the portal found nothing. */
  private async results(): Promise<FoundSubmission[]> {
    const page = this.portal.page;
    const rows = await unrecorded(page, () => page.evaluate(readGrid, COLUMNS.number));
    if (!rows) return [];
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
  async open(found: FoundSubmission): Promise<Screen> {
    const read = await linkFor(bodyOf(this.portal), found.number, { exact: true });
    const link = read?.link ?? this.portal.page.getByRole('link', { name: found.number, exact: true });
    return this.portal.press(link);
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
    const body = bodyOf(this.portal);
    await chooseLine(body, line);
    return this.portal.press(await buttonFor(body, 'continue', ['Continue'], 'New Submission'));
  }
}

/**
 * Ticks the radio named `line` (its label, exactly) among the page's radio groups, as a person clicks
 * it, by the kit's read of the page's controls (page scripts, no locator); where that finds no such
 * radio, Playwright's role selector has the last word.
 */
async function chooseLine(body: Locator, line: string): Promise<void> {
  const norm = (s: string) => s.replace(/\s+/g, ' ').trim();
  const read = await readControls(body);
  try {
    for (const control of read.controls) {
      if (control.kind !== 'radio') continue;
      const index = (control.choices ?? []).findIndex((choice) => norm(choice) === norm(line));
      const option = control.optionRefs?.[index];
      if (index < 0 || option === undefined) continue;
      // Ticked where a click lands on it (a page script checks), else by Playwright's check; read back
      // either way, as Playwright's check makes sure the radio took it.
      if (!(await read.tick(option, true))) await (await read.element(option)).check();
      const [holds] = await read.holds([option]);
      if (holds !== 'true') await (await read.element(option)).check();
      return;
    }
  } finally {
    await read.dispose();
  }
  const radio = body.page().getByRole('radio', { name: line, exact: true });
  if ((await radio.count()) === 0) throw portalChanged(`New Submission: no line "${line}"`);
  await radio.check();
}

/**
 * Find Submission's Search button (named so exactly, no other), found and pressed by page scripts;
 * where the page script finds none, Playwright's role selector, which the navigator reports as a changed
 * page when it finds none either.
 */
const searchButton = (portal: AgentLink): Promise<Locator> =>
  buttonNamed(bodyOf(portal), 'Search', { exact: true });

/**
 * Runs in the page (self-contained): the rows of the first table shown (a table, not a layout table of
 * role presentation) with a column header whose name holds `column` (any case), as Playwright's
 * `getByRole('table').filter({ has: getByRole('columnheader', { name }) })` finds it, each row by its
 * header's text; null when the page has no such table.
 */
function readGrid(column: string): Record<string, string>[] | null {
  const clean = (cell: Element | null | undefined) => (cell?.textContent ?? '').replace(/\s+/g, ' ').trim();
  const shown = (e: Element) =>
    e.closest('[aria-hidden="true"]') === null &&
    e.checkVisibility({ visibilityProperty: true } as CheckVisibilityOptions);
  const isTable = (e: Element) => {
    const role = (e.getAttribute('role') ?? '').trim().split(/\s+/)[0];
    return role ? role === 'table' : e.tagName === 'TABLE';
  };
  const isHeader = (e: Element) => {
    const role = (e.getAttribute('role') ?? '').trim().split(/\s+/)[0];
    return role ? role === 'columnheader' : e.tagName === 'TH' && e.getAttribute('scope') !== 'row';
  };
  const wanted = column.replace(/\s+/g, ' ').trim().toLowerCase();
  const table = [...document.body.querySelectorAll('*')].find(
    (e) =>
      isTable(e) &&
      shown(e) &&
      [...e.querySelectorAll('*')].some(
        (h) => isHeader(h) && shown(h) && clean(h).toLowerCase().includes(wanted),
      ),
  );
  if (!(table instanceof HTMLTableElement)) return null;
  const [head, ...body] = [...table.rows];
  const headers = [...(head?.cells ?? [])].map(clean);
  return body.map((row) => Object.fromEntries(headers.map((h, i) => [h, clean(row.cells[i])])));
}
