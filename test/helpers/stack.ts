// The whole service in one test process: a fresh store, pg-boss, the sandbox portals (fast profile),
// the demo logins in the vault, the API, and run workers driving real Chromium. With `smsPhone`, the
// agency has an SMS number and token, the API listens on a loopback port and the sandbox phone posts
// every code it gets, signed, to the API's /inbound/sms (as the embedded demo start does). With `smtp`,
// the inbound SMTP server for e-mailed codes runs on a free port.

import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { PgBoss } from 'pg-boss';
import type { DriftPlan } from '../../sandbox/core/drift.ts';
import { type Sandbox, startSandbox } from '../../sandbox/server.ts';
import { type BrowserPool, createBrowserPool } from '../../src/agents/browser-pool.ts';
import { playbookFor } from '../../src/agents/carriers/index.ts';
import { createArtifactStore } from '../../src/agents/runtime/artifacts.ts';
import type { TraceMode } from '../../src/agents/runtime/trace-window.ts';
import { buildApp } from '../../src/api/app.ts';
import { generateApiKey, scopes } from '../../src/domain/api-keys.ts';
import { type Carrier, carrierCatalog } from '../../src/domain/carriers/catalog.ts';
import { ensureAgencyMailAddress } from '../../src/inbound/email/address.ts';
import { type InboundMailServer, startInboundMailServer } from '../../src/inbound/email/server.ts';
import { saveSmsNumber } from '../../src/inbound/sms/save-sms-number.ts';
import { createSmsTokenBox, type SmsTokenBox } from '../../src/inbound/sms/sms-token-box.ts';
import { startBoss } from '../../src/queue/boss.ts';
import { ensureCarrierJobQueue } from '../../src/runs/dispatch.ts';
import { startRunWorkers } from '../../src/runs/start-workers.ts';
import { insertAgency, insertApiKey } from '../../src/store/agencies.ts';
import type { Db } from '../../src/store/db.ts';
import { keyringFromKeys } from '../../src/vault/master-keys.ts';
import { createVault, type Vault } from '../../src/vault/vault.ts';
import { createSecretBox, type SecretBox } from '../../src/webhooks/secret-box.ts';
import { startWebhookDelivery } from '../../src/webhooks/start-webhook-delivery.ts';
import { createTestDb, type TestDb } from './db.ts';
import { workerBrowser } from './worker-browser.ts';

export interface Stack {
  db: Db;
  vault: Vault;
  /** Seals and opens webhook signing secrets (the app's and any delivery's). */
  webhookSecrets: SecretBox;
  /** Seals and opens agencies' SMS auth tokens. */
  smsTokens: SmsTokenBox;
  /** With `smsPhone`: the agency's number and where the API listens. */
  sms?: { number: string; apiUrl: string };
  boss: PgBoss;
  /** The workers' browsers: `openContexts()` is how many agents are on a portal right now. */
  pool: BrowserPool;
  sandbox: Sandbox;
  app: FastifyInstance;
  carriers: Carrier[];
  dataDir: string;
  headers: Record<string, string>;
  agencyId: string;
  /** The inbound SMTP server (option `smtp`), its domain, and what it logged. */
  mail?: {
    server: InboundMailServer;
    domain: string;
    log: { message: string; fields: Record<string, unknown> }[];
  };
  close(): Promise<void>;
}

export interface StackOptions {
  concurrency?: number;
  actionTimeoutMs?: number;
  retryDelaysMs?: number[];
  /** Run no workers in this process (a test starts its own). */
  workers?: boolean;
  /** Fair-use caps for the API (none by default). */
  fairUse?: { maxActiveJobs: number; runStartsPerMinute: number };
  /** Deliver webhooks in this process, to loopback receivers (WEBHOOK_ALLOW_LOOPBACK). */
  webhooks?: boolean;
  /** Where deep links point (the app tests listen there). */
  publicUrl?: string;
  /** Let webhooks be registered on loopback receivers (the app tests). */
  webhookAllowLoopback?: boolean;
  /** Run the inbound SMTP server for e-mailed codes (on a free port, addresses @codes.localhost). */
  smtp?: boolean;
  /** Point the sandbox phone at the API's /inbound/sms (the API then listens on a loopback port). */
  smsPhone?: boolean;
  /**
   * A masked screenshot after every step (the service's default). Off unless a test looks at them: a
   * screenshot is most of a step's CPU, and the suite shares two cores.
   */
  screenshots?: boolean;
  /** A Playwright trace of every attempt (the service's default: `actions`). Off unless a test reads traces. */
  traces?: TraceMode;
  /** The sandbox's drift: a seed, or a whole plan (one kind of drift on one portal). */
  drift?: number | DriftPlan;
}

