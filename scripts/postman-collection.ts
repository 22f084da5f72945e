// A Postman collection (v2.1, which Postman, Insomnia, Bruno and Hoppscotch import) of every operation of
// the partner API, generated from the OpenAPI document `npm run sdk:generate` writes (sdk/openapi.json):
// a folder per tag, each operation with its summary, description, parameters and example body, the
// `{{baseUrl}}` and `{{apiKey}}` variables (bearer auth on the collection), a new `Idempotency-Key` on
// every POST, and the ids a create answers kept in variables for the next requests. Decision 0026.
// `npm run docs:postman` writes it; test/docs/postman-collection.test.ts fails while it is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

type Schema = { default?: unknown; examples?: unknown[]; enum?: unknown[] };
type Parameter = { in: string; name: string; required?: boolean; description?: string; schema?: Schema };
type Operation = {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { example?: unknown }> };
};
type Document = {
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  tags: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
};

const root = path.resolve(import.meta.dirname, '..');
export const documentPath = path.join(root, 'sdk/openapi.json');
export const collectionPath = path.join(root, 'docs/postman/quoting-service.postman_collection.json');
export const SCHEMA_URL = 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json';

/** The collection variable each path parameter takes its value from, by the segment before it. */
const idVariables: Record<string, string> = {
  quotes: 'quoteRequestId',
  jobs: 'jobId',
  artifacts: 'artifactId',
  webhooks: 'webhookId',
  deliveries: 'deliveryId',
  'learned-mappings': 'learnedMappingId',
};

/** Test scripts that keep the id an operation answers, for the requests that follow it. */
const keeps: Record<string, [variable: string, field: string]> = {
  createQuoteRequest: ['quoteRequestId', 'quoteRequestId'],
  createWebhook: ['webhookId', 'id'],
};

const text = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

function url(pathTemplate: string, parameters: Parameter[]) {
  const segments = pathTemplate.split('/').filter(Boolean);
  const variable = segments.flatMap((segment, i) => {
    const name = /^\{(.+)\}$/.exec(segment)?.[1];
    if (!name) return [];
    const from = idVariables[segments[i - 1]!];
    if (!from) throw new Error(`${pathTemplate}: no collection variable for {${name}}`);
    const description = parameters.find((p) => p.in === 'path' && p.name === name)?.description;
    return [{ key: name, value: `{{${from}}}`, ...(description ? { description } : {}) }];
  });
  const query = parameters
    .filter((p) => p.in === 'query')
    .map((p) => ({
      key: p.name,
      value: text(p.schema?.examples?.[0] ?? p.schema?.default ?? p.schema?.enum?.[0] ?? ''),
      disabled: true,
      ...(p.description ? { description: p.description } : {}),
    }));
  const pathParts = segments.map((s) => s.replace(/^\{(.+)\}$/, ':$1'));
  return {
    raw: `{{baseUrl}}/${pathParts.join('/')}`,
    host: ['{{baseUrl}}'],
    path: pathParts,
    ...(query.length ? { query } : {}),
    ...(variable.length ? { variable } : {}),
  };
}

function requestItem(method: string, pathTemplate: string, op: Operation) {
  const parameters = op.parameters ?? [];
  const example = op.requestBody?.content['application/json']?.example;
  const header = [
    ...(example !== undefined ? [{ key: 'Content-Type', value: 'application/json' }] : []),
    ...(method === 'post'
      ? [
          {
            key: 'Idempotency-Key',
            value: '{{$guid}}',
            description: 'A new key per send; reuse one to see a replay',
          },
        ]
      : []),
    ...parameters
      .filter((p) => p.in === 'header' && p.name !== 'idempotency-key')
      .map((p) => ({
        key: p.name,
        value: '',
        disabled: true,
        ...(p.description ? { description: p.description } : {}),
      })),
  ];
  const keep = keeps[op.operationId];
  return {
    name: op.summary,
    ...(keep
      ? {
          event: [
            {
              listen: 'test',
              script: {
                type: 'text/javascript',
                exec: [
                  `// Keeps the ${keep[1]} answered in {{${keep[0]}}} for the requests that follow.`,
                  'const body = pm.response.json();',
                  `if (body.success) pm.collectionVariables.set('${keep[0]}', body.data.${keep[1]});`,
                ],
              },
            },
          ],
        }
      : {}),
    request: {
      method: method.toUpperCase(),
      header,
      ...(example !== undefined
        ? {
            body: {
              mode: 'raw',
              raw: JSON.stringify(example, null, 2),
              options: { raw: { language: 'json' } },
            },
          }
        : {}),
      url: url(pathTemplate, parameters),
      description: `\`${op.operationId}\`${op.description ? `: ${op.description}` : ''}`,
    },
    response: [],
  };
}

export function collectionFrom(doc: Document) {
  const operations = Object.entries(doc.paths).flatMap(([p, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ method, path: p, op })),
  );
  const folders = doc.tags.map((tag) => ({
    name: tag.name,
    ...(tag.description ? { description: tag.description } : {}),
    item: operations.filter((o) => o.op.tags[0] === tag.name).map((o) => requestItem(o.method, o.path, o.op)),
  }));
  const untagged = operations.filter((o) => !doc.tags.some((t) => t.name === o.op.tags[0]));
  if (untagged.length)
    throw new Error(`operations without a known tag: ${untagged.map((o) => o.op.operationId)}`);
  return {
    info: {
      name: doc.info.title,
      description: `${doc.info.description}\n\nGenerated from the OpenAPI document (version ${doc.info.version}) by scripts/postman-collection.ts. Set \`baseUrl\` to your service's PUBLIC_URL and \`apiKey\` to your key.`,
      schema: SCHEMA_URL,
    },
    item: folders,
    auth: { type: 'bearer', bearer: [{ key: 'token', value: '{{apiKey}}', type: 'string' }] },
    variable: [
      { key: 'baseUrl', value: doc.servers[0]!.url, type: 'string' },
      { key: 'apiKey', value: '', type: 'string' },
      ...[...new Set(Object.values(idVariables))].map((key) => ({ key, value: '', type: 'string' })),
    ],
  };
}

/** The collection's file as it should be now, from the committed document. */
export function generate(): string {
  const doc = JSON.parse(readFileSync(documentPath, 'utf8')) as Document;
  return `${JSON.stringify(collectionFrom(doc), null, 2)}\n`;
}

if (import.meta.main) {
  writeFileSync(collectionPath, generate());
  console.log(`wrote ${path.relative(root, collectionPath)}`);
}
