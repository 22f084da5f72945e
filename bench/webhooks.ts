// Webhook delivery throughput and latency, event recorded → request received, on this machine:
// the real outbox, dispatcher, pg-boss queue, signing and HTTP to a receiver on loopback.
// `npm run bench -- webhooks [--events 2000] [--rate 50] [--seconds 10] [--workers 4] [--batch 10]`;
// DATABASE_URL selects
// PostgreSQL, otherwise an in-memory PGlite (the embedded default).
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { createLogger } from '../src/log.ts';
import { startBoss } from '../src/queue/boss.ts';
import { recordEvent } from '../src/runs/events.ts';
import { insertAgency } from '../src/store/agencies.ts';
import type { Db } from '../src/store/db.ts';
import { migrate } from '../src/store/migrate.ts';
import { openPglite } from '../src/store/pglite.ts';
import { openPostgres } from '../src/store/postgres.ts';
import { insertQuoteRequest, upsertClient } from '../src/store/quote-requests.ts';
import { keyringFromKeys } from '../src/vault/master-keys.ts';
import { createWebhook } from '../src/webhooks/create-webhook.ts';
import { createSecretBox } from '../src/webhooks/secret-box.ts';
import { startWebhookDelivery } from '../src/webhooks/start-webhook-delivery.ts';
import { startReceiver } from '../test/webhooks/receiver.ts';

interface Phase {
  name: string;
  events: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p99: number;
  max: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

export async function run(args: string[]) {
  const { values } = parseArgs({
    args,
    options: {
      events: { type: 'string', default: '2000' },
      rate: { type: 'string', default: '50' },
      seconds: { type: 'string', default: '10' },
      workers: { type: 'string', default: '4' },
      batch: { type: 'string', default: '10' },
    },
  });
  const url = process.env.DATABASE_URL;
  const schema = `bench_${Date.now().toString(36)}`;
  const db: Db = url
    ? await openPostgres({ connectionString: url, schema })
    : await openPglite({ dataDir: undefined });
  await migrate(db);
  const boss = await startBoss(db);
  const receiver = await startReceiver(() => ({ status: 200 }));
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  const onRequest = () => {
    const last = receiver.requests.at(-1)!;
    const start = sentAt.get(String(last.headers['webhook-id']));
    if (start !== undefined) latencies.push(last.at - start);
  };
  receiver.respond(() => {
    onRequest();
    return { status: 200 };
  });

  const agency = await insertAgency(db, 'Bench agency');
  const secrets = createSecretBox(keyringFromKeys({ 1: randomBytes(32).toString('base64') }));
  const clientId = await upsertClient(db, {
    id: 'cl_bench',
    agencyId: agency.id,
    externalSource: 'bench',
    externalReference: 'B-1',
    businessName: 'Bench LLC',
  });
  const quoteRequestId = 'qr_bench';
  await insertQuoteRequest(db, {
    id: quoteRequestId,
    agencyId: agency.id,
    clientId,
    externalReference: 'B-1',
    externalSource: 'bench',
    status: 'in_progress',
    linesRequested: ['bop'],
    carrierIds: ['summit-mutual'],
    submission: {} as never,
    skippedCarriers: [],
    partialSkips: [],
    warnings: [],
  });
  await createWebhook(
    db,
    agency.id,
    { url: receiver.url, events: ['job.completed'] },
    { allowLoopback: true, secrets },
  );
  const delivery = await startWebhookDelivery({
    db,
    boss,
    allowLoopback: true,
    secrets,
    log: createLogger('silent'),
    workers: Number(values.workers),
    batchSize: Number(values.batch),
  });

  const fields = (i: number) => ({
    jobId: `job_${i}`,
    carrierId: 'summit-mutual',
    lineOfBusiness: 'bop',
    status: 'success',
  });
  const base = {
    agencyId: agency.id,
    quoteRequestId,
    externalReference: 'B-1',
    type: 'job.completed' as const,
  };

  async function emit(i: number) {
    const started = performance.now();
    const event = await recordEvent(db, { ...base, jobId: `job_${i}`, fields: fields(i) });
    sentAt.set(event.id, started);
  }

  /** `record` may answer when its events were committed: the rate is then measured from there. */
  async function phase(
    name: string,
    count: number,
    record: () => Promise<number | undefined>,
  ): Promise<Phase> {
    latencies.length = 0;
    const before = receiver.requests.length;
    const begun = performance.now();
    const started = (await record()) ?? begun;
    await receiver.waitFor(before + count, 600_000);
    const seconds = (performance.now() - started) / 1000;
    const sorted = [...latencies].sort((a, b) => a - b);
    return {
      name,
      events: count,
      seconds: Number(seconds.toFixed(2)),
      perSecond: Math.round(count / seconds),
      p50: Math.round(percentile(sorted, 0.5)),
      p99: Math.round(percentile(sorted, 0.99)),
      max: Math.round(sorted.at(-1)!),
    };
  }

  const events = Number(values.events);
  const rate = Number(values.rate);
  const paced = rate * Number(values.seconds);
  const results: Phase[] = [];
  const sequential = (count: number) => async () => {
    for (let i = 0; i < count; i++) await emit(i);
    return undefined;
  };
  results.push(await phase('warm-up', 50, sequential(50)));
  // backlog: a burst of events committed at once (one transaction); measures how fast delivery drains it
  results.push(
    await phase(`backlog of ${events}`, events, async () => {
      const ids = await db.transaction(async (tx) => {
        const out: string[] = [];
        for (let i = 0; i < events; i++) out.push((await recordEvent(tx, { ...base, fields: fields(i) })).id);
        return out;
      });
      const committed = performance.now();
      // latency from the commit: the events exist for the dispatcher only from then on
      for (const id of ids) sentAt.set(id, committed);
      return committed;
    }),
  );
  // steady: a fixed rate under capacity, the latency a partner sees in normal operation
  results.push(
    await phase(`steady ${rate}/s`, paced, async () => {
      const t0 = performance.now();
      for (let i = 0; i < paced; i++) {
        const wait = t0 + (i * 1000) / rate - performance.now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        await emit(i);
      }
      return undefined;
    }),
  );

  await delivery.stop();
  await boss.stop({ graceful: true, timeout: 10_000 });
  await receiver.close();
  if (url)
    await db.exec(
      `DROP SCHEMA IF EXISTS "${schema}" CASCADE; DROP SCHEMA IF EXISTS "${schema}_boss" CASCADE`,
    );
  await db.close();

  console.log(
    `webhooks on ${url ? 'PostgreSQL' : 'PGlite (in memory)'}, Node ${process.version}, ` +
      `${values.workers} workers × batches of ${values.batch}`,
  );
  console.table(
    results.map((r) => ({
      phase: r.name,
      events: r.events,
      seconds: r.seconds,
      'deliveries/s': r.perSecond,
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      'max ms': r.max,
    })),
  );
}
