// Records every playbook step: name, timing, outcome, and a screenshot with password fields masked.
import type { Page } from 'playwright-core';
import type { Queryable } from '../../store/db.ts';
import type { ArtifactStore } from './artifacts.ts';
import type { Redactor } from './redactor.ts';

export interface StepRecord {
  name: string;
  attempt: number;
  startedAt: Date;
  durationMs: number;
  outcome: 'ok' | 'error';
  error: string | null;
  screenshot: string | null;
}

export interface StepRecorderOptions {
  db: Queryable;
  artifacts: ArtifactStore;
  redactor: Redactor;
  page: Page;
  jobId: string;
  attempt: number;
  /** Screenshots cost CPU; benchmarks can turn them off. */
  screenshots?: boolean;
}

/** A masked screenshot of the page: every password field (and anything marked data-secret) hidden. */
export async function maskedScreenshot(page: Page): Promise<Buffer> {
  return page.screenshot({
    type: 'jpeg',
    quality: 60,
    mask: [page.locator('input[type=password], [data-secret]')],
    maskColor: '#444',
    timeout: 5000,
  });
}

export function createStepRecorder(options: StepRecorderOptions) {
  const { db, artifacts, redactor, page, jobId, attempt } = options;
  let seq = 0;

  async function screenshot(name: string): Promise<string | null> {
    if (options.screenshots === false || page.isClosed()) return null;
    try {
      const data = await maskedScreenshot(page);
      const artifact = await artifacts.save({
        jobId,
        attempt,
        kind: 'screenshot',
        name: `${String(++seq).padStart(2, '0')}-${name}.jpg`,
        contentType: 'image/jpeg',
        data,
      });
      return artifact.id;
    } catch {
      return null; // a page mid-navigation cannot always be captured; the step still counts
    }
  }

  return async function step<T>(name: string, fn: () => Promise<T>): Promise<T> {
    const startedAt = new Date();
    let outcome: 'ok' | 'error' = 'ok';
    let error: string | null = null;
    try {
      return await fn();
    } catch (err) {
      outcome = 'error';
      error = redactor.redact(err instanceof Error ? err.message : String(err)).slice(0, 2000);
      throw err;
    } finally {
      const shot = await screenshot(name);
      await db.query(
        `INSERT INTO job_steps (job_id, attempt, name, started_at, duration_ms, outcome, error, screenshot)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [jobId, attempt, name, startedAt, Date.now() - startedAt.getTime(), outcome, error, shot],
      );
    }
  };
}

export async function listSteps(db: Queryable, jobId: string): Promise<StepRecord[]> {
  return db.query<StepRecord>(
    `SELECT name, attempt, started_at AS "startedAt", duration_ms AS "durationMs", outcome, error, screenshot
     FROM job_steps WHERE job_id = $1 ORDER BY id`,
    [jobId],
  );
}
