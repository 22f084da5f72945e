// The inbound SMTP server on the real store, over a real socket (nodemailer → smtp-server): a mail from
// the carrier's declared sender to an agency's address gives its code to the job waiting at that
// carrier (the worker paused on it wakes with the code, as after a person's resolve), also when it
// arrives a moment before the job reaches the code page. A wrong sender, no code, two jobs waiting, no
// job, an unknown recipient or a message too large deliver nothing; every drop is logged with the
// sender's domain, the agency and the reason, never the subject, the text or the code; and no table
// holds any of them.
import { createTransport } from 'nodemailer';
import { afterEach, describe, expect, it } from 'vitest';
import { carrierCatalog } from '../../src/carrier-definitions/built-in.ts';
import { ensureAgencyMailAddress, replaceAgencyMailAddress } from '../../src/inbound/email/address.ts';
import {
  type InboundMailServer,
  MAX_MESSAGE_BYTES,
  startInboundMailServer,
} from '../../src/inbound/email/server.ts';
import { pauseForPerson } from '../../src/runs/pause-for-person.ts';
import { insertAgency } from '../../src/store/agencies.ts';
import { findJob, type JobRow } from '../../src/store/jobs.ts';
import { openedResolutions, testCodes } from '../helpers/codes.ts';
import { backend, createTestDb, type TestDb } from '../helpers/db.ts';
import { seedRequest } from '../helpers/runs.ts';

const DOMAIN = 'codes.example.test';
const IRONCLAD = 'ironclad-specialty';
const carriers = carrierCatalog((host) => `http://${host}.localhost:3100`);
const SENDER = carriers.find((c) => c.id === IRONCLAD)!.mfaEmailSenders![0]!;
const SUBJECT = 'Your Ironclad Exchange sign-in code';

