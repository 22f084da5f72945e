// The whole service in one test process, assembled by `startService` as `npm start` does: a fresh
// store, pg-boss, the sandbox portals (fast profile), the API, and run workers driving real Chromium,
// with one agency holding the sandbox's logins. With `smsPhone`, the
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
import type { Sandbox } from '../../sandbox/server.ts';
import type { BrowserPool } from '../../src/agents/browser-pool.ts';
import type { LivePages } from '../../src/agents/runtime/live-pages.ts';
import type { TraceMode } from '../../src/agents/runtime/trace-window.ts';
import { type Config, loadConfig } from '../../src/config.ts';
import { generateApiKey, scopes } from '../../src/domain/api-keys.ts';
import type { Carrier } from '../../src/domain/carriers/catalog.ts';
import { ensureAgencyMailAddress } from '../../src/inbound/email/address.ts';
import type { InboundMailServer } from '../../src/inbound/email/server.ts';
import { saveSmsNumber } from '../../src/inbound/sms/save-sms-number.ts';
import type { SmsTokenBox } from '../../src/inbound/sms/sms-token-box.ts';
import { createLogger } from '../../src/log.ts';
import { startService } from '../../src/service.ts';
import { insertAgency, insertApiKey } from '../../src/store/agencies.ts';
import type { Db } from '../../src/store/db.ts';
import type { Vault } from '../../src/vault/vault.ts';
import type { SecretBox } from '../../src/webhooks/secret-box.ts';
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
  /** The workers' browsers (none with `workers: false`): `openContexts()` is how many agents are on a portal. */
  pool: BrowserPool | undefined;
  /** The live view's pages (none with `workers: false`). */
  live: LivePages | undefined;
  sandbox: Sandbox;
  app: FastifyInstance;
  carriers: Carrier[];
  dataDir: string;
  headers: Record<string, string>;
  agencyId: string;
  /** The inbound SMTP server (option `smtp`), its domain, and what the service logged. */
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
  /** A person's hold of a job's page (take-over) expires after this long with no input (default 120 s). */
  takeoverIdleMs?: number;
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
  /** A Playwright trace of every try (the service's default: `actions`). Off unless a test reads traces. */
  traces?: TraceMode;
  /** The sandbox's drift: a seed, or a whole plan (one kind of drift on one portal). */
  drift?: number | DriftPlan;
  /** CARRIERS_DIR: a folder of carrier definitions instead of the built-in one. */
  carriersDir?: string;
}

export async function startStack(options: StackOptions = {}): Promise<{ stack: Stack; testDb: TestDb }> {
  const testDb = await createTestDb();
  const { db } = testDb;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'stack-'));
  const publicUrl = options.publicUrl ?? 'https://quotes.example.test';
  const mailLog: NonNullable<Stack['mail']>['log'] = [];
  const service = await startService(stackConfig(options, dataDir, publicUrl), {
    db,
    log: options.smtp ? recordingLogger(mailLog) : silentLogger,
    browser: workerBrowser,
    drift: typeof options.drift === 'object' ? options.drift : undefined,
    inboundMailOnFreePort: options.smtp,
    deliverWebhooks: options.webhooks ?? false,
    webhookRetryDelaysMs: [100, 200, 400],
  });
  const { app, sandbox, inboundMail } = service;
  if (!app || !sandbox) throw new Error('the stack runs the API and the sandbox');
  const agency = await insertAgency(db, 'Stack Agency');
  const apiKey = generateApiKey();
  await insertApiKey(db, { agencyId: agency.id, name: 'test', key: apiKey, scopes });
  for (const portal of sandbox.portals) {
    await service.vault.setCredential({ agencyId: agency.id, carrierId: portal.id, ...portal.accounts[0]! });
  }
  let sms: Stack['sms'];
  if (options.smsPhone) {
    const number = '+15550100123';
    const authToken = randomBytes(16).toString('hex');
    await saveSmsNumber({ db, tokens: service.smsTokens }, { agencyId: agency.id, number, authToken });
    const apiUrl = (await service.listen())!;
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
    vault: service.vault,
    webhookSecrets: service.webhookSecrets,
    smsTokens: service.smsTokens,
    ...(sms ? { sms } : {}),
    boss: service.boss,
    pool: service.pool,
    live: service.live,
    sandbox,
    app,
    carriers: service.carriers,
    dataDir,
    headers: { authorization: `Bearer ${apiKey}` },
    agencyId: agency.id,
    ...(inboundMail
      ? { mail: { server: inboundMail, domain: service.config.inboundMail.domain, log: mailLog } }
      : {}),
    async close() {
      await service.stop({ graceful: false });
      await testDb.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return { stack, testDb };
}

/** The service's config as the environment would give it, with the test's settings. */
function stackConfig(options: StackOptions, dataDir: string, publicUrl: string): Config {
  const concurrency = options.concurrency ?? 4;
  const config = loadConfig({
    DATA_DIR: dataDir,
    PUBLIC_URL: publicUrl,
    VAULT_MASTER_KEYS: `1:${randomBytes(32).toString('base64')}`,
    SANDBOX: 'true',
    SANDBOX_PORT: '0',
    PORT: '0',
    SANDBOX_PROFILE: 'fast',
    SMTP_PORT: '0',
    SMTP_HOST: '127.0.0.1',
    INBOUND_MAIL_DOMAIN: 'codes.localhost',
    WEBHOOK_ALLOW_LOOPBACK: String(options.webhooks ?? options.webhookAllowLoopback ?? false),
    RATE_LIMIT_PER_MINUTE: '100000',
    WORKER_CONCURRENCY: String(concurrency),
    WORKER_MIN_CONCURRENCY: String(concurrency),
    PARKED_CONTEXTS: String(concurrency * 2),
    PARK_AFTER_MS: '0',
    AGENCY_MAX_RUNNING_JOBS: '0',
    CARRIER_START_INTERVAL_MS: '0',
    JOB_HEARTBEAT_SECONDS: '10',
    AGENT_RETRY_DELAYS_MS: (options.retryDelaysMs ?? [100, 200, 400]).join(','),
    AGENT_SCREENSHOTS: String(options.screenshots ?? false),
    AGENT_TRACES: { off: 'false', actions: 'true', full: 'full' }[options.traces ?? 'off'],
    ...(typeof options.drift === 'number' ? { SANDBOX_DRIFT: String(options.drift) } : {}),
    ...(options.carriersDir ? { CARRIERS_DIR: options.carriersDir } : {}),
  });
  return {
    ...config,
    // One process without workers is the API role (on PGlite too: the store is the test's own).
    role: options.workers === false ? 'api' : 'all',
    fairUse: options.fairUse ?? { maxActiveJobs: 1_000_000, runStartsPerMinute: 1_000_000 },
    agents: { ...config.agents, actionTimeoutMs: options.actionTimeoutMs ?? 60_000 },
    takeoverIdleMs: options.takeoverIdleMs ?? config.takeoverIdleMs,
  };
}

const silentLogger = createLogger('silent');

/** A logger keeping what is logged at info and above, as `{ message, fields }`. */
function recordingLogger(into: { message: string; fields: Record<string, unknown> }[]) {
  return createLogger('info', {
    write(line: string) {
      const { msg, level: _level, time: _time, pid: _pid, hostname: _hostname, ...fields } = JSON.parse(line);
      into.push({ message: msg, fields });
    },
  });
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
