// Cheap polling: GET /v1/quotes/:id and its results carry an ETag, If-None-Match answers 304 with no
// body until a job changes; authenticating costs no write (last use is recorded in batches).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/store/db.ts';
import { moveJob } from '../../src/store/jobs.ts';
import { validCreateBody } from '../fixtures/quote-request.ts';
import { createTestApi, TEST_NOW, type TestApi } from '../helpers/api.ts';
import { backend } from '../helpers/db.ts';

/** Every statement the app runs, in order. */
const statements: string[] = [];
const counting = (db: Db): Db =>
  new Proxy(db, {
    get(target, prop, receiver) {
      if (prop === 'query')
        return (text: string, values?: readonly unknown[]) => {
          statements.push(text);
          return target.query(text, values);
        };
      return Reflect.get(target, prop, receiver);
    },
  });
const isWrite = (sql: string) =>
  /^\s*(insert|update|delete|merge)\b/i.test(sql) || /\bfor update\b/i.test(sql);

describe(`conditional GET and authentication without writes (${backend})`, () => {
  let api: TestApi;
  let id: string;
  beforeAll(async () => {
    api = await createTestApi({ wrapDb: counting });
    const created = await api.app.inject({
      method: 'POST',
      url: '/v1/quotes',
      headers: api.agency.headers,
      payload: validCreateBody({}, TEST_NOW),
    });
    id = created.json().data.quoteRequestId;
  });
  afterAll(() => api.close());

  const get = (url: string, etag?: string) =>
    api.app.inject({
      method: 'GET',
      url,
      headers: { ...api.agency.headers, ...(etag ? { 'if-none-match': etag } : {}) },
    });

  for (const path of ['', '/results']) {
    it(`GET /v1/quotes/:id${path}: 304 while unchanged, 200 with a new ETag after a job changes`, async () => {
      const first = await get(`/v1/quotes/${id}${path}`);
      expect(first.statusCode).toBe(200);
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"[\w-]{27}"$/);

      const unchanged = await get(`/v1/quotes/${id}${path}`, etag);
      expect(unchanged.statusCode).toBe(304);
      expect(unchanged.body).toBe('');
      expect(unchanged.headers.etag).toBe(etag);
      expect((await get(`/v1/quotes/${id}${path}`, `"other", W/${etag}`)).statusCode).toBe(304);

      const [job] = await api.db.query<{ id: string }>(
        'SELECT id FROM jobs WHERE quote_request_id = $1 ORDER BY id LIMIT 1',
        [id],
      );
      // The run engine's own transitions: staged → queued, then (for results) running → success.
      if (path === '') {
        expect(await moveJob(api.db, job!.id, 'queued')).toBeDefined();
      } else {
        expect(await moveJob(api.db, job!.id, 'running', { startedAt: 'now' })).toBeDefined();
        const quoted = await moveJob(api.db, job!.id, 'success', {
          completedAt: 'now',
          result: { quoteNumber: 'SM-1', annualPremium: 4180, quoteType: 'bindable' },
        });
        expect(quoted).toBeDefined();
      }
      const changed = await get(`/v1/quotes/${id}${path}`, etag);
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
      expect(changed.json().success).toBe(true);
      expect((await get(`/v1/quotes/${id}${path}`, String(changed.headers.etag))).statusCode).toBe(304);
    });
  }

  it('runs no write statement during an authenticated GET, and records last use on flush', async () => {
    const [key] = await api.db.query<{ id: string }>('SELECT id FROM api_keys WHERE agency_id = $1', [
      api.agency.agencyId,
    ]);
    await api.db.query('UPDATE api_keys SET last_used_at = NULL WHERE id = $1', [key!.id]);
    statements.length = 0;
    for (let i = 0; i < 5; i++) expect((await get(`/v1/quotes/${id}`)).statusCode).toBe(200);
    expect(statements.length).toBeGreaterThanOrEqual(5 * 2);
    expect(statements.filter(isWrite)).toEqual([]);

    await api.app.close();
    const flushed = statements.filter(isWrite);
    expect(flushed).toHaveLength(1);
    expect(flushed[0]).toMatch(/UPDATE api_keys/);
    const [row] = await api.db.query<{ lastUsedAt: Date | null }>(
      'SELECT last_used_at AS "lastUsedAt" FROM api_keys WHERE id = $1',
      [key!.id],
    );
    expect(row!.lastUsedAt).toBeInstanceOf(Date);
  });
});
