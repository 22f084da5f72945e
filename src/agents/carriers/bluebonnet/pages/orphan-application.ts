// AgentDesk's "Find an Application" for the draft a job's earlier attempt filed but could not record
// (kit/orphan-draft.ts): saving the first section creates the application and its number is recorded
// once the next page is read (flow.ts), so a worker killed in between (the chaos bench saw it) or a
// database away past its bound leaves a draft nobody knows. The search is of this login's applications
// by applicant, effective date and line; a draft found is continued as a retry continues its own.
import { adoptOrphanDraft, searchResults } from '../../../kit/orphan-draft.ts';
import type { PlaybookContext } from '../../../playbook.ts';
import { toPortalDate } from '../mapping.ts';
import type { AgentDesk } from './agentdesk.ts';

/** The number of this job's unrecorded application, or undefined (then the job files anew). */
export async function findOrphanApplication(
  ctx: PlaybookContext,
  desk: AgentDesk,
): Promise<string | undefined> {
  const effective = toPortalDate(ctx.submission.input.policyStartDate);
  const query = new URLSearchParams({
    q_name: ctx.submission.input.businessName,
    q_eff: effective,
    q_line: ctx.line,
  });
  if ((await desk.open(`/agentdesk/applications?${query}`)) !== 'search') return undefined;
  const rows = await searchResults(desk.page, desk.page.getByRole('table'), {
    reference: 'Application #',
    insured: 'Applicant',
    date: 'Effective Date',
    status: 'Status',
  });
  return adoptOrphanDraft(ctx, rows, { date: effective, inProgress: 'In Progress', portal: 'AgentDesk' });
}
