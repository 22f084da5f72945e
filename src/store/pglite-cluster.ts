// A new PGlite cluster costs initdb: about 2.8 CPU-s of WASM on this machine kind (PGlite starts a
// second server for it, dumps what initdb wrote and loads it), where a copy of one loads in about 0.3.
// The first new store on a machine keeps the cluster as initdb left it (before anything of ours is in
// it) in node_modules/.cache; later new stores start from that copy: a new data folder, a test's
// template, each CLI command run on a fresh folder. Keyed by PGlite's version. A cache file that is
// not this user's own, or that others may write, is ignored; one PGlite cannot load is removed.

import { readFileSync } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));

const pgliteVersion = (
  JSON.parse(readFileSync(path.join(root, 'node_modules/@electric-sql/pglite/package.json'), 'utf8')) as {
    version: string;
  }
).version;

/** Where the kept cluster lives (one file per PGlite version). */
export const clusterCacheFile = path.join(
  root,
  'node_modules/.cache/quoting-service',
  `pglite-${pgliteVersion}-cluster.tar`,
);

/** The kept cluster, if there is one this process may trust. */
export async function keptCluster(file = clusterCacheFile): Promise<Blob | undefined> {
  try {
    const info = await stat(file);
    const ours = process.getuid === undefined || info.uid === process.getuid();
    if (!info.isFile() || !ours || (info.mode & 0o022) !== 0) return undefined;
    return new Blob([await readFile(file)]);
  } catch {
    return undefined;
  }
}

/** Keeps `cluster` for later new stores: written whole, then renamed into place (never half a file). */
export async function keepCluster(cluster: Blob, file = clusterCacheFile): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    await writeFile(temporary, Buffer.from(await cluster.arrayBuffer()), { mode: 0o600 });
    await rename(temporary, file);
  } catch {
    // A read-only install: every new store runs initdb, as without the cache.
    await rm(temporary, { force: true });
  }
}

/** Drops a kept cluster PGlite could not start from. */
export async function forgetCluster(file = clusterCacheFile): Promise<void> {
  await rm(file, { force: true });
}
