// Who controls a running job's page: the agent (no row) or a person, since when, with the last input's
// time (migration 0017) and when the agent stopped for them (0026). A person's hold expires to the agent
// once nothing was typed for `idleMs` after the agent stopped (before, nothing could be typed: a hold
// taken during a long step does not expire); each read and write here treats an expired row as absent,
// on the database's clock.
import type { Queryable } from './db.ts';

export interface JobControl {
  /** The person holding control. */
  userId: string;
  email: string;
  since: Date;
  lastInputAt: Date;
  /** When the agent stopped at a step boundary for the person; absent while it finishes its step. */
  agentStoppedAt?: Date;
}

/** A hold not expired: the agent has not stopped for it yet, or input came within `$2` ms. */
const live = (row = '') =>
  `(${row}agent_stopped_at IS NULL OR ${row}last_input_at > now() - $2 * interval '1 millisecond')`;
const COLUMNS = `c.holder_user_id AS "userId", u.email, c.since, c.last_input_at AS "lastInputAt",
  c.agent_stopped_at AS "agentStoppedAt"`;

/** The person holding control of the job now, or undefined when the agent does. */
export async function currentControl(
  db: Queryable,
  jobId: string,
  idleMs: number,
): Promise<JobControl | undefined> {
  const [row] = await db.query<JobControl & { agentStoppedAt: Date | null }>(
    `SELECT ${COLUMNS} FROM job_control c JOIN users u ON u.id = c.holder_user_id
      WHERE c.job_id = $1 AND ${live('c.')}`,
    [jobId, idleMs],
  );
  if (!row) return undefined;
  const { agentStoppedAt, ...control } = row;
  return agentStoppedAt ? { ...control, agentStoppedAt } : control;
}

export type TakeResult = { taken: true; control: JobControl } | { taken: false; holder: JobControl };

/**
 * The person takes control, unless another holds it (their hold not expired). Taking again what one
 * holds keeps its `since` and counts as input.
 */
export async function takeControl(
  db: Queryable,
  jobId: string,
  userId: string,
  idleMs: number,
): Promise<TakeResult> {
  const taken = await db.query<{ jobId: string }>(
    `INSERT INTO job_control AS c (job_id, holder_user_id) VALUES ($1, $3)
     ON CONFLICT (job_id) DO UPDATE
        SET since = CASE WHEN c.holder_user_id = $3 AND ${live('c.')} THEN c.since ELSE now() END,
            agent_stopped_at = CASE WHEN c.holder_user_id = $3 AND ${live('c.')} THEN c.agent_stopped_at END,
            holder_user_id = $3, last_input_at = now()
      WHERE c.holder_user_id = $3 OR NOT (${live('c.')})
     RETURNING job_id AS "jobId"`,
    [jobId, idleMs, userId],
  );
  const control = await currentControl(db, jobId, idleMs);
  if (!control) throw new Error(`The control of job ${jobId} vanished as it was taken`);
  return taken.length > 0 ? { taken: true, control } : { taken: false, holder: control };
}

/** Refreshes the hold `userId` has (`set`: the columns written); false when they do not hold it (any more). */
async function refresh(db: Queryable, jobId: string, userId: string, idleMs: number, set: string) {
  const rows = await db.query(
    `UPDATE job_control SET ${set} WHERE job_id = $1 AND holder_user_id = $3 AND ${live()} RETURNING job_id`,
    [jobId, idleMs, userId],
  );
  return rows.length > 0;
}

/** The person's input: their hold is refreshed; false when they do not hold control (any more). */
export function touchControl(db: Queryable, jobId: string, userId: string, idleMs: number): Promise<boolean> {
  return refresh(db, jobId, userId, idleMs, 'last_input_at = now()');
}

/**
 * The agent stopped at a step boundary for the person holding control: their idle time counts from now.
 * False when they no longer hold it.
 */
export function agentStopped(db: Queryable, jobId: string, userId: string, idleMs: number): Promise<boolean> {
  return refresh(
    db,
    jobId,
    userId,
    idleMs,
    'last_input_at = now(), agent_stopped_at = coalesce(agent_stopped_at, now())',
  );
}

/** The person hands control back: the hold they had (expired or not), or undefined when they had none. */
export async function handBackControl(
  db: Queryable,
  jobId: string,
  userId: string,
): Promise<{ since: Date; lastInputAt: Date } | undefined> {
  const [row] = await db.query<{ since: Date; lastInputAt: Date }>(
    `DELETE FROM job_control WHERE job_id = $1 AND holder_user_id = $2
     RETURNING since, last_input_at AS "lastInputAt"`,
    [jobId, userId],
  );
  return row;
}

export interface TakeOverRecord {
  userId: string;
  email: string;
  attempt: number;
  since: Date;
  heldMs: number;
  /** The page's addresses while the person held it, in order. */
  pages: string[];
}

/** Audits a take-over that ended: a `take-over` step in the job's timeline saying who, when, how long, which pages. */
export async function recordTakeOver(db: Queryable, jobId: string, t: TakeOverRecord): Promise<void> {
  await db.query(
    `INSERT INTO job_steps (job_id, attempt, name, started_at, duration_ms, outcome, take_over)
     VALUES ($1, $2, 'take-over', $3, $4, 'ok', $5::jsonb)`,
    [
      jobId,
      t.attempt,
      t.since,
      Math.round(t.heldMs),
      JSON.stringify({ userId: t.userId, email: t.email, pages: t.pages }),
    ],
  );
}

/** The job's control ends with the try that drove its page: no hold outlives the page. */
export async function clearControl(db: Queryable, jobId: string): Promise<void> {
  await db.query('DELETE FROM job_control WHERE job_id = $1', [jobId]);
}

/** Where a take or a hand-back is told to every node's watchers (payload: the job id). */
export const CONTROL_CHANGED_CHANNEL = 'job_control_changed';