export async function startStack(options: StackOptions = {}): Promise<{ stack: Stack; testDb: TestDb }> {
  const testDb = await createTestDb();
  const { db } = testDb;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'stack-'));
  const keyring = keyringFromKeys({ 1: randomBytes(32).toString('base64') });
  const vault = createVault({ db, keyring });
  const webhookSecrets = createSecretBox(keyring);
  const smsTokens = createSmsTokenBox(keyring);
  const sandbox = await startSandbox({ port: 0, profile: 'fast', drift: options.drift });
  const carriers = carrierCatalog((host) => `http://${host}.localhost:${sandbox.port}`);
  const agency = await insertAgency(db, 'Stack Agency');
  const apiKey = generateApiKey();
  await insertApiKey(db, { agencyId: agency.id, name: 'test', key: apiKey, scopes });
  for (const portal of sandbox.portals) {
    await vault.setCredential({ agencyId: agency.id, carrierId: portal.id, ...portal.accounts[0]! });
  }
  const tuning = { heartbeatSeconds: 10, retryLimit: 3 };
  const boss = await startBoss(db, { heartbeatSeconds: tuning.heartbeatSeconds });
  await ensureCarrierJobQueue(boss, tuning);
  const artifacts = createArtifactStore({ db, dataDir });
  const pool = createBrowserPool({ browser: workerBrowser });
  const publicUrl = options.publicUrl ?? 'https://quotes.example.test';
  const workers =
    options.workers === false
      ? undefined
      : await startRunWorkers(
          {
            db,
            vault,
            pool,
            artifacts,
            carriers,
            playbookFor,
            workerId: `test-${randomBytes(3).toString('hex')}`,
            publicUrl,
            actionTimeoutMs: options.actionTimeoutMs ?? 60_000,
            retryDelaysMs: options.retryDelaysMs ?? [100, 200, 400],
            screenshots: options.screenshots ?? false,
            traces: options.traces ?? 'off',
            log: () => undefined,
          },
          { boss, concurrency: options.concurrency ?? 4, tuning },
        );
  const silent = {
    info: () => undefined,
    warn: () => undefined,
    error: () => undefined,
    debug: () => undefined,
  };
  const webhooks = options.webhooks
    ? await startWebhookDelivery({
        db,
        boss,
        allowLoopback: true,
        secrets: webhookSecrets,
        log: silent,
        retryDelaysMs: [100, 200, 400],
      })
    : undefined;
  let mail: Stack['mail'];
  if (options.smtp) {
    const log: NonNullable<Stack['mail']>['log'] = [];
    const record = (fields: Record<string, unknown>, message: string) => log.push({ message, fields });
    const domain = 'codes.localhost';
    const server = await startInboundMailServer({
      db,
      codes: vault.codes,
      carriers,
      host: '127.0.0.1',
      port: 0,
      domain,
      log: { info: record, warn: record },
    });
    mail = { server, domain, log };
  }
  const app = await buildApp({
    webhookSecrets,
    smsTokens,
    codes: vault.codes,
    config: {
      publicUrl,
      rateLimitPerMinute: 100_000,
      bodyLimitBytes: 1 << 20,
      idempotencyTtlHours: 24,
      fairUse: options.fairUse,
      webhookAllowLoopback: options.webhooks ?? options.webhookAllowLoopback ?? false,
      ...(mail ? { inboundMail: { port: mail.server.port, host: '127.0.0.1', domain: mail.domain } } : {}),
    },
    db,
    boss,
    artifacts,
    carriers,
    vault,
  });
  await app.ready();
  let sms: Stack['sms'];
  if (options.smsPhone) {
    const number = '+15550100123';
    const authToken = randomBytes(16).toString('hex');
    await saveSmsNumber({ db, tokens: smsTokens }, { agencyId: agency.id, number, authToken });
    const apiUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    sandbox.phone.configure({
      webhookUrl: `${apiUrl}/inbound/sms`,
      signatureUrl: `${publicUrl}/inbound/sms`,
      authToken,
      to: number,
    });
    sms = { number, apiUrl };
  }
  const stack: Stack = {
    db,
    vault,
    webhookSecrets,
    smsTokens,
    ...(sms ? { sms } : {}),
    boss,
    pool,
    sandbox,
    app,
    carriers,
    dataDir,
    headers: { authorization: `Bearer ${apiKey}` },
    agencyId: agency.id,
    ...(mail ? { mail } : {}),
    async close() {
      sandbox.phone.close();
      await app.close();
      await mail?.server.close();
      await workers?.stop();
      await webhooks?.stop();
      await pool.close();
      await boss.stop({ graceful: false, timeout: 2000 }).catch(() => undefined);
      await sandbox.close();
      await testDb.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return { stack, testDb };
}

export async function getQuote(stack: Stack, id: string) {
  const res = await stack.app.inject({ method: 'GET', url: `/v1/quotes/${id}`, headers: stack.headers });
  return res.json().data;
}

/** Polls like a partner would until the request leaves in_progress (or the predicate holds). */
export async function waitForQuote(
  stack: Stack,
  id: string,
  until: (quote: { status: string; jobs: { status: string }[] }) => boolean = (q) =>
    q.status !== 'in_progress',
  timeoutMs = 120_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const quote = await getQuote(stack, id);
    if (until(quote)) return quote;
    if (Date.now() > deadline) throw new Error(`timed out waiting: ${JSON.stringify(quote.jobs)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * E-mailed codes wired end to end (a stack started with `smtp`): the agency's inbound address, the
 * sandbox's mail relayed over SMTP to the stack's server for that address, and the agency's Ironclad
 * login the portal's e-mail-code login. Answers the address.
 */
export async function wireMailCodes(stack: Stack): Promise<string> {
  const mail = stack.mail;
  if (!mail) throw new Error('wireMailCodes: start the stack with { smtp: true }');
  const address = await ensureAgencyMailAddress(stack.db, stack.agencyId, mail.domain);
  const wired = await fetch(`${stack.sandbox.url}/_sandbox/mail`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ host: '127.0.0.1', port: mail.server.port, to: address }),
  });
  if (wired.status !== 200) throw new Error(`the sandbox refused its mail relay: ${wired.status}`);
  const login = stack.sandbox.portals
    .find((p) => p.id === 'ironclad-specialty')!
    .accounts.find((a) => a.email)!;
  await stack.vault.setCredential({
    agencyId: stack.agencyId,
    carrierId: 'ironclad-specialty',
    username: login.username,
    password: login.password,
  });
  return address;
}
