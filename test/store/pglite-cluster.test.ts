// A new PGlite store starts from the cluster an earlier new store kept (src/store/pglite-cluster.ts)
// instead of running initdb again; a kept file that is not to be trusted, or that PGlite cannot load,
// is not used. A copied cluster carries the system identifier initdb gave the kept one; initdb draws a
// new one, so the identifier tells which way a store was made.
import { chmod, mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../src/store/pglite.ts';
import { backend } from '../helpers/db.ts';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'pglite-cluster-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

/** Opens a new store (in memory, or in `dataDir`), returns its system identifier, closes it. */
async function identifier(clusterCache: string, dataDir?: string): Promise<string> {
  const db = await openPglite({ dataDir, clusterCache, sharedBuffers: '16MB' });
  try {
    const [row] = await db.query<{ id: string }>(
      'SELECT system_identifier::text AS id FROM pg_control_system()',
    );
    return row!.id;
  } finally {
    await db.close();
  }
}

describe.runIf(backend === 'pglite')('a new PGlite cluster', () => {
  it('is kept by the first new store and copied by the next, in memory and in a data folder', async () => {
    const cache = path.join(root, 'a', 'cluster.tar');
    const first = await identifier(cache);
    const info = await stat(cache);
    expect(info.mode & 0o777).toBe(0o600);
    expect(await identifier(cache)).toBe(first);
    const dataDir = path.join(root, 'a-data');
    await mkdir(dataDir, { mode: 0o700 });
    expect(await identifier(cache, dataDir)).toBe(first);
    expect(await readdir(dataDir)).toContain('PG_VERSION');
    // Reopened, the folder is resumed as it is (not loaded again over itself).
    expect(await identifier(cache, dataDir)).toBe(first);
  });

  it('runs initdb where the kept file may be written by others, and keeps its own in its place', async () => {
    const cache = path.join(root, 'b', 'cluster.tar');
    const kept = await identifier(cache);
    await chmod(cache, 0o666);
    const other = await identifier(cache);
    expect(other).not.toBe(kept);
    expect((await stat(cache)).mode & 0o777).toBe(0o600);
    expect(await identifier(cache)).toBe(other);
  });

  it('runs initdb where the kept file is not a cluster, removes that file and keeps a good one', async () => {
    const cache = path.join(root, 'c', 'cluster.tar');
    await mkdir(path.dirname(cache), { recursive: true, mode: 0o700 });
    await writeFile(cache, 'not a tar archive', { mode: 0o600 });
    const dataDir = path.join(root, 'c-data');
    await mkdir(dataDir, { mode: 0o700 });
    const made = await identifier(cache, dataDir);
    expect((await stat(cache)).size).toBeGreaterThan(1_000_000);
    expect(await identifier(cache)).toBe(made);
  });
});
