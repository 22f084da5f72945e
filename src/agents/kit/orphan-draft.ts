// A later attempt's search for the draft its own earlier attempt filed but could not record: the portal
// saved it and the worker died (or the database stayed away past its bound: decision 0022) before the
// reference was written. Read from the portal's own search results, by their column headings: exactly
// one draft of the job's insured and date is taken as the job's and recorded; none or several, and the
// job files anew. A new job (attempt 1) never looks: it always files anew, as the playbook contract says.
import type { Locator, Page } from 'playwright-core';
import type { PlaybookContext } from '../playbook.ts';

/** The headings of the search results' columns that say which draft a row is. */
export interface DraftColumns {
  reference: string;
  insured: string;
  date: string;
  status: string;
}

export type DraftRow = Record<keyof DraftColumns, string>;

/** The rows of `table` by the headings named (whitespace folded); undefined when one of them is missing. */
async function readDraftRows(table: Locator, columns: DraftColumns): Promise<DraftRow[] | undefined> {
  return table.evaluate((element, wanted) => {
    const text = (cell: Element | undefined) => (cell?.textContent ?? '').replace(/\s+/g, ' ').trim();
    const headings = Array.from((element as HTMLTableElement).tHead?.rows[0]?.cells ?? []).map((c) =>
      text(c),
    );
    const at = Object.entries(wanted).map(([key, heading]) => [key, headings.indexOf(heading)] as const);
    if (at.some(([, i]) => i < 0)) return undefined;
    return Array.from((element as HTMLTableElement).tBodies[0]?.rows ?? []).map(
      (row) => Object.fromEntries(at.map(([key, i]) => [key, text(row.cells[i])])) as DraftRow,
    );
  }, columns);
}

/**
 * The search's answer: the rows of its one results `table`, none when the page says so instead (a
 * `status` message), undefined when it shows neither or the table lacks a heading.
 */
export async function searchResults(
  page: Page,
  table: Locator,
  columns: DraftColumns,
): Promise<DraftRow[] | undefined> {
  if ((await table.count()) === 1) return readDraftRows(table, columns);
  return (await page.getByRole('status').count()) ? [] : undefined;
}

/**
 * The reference of the one row that is this job's draft (its insured and date, in progress), recorded as
 * the job's; undefined when there is none or there are several (then the job files anew).
 */
export async function adoptOrphanDraft(
  ctx: PlaybookContext,
  rows: readonly DraftRow[] | undefined,
  want: { date: string; inProgress: string; portal: string },
): Promise<string | undefined> {
  const insured = ctx.submission.input.businessName;
  if (!rows) {
    ctx.log(`${want.portal}: the search shows no table we can read; filing anew`);
    return undefined;
  }
  const drafts = rows.filter(
    (r) => r.insured === insured && r.date === want.date && r.status === want.inProgress,
  );
  if (drafts.length !== 1) {
    if (drafts.length > 1)
      ctx.log(`${want.portal}: several drafts for this insured; filing anew`, { count: drafts.length });
    return undefined;
  }
  const reference = drafts[0]!.reference;
  ctx.log(`${want.portal}: continuing the draft an earlier attempt filed but did not record`, { reference });
  await ctx.recordPortalReference(reference);
  return reference;
}
