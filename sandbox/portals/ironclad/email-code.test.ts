// Ironclad's e-mailed sign-in code over plain HTTP with a settable clock: who gets one (a login with an
// address on file, from a browser not trusted), the mail (the catalog's sender, the portal's words, the
// code), a wrong, stale, replaced or sixth code, "Trust this browser", and the mail going out over real
// SMTP (nodemailer) to a relay, or into the mailbox at GET /_sandbox/mail when there is none or it fails.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { carrierCatalog } from '../../../src/carrier-definitions/built-in.ts';
import type { KeptMail } from '../../core/mail.ts';
import { type Sandbox, startSandbox } from '../../server.ts';
import { CODE_MESSAGES, CODE_MINUTES, DEVICE_COOKIE, MAIL_FROM_ADDRESS, MAIL_SUBJECT } from './email-code.ts';
import { IRONCLAD_ACCOUNTS, IRONCLAD_ID, ironcladPortal } from './index.ts';

let sandbox: Sandbox;
let clock = new Date('2026-03-10T15:00:00Z');
const MAIL_LOGIN = IRONCLAD_ACCOUNTS.find((a) => a.email)!;
const PLAIN_LOGIN = IRONCLAD_ACCOUNTS[0]!;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, profile: 'fast', portals: [ironcladPortal], now: () => clock });
});
afterAll(async () => sandbox?.close());
afterEach(async () => {
  await control('POST', '/_sandbox/reset');
  sandbox.state.mail.configure({});
});

interface Answer {
  status: number;
  location?: string;
  cookies: Record<string, string>;
  body: string;
}

/** A browser's cookie jar, one per test "browser". */
type Jar = Record<string, string>;

