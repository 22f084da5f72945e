// What a job's evidence costs in CPU (docs/decisions/0013, 0015, 0018): the same twelve flows (Ironclad
// and Bluebonnet cyber, four at once, fast sandbox profile, so CPU and not portal latency sets the pace)
// with no evidence, with a masked screenshot after every step (the page's DevTools session), with each
// kind of trace window an attempt records (`full`: a DOM snapshot before and after every action and
// Playwright's network record; `actions`, the default: the actions and the requests), a window per
// step, and with a screenshot and the default trace, as a job records them. CPU of Chromium (this
// process's children) and of this process (the playbooks' Playwright client and the sandbox portals),
// from /proc.
import { availableParallelism } from 'node:os';
import { startSandbox } from '../sandbox/server.ts';
import { createBrowserPool } from '../src/agents/browser-pool.ts';
import { playbookFor } from '../src/agents/carriers/index.ts';
import { maskedScreenshot } from '../src/agents/runtime/steps.ts';
import { openTraceWindow, type TraceMode } from '../src/agents/runtime/trace-window.ts';
import { runPlaybookDirectly } from '../src/agents/testing.ts';
import { builtInCarrier } from '../src/carrier-definitions/built-in.ts';
import { answer, submission } from './agents.ts';
import { cpuBetween, cpuSnapshot } from './capacity-procs.ts';

const FLOWS = 12;
const AT_ONCE = 4;
const CARRIERS = ['ironclad-specialty', 'bluebonnet'];

interface Setting {
  name: string;
  screenshots: boolean;
  trace: TraceMode;
}

const SETTINGS: Setting[] = [
  { name: 'no trace, no screenshots', screenshots: false, trace: 'off' },
  { name: 'a masked screenshot after every step', screenshots: true, trace: 'off' },
  { name: 'trace `full`: DOM snapshots and network record (before 0018)', screenshots: false, trace: 'full' },
  { name: 'trace `actions`: actions and requests (the default)', screenshots: false, trace: 'actions' },
  { name: 'screenshots and the default trace, as a job records them', screenshots: true, trace: 'actions' },
];

async function measure(setting: Setting) {
  const sandbox = await startSandbox({ port: 0, profile: 'fast' });
  const pool = createBrowserPool({ flavor: 'headless-shell' });
  await (await pool.newContext()).close(); // the browser is up before the clock starts
  const before = cpuSnapshot();
  let next = 0;
  let quoted = 0;
  await Promise.all(
    Array.from({ length: AT_ONCE }, async () => {
      for (let i = next++; i < FLOWS; i = next++) {
        const carrierId = CARRIERS[i % CARRIERS.length]!;
        const portal = sandbox.portals.find((p) => p.id === carrierId)!;
        const context = await pool.newContext();
        try {
          const trace = await openTraceWindow(context, setting.trace);
          const page = await context.newPage();
          const run = await runPlaybookDirectly({
            playbook: playbookFor(carrierId, builtInCarrier(carrierId))!,
            page,
            line: 'cyber',
            submission: submission(i),
            portalUrl: sandbox.origin(carrierId),
            credential: portal.accounts[0]!,
            answers: async (qs) => Object.fromEntries(qs.map((q) => [q.id, answer(q)])),
            afterStep: async () => {
              if (setting.screenshots) await maskedScreenshot(page);
              await trace.next();
            },
          });
          if (run.outcome.kind === 'quoted') quoted += 1;
          await trace.discard();
        } finally {
          await context.close();
        }
      }
    }),
  );
  const cpu = cpuBetween(before, cpuSnapshot(), availableParallelism());
  await pool.close();
  await sandbox.close();
  return {
    quoted,
    wall: (Date.now() - before.at) / 1000,
    chromium: cpu.servicesSeconds,
    driver: cpu.benchSeconds,
  };
}

const ROUNDS = 2;

export async function run() {
  console.log(
    `${FLOWS} flows, ${AT_ONCE} at once (${CARRIERS.join(', ')} cyber), fast sandbox profile; the settings in turn, ${ROUNDS} rounds (runs vary by a few CPU-seconds)\n`,
  );
  const totals = new Map<Setting, number[]>();
  const quoted = new Map<Setting, number>();
  for (let round = 0; round < ROUNDS; round++)
    for (const setting of SETTINGS) {
      const r = await measure(setting);
      totals.set(setting, [...(totals.get(setting) ?? []), r.chromium + r.driver]);
      quoted.set(setting, (quoted.get(setting) ?? 0) + r.quoted);
    }
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const base = mean(totals.get(SETTINGS[0]!)!);
  console.log('| Evidence | quoted | CPU (Chromium, driver and sandbox) per round | mean | × no evidence |');
  console.log('|---|---|---|---|---|');
  for (const setting of SETTINGS) {
    const t = totals.get(setting)!;
    console.log(
      `| ${setting.name} | ${quoted.get(setting)}/${FLOWS * ROUNDS} | ${t.map((x) => `${x.toFixed(1)} s`).join(', ')} | ${mean(t).toFixed(1)} s | ${(mean(t) / base).toFixed(2)} |`,
    );
  }
}
