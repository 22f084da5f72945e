// The request core against a real local HTTP server: Retry-After honoured on 429, 5xx and dropped
// connections retried only when repeating is safe, one Idempotency-Key across a POST's retries.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { QuotingNetworkError, RateLimitError, ServerError } from './errors.ts';
import { createHttp, retryAfter } from './http.ts';

type Seen = { method: string; key: string | undefined; at: number };
let server: http.Server | undefined;

async function serve(answers: ((res: http.ServerResponse, req: http.IncomingMessage) => void)[]) {
  const seen: Seen[] = [];
  server = http.createServer((req, res) => {
    seen.push({ method: req.method ?? '', key: req.headers['idempotency-key'] as string, at: Date.now() });
    req.resume();
    req.on('end', () => (answers[seen.length - 1] ?? answers.at(-1)!)(res, req));
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { seen, http: createHttp({ baseUrl, apiKey: 'sk_test', retryBaseMs: 10 }) };
}
const json =
  (status: number, body: unknown, headers: Record<string, string> = {}) =>
  (res: http.ServerResponse) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  };
const error = (code: string) => ({ success: false, error: { code, message: code } });

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

describe('request core', () => {
  it('waits for Retry-After on 429, then succeeds', async () => {
    const { seen, http } = await serve([
      json(429, error('RATE_LIMITED'), { 'retry-after': '1' }),
      json(200, { success: true, data: { ok: 1 } }),
    ]);
    const res = await http<{ ok: number }>({ method: 'GET', path: '/v1/carriers' });
    expect(res.data).toEqual({ ok: 1 });
    expect(seen).toHaveLength(2);
    expect(seen[1]!.at - seen[0]!.at).toBeGreaterThanOrEqual(950);
  });

  it('gives up with a RateLimitError carrying Retry-After once retries are spent', async () => {
    const { seen, http } = await serve([json(429, error('RATE_LIMITED'), { 'retry-after': '0' })]);
    const err = await http({ method: 'GET', path: '/v1/quotes' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RateLimitError);
    expect(err).toMatchObject({ status: 429, code: 'RATE_LIMITED', retryAfterSeconds: 0 });
    expect(seen).toHaveLength(4);
  });

  it('retries 5xx for a GET and for a POST with its key, the same key every time', async () => {
    const { seen, http } = await serve([
      json(503, error('SERVICE_UNAVAILABLE')),
      json(500, error('INTERNAL_ERROR')),
      json(201, { success: true, data: { id: 'qr_1' } }),
    ]);
    const res = await http({ method: 'POST', path: '/v1/quotes', body: { a: 1 } });
    expect(res.status).toBe(201);
    expect(seen.map((s) => s.key)).toEqual([seen[0]!.key, seen[0]!.key, seen[0]!.key]);
    expect(seen[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('does not repeat a POST sent without an idempotency key', async () => {
    const { seen, http } = await serve([json(502, error('INTERNAL_ERROR'))]);
    const err = await http({ method: 'POST', path: '/v1/quotes', body: {}, idempotencyKey: false }).catch(
      (e) => e,
    );
    expect(err).toBeInstanceOf(ServerError);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.key).toBeUndefined();
  });

  it('retries a dropped connection, and reports a network error when it keeps dropping', async () => {
    const drop = (_res: http.ServerResponse, req: http.IncomingMessage) => req.socket.destroy();
    const ok = await serve([drop, json(200, { success: true, data: 1 })]);
    expect((await ok.http({ method: 'GET', path: '/x' })).data).toBe(1);
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    const bad = await serve([drop]);
    await expect(bad.http({ method: 'GET', path: '/x' })).rejects.toBeInstanceOf(QuotingNetworkError);
    expect(bad.seen).toHaveLength(4);
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    expect(retryAfter('7')).toBe(7);
    expect(retryAfter(new Date(Date.UTC(2026, 0, 1, 0, 0, 30)).toUTCString(), Date.UTC(2026, 0, 1))).toBe(30);
    expect(retryAfter(null)).toBeUndefined();
  });
});
