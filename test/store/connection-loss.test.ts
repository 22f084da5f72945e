// Each kind of long-lived connection to PostgreSQL losing its backend (pg_terminate_backend, as a restart
// or a failover does to every one of them): the pool, a transaction's lent connection, the LISTEN
// connection and pg-boss's own pool. The test process stays up (an unheard `error` event would end it,
// and Vitest fails a run with an uncaught error), the loss is logged once without secrets, and the next
// query, notification and job work. Then a notification sent while the LISTEN connection was away (the
// database cut off by a TCP hop) still wakes the job waiting for a person's code.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { startBoss } from '../../src/queue/boss.ts';
import { giveResolution, waitForResolution } from '../../src/runs/resolutions.ts';
import { createOutageLog } from '../../src/store/outage-log.ts';
import { openPostgres } from '../../src/store/postgres.ts';
import { isConnectionLoss, StoreUnavailableError } from '../../src/store/unavailable.ts';
import { keyringFromKeys } from '../../src/vault/master-keys.ts';
import { createCodeBox } from '../../src/vault/one-time-codes.ts';
import { backend, createTestDb, databaseUrl } from '../helpers/db.ts';
import { startPgProxy } from '../helpers/pg-proxy.ts';
import { seedRequest } from '../helpers/runs.ts';

const cleanup: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

/** A store of the test's own, on a schema of the test database, its connections named for it. */
async function openNamed(url = databaseUrl!) {
  const base = await createTestDb();
  cleanup.push(() => base.close());
  const name = `loss-${randomBytes(4).toString('hex')}`;
  const lines: { level: string; message: string; fields: Record<string, unknown> }[] = [];
  const log = (level: string, message: string, fields: Record<string, unknown>) =>
    void lines.push({ level, message, fields });
  const db = await openPostgres({
    connectionString: url,
    schema: base.db.schema,
    applicationName: name,
    outage: createOutageLog(log),
    log,
  });
  cleanup.push(() => db.close());
  // `direct`: the same schema on the test's own connections (never cut).
  return { db, name, lines, direct: base.db };
}

async function admin() {
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', () => undefined); // its own errors fail the query that met them
  await client.connect();
  cleanup.push(() => client.end());
  return client;
}

/** Terminates the backends named `application` (those alone: pids picked first), and waits until they are gone. */
async function terminate(client: pg.Client, application: string): Promise<number> {
  const { rows } = await client.query<{ pid: number }>(
    'SELECT pid FROM pg_stat_activity WHERE application_name = $1',
    [application],
  );
  const pids = rows.map((r) => r.pid);
  for (const pid of pids) await client.query('SELECT pg_terminate_backend($1::int)', [pid]);
  await expect
    .poll(
      async () =>
        (await client.query('SELECT 1 FROM pg_stat_activity WHERE pid = ANY($1::int[])', [pids])).rowCount,
    )
    .toBe(0);
  return pids.length;
}

const unavailableLines = (lines: { message: string }[]) =>
  lines.filter((l) => l.message.startsWith('database unavailable'));

