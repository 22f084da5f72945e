// An API on a fresh store with one agency, an all-scopes key, and portal logins for every carrier.

import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { PgBoss } from 'pg-boss';
import { createArtifactStore } from '../../src/agents/runtime/artifacts.ts';
import { type AppDeps, buildApp } from '../../src/api/app.ts';
import { carrierCatalog } from '../../src/carrier-definitions/built-in.ts';
import { generateApiKey, type Scope, scopes } from '../../src/domain/api-keys.ts';
import type { Carrier } from '../../src/domain/carriers/catalog.ts';
import { createSmsTokenBox } from '../../src/inbound/sms/sms-token-box.ts';
import { startBoss } from '../../src/queue/boss.ts';
import { insertAgency, insertApiKey } from '../../src/store/agencies.ts';
import type { Db } from '../../src/store/db.ts';
import { type Keyring, keyringFromKeys } from '../../src/vault/master-keys.ts';
import { createVault, type Vault } from '../../src/vault/vault.ts';
import { createSecretBox, type SecretBox } from '../../src/webhooks/secret-box.ts';
import { createTestDb, type TestDb } from './db.ts';

export const testCarriers: Carrier[] = carrierCatalog((host) => `http://${host}.localhost:3100`);
export const TEST_NOW = new Date('2026-11-22T15:00:00Z');

export interface TestAgency {
  agencyId: string;
  apiKey: string;
  headers: Record<string, string>;
}

export interface TestApi {
  app: FastifyInstance;
  db: Db;
  vault: Vault;
  /** The box the app seals webhook secrets with (deliveries must open them with it). */
  webhookSecrets: SecretBox;
  testDb: TestDb;
  /** pg-boss on the store, when asked for (`queue`). */
  boss: PgBoss | undefined;
  agency: TestAgency;
  /** Another agency, with its own key and logins. */
  addAgency(options?: { scopes?: readonly Scope[]; credentials?: boolean }): Promise<TestAgency>;
  close(): Promise<void>;
}

export interface CreateTestApiOptions {
  rateLimitPerMinute?: number;
  now?: () => Date;
  /** A logger to capture what the app logs. */
  logger?: AppDeps['logger'];
  /** WEBHOOK_ALLOW_LOOPBACK for the webhook routes (receivers on 127.0.0.1 in tests). */
  webhookAllowLoopback?: boolean;
  /** Settings beyond the defaults (auth failure limit, metrics token, …). */
  config?: Partial<AppDeps['config']>;
  /** The store the app sees, e.g. one that counts statements (the helpers still use the real one). */
  wrapDb?: (db: Db) => Db;
  /** Add routes before the app is ready (e.g. one that throws). */
  extend?: (app: FastifyInstance) => void;
  /** pg-boss on the store, for the routes that queue work (login tests). */
  queue?: boolean;
  /** The vault master keys (default: one fresh random key). */
  keyring?: Keyring;
}

export async function createTestApi(options: CreateTestApiOptions = {}): Promise<TestApi> {
  const testDb = await createTestDb();
  const { db } = testDb;
  const keyring = options.keyring ?? keyringFromKeys({ 1: randomBytes(32).toString('base64') });
  const vault = createVault({ db, keyring });
  const webhookSecrets = createSecretBox(keyring);
  const boss = options.queue ? await startBoss(db, { supervise: false }) : undefined;
  const app = await buildApp({
    boss,
    webhookSecrets,
    smsTokens: createSmsTokenBox(keyring),
    codes: vault.codes,
    config: {
      publicUrl: 'https://quotes.example.test',
      rateLimitPerMinute: options.rateLimitPerMinute ?? 100_000,
      bodyLimitBytes: 1024 * 1024,
      idempotencyTtlHours: 24,
      webhookAllowLoopback: options.webhookAllowLoopback ?? false,
      ...options.config,
    },
    db: options.wrapDb ? options.wrapDb(db) : db,
    artifacts: createArtifactStore({ db, dataDir: path.join(tmpdir(), 'quote-artifacts') }),
    carriers: testCarriers,
    vault,
    now: options.now ?? (() => TEST_NOW),
    logger: options.logger,
  });
  options.extend?.(app);
  await app.ready();

  async function addAgency(
    o: { scopes?: readonly Scope[]; credentials?: boolean } = {},
  ): Promise<TestAgency> {
    const agency = await insertAgency(db, `Agency ${randomBytes(3).toString('hex')}`);
    const apiKey = generateApiKey();
    await insertApiKey(db, { agencyId: agency.id, name: 'test', key: apiKey, scopes: o.scopes ?? scopes });
    if (o.credentials !== false) {
      for (const carrier of testCarriers) {
        await vault.setCredential({
          agencyId: agency.id,
          carrierId: carrier.id,
          username: 'agent@example.test',
          password: `pw-${carrier.id}-S3cret!`,
        });
      }
    }
    return { agencyId: agency.id, apiKey, headers: { authorization: `Bearer ${apiKey}` } };
  }

  const agency = await addAgency();
  return {
    app,
    db,
    vault,
    webhookSecrets,
    testDb,
    boss,
    agency,
    addAgency,
    async close() {
      await app.close();
      await boss?.stop({ graceful: false, timeout: 2000 }).catch(() => undefined);
      await testDb.close();
    },
  };
}
