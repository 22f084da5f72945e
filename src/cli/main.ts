// Operator CLI (`npm run cli -- <command> [options]`), against DATABASE_URL or the embedded data folder.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { carrierCatalog } from '../carrier-definitions/built-in.ts';
import { type Config, loadConfig } from '../config.ts';
import { generateApiKey, isScope, type Scope, scopes } from '../domain/api-keys.ts';
import { findAgency, insertAgency, insertApiKey, listApiKeys, revokeApiKey } from '../store/agencies.ts';
import type { Db } from '../store/db.ts';
import { openStore } from '../store/open.ts';
import { createUser } from '../users/create-user.ts';
import { holdsEncryptedRecords } from '../vault/check-keyring.ts';
import { loadKeyring } from '../vault/master-keys.ts';
import { createVault } from '../vault/vault.ts';
import { learnedDiff } from './carrier-learned.ts';
import { lintCarrierFiles } from './carrier-lint.ts';
import { type MappingSubcommand, mappingSubcommands, runMappingCommand } from './mapping-commands.ts';
import { readLoginSecrets, SecretArgumentError } from './read-secrets.ts';
import { rotateMasterKeyCommand } from './rotate-master-key.ts';
import { runUserCommand } from './user-commands.ts';

const usage = `Usage: npm run cli -- <command> [options]

  create-agency --name NAME [--scopes a,b]   Create an agency and an API key; the key is the last line
  create-api-key --agency ID [--name N] [--scopes a,b]
  list-api-keys --agency ID
  revoke-api-key --agency ID --key-id ID
  create-user --agency ID --email E --role admin|agent   Agency app user; the password is read from stdin
  list-users --agency ID
  set-user-role --agency ID --user ID --role admin|agent
  remove-user --agency ID --user ID
  set-credential --agency ID --carrier ID --username U (--password-stdin | --password-file PATH)
                 [--totp-seed-stdin | --totp-seed-file PATH]
                 Secrets never in arguments: stdin lines are the password, then the seed
  rotate-master-key                           Re-wrap every carrier login under a new master key
  mappings list --carrier ID                  Learned mappings of a carrier: every agency's and carrier-wide
  mappings promote MAPPING_ID                 Copy an agency's mapping as carrier-wide, for every agency
  mappings withdraw MAPPING_ID                Withdraw a mapping (later jobs ask a person again)
  carrier lint FILE… [--pages DIR]            Check carrier definition files; every mistake listed, exit 1
                                              (--pages: each screen's targets on DIR/<screen>.html)
  carrier learned CARRIER_ID [--agency ID]    Learned mappings written into the carrier's definition, as a
                                              diff for review (carrier-wide ones; an agency's with --agency)

Scopes: ${scopes.join(', ')} (default: all)`;

class UsageError extends Error {}

function required(values: Record<string, unknown>, name: string): string {
  const value = values[name];
  if (typeof value !== 'string' || value.trim() === '') throw new UsageError(`--${name} is required`);
  return value.trim();
}

function parseScopes(raw: unknown): Scope[] {
  if (typeof raw !== 'string') return [...scopes];
  const list = raw.split(',').map((s) => s.trim());
  const bad = list.filter((s) => !isScope(s));
  if (bad.length) throw new UsageError(`unknown scope(s): ${bad.join(', ')}`);
  return list as Scope[];
}

/** PGlite is one process's: refuse while the embedded service holds the data folder. */
function assertStoreFree(config: Config) {
  if (config.databaseUrl) return;
  const pidFile = path.join(config.dataDir, 'service.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8'));
  try {
    process.kill(pid, 0);
  } catch {
    return; // a stale file from a process that is gone
  }
  throw new UsageError(
    `the embedded service (pid ${pid}) is using ${config.dataDir}; stop it first, or run both against DATABASE_URL`,
  );
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function withDb<T>(config: Config, fn: (db: Db) => Promise<T>): Promise<T> {
  assertStoreFree(config);
  const db = await openStore(config);
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
}

