// Parses the environment once into a typed Config. No other module reads process.env.
import { availableParallelism, totalmem } from 'node:os';
import path from 'node:path';
import type { TraceMode } from './agents/runtime/trace-window.ts';
import {
  bool,
  bootstrapKey,
  ConfigError,
  carriersDir,
  type Env,
  int,
  liveSettings,
  loopbackWebhooks,
  mailDomain,
  masterKeys,
  oneOf,
  portalUrls,
  sandboxEnabled,
  schemaName,
  secretSetting,
  traceMode,
} from './config-values.ts';

export type Role = 'all' | 'api' | 'worker';
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface Config {
  role: Role;
  port: number;
  host: string;
  dataDir: string;
  /** Unset: embedded PGlite in `dataDir/pglite`. */
  databaseUrl: string | undefined;
  /** PostgreSQL schema for every table (pg-boss uses `<schema>_boss`, or `pgboss` for `public`). */
  databaseSchema: string;
  /**
   * How long a database that went away is waited for: by a job before it goes back to the queue, by a
   * starting node before it gives up (DATABASE_OUTAGE_WAIT_SECONDS; docs/decisions/0022).
   */
  databaseOutageWaitMs: number;
  publicUrl: string;
  logLevel: LogLevel;
  bootstrapApiKey: string | undefined;
  /** The demo agency's admin for scripted set-ups (BOOTSTRAP_ADMIN_EMAIL / _PASSWORD). */
  bootstrapAdmin: { email: string; password: string } | undefined;
  /** Base64 master keys by version, from VAULT_MASTER_KEYS; empty means "use or create the key file in dataDir". */
  vaultMasterKeys: Record<number, string>;
  production: boolean;
  rateLimitPerMinute: number;
  /** Per-agency caps: carrier jobs in progress, and runs started per minute (docs/api-guide.md). */
  fairUse: { maxActiveJobs: number; runStartsPerMinute: number };
  /** Failed authentications one client address may make per minute before 429 (checked before the key lookup). */
  authFailuresPerMinute: number;
  /** Bearer token /metrics requires; unset, /metrics answers 401 (docs/operations.md). */
  metricsToken: string | undefined;
  /** The SMS provider's auth token (SMS_AUTH_TOKEN) the inbound SMS endpoint checks signatures with, for every agency; unset, it refuses every message. */
  smsAuthToken: string | undefined;
  /**
   * The inbound SMTP server for e-mailed MFA codes (SMTP_PORT, 0: off; SMTP_HOST) and the domain of the
   * agencies' addresses (INBOUND_MAIL_DOMAIN). Runs beside the API (roles all and api).
   */
  inboundMail: { port: number; host: string; domain: string };
  bodyLimitBytes: number;
  idempotencyTtlHours: number;
  /**
   * A person's control of a job's page (take-over) expires to the agent after this long with nothing
   * typed or clicked (TAKEOVER_IDLE_SECONDS; docs/decisions/0028-take-over.md).
   */
  takeoverIdleMs: number;
  /** The live view across nodes: the worker's internal server, the app's token (config-values.ts). */
  live: { internalHost: string; internalPort: number; internalUrl: string | undefined; tokenTtlMs: number };
  /** Job artifacts (screenshots, letters, traces) are deleted after this many days. */
  artifactRetentionDays: number;
  /** The sandbox portals, their SMS inbox and the demo agency: embedded starts or SANDBOX=true, never in production. */
  sandbox: { enabled: boolean; port: number; profile: 'realistic' | 'fast'; drift?: number };
  /** Carrier id → portal origin (CARRIER_PORTAL_URLS); a carrier without one is offered only with the sandbox. */
  carrierPortalUrls: Record<string, string>;
  /**
   * The folder of carrier definition files (CARRIERS_DIR); unset, the built-in carriers/ folder. Read at
   * start and again on every change (docs/operations.md, docs/decisions/0032-carrier-definitions-as-data.md).
   */
  carriersDir: string | undefined;
  webhookAllowLoopback: boolean;
  agents: {
    /**
     * The most carrier jobs one worker process runs at once (driving a browser): the ceiling of its
     * adaptive seats (WORKER_CONCURRENCY; default from memory, `defaultSeatCeiling`).
     */
    concurrency: number;
    /** The fewest seats it offers whatever it measures (WORKER_MIN_CONCURRENCY; = concurrency: fixed). */
    minConcurrency: number;
    /** Jobs waiting for a person that keep their browser context open, beside those (PARKED_CONTEXTS). */
    parkedContexts: number;
    /** How long a job waits for a person before it parks and frees its seat (PARK_AFTER_MS). */
    parkAfterMs: number;
    /** Carrier jobs one agency may have running at once across every node; 0: no cap (AGENCY_MAX_RUNNING_JOBS). */
    agencyMaxRunning: number;
    /** How long a job waits for a person (MFA code, answers) before failing. */
    actionTimeoutMs: number;
    /**
     * How long an MFA pause whose code may arrive by itself (an inbound SMS number or e-mail code address)
     * waits before quote.action_required is sent (MFA_NOTIFY_GRACE_SECONDS; 0: at once).
     */
    mfaNotifyGraceMs: number;
    chromiumPath: string | undefined;
    /** A remote browser (Playwright server) instead of a local Chromium. */
    browserWsEndpoint: string | undefined;
    /** Pauses before in-process retries of transient portal faults. */
    retryDelaysMs: number[];
    screenshots: boolean;
    /** What a Playwright trace of each try records (kept only when it fails; docs/decisions/0018). */
    traces: TraceMode;
    /** Least time between two portal sessions started with one carrier (per-carrier rate limit). */
    carrierStartIntervalMs: number;
    /** A worker silent this long has its carrier jobs taken over by another (pg-boss heartbeat, >= 10). */
    heartbeatSeconds: number;
  };
}

