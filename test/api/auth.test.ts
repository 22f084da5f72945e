// API keys: 401 without or with a bad or revoked key, 403 without the scope, 429 past the rate limit.
import { afterEach, describe, expect, it } from 'vitest';
import { hashApiKey } from '../../src/domain/api-keys.ts';
import { revokeApiKey } from '../../src/store/agencies.ts';
import { createTestApi, type TestApi } from '../helpers/api.ts';
import { backend } from '../helpers/db.ts';

describe(`API keys (${backend})`, () => {
  let api: TestApi | undefined;
  afterEach(async () => {
    await api?.close();
    api = undefined;
  });

  it('refuses requests without a key, with a malformed or unknown key, and with a revoked key', async () => {
    api = await createTestApi();
    const get = (authorization?: string) =>
      api!.app.inject({
        method: 'GET',
        url: '/v1/carriers',
        headers: authorization ? { authorization } : {},
      });
    for (const res of [await get(), await get('Basic abc'), await get('Bearer sk_not_a_real_key')]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHORIZED');
    }
    expect((await get(`Bearer ${api.agency.apiKey}`)).statusCode).toBe(200);
    const [key] = await api.db.query<{ id: string }>('SELECT id FROM api_keys WHERE key_hash = $1', [
      hashApiKey(api.agency.apiKey),
    ]);
    expect(await revokeApiKey(api.db, api.agency.agencyId, key!.id)).toBe(true);
    const revoked = await get(`Bearer ${api.agency.apiKey}`);
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().error.message).toMatch(/revoked/);
  });

  it('stores keys only as SHA-256 hashes', async () => {
    api = await createTestApi();
    const rows = await api.db.query('SELECT * FROM api_keys');
    expect(JSON.stringify(rows)).not.toContain(api.agency.apiKey);
    expect(JSON.stringify(rows)).toContain(hashApiKey(api.agency.apiKey));
  });

  it('answers 403 when the key lacks the scope', async () => {
    api = await createTestApi();
    const reader = await api.addAgency({ scopes: ['quotes:read'] });
    const res = await api.app.inject({ method: 'GET', url: '/v1/carriers', headers: reader.headers });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({
      code: 'FORBIDDEN',
      message: 'This API key lacks the carriers:read scope',
    });
    const create = await api.app.inject({
      method: 'POST',
      url: '/v1/quotes',
      headers: reader.headers,
      payload: {},
    });
    expect(create.statusCode).toBe(403);
  });

  it('rate limits per key with Retry-After and RateLimit headers', async () => {
    api = await createTestApi({ rateLimitPerMinute: 3 });
    const other = await api.addAgency();
    const get = (headers: Record<string, string>) =>
      api!.app.inject({ method: 'GET', url: '/v1/carriers', headers });
    for (let i = 0; i < 3; i++) {
      const res = await get(api.agency.headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers['ratelimit-limit']).toBe('3');
      expect(res.headers['ratelimit-remaining']).toBe(String(2 - i));
    }
    const limited = await get(api.agency.headers);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await get(other.headers)).statusCode).toBe(200);
    expect((await api.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});
