// A retry's search for the draft its own earlier attempt filed but could not record. Saving the
// Applicant page creates the draft and the portal's redirect names it; the reference is recorded the
// moment that redirect arrives (flow.ts), yet a worker killed between the portal's save and our write
// leaves a draft nobody knows (seen once in the multi-process test, under load). So a job's later
// attempt that holds no reference looks in "Find a submission" for the one draft of its own insured,
// inception and product under this login, and continues it instead of filing a second submission:
// filled again from its first page (index.ts), since what its pages hold was not recorded as ours.
// A new job (attempt 1) never does this: it always files anew, as the playbook's contract says.
import type { PlaybookContext } from '../../../playbook.ts';
import { type IroncladLine, isoFromUs, PRODUCTS } from '../mapping.ts';
import type { Portal } from './portal.ts';

interface Row {
  reference: string;
  insured: string;
  inception: string;
  status: string;
}

/** The reference of this job's unrecorded draft, or undefined (then the job files anew). */
export async function findOrphanDraft(
  ctx: PlaybookContext,
  portal: Portal,
  line: IroncladLine,
): Promise<string | undefined> {
  const insured = ctx.submission.input.businessName;
  const inception = isoFromUs(ctx.submission.input.policyStartDate);
  const query = new URLSearchParams({ insured, inception, product: PRODUCTS[line].product });
  await portal.open(`/exchange/submissions?${query}`);
  if ((await portal.screen()) !== 'search') return undefined;
  const rows = await readRows(portal);
  if (!rows) {
    ctx.log('Ironclad: the submission search shows no table we can read; filing anew');
    return undefined;
  }
  const drafts = rows.filter(
    (r) => r.insured === insured && r.inception === inception && r.status === 'In progress',
  );
  if (drafts.length !== 1) {
    if (drafts.length > 1)
      ctx.log('Ironclad: several drafts for this insured; filing anew', { count: drafts.length });
    return undefined;
  }
  const reference = drafts[0]!.reference;
  ctx.log('Ironclad: continuing the draft an earlier attempt filed but did not record', { reference });
  await ctx.recordPortalReference(reference);
  return reference;
}

/** The results table by its column headings; undefined when a heading we need is missing. */
async function readRows(portal: Portal): Promise<Row[] | undefined> {
  const table = portal.page.getByRole('table', { name: 'Submissions' });
  if ((await table.count()) !== 1) return (await portal.page.getByRole('status').count()) ? [] : undefined;
  return table.evaluate((element) => {
    const text = (cell: Element | undefined) => (cell?.textContent ?? '').replace(/\s+/g, ' ').trim();
    const headings = Array.from((element as HTMLTableElement).tHead?.rows[0]?.cells ?? []).map((c) =>
      text(c),
    );
    const at = (name: string) => headings.indexOf(name);
    const columns = [at('Submission'), at('Named insured'), at('Inception'), at('Status')];
    if (columns.some((i) => i < 0)) return undefined;
    const [reference, insured, inception, status] = columns as [number, number, number, number];
    return Array.from((element as HTMLTableElement).tBodies[0]?.rows ?? []).map((row) => ({
      reference: text(row.cells[reference]),
      insured: text(row.cells[insured]),
      inception: text(row.cells[inception]),
      status: text(row.cells[status]),
    }));
  });
}
