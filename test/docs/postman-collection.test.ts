// The Postman collection in docs/postman/ is what scripts/postman-collection.ts makes from the OpenAPI
// document (`npm run docs:postman` after `npm run sdk:generate`), holds every operation of the document
// once, in its tag's folder, and has the shape of a Postman Collection v2.1 (the required properties of
// the published schema, checked by hand: no network here).
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { collectionPath, documentPath, generate, SCHEMA_URL } from '../../scripts/postman-collection.ts';

type Header = { key: string; value: string; disabled?: boolean };
type Request = {
  method: string;
  header: Header[];
  body?: { mode: string; raw: string; options: { raw: { language: string } } };
  url: { raw: string; host: string[]; path: string[]; variable?: { key: string; value: string }[] };
  description: string;
};
type Item = { name: string; request: Request; response: unknown[] };
type Folder = { name: string; item: Item[] };
type Collection = {
  info: { name: string; schema: string; description: string };
  item: Folder[];
  auth: { type: string; bearer: { key: string; value: string }[] };
  variable: { key: string; value: string }[];
};
type Op = {
  operationId: string;
  tags: string[];
  requestBody?: { content: Record<string, { example?: unknown }> };
};

const METHODS = [
  'GET',
  'PUT',
  'POST',
  'PATCH',
  'DELETE',
  'COPY',
  'HEAD',
  'OPTIONS',
  'LINK',
  'UNLINK',
  'PURGE',
  'LOCK',
  'UNLOCK',
  'PROPFIND',
  'VIEW',
];

describe('the Postman collection', () => {
  it('is current: regenerating it from sdk/openapi.json gives the committed file', async () => {
    expect(await readFile(collectionPath, 'utf8')).toBe(generate());
  });

  it('has every operation of the document once, in its tag folder, with its example body', async () => {
    const doc = JSON.parse(await readFile(documentPath, 'utf8')) as {
      servers: { url: string }[];
      tags: { name: string }[];
      paths: Record<string, Record<string, Op>>;
    };
    const collection = JSON.parse(generate()) as Collection;
    const sent = collection.item.flatMap((folder) =>
      folder.item.map((item) => ({
        folder: folder.name,
        item,
        id: /^`(\w+)`/.exec(item.request.description)![1],
      })),
    );
    const operations = Object.entries(doc.paths).flatMap(([p, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ method, path: p, op })),
    );
    expect(operations.length).toBeGreaterThan(20);
    expect(sent.map((s) => s.id).sort()).toEqual(operations.map((o) => o.op.operationId).sort());
    expect(collection.item.map((f) => f.name)).toEqual(doc.tags.map((t) => t.name));
    for (const { method, path, op } of operations) {
      const { folder, item } = sent.find((s) => s.id === op.operationId)!;
      expect(folder, op.operationId).toBe(op.tags[0]);
      expect(item.request.method).toBe(method.toUpperCase());
      expect(item.request.url.raw).toBe(`{{baseUrl}}${path.replace(/\{(\w+)\}/g, ':$1')}`);
      for (const v of item.request.url.variable ?? [])
        expect(v.value, op.operationId).toMatch(/^\{\{\w+Id\}\}$/);
      const example = op.requestBody?.content['application/json']?.example;
      if (example !== undefined) expect(JSON.parse(item.request.body!.raw)).toEqual(example);
      const key = item.request.header.find((h) => h.key === 'Idempotency-Key');
      expect(key?.value, op.operationId).toBe(method === 'post' ? '{{$guid}}' : undefined);
    }
    expect(collection.auth).toEqual({
      type: 'bearer',
      bearer: [{ key: 'token', value: '{{apiKey}}', type: 'string' }],
    });
    const variables = Object.fromEntries(collection.variable.map((v) => [v.key, v.value]));
    expect(variables).toMatchObject({ baseUrl: doc.servers[0]!.url, apiKey: '' });
  });

  it('has the required properties of the Postman Collection v2.1 schema', () => {
    const collection = JSON.parse(generate()) as Collection;
    expect(collection.info.schema).toBe(SCHEMA_URL);
    expect(typeof collection.info.name).toBe('string');
    expect(Array.isArray(collection.item)).toBe(true);
    for (const folder of collection.item) {
      expect(typeof folder.name).toBe('string');
      expect(Array.isArray(folder.item)).toBe(true);
      for (const item of folder.item) {
        const { request } = item;
        expect(METHODS).toContain(request.method);
        expect(request.url.host).toEqual(['{{baseUrl}}']);
        for (const h of request.header) expect([typeof h.key, typeof h.value]).toEqual(['string', 'string']);
        if (request.body) {
          expect(request.body.mode).toBe('raw');
          expect(request.body.options.raw.language).toBe('json');
        }
        expect(Array.isArray(item.response)).toBe(true);
      }
    }
    for (const v of collection.variable) expect(typeof v.key).toBe('string');
  });
});
