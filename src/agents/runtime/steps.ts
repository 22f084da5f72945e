// Records every playbook step: name, timing, outcome, and a screenshot with password fields masked.
import type { Page } from 'playwright-core';
import type { Queryable } from '../../store/db.ts';
import { insertStep } from '../../store/job-steps.ts';
import type { ArtifactStore } from './artifacts.ts';
import type { Redactor } from './redactor.ts';

export { listSteps, type StepRecord } from '../../store/job-steps.ts';

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
      await insertStep(db, jobId, {
        name,
        attempt,
        startedAt,
        durationMs: Date.now() - startedAt.getTime(),
        outcome,
        error,
        screenshot: shot,
      });
    }
  };
}
