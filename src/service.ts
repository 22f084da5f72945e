// The service assembled once: config → store → vault → queue → sandbox (when enabled) → inbound mail,
// webhook delivery, run workers and the API by role. `main.ts` runs it as a process; the test stack
// runs the same assembly with its own store, browser and logger (decision 0024).
import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import type { DriftPlan } from '../sandbox/core/drift.ts';
import type { Sandbox } from '../sandbox/server.ts';
import { type BrowserPool, type BrowserPoolOptions, createBrowserPool } from './agents/browser-pool.ts';
import { playbookFor } from './agents/carriers/index.ts';
import { createArtifactStore } from './agents/runtime/artifacts.ts';
import { createLivePages, type LivePages } from './agents/runtime/live-pages.ts';
import { buildApp } from './api/app.ts';
import { type LiveRelay, startLiveRelay } from './api/live-relay/assemble.ts';
import { builtInCarriersDir, catalogOf } from './carrier-definitions/built-in.ts';
import { watchDefinitions } from './carrier-definitions/watch.ts';
import type { Config } from './config.ts';
import type { Carrier } from './domain/carriers/catalog.ts';
import { configuredCarriers } from './domain/carriers/portal-origins.ts';
import { type InboundMailServer, startInboundMailServer } from './inbound/email/server.ts';
import { createSmsTokenBox, type SmsTokenBox } from './inbound/sms/sms-token-box.ts';
import { createLogger, type Logger } from './log.ts';
import { startBoss } from './queue/boss.ts';
import { startMaintenance } from './queue/maintenance.ts';
import { ensureCarrierJobQueue } from './runs/dispatch.ts';
import { startRunWorkers } from './runs/start-workers.ts';
import { secureDataDir } from './store/data-dir.ts';
import type { Db } from './store/db.ts';
import { openStore } from './store/open.ts';
import { createOutageLog, type StoreLog } from './store/outage-log.ts';
import { rideOutOutages } from './store/ride-out.ts';
import { holdsEncryptedRecords, verifyKeyring } from './vault/check-keyring.ts';
import { loadKeyring } from './vault/master-keys.ts';
import { createVault, type Vault } from './vault/vault.ts';
import { createSecretBox, type SecretBox } from './webhooks/secret-box.ts';
import { startWebhookDelivery } from './webhooks/start-webhook-delivery.ts';

/** What a caller replaces in the assembly; everything else follows the config. */
export interface ServiceOverrides {
  /** An open, migrated store (a test's own), closed by the caller; default: the configured one. */
  db?: Db;
  log?: Logger;
  /** Where the browser pool gets its browser (a test worker's shared one); default: launch Chromium. */
  browser?: BrowserPoolOptions['browser'];
  /** A drift plan for the sandbox instead of the config's seed (a test of one kind of drift). */
  drift?: DriftPlan;
  /** The inbound SMTP server on a free port, whatever `config.inboundMail.port` says. */
  inboundMailOnFreePort?: boolean;
  /** Deliver webhooks in a process that runs workers (default); false: queued deliveries wait. */
  deliverWebhooks?: boolean;
  webhookRetryDelaysMs?: number[];
}

export interface Service {
  config: Config;
  db: Db;
  vault: Vault;
  webhookSecrets: SecretBox;
  smsTokens: SmsTokenBox;
  boss: Awaited<ReturnType<typeof startBoss>>;
  carriers: Carrier[];
  sandbox: Sandbox | undefined;
  inboundMail: InboundMailServer | undefined;
  /** The workers' browsers (roles all and worker). */
  pool: BrowserPool | undefined;
  /** The live view's pages, where this process runs jobs. */
  live: LivePages | undefined;
  /** The live view across nodes: this worker's internal server, the relayed frames, the app's tokens. */
  liveRelay: LiveRelay;
  workers: Awaited<ReturnType<typeof startRunWorkers>> | undefined;
  app: Awaited<ReturnType<typeof buildApp>> | undefined;
  /**
   * The API listening on `config.host` and `config.port` (it answers `inject` before); answers where
   * this process reaches it (loopback for any interface). Undefined in the worker role.
   */
  listen(): Promise<string | undefined>;
  /** Graceful: running jobs get their grace and pg-boss 20 s; otherwise pg-boss stops at once. */
  stop(options?: { graceful: boolean }): Promise<void>;
}

