// Job state changes, guarded by the transition table: an UPDATE only lands when the job is in a state
// that may legally move to the new one, so two workers can never both move it.
import type { JobStatus } from '../domain/quote-request/states.ts';
import { jobStatusesLeadingTo } from '../domain/quote-request/transitions.ts';
import type { ActionRequired, JobRecord, QuoteResult } from '../domain/quote-request/types.ts';
import type { Queryable } from './db.ts';

export const jobColumns = `id, quote_request_id AS "quoteRequestId", carrier_id AS "carrierId",
  line_of_business AS "lineOfBusiness", status, retry_count AS "retryCount", action_required AS "actionRequired",
  error_type AS "errorType", error_message AS "errorMessage", result, created_at AS "createdAt",
  started_at AS "startedAt", completed_at AS "completedAt", attempt, worker_id AS "workerId",
  heartbeat_at AS "heartbeatAt", waiting_until AS "waitingUntil", portal_reference AS "portalReference",
  agency_id AS "agencyId"`;

export interface JobRow extends JobRecord {
  agencyId: string;
  attempt: number;
  workerId: string | null;
  heartbeatAt: Date | null;
  waitingUntil: Date | null;
  portalReference: string | null;
}

export interface JobPatch {
  retryCount?: number;
  attempt?: number;
  workerId?: string | null;
  actionRequired?: ActionRequired | null;
  waitingUntil?: Date | null;
  errorType?: string | null;
  errorMessage?: string | null;
  result?: QuoteResult | null;
  portalReference?: string | null;
  startedAt?: 'now' | null;
  completedAt?: 'now' | null;
}

const columnOf: Record<keyof JobPatch, string> = {
  retryCount: 'retry_count',
  attempt: 'attempt',
  workerId: 'worker_id',
  actionRequired: 'action_required',
  waitingUntil: 'waiting_until',
  errorType: 'error_type',
  errorMessage: 'error_message',
  result: 'result',
  portalReference: 'portal_reference',
  startedAt: 'started_at',
  completedAt: 'completed_at',
};

/** Moves a job to `to` if its current state allows it; answers the updated row, or undefined. */
export async function moveJob(
  db: Queryable,
  jobId: string,
  to: JobStatus,
  patch: JobPatch = {},
): Promise<JobRow | undefined> {
  const sets = ['status = $2', 'heartbeat_at = now()'];
  const values: unknown[] = [jobId, to];
  for (const [key, value] of Object.entries(patch) as [keyof JobPatch, unknown][]) {
    const column = columnOf[key];
    if (value === 'now') sets.push(`${column} = now()`);
    else if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
      sets.push(`${column} = $${values.push(JSON.stringify(value))}`);
    } else sets.push(`${column} = $${values.push(value)}`);
  }
  values.push(jobStatusesLeadingTo(to));
  const [row] = await db.query<JobRow>(
    `UPDATE jobs SET ${sets.join(', ')} WHERE id = $1 AND status = ANY($${values.length}::text[]) RETURNING ${jobColumns}`,
    values,
  );
  return row;
}

export async function findJob(db: Queryable, jobId: string): Promise<JobRow | undefined> {
  const [row] = await db.query<JobRow>(`SELECT ${jobColumns} FROM jobs WHERE id = $1`, [jobId]);
  return row;
}

export async function findAgencyJob(db: Queryable, agencyId: string, quoteRequestId: string, jobId: string) {
  const [row] = await db.query<JobRow>(
    `SELECT ${jobColumns} FROM jobs WHERE id = $1 AND agency_id = $2 AND quote_request_id = $3`,
    [jobId, agencyId, quoteRequestId],
  );
  return row;
}

/** Marks the worker still alive on a job (a dead worker's jobs are taken over). */
export async function heartbeatJob(db: Queryable, jobId: string, workerId: string): Promise<void> {
  await db.query('UPDATE jobs SET heartbeat_at = now() WHERE id = $1 AND worker_id = $2', [jobId, workerId]);
}