function portal(path: string, jar: Jar, body?: Record<string, string>): Promise<Answer> {
  const headers: Record<string, string> = { host: `ironclad.localhost:${sandbox.port}` };
  const cookie = Object.entries(jar)
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');
  if (cookie) headers.cookie = cookie;
  const payload = body ? new URLSearchParams(body).toString() : undefined;
  if (payload) headers['content-type'] = 'application/x-www-form-urlencoded';
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port: sandbox.port, path, method: body ? 'POST' : 'GET', headers },
      (res) => {
        let text = '';
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => {
          const cookies: Record<string, string> = {};
          for (const line of res.headers['set-cookie'] ?? []) {
            const [pair] = line.split(';');
            const [name, value] = pair!.split('=');
            cookies[name!] = value ?? '';
          }
          for (const [name, value] of Object.entries(cookies)) {
            if (value) jar[name] = value;
            else delete jar[name];
          }
          resolve({ status: res.statusCode ?? 0, location: res.headers.location, cookies, body: text });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

async function control(method: string, path: string, body?: unknown) {
  const res = await fetch(`${sandbox.url}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

async function mailbox(): Promise<KeptMail[]> {
  return (await control('GET', `/_sandbox/mail?carrierId=${IRONCLAD_ID}`)).json.messages as KeptMail[];
}

const codeOf = (mail: KeptMail | undefined) => /sign-in code is (\d{6})/.exec(mail?.text ?? '')?.[1];

const signIn = (jar: Jar, login: { username: string; password: string }, next?: string) =>
  portal('/signin', jar, { userid: login.username, password: login.password, ...(next ? { next } : {}) });

describe('Ironclad e-mailed sign-in codes', () => {
  it('asks nothing of a login without an address on file', async () => {
    const answer = await signIn({}, PLAIN_LOGIN);
    expect(answer.location).toBe('/exchange/home');
    expect(await mailbox()).toEqual([]);
  });

  it('e-mails a code from the catalog’s sender and shows where it went, masked', async () => {
    const jar: Jar = {};
    const answer = await signIn(jar, MAIL_LOGIN, '/exchange/new?product=cyber');
    expect(answer.status).toBe(303);
    expect(answer.location).toBe('/signin/code?next=%2Fexchange%2Fnew%3Fproduct%3Dcyber');
    // Not signed in yet: the Exchange sends the browser back to sign-in.
    expect((await portal('/exchange/home', { ...jar })).location).toMatch(/^\/signin/);

    const [mail, ...rest] = await mailbox();
    expect(rest).toEqual([]);
    expect(mail).toMatchObject({
      from: `"Ironclad Exchange" <${MAIL_FROM_ADDRESS}>`,
      to: MAIL_LOGIN.email,
      subject: MAIL_SUBJECT,
      username: MAIL_LOGIN.username,
    });
    expect(codeOf(mail)).toMatch(/^\d{6}$/);
    // The one 4-or-more-digit number in the text is the code (what the service's intake reads).
    expect(mail!.text.match(/\d{4,}/g)).toEqual([codeOf(mail)]);
    const catalog = carrierCatalog((host) => `http://${host}.localhost`);
    expect(catalog.find((c) => c.id === IRONCLAD_ID)?.mfaEmailSenders).toEqual([MAIL_FROM_ADDRESS]);

    const page = await portal(answer.location!, jar);
    expect(page.body).toContain('<h1>Check your e-mail</h1>');
    expect(page.body).toContain(CODE_MESSAGES.sent('p•••@whitaker-insurance.example'));
    expect(page.body).toContain('Trust this browser for 30 days');
    expect(page.body).toContain('name="next" value="/exchange/new?product=cyber"');
    expect(page.body).not.toContain(codeOf(mail));
  });

  it('refuses a wrong code, takes the right one, and a trusted browser is not asked again', async () => {
    const jar: Jar = {};
    await signIn(jar, MAIL_LOGIN);
    const code = codeOf((await mailbox())[0])!;
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const refused = await portal('/signin/code', jar, { code: wrong });
    expect(refused.status).toBe(401);
    expect(refused.body).toContain(CODE_MESSAGES.wrong);
    const empty = await portal('/signin/code', jar, { code: '' });
    expect(empty.body).toContain(CODE_MESSAGES.empty);

    const accepted = await portal('/signin/code', jar, { code, trust: 'yes' });
    expect(accepted.location).toBe('/exchange/home');
    expect(accepted.cookies[DEVICE_COOKIE]).toMatch(/^[0-9a-f]{32}$/);
    expect((await portal('/exchange/home', jar)).status).toBe(200);
    // The code worked once: the session is signed in, the code page sends it on.
    expect((await portal('/signin/code', jar, { code })).location).toBe('/signin');

    // The same browser, signed out: the password alone signs in, and no mail is sent.
    await portal('/signout', jar, {});
    expect((await signIn(jar, MAIL_LOGIN)).location).toBe('/exchange/home');
    expect(await mailbox()).toHaveLength(1);
    // Another browser is asked again.
    expect((await signIn({}, MAIL_LOGIN)).location).toBe('/signin/code');
  });

  it('asks again when the browser was not trusted', async () => {
    const jar: Jar = {};
    await signIn(jar, MAIL_LOGIN);
    const answer = await portal('/signin/code', jar, { code: codeOf((await mailbox())[0])! });
    expect(answer.location).toBe('/exchange/home');
    expect(answer.cookies[DEVICE_COOKIE]).toBeUndefined();
    await portal('/signout', jar, {});
    expect((await signIn(jar, MAIL_LOGIN)).location).toBe('/signin/code');
  });

  it('takes only the newest code, and none after 10 minutes', async () => {
    const jar: Jar = {};
    await signIn(jar, MAIL_LOGIN);
    const first = codeOf((await mailbox())[0])!;
    const resent = await portal('/signin/code/resend', jar, {});
    expect(resent.body).toContain(CODE_MESSAGES.resent);
    const messages = await mailbox();
    expect(messages).toHaveLength(2);
    const second = codeOf(messages[0])!;
    if (first !== second) {
      expect((await portal('/signin/code', jar, { code: first })).status).toBe(401);
    }
    clock = new Date(clock.getTime() + (CODE_MINUTES + 1) * 60_000);
    const stale = await portal('/signin/code', jar, { code: second });
    expect(stale.status).toBe(401);
    expect(stale.body).toContain(CODE_MESSAGES.wrong);
  });

  it('ends the sign-in after five wrong codes', async () => {
    const jar: Jar = {};
    await signIn(jar, MAIL_LOGIN);
    const code = codeOf((await mailbox())[0])!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i += 1)
      expect((await portal('/signin/code', jar, { code: wrong })).status).toBe(401);
    const ended = await portal('/signin/code', jar, { code: wrong });
    expect(ended.location).toBe('/signin?reason=codes');
    expect((await portal(ended.location!, jar)).body).toContain(CODE_MESSAGES.tooMany);
    expect((await portal('/signin/code', jar, { code })).location).toBe('/signin');
  });
});

