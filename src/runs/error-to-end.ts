// How a job ends when its attempt threw: an agent error keeps its type, a browser timeout (playwright's
// TimeoutError, whatever call it came from) is `timeout`, anything else an internal error. Messages are
// redacted and cut to their first line.
import { errors } from 'playwright-core';
import { AgentError } from '../agents/errors.ts';
import type { JobEnd } from './complete-job.ts';

export function errorToEnd(error: unknown, redact: (s: string) => string): JobEnd {
  if (error instanceof AgentError) {
    if (error.errorType === 'cancelled') return { status: 'cancelled', errorMessage: 'Cancelled' };
    return { status: 'failed', errorType: error.errorType, errorMessage: redact(error.message) };
  }
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof errors.TimeoutError) {
    return { status: 'failed', errorType: 'timeout', errorMessage: redact(message.split('\n')[0]!) };
  }
  return {
    status: 'failed',
    errorType: 'internal_error',
    errorMessage: redact(message.split('\n')[0]!).slice(0, 500),
  };
}
