// Finishes the document @fastify/swagger builds from the routes: keeps Ajv's `errorMessage` annotation
// out (it is ours, not JSON Schema), adds an example to every request and response body, the
// conditional-GET details, the webhooks and the licence. Run once per document build.
import { createQuoteRequestExample, errorExamples, quoteRequestExample } from './openapi-examples.ts';
import { sampleFromSchema } from './openapi-sample.ts';
import { addWebhooks } from './openapi-webhooks.ts';

type Schema = Record<string, unknown>;
type Media = { schema?: Schema; example?: unknown; examples?: unknown };
type Operation = {
  operationId?: string;
  summary?: string;
  parameters?: Schema[];
  requestBody?: { content?: Record<string, Media> };
  responses?: Record<string, { description?: string; content?: Record<string, Media>; headers?: Schema }>;
  security?: unknown[];
};
export type OpenApiDoc = Schema & {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
};

/** Operations answering `If-None-Match` with 304 (src/api/etag.ts). */
export const conditionalOperations = new Set(['getQuoteRequest', 'getQuoteResults']);

const requestExamples: Record<string, unknown> = { createQuoteRequest: createQuoteRequestExample };

export function finishDocument(input: Schema): OpenApiDoc {
  const doc = withoutErrorMessage(input) as OpenApiDoc;
  const schemas = doc.components.schemas;
  if (schemas.QuoteRequest) schemas.QuoteRequest.examples = [quoteRequestExample];
  if (schemas.Job) schemas.Job.examples = [quoteRequestExample.jobs[0]];
  if (schemas.Result) schemas.Result.examples = [quoteRequestExample.results[0]];
  addWebhooks(doc);
  for (const methods of Object.values(doc.paths)) {
    for (const op of Object.values(methods)) {
      for (const media of Object.values(op.requestBody?.content ?? {})) {
        media.example ??= requestExamples[op.operationId ?? ''] ?? sampleFromSchema(media.schema, schemas);
      }
      for (const [status, response] of Object.entries(op.responses ?? {})) {
        if (response.description === 'Default Response') response.description = op.summary ?? 'Success';
        for (const [type, media] of Object.entries(response.content ?? {})) {
          if (type !== 'application/json' || media.example !== undefined || media.examples) continue;
          media.example = errorExamples[status] ?? sampleFromSchema(media.schema, schemas);
        }
      }
      if (conditionalOperations.has(op.operationId ?? '')) addConditionalGet(op);
    }
  }
  doc.info = {
    ...(doc.info as Schema),
    license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
  };
  return doc;
}

function addConditionalGet(op: Operation) {
  const ok = op.responses?.['200'];
  if (ok) {
    ok.headers = {
      ETag: {
        description: 'Changes whenever the body would; send it back as If-None-Match',
        schema: { type: 'string', examples: ['"3f2a9c1d7b5e8f0a"'] },
      },
    };
  }
  op.responses = {
    ...op.responses,
    304: { description: 'Not modified: the ETag you sent is current. No body; keep what you have.' },
  };
}

/** Deep copy without the `errorMessage` keyword our Ajv reads for its messages. */
function withoutErrorMessage(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutErrorMessage);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key, v]) => !(key === 'errorMessage' && typeof v === 'string'))
      .map(([key, v]) => [key, withoutErrorMessage(v)]),
  );
}