describe.runIf(backend === 'postgres')('a connection to PostgreSQL lost', () => {
  it('pool: the lost connections are replaced, the loss logged once without secrets, the next query works', async () => {
    // A password in the URL (trust authentication ignores it) that must never reach a log line.
    const url = new URL(databaseUrl!);
    url.password = 'never-logged-pw';
    const { db, name, lines } = await openNamed(url.toString());
    await Promise.all([1, 2, 3].map(() => db.query('SELECT pg_sleep(0.05)')));
    expect(await terminate(await admin(), name)).toBeGreaterThan(1);
    await expect.poll(() => unavailableLines(lines).length, { timeout: 10_000 }).toBe(1);
    expect(await db.query<{ one: number }>('SELECT 1 AS one')).toEqual([{ one: 1 }]);
    // Back once a statement works a moment after the last loss (outage-log.ts).
    await expect
      .poll(
        async () => {
          await db.query('SELECT 1');
          return lines.map((l) => l.message);
        },
        { timeout: 10_000 },
      )
      .toContain('database available again');
    // The server's own words (57P01), or the socket's end when it came first: either way no URL.
    const { fields } = unavailableLines(lines)[0] as (typeof lines)[number];
    expect(fields.source, JSON.stringify(lines)).toBe('pool');
    expect(['57P01', 'Connection terminated'], JSON.stringify(lines)).toContain(fields.reason);
    expect(JSON.stringify(lines)).not.toContain('never-logged-pw');
  });

  it('transaction: a backend lost between two statements fails the transaction, not the process', async () => {
    const { db, name } = await openNamed();
    const control = await admin();
    const failed = db.transaction(async (tx) => {
      await tx.query('SELECT 1');
      // While the transaction holds its connection and runs nothing: pg-pool listens to it no more.
      await terminate(control, name);
      await tx.query('SELECT 2');
    });
    await expect(failed).rejects.toBeInstanceOf(StoreUnavailableError);
    expect(await db.transaction(async (tx) => tx.query<{ two: number }>('SELECT 2 AS two'))).toEqual([
      { two: 2 },
    ]);
  });

  it('LISTEN: reconnects, listens again on every channel, lets subscribers recover, and hears the next notification', async () => {
    const { db, name, lines } = await openNamed();
    const heard: string[] = [];
    let recovered = 0;
    await db.listen(
      'loss_a',
      (payload) => heard.push(`a:${payload}`),
      () => (recovered += 1),
    );
    await db.listen('loss_b', (payload) => heard.push(`b:${payload}`));
    await db.notify('loss_a', 'before');
    await expect.poll(() => heard).toEqual(['a:before']);

    expect(await terminate(await admin(), `${name} listen`)).toBe(1);
    await expect.poll(() => recovered).toBe(1);
    await db.notify('loss_a', 'after');
    await db.notify('loss_b', 'after');
    await expect.poll(() => heard.sort()).toEqual(['a:after', 'a:before', 'b:after']);
    expect(lines.map((l) => l.message)).toContain(
      'the LISTEN connection is back: subscribers read what they may have missed',
    );
  });

  it('pg-boss: its lost connections are reported, not thrown, and the next job is worked', async () => {
    const { db, name } = await openNamed();
    const errors: Error[] = [];
    const boss = await startBoss(db, { supervise: false, onError: (error) => errors.push(error) });
    cleanup.push(() => boss.stop({ graceful: false, timeout: 2000 }));
    await boss.createQueue('loss-queue');
    const worked: unknown[] = [];
    await boss.work('loss-queue', { pollingIntervalSeconds: 0.5 }, async ([job]) => {
      worked.push(job!.data);
    });
    await boss.send('loss-queue', { n: 1 });
    await expect.poll(() => worked, { timeout: 30_000 }).toEqual([{ n: 1 }]);

    expect(await terminate(await admin(), `${name} queue`)).toBeGreaterThan(0);
    await expect.poll(() => errors.some(isConnectionLoss), { timeout: 30_000 }).toBe(true);
    await boss.send('loss-queue', { n: 2 });
    await expect.poll(() => worked, { timeout: 30_000 }).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it('a code saved while the LISTEN connection is away still reaches the job waiting for it', async () => {
    const proxy = await startPgProxy(databaseUrl!);
    cleanup.push(() => proxy.close());
    const { db, direct } = await openNamed(proxy.url(databaseUrl!));
    const codes = createCodeBox(keyringFromKeys({ 1: randomBytes(32).toString('base64') }));
    const {
      jobIds: [jobId],
    } = await seedRequest(direct, { status: 'in_progress', jobs: [{ status: 'mfa_waiting' }] });
    // A poll slower than the test: only a notification or the recovery after the reconnection wakes it.
    const waiting = waitForResolution({
      db,
      codes,
      jobId: jobId!,
      timeoutMs: 60_000,
      pollMs: 60_000,
      stillWaiting: async () => true,
    });
    await new Promise((resolve) => setTimeout(resolve, 200)); // its first look found nothing
    proxy.cut();
    // Saved and announced with nobody listening: the NOTIFY is lost.
    await giveResolution({ db: direct, codes }, jobId!, { kind: 'mfa', code: '424242' });
    proxy.restore();
    expect(await waiting).toEqual({ kind: 'mfa', code: '424242' });
  });
});
