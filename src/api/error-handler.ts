// The one place errors become HTTP answers: AppError codes, Fastify's own errors (bad JSON, wrong
// content type, body too large, schema validation), the database away (503 with Retry-After: a restart
// or a failover, logged once by the store) and anything unexpected (500, no details). Every status
// comes from the code → status map in errors.ts.
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { AppError, validationError } from '../errors.ts';
import { isStoreUnavailable } from '../store/unavailable.ts';
import { capFieldErrors, invalidFieldsMessage } from './cap-field-errors.ts';
import { schemaFieldErrors } from './check-body.ts';
import { type ErrorBody, errorBody } from './envelope.ts';

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const known =
      error instanceof AppError ? error : isStoreUnavailable(error) ? storeUnavailable() : fromFastify(error);
    if (known) return sendError(reply, known);
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, new AppError('INTERNAL_ERROR', 'Something went wrong on our side'), {
      requestId: String(request.id),
    });
  });

  app.setNotFoundHandler((request, reply) =>
    sendError(reply, new AppError('NOT_FOUND', `No route ${request.method} ${request.url.split('?')[0]}`)),
  );
}

/** Seconds a client is asked to wait while the database is away: about what a restart takes. */
const RETRY_AFTER_SECONDS = 5;

export const storeUnavailable = () =>
  new AppError('SERVICE_UNAVAILABLE', 'The database is unavailable for a moment; try again shortly', {
    headers: { 'retry-after': String(RETRY_AFTER_SECONDS) },
  });

/** Fastify's own errors in the one error model; undefined for anything unexpected. */
function fromFastify(error: FastifyError): AppError | undefined {
  if (error.validation) return validationError(schemaFieldErrors(error));
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError('INVALID_JSON', `The body is not valid JSON: ${error.message}`);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError(
        'UNSUPPORTED_MEDIA_TYPE',
        'Send the body as JSON with Content-Type: application/json; XML and ACORD are not accepted in v1',
      );
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError('PAYLOAD_TOO_LARGE', 'The body is larger than 1 MiB');
  }
  if (error.statusCode === 429) return new AppError('RATE_LIMITED', error.message);
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return new AppError('VALIDATION_ERROR', error.message);
  }
  return undefined;
}

function sendError(reply: FastifyReply, error: AppError, extra: Partial<ErrorBody['error']> = {}) {
  if (error.headers) reply.headers(error.headers);
  if (!error.fieldErrors) return reply.code(error.status).send(errorBody(error.code, error.message, extra));
  const { fieldErrors, total } = capFieldErrors(error.fieldErrors);
  const message = error.code === 'VALIDATION_ERROR' ? invalidFieldsMessage(total) : error.message;
  return reply
    .code(error.status)
    .send(errorBody(error.code, message, { ...extra, field_errors: fieldErrors }));
}
