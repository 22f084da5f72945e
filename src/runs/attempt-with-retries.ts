// One attempt of a job (one worker's run of it, `job.attempt`) in tries: a first try and its retries: a transient agent fault (portal down, session
// dropped) is tried again after each of `retryDelaysMs`, counted in the job's retry count; anything
// else, or a fault past the last delay, is thrown to the caller. A worker shutting down (or any hand-back:
// agents/runtime/hand-back.ts) ends it at once.
import { AgentError } from '../agents/errors.ts';
import type { PlaybookOutcome } from '../agents/playbook.ts';
import { handBackOf, WorkerShutdownError } from '../agents/runtime/hand-back.ts';
import type { Queryable } from '../store/db.ts';
import { setJobRetryCount } from '../store/jobs.ts';
import type { RunTiming } from './run-timing.ts';

export interface AttemptWithRetriesDeps extends Pick<RunTiming, 'sleep'> {
  db: Queryable;
  /** Pauses before each retry of a transient fault (their count is the retry limit). */
  retryDelaysMs: readonly number[];
  shutdown?: AbortSignal;
  log(message: string, fields?: Record<string, unknown>): void;
}

export async function attemptWithRetries(
  deps: AttemptWithRetriesDeps,
  job: { id: string; retryCount: number },
  tryOnce: (tryNumber: number) => Promise<PlaybookOutcome>,
): Promise<PlaybookOutcome> {
  let retryCount = job.retryCount;
  for (;;) {
    try {
      return await tryOnce(retryCount - job.retryCount + 1);
    } catch (error) {
      if (deps.shutdown?.aborted) throw new WorkerShutdownError();
      if (handBackOf(error)) throw error;
      const retries = retryCount - job.retryCount;
      if (!(error instanceof AgentError && error.transient) || retries >= deps.retryDelaysMs.length)
        throw error;
      const delay = deps.retryDelaysMs[retries]!;
      retryCount += 1;
      await setJobRetryCount(deps.db, job.id, retryCount);
      deps.log('transient fault, retrying', { jobId: job.id, errorType: error.errorType, delay });
      await deps.sleep(delay);
    }
  }
}
