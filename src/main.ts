// Composition root: config → store → vault → queue → sandbox (embedded) → API and/or workers.
// ROLE=all runs everything in one process; api and worker split them over a shared PostgreSQL.
import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import { createBrowserPool } from './agents/browser-pool.ts';
import { playbookFor } from './agents/carriers/index.ts';
import { createArtifactStore } from './agents/runtime/artifacts.ts';
import { buildApp } from './api/app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { demoLogin, ensureDemoAgency, ensureDemoSmsNumber } from './demo.ts';
import { configuredCarriers } from './domain/carriers/portal-origins.ts';
import { ensureAgencyMailAddress } from './inbound/email/address.ts';
import { type InboundMailServer, startInboundMailServer } from './inbound/email/server.ts';
import { createSmsTokenBox } from './inbound/sms/sms-token-box.ts';
import { createLogger, logFormat } from './log.ts';
import { startBoss } from './queue/boss.ts';
import { startMaintenance } from './queue/maintenance.ts';
import { ensureCarrierJobQueue } from './runs/dispatch.ts';
import { startRunWorkers } from './runs/start-workers.ts';
import { secureDataDir } from './store/data-dir.ts';
import { openStore } from './store/open.ts';
import { createOutageLog, type StoreLog } from './store/outage-log.ts';
import { rideOutOutages } from './store/ride-out.ts';
import { ensureDemoAdmin } from './users/ensure-demo-admin.ts';
import { holdsEncryptedRecords, verifyKeyring } from './vault/check-keyring.ts';
import { loadKeyring } from './vault/master-keys.ts';
import { createVault } from './vault/vault.ts';
import { createSecretBox } from './webhooks/secret-box.ts';
import { startWebhookDelivery } from './webhooks/start-webhook-delivery.ts';

