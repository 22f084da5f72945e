// `npm run sandbox`: the fictional carrier portals alone, on SANDBOX_PORT (default 3100).
import { loadConfig } from '../src/config.ts';
import { startSandbox } from './server.ts';

const config = loadConfig();
const sandbox = await startSandbox({
  port: config.sandbox.port,
  profile: config.sandbox.profile,
  drift: config.sandbox.drift,
});
console.log(`Sandbox carriers (${config.sandbox.profile} profile) on ${sandbox.url}`);
if (sandbox.drift) console.log(`  Layout drift, seed ${sandbox.drift.seed}: ${sandbox.url}/_sandbox/drift`);
for (const portal of sandbox.portals)
  console.log(`  ${portal.name.padEnd(28)} ${sandbox.origin(portal.id)}/`);
console.log(`  SMS inbox                    ${sandbox.url}/_sandbox/mfa-codes`);
console.log(`  Mailbox                      ${sandbox.url}/_sandbox/mail`);
const stop = async () => {
  await sandbox.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
