// The service as a process: the environment's config, one logger, the assembly (service.ts), the demo
// agency on a sandbox start, the banner, and a graceful stop on SIGINT or SIGTERM. ROLE=all runs
// everything in one process; api and worker split it over a shared PostgreSQL.
import { banner } from './banner.ts';
import { ConfigError, loadConfig } from './config.ts';
import { pointDemoPhone, seedDemo } from './demo.ts';
import { createLogger, logFormat } from './log.ts';
import { startService } from './service.ts';

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
  const service = await startService(config, { log });
  const demo = await seedDemo(service);
  const localUrl = await service.listen();
  if (demo && localUrl) await pointDemoPhone(service, demo, localUrl, log);
  process.stdout.write(banner(service, demo, localUrl));

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down: finishing or handing back jobs');
    await service.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
  process.exit(1);
});
