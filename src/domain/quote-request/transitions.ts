// Every legal state transition of a job and a quote request (decision 0010), and the roll-up of job states
// into the request's. Anything not listed here is refused.
import { AppError } from '../../errors.ts';
import { type JobStatus, type RequestStatus, terminalJobStatuses } from './states.ts';

const jobTransitions: Record<JobStatus, readonly JobStatus[]> = {
  standby: ['queued', 'cancelled'],
  queued: ['running', 'cancelled', 'failed'],
  // running → running: a worker taking over a job whose worker died resumes it.
  running: ['running', 'mfa_waiting', 'action_required', 'success', 'failed', 'cancelled', 'queued'],
  mfa_waiting: ['running', 'failed', 'cancelled'],
  action_required: ['running', 'failed', 'cancelled'],
  failed: ['queued'],
  success: [],
  cancelled: [],
};

const requestTransitions: Record<RequestStatus, readonly RequestStatus[]> = {
  pending: ['in_progress', 'cancelled'],
  in_progress: ['completed', 'partial', 'failed', 'cancelled'],
  completed: [],
  // A failed job retried by hand reopens the run.
  partial: ['in_progress'],
  failed: ['in_progress'],
  cancelled: [],
};

export function canMoveJob(from: JobStatus, to: JobStatus): boolean {
  return jobTransitions[from].includes(to);
}

export function canMoveRequest(from: RequestStatus, to: RequestStatus): boolean {
  return requestTransitions[from].includes(to);
}

export function assertJobTransition(from: JobStatus, to: JobStatus): void {
  if (!canMoveJob(from, to)) throw new AppError('INVALID_STATE', `A job cannot go from ${from} to ${to}`);
}

export function assertRequestTransition(from: RequestStatus, to: RequestStatus): void {
  if (!canMoveRequest(from, to)) {
    throw new AppError('INVALID_STATE', `A quote request cannot go from ${from} to ${to}`);
  }
}

/** Jobs that may move to `to`, for guarded UPDATEs (`WHERE status = ANY(...)`). */
export function jobStatusesLeadingTo(to: JobStatus): JobStatus[] {
  return (Object.keys(jobTransitions) as JobStatus[]).filter((from) => jobTransitions[from].includes(to));
}

/** Requests that may move to `to`, for guarded UPDATEs of the request's status. */
export function requestStatusesLeadingTo(to: RequestStatus): RequestStatus[] {
  return (Object.keys(requestTransitions) as RequestStatus[]).filter((from) =>
    requestTransitions[from].includes(to),
  );
}

export const isTerminalJob = (status: JobStatus) => terminalJobStatuses.includes(status);

/**
 * The request status its jobs add up to once started: in progress while any job is unfinished
 * (waiting for a person included); then completed (all quoted), partial (some), failed (none), or
 * cancelled (every job cancelled with none quoted).
 */
export function rollUpRequestStatus(jobs: readonly JobStatus[]): RequestStatus {
  if (jobs.length === 0) return 'failed';
  if (jobs.some((s) => !isTerminalJob(s))) return 'in_progress';
  const quoted = jobs.filter((s) => s === 'success').length;
  if (quoted === jobs.length) return 'completed';
  if (quoted > 0) return 'partial';
  return jobs.every((s) => s === 'cancelled') ? 'cancelled' : 'failed';
}
