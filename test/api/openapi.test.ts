// The OpenAPI 3.1 document: valid by a standard validator, every operation documented with its
// errors, and real responses conform to it.
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validCreateBody } from '../fixtures/quote-request.ts';
import { createTestApi, TEST_NOW, type TestApi } from '../helpers/api.ts';
import { backend } from '../helpers/db.ts';

type Doc = {
  paths: Record<
    string,
    Record<string, { responses: Record<string, { content?: Record<string, { schema: unknown }> }> }>
  >;
  components: { schemas: Record<string, unknown> };
};

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

  it('serves browsable docs', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });
});
