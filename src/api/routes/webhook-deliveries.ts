// A webhook's delivery log (every attempt with status, latency, response excerpt and error),
// redelivery by hand, and test events.
import { Type } from 'typebox';
import { notFound, validationError } from '../../errors.ts';
import { looksLikeId } from '../../ids.ts';
import type { Db } from '../../store/db.ts';
import {
  deliveryStatuses,
  findDelivery,
  listAttempts,
  listDeliveries,
} from '../../store/webhook-deliveries.ts';
import { findWebhook } from '../../store/webhooks.ts';
import { redeliverDelivery } from '../../webhooks/redeliver-delivery.ts';
import { sendTestEvent } from '../../webhooks/send-test-event.ts';
import type { ApiInstance } from '../api-instance.ts';
import { Envelope, errorResponses, ok } from '../envelope.ts';
import { sendIdempotent } from '../idempotency.ts';
import { DeliveryList, DeliveryView, IdempotencyHeaders, WebhookParams } from '../schemas/webhooks.ts';
import { deliveryView } from '../webhook-views.ts';

const tags = ['Webhooks'];
const DeliveryParams = Type.Object({
  id: Type.String({ maxLength: 64, description: 'Webhook id' }),
  deliveryId: Type.String({ maxLength: 64, description: 'Delivery id (dlv_…)' }),
});

export interface WebhookDeliveryRoutesOptions {
  db: Db;
  idempotencyTtlHours: number;
}

export function webhookDeliveryRoutes(app: ApiInstance, options: WebhookDeliveryRoutesOptions) {
  const { db } = options;

  async function loadWebhook(agencyId: string, id: string) {
    const record = looksLikeId('webhook', id) ? await findWebhook(db, agencyId, id) : undefined;
    if (!record) throw notFound(`Webhook ${id}`);
    return record;
  }

  app.get(
    '/v1/webhooks/:id/deliveries',
    {
      config: { scope: 'webhooks:read' },
      schema: {
        tags,
        operationId: 'listWebhookDeliveries',
        summary: 'List deliveries with every attempt, newest first',
        description:
          'The place to debug a receiver: each attempt shows when it was made, the HTTP status, latency, up to ' +
          '1 KiB of your answer and the error (timeout, connection refused, refused address…).',
        params: WebhookParams,
        querystring: Type.Object(
          {
            limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
            cursor: Type.Optional(
              Type.String({ maxLength: 64, description: '`nextCursor` of the previous page' }),
            ),
            status: Type.Optional(Type.Enum(deliveryStatuses)),
            eventId: Type.Optional(Type.String({ maxLength: 64 })),
          },
          { additionalProperties: false },
        ),
        response: { 200: Envelope(DeliveryList), ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      await loadWebhook(request.auth.agencyId, id);
      const { query } = request;
      const limit = query.limit ?? 20;
      if (query.cursor && !looksLikeId('delivery', query.cursor)) {
        throw validationError({ 'querystring.cursor': ['is not a cursor from this API'] });
      }
      const records = await listDeliveries(db, id, {
        limit: limit + 1,
        before: query.cursor,
        status: query.status,
        eventId: query.eventId,
      });
      const page = records.slice(0, limit);
      const attempts = await listAttempts(
        db,
        page.map((d) => d.id),
      );
      const last = page.at(-1);
      return ok({
        items: page.map((d) => deliveryView(d, attempts)),
        nextCursor: records.length > limit && last ? last.id : null,
      });
    },
  );

  app.get(
    '/v1/webhooks/:id/deliveries/:deliveryId',
    {
      config: { scope: 'webhooks:read' },
      schema: {
        tags,
        operationId: 'getWebhookDelivery',
        summary: 'Get one delivery with every attempt',
        params: DeliveryParams,
        response: { 200: Envelope(DeliveryView), ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const { id, deliveryId } = request.params;
      await loadWebhook(request.auth.agencyId, id);
      const delivery = looksLikeId('delivery', deliveryId)
        ? await findDelivery(db, id, deliveryId)
        : undefined;
      if (!delivery) throw notFound(`Delivery ${deliveryId}`);
      return ok(deliveryView(delivery, await listAttempts(db, [delivery.id])));
    },
  );

  app.post(
    '/v1/webhooks/:id/deliveries/:deliveryId/redeliver',
    {
      config: { scope: 'webhooks:write' },
      schema: {
        tags,
        operationId: 'redeliverWebhookDelivery',
        summary: 'Redeliver by hand',
        description:
          'One more attempt of a finished delivery (failed or succeeded), made now, with the same event id ' +
          '(`webhook-id`). It is not retried automatically. 409 while the delivery is still pending or the ' +
          'webhook is disabled.',
        params: DeliveryParams,
        headers: IdempotencyHeaders,
        response: { 202: Envelope(DeliveryView), ...errorResponses(403, 404, 409, 422) },
      },
    },
    async (request, reply) =>
      sendIdempotent(
        db,
        request,
        reply,
        { operation: 'redeliver-webhook', ttlHours: options.idempotencyTtlHours },
        async () => {
          const { id, deliveryId } = request.params;
          await loadWebhook(request.auth.agencyId, id);
          if (!looksLikeId('delivery', deliveryId)) throw notFound(`Delivery ${deliveryId}`);
          const delivery = await redeliverDelivery(db, request.auth.agencyId, id, deliveryId);
          return { status: 202, body: ok(deliveryView(delivery, await listAttempts(db, [deliveryId]))) };
        },
      ),
  );

  app.post(
    '/v1/webhooks/:id/test',
    {
      config: { scope: 'webhooks:write' },
      schema: {
        tags,
        operationId: 'sendWebhookTestEvent',
        summary: 'Send a test event',
        description:
          'Records a `webhook.test` event delivered to this webhook only, signed and retried like any other. ' +
          'Follow it in the delivery log (`?eventId=`).',
        params: WebhookParams,
        headers: IdempotencyHeaders,
        response: {
          202: Envelope(
            Type.Object({ eventId: Type.String({ examples: ['evt_01jd4v7m3sfd0b7n5w8kq2x9yz'] }) }),
          ),
          ...errorResponses(403, 404, 409, 422),
        },
      },
    },
    async (request, reply) =>
      sendIdempotent(
        db,
        request,
        reply,
        { operation: 'test-webhook', ttlHours: options.idempotencyTtlHours },
        async () => {
          const { id } = request.params;
          await loadWebhook(request.auth.agencyId, id);
          return { status: 202, body: ok(await sendTestEvent(db, request.auth.agencyId, id)) };
        },
      ),
  );
}
