// The OpenAPI 3.1 document, generated from the route schemas and finished by openapi-document.ts, at
// /v1/openapi.json; the reference (Scalar, served with its own script: no CDN, no fonts, no telemetry)
// at /docs.
import swagger from '@fastify/swagger';
import scalar from '@scalar/fastify-api-reference';
import type { FastifyInstance } from 'fastify';
import { finishDocument } from './openapi-document.ts';

export async function registerOpenApi(app: FastifyInstance, publicUrl: string) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Commercial Insurance Quoting Service: partner API',
        version: '0.1.0',
        description:
          'Quotes from many carriers, obtained by browser agents on each carrier portal. Asynchronous: create a ' +
          'quote request, start it, then receive results by webhook or polling (with `If-None-Match`, an ' +
          'unchanged request costs a 304). Every response uses the envelope `{ success, data }` or ' +
          '`{ success: false, error: { code, message, field_errors? } }`. Guide: docs/integration-guide.md; ' +
          'TypeScript SDK: sdk/.',
      },
      servers: [{ url: publicUrl, description: 'This service (PUBLIC_URL)' }],
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            description:
              'API key `sk_…` as `Authorization: Bearer <API_KEY>`; scopes quotes:read, quotes:write, webhooks:read, webhooks:write, carriers:read, mappings:read, mappings:write',
          },
        },
      },
      security: [{ bearerAuth: [] }],
      tags: [
        { name: 'Quotes', description: 'Quote requests: create, read, list' },
        { name: 'Runs', description: 'Start a request, follow its jobs, resolve actions, read results' },
        { name: 'Carriers', description: 'Carriers available to the agency' },
        {
          name: 'Learned mappings',
          description:
            'Portal fields your people confirmed as taking one of your values, applied by later jobs without asking',
        },
        {
          name: 'Webhooks',
          description:
            'Signed event deliveries to your endpoints, their delivery log and redelivery (docs/webhooks.md)',
        },
      ],
    },
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `def-${i}`) },
    transformObject: (built) =>
      finishDocument('openapiObject' in built ? built.openapiObject : built.swaggerObject) as never,
  });
  await app.register(scalar, {
    routePrefix: '/docs',
    logLevel: 'warn',
    configuration: {
      url: '/v1/openapi.json',
      pageTitle: 'Quoting Service API reference',
      withDefaultFonts: false,
      telemetry: false,
      // No hosted extras (developer tools, AI agent): nothing on the page talks to another host.
      showDeveloperTools: 'never',
      agent: { disabled: true },
      defaultOpenAllTags: false,
    },
  });
  app.get('/v1/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
