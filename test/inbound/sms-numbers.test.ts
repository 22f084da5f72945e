// One SMS number per agency on the real store: the app's admin routes set and clear the number and the
// provider's auth token (sealed, never in a row or an answer in plain text; agents refused; CSRF
// needed), numbers checked with clear 400s, and `POST /inbound/sms` routing a text by its `To` to the
// agency holding that number, checked with that agency's own token; the agency-in-the-path route uses
// the agency's token when it has one. Refusals are logged without the text or its code.
import { createHmac, randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resealSteps } from '../../src/cli/rotate-master-key.ts';
import { createSmsTokenBox } from '../../src/inbound/sms/sms-token-box.ts';
import { createLogger } from '../../src/log.ts';
import { findSmsNumber } from '../../src/store/sms-numbers.ts';
import { createUser } from '../../src/users/create-user.ts';
import { keyringFromKeys } from '../../src/vault/master-keys.ts';
import { rotateMasterKey } from '../../src/vault/rotate-master-key.ts';
import { createTestApi, type TestAgency, type TestApi } from '../helpers/api.ts';
import { openedResolutions } from '../helpers/codes.ts';
import { backend } from '../helpers/db.ts';
import { seedRequest } from '../helpers/runs.ts';

const publicUrl = 'https://quotes.example.test';
const sharedToken = 'shared-account-token-0123456789ab';
const masterKey = randomBytes(32).toString('base64');

/** The provider's signature, by its documented algorithm: URL, then each name and value sorted by name. */
function sign(token: string, url: string, params: Record<string, string>): string {
  const data = Object.keys(params)
    .sort()
    .reduce((acc, name) => acc + name + params[name], url);
  return createHmac('sha1', token).update(data).digest('base64');
}

