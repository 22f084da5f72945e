// Webhook signing secrets are stored encrypted under the vault keys. A webhook created and
// rotated on an embedded store on disk: no secret in any file of the data folder (WAL included), and
// both secrets still sign during the rotation's overlap.
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createArtifactStore } from '../../src/agents/runtime/artifacts.ts';
import { buildApp } from '../../src/api/app.ts';
import { resealSteps } from '../../src/cli/rotate-master-key.ts';
import { generateApiKey, scopes } from '../../src/domain/api-keys.ts';
import { createSmsTokenBox } from '../../src/inbound/sms/sms-token-box.ts';
import { insertAgency, insertApiKey } from '../../src/store/agencies.ts';
import { openStore } from '../../src/store/open.ts';
import { findWebhook, signingSecrets } from '../../src/store/webhooks.ts';
import { keyringFromKeys } from '../../src/vault/master-keys.ts';
import { createCodeBox } from '../../src/vault/one-time-codes.ts';
import { rotateMasterKey } from '../../src/vault/rotate-master-key.ts';
import { createSecretBox } from '../../src/webhooks/secret-box.ts';
import { testCarriers } from '../helpers/api.ts';

async function filesUnder(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await filesUnder(file)));
    else out.push(file);
  }
  return out;
}

describe('webhook secrets at rest', () => {
  let dataDir: string;
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('are absent from every file of the data folder, and both sign during a rotation', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'webhook-rest-'));
    const db = await openStore({ databaseUrl: undefined, dataDir });
    const k1 = randomBytes(32).toString('base64');
    const keyring = keyringFromKeys({ 1: k1 });
    const webhookSecrets = createSecretBox(keyring);
    const app = await buildApp({
      config: {
        publicUrl: 'https://q.example',
        rateLimitPerMinute: 1000,
        bodyLimitBytes: 1 << 20,
        idempotencyTtlHours: 24,
      },
      db,
      webhookSecrets,
      smsTokens: createSmsTokenBox(keyring),
      codes: createCodeBox(keyring),
      artifacts: createArtifactStore({ db, dataDir }),
      carriers: testCarriers,
    });
    const agency = await insertAgency(db, 'At Rest');
    const key = generateApiKey();
    await insertApiKey(db, { agencyId: agency.id, name: 'k', key, scopes });
    const headers = { authorization: `Bearer ${key}` };
    const created = await app.inject({
      method: 'POST',
      url: '/v1/webhooks',
      headers: { ...headers, 'idempotency-key': 'create-1' },
      payload: { url: 'https://hooks.example.com/q', events: ['job.completed'] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id, secret: first } = created.json().data as { id: string; secret: string };
    const rotated = await app.inject({
      method: 'POST',
      url: `/v1/webhooks/${id}/rotate-secret`,
      headers: { ...headers, 'idempotency-key': 'rotate-1' },
      payload: { overlapSeconds: 600 },
    });
    const second: string = rotated.json().data.secret;

    const row = (await findWebhook(db, agency.id, id))!;
    expect(row.secret).toMatch(/^enc:1:/);
    const opened = await Promise.all(signingSecrets(row, new Date()).map((s) => webhookSecrets.open(id, s)));
    expect(opened).toEqual([second, first]); // the new one signs first, the old one still signs

    // A master key rotation seals both again under the new version; the old version can then go.
    const k2 = randomBytes(32).toString('base64');
    expect(
      await rotateMasterKey({ db, reseal: resealSteps, keyring: keyringFromKeys({ 1: k1, 2: k2 }) }),
    ).toMatchObject({
      version: 2,
      resealedWebhooks: 1,
    });
    const resealed = (await findWebhook(db, agency.id, id))!;
    expect(resealed.secret).toMatch(/^enc:2:/);
    const onlyNew = createSecretBox(keyringFromKeys({ 2: k2 }));
    const reopened = await Promise.all(signingSecrets(resealed, new Date()).map((s) => onlyNew.open(id, s)));
    expect(reopened).toEqual([second, first]);
    await app.close();
    await db.close();

    const secrets = [first, second].flatMap((s) => [s, s.slice('whsec_'.length)]);
    const found: string[] = [];
    const files = await filesUnder(dataDir);
    expect(files.length).toBeGreaterThan(100);
    for (const file of files) {
      const text = (await readFile(file)).toString('latin1');
      for (const s of secrets)
        if (text.includes(s)) found.push(`${path.relative(dataDir, file)} holds ${s.slice(0, 10)}…`);
    }
    expect(found).toEqual([]);
  }, 180_000); // a PGlite cluster on disk: initdb alone takes seconds
});
