// The agent asks a person to take over a page it cannot finish (docs/decisions/0029-the-agent-asks-for-a-take-over.md):
// when the agency allows it (agencies.takeover_when_stuck, on by default), the job pauses
// `action_required` with `actionRequired.type: "takeover"`, the portal's page, the step, the agent's
// evidence and the live view's deep link, as every pause does (quote.action_required, the window, the
// seat given back); the person's explicit hand-back in the app resolves it. Not allowed, the agent's
// error stands; the window ended, the job fails with it.
import type { AgentError } from '../agents/errors.ts';
import type { JobRecord } from '../domain/quote-request/types.ts';
import { dropDueActionNotice } from '../store/action-notices.ts';
import { readAgencySettings } from '../store/agencies.ts';
import type { Db } from '../store/db.ts';
import { handBackControl } from '../store/job-control.ts';
import { saveResolution } from '../store/job-resolutions.ts';
import { type JobRow, moveJob } from '../store/jobs.ts';
import { endPause } from './action-notices.ts';
import { liveViewDeepLink, type PauseDeps, pauseForPerson } from './pause-for-person.ts';

export interface TakeoverAsk {
  step: string;
  evidence: string;
  error: AgentError;
  /** The person's task, when it is not finishing a page the agent could not (teaching a carrier). */
  message?: string;
  /** The portal page's address now. */
  page: string;
}

/** Who handed the page back, and since when they held it. */
export interface HandedBack {
  userId: string;
  email: string;
  since: Date;
}

export async function askForTakeover(
  deps: PauseDeps,
  job: JobRow,
  externalReference: string,
  ask: TakeoverAsk,
): Promise<HandedBack> {
  const settings = await readAgencySettings(deps.db, job.agencyId);
  if (!settings?.takeoverWhenStuck) throw ask.error;
  deps.log?.('the agent asks for a take-over', { jobId: job.id, step: ask.step, evidence: ask.evidence });
  const resolution = await pauseForPerson(deps, job, externalReference, {
    type: 'takeover',
    message:
      ask.message ??
      `The agent cannot finish a page of the portal (${ask.evidence}): take it over in the live view, finish the page, and hand it back`,
    deepLink: liveViewDeepLink(deps.publicUrl, job),
    page: ask.page,
    step: ask.step,
    evidence: ask.evidence,
    error: ask.error,
  });
  if (resolution.kind !== 'handed_back') throw ask.error;
  return { userId: resolution.userId, email: resolution.email, since: new Date(resolution.since) };
}

/**
 * The person hands the page back (the app's hand-back, the only way: decision 0028): their hold ends,
 * and a take-over the agent asked for is resolved in the same transaction (the job running again, its
 * pause ended `handed_back`, the waiting worker woken on whatever node). Undefined when they held none.
 */
export async function handBackPage(
  db: Db,
  job: Pick<JobRecord, 'id' | 'status' | 'actionRequired'>,
  user: { id: string; email: string },
): Promise<{ since: Date; lastInputAt: Date; resolved: boolean } | undefined> {
  return db.transaction(async (tx) => {
    const held = await handBackControl(tx, job.id, user.id);
    if (!held) return undefined;
    if (job.status !== 'action_required' || job.actionRequired?.type !== 'takeover')
      return { ...held, resolved: false };
    const moved = await moveJob(tx, job.id, 'running', { actionRequired: null, waitingUntil: null });
    if (!moved) return { ...held, resolved: false };
    await saveResolution(tx, job.id, {
      kind: 'handed_back',
      userId: user.id,
      email: user.email,
      since: new Date(held.since).toISOString(),
    });
    await dropDueActionNotice(tx, job.id);
    await endPause(tx, moved, 'handed_back');
    return { ...held, resolved: true };
  });
}

/** Whether a person may take over the job's page now: it runs, or waits for the take-over it asked for. */
export function mayTakeOver(job: Pick<JobRecord, 'status' | 'actionRequired'>): boolean {
  return (
    job.status === 'running' || (job.status === 'action_required' && job.actionRequired?.type === 'takeover')
  );
}