describe(`an SMS number per agency (${backend})`, () => {
  let api: TestApi;
  const lines: string[] = [];
  let admin: { headers: Record<string, string> };
  let agent: { headers: Record<string, string> };
  let other: TestAgency;
  let otherAdmin: { headers: Record<string, string> };

  async function signIn(email: string, password: string) {
    const res = await api.app.inject({
      method: 'POST',
      url: '/app/api/session',
      payload: { email, password },
    });
    expect(res.statusCode, res.body).toBe(200);
    const cookie = res.cookies.find((c) => c.name === 'qs_session')!;
    return { headers: { cookie: `qs_session=${cookie.value}`, 'x-csrf-token': res.json().data.csrfToken } };
  }

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    api = await createTestApi({
      logger: createLogger('trace', sink),
      config: { smsAuthToken: sharedToken },
      keyring: keyringFromKeys({ 1: masterKey }),
    });
    const password = 'correct horse battery';
    await createUser(api.db, {
      agencyId: api.agency.agencyId,
      role: 'admin',
      email: 'admin@a.test',
      password,
    });
    await createUser(api.db, {
      agencyId: api.agency.agencyId,
      role: 'agent',
      email: 'agent@a.test',
      password,
    });
    other = await api.addAgency({ credentials: false });
    await createUser(api.db, { agencyId: other.agencyId, role: 'admin', email: 'admin@b.test', password });
    admin = await signIn('admin@a.test', password);
    agent = await signIn('agent@a.test', password);
    otherAdmin = await signIn('admin@b.test', password);
  });
  afterAll(() => api?.close());
  beforeEach(() => {
    lines.length = 0;
  });

  const put = (who: { headers: Record<string, string> }, payload: unknown) =>
    api.app.inject({
      method: 'PUT',
      url: '/app/api/sms-number',
      headers: who.headers,
      payload: payload as object,
    });
  const read = (who: { headers: Record<string, string> }) =>
    api.app.inject({ method: 'GET', url: '/app/api/sms-number', headers: who.headers });
  const clear = (who: { headers: Record<string, string> }) =>
    api.app.inject({ method: 'DELETE', url: '/app/api/sms-number', headers: who.headers });

  const tokenA = `tok-a-${randomBytes(12).toString('hex')}`;
  const tokenB = `tok-b-${randomBytes(12).toString('hex')}`;

  it('sets the number and a write-only token: sealed in the row, never in an answer', async () => {
    expect((await read(admin)).json().data).toEqual({
      number: null,
      tokenSet: false,
      webhookUrl: `${publicUrl}/inbound/sms`,
      updatedAt: null,
    });
    const saved = await put(admin, { number: '+1 (555) 010-0101', authToken: tokenA });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      number: '+15550100101',
      tokenSet: true,
      webhookUrl: `${publicUrl}/inbound/sms`,
    });
    const got = await read(admin);
    expect(got.json().data).toMatchObject({ number: '+15550100101', tokenSet: true });
    for (const res of [saved, got]) expect(res.body).not.toContain(tokenA);

    // The row, every column of it, holds the token only sealed, bound to the agency.
    const rows = await api.db.query('SELECT * FROM agency_sms_numbers');
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(tokenA);
    expect(JSON.stringify(rows)).not.toContain(Buffer.from(tokenA).toString('base64'));
    const record = (await findSmsNumber(api.db, api.agency.agencyId))!;
    expect(record.sealedToken).toMatch(/^enc:1:/);
    const box = createSmsTokenBox(keyringFromKeys({ 1: masterKey }));
    expect(await box.open(api.agency.agencyId, record.sealedToken!)).toBe(tokenA);
    await expect(box.open(other.agencyId, record.sealedToken!)).rejects.toThrow();

    // Saving the number alone keeps the token; the other agency gets its own number and token.
    expect((await put(admin, { number: '+15550100101' })).json().data.tokenSet).toBe(true);
    expect((await put(otherAdmin, { number: '+15550100202', authToken: tokenB })).statusCode).toBe(200);
  });

  it('answers 400 with the reason for a number that is not E.164, taken, or a token too short', async () => {
    for (const [number, reason] of [
      ['555-010-0101', /start with \+/],
      ['+1555CALLNOW', /only digits/],
      ['+123', /7 to 15 digits/],
      ['+15550100202', /another agency/],
    ] as const) {
      const res = await put(admin, { number, authToken: tokenA });
      expect(res.statusCode, number).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
      expect(res.json().error.field_errors.number.join(' '), number).toMatch(reason);
    }
    const short = await put(admin, { number: '+15550100101', authToken: 'short' });
    expect(short.statusCode).toBe(400);
    expect(Object.keys(short.json().error.field_errors)).toEqual(['authToken']);
    const extra = await put(admin, { number: '+15550100101', secret: 'x' });
    expect(extra.statusCode).toBe(400);
    // Nothing changed.
    expect((await read(admin)).json().data).toMatchObject({ number: '+15550100101', tokenSet: true });
  });

  it('refuses agents, and state changes without the CSRF token', async () => {
    for (const res of [await read(agent), await put(agent, { number: '+15550100999' }), await clear(agent)]) {
      expect(res.statusCode).toBe(403);
    }
    const { 'x-csrf-token': _csrf, ...cookieOnly } = admin.headers;
    expect((await put({ headers: cookieOnly }, { number: '+15550100999' })).statusCode).toBe(403);
    expect((await clear({ headers: cookieOnly })).statusCode).toBe(403);
    expect((await api.app.inject({ method: 'GET', url: '/app/api/sms-number' })).statusCode).toBe(401);
    expect((await read(admin)).json().data.number).toBe('+15550100101');
  });

  function text(to: string, body: string) {
    return {
      MessageSid: `SM${randomBytes(8).toString('hex')}`,
      From: '48291',
      To: to,
      Body: body,
      NumMedia: '0',
    };
  }
  function post(path: string, params: Record<string, string>, signature?: string) {
    return api.app.inject({
      method: 'POST',
      url: path,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(signature === undefined ? {} : { 'x-twilio-signature': signature }),
      },
      payload: new URLSearchParams(params).toString(),
    });
  }
  const resolutions = () => openedResolutions(api.db, api.vault.codes);

  it('routes a text by its To to the agency holding the number, checked with that agency’s token', async () => {
    const a = await seedRequest(api.db, {
      status: 'in_progress',
      agencyId: api.agency.agencyId,
      jobs: [{ status: 'mfa_waiting', carrierId: 'summit-mutual' }],
    });
    const b = await seedRequest(api.db, {
      status: 'in_progress',
      agencyId: other.agencyId,
      jobs: [{ status: 'mfa_waiting', carrierId: 'summit-mutual' }],
    });
    const url = `${publicUrl}/inbound/sms`;

    // To A's number, signed with B's token or the shared one: refused, nothing resolved, nothing logged.
    const toA = text('+15550100101', 'Summit Mutual Insurance: 314159 is your verification code.');
    for (const token of [tokenB, sharedToken]) {
      expect((await post('/inbound/sms', toA, sign(token, url, toA))).statusCode).toBe(403);
    }
    expect((await post('/inbound/sms', toA)).statusCode).toBe(403);
    // To a number no agency holds: refused, whatever signs it.
    const nobody = text('+15550100999', 'Summit: 271828 is your code');
    expect((await post('/inbound/sms', nobody, sign(sharedToken, url, nobody))).statusCode).toBe(403);
    expect(await resolutions()).toEqual([]);
    const refusals = lines.join('');
    expect(refusals).toContain('inbound SMS refused');
    for (const reason of ['bad_signature', 'no_signature', 'unknown_number'])
      expect(refusals).toContain(reason);
    for (const secret of ['314159', '271828', 'verification code', 'is your code', tokenA, tokenB])
      expect(refusals).not.toContain(secret);

    // Signed with A's token: A's job gets the code, B's does not.
    const ok = await post('/inbound/sms', toA, sign(tokenA, url, toA));
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toMatch(/<Response\/>$/);
    expect(await resolutions()).toEqual([
      { job_id: a.jobIds[0], payload: { kind: 'mfa', code: '314159', via: 'sms' } },
    ]);
    // B's number, B's token: B's job.
    const toB = text('+1 555 010 0202', 'Summit Mutual Insurance: 161803 is your verification code.');
    expect((await post('/inbound/sms', toB, sign(tokenB, url, toB))).statusCode).toBe(200);
    expect((await resolutions()).map((r) => r.job_id).sort()).toEqual([a.jobIds[0], b.jobIds[0]].sort());
    expect(lines.join('')).not.toMatch(/314159|161803/);
  });

  it('checks /inbound/sms/:agencyId with the agency’s own token when set, else SMS_AUTH_TOKEN', async () => {
    const { jobIds } = await seedRequest(api.db, {
      status: 'in_progress',
      agencyId: other.agencyId,
      jobs: [{ status: 'mfa_waiting', carrierId: 'pioneer-casualty' }],
    });
    const path = `/inbound/sms/${other.agencyId}`;
    const url = `${publicUrl}${path}`;
    const sms = text('+15550100202', 'Pioneer ProducerNet code: 577215');
    expect((await post(path, sms, sign(sharedToken, url, sms))).statusCode).toBe(403);
    expect((await post(path, sms, sign(tokenB, url, sms))).statusCode).toBe(200);
    expect((await resolutions()).find((r) => r.job_id === jobIds[0])?.payload).toEqual({
      kind: 'mfa',
      code: '577215',
      via: 'sms',
    });

    // Token cleared (number kept): the shared token checks the agency's texts again, on both routes.
    const cleared = await put(otherAdmin, { number: '+15550100202', authToken: null });
    expect(cleared.json().data).toMatchObject({ number: '+15550100202', tokenSet: false });
    const again = text('+15550100202', 'Your code is 123123');
    expect((await post(path, again, sign(tokenB, url, again))).statusCode).toBe(403);
    expect((await post(path, again, sign(sharedToken, url, again))).statusCode).toBe(200);
    const routed = `${publicUrl}/inbound/sms`;
    expect((await post('/inbound/sms', again, sign(sharedToken, routed, again))).statusCode).toBe(200);
  });

  it('reseals the tokens on a master key rotation, and clears number and token on delete', async () => {
    const newKey = randomBytes(32).toString('base64');
    const rotated = await rotateMasterKey({
      reseal: resealSteps,
      db: api.db,
      keyring: keyringFromKeys({ 1: masterKey, 2: newKey }),
    });
    expect(rotated).toMatchObject({ version: 2, resealedSmsTokens: 1 });
    const record = (await findSmsNumber(api.db, api.agency.agencyId))!;
    expect(record.sealedToken).toMatch(/^enc:2:/);
    expect(
      await createSmsTokenBox(keyringFromKeys({ 2: newKey })).open(api.agency.agencyId, record.sealedToken!),
    ).toBe(tokenA);

    const res = await clear(admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ number: null, tokenSet: false });
    expect(await findSmsNumber(api.db, api.agency.agencyId)).toBeUndefined();
    // The freed number may be taken by the other agency now.
    expect((await put(otherAdmin, { number: '+15550100101' })).statusCode).toBe(200);
  });
});
