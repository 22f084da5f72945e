// Idempotency-Key on POSTs (docs/api-guide.md): a replay with the same body answers the stored status and
// body with `Idempotent-Replayed: true`; another body is 422; a replay while the first is in flight
// is 409; failures are not stored, so a corrected retry may reuse the key.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import type { Db } from '../store/db.ts';
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  dropStaleIdempotencyKey,
  findIdempotencyRecord,
  releaseIdempotencyKey,
} from '../store/idempotency.ts';

export const MAX_IDEMPOTENCY_KEY_LENGTH = 255;
/** An in-flight claim older than this belonged to a process that died; the key is free again. */
const STALE_CLAIM_SECONDS = 120;

export interface IdempotentResult {
  status: number;
  body: unknown;
  /** What a replay answers, when it must differ from `body` (a secret shown once is never stored). */
  replayBody?: unknown;
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers['idempotency-key'];
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (key === undefined) return undefined;
  if (key.length === 0 || key.length > MAX_IDEMPOTENCY_KEY_LENGTH) {
    throw new AppError('VALIDATION_ERROR', 'Idempotency-Key must be 1 to 255 characters', {
      fieldErrors: { 'header.Idempotency-Key': ['must be 1 to 255 characters'] },
    });
  }
  return key;
}

/**
 * Runs `work` once per (agency, operation, key) and sends its result; replays send the stored one.
 * Without an Idempotency-Key header, `work` simply runs.
 */
export async function sendIdempotent(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  options: { operation: string; ttlHours: number },
  work: () => Promise<IdempotentResult>,
): Promise<FastifyReply> {
  const key = idempotencyKeyOf(request);
  if (!key) {
    const result = await work();
    return reply.code(result.status).send(result.body);
  }
  const scope = { agencyId: request.auth.agencyId, operation: options.operation, key };
  const hash = createHash('sha256')
    .update(canonical({ params: request.params, body: request.body }))
    .digest('hex');

  await dropStaleIdempotencyKey(db, scope, STALE_CLAIM_SECONDS);
  if (!(await claimIdempotencyKey(db, scope, hash, options.ttlHours))) {
    const record = await findIdempotencyRecord(db, scope);
    if (!record)
      throw new AppError('IDEMPOTENCY_KEY_IN_USE', 'A request with this Idempotency-Key is in flight');
    if (record.requestHash !== hash) {
      throw new AppError(
        'IDEMPOTENCY_KEY_REUSED',
        'This Idempotency-Key was used with a different request body; use a new key for a new request',
      );
    }
    if (record.responseStatus === null) {
      throw new AppError(
        'IDEMPOTENCY_KEY_IN_USE',
        'A request with this Idempotency-Key is still in flight; retry shortly',
      );
    }
    return reply.code(record.responseStatus).header('idempotent-replayed', 'true').send(record.responseBody);
  }
  try {
    const result = await work();
    await completeIdempotencyKey(db, scope, result.status, result.replayBody ?? result.body);
    return reply.code(result.status).header('idempotent-replayed', 'false').send(result.body);
  } catch (error) {
    await releaseIdempotencyKey(db, scope).catch(() => undefined);
    throw error;
  }
}
