// What a job's evidence costs in CPU (docs/decisions/0013): the same twelve flows (Ironclad and
// Bluebonnet cyber, four at once, fast sandbox profile, so CPU and not portal latency sets the pace)
// with no evidence, with a masked screenshot after every step as the service took it before (Playwright's
// page.screenshot) and takes it now (the page's DevTools session), with a Playwright trace as attempts
// recorded it before (screencast and DOM snapshots) and as they record it now (DOM snapshots, no
// screencast, the kit's reads not recorded), and with both, as a job records them. CPU of Chromium
// (this process's children) and of this process (the playbooks' Playwright client and the sandbox
// portals), from /proc.
import { availableParallelism } from 'node:os';
import type { Page } from 'playwright-core';
import { startSandbox } from '../sandbox/server.ts';
import { createBrowserPool } from '../src/agents/browser-pool.ts';
import { playbookFor } from '../src/agents/carriers/index.ts';
import { maskedScreenshot } from '../src/agents/runtime/steps.ts';
import { runPlaybookDirectly } from '../src/agents/testing.ts';
import { answer, submission } from './agents.ts';
import { cpuBetween, cpuSnapshot } from './capacity-procs.ts';

const FLOWS = 12;
const AT_ONCE = 4;
const CARRIERS = ['ironclad-specialty', 'bluebonnet'];

interface Setting {
  name: string;
  screenshots: false | 'playwright' | 'devtools';
  trace?: { screenshots: boolean; snapshots: boolean };
}

const NOW = { screenshots: false, snapshots: true };

const SETTINGS: Setting[] = [
  { name: 'no trace, no screenshots', screenshots: false },
  {
    name: "a masked screenshot after every step, by Playwright's page.screenshot (before)",
    screenshots: 'playwright',
  },
  {
    name: "a masked screenshot after every step, by the page's DevTools session (now)",
    screenshots: 'devtools',
  },
  {
    name: 'trace with screencast and DOM snapshots (before)',
    screenshots: false,
    trace: { screenshots: true, snapshots: true },
  },
  {
    name: 'trace with DOM snapshots, no screencast, reads not recorded (now)',
    screenshots: false,
    trace: NOW,
  },
  { name: 'trace and screenshots, as a job records them (now)', screenshots: 'devtools', trace: NOW },
];

/** The step screenshot as the service took it before: Playwright's page.screenshot with its mask. */
const playwrightScreenshot = (page: Page) =>
  page.screenshot({
    type: 'jpeg',
    quality: 60,
    mask: [page.locator('input[type=password], [data-secret]')],
    maskColor: '#444',
    timeout: 5000,
  });

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
          if (setting.trace) await context.tracing.start(setting.trace);
          const page = await context.newPage();
          const run = await runPlaybookDirectly({
            playbook: playbookFor(carrierId)!,
            page,
            line: 'cyber',
            submission: submission(i),
            portalUrl: sandbox.origin(carrierId),
            credential: portal.accounts[0]!,
            answers: async (qs) => Object.fromEntries(qs.map((q) => [q.id, answer(q)])),
            ...(setting.screenshots
              ? {
                  afterStep: async () =>
                    void (await (setting.screenshots === 'devtools'
                      ? maskedScreenshot
                      : playwrightScreenshot)(page)),
                }
              : {}),
          });
          if (run.outcome.kind === 'quoted') quoted += 1;
          if (setting.trace) await context.tracing.stop();
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
