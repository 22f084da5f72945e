// The leak check after every test of test/runs/ (as graphile-worker's suite does): whatever a test
// opened it must have closed by the end of its own hooks: no timer or interval (a heartbeat, a
// worker's sweep, pg-boss), no socket or server (a pool connection, a sandbox), no child process or
// pipe (a browser), and no test store left open (an in-memory PGlite holds no handle, so the store
// helper counts them). Compared with what was open when the test began, so a suite's shared set-up
// (beforeAll) is not counted; it runs after the test file's own afterEach hooks (hooks run as a stack).
import { afterEach, beforeEach, type TestContext } from 'vitest';
import { openTestStores } from '../helpers/db.ts';
import { workerBrowser } from '../helpers/worker-browser.ts';

/** Test files the check applies to. */
const checked = /[\\/]test[\\/]runs[\\/]/;
/** How long closing handles may take to go after the test's last hook (a socket's close event). */
const settleMs = 2000;

type Tally = Map<string, number>;

const tally = (): Tally => {
  const counts: Tally = new Map();
  for (const resource of process.getActiveResourcesInfo())
    counts.set(resource, (counts.get(resource) ?? 0) + 1);
  return counts;
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * What is open when the test begins. Vitest keeps a short-lived timer of its own now and then, so the
 * baseline is the fewest of each seen over a moment (else a leaked timer could hide behind it).
 */
async function settledTally(): Promise<Tally> {
  const least = tally();
  for (let i = 0; i < 6; i += 1) {
    await pause(25);
    const now = tally();
    for (const [resource, n] of least) least.set(resource, Math.min(n, now.get(resource) ?? 0));
  }
  return least;
}

function extra(before: Tally, after: Tally): string[] {
  const found: string[] = [];
  for (const [resource, n] of after) {
    const more = n - (before.get(resource) ?? 0);
    if (more > 0) found.push(`${more} × ${resource}`);
  }
  return found;
}

let baseline: { resources: Tally; stores: Set<string> } | undefined;

const applies = (context: TestContext) => checked.test(context.task.file.filepath);

beforeEach(async (context) => {
  // The test worker's one browser (test/helpers/worker-browser.ts) is shared set-up, as a beforeAll's
  // is: launched before the count, so a test's first job does not count it as left open.
  if (applies(context)) await workerBrowser();
  baseline = applies(context)
    ? { resources: await settledTally(), stores: new Set(openTestStores()) }
    : undefined;
});

afterEach(async () => {
  if (!baseline) return;
  const { resources, stores } = baseline;
  baseline = undefined;
  const deadline = Date.now() + settleMs;
  let leaked: string[];
  for (;;) {
    leaked = [
      ...extra(resources, tally()),
      ...openTestStores()
        .filter((store) => !stores.has(store))
        .map((store) => `${store} not closed`),
    ];
    if (leaked.length === 0 || Date.now() > deadline) break;
    await pause(25);
  }
  if (leaked.length > 0) {
    throw new Error(
      `The test left open: ${leaked.join(', ')} (close what it opens: stores, workers, timers, browsers)`,
    );
  }
});