async function main() {
  const config = loadConfig();
  const format = logFormat({ production: config.production, isTTY: process.stdout.isTTY });
  const log = createLogger(config.logLevel, undefined, format);
  // Whatever would end the process unhandled is said in the log first (then it ends, as Node would).
  process.on('uncaughtException', (error) => {
    log.fatal({ err: error }, 'uncaught exception: the process ends');
    process.exit(1);
  });
  process.on('unhandledRejection', (reason) => {
    log.fatal({ err: reason }, 'unhandled rejection: the process ends');
    process.exit(1);
  });
  await secureDataDir(config.dataDir);
  const lockFile = path.join(config.dataDir, 'service.pid');
  if (!config.databaseUrl) await writeFile(lockFile, String(process.pid));

  // The database going away (a restart, a failover) is logged once, and every node waits for it.
  const storeLog: StoreLog = (level, message, fields) => log[level](fields, message);
  const outage = createOutageLog(storeLog);
  const db = await openStore({ ...config, outage, log: storeLog, startWaitMs: config.databaseOutageWaitMs });
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
    pgliteDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'pglite'),
    log: (message, fields) => log.info(fields, message),
  });

  let sandbox: Awaited<ReturnType<typeof import('../sandbox/server.ts').startSandbox>> | undefined;
  if (config.sandbox.enabled) {
    const { startSandbox } = await import('../sandbox/server.ts');
    sandbox = await startSandbox({
      port: config.sandbox.port,
      profile: config.sandbox.profile,
      drift: config.sandbox.drift,
    });
  }
  const carriers = configuredCarriers({ portalUrls: config.carrierPortalUrls, sandboxPort: sandbox?.port });

  // E-mailed MFA codes, beside the API (SMTP_PORT=0: none).
  let inboundMail: InboundMailServer | undefined;
  if (config.role !== 'worker' && config.inboundMail.port !== 0) {
    inboundMail = await startInboundMailServer({
      db,
      codes: vault.codes,
      carriers,
      host: config.inboundMail.host,
      port: config.inboundMail.port,
      domain: config.inboundMail.domain,
      log,
    });
  }

  let demo: Awaited<ReturnType<typeof ensureDemoAgency>> | undefined;
  let demoAdmin: Awaited<ReturnType<typeof ensureDemoAdmin>> | undefined;
  let demoMailAddress: string | undefined;
  if (sandbox && config.role === 'all') {
    demo = await ensureDemoAgency({
      db,
      vault,
      dataDir: config.dataDir,
      bootstrapApiKey: config.bootstrapApiKey,
      // With mail coming in, a portal that e-mails codes signs the demo in with its e-mail-code login.
      logins: sandbox.portals.map((portal) => ({
        carrierId: portal.id,
        ...demoLogin(portal.accounts, { mailCodes: inboundMail !== undefined }),
      })),
    });
    if (inboundMail) {
      // The sandbox mails the demo agency's codes to the demo agency's address, through our own port.
      demoMailAddress = await ensureAgencyMailAddress(db, demo.agencyId, config.inboundMail.domain);
      sandbox.state.mail.configure({
        relay: { host: connectableHost(inboundMail.host), port: inboundMail.port },
        to: demoMailAddress,
      });
    }
    demoAdmin = await ensureDemoAdmin(db, {
      agencyId: demo.agencyId,
      dataDir: config.dataDir,
      bootstrap: config.bootstrapAdmin,
    });
  }

  const webhooks =
    config.role !== 'api'
      ? await startWebhookDelivery({
          db,
          boss,
          allowLoopback: config.webhookAllowLoopback,
          log,
          secrets: webhookSecrets,
        })
      : undefined;

  let pool: ReturnType<typeof createBrowserPool> | undefined;
  let workers: { stop(): Promise<void> } | undefined;
  if (config.role !== 'api') {
    pool = createBrowserPool({
      flavor: 'headless-shell',
      executablePath: config.agents.chromiumPath,
      wsEndpoint: config.agents.browserWsEndpoint,
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
        workerId: `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`,
        publicUrl: config.publicUrl,
        actionTimeoutMs: config.agents.actionTimeoutMs,
        retryDelaysMs: config.agents.retryDelaysMs,
        carrierStartIntervalMs: config.agents.carrierStartIntervalMs,
        screenshots: config.agents.screenshots,
        traces: config.agents.traces,
        log: (message, fields) => log.info(fields ?? {}, message),
      },
      {
        boss,
        concurrency: config.agents.concurrency,
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
          config,
          db,
          boss,
          artifacts,
          carriers,
          vault,
          webhookSecrets,
          smsTokens,
          codes: vault.codes,
          logger: log,
        })
      : undefined;
  if (app) await app.listen({ port: config.port, host: config.host });

  // The demo's SMS codes reach waiting jobs by themselves: the sandbox phone posts each text, signed
  // with the demo agency's token, to this service's own endpoint over loopback (signed for PUBLIC_URL,
  // the address the endpoint checks).
  let demoSms: { number: string } | undefined;
  if (app && sandbox && demo) {
    try {
      const { number, authToken } = await ensureDemoSmsNumber({
        db,
        tokens: smsTokens,
        agencyId: demo.agencyId,
      });
      const loopback = ['0.0.0.0', '::', 'localhost'].includes(config.host) ? '127.0.0.1' : config.host;
      const listenHost = loopback.includes(':') ? `[${loopback}]` : loopback;
      sandbox.phone.configure({
        webhookUrl: `http://${listenHost}:${config.port}/inbound/sms`,
        signatureUrl: `${config.publicUrl}/inbound/sms`,
        authToken,
        to: number,
      });
      demoSms = { number };
    } catch (error) {
      // e.g. the demo number was given to another agency in the app: codes are then typed by a person.
      log.warn({ reason: (error as Error).message }, 'the sandbox phone is not pointed at /inbound/sms');
    }
  }

  const base = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`;
  const lines = [
    '',
    `Quoting service (${config.role}) on ${config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`}`,
  ];
  if (app) {
    lines.push(
      `  App            ${base}/app`,
      `  API            ${base}/v1`,
      `  API docs       ${base}/docs`,
      `  OpenAPI        ${base}/v1/openapi.json`,
      `  Health         ${base}/healthz`,
    );
  }
  if (inboundMail) {
    lines.push(
      `  Inbound mail   smtp://${inboundMail.host}:${inboundMail.port}  (MFA codes to addresses @${config.inboundMail.domain})`,
    );
  }
  if (workers) lines.push(`  Workers        ${config.agents.concurrency} concurrent carrier jobs`);
  if (sandbox)
    lines.push(`  Sandbox        ${sandbox.url}/  (carrier portals, the SMS inbox and the mailbox)`);
  if (demoSms) lines.push(`  SMS codes      the sandbox phone texts ${demoSms.number} → ${base}/inbound/sms`);
  if (demoMailAddress)
    lines.push(`  Demo mail      the sandbox e-mails the demo agency's codes to ${demoMailAddress}`);
  // The key is shown once, when it is created; later starts say where it is kept.
  if (demo?.created) {
    lines.push(
      '',
      `Demo API key (shown once, kept in ${demo.keyFile}): ${demo.apiKey}`,
      `  curl -H "Authorization: Bearer ${demo.apiKey}" ${base}/v1/carriers`,
    );
  } else if (demo && !config.bootstrapApiKey) {
    lines.push('', `Demo API key: in ${demo.keyFile}`);
  }
  // Like the key, the demo password is shown when it is made; later starts say where it is kept.
  if (demoAdmin?.created) {
    lines.push(`Demo sign-in:  ${base}/app  as ${demoAdmin.email} / ${demoAdmin.password}  (shown once)`);
  } else if (demoAdmin) {
    const where = demoAdmin.passwordFile
      ? `password in ${demoAdmin.passwordFile}`
      : 'BOOTSTRAP_ADMIN_PASSWORD';
    lines.push(`Demo sign-in:  ${base}/app  as ${demoAdmin.email} (${where})`);
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down: finishing or handing back jobs');
    await app?.close();
    await inboundMail?.close();
    await workers?.stop();
    await webhooks?.stop();
    await pool?.close();
    await boss.stop({ graceful: true, timeout: 20_000 }).catch(() => undefined);
    await sandbox?.close();
    await db.close();
    if (!config.databaseUrl) await rm(lockFile, { force: true });
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

/** Where this process reaches a server listening on `host` (any interface: loopback). */
function connectableHost(host: string): string {
  return host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
}

main().catch((error) => {
  if (error instanceof ConfigError) {
    console.error(`Configuration error: ${error.message}`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
