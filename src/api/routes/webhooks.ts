// Webhooks: register (POST /v1/webhooks, contract §4.4), list, get, update, delete, rotate the secret;
// the delivery log, redelivery and test events are in ./webhook-deliveries.ts.

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { ajvErrorsToFieldErrors } from '../../domain/validation.ts';
import { notFound, validationError } from '../../errors.ts';
import { looksLikeId } from '../../ids.ts';
import type { Db } from '../../store/db.ts';
import { deleteWebhook, findWebhook, listWebhooks } from '../../store/webhooks.ts';
import { createWebhook } from '../../webhooks/create-webhook.ts';
import { rotateWebhookSecret } from '../../webhooks/rotate-webhook-secret.ts';
import type { SecretBox } from '../../webhooks/secret-box.ts';
import { updateWebhook } from '../../webhooks/update-webhook.ts';
import { webhookUrlProblems } from '../../webhooks/validate-webhook-url.ts';
import { Envelope, errorResponses, ok } from '../envelope.ts';
import { sendIdempotent } from '../idempotency.ts';
import {
  CreateWebhookBody,
  IdempotencyHeaders,
  RotateSecretBody,
  UpdateWebhookBody,
  type UpdateWebhookBodyT,
  WebhookParams,
  WebhookView,
  WebhookWithSecretView,
} from '../schemas/webhooks.ts';
import { webhookView } from '../webhook-views.ts';
import { webhookDeliveryRoutes } from './webhook-deliveries.ts';

export interface WebhookRoutesOptions {
  db: Db;
  /** WEBHOOK_ALLOW_LOOPBACK: plain http:// URLs to loopback are accepted (development only). */
  allowLoopback: boolean;
  /** Seals new signing secrets under the vault keys. */
  secrets: SecretBox;
  idempotencyTtlHours: number;
}

const tags = ['Webhooks'];

/**
 * The body's schema errors (attached, not thrown) together with the URL rules, so that every failing
 * field is reported at once (brief §8). Errors in other parts go to the usual handler.
 */
function checkBody(request: FastifyRequest, allowLoopback: boolean) {
  const failure = request.validationError;
  if (failure && failure.validationContext !== 'body') throw failure;
  const fieldErrors = failure ? ajvErrorsToFieldErrors(failure.validation as never) : {};
  const url = (request.body as { url?: unknown } | undefined)?.url;
  if (typeof url === 'string' && !fieldErrors.url) {
    const problems = webhookUrlProblems(url, { allowLoopback });
    if (problems.length > 0) fieldErrors.url = problems;
  }
  if (Object.keys(fieldErrors).length > 0) throw validationError(fieldErrors);
}