export { ConfigError, newMasterKey } from './config-values.ts';

export function loadConfig(env: Env = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const role = oneOf(env, 'ROLE', ['all', 'api', 'worker'] as const, 'all');
  const port = int(env, 'PORT', 3000, 0, 65535);
  const concurrency = int(env, 'WORKER_CONCURRENCY', defaultSeatCeiling(), 1, 1000);
  const minConcurrency = int(
    env,
    'WORKER_MIN_CONCURRENCY',
    Math.min(concurrency, defaultSeatFloor()),
    1,
    1000,
  );
  if (minConcurrency > concurrency) {
    throw new ConfigError(
      `WORKER_MIN_CONCURRENCY (${minConcurrency}) must not exceed WORKER_CONCURRENCY (${concurrency})`,
    );
  }
  const host = env.HOST || '127.0.0.1';
  const databaseUrl = env.DATABASE_URL || undefined;
  if (role !== 'all' && !databaseUrl) {
    throw new ConfigError(
      `ROLE=${role} needs DATABASE_URL: separate api and worker processes share a PostgreSQL server`,
    );
  }
  const vaultMasterKeys = masterKeys(env);
  if (production && Object.keys(vaultMasterKeys).length === 0) {
    throw new ConfigError('VAULT_MASTER_KEYS is required when NODE_ENV=production');
  }
  const publicUrl = (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, '');
  try {
    new URL(publicUrl);
  } catch {
    throw new ConfigError(`PUBLIC_URL must be an absolute URL, got "${env.PUBLIC_URL}"`);
  }
  return {
    role,
    port,
    host,
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl,
    databaseSchema: schemaName(env.DATABASE_SCHEMA),
    databaseOutageWaitMs: int(env, 'DATABASE_OUTAGE_WAIT_SECONDS', 120, 1, 3600) * 1000,
    publicUrl,
    logLevel: oneOf(
      env,
      'LOG_LEVEL',
      ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const,
      'info',
    ),
    bootstrapApiKey: bootstrapKey(env.BOOTSTRAP_API_KEY),
    bootstrapAdmin:
      env.BOOTSTRAP_ADMIN_EMAIL && env.BOOTSTRAP_ADMIN_PASSWORD
        ? { email: env.BOOTSTRAP_ADMIN_EMAIL, password: env.BOOTSTRAP_ADMIN_PASSWORD }
        : undefined,
    vaultMasterKeys,
    production,
    rateLimitPerMinute: int(env, 'RATE_LIMIT_PER_MINUTE', 600, 1),
    authFailuresPerMinute: int(env, 'AUTH_FAILURES_PER_MINUTE', 30, 1),
    fairUse: {
      maxActiveJobs: int(env, 'AGENCY_MAX_ACTIVE_JOBS', 100, 1),
      runStartsPerMinute: int(env, 'AGENCY_RUN_STARTS_PER_MINUTE', 60, 1),
    },
    metricsToken: secretSetting(env, 'METRICS_TOKEN'),
    smsAuthToken: secretSetting(env, 'SMS_AUTH_TOKEN'),
    inboundMail: {
      port: int(env, 'SMTP_PORT', 2525, 0, 65535),
      host: env.SMTP_HOST || '127.0.0.1',
      domain: mailDomain(env.INBOUND_MAIL_DOMAIN),
    },
    bodyLimitBytes: 1024 * 1024,
    idempotencyTtlHours: int(env, 'IDEMPOTENCY_TTL_HOURS', 24, 1, 24 * 30),
    takeoverIdleMs: int(env, 'TAKEOVER_IDLE_SECONDS', 120, 1, 3600) * 1000,
    live: liveSettings(env),
    artifactRetentionDays: int(env, 'ARTIFACT_RETENTION_DAYS', 30, 1, 3650),
    sandbox: {
      enabled: sandboxEnabled(env, production, databaseUrl),
      port: int(env, 'SANDBOX_PORT', 3100, 0, 65535),
      profile: oneOf(env, 'SANDBOX_PROFILE', ['realistic', 'fast'] as const, 'realistic'),
      drift: env.SANDBOX_DRIFT ? int(env, 'SANDBOX_DRIFT', 0) : undefined,
    },
    carrierPortalUrls: portalUrls(env.CARRIER_PORTAL_URLS, production),
    carriersDir: carriersDir(env.CARRIERS_DIR),
    webhookAllowLoopback: loopbackWebhooks(env, production),
    agents: {
      concurrency,
      minConcurrency,
      parkedContexts: int(env, 'PARKED_CONTEXTS', concurrency, 0, 1000),
      parkAfterMs: int(env, 'PARK_AFTER_MS', 2000, 0, 600_000),
      agencyMaxRunning: int(env, 'AGENCY_MAX_RUNNING_JOBS', 8, 0, 1000),
      actionTimeoutMs: int(env, 'ACTION_TIMEOUT_MINUTES', 15, 1, 24 * 60) * 60_000,
      mfaNotifyGraceMs: int(env, 'MFA_NOTIFY_GRACE_SECONDS', 30, 0, 600) * 1000,
      chromiumPath: env.CHROMIUM_PATH || undefined,
      browserWsEndpoint: env.BROWSER_WS_ENDPOINT || undefined,
      retryDelaysMs: (env.AGENT_RETRY_DELAYS_MS || '2000,8000,20000')
        .split(',')
        .map((v) => Number(v.trim()))
        .filter((v) => Number.isFinite(v) && v >= 0),
      screenshots: bool(env, 'AGENT_SCREENSHOTS', true),
      traces: traceMode(env),
      heartbeatSeconds: int(env, 'JOB_HEARTBEAT_SECONDS', 30, 10, 3600),
      carrierStartIntervalMs: int(env, 'CARRIER_START_INTERVAL_MS', 1000, 0, 600_000),
    },
  };
}

