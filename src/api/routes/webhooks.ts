// Webhooks: register (POST /v1/webhooks, contract §4.4), list, get, update, delete, rotate the secret;
// the delivery log, redelivery and test events are in ./webhook-deliveries.ts.

import { Type } from 'typebox';
import { type FieldErrors, notFound } from '../../errors.ts';
import { looksLikeId } from '../../ids.ts';
import type { Db } from '../../store/db.ts';
import { deleteWebhook, findWebhook, listWebhooks } from '../../store/webhooks.ts';
import { createWebhook } from '../../webhooks/create-webhook.ts';
import { rotateWebhookSecret } from '../../webhooks/rotate-webhook-secret.ts';
import type { SecretBox } from '../../webhooks/secret-box.ts';
import { updateWebhook } from '../../webhooks/update-webhook.ts';
import { webhookUrlProblems } from '../../webhooks/validate-webhook-url.ts';
import type { ApiInstance } from '../api-instance.ts';
import { type BodyRules, checkBody, fieldToCheck } from '../check-body.ts';
import { Envelope, errorResponses, ok } from '../envelope.ts';
import { sendIdempotent } from '../idempotency.ts';
import {
  CreateWebhookBody,
  IdempotencyHeaders,
  RotateSecretBody,
  UpdateWebhookBody,
  WebhookParams,
  WebhookView,
  WebhookWithSecretView,
} from '../schemas/webhooks.ts';
import { webhookView } from '../webhook-views.ts';

export interface WebhookRoutesOptions {
  db: Db;
  /** WEBHOOK_ALLOW_LOOPBACK: plain http:// URLs to loopback are accepted (development only). */
  allowLoopback: boolean;
  /** Seals new signing secrets under the vault keys. */
  secrets: SecretBox;
  idempotencyTtlHours: number;
}

const tags = ['Webhooks'];

/** The URL rules, for a URL the schema accepted (a refused one is not also checked for its address). */
const urlRules =
  (allowLoopback: boolean): BodyRules =>
  (body, schemaErrors): FieldErrors => {
    const url = fieldToCheck(body, schemaErrors, 'url');
    if (typeof url !== 'string') return {};
    const problems = webhookUrlProblems(url, { allowLoopback });
    return problems.length > 0 ? { url: problems } : {};
  };

export function webhookRoutes(app: ApiInstance, options: WebhookRoutesOptions) {
  const { db, allowLoopback } = options;
  const bodyRules = urlRules(allowLoopback);

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
      await checkBody(request, bodyRules);
      return sendIdempotent(
        db,
        request,
        reply,
        { operation: 'create-webhook', ttlHours: options.idempotencyTtlHours },
        async () => {
          const { webhook, secret } = await createWebhook(db, request.auth.agencyId, request.body, {
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
    async (request) => ok(webhookView(await load(request.auth.agencyId, request.params.id))),
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
      await checkBody(request, bodyRules);
      await load(request.auth.agencyId, request.params.id);
      const updated = await updateWebhook(db, request.auth.agencyId, request.params.id, request.body, {
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
      const { id } = request.params;
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
      attachValidation: true,
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
    async (request, reply) => {
      await checkBody(request);
      return sendIdempotent(
        db,
        request,
        reply,
        { operation: 'rotate-webhook-secret', ttlHours: options.idempotencyTtlHours },
        async () => {
          await load(request.auth.agencyId, request.params.id);
          const { webhook, secret } = await rotateWebhookSecret(
            { db, secrets: options.secrets },
            request.auth.agencyId,
            request.params.id,
            request.body.overlapSeconds,
          );
          return {
            status: 200,
            body: ok({ ...webhookView(webhook), secret }),
            replayBody: ok(webhookView(webhook)),
          };
        },
      );
    },
  );
}