export function webhookRoutes(app: FastifyInstance, options: WebhookRoutesOptions) {
  const { db, allowLoopback } = options;
  const idOf = (request: { params: unknown }) => (request.params as { id: string }).id;

  async function load(agencyId: string, id: string) {
    const record = looksLikeId('webhook', id) ? await findWebhook(db, agencyId, id) : undefined;
    if (!record) throw notFound(`Webhook ${id}`);
    return record;
  }

  app.post(
    '/v1/webhooks',
    {
      config: { scope: 'webhooks:write' },
      attachValidation: true,
      schema: {
        tags,
        operationId: 'createWebhook',
        summary: 'Register a webhook',
        description:
          'Events are POSTed to `url`, signed with the secret in this answer (`X-Service-Signature`, and the ' +
          'Standard Webhooks headers). The secret is shown only here; a replay with the same Idempotency-Key ' +
          'within 24 hours returns this answer without the secret (it is never stored with the replay).',
        headers: IdempotencyHeaders,
        body: CreateWebhookBody,
        response: { 201: Envelope(WebhookWithSecretView), ...errorResponses(400, 403, 409, 413, 415, 422) },
      },
    },
    async (request, reply) => {
      checkBody(request, allowLoopback);
      return sendIdempotent(
        db,
        request,
        reply,
        { operation: 'create-webhook', ttlHours: options.idempotencyTtlHours },
        async () => {
          const body = request.body as { url: string; events: string[] };
          const { webhook, secret } = await createWebhook(db, request.auth.agencyId, body, {
            allowLoopback,
            secrets: options.secrets,
          });
          return {
            status: 201,
            body: ok({ ...webhookView(webhook), secret }),
            replayBody: ok(webhookView(webhook)),
          };
        },
      );
    },
  );

  app.get(
    '/v1/webhooks',
    {
      config: { scope: 'webhooks:read' },
      schema: {
        tags,
        operationId: 'listWebhooks',
        summary: 'List your webhooks',
        response: {
          200: Envelope(Type.Object({ items: Type.Array(WebhookView) })),
          ...errorResponses(403),
        },
      },
    },
    async (request) =>
      ok({ items: (await listWebhooks(db, request.auth.agencyId)).map((w) => webhookView(w)) }),
  );

  app.get(
    '/v1/webhooks/:id',
    {
      config: { scope: 'webhooks:read' },
      schema: {
        tags,
        operationId: 'getWebhook',
        summary: 'Get a webhook',
        description:
          'Never shows the secret. `status` is `disabled` (with `disabledReason`) after an automatic disable.',
        params: WebhookParams,
        response: { 200: Envelope(WebhookView), ...errorResponses(403, 404) },
      },
    },
    async (request) => ok(webhookView(await load(request.auth.agencyId, idOf(request)))),
  );

  app.patch(
    '/v1/webhooks/:id',
    {
      config: { scope: 'webhooks:write' },
      attachValidation: true,
      schema: {
        tags,
        operationId: 'updateWebhook',
        summary: 'Update a webhook',
        description:
          'Change the URL, the events, or `enabled`. `enabled: true` re-enables a disabled webhook and clears ' +
          'its failure streak; deliveries that failed meanwhile can be redelivered by hand.',
        params: WebhookParams,
        body: UpdateWebhookBody,
        response: { 200: Envelope(WebhookView), ...errorResponses(400, 403, 404, 413, 415) },
      },
    },
    async (request) => {
      checkBody(request, allowLoopback);
      await load(request.auth.agencyId, idOf(request));
      const changes = request.body as UpdateWebhookBodyT;
      const updated = await updateWebhook(db, request.auth.agencyId, idOf(request), changes, {
        allowLoopback,
      });
      return ok(webhookView(updated));
    },
  );

  app.delete(
    '/v1/webhooks/:id',
    {
      config: { scope: 'webhooks:write' },
      schema: {
        tags,
        operationId: 'deleteWebhook',
        summary: 'Delete a webhook',
        description:
          'Stops deliveries at once, including retries already scheduled, and drops its delivery log.',
        params: WebhookParams,
        response: {
          200: Envelope(Type.Object({ id: Type.String(), deleted: Type.Literal(true) })),
          ...errorResponses(403, 404),
        },
      },
    },
    async (request) => {
      const id = idOf(request);
      if (!looksLikeId('webhook', id) || !(await deleteWebhook(db, request.auth.agencyId, id))) {
        throw notFound(`Webhook ${id}`);
      }
      return ok({ id, deleted: true as const });
    },
  );

  app.post(
    '/v1/webhooks/:id/rotate-secret',
    {
      config: { scope: 'webhooks:write' },
      // the body is optional: none means the default overlap
      preValidation: async (request) => {
        request.body ??= {};
      },
      schema: {
        tags,
        operationId: 'rotateWebhookSecret',
        summary: 'Rotate the signing secret',
        description:
          'Returns a new secret, once. During the overlap every delivery is signed with both secrets: ' +
          '`X-Service-Signature` lists two hex digests separated by a comma and `webhook-signature` two ' +
          '`v1,` entries separated by a space, so receivers holding either secret verify.',
        params: WebhookParams,
        headers: IdempotencyHeaders,
        body: RotateSecretBody,
        response: { 200: Envelope(WebhookWithSecretView), ...errorResponses(400, 403, 404, 409, 415, 422) },
      },
    },
    async (request, reply) =>
      sendIdempotent(
        db,
        request,
        reply,
        { operation: 'rotate-webhook-secret', ttlHours: options.idempotencyTtlHours },
        async () => {
          await load(request.auth.agencyId, idOf(request));
          const overlap = (request.body as { overlapSeconds?: number }).overlapSeconds;
          const { webhook, secret } = await rotateWebhookSecret(
            { db, secrets: options.secrets },
            request.auth.agencyId,
            idOf(request),
            overlap,
          );
          return {
            status: 200,
            body: ok({ ...webhookView(webhook), secret }),
            replayBody: ok(webhookView(webhook)),
          };
        },
      ),
  );

  webhookDeliveryRoutes(app, options);
}
