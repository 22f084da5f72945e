// Before any test worker starts: the empty PGlite cluster new stores copy (src/store/pglite-cluster.ts)
// is made once here when none is kept yet, so the workers and the services the tests start do not each
// run initdb at the same moment on a fresh clone. And the folder the workers' test stores live in
// (test/helpers/db.ts): in memory where /dev/shm exists, one per run, removed when the run ends, so a
// worker stopped without its exit handlers leaves nothing behind.

import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openPglite } from '../../src/store/pglite.ts';
import { keptCluster } from '../../src/store/pglite-cluster.ts';

export default async function setup() {
  const stores = mkdtempSync(path.join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'qs-test-stores-'));
  process.env.TEST_STORES_DIR = stores;
  if (!(await keptCluster())) await (await openPglite({ dataDir: undefined, sharedBuffers: '16MB' })).close();
  return () => rmSync(stores, { recursive: true, force: true });
}
