// Ironclad's "Find a submission" for the draft a job's earlier attempt filed but could not record
// (kit/orphan-draft.ts): saving the Applicant page creates the draft and the portal's redirect names it;
// the reference is recorded the moment that redirect arrives (flow.ts), yet a worker killed between the
// portal's save and our write leaves a draft nobody knows (seen once in the multi-process test, under
// load). The search is of this login's submissions by insured, inception and product; a draft found is
// filled again from its first page (index.ts), since what its pages hold was not recorded as ours.
import { adoptOrphanDraft, searchResults } from '../../../kit/orphan-draft.ts';
import type { PlaybookContext } from '../../../playbook.ts';
import { type IroncladLine, isoFromUs, PRODUCTS } from '../mapping.ts';
import type { Portal } from './portal.ts';

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
  const rows = await searchResults(portal.page, portal.page.getByRole('table', { name: 'Submissions' }), {
    reference: 'Submission',
    insured: 'Named insured',
    date: 'Inception',
    status: 'Status',
  });
  return adoptOrphanDraft(ctx, rows, { date: inception, inProgress: 'In progress', portal: 'Ironclad' });
}
