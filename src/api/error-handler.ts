// The one place errors become HTTP answers: AppError codes, Fastify's own errors (bad JSON, wrong
// content type, body too large, schema validation) and anything unexpected (500, no details).
import type { FastifyError, FastifyInstance } from 'fastify';
import { ajvErrorsToFieldErrors } from '../domain/validation.ts';
import { AppError } from '../errors.ts';
import { capFieldErrors, invalidFieldsMessage } from './cap-field-errors.ts';
import { errorBody } from './envelope.ts';

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      if (!error.fieldErrors) return reply.code(error.status).send(errorBody(error.code, error.message));
      const { fieldErrors, total } = capFieldErrors(error.fieldErrors);
      const message = error.code === 'VALIDATION_ERROR' ? invalidFieldsMessage(total) : error.message;
      return reply.code(error.status).send(errorBody(error.code, message, { field_errors: fieldErrors }));
    }
    if (error.validation) {
      const part = error.validationContext === 'body' ? undefined : error.validationContext;
      const byPath = ajvErrorsToFieldErrors(error.validation as never);
      const fieldErrors = part
        ? Object.fromEntries(
            Object.entries(byPath).map(([path, list]) => [path === 'body' ? part : `${part}.${path}`, list]),
          )
        : byPath;
      const capped = capFieldErrors(fieldErrors);
      return reply.code(400).send(
        errorBody('VALIDATION_ERROR', invalidFieldsMessage(capped.total), {
          field_errors: capped.fieldErrors,
        }),
      );
    }
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return reply
          .code(400)
          .send(errorBody('INVALID_JSON', `The body is not valid JSON: ${error.message}`));
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return reply
          .code(415)
          .send(
            errorBody(
              'UNSUPPORTED_MEDIA_TYPE',
              'Send the body as JSON with Content-Type: application/json; XML and ACORD are not accepted in v1',
            ),
          );
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return reply.code(413).send(errorBody('PAYLOAD_TOO_LARGE', 'The body is larger than 1 MiB'));
    }
    if (error.statusCode === 429) {
      return reply.code(429).send(errorBody('RATE_LIMITED', error.message));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(400).send(errorBody('VALIDATION_ERROR', error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .code(500)
      .send(
        errorBody('INTERNAL_ERROR', 'Something went wrong on our side', { requestId: String(request.id) }),
      );
  });

  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send(errorBody('NOT_FOUND', `No route ${request.method} ${request.url.split('?')[0]}`)),
  );
}
