// API throughput and latency: GET /v1/quotes/:id (plain, and polled with If-None-Match: 304) and
// POST /v1/quotes on PGlite and on PostgreSQL, beside a bare Fastify route measured in the same run,
// over real HTTP on loopback (autocannon).
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';
import { createArtifactStore } from '../src/agents/runtime/artifacts.ts';
import { buildApp } from '../src/api/app.ts';
import { carrierCatalog } from '../src/carrier-definitions/built-in.ts';
import { generateApiKey, scopes } from '../src/domain/api-keys.ts';
import { createSmsTokenBox } from '../src/inbound/sms/sms-token-box.ts';
import { insertAgency, insertApiKey } from '../src/store/agencies.ts';
import type { Db } from '../src/store/db.ts';
import { migrate } from '../src/store/migrate.ts';
import { openPglite } from '../src/store/pglite.ts';
import { openPostgres } from '../src/store/postgres.ts';
import { keyringFromKeys } from '../src/vault/master-keys.ts';
import { createCodeBox } from '../src/vault/one-time-codes.ts';
import { createVault } from '../src/vault/vault.ts';
import { createSecretBox } from '../src/webhooks/secret-box.ts';
import { validCreateBody } from '../test/fixtures/quote-request.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PG_URL = process.env.DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';

interface Figure {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/** Answers outside `expected` (2xx, or 3xx for a conditional GET) count as errors. */
async function measure(
  name: string,
  options: autocannon.Options,
  expected: '2xx' | '3xx' = '2xx',
): Promise<Figure> {
  const result = await autocannon({ duration: DURATION, connections: CONNECTIONS, ...options });
  const classes = ['1xx', '2xx', '3xx', '4xx', '5xx'] as const;
  const unexpected = classes.filter((c) => c !== expected).reduce((sum, c) => sum + result[c], 0);
  const bad = unexpected + result.errors + result.timeouts;
  return {
    name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: bad,
  };
}

async function bare(): Promise<Figure> {
  const app = Fastify();
  app.get('/bare', async () => ({ success: true, data: { status: 'ok' } }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const figure = await measure('bare Fastify route', { url: `http://127.0.0.1:${port}/bare` });
  await app.close();
  return figure;
}

async function onStore(label: string, db: Db): Promise<Figure[]> {
  await migrate(db);
  const now = new Date();
  const carriers = carrierCatalog((host) => `http://${host}.localhost:3100`);
  const agency = await insertAgency(db, `Bench ${randomBytes(3).toString('hex')}`);
  const apiKey = generateApiKey();
  await insertApiKey(db, { agencyId: agency.id, name: 'bench', key: apiKey, scopes });
  const keyring = keyringFromKeys({ 1: randomBytes(32).toString('base64') });
  const vault = createVault({ db, keyring });
  const webhookSecrets = createSecretBox(keyring);
  for (const c of carriers) {
    await vault.setCredential({
      agencyId: agency.id,
      carrierId: c.id,
      username: 'bench',
      password: 'bench-pass',
    });
  }
  const app = await buildApp({
    webhookSecrets,
    smsTokens: createSmsTokenBox(keyring),
    codes: createCodeBox(keyring),
    config: {
      publicUrl: 'http://localhost',
      rateLimitPerMinute: 10_000_000,
      bodyLimitBytes: 1 << 20,
      idempotencyTtlHours: 24,
    },
    db,
    artifacts: createArtifactStore({ db, dataDir: '/tmp/bench-artifacts' }),
    carriers,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const headers = { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' };
  const body = JSON.stringify(validCreateBody({ carrierIds: carriers.map((c) => c.id) }, now));
  const created = await fetch(`http://127.0.0.1:${port}/v1/quotes`, { method: 'POST', headers, body });
  const id = ((await created.json()) as { data: { quoteRequestId: string } }).data.quoteRequestId;
  const url = `http://127.0.0.1:${port}/v1/quotes/${id}`;
  const etag = (await fetch(url, { headers })).headers.get('etag') ?? '';
  const figures = [
    await measure(`${label}: GET /v1/quotes/:id`, { url, headers }),
    await measure(
      `${label}: GET /v1/quotes/:id, If-None-Match (304)`,
      { url, headers: { ...headers, 'if-none-match': etag } },
      '3xx',
    ),
    await measure(`${label}: POST /v1/quotes`, {
      url: `http://127.0.0.1:${port}/v1/quotes`,
      method: 'POST',
      headers,
      body,
    }),
  ];
  await app.close();
  await db.close();
  return figures;
}

export async function run() {
  console.log(`${DURATION}s per measure, ${CONNECTIONS} connections, loopback HTTP\n`);
  const figures: Figure[] = [await bare()];
  figures.push(...(await onStore('PGlite', await openPglite({ dataDir: undefined }))));
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  try {
    figures.push(...(await onStore('PostgreSQL', await openPostgres({ connectionString: PG_URL, schema }))));
  } finally {
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin
      .connect()
      .then(() => admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`))
      .catch(() => undefined);
    await admin.end().catch(() => undefined);
  }
  const base = figures[0]!.rps;
  console.log('| Measure | req/s | p50 ms | p99 ms | vs bare route | non-2xx/errors |');
  console.log('|---|---|---|---|---|---|');
  for (const f of figures) {
    console.log(
      `| ${f.name} | ${f.rps} | ${f.p50} | ${f.p99} | ${(f.rps / base).toFixed(3)} | ${f.errors} |`,
    );
  }
}