export async function startService(config: Config, overrides: ServiceOverrides = {}): Promise<Service> {
  const log = overrides.log ?? createLogger(config.logLevel);
  const embedded = !overrides.db && !config.databaseUrl;
  const lockFile = path.join(config.dataDir, 'service.pid');
  if (!overrides.db) await secureDataDir(config.dataDir);
  if (embedded) await writeFile(lockFile, String(process.pid));

  // The database going away (a restart, a failover) is logged once, and every node waits for it.
  const storeLog: StoreLog = (level, message, fields) => log[level](fields, message);
  const outage = createOutageLog(storeLog);
  const db =
    overrides.db ??
    (await openStore({ ...config, outage, log: storeLog, startWaitMs: config.databaseOutageWaitMs }));
  const keyring = await loadKeyring(config, { mayCreateKeyFile: !(await holdsEncryptedRecords(db)) });
  await verifyKeyring({ db, keyring });
  const vault = createVault({ db, keyring });
  const webhookSecrets = createSecretBox(keyring);
  const smsTokens = createSmsTokenBox(keyring);
  const boss = await startBoss(db, {
    heartbeatSeconds: config.agents.heartbeatSeconds,
    onError: (error) => {
      if (!outage.lost('queue', error)) log.error({ err: error }, 'queue error');
    },
  });
  const tuning = { heartbeatSeconds: config.agents.heartbeatSeconds, retryLimit: 3 };
  await ensureCarrierJobQueue(boss, tuning);
  const artifacts = createArtifactStore({ db, dataDir: config.dataDir });
  await startMaintenance(boss, {
    db,
    artifactRetentionDays: config.artifactRetentionDays,
    pgliteDir: embedded ? path.join(config.dataDir, 'pglite') : undefined,
    log: (message, fields) => log.info(fields, message),
  });

  let sandbox: Sandbox | undefined;
  if (config.sandbox.enabled) {
    const { startSandbox } = await import('../sandbox/server.ts');
    sandbox = await startSandbox({
      port: config.sandbox.port,
      profile: config.sandbox.profile,
      drift: overrides.drift ?? config.sandbox.drift,
    });
  }
  // Carrier definitions: read at start and on every change; a reload replaces the list's entries in
  // place, so the next job and the next API read see it while a running job keeps the carrier it took.
  const definitions = watchDefinitions({ dir: config.carriersDir ?? builtInCarriersDir, log });
  const offered = () =>
    configuredCarriers({
      portalUrls: config.carrierPortalUrls,
      sandboxPort: sandbox?.port,
      catalog: (sandboxPortalUrl) => catalogOf(definitions.current(), sandboxPortalUrl),
    });
  const carriers = offered();
  definitions.onChange(() => carriers.splice(0, carriers.length, ...offered()));

  // E-mailed MFA codes, beside the API (SMTP_PORT=0: none).
  let inboundMail: InboundMailServer | undefined;
  const mailPort = overrides.inboundMailOnFreePort ? 0 : config.inboundMail.port;
  if (config.role !== 'worker' && (config.inboundMail.port !== 0 || overrides.inboundMailOnFreePort)) {
    inboundMail = await startInboundMailServer({
      db,
      codes: vault.codes,
      carriers,
      host: config.inboundMail.host,
      port: mailPort,
      domain: config.inboundMail.domain,
      log,
    });
  }

  const webhooks =
    config.role !== 'api' && overrides.deliverWebhooks !== false
      ? await startWebhookDelivery({
          db,
          boss,
          allowLoopback: config.webhookAllowLoopback,
          log,
          secrets: webhookSecrets,
          retryDelaysMs: overrides.webhookRetryDelaysMs,
        })
      : undefined;

  let pool: BrowserPool | undefined;
  let workers: Service['workers'];
  // The live view: watchers in this process see the pages its workers drive (docs/decisions/0027-live-view.md).
  const live: LivePages | undefined = config.role !== 'api' ? createLivePages() : undefined;
  const workerId = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  // Relayed to API processes elsewhere (docs/decisions/0031-live-view-across-nodes.md).
  const liveRelay = await startLiveRelay({
    config,
    db,
    keyring,
    worker: live ? { live, workerId } : undefined,
    onError: (error) => {
      if (!outage.lost('live relay', error)) log.error({ err: error }, 'live relay error');
    },
  });
  if (config.role !== 'api') {
    pool = createBrowserPool({
      flavor: 'headless-shell',
      executablePath: config.agents.chromiumPath,
      wsEndpoint: config.agents.browserWsEndpoint,
      browser: overrides.browser,
    });
    // What the jobs reach the store through waits for a database that went away (decision 0022).
    const jobsDb = rideOutOutages(db, { boundMs: config.databaseOutageWaitMs });
    workers = await startRunWorkers(
      {
        db: jobsDb,
        vault: createVault({ db: jobsDb, keyring }),
        pool,
        artifacts: createArtifactStore({ db: jobsDb, dataDir: config.dataDir }),
        carriers,
        playbookFor,
        workerId,
        publicUrl: config.publicUrl,
        actionTimeoutMs: config.agents.actionTimeoutMs,
        mfaNotifyGraceMs: config.agents.mfaNotifyGraceMs,
        retryDelaysMs: config.agents.retryDelaysMs,
        carrierStartIntervalMs: config.agents.carrierStartIntervalMs,
        screenshots: config.agents.screenshots,
        traces: config.agents.traces,
        live,
        takeoverIdleMs: config.takeoverIdleMs,
        log: (message, fields) => log.info(fields ?? {}, message),
      },
      {
        boss,
        concurrency: config.agents.concurrency,
        minConcurrency: config.agents.minConcurrency,
        parkedContexts: config.agents.parkedContexts,
        parkAfterMs: config.agents.parkAfterMs,
        agencyMaxRunning: config.agents.agencyMaxRunning,
        tuning,
      },
    );
  }

  const app =
    config.role !== 'worker'
      ? await buildApp({
          config: inboundMail
            ? { ...config, inboundMail: { ...config.inboundMail, port: inboundMail.port } }
            : config,
          db,
          boss,
          artifacts,
          carriers,
          vault,
          webhookSecrets,
          smsTokens,
          codes: vault.codes,
          liveFrames: liveRelay.frames,
          liveTokens: liveRelay.tokens,
          logger: log,
        })
      : undefined;
  await app?.ready();
  const listen = async () => {
    if (!app) return undefined;
    await app.listen({ port: config.port, host: config.host });
    return `http://${urlHost(loopbackFor(config.host))}:${portOf(app)}`;
  };

  let stopping: Promise<void> | undefined;
  const stop = async (options = { graceful: true }) => {
    stopping ??= (async () => {
      definitions.close();
      await app?.close();
      await inboundMail?.close();
      await workers?.stop();
      await liveRelay.stop();
      await webhooks?.stop();
      await pool?.close();
      const timeout = options.graceful ? 20_000 : 2000;
      await boss.stop({ graceful: options.graceful, timeout }).catch(() => undefined);
      await sandbox?.close();
      if (overrides.db) return;
      await db.close();
      if (embedded) await rm(lockFile, { force: true });
    })();
    return stopping;
  };
  return {
    config,
    db,
    vault,
    webhookSecrets,
    smsTokens,
    boss,
    carriers,
    sandbox,
    inboundMail,
    pool,
    live,
    liveRelay,
    workers,
    app,
    listen,
    stop,
  };
}

/** Where this process reaches a server listening on `host`: loopback for any interface. */
export function loopbackFor(host: string): string {
  return ['0.0.0.0', '::', 'localhost'].includes(host) ? '127.0.0.1' : host;
}

/** A host as a URL writes it (an IPv6 address in brackets). */
function urlHost(host: string): string {
  return host.includes(':') ? `[${host}]` : host;
}

function portOf(app: NonNullable<Service['app']>): number {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the API listens on no TCP port');
  return address.port;
}