async function run(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const { values, positionals } = parseArgs({
    args: rest,
    options: {
      name: { type: 'string' },
      agency: { type: 'string' },
      scopes: { type: 'string' },
      'key-id': { type: 'string' },
      carrier: { type: 'string' },
      username: { type: 'string' },
      password: { type: 'string' },
      'password-stdin': { type: 'boolean' },
      'totp-seed': { type: 'string' },
      'password-file': { type: 'string' },
      'totp-seed-stdin': { type: 'boolean' },
      'totp-seed-file': { type: 'string' },
      email: { type: 'string' },
      role: { type: 'string' },
      user: { type: 'string' },
      pages: { type: 'string' },
    },
    strict: true,
    allowPositionals: command === 'mappings' || command === 'carrier',
  });
  if (command === 'carrier' && positionals[0] !== 'learned') {
    const [sub, ...files] = positionals;
    if (sub !== 'lint' || files.length === 0)
      throw new UsageError('carrier lint FILE… [--pages DIR] | carrier learned CARRIER_ID [--agency ID]');
    return lintCarrierFiles(files, (line) => console.log(line), { pages: values.pages });
  }
  const config = loadConfig();
  if (command === 'carrier') {
    const carrierId = positionals[1];
    if (!carrierId) throw new UsageError('carrier learned CARRIER_ID [--agency ID]');
    return withDb(config, async (db) => {
      const diff = await learnedDiff(db, {
        carrierId,
        ...(values.agency ? { agencyId: values.agency } : {}),
        ...(config.carriersDir ? { carriersDir: config.carriersDir } : {}),
      });
      for (const line of diff.applied) console.error(`written: ${line}`);
      for (const line of diff.skipped) console.error(`not written: ${line}`);
      if (diff.applied.length) process.stdout.write(diff.patch);
      else console.error(`Nothing to write into ${diff.file}.`);
      return 0;
    });
  }
  switch (command) {
    case 'create-agency':
      return withDb(config, async (db) => {
        const agency = await insertAgency(db, required(values, 'name'));
        const key = generateApiKey();
        await insertApiKey(db, {
          agencyId: agency.id,
          name: 'default',
          key,
          scopes: parseScopes(values.scopes),
        });
        console.log(`Agency ${agency.name} created: ${agency.id}`);
        console.log('API key (shown once):');
        console.log(key);
        return 0;
      });
    case 'create-api-key':
      return withDb(config, async (db) => {
        const agencyId = required(values, 'agency');
        if (!(await findAgency(db, agencyId))) throw new UsageError(`no agency ${agencyId}`);
        const key = generateApiKey();
        await insertApiKey(db, {
          agencyId,
          name: values.name ?? 'cli',
          key,
          scopes: parseScopes(values.scopes),
        });
        console.log(key);
        return 0;
      });
    case 'list-api-keys':
      return withDb(config, async (db) => {
        for (const k of await listApiKeys(db, required(values, 'agency'))) {
          console.log(
            `${k.id}  ${k.displayPrefix}  ${k.name}  ${k.scopes.join(',')}  ${k.revokedAt ? 'revoked' : 'active'}`,
          );
        }
        return 0;
      });
    case 'revoke-api-key':
      return withDb(config, async (db) => {
        const done = await revokeApiKey(db, required(values, 'agency'), required(values, 'key-id'));
        console.log(done ? 'revoked' : 'no such active key for that agency');
        return done ? 0 : 1;
      });
    case 'create-user':
      return withDb(config, async (db) => {
        const agencyId = required(values, 'agency');
        if (!(await findAgency(db, agencyId))) throw new UsageError(`no agency ${agencyId}`);
        const password = await readStdin();
        const user = await createUser(db, {
          agencyId,
          email: required(values, 'email'),
          role: required(values, 'role'),
          password,
        });
        console.log(`User ${user.email} (${user.role}) created: ${user.id}`);
        return 0;
      });
    case 'set-credential': {
      // Arguments and secrets are checked before the store is opened: a usage error costs nothing.
      const carrierId = required(values, 'carrier');
      const known = carrierCatalog(() => '').map((c) => c.id);
      if (!known.includes(carrierId))
        throw new UsageError(`unknown carrier ${carrierId}: one of ${known.join(', ')}`);
      const secrets = await readLoginSecrets(values, readStdin).catch((error: unknown) => {
        throw error instanceof SecretArgumentError ? new UsageError(error.message) : error;
      });
      return withDb(config, async (db) => {
        const keyring = await loadKeyring(config, { mayCreateKeyFile: !(await holdsEncryptedRecords(db)) });
        const vault = createVault({ db, keyring });
        const saved = await vault.setCredential({
          agencyId: required(values, 'agency'),
          carrierId,
          username: required(values, 'username'),
          ...secrets,
        });
        console.log(`Login for ${saved.carrierId} saved (${saved.status}).`);
        return 0;
      });
    }
    case 'list-users':
    case 'set-user-role':
    case 'remove-user':
      return withDb(config, (db) =>
        runUserCommand(
          db,
          command,
          {
            agencyId: required(values, 'agency'),
            userId: () => required(values, 'user'),
            role: () => required(values, 'role'),
          },
          (line) => console.log(line),
        ),
      );
    case 'mappings': {
      const [sub, id] = positionals;
      if (!mappingSubcommands.includes(sub as MappingSubcommand))
        throw new UsageError(`mappings ${mappingSubcommands.join(' | ')}`);
      return withDb(config, (db) =>
        runMappingCommand(
          db,
          sub as MappingSubcommand,
          {
            carrierId: () => required(values, 'carrier'),
            id: () => {
              if (!id) throw new UsageError(`mappings ${sub} needs the mapping's id`);
              return id;
            },
          },
          (line) => console.log(line),
        ),
      );
    }
    case 'rotate-master-key':
      assertStoreFree(config);
      return rotateMasterKeyCommand(config, (line) => console.log(line));
    default:
      console.log(usage);
      return command === undefined || command === 'help' || command === '--help' ? 0 : 2;
  }
}

run(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    console.error(`Error: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = error instanceof UsageError ? 2 : 1;
  },
);
