// The agent error taxonomy: what a playbook throws when a job cannot go on, mapped to the job's
// `errorType`. Expected portal outcomes (declines, referrals) are returned, not thrown.
import type { ErrorType } from '../domain/quote-request/states.ts';

export interface AgentErrorOptions {
  /** Worth another attempt (5xx, timeouts, dropped sessions); counted in `retryCount`. */
  transient?: boolean;
  cause?: unknown;
}

export class AgentError extends Error {
  readonly errorType: ErrorType;
  readonly transient: boolean;

  constructor(errorType: ErrorType, message: string, options: AgentErrorOptions = {}) {
    super(message, { cause: options.cause });
    this.name = 'AgentError';
    this.errorType = errorType;
    this.transient = options.transient ?? false;
  }
}

/** The portal answered 5xx, a maintenance page, or did not answer: retried, then `portal_unavailable`. */
export const portalUnavailable = (message: string, cause?: unknown) =>
  new AgentError('portal_unavailable', message, { transient: true, cause });

/** The portal's session died mid-flow: the runtime logs in again and resumes. */
export const sessionExpired = (message = 'The portal session expired') =>
  new AgentError('session_expired', message, { transient: true });

/** A page no longer looks like the playbook expects (markup changed): not retried blindly. */
export const portalChanged = (message: string, cause?: unknown) =>
  new AgentError('portal_changed', message, { cause });

/**
 * The portal kept answering "too many requests" (HTTP 429) after waiting as long as it asked
 * (`Retry-After`): retried like an unavailable portal, then `rate_limited`.
 */
export const rateLimited = (message: string) => new AgentError('rate_limited', message, { transient: true });

export const loginFailed = (message: string) => new AgentError('login_failed', message);

/**
 * The portal locked the account out (too many failed sign-ins): a `login_failed` whose login is marked
 * `locked`, not `invalid`. The password may be right; the account waits for the portal's lock to end,
 * and trying it meanwhile only keeps it locked.
 */
export class LoginLockedError extends AgentError {
  constructor(message: string) {
    super('login_failed', message);
    this.name = 'LoginLockedError';
  }
}

/** The portal's lock-out notice, as a `LoginLockedError`. */
export const loginLocked = (message: string) => new LoginLockedError(message);
