// The OpenAPI 3.1 document: valid by a standard validator, every operation documented with its
// errors, and real responses conform to it.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validCreateBody } from '../fixtures/quote-request.ts';
import { createTestApi, TEST_NOW, type TestApi } from '../helpers/api.ts';
import { backend } from '../helpers/db.ts';

type Media = { schema: unknown; example?: unknown };
type Op = {
  operationId?: string;
  tags?: string[];
  summary?: string;
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, { content?: Record<string, Media> }>;
};
type Doc = {
  paths: Record<string, Record<string, Op>>;
  webhooks: Record<string, { post: Op }>;
  servers: { url: string }[];
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
};

const run = promisify(execFile);

describe(`OpenAPI document (${backend})`, () => {
  let api: TestApi;
  let doc: Doc;
  beforeAll(async () => {
    api = await createTestApi();
    doc = (await api.app.inject({ method: 'GET', url: '/v1/openapi.json' })).json();
  });
  afterAll(() => api.close());

  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('passes redocly lint with the recommended rules: 0 errors, 0 warnings', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'openapi-'));
    const file = path.join(dir, 'openapi.json');
    await writeFile(file, JSON.stringify(doc));
    const cli = path.resolve('node_modules/@redocly/cli/bin/cli.js');
    const { stdout } = await run(
      process.execPath,
      [cli, 'lint', '--extends', 'recommended', '--format', 'json', file],
      { env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } },
    ).catch((error: { stdout: string }) => ({ stdout: error.stdout }));
    await rm(dir, { recursive: true, force: true });
    const report = JSON.parse(stdout) as {
      totals: { errors: number; warnings: number };
      problems: unknown[];
    };
    expect(report.problems).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  });

  it('names, tags and summarizes every operation; servers and security from the config', () => {
    const ops = Object.values(doc.paths).flatMap((methods) => Object.values(methods));
    const ids = ops.map((op) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(
      expect.arrayContaining(['createQuoteRequest', 'getQuoteRequest', 'listQuoteRequests', 'startRun']),
    );
    for (const op of ops) {
      expect(op.tags?.length, op.operationId).toBeGreaterThan(0);
      expect(op.summary, op.operationId).toBeTruthy();
    }
    expect(doc.servers).toEqual([expect.objectContaining({ url: 'https://quotes.example.test' })]);
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    // Ajv's message annotation is a string under `errorMessage`; a property of that name is an object.
    const leaks: string[] = [];
    JSON.stringify(doc, (key, value) => {
      if (key === 'errorMessage' && typeof value === 'string') leaks.push(value);
      return value;
    });
    expect(leaks).toEqual([]);
  });

  it('has an example on every body, and every example matches its schema', () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats.default(ajv);
    for (const [name, schema] of Object.entries(doc.components.schemas))
      ajv.addSchema(schema as object, `#/components/schemas/${name}`);
    const media: [string, Media][] = [];
    const collect = (where: string, op: Op) => {
      for (const m of Object.values(op.requestBody?.content ?? {})) media.push([`${where} body`, m]);
      for (const [status, r] of Object.entries(op.responses))
        for (const [type, m] of Object.entries(r.content ?? {}))
          if (type === 'application/json') media.push([`${where} ${status}`, m]);
    };
    for (const [p, methods] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(methods)) collect(`${method} ${p}`, op);
    for (const [name, item] of Object.entries(doc.webhooks)) collect(`webhook ${name}`, item.post);
    expect(media.length).toBeGreaterThan(80);
    for (const [where, m] of media) {
      expect(m.example, where).toBeDefined();
      const validate = ajv.compile(m.schema as object);
      expect(validate(m.example), `${where}: ${JSON.stringify(validate.errors)}`).toBe(true);
    }
  });

  it('documents the webhook payloads as OpenAPI 3.1 webhooks', () => {
    expect(Object.keys(doc.webhooks).sort()).toEqual([
      'job.completed',
      'quote.action_required',
      'quote.action_resolved',
      'quote.completed',
      'quote.failed',
      'webhook.test',
    ]);
    const names = doc.webhooks['job.completed']!.post as unknown as { parameters: { name: string }[] };
    expect(names.parameters.map((p) => p.name)).toEqual(
      expect.arrayContaining(['x-service-signature', 'webhook-id', 'webhook-timestamp', 'webhook-signature']),
    );
  });

  it('documents every v1 operation with its error responses', () => {
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ path, method, op })),
    );
    const v1 = operations.filter((o) => o.path.startsWith('/v1/'));
    expect(v1.map((o) => `${o.method.toUpperCase()} ${o.path}`)).toEqual(
      expect.arrayContaining([
        'POST /v1/quotes',
        'GET /v1/quotes',
        'GET /v1/quotes/{id}',
        'GET /v1/carriers',
      ]),
    );
    for (const { path, method, op } of v1) {
      for (const status of ['401', '429', '500'])
        expect(op.responses[status], `${method} ${path} ${status}`).toBeDefined();
    }
    const create = doc.paths['/v1/quotes']!.post!;
    for (const status of ['201', '400', '409', '413', '415', '422'])
      expect(create.responses[status]).toBeDefined();
  });

  it('describes the responses the API really sends', async () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats.default(ajv);
    for (const [name, schema] of Object.entries(doc.components.schemas)) {
      ajv.addSchema(schema as object, `#/components/schemas/${name}`);
    }
    const check = (path: string, method: string, status: number, body: unknown) => {
      const schema =
        doc.paths[path]![method]!.responses[String(status)]!.content!['application/json']!.schema;
      const validate = ajv.compile(
        JSON.parse(JSON.stringify(schema).replaceAll('"#/components/schemas/', '"#/components/schemas/')),
      );
      expect(validate(body), `${method} ${path} ${status}: ${JSON.stringify(validate.errors)}`).toBe(true);
    };
    const h = api.agency.headers;
    const created = await api.app.inject({
      method: 'POST',
      url: '/v1/quotes',
      headers: h,
      payload: validCreateBody({}, TEST_NOW),
    });
    check('/v1/quotes', 'post', 201, created.json());
    const invalid = await api.app.inject({
      method: 'POST',
      url: '/v1/quotes',
      headers: h,
      payload: { input: {} },
    });
    check('/v1/quotes', 'post', 400, invalid.json());
    const id = created.json().data.quoteRequestId;
    check(
      '/v1/quotes/{id}',
      'get',
      200,
      (await api.app.inject({ method: 'GET', url: `/v1/quotes/${id}`, headers: h })).json(),
    );
    check(
      '/v1/quotes/{id}',
      'get',
      404,
      (await api.app.inject({ method: 'GET', url: '/v1/quotes/qr_x', headers: h })).json(),
    );
    check(
      '/v1/quotes',
      'get',
      200,
      (await api.app.inject({ method: 'GET', url: '/v1/quotes', headers: h })).json(),
    );
    check(
      '/v1/carriers',
      'get',
      200,
      (await api.app.inject({ method: 'GET', url: '/v1/carriers', headers: h })).json(),
    );
    check('/v1/carriers', 'get', 401, (await api.app.inject({ method: 'GET', url: '/v1/carriers' })).json());
  });

  it('serves the reference at /docs with its own script, nothing from a CDN', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const scripts = [...res.body.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) expect(src).not.toMatch(/^(https?:)?\/\//);
    expect(res.body).not.toMatch(/cdn\.jsdelivr|fonts\.scalar|googleapis/);
    const js = await api.app.inject({ method: 'GET', url: '/docs/js/scalar.js' });
    expect(js.statusCode).toBe(200);
    expect(js.body.length).toBeGreaterThan(1_000_000);
  });
});
