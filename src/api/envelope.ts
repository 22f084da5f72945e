// The response envelope on every answer: `{ success: true, data }` or `{ success: false, error }`.
import { type TSchema, Type } from 'typebox';
import { type ErrorCode, errorCodes } from '../errors.ts';

export const Envelope = <T extends TSchema>(data: T) =>
  Type.Object({ success: Type.Literal(true), data }, { additionalProperties: false });

export const ErrorEnvelope = Type.Object(
  {
    success: Type.Literal(false),
    error: Type.Object({
      code: Type.Enum(errorCodes, { description: 'Stable, machine-readable code' }),
      message: Type.String({ description: 'What went wrong, for a person' }),
      field_errors: Type.Optional(
        Type.Record(Type.String(), Type.Array(Type.String()), {
          description: 'Each failing field path mapped to its messages (validation errors only)',
        }),
      ),
      requestId: Type.Optional(Type.String({ description: 'Quote it to support (internal errors)' })),
    }),
  },
  { $id: 'ErrorEnvelope', title: 'Error' },
);

export const ok = <T>(data: T) => ({ success: true as const, data });

export interface ErrorBody {
  success: false;
  error: { code: ErrorCode; message: string; field_errors?: Record<string, string[]>; requestId?: string };
}

export function errorBody(
  code: ErrorCode,
  message: string,
  extra: Partial<ErrorBody['error']> = {},
): ErrorBody {
  return { success: false, error: { code, message, ...extra } };
}

const descriptions: Partial<Record<number, string>> = {
  400: 'Invalid request (VALIDATION_ERROR with field_errors, or INVALID_JSON)',
  401: 'Missing or invalid API key (UNAUTHORIZED)',
  403: 'The API key lacks the scope this operation needs (FORBIDDEN)',
  404: 'Not found, or belongs to another agency (NOT_FOUND)',
  409: 'INVALID_STATE, or IDEMPOTENCY_KEY_IN_USE while the first request with this key is in flight',
  413: 'Body over 1 MiB (PAYLOAD_TOO_LARGE)',
  415: 'Body not JSON (UNSUPPORTED_MEDIA_TYPE): XML and ACORD are not accepted in v1',
  422: 'Idempotency-Key reused with a different body (IDEMPOTENCY_KEY_REUSED)',
  429: 'Rate limit exceeded (RATE_LIMITED, or a fair-use cap: TOO_MANY_ACTIVE_JOBS, TOO_MANY_RUN_STARTS); see Retry-After',
  500: 'Internal error (INTERNAL_ERROR) with a requestId',
  503: 'The database is away for a moment, a restart or a failover (SERVICE_UNAVAILABLE); send it again after Retry-After',
};

/** Error responses for an operation's OpenAPI entry. */
export function errorResponses(...statuses: (keyof typeof errorStatusSet)[]) {
  const out: Record<number, unknown> = {};
  for (const status of [401, 429, 500, 503, ...statuses]) {
    out[status] = { ...Type.Ref('ErrorEnvelope'), description: descriptions[status] };
  }
  return out;
}

const errorStatusSet = { 400: 1, 403: 1, 404: 1, 409: 1, 413: 1, 415: 1, 422: 1 } as const;
