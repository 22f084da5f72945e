// job_steps: every playbook step of every attempt, with its timing, outcome and masked screenshot.
import type { Queryable } from './db.ts';

export interface StepRecord {
  name: string;
  attempt: number;
  startedAt: Date;
  durationMs: number;
  outcome: 'ok' | 'error';
  error: string | null;
  /** The screenshot's artifact id. */
  screenshot: string | null;
  /** A `take-over` step's who and pages (src/store/job-control.ts). */
  takeOver?: { userId: string; email: string; pages: string[] } | null;
}

export async function insertStep(db: Queryable, jobId: string, step: StepRecord): Promise<void> {
  await db.query(
    `INSERT INTO job_steps (job_id, attempt, name, started_at, duration_ms, outcome, error, screenshot)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      jobId,
      step.attempt,
      step.name,
      step.startedAt,
      step.durationMs,
      step.outcome,
      step.error,
      step.screenshot,
    ],
  );
}

/** In the order they were recorded. */
export async function listSteps(db: Queryable, jobId: string): Promise<StepRecord[]> {
  return db.query<StepRecord>(
    `SELECT name, attempt, started_at AS "startedAt", duration_ms AS "durationMs", outcome, error, screenshot,
            take_over AS "takeOver"
     FROM job_steps WHERE job_id = $1 ORDER BY id`,
    [jobId],
  );
}