describe(`inbound e-mailed codes over SMTP (${backend})`, () => {
  let testDb: TestDb | undefined;
  let server: InboundMailServer | undefined;
  const lines: { level: string; fields: Record<string, unknown>; message: string }[] = [];
  afterEach(async () => {
    await server?.close();
    await testDb?.close();
    server = undefined;
    testDb = undefined;
    lines.length = 0;
  });

  async function start(holdMs = 5_000) {
    testDb = await createTestDb();
    const { db } = testDb;
    const agency = await insertAgency(db, 'Mail Agency');
    const address = await ensureAgencyMailAddress(db, agency.id, DOMAIN);
    const log = (level: string) => (fields: Record<string, unknown>, message: string) =>
      lines.push({ level, fields, message });
    server = await startInboundMailServer({
      db,
      codes: testCodes,
      carriers,
      host: '127.0.0.1',
      port: 0,
      domain: DOMAIN,
      log: { info: log('info'), warn: log('warn') },
      holdMs,
    });
    return { db, agencyId: agency.id, address };
  }

  function send(mail: { from?: string; to: string; subject?: string; text: string }) {
    const transport = createTransport({
      host: '127.0.0.1',
      port: server!.port,
      secure: false,
      ignoreTLS: true,
    });
    return transport
      .sendMail({
        from: mail.from ?? `"Ironclad Exchange" <${SENDER}>`,
        to: mail.to,
        subject: mail.subject ?? SUBJECT,
        text: mail.text,
      })
      .finally(() => transport.close());
  }

  const codeMail = (code: string) =>
    `Ironclad Exchange\n\nYour sign-in code is ${code}\n\nThe code expires in 10 minutes and works once.`;

  const logText = () => JSON.stringify(lines);
  async function resolutions(): Promise<{ job_id: string; payload: unknown }[]> {
    return openedResolutions(testDb!.db);
  }
  /** Every text column of every table, for the check that nothing of a mail was kept. */
  async function everything(): Promise<string> {
    const tables = await testDb!.db.query<{ name: string }>(
      `SELECT table_schema || '.' || table_name AS name FROM information_schema.tables
       WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`,
    );
    const rows: unknown[] = [];
    for (const { name } of tables) rows.push(await testDb!.db.query(`SELECT * FROM ${name}`));
    return JSON.stringify(rows);
  }

  it('gives a matching mail’s code to the job waiting at that carrier, as a person’s resolve would', async () => {
    const { db, agencyId, address } = await start();
    const { jobIds } = await seedRequest(db, {
      status: 'in_progress',
      agencyId,
      jobs: [
        { status: 'running', carrierId: IRONCLAD, line: 'cyber' },
        { status: 'mfa_waiting', carrierId: 'summit-mutual' },
      ],
    });
    const job = (await findJob(db, jobIds[0]!)) as JobRow;
    const paused = pauseForPerson(
      { db, vault: { codes: testCodes }, publicUrl: 'https://quotes.example.test', actionTimeoutMs: 60_000 },
      job,
      'AMS-1',
      {
        type: 'mfa',
        message: 'Ironclad Exchange: We e-mailed a 6-digit sign-in code to m•••@codes.example.test.',
      },
    );
    await expect.poll(async () => (await findJob(db, job.id))?.status).toBe('mfa_waiting');

    const info = await send({ to: address, text: codeMail('482913') });
    expect(info.accepted).toEqual([address]);
    expect(await paused).toEqual({ kind: 'mfa', code: '482913', via: 'email' });
    expect(await findJob(db, job.id)).toMatchObject({ status: 'running', actionRequired: null });
    await server!.settled();
    expect(lines).toContainEqual({
      level: 'info',
      message: 'inbound mail code given to its job',
      fields: { agencyId, senderDomain: 'ironcladspecialty.example', jobId: job.id, carrierId: IRONCLAD },
    });
    // The code and the mail are in no log line and no table (the address is the agency's own row).
    const stored = await everything();
    for (const secret of ['482913', SUBJECT, 'sign-in code is']) {
      expect(logText()).not.toContain(secret);
      expect(stored).not.toContain(secret);
    }
    expect(logText()).not.toContain(address);
  });

  it('holds a mail that arrives while the job is still signing in, until the job waits', async () => {
    const { db, agencyId, address } = await start();
    const { jobIds } = await seedRequest(db, {
      status: 'in_progress',
      agencyId,
      jobs: [{ status: 'running', carrierId: IRONCLAD, line: 'cyber' }],
    });
    await send({ to: address, text: codeMail('246810') });
    // The portal sent it before the job reached the code page: nothing was there to take it yet.
    await new Promise((r) => setTimeout(r, 600));
    expect(await resolutions()).toEqual([]);
    const job = (await findJob(db, jobIds[0]!)) as JobRow;
    const paused = pauseForPerson(
      { db, vault: { codes: testCodes }, publicUrl: 'https://quotes.example.test', actionTimeoutMs: 60_000 },
      job,
      'AMS-2',
      {
        type: 'mfa',
        message: 'Ironclad Exchange: enter the code',
      },
    );
    expect(await paused).toEqual({ kind: 'mfa', code: '246810', via: 'email' });
    await server!.settled();
    expect(logText()).toContain('inbound mail code given to its job');
    expect(logText()).not.toContain('246810');
  });

  it('drops a wrong sender, a mail with no code, and one two jobs could take; no job waits long', async () => {
    const { db, agencyId, address } = await start(1_000);
    await seedRequest(db, {
      status: 'in_progress',
      agencyId,
      jobs: [
        { status: 'mfa_waiting', carrierId: IRONCLAD, line: 'cyber' },
        { status: 'mfa_waiting', carrierId: IRONCLAD, line: 'gl' },
      ],
    });
    // Looks like Ironclad, comes from elsewhere.
    await send({
      from: '"Ironclad Exchange" <verify@ironclad-specialty.example.net>',
      to: address,
      text: codeMail('111111'),
    });
    await send({
      to: address,
      subject: 'Your Ironclad Exchange sign-in code',
      text: 'Your sign-in code is below.',
    });
    await send({ to: address, text: codeMail('333333') });
    await server!.settled();
    expect(await resolutions()).toEqual([]);
    const drops = lines.filter((l) => l.message === 'inbound mail dropped').map((l) => l.fields);
    expect(drops).toEqual([
      { agencyId, senderDomain: 'ironclad-specialty.example.net', reason: 'unknown_sender' },
      { agencyId, senderDomain: 'ironcladspecialty.example', reason: 'no_code' },
      { agencyId, senderDomain: 'ironcladspecialty.example', reason: 'ambiguous' },
    ]);
    for (const secret of ['111111', '333333', SUBJECT, 'sign-in code is'])
      expect(logText()).not.toContain(secret);
    expect(await everything()).not.toContain('333333');
  });

  it('holds a code no job waits for yet, gives it to no job started after it, and lets it expire', async () => {
    const { db, agencyId, address } = await start(1_500);
    await seedRequest(db, {
      status: 'in_progress',
      agencyId,
      jobs: [{ status: 'mfa_waiting', carrierId: 'summit-mutual' }],
    });
    await send({ to: address, text: codeMail('975310') });
    await server!.settled();
    expect(server!.held()).toBe(1);
    // An Ironclad job that started after the mail arrived waits now: the code is not its.
    await new Promise((r) => setTimeout(r, 100));
    const { jobIds } = await seedRequest(db, {
      status: 'in_progress',
      agencyId,
      jobs: [{ status: 'running', carrierId: IRONCLAD, line: 'cyber' }],
    });
    await db.query(`UPDATE jobs SET started_at = now() + interval '10 seconds' WHERE id = $1`, [jobIds[0]]);
    await db.query(`UPDATE jobs SET status = 'mfa_waiting' WHERE id = $1`, [jobIds[0]]);
    await expect.poll(() => server!.held(), { timeout: 5_000 }).toBe(0);
    expect(await resolutions()).toEqual([]);
    expect(lines.map((l) => [l.message, l.fields])).toEqual([
      ['inbound mail code held until its job waits', { agencyId, senderDomain: 'ironcladspecialty.example' }],
      [
        'held inbound mail code expired: no job waited for it',
        { agencyId, senderDomain: 'ironcladspecialty.example' },
      ],
    ]);
    expect(logText()).not.toContain('975310');
  });

  it('refuses an unknown recipient, another domain and a replaced address at RCPT, and a message too large', async () => {
    const { db, agencyId, address } = await start();
    await seedRequest(db, {
      status: 'in_progress',
      agencyId,
      jobs: [{ status: 'mfa_waiting', carrierId: IRONCLAD, line: 'cyber' }],
    });
    const refused = (to: string) =>
      send({ to, text: codeMail('135790') }).catch((e: { responseCode?: number }) => e);
    expect(await refused(`mfa-${'a'.repeat(24)}@${DOMAIN}`)).toMatchObject({ responseCode: 550 });
    expect(await refused(address.replace(DOMAIN, 'elsewhere.example'))).toMatchObject({ responseCode: 550 });
    const replaced = await replaceAgencyMailAddress(db, agencyId, DOMAIN);
    expect(replaced).not.toBe(address);
    expect(await refused(address)).toMatchObject({ responseCode: 550 });
    const big = await send({
      to: replaced,
      text: `${codeMail('135790')}\n${'x'.repeat(MAX_MESSAGE_BYTES)}`,
    }).catch((e: { responseCode?: number }) => e);
    expect(big).toMatchObject({ responseCode: 552 });
    await server!.settled();
    expect(await resolutions()).toEqual([]);
    const refusals = lines.filter((l) => l.message === 'inbound mail refused').map((l) => l.fields.reason);
    expect(refusals).toEqual(['unknown_recipient', 'unknown_recipient', 'unknown_recipient', 'too_large']);
    expect(logText()).not.toContain('135790');
    expect(logText()).not.toContain(address.split('@')[0]);

    // The new address works.
    await send({ to: replaced, text: codeMail('135790') });
    await server!.settled();
    expect((await resolutions()).map((r) => r.payload)).toEqual([
      { kind: 'mfa', code: '135790', via: 'email' },
    ]);
  });
});
