// Agent cost on this machine: each job's agent time divided by the portal's own latency (the physical
// floor), alone and with 10, 20 and 30 jobs at once, on the realistic profile; memory per concurrent
// browser context; jobs that timed out. Drives the Ironclad cyber and Bluebonnet cyber playbooks
// directly (no queue), half each, every job for its own applicant.
import { readdirSync, readFileSync } from 'node:fs';
import { baseLatency, requestKind } from '../sandbox/core/latency.ts';
import { startSandbox } from '../sandbox/server.ts';
import { createBrowserPool } from '../src/agents/browser-pool.ts';
import { playbookFor } from '../src/agents/carriers/index.ts';
import { runPlaybookDirectly } from '../src/agents/testing.ts';
import { builtInCarrier } from '../src/carrier-definitions/built-in.ts';
import type { Submission } from '../src/domain/quote-request/model/submission.ts';
import { validCreateBody } from '../test/fixtures/quote-request.ts';

const LEVELS = (process.env.BENCH_LEVELS ?? '1,10,20,30').split(',').map(Number);

function chromiumPssBytes(): number {
  let total = 0;
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!cmd.includes('chromium')) continue;
      const pss = /Pss:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'));
      if (pss) total += Number(pss[1]) * 1024;
    } catch {
      // the process ended meanwhile
    }
  }
  return total;
}

/** A cyber submission for a clothing store of its own (Ironclad and Bluebonnet both quote it). */
export function submission(i: number): Submission {
  const body = validCreateBody({
    input: {
      businessName: `Bench ${i} Apparel LLC`,
      industryCode: '448140',
      industryDescription: 'Family clothing store',
    },
  });
  body.linesRequested = ['cyber'];
  body.cyber = {
    aggregateLimit: 1_000_000,
    retention: 10_000,
    recordsHeld: '<100k',
    securityControls: { mfa: true, encryption: true, backups: true },
  } as never;
  return body;
}

/** The scripted person's answer to any underwriting question those playbooks ask. */
export const answer = (q: { type: string; choices?: string[] }) =>
  q.type === 'yes_no'
    ? false
    : q.type === 'choice'
      ? q.choices![0]!
      : 'Nightly encrypted offsite backups, restore tested quarterly.';

export async function run() {
  const sandbox = await startSandbox({ port: 0, profile: 'realistic' });
  const pool = createBrowserPool({ flavor: 'headless-shell' });
  const carriers = ['ironclad-specialty', 'bluebonnet'];
  let n = 0;
  const warm = await pool.newContext();
  await warm.close();
  const browserAlone = chromiumPssBytes();
  console.log(
    `Chromium (headless shell) with no context open: ${(browserAlone / 1024 / 1024).toFixed(0)} MB PSS\n`,
  );
  console.log(
    '| Jobs at once | mean agent time / floor | worst | timed out | other failures | peak Chromium PSS | per context |',
  );
  console.log('|---|---|---|---|---|---|---|');
  const perCarrier: string[] = [];
  for (const level of LEVELS) {
    let peakPss = 0;
    const sampler = setInterval(() => {
      peakPss = Math.max(peakPss, chromiumPssBytes());
    }, 1000);
    const ratios: number[] = [];
    const byCarrier = new Map<string, number[]>();
    let timedOut = 0;
    const failures = new Map<string, number>();
    await Promise.all(
      Array.from({ length: level }, async (_, k) => {
        const carrierId = carriers[k % carriers.length]!;
        const portal = sandbox.portals.find((p) => p.id === carrierId)!;
        const context = await pool.newContext();
        const page = await context.newPage();
        let floor = 0;
        page.on('request', (r) => {
          const kind = requestKind(new URL(r.url()).pathname);
          if (r.resourceType() === 'document' || r.resourceType() === 'fetch' || r.resourceType() === 'xhr') {
            floor += baseLatency('realistic', kind, portal.realisticPageMs);
          }
        });
        const started = Date.now();
        try {
          await runPlaybookDirectly({
            playbook: playbookFor(carrierId, builtInCarrier(carrierId))!,
            page,
            line: 'cyber',
            submission: submission(n++),
            portalUrl: sandbox.origin(carrierId),
            credential: portal.accounts[0]!,
            answers: async (qs) => Object.fromEntries(qs.map((q) => [q.id, answer(q)])),
          });
          const ratio = (Date.now() - started) / floor;
          ratios.push(ratio);
          byCarrier.set(carrierId, [...(byCarrier.get(carrierId) ?? []), ratio]);
        } catch (error) {
          if (/Timeout|timeout/.test(String(error))) timedOut += 1;
          else {
            const type = (error as { errorType?: string }).errorType ?? 'error';
            failures.set(type, (failures.get(type) ?? 0) + 1);
          }
        } finally {
          await context.close();
        }
      }),
    );
    clearInterval(sampler);
    const mean = ratios.reduce((a, b) => a + b, 0) / Math.max(1, ratios.length);
    const mb = (b: number) => `${(b / 1024 / 1024).toFixed(0)} MB`;
    console.log(
      `| ${level} | ${mean.toFixed(2)} | ${Math.max(...ratios).toFixed(2)} | ${timedOut} | ${[...failures].map(([k, v]) => `${v} ${k}`).join(', ') || 0} | ${mb(peakPss)} | ${mb((peakPss - browserAlone) / level)} |`,
    );
    for (const [carrierId, rs] of byCarrier)
      perCarrier.push(
        `${level} at once, ${carrierId}: ${rs.length} quoted, mean ${(rs.reduce((a, b) => a + b, 0) / rs.length).toFixed(2)}, worst ${Math.max(...rs).toFixed(2)}`,
      );
  }
  console.log(`\n${perCarrier.join('\n')}`);
  await pool.close();
  await sandbox.close();
}
