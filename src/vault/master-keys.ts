// The vault's master keyring: versioned AES-256 keys from VAULT_MASTER_KEYS (production, several nodes)
// or from a key file in the data folder (embedded, created on first start). The highest version is
// current: new data keys are wrapped with it; older versions stay to unwrap what they wrapped.
import { chmod, mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type Config, ConfigError, newMasterKey } from '../config.ts';
import { AppError } from '../errors.ts';
import type { MasterKey } from './envelope.ts';

export const keyFileName = 'vault-master-keys.json';

export interface Keyring {
  /** `env`: VAULT_MASTER_KEYS, only the operator adds keys. `file`: the key file, rotation adds them. */
  readonly source: 'env' | 'file';
  /** The key file, for `file` keyrings. */
  readonly filePath: string | undefined;
  current(): MasterKey;
  get(version: number): Buffer | undefined;
  /** Every version held, ascending. */
  versions(): number[];
  /**
   * Adds the next version (a fresh random key unless one is given) and makes it current. A file
   * keyring writes the file before returning, so no data key is ever wrapped by an unsaved key.
   * An env keyring refuses: the key must be added to VAULT_MASTER_KEYS on every node.
   */
  addVersion(base64Key?: string): Promise<MasterKey>;
  /**
   * Reads the key file again (a rotation by another process added a version); true when it changed.
   * Env keyrings never change while running.
   */
  reload(): Promise<boolean>;
}

interface KeyFile {
  comment: string;
  keys: { version: number; key: string; createdAt: string }[];
}

const FILE_COMMENT =
  'Vault master keys (docs/vault.md). Secret: back it up with the database; without it no carrier credential can be decrypted.';

export interface LoadKeyringOptions {
  /**
   * Whether a missing key file may be created: only when nothing was ever encrypted (a fresh key
   * could open nothing already stored). Otherwise the missing file is a configuration error.
   */
  mayCreateKeyFile?: boolean;
}

/** VAULT_MASTER_KEYS when set, else the key file in the data folder (created on first use). */
export async function loadKeyring(
  config: Pick<Config, 'vaultMasterKeys' | 'dataDir' | 'role'> & { databaseUrl?: string | undefined },
  options: LoadKeyringOptions = {},
): Promise<Keyring> {
  if (Object.keys(config.vaultMasterKeys).length > 0) return keyringFromKeys(config.vaultMasterKeys);
  // Separate api and worker processes each with their own key file could not read each other's records.
  if (config.role !== 'all') {
    throw new ConfigError(`ROLE=${config.role} needs VAULT_MASTER_KEYS, the same on every node`);
  }
  // A PostgreSQL database may be shared by several nodes, each with its own data folder and key file.
  if (config.databaseUrl) {
    throw new ConfigError(
      'DATABASE_URL needs VAULT_MASTER_KEYS, the same on every node (the key file is for embedded starts)',
    );
  }
  const filePath = path.join(config.dataDir, keyFileName);
  if (options.mayCreateKeyFile === false && !(await readKeyFile(filePath))) {
    throw new ConfigError(
      `the vault key file ${filePath} is missing but stored records are encrypted: restore it from backup (a new key would open nothing)`,
    );
  }
  return openKeyFile(filePath);
}

/** A keyring from `{ version: base64Key }` (VAULT_MASTER_KEYS as parsed by config). */
export function keyringFromKeys(keys: Record<number, string>): Keyring {
  const held = decodeKeys(Object.entries(keys).map(([version, key]) => ({ version: Number(version), key })));
  return createKeyring(held, 'env', undefined, undefined, async () => {
    throw new AppError(
      'INVALID_STATE',
      'Master keys come from VAULT_MASTER_KEYS: add the next "version:base64key" pair there on every node, restart, then run the rotation',
    );
  });
}

