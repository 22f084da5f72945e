// The OpenAPI 3.1 document, generated from the route schemas, at /v1/openapi.json; browsable at /docs.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

export async function registerOpenApi(app: FastifyInstance, publicUrl: string) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Commercial Insurance Quoting Service: partner API',
        version: '0.1.0',
        description:
          'Quotes from many carriers, obtained by browser agents on each carrier portal. Asynchronous: create a ' +
          'quote request, start it, then receive results by webhook or polling. Every response uses the envelope ' +
          '`{ success, data }` or `{ success: false, error: { code, message, field_errors? } }`.',
      },
      servers: [{ url: publicUrl }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', description: 'API key: sk_…' } },
      },
      security: [{ bearerAuth: [] }],
      tags: [
        { name: 'Quotes', description: 'Quote requests, their jobs and results' },
        { name: 'Carriers', description: 'Carriers available to the agency' },
        {
          name: 'Webhooks',
          description:
            'Signed event deliveries to your endpoints, their delivery log and redelivery (docs/webhooks.md)',
        },
        { name: 'Operations', description: 'Health probes' },
      ],
    },
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `def-${i}`) },
  });
  await app.register(swaggerUi, { routePrefix: '/docs', uiConfig: { url: '/v1/openapi.json' } as never });
  app.get('/v1/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
