// Webhook request and response shapes (contract §2.5, §4.4, §6), written once for validation, types
// and the OpenAPI document.
import { type Static, Type } from 'typebox';
import { eventTypes } from '../../runs/events.ts';
import { deliveryStatuses } from '../../store/webhook-deliveries.ts';

const Timestamp = Type.String({ format: 'date-time', description: 'ISO 8601 UTC' });
const Url = Type.String({
  minLength: 1,
  maxLength: 2048,
  description:
    'HTTPS URL of your receiver. Plain http:// is accepted only to loopback, and only on a service whose ' +
    'operator set WEBHOOK_ALLOW_LOOPBACK=true (development). Private, loopback and link-local addresses are ' +
    'refused, also when a name resolves to one at delivery time.',
  examples: ['https://ams.example.com/hooks/quoting'],
});
const Events = Type.Array(Type.Enum(eventTypes), {
  minItems: 1,
  maxItems: eventTypes.length,
  uniqueItems: true,
  description:
    'Event names to receive (contract §6, and quote.action_resolved). Required, no default: a webhook receives only the events it lists',
  examples: [['job.completed', 'quote.action_required', 'quote.completed']],
});

export const WebhookParams = Type.Object({ id: Type.String({ maxLength: 64, description: 'Webhook id' }) });
export const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({
      maxLength: 255,
      description: 'Same key and body within 24 hours returns the original answer',
    }),
  ),
});

export const CreateWebhookBody = Type.Object({ url: Url, events: Events }, { additionalProperties: false });

export const UpdateWebhookBody = Type.Object(
  {
    url: Type.Optional(Url),
    events: Type.Optional(Events),
    enabled: Type.Optional(
      Type.Boolean({
        description:
          '`true` re-enables a disabled webhook (also one disabled automatically); `false` pauses it',
      }),
    ),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type UpdateWebhookBodyT = Static<typeof UpdateWebhookBody>;

export const RotateSecretBody = Type.Object(
  {
    overlapSeconds: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: 7 * 24 * 3600,
        default: 24 * 3600,
        description:
          'How long the replaced secret keeps signing beside the new one (default 24 hours, at most 7 days; 0 ' +
          'retires it at once)',
      }),
    ),
  },
  { additionalProperties: false },
);

export const WebhookView = Type.Object(
  {
    id: Type.String({ examples: ['wh_01jd4v7m3sfd0b7n5w8kq2x9yz'] }),
    url: Type.String(),
    events: Type.Array(Type.String()),
    status: Type.Enum(['active', 'disabled'] as const, {
      description: '`active` after registration; `disabled` by you or automatically (see disabledReason)',
    }),
    enabled: Type.Boolean(),
    disabledReason: Type.Union([Type.String(), Type.Null()]),
    disabledAt: Type.Union([Timestamp, Type.Null()]),
    failingSince: Type.Union([Timestamp, Type.Null()], {
      description: 'First failed attempt since the last success; null while deliveries succeed',
    }),
    consecutiveFailedDeliveries: Type.Integer({
      description: 'Deliveries that failed for good since the last success (100 disables the webhook)',
    }),
    previousSecretExpiresAt: Type.Union([Timestamp, Type.Null()], {
      description: 'While a rotation overlaps: when the replaced secret stops signing',
    }),
    createdAt: Timestamp,
    updatedAt: Timestamp,
  },
  { $id: 'Webhook' },
);
export type WebhookViewT = Static<typeof WebhookView>;

const Secret = Type.String({
  description:
    'Signing secret (whsec_…). Shown only in this answer: store it now. Absent from an Idempotency-Key ' +
    'replay, which never holds the secret (rotate the secret if the first answer was lost).',
  examples: ['whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'],
});

export const WebhookWithSecretView = Type.Object(
  { ...WebhookView.properties, secret: Type.Optional(Secret) },
  { $id: 'WebhookWithSecret' },
);

export const AttemptView = Type.Object(
  {
    attempt: Type.Integer({ minimum: 1 }),
    attemptedAt: Timestamp,
    statusCode: Type.Union([Type.Integer(), Type.Null()], { description: 'Null when no HTTP answer came' }),
    latencyMs: Type.Integer(),
    succeeded: Type.Boolean(),
    responseExcerpt: Type.Union([Type.String(), Type.Null()], {
      description: 'Up to 1 KiB of your receiver’s answer',
    }),
    error: Type.Union([Type.String(), Type.Null()], {
      description: 'Why the attempt failed: HTTP status, timeout, connection error, refused address',
    }),
  },
  { $id: 'WebhookAttempt' },
);

export const DeliveryView = Type.Object(
  {
    id: Type.String({ examples: ['dlv_01jd4v7m3sfd0b7n5w8kq2x9yz'] }),
    webhookId: Type.String(),
    eventId: Type.String({ description: 'Also the `webhook-id` header: the same on every attempt' }),
    event: Type.String({ description: 'Event name, also in the `X-Service-Event` header' }),
    status: Type.Enum(deliveryStatuses),
    attempts: Type.Integer(),
    nextAttemptAt: Type.Union([Timestamp, Type.Null()], { description: 'When the next attempt is due' }),
    lastError: Type.Union([Type.String(), Type.Null()]),
    createdAt: Timestamp,
    completedAt: Type.Union([Timestamp, Type.Null()]),
    payload: Type.Object({}, { additionalProperties: true, description: 'The body that is delivered' }),
    attemptLog: Type.Array(AttemptView, { description: 'Every attempt, oldest first' }),
  },
  { $id: 'WebhookDelivery' },
);
export type DeliveryViewT = Static<typeof DeliveryView>;

export const DeliveryList = Type.Object({
  items: Type.Array(DeliveryView),
  nextCursor: Type.Union([Type.String(), Type.Null()], { description: 'Pass as `cursor` for the next page' }),
});
