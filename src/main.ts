// Composition root: config → store → vault → sandbox (embedded) → API. Roles: all | api | worker.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildApp } from './api/app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { ensureDemoAgency } from './demo.ts';
import { carrierCatalog } from './domain/carriers/catalog.ts';
import { createLogger } from './log.ts';
import { openStore } from './store/open.ts';
import { checkKeyring } from './vault/check-keyring.ts';
import { loadKeyring } from './vault/master-keys.ts';
import { createVault } from './vault/vault.ts';

async function main() {
  const config = loadConfig();
  const log = createLogger(config.logLevel);
  await mkdir(config.dataDir, { recursive: true });
  const lockFile = path.join(config.dataDir, 'service.pid');
  if (!config.databaseUrl) await writeFile(lockFile, String(process.pid));

  const db = await openStore({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const keyring = await loadKeyring(config);
  const keys = await checkKeyring({ db, keyring });
  if (keys.missing.length > 0) {
    throw new ConfigError(
      `carrier logins are wrapped with master key version(s) ${keys.missing.join(', ')}, which the keyring lacks; ` +
        'add them to VAULT_MASTER_KEYS (see docs/vault.md)',
    );
  }
  const vault = createVault({ db, keyring });

  let sandbox: Awaited<ReturnType<typeof import('../sandbox/server.ts').startSandbox>> | undefined;
  if (config.sandbox.enabled) {
    const { startSandbox } = await import('../sandbox/server.ts');
    sandbox = await startSandbox({ port: config.sandbox.port, profile: config.sandbox.profile });
  }
  const sandboxPort = sandbox?.port ?? config.sandbox.port;
  const carriers = carrierCatalog((host) => `http://${host}.localhost:${sandboxPort}`);

  let demo: { apiKey: string } | undefined;
  if (sandbox && config.role === 'all') {
    demo = await ensureDemoAgency({
      db,
      vault,
      dataDir: config.dataDir,
      bootstrapApiKey: config.bootstrapApiKey,
      logins: sandbox.portals.map((portal) => ({ carrierId: portal.id, ...portal.accounts[0]! })),
    });
  }

  const app = await buildApp({ config, db, carriers, logger: log });
  await app.listen({ port: config.port, host: config.host });

  const base = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`;
  const lines = [
    '',
    `Quoting service (${config.role}) on ${config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`}`,
    `  API            ${base}/v1`,
    `  API docs       ${base}/docs`,
    `  OpenAPI        ${base}/v1/openapi.json`,
    `  Health         ${base}/healthz`,
  ];
  if (sandbox) lines.push(`  Sandbox        ${sandbox.url}/  (carrier portals and the SMS inbox)`);
  if (demo)
    lines.push(
      '',
      `Demo API key: ${demo.apiKey}`,
      `  curl -H "Authorization: Bearer ${demo.apiKey}" ${base}/v1/carriers`,
    );
  process.stdout.write(`${lines.join('\n')}\n\n`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    await app.close();
    await sandbox?.close();
    await db.close();
    if (!config.databaseUrl) await rm(lockFile, { force: true });
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error) => {
  if (error instanceof ConfigError) {
    console.error(`Configuration error: ${error.message}`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
