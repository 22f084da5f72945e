// The agency app's sessions on the partner routes: sign-in and its cookie flags, CSRF on every
// state-changing call, roles mapped to scopes, tenancy, failed sign-ins limited, sign-out and expiry,
// and no stored secret in any answer a signed-in person gets.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../src/users/create-user.ts';
import { validCreateBody } from '../fixtures/quote-request.ts';
import { createTestApi, type TestApi } from '../helpers/api.ts';
import { backend } from '../helpers/db.ts';

const ADMIN = { email: 'Admin@Agency.test', password: 'correct horse battery' };
const AGENT = { email: 'agent@agency.test', password: 'staple paper clips' };

describe(`agency app sessions (${backend})`, () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
    await createUser(api.db, { agencyId: api.agency.agencyId, role: 'admin', ...ADMIN });
    await createUser(api.db, { agencyId: api.agency.agencyId, role: 'agent', ...AGENT });
  });
  afterAll(() => api?.close());

  async function signIn(who: { email: string; password: string }, ip = '10.0.0.1') {
    const res = await api.app.inject({
      method: 'POST',
      url: '/app/api/session',
      payload: who,
      remoteAddress: ip,
    });
    expect(res.statusCode, res.body).toBe(200);
    const cookie = res.cookies.find((c) => c.name === 'qs_session')!;
    return {
      res,
      cookie,
      headers: { cookie: `qs_session=${cookie.value}` },
      csrf: res.json().data.csrfToken as string,
    };
  }

  it('signs in with an HTTP-only, SameSite=Lax, Secure (behind HTTPS) cookie and reads the session back', async () => {
    const { res, cookie, headers } = await signIn(ADMIN);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: true, path: '/' });
    expect(res.json().data).toMatchObject({ user: { email: 'admin@agency.test', role: 'admin' } });
    const me = await api.app.inject({ method: 'GET', url: '/app/api/session', headers });
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
    const carriers = await api.app.inject({ method: 'GET', url: '/v1/carriers', headers });
    expect(carriers.statusCode).toBe(200);
  });

  it('refuses a state-changing request without the CSRF token, or with a wrong one', async () => {
    const { headers, csrf } = await signIn(AGENT);
    const body = validCreateBody({ externalReference: 'CSRF-1' });
    const without = await api.app.inject({ method: 'POST', url: '/v1/quotes', headers, payload: body });
    expect(without.statusCode).toBe(403);
    expect(without.json().error.message).toMatch(/CSRF/);
    const wrong = await api.app.inject({
      method: 'POST',
      url: '/v1/quotes',
      // Its last character changed (to one it is not: a token ending in x would otherwise be right).
      headers: { ...headers, 'x-csrf-token': `${csrf.slice(0, -1)}${csrf.endsWith('x') ? 'y' : 'x'}` },
      payload: body,
    });
    expect(wrong.statusCode).toBe(403);
    const signOut = await api.app.inject({ method: 'DELETE', url: '/app/api/session', headers });
    expect(signOut.statusCode).toBe(403);
    const right = await api.app.inject({
      method: 'POST',
      url: '/v1/quotes',
      headers: { ...headers, 'x-csrf-token': csrf },
      payload: body,
    });
    expect(right.statusCode, right.body).toBe(201);
  });

  it('refuses a sign-in posted from another origin', async () => {
    const res = await api.app.inject({
      method: 'POST',
      url: '/app/api/session',
      headers: { origin: 'https://evil.example', host: 'quotes.example.test' },
      payload: ADMIN,
    });
    expect(res.statusCode).toBe(403);
    expect(res.cookies).toHaveLength(0);
  });

  it('lets an agent work requests but not manage webhooks, keys or logins; an admin can', async () => {
    const agent = await signIn(AGENT);
    const admin = await signIn(ADMIN);
    const hook = { url: 'https://hooks.example.test/quotes', events: ['quote.completed'] };
    for (const [who, status] of [
      [agent, 403],
      [admin, 201],
    ] as const) {
      const res = await api.app.inject({
        method: 'POST',
        url: '/v1/webhooks',
        headers: { ...who.headers, 'x-csrf-token': who.csrf },
        payload: hook,
      });
      expect(res.statusCode, res.body).toBe(status);
    }
    const list = await api.app.inject({ method: 'GET', url: '/v1/webhooks', headers: agent.headers });
    expect(list.statusCode).toBe(403);
    const csrf = { ...agent.headers, 'x-csrf-token': agent.csrf };
    for (const [method, url, payload] of [
      ['GET', '/app/api/api-keys', undefined],
      ['POST', '/app/api/api-keys', { name: 'x', scopes: ['quotes:read'] }],
      ['PUT', '/app/api/carrier-logins/summit-mutual', { username: 'u', password: 'p' }],
      ['DELETE', '/app/api/carrier-logins/summit-mutual', undefined],
      ['GET', '/app/api/users', undefined],
      ['POST', '/app/api/users', { email: 'x@agency.test', role: 'admin' }],
      ['PATCH', '/app/api/users/user_x', { role: 'admin' }],
      ['DELETE', '/app/api/users/user_x', undefined],
    ] as const) {
      const res = await api.app.inject({ method, url, headers: csrf, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    const keys = await api.app.inject({ method: 'GET', url: '/app/api/api-keys', headers: admin.headers });
    expect(keys.statusCode).toBe(200);
    expect(keys.body).not.toContain(api.agency.apiKey);
  });

  it('lets an admin add a user (password shown once or chosen), change a role and remove; one admin stays', async () => {
    const admin = await signIn(ADMIN);
    const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
      api.app.inject({
        method,
        url,
        headers: { ...admin.headers, 'x-csrf-token': admin.csrf },
        ...(payload ? { payload } : {}),
      });
    const made = await call('POST', '/app/api/users', { email: 'New.Agent@agency.test', role: 'agent' });
    expect(made.statusCode, made.body).toBe(201);
    const { id, initialPassword } = made.json().data;
    expect(made.json().data).toMatchObject({ email: 'new.agent@agency.test', role: 'agent' });
    expect(initialPassword).toMatch(/^[\w-]{16}$/);
    const person = await signIn({ email: 'new.agent@agency.test', password: initialPassword });
    const chosen = await call('POST', '/app/api/users', {
      email: 'chosen@agency.test',
      role: 'admin',
      password: 'a password the admin chose',
    });
    expect(chosen.statusCode).toBe(201);
    expect(chosen.json().data.initialPassword).toBeUndefined();
    expect(
      (
        await call('POST', '/app/api/users', { email: 'short@agency.test', role: 'agent', password: 'short' })
      ).json().error.field_errors.password,
    ).toBeDefined();
    expect(
      (await call('POST', '/app/api/users', { email: 'chosen@agency.test', role: 'agent' })).statusCode,
    ).toBe(409);

    // A changed role ends the person's sessions: the old cookie no longer works.
    const promoted = await call('PATCH', `/app/api/users/${id}`, { role: 'admin' });
    expect(promoted.json().data.role).toBe('admin');
    expect(
      (await api.app.inject({ method: 'GET', url: '/app/api/session', headers: person.headers })).statusCode,
    ).toBe(401);
    const promotedSession = await signIn({ email: 'new.agent@agency.test', password: initialPassword });
    expect(
      (await api.app.inject({ method: 'GET', url: '/app/api/users', headers: promotedSession.headers }))
        .statusCode,
    ).toBe(200);

    expect((await call('DELETE', `/app/api/users/${id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/app/api/users/${id}`)).statusCode).toBe(404);
    const gone = await api.app.inject({
      method: 'POST',
      url: '/app/api/session',
      payload: { email: 'new.agent@agency.test', password: initialPassword },
    });
    expect(gone.statusCode).toBe(401);

    // With the chosen admin removed, the first admin is the last one: it cannot be demoted.
    expect((await call('DELETE', `/app/api/users/${chosen.json().data.id}`)).statusCode).toBe(200);
    const users = (await call('GET', '/app/api/users')).json().data.items as { id: string; email: string }[];
    const self = users.find((u) => u.email === 'admin@agency.test')!;
    const demote = await call('PATCH', `/app/api/users/${self.id}`, { role: 'agent' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().error.message).toBe('The agency must keep at least one admin');
    expect((await call('DELETE', `/app/api/users/${self.id}`)).statusCode).toBe(409);
    // Another agency's person is not found, and not listed.
    const other = await api.addAgency();
    const outsider = await createUser(api.db, {
      agencyId: other.agencyId,
      role: 'agent',
      email: 'outsider@other.test',
      password: 'another agency person',
    });
    expect(users.map((u) => u.email)).not.toContain('outsider@other.test');
    expect((await call('PATCH', `/app/api/users/${outsider.id}`, { role: 'admin' })).statusCode).toBe(404);
    expect((await call('DELETE', `/app/api/users/${outsider.id}`)).statusCode).toBe(404);
  });

  it("answers another agency's request and job as not found", async () => {
    const other = await api.addAgency();
    const created = await api.app.inject({
      method: 'POST',
      url: '/v1/quotes',
      headers: other.headers,
      payload: validCreateBody({ externalReference: 'OTHER-1' }),
    });
    const { quoteRequestId, jobs } = created.json().data;
    const { headers } = await signIn(AGENT);
    for (const url of [
      `/v1/quotes/${quoteRequestId}`,
      `/v1/quotes/${quoteRequestId}/jobs/${jobs[0].jobId}`,
    ]) {
      const res = await api.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode, url).toBe(404);
    }
    const list = await api.app.inject({ method: 'GET', url: '/v1/quotes', headers });
    expect(list.body).not.toContain('OTHER-1');
  });

  it('limits failed sign-ins per account: past five, even the right password is refused', async () => {
    const who = { email: 'locked@agency.test', password: 'a long enough password' };
    await createUser(api.db, { agencyId: api.agency.agencyId, role: 'agent', ...who });
    for (let i = 0; i < 5; i++) {
      const res = await api.app.inject({
        method: 'POST',
        url: '/app/api/session',
        payload: { ...who, password: `wrong ${i}` },
        remoteAddress: `10.1.0.${i}`,
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.message).toBe('The e-mail or password is wrong');
    }
    const right = await api.app.inject({ method: 'POST', url: '/app/api/session', payload: who });
    expect(right.statusCode).toBe(429);
    expect(right.headers['retry-after']).toBeDefined();
  });

  it('signs out, and refuses sessions past their idle or absolute expiry', async () => {
    const a = await signIn(AGENT);
    const out = await api.app.inject({
      method: 'DELETE',
      url: '/app/api/session',
      headers: { ...a.headers, 'x-csrf-token': a.csrf },
    });
    expect(out.statusCode).toBe(200);
    expect(
      (await api.app.inject({ method: 'GET', url: '/app/api/session', headers: a.headers })).statusCode,
    ).toBe(401);

    const idle = await signIn(AGENT);
    await api.db.query("UPDATE sessions SET last_seen_at = now() - interval '3 hours'");
    expect(
      (await api.app.inject({ method: 'GET', url: '/v1/quotes', headers: idle.headers })).statusCode,
    ).toBe(401);
    const old = await signIn(AGENT);
    await api.db.query("UPDATE sessions SET expires_at = now() - interval '1 second'");
    expect(
      (await api.app.inject({ method: 'GET', url: '/v1/quotes', headers: old.headers })).statusCode,
    ).toBe(401);
  });

  it('never answers a signed-in person with a stored password, seed, key or webhook secret', async () => {
    const admin = await signIn(ADMIN);
    const created = await api.app.inject({
      method: 'POST',
      url: '/v1/webhooks',
      headers: { ...admin.headers, 'x-csrf-token': admin.csrf },
      payload: { url: 'https://hooks.example.test/secret-check', events: ['quote.completed'] },
    });
    const secret = created.json().data.secret as string;
    expect(secret).toBeTruthy();
    const bodies: string[] = [];
    for (const url of [
      '/app/api/session',
      '/v1/carriers',
      '/v1/webhooks',
      '/v1/quotes',
      '/app/api/carrier-logins',
      '/app/api/api-keys',
      '/app/api/users',
    ]) {
      bodies.push((await api.app.inject({ method: 'GET', url, headers: admin.headers })).body);
    }
    const all = bodies.join('\n');
    expect(all).not.toContain(secret);
    expect(all).not.toContain('pw-');
    expect(all).not.toContain(api.agency.apiKey);
    expect(all).not.toMatch(/scrypt\$/);
  });

  it('serves the app at /app and its deep links with a strict Content-Security-Policy', async () => {
    for (const url of ['/app', '/app/quotes/qr_x', '/app/quotes/qr_x/jobs/job_y']) {
      const res = await api.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.headers['content-security-policy']).not.toContain('unsafe-inline');
    }
    const api404 = await api.app.inject({ method: 'GET', url: '/app/api/nothing' });
    expect(api404.statusCode).toBe(404);
    expect(api404.json().error.code).toBe('NOT_FOUND');
  });
});
