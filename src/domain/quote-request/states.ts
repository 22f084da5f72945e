// Request and job states. The transition rules live in one module with the run engine;
// these are the values and which ones are terminal.

export const requestStatuses = [
  'pending',
  'in_progress',
  'completed',
  'partial',
  'failed',
  'cancelled',
] as const;
export type RequestStatus = (typeof requestStatuses)[number];

export const jobStatuses = [
  'standby',
  'queued',
  'running',
  'mfa_waiting',
  'action_required',
  'success',
  'failed',
  'cancelled',
] as const;
export type JobStatus = (typeof jobStatuses)[number];

export const terminalJobStatuses: readonly JobStatus[] = ['success', 'failed', 'cancelled'];
export const waitingJobStatuses: readonly JobStatus[] = ['mfa_waiting', 'action_required'];

export const errorTypes = [
  'declined_appetite',
  'declined_underwriting',
  'referred_to_underwriter',
  'credentials_missing',
  'login_failed',
  'mfa_timeout',
  'action_timeout',
  'portal_rejected_data',
  'portal_unavailable',
  'portal_changed',
  'quote_mismatch',
  'session_expired',
  'rate_limited',
  'timeout',
  'cancelled',
  'internal_error',
] as const;
export type ErrorType = (typeof errorTypes)[number];
