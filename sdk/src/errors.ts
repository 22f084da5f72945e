// Typed errors: every non-2xx answer becomes a QuotingApiError (or the subclass for its status) with the
// envelope's code, message and field_errors; no answer at all is a QuotingNetworkError.
import type { ErrorCode } from './types.ts';

export interface ApiErrorInit {
  status: number;
  code: ErrorCode | 'UNKNOWN';
  message: string;
  fieldErrors?: Record<string, string[]>;
  requestId?: string;
  retryAfterSeconds?: number;
}

export class QuotingApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | 'UNKNOWN';
  /** Field path (`input.zipCode`) → messages, on validation errors; empty otherwise. */
  readonly fieldErrors: Record<string, string[]>;
  /** Quote it to support (internal errors). */
  readonly requestId: string | undefined;
  /** From `Retry-After`, on 429. */
  readonly retryAfterSeconds: number | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.name = new.target.name;
    this.status = init.status;
    this.code = init.code;
    this.fieldErrors = init.fieldErrors ?? {};
    this.requestId = init.requestId;
    this.retryAfterSeconds = init.retryAfterSeconds;
  }

  /** The contract's spelling, as in the envelope. */
  get field_errors(): Record<string, string[]> {
    return this.fieldErrors;
  }
}

/** 400: VALIDATION_ERROR (with fieldErrors) or INVALID_JSON. */
export class ValidationError extends QuotingApiError {}
/** 401: missing, unknown or revoked API key. */
export class AuthenticationError extends QuotingApiError {}
/** 403: the key lacks the scope. */
export class PermissionError extends QuotingApiError {}
/** 404: not found, or another agency's. */
export class NotFoundError extends QuotingApiError {}
/** 409: INVALID_STATE, or IDEMPOTENCY_KEY_IN_USE. */
export class ConflictError extends QuotingApiError {}
/** 422: IDEMPOTENCY_KEY_REUSED (same key, different body). */
export class IdempotencyError extends QuotingApiError {}
/** 429: RATE_LIMITED; see retryAfterSeconds. */
export class RateLimitError extends QuotingApiError {}
/** 5xx. */
export class ServerError extends QuotingApiError {}

const byStatus: Record<number, typeof QuotingApiError> = {
  400: ValidationError,
  401: AuthenticationError,
  403: PermissionError,
  404: NotFoundError,
  409: ConflictError,
  422: IdempotencyError,
  429: RateLimitError,
};

export function apiError(init: ApiErrorInit): QuotingApiError {
  const Type = byStatus[init.status] ?? (init.status >= 500 ? ServerError : QuotingApiError);
  return new Type(init);
}

/** The request never got an answer (connection refused, reset, timeout). */
export class QuotingNetworkError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'QuotingNetworkError';
  }
}
