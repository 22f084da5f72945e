// The agency's address for e-mailed codes through the app's routes: made on an admin's first ask (the
// same address on every later ask), replaced on demand, read by agents, per agency; agents and a
// missing CSRF token may not change it; a deployment without the SMTP server makes none.
import { afterEach, describe, expect, it } from 'vitest';
import { agencyOfMailLocalPart } from '../../src/store/mail-addresses.ts';
import { createUser } from '../../src/users/create-user.ts';
import { createTestApi, type TestApi } from '../helpers/api.ts';
import { backend } from '../helpers/db.ts';

const ADMIN = { email: 'admin@agency.test', password: 'correct horse battery' };
const AGENT = { email: 'agent@agency.test', password: 'staple paper clips' };
const DOMAIN = 'codes.agency.example';
const ADDRESS = /^mfa-[a-z2-7]{24}@codes\.agency\.example$/;

describe(`the agency's address for e-mailed codes (${backend})`, () => {
  let api: TestApi | undefined;
  afterEach(async () => {
    await api?.close();
    api = undefined;
  });

  async function start(port = 2525) {
    api = await createTestApi({ config: { inboundMail: { port, host: '127.0.0.1', domain: DOMAIN } } });
    await createUser(api.db, { agencyId: api.agency.agencyId, role: 'admin', ...ADMIN });
    await createUser(api.db, { agencyId: api.agency.agencyId, role: 'agent', ...AGENT });
    return api;
  }
  async function signIn(who: { email: string; password: string }) {
    const res = await api!.app.inject({ method: 'POST', url: '/app/api/session', payload: who });
    const cookie = res.cookies.find((c) => c.name === 'qs_session')!;
    return { cookie: `qs_session=${cookie.value}`, 'x-csrf-token': res.json().data.csrfToken as string };
  }
  const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string>) =>
    api!.app.inject({ method, url, headers });

  it('is made on the first ask, kept, replaced on demand, and shown with the carriers that mail codes', async () => {
    const { db, agency } = await start();
    const admin = await signIn(ADMIN);
    const before = await call('GET', '/app/api/mfa-mail', admin);
    expect(before.json().data).toEqual({
      address: null,
      receiving: true,
      carriers: [
        {
          carrierId: 'ironclad-specialty',
          name: 'Ironclad Specialty',
          senders: ['verify@ironcladspecialty.example'],
        },
        {
          carrierId: 'cascade-commercial',
          name: 'Cascade Commercial',
          senders: ['no-reply@cascadecommercial.example'],
        },
      ],
    });
    const made = await call('POST', '/app/api/mfa-mail', admin);
    expect(made.statusCode).toBe(200);
    const address = made.json().data.address as string;
    expect(address).toMatch(ADDRESS);
    expect((await call('POST', '/app/api/mfa-mail', admin)).json().data.address).toBe(address);
    expect((await call('GET', '/app/api/mfa-mail', await signIn(AGENT))).json().data.address).toBe(address);
    expect(await agencyOfMailLocalPart(db, address.split('@')[0]!)).toBe(agency.agencyId);

    const replaced = (await call('POST', '/app/api/mfa-mail/replace', admin)).json().data.address as string;
    expect(replaced).toMatch(ADDRESS);
    expect(replaced).not.toBe(address);
    expect(await agencyOfMailLocalPart(db, address.split('@')[0]!)).toBeUndefined();
    expect((await call('GET', '/app/api/mfa-mail', admin)).json().data.address).toBe(replaced);
  });

  it('is each agency’s own', async () => {
    const { db, addAgency } = await start();
    const admin = await signIn(ADMIN);
    const ours = (await call('POST', '/app/api/mfa-mail', admin)).json().data.address as string;
    const other = await addAgency();
    await createUser(db, {
      agencyId: other.agencyId,
      role: 'admin',
      email: 'admin@other.test',
      password: ADMIN.password,
    });
    const theirs = await signIn({ email: 'admin@other.test', password: ADMIN.password });
    expect((await call('GET', '/app/api/mfa-mail', theirs)).json().data.address).toBeNull();
    const made = (await call('POST', '/app/api/mfa-mail', theirs)).json().data.address as string;
    expect(made).not.toBe(ours);
  });

  it('may not be made or replaced by an agent or without the CSRF token', async () => {
    await start();
    const agent = await signIn(AGENT);
    expect((await call('POST', '/app/api/mfa-mail', agent)).statusCode).toBe(403);
    expect((await call('POST', '/app/api/mfa-mail/replace', agent)).statusCode).toBe(403);
    const { 'x-csrf-token': _, ...noCsrf } = await signIn(ADMIN);
    expect((await call('POST', '/app/api/mfa-mail', noCsrf)).statusCode).toBe(403);
    expect((await call('GET', '/app/api/mfa-mail', {})).statusCode).toBe(401);
    expect((await call('GET', '/app/api/mfa-mail', await signIn(ADMIN))).json().data.address).toBeNull();
  });

  it('is not made where the deployment receives no mail (SMTP_PORT=0)', async () => {
    await start(0);
    const admin = await signIn(ADMIN);
    const refused = await call('POST', '/app/api/mfa-mail', admin);
    expect(refused.statusCode).toBe(503);
    expect(refused.json().error.message).toMatch(/SMTP_PORT/);
    expect((await call('GET', '/app/api/mfa-mail', admin)).json().data).toMatchObject({
      address: null,
      receiving: false,
    });
  });
});
