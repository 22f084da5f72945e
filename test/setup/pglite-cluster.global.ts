// Before any test worker starts: the empty PGlite cluster new stores copy (src/store/pglite-cluster.ts)
// is made once here when none is kept yet, so the workers and the services the tests start do not each
// run initdb at the same moment on a fresh clone.

import { openPglite } from '../../src/store/pglite.ts';
import { keptCluster } from '../../src/store/pglite-cluster.ts';

export default async function setup() {
  if (await keptCluster()) return;
  await (await openPglite({ dataDir: undefined, sharedBuffers: '16MB' })).close();
}