describe('the sandbox’s outgoing mail', () => {
  let relay: SMTPServer;
  let relayPort: number;
  const received: { envelopeTo: string[]; raw: Buffer }[] = [];

  beforeAll(async () => {
    relay = new SMTPServer({
      logger: false,
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push({
            envelopeTo: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', () => resolve()));
    relayPort = (relay.server.address() as AddressInfo).port;
  });
  afterAll(async () => new Promise<void>((resolve) => relay.close(() => resolve())));

  it('sends the code over SMTP to the relay, to the stand-in address, and keeps nothing', async () => {
    const put = await control('PUT', '/_sandbox/mail', {
      host: '127.0.0.1',
      port: relayPort,
      to: 'mfa-abc@codes.localhost',
    });
    expect(put.status).toBe(200);
    expect(put.json).toEqual({
      relay: { host: '127.0.0.1', port: relayPort },
      to: 'mfa-abc@codes.localhost',
    });

    const relayedBefore = sandbox.state.mail.relayedCount();
    const jar: Jar = {};
    await signIn(jar, MAIL_LOGIN);
    expect(received).toHaveLength(1);
    expect(sandbox.state.mail.relayedCount()).toBe(relayedBefore + 1);
    const { envelopeTo, raw } = received[0]!;
    expect(envelopeTo).toEqual(['mfa-abc@codes.localhost']);
    const mail = await simpleParser(raw);
    expect(mail.from?.value).toEqual([{ name: 'Ironclad Exchange', address: MAIL_FROM_ADDRESS }]);
    expect(mail.subject).toBe(MAIL_SUBJECT);
    const code = /sign-in code is (\d{6})/.exec(mail.text ?? '')?.[1];
    expect(mail.html).toContain(code);
    expect(await mailbox()).toEqual([]);
    expect((await portal(`/signin/code`, jar)).body).toContain('m•••@codes.localhost');
    expect((await portal('/signin/code', jar, { code: code! })).location).toBe('/exchange/home');

    // A login with no address on file gets nothing, whatever the stand-in.
    expect((await signIn({}, PLAIN_LOGIN)).location).toBe('/exchange/home');
    expect(received).toHaveLength(1);
    expect((await control('GET', '/_sandbox/mail')).json).toMatchObject({ to: 'mfa-abc@codes.localhost' });
  });

  it('keeps the mail, with the relay’s failure, when the relay does not answer', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', () => resolve()));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await control('PUT', '/_sandbox/mail', { host: '127.0.0.1', port });
    const relayedBefore = sandbox.state.mail.relayedCount();
    const jar: Jar = {};
    expect((await signIn(jar, MAIL_LOGIN)).location).toBe('/signin/code');
    expect(sandbox.state.mail.relayedCount()).toBe(relayedBefore);
    const [kept] = await mailbox();
    expect(kept?.to).toBe(MAIL_LOGIN.email);
    expect(kept?.relayError).toBeTruthy();
    expect((await portal('/signin/code', jar, { code: codeOf(kept)! })).location).toBe('/exchange/home');
  });

  it('refuses a relay without a port or a stand-in that is not an address', async () => {
    expect((await control('PUT', '/_sandbox/mail', { host: '127.0.0.1' })).status).toBe(400);
    expect((await control('PUT', '/_sandbox/mail', { to: 'nobody' })).status).toBe(400);
    expect((await control('PUT', '/_sandbox/mail', {})).json).toEqual({});
  });
});
