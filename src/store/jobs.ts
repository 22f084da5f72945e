// The jobs table. State changes, single or bulk, are guarded by the transition table: an UPDATE only
// lands on a job in a state that may legally move to the new one, so two workers can never both move it.
import type { JobStatus } from '../domain/quote-request/states.ts';
import { jobStatusesLeadingTo } from '../domain/quote-request/transitions.ts';
import type { ActionRequired, JobRecord, QuoteResult } from '../domain/quote-request/types.ts';
import type { Queryable } from './db.ts';

/** Announced by a trigger on every job and step change; payload `<agencyId> <quoteRequestId> <jobId>`. */
export const JOBS_CHANGED_CHANNEL = 'jobs_changed';

export const jobColumns = `id, quote_request_id AS "quoteRequestId", carrier_id AS "carrierId",
  line_of_business AS "lineOfBusiness", status, retry_count AS "retryCount", action_required AS "actionRequired",
  error_type AS "errorType", error_message AS "errorMessage", result, created_at AS "createdAt",
  started_at AS "startedAt", completed_at AS "completedAt", attempt, worker_id AS "workerId",
  heartbeat_at AS "heartbeatAt", waiting_until AS "waitingUntil", portal_reference AS "portalReference",
  agency_id AS "agencyId", person_prompts AS "personPrompts", sign_ins AS "signIns",
  sessions_reused AS "sessionsReused", definition_id AS "definitionId", definition_hash AS "definitionHash"`;

export interface JobRow extends JobRecord, JobEffort {
  agencyId: string;
  attempt: number;
  workerId: string | null;
  heartbeatAt: Date | null;
  portalReference: string | null;
  /** The carrier definition its last attempt started with (migration 0021): id and file sha256. */
  definitionId: string | null;
  definitionHash: string | null;
}

/** What a job cost people and portals (migration 0014). */
export interface JobEffort {
  /** Pauses a person was asked to resolve (an MFA code or questions), not codes that came by themselves. */
  personPrompts: number;
  /** Sign-ins to the portal. */
  signIns: number;
  /** Attempts that started from the login's kept session and were not asked to sign in. */
  sessionsReused: number;
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
  definitionId?: string | null;
  definitionHash?: string | null;
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
  definitionId: 'definition_id',
  definitionHash: 'definition_hash',
};

function setClauses(patch: JobPatch, values: unknown[]): string[] {
  const sets: string[] = [];
  for (const [key, value] of Object.entries(patch) as [keyof JobPatch, unknown][]) {
    const column = columnOf[key];
    if (value === 'now') sets.push(`${column} = now()`);
    else if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
      sets.push(`${column} = $${values.push(JSON.stringify(value))}`);
    } else sets.push(`${column} = $${values.push(value)}`);
  }
  return sets;
}

/** Moves a job to `to` if its current state allows it; answers the updated row, or undefined. */
export async function moveJob(
  db: Queryable,
  jobId: string,
  to: JobStatus,
  patch: JobPatch = {},
): Promise<JobRow | undefined> {
  const values: unknown[] = [jobId, to];
  const sets = ['status = $2', 'heartbeat_at = now()', ...setClauses(patch, values)];
  values.push(jobStatusesLeadingTo(to));
  const [row] = await db.query<JobRow>(
    `UPDATE jobs SET ${sets.join(', ')} WHERE id = $1 AND status = ANY($${values.length}::text[]) RETURNING ${jobColumns}`,
    values,
  );
  return row;
}

/**
 * The bulk form of moveJob: every job of the request whose state may legally move to `to` (narrowed
 * to `from` when given) moves; the others are left as they are. Answers the rows that moved.
 */
export async function moveRequestJobs(
  db: Queryable,
  quoteRequestId: string,
  to: JobStatus,
  patch: JobPatch = {},
  from?: readonly JobStatus[],
): Promise<JobRow[]> {
  const values: unknown[] = [quoteRequestId, to];
  const sets = ['status = $2', ...setClauses(patch, values)];
  const allowed = jobStatusesLeadingTo(to).filter((status) => !from || from.includes(status));
  values.push(allowed);
  return db.query<JobRow>(
    `UPDATE jobs SET ${sets.join(', ')}
     WHERE quote_request_id = $1 AND status = ANY($${values.length}::text[]) RETURNING ${jobColumns}`,
    values,
  );
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

/** The portal's reference of the submission the job filed (kept across attempts). */
export async function setJobPortalReference(db: Queryable, jobId: string, reference: string): Promise<void> {
  await db.query('UPDATE jobs SET portal_reference = $2 WHERE id = $1', [jobId, reference]);
}

export async function setJobRetryCount(db: Queryable, jobId: string, retryCount: number): Promise<void> {
  await db.query('UPDATE jobs SET retry_count = $2 WHERE id = $1', [jobId, retryCount]);
}

/** Jobs that must be in the queue: queued, running or waiting (a crash may have lost their message). */
export async function unfinishedJobs(db: Queryable): Promise<DispatchableJob[]> {
  return db.query(
    `SELECT id, agency_id AS "agencyId", carrier_id AS "carrierId" FROM jobs
      WHERE status IN ('queued', 'running', 'mfa_waiting', 'action_required')`,
  );
}

/** How many of the request's jobs are in `status`. */
export async function countRequestJobs(
  db: Queryable,
  quoteRequestId: string,
  status: JobStatus,
): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM jobs WHERE quote_request_id = $1 AND status = $2',
    [quoteRequestId, status],
  );
  return row?.n ?? 0;
}

