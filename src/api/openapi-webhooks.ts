// The event deliveries as OpenAPI 3.1 `webhooks`: one POST per event name, with the signature headers
// (docs/webhooks.md) and the payload schema added to components.
import { webhookEvents } from './schemas/events.ts';

type Schema = Record<string, unknown>;

const header = (name: string, description: string, example: string) => ({
  name,
  in: 'header',
  required: true,
  description,
  schema: { type: 'string' },
  example,
});

const signatureHeaders = [
  header('x-service-event', 'The event name', 'job.completed'),
  header(
    'x-service-signature',
    'Hex HMAC-SHA256 of the raw body keyed with the secret string (two comma-separated during a rotation)',
    '5d1f0c8e0b4b3c0f2b8e0f4c7a8c1d2e3f405162738495a6b7c8d9e0f1a2b3c4',
  ),
  header(
    'webhook-id',
    'The event id: the same on every attempt, deduplicate on it',
    'evt_01jd4w2k9xfd0b7n5w8kq2x9yz',
  ),
  header(
    'webhook-timestamp',
    'Unix seconds when this attempt was sent; refuse it when far from your clock',
    '1795359850',
  ),
  header(
    'webhook-signature',
    'Standard Webhooks: `v1,<base64 HMAC-SHA256 of "id.timestamp.body">` keyed with the base64 after whsec_',
    'v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=',
  ),
  header(
    'x-service-delivery',
    'The delivery id, to find this attempt in the delivery log',
    'dlv_01jd4w2m1xfd0b7n5w8kq2x9yz',
  ),
];

/** Plain JSON Schema for the document: no TypeBox `$id`, references pointed at components. */
export function toComponent(schema: unknown): Schema {
  return JSON.parse(JSON.stringify(schema), (key, value) => {
    if (key === '$ref' && typeof value === 'string' && !value.startsWith('#'))
      return `#/components/schemas/${value}`;
    return value;
  }) as Schema;
}

export function addWebhooks(doc: Schema & { components: { schemas: Record<string, Schema> } }) {
  const webhooks: Record<string, unknown> = {};
  for (const event of webhookEvents) {
    const { $id, ...schema } = toComponent(event.schema);
    const name = String($id);
    doc.components.schemas[name] = stripIds(schema);
    const operationId = `${event.name.replace(/[._](\w)/g, (_, c: string) => c.toUpperCase())}Event`;
    webhooks[event.name] = {
      post: {
        operationId,
        tags: ['Webhooks'],
        summary: event.summary,
        description:
          'Sent to every enabled webhook subscribed to this event, signed with both schemes. Answer 2xx within ' +
          '5 seconds, then process; anything else is retried with backoff (docs/webhooks.md).',
        security: [],
        parameters: signatureHeaders.map((h) =>
          h.name === 'x-service-event' ? { ...h, example: event.name } : h,
        ),
        requestBody: {
          required: true,
          content: {
            'application/json': { schema: { $ref: `#/components/schemas/${name}` }, example: event.example },
          },
        },
        responses: {
          '2XX': { description: 'Received: the delivery is recorded as delivered' },
          '4XX': {
            description: 'Refused (for example a bad signature): the attempt is retried with backoff',
          },
        },
      },
    };
  }
  doc.webhooks = webhooks;
}

/** Nested TypeBox `$id`s (a schema reused inside another) would define a second resource; drop them. */
function stripIds(schema: Schema): Schema {
  return JSON.parse(JSON.stringify(schema), function (this: unknown, key, value) {
    return key === '$id' ? undefined : value;
  }) as Schema;
}