/** Reads the key file, or creates it (mode 0600, one fresh key) when there is none yet. */
export async function openKeyFile(filePath: string): Promise<Keyring> {
  let file = await readKeyFile(filePath);
  if (!file) {
    await mkdir(path.dirname(filePath), { recursive: true });
    file = { comment: FILE_COMMENT, keys: [{ version: 1, key: newMasterKey(), createdAt: nowIso() }] };
    try {
      // `wx`: if another process created it first, use that one rather than overwrite a live key.
      await writeFile(filePath, serialize(file), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      file = await readKeyFile(filePath);
      if (!file) throw error;
    }
  }
  let entries = file.keys;
  const held = decodeKeys(entries, filePath);
  const reload = async () => {
    const again = await readKeyFile(filePath);
    if (!again) return false;
    const fresh = decodeKeys(again.keys, filePath);
    let changed = false;
    for (const [version, key] of fresh) {
      if (!held.has(version)) {
        held.set(version, key);
        changed = true;
      }
    }
    entries = again.keys;
    return changed;
  };
  return createKeyring(held, 'file', filePath, reload, async (key) => {
    await reload(); // never reuse a number another process has just added
    const version = Math.max(...held.keys()) + 1;
    const next = [...entries, { version, key, createdAt: nowIso() }];
    // Write a new file and rename it over the old one: a crash leaves either file whole, never half.
    const tmp = `${filePath}.${process.pid}.tmp`;
    await writeFile(tmp, serialize({ comment: FILE_COMMENT, keys: next }), { mode: 0o600, flag: 'w' });
    await rename(tmp, filePath);
    entries = next;
    return version;
  });
}

function createKeyring(
  held: Map<number, Buffer>,
  source: Keyring['source'],
  filePath: string | undefined,
  reload: (() => Promise<boolean>) | undefined,
  persist: (base64Key: string) => Promise<number>,
): Keyring {
  const versions = () => [...held.keys()].sort((a, b) => a - b);
  return {
    source,
    filePath,
    current() {
      const version = Math.max(...held.keys());
      return { version, key: held.get(version)! };
    },
    get: (version) => held.get(version),
    versions,
    reload: async () => (reload ? reload() : false),
    async addVersion(base64Key) {
      const key = base64Key ?? newMasterKey();
      const bytes = decodeKey(key, 'the new master key');
      // Reusing a key is no rotation, and would leave two versions that mean the same thing.
      if ([...held.values()].some((k) => k.equals(bytes))) {
        throw new AppError('INVALID_STATE', 'The new master key is already in the keyring');
      }
      const version = await persist(key);
      held.set(version, bytes);
      return { version, key: bytes };
    },
  };
}

async function readKeyFile(filePath: string): Promise<KeyFile | undefined> {
  let text: string;
  try {
    text = await readFile(filePath, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  // A key file others can read is a key others can use: narrow it, as ssh would insist.
  if (process.platform !== 'win32' && ((await stat(filePath)).mode & 0o077) !== 0) {
    await chmod(filePath, 0o600);
  }
  let file: KeyFile;
  try {
    file = JSON.parse(text) as KeyFile;
  } catch {
    throw new ConfigError(`the vault key file ${filePath} is not valid JSON: restore it from backup`);
  }
  if (!Array.isArray(file?.keys) || file.keys.length === 0) {
    throw new ConfigError(`the vault key file ${filePath} holds no keys: restore it from backup`);
  }
  return file;
}

/** Keys by version; a bad entry is a one-line configuration error naming `where` (the key file). */
function decodeKeys(
  entries: readonly { version: number; key: string }[],
  where = 'the keyring',
): Map<number, Buffer> {
  const held = new Map<number, Buffer>();
  for (const entry of entries) {
    const version = entry?.version;
    if (!Number.isInteger(version) || version < 1 || held.has(version)) {
      throw new ConfigError(`vault master key version ${version} in ${where} is invalid or repeated`);
    }
    const bytes = typeof entry.key === 'string' ? Buffer.from(entry.key, 'base64') : Buffer.alloc(0);
    if (bytes.length !== 32) {
      throw new ConfigError(`vault master key version ${version} in ${where} is not 32 bytes of base64`);
    }
    held.set(version, bytes);
  }
  if (held.size === 0) throw new ConfigError(`${where} holds no vault master key`);
  return held;
}

function decodeKey(base64Key: string, what: string): Buffer {
  const bytes = Buffer.from(base64Key, 'base64');
  if (bytes.length !== 32) throw new AppError('INTERNAL_ERROR', `${what} must be 32 bytes, base64`);
  return bytes;
}

const nowIso = () => new Date().toISOString();
const serialize = (file: KeyFile) => `${JSON.stringify(file, null, 2)}\n`;