/** How many of the agency's jobs are in one of `statuses`. */
export async function countAgencyJobs(
  db: Queryable,
  agencyId: string,
  statuses: readonly JobStatus[],
): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM jobs WHERE agency_id = $1 AND status = ANY($2::text[])',
    [agencyId, statuses],
  );
  return row?.n ?? 0;
}

export type RollUpJob = Pick<JobRow, 'status' | 'result' | 'actionRequired' | 'errorType'>;

/** The request's dispatched jobs (standby ones never ran), as its roll-up reads them. */
export async function dispatchedJobs(db: Queryable, quoteRequestId: string): Promise<RollUpJob[]> {
  return db.query<RollUpJob>(
    `SELECT status, result, action_required AS "actionRequired", error_type AS "errorType"
     FROM jobs WHERE quote_request_id = $1 AND status <> 'standby'`,
    [quoteRequestId],
  );
}

/** The carriers the request named (`carrierIds` as sent) and those appetite skipped for every line. */
export async function countRequestCarriers(
  db: Queryable,
  quoteRequestId: string,
): Promise<{ requested: number; skipped: number }> {
  const [row] = await db.query<{ requested: number; skipped: number }>(
    `SELECT cardinality(carrier_ids) AS requested, jsonb_array_length(skipped_carriers) AS skipped
       FROM quote_requests WHERE id = $1`,
    [quoteRequestId],
  );
  return row ?? { requested: 0, skipped: 0 };
}

/** The agency's jobs waiting for an MFA code, oldest first (an inbound SMS picks among them). */
export async function mfaWaitingJobs(db: Queryable, agencyId: string): Promise<JobRow[]> {
  return db.query<JobRow>(
    `SELECT ${jobColumns} FROM jobs WHERE agency_id = $1 AND status = 'mfa_waiting' ORDER BY created_at, id`,
    [agencyId],
  );
}

/** What a job cost people and portals (migration 0014). */
export type JobFigure = 'person_prompts' | 'sign_ins' | 'sessions_reused';

const FIGURES: readonly JobFigure[] = ['person_prompts', 'sign_ins', 'sessions_reused'];

/** Adds one to a job's figure. */
export async function countJobFigure(db: Queryable, jobId: string, figure: JobFigure): Promise<void> {
  if (!FIGURES.includes(figure)) throw new Error(`not a job figure: ${figure}`);
  await db.query(`UPDATE jobs SET ${figure} = ${figure} + 1 WHERE id = $1`, [jobId]);
}

/** A job as the queue carries it: its login (the pg-boss group) and its agency. */
export interface DispatchableJob {
  id: string;
  agencyId: string;
  carrierId: string;
}

/**
 * Each job's place among its agency's queued jobs (0 first, by creation), for taking turns across
 * agencies; a job that is not queued (re-sent after a worker died) is 0.
 */
export async function queueRanks(db: Queryable, jobIds: readonly string[]): Promise<Map<string, number>> {
  if (jobIds.length === 0) return new Map();
  const rows = await db.query<{ id: string; rank: number }>(
    `SELECT id, rank::int AS rank FROM (
       SELECT id, row_number() OVER (PARTITION BY agency_id ORDER BY created_at, id) - 1 AS rank
         FROM jobs
        WHERE status = 'queued'
          AND agency_id IN (SELECT agency_id FROM jobs WHERE id = ANY($1::text[]))
     ) ranked WHERE id = ANY($1::text[])`,
    [jobIds],
  );
  return new Map(rows.map((r) => [r.id, r.rank]));
}

/**
 * The logins (`<agencyId>/<carrierId>`) with queued jobs of every agency already running `cap` jobs or
 * more: those of other workers as the store says, those of this worker (`workerId`) as it counts them
 * itself (`localRunning`, agency → jobs holding a running seat, moved to running or about to be). The
 * dispatch passes them over until one of that agency's jobs ends or parks.
 */
export async function loginsOfAgenciesAtCap(
  db: Queryable,
  cap: number,
  workerId: string,
  localRunning: ReadonlyMap<string, number>,
): Promise<string[]> {
  const rows = await db.query<{ login: string }>(
    `WITH counts AS (
       SELECT agency_id, count(*)::int AS n FROM jobs
        WHERE status = 'running' AND worker_id IS DISTINCT FROM $3 GROUP BY agency_id
       UNION ALL
       SELECT key, value::int FROM jsonb_each_text($2::jsonb)
     ), capped AS (
       SELECT agency_id FROM counts GROUP BY agency_id HAVING sum(n) >= $1
     )
     SELECT DISTINCT agency_id || '/' || carrier_id AS login FROM jobs
      WHERE status = 'queued' AND agency_id IN (SELECT agency_id FROM capped)`,
    [cap, JSON.stringify(Object.fromEntries(localRunning)), workerId],
  );
  return rows.map((r) => r.login);
}