/** A browser context with its page, measured (docs/decisions/0011-kept-sessions-seats-and-turns.md: 50 MB parked). */
const CONTEXT_BYTES = 60 * 1024 * 1024;

/**
 * The default ceiling of a worker's adaptive seats (docs/decisions/0036-adaptive-seats.md): as many
 * browser contexts as a quarter of the machine's memory holds, so that as many parked ones beside them
 * (PARKED_CONTEXTS defaults to the ceiling) keep to half of it. The limit under it follows the
 * measured stretch; CPU sets no ceiling of its own.
 */
export function defaultSeatCeiling(memoryBytes = totalmem()): number {
  return Math.max(1, Math.min(1000, Math.floor((memoryBytes * 0.25) / CONTEXT_BYTES)));
}

/** The default floor: a seat a core, which no machine seen so far stretched (docs/performance.md). */
export function defaultSeatFloor(cpus = availableParallelism()): number {
  return Math.max(1, cpus);
}

/**
 * Fixed seats as they were sized before adaptive seats, for the benches that pin them: from what browser agents cost here (docs/performance.md, "Capacity"): CPU
 * is the limit on small machines (a job costs 2.2 CPU-s on an Intel Xeon of this kind to 4.8 on an AMD
 * EPYC with the default evidence; on 2026-11-24's machine 7 seats per core kept 70 jobs on two cores at
 * 1.24 × the portals' own time, as 5 did, and finished them in 164 s instead of 215 s), memory (about
 * 60 MB per context with its page) on large ones.
 */
export function defaultConcurrency(cpus = availableParallelism(), memoryBytes = totalmem()): number {
  const byCpu = cpus * 7;
  const byMemory = Math.floor((memoryBytes * 0.5) / (60 * 1024 * 1024));
  return Math.max(1, Math.min(byCpu, byMemory));
}
