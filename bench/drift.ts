// `npm run bench -- drift [--seeds N] [--first S] [--carriers a,b] [--without kind,kind] [--confirm]`
// (`--confirm`: each paused pair run again after a person confirmed its proposals once): every sandbox portal drifted from N
// seeds (S, S+1, …), one line per carrier quoted for the same client as undrifted, each outcome judged
// (test/e2e/support/drift.ts). Prints each (seed, portal) verdict, the counts per portal and overall:
// quoted with no person (must be at least 70 %), paused for a person, portal_changed with evidence, and
// violations (must be none: another premium, a quote where there was none, another failure).
import type { DriftKind } from '../sandbox/core/drift.ts';
import { launchChromium } from '../src/agents/chromium.ts';
import { DRIFT_CASES, driftRun, tally } from '../test/e2e/support/drift.ts';

const option = (args: string[], name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};

export async function run(args: string[]) {
  const count = Number(option(args, 'seeds') ?? 20);
  const first = Number(option(args, 'first') ?? 1);
  const only = option(args, 'carriers')?.split(',');
  const without = option(args, 'without')?.split(',') as DriftKind[] | undefined;
  const cases = only ? DRIFT_CASES.filter((c) => only.includes(c.carrierId)) : DRIFT_CASES;
  const seeds = Array.from({ length: count }, (_, i) => first + i);
  const browser = await launchChromium({ flavor: 'headless-shell' });
  const started = Date.now();
  try {
    const { results } = await driftRun({
      seeds,
      cases,
      browser,
      without,
      confirm: args.includes('--confirm'),
      onResult: (r) => {
        const v = r.verdict;
        const detail =
          v.kind === 'quoted'
            ? `$${v.premium}`
            : v.kind === 'paused'
              ? `${r.afterConfirming ? `then ${r.afterConfirming.kind} after confirming: ` : ''}${v.labels.join(' | ')}`
              : v.kind === 'changed'
                ? v.evidence
                : v.kind === 'violation'
                  ? v.what
                  : v.outcome;
        console.log(
          `seed ${String(r.seed).padStart(3)}  ${r.carrierId.padEnd(20)} ${v.kind.padEnd(12)} ${detail.slice(0, 160)}`,
        );
      },
    });
    console.log(
      '\n| Portal | Pairs | Quoted, no person | Paused for a person | portal_changed | Violations | Paused, then quoted after one confirmation |',
    );
    console.log('|---|---|---|---|---|---|---|');
    for (const c of cases) {
      const t = tally(results.filter((r) => r.carrierId === c.carrierId));
      console.log(
        `| ${c.carrierId} | ${t.pairs} | ${t.quotedNoPerson} | ${t.paused} | ${t.changed} | ${t.violations.length} | ${t.quotedAfterConfirming} |`,
      );
    }
    const all = tally(results);
    console.log(
      `| all | ${all.pairs} | ${all.quotedNoPerson} (${(all.share * 100).toFixed(0)} %) | ${all.paused} | ${all.changed} | ${all.violations.length} | ${all.quotedAfterConfirming} |`,
    );
    console.log(
      `\nseeds ${first}..${first + count - 1}${without ? `, without ${without.join(', ')}` : ''}, ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
  } finally {
    await browser.close();
  }
}
