// Chaos: the deployment an operator runs, one API node and two worker nodes on one PostgreSQL
// with the sandbox in its own process (test/e2e/support/chaos.ts), while at least 20 runs go on: each
// worker SIGKILLed and started again at a random moment, the API node too, and PostgreSQL itself
// restarted (`pg_ctlcluster … restart`, 30 s into the runs as an operator saw it). Prints what must be
// zero (requests not terminal, jobs without an outcome, submissions beyond one per job, premiums that
// differ between runs of the same data, processes that exited on their own) and the time from the
// database's return to the first job step begun after it (goal: under 10 s).
// `--runs 24`, `--agencies 12`, `--profile realistic|fast`, `--concurrency n` (seats per worker),
// `--restart "<command>"` (default: pg_ctlcluster for the cluster on DATABASE_URL's port),
// `--timeout 900` (seconds).
import { execFile, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import pg from 'pg';
import { defaultConcurrency } from '../src/config.ts';
import { openStore } from '../src/store/open.ts';
import { type ChaosReport, runChaos } from '../test/e2e/support/chaos.ts';

const run$ = promisify(execFile);

interface Options {
  runs: number;
  agencies: number;
  profile: 'fast' | 'realistic';
  concurrency: number;
  restart: string[] | undefined;
  timeoutMs: number;
}

function parse(args: string[]): Options {
  const value = (name: string) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const profile = value('profile') ?? 'realistic';
  if (profile !== 'fast' && profile !== 'realistic') throw new Error('--profile is fast or realistic');
  const runs = Number(value('runs') ?? 24);
  return {
    runs,
    agencies: Number(value('agencies') ?? Math.ceil(runs / 2)),
    profile,
    // Two workers on one machine share its cores (docs/operations.md, "Sizing seats").
    concurrency: Number(value('concurrency') ?? Math.max(1, Math.floor(defaultConcurrency() / 2))),
    restart: value('restart')?.split(' '),
    timeoutMs: Number(value('timeout') ?? 900) * 1000,
  };
}

/** `pg_ctlcluster <version> <cluster> restart` for the cluster listening on the URL's port. */
function clusterRestart(databaseUrl: string): string[] {
  const port = new URL(databaseUrl).port || '5432';
  const lines = execFileSync('pg_lsclusters', ['--no-header'], { encoding: 'utf8' }).trim().split('\n');
  const cluster = lines.map((l) => l.trim().split(/\s+/)).find((f) => f[2] === port);
  if (!cluster) throw new Error(`no cluster on port ${port} in pg_lsclusters; give --restart "<command>"`);
  return ['pg_ctlcluster', '--skip-systemctl-redirect', cluster[0]!, cluster[1]!, 'restart'];
}

/** Milliseconds since the epoch at which a new connection first answered. */
async function answersAgain(url: string): Promise<number> {
  for (;;) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('SELECT 1');
      return Date.now();
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      await client.end().catch(() => undefined);
    }
  }
}

const between = (low: number, high: number) => Math.round((low + Math.random() * (high - low)) * 1000);

export async function run(args: string[]) {
  const o = parse(args);
  const base = process.env.DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
  const restart = o.restart ?? clusterRestart(base);
  const name = `chaos_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const db = await openStore({ databaseUrl, dataDir: '.', startWaitMs: 60_000 });
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  console.log(
    `Chaos at ${commit}: ${o.runs} runs (${o.runs * 2} carrier jobs) of ${o.agencies} agencies, ` +
      `${o.profile} portals, 2 workers × ${o.concurrency} seats; the database restarts with: ${restart.join(' ')}\n`,
  );
  let report: ChaosReport | undefined;
  try {
    report = await runChaos({
      databaseUrl,
      db,
      runs: o.runs,
      agencies: o.agencies,
      profile: o.profile,
      workerConcurrency: o.concurrency,
      at: {
        killWorker1: between(8, 18),
        killApi: between(18, 28),
        outage: 30_000,
        killWorker2: between(40, 55),
      },
      outage: async () => {
        await run$(restart[0]!, restart.slice(1));
        return answersAgain(databaseUrl);
      },
      timeoutMs: o.timeoutMs,
      log: (line) => console.log(line),
    });
  } finally {
    await db.close();
    const cleanup = new pg.Client({ connectionString: base });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await cleanup.end();
  }
  print(report);
  const clean =
    !report.timedOut &&
    report.stuck.length + report.lost.length + report.failed.length + report.differingPremiums.length === 0 &&
    report.duplicateSubmissions === 0 &&
    report.exitedOnTheirOwn.length === 0;
  process.exit(clean ? 0 : 1);
}

function print(r: ChaosReport) {
  const s = (ms: number | undefined) => (ms === undefined ? 'n/a' : `${(ms / 1000).toFixed(1)} s`);
  console.log(`
| Figure | Value |
|---|---|
| runs (carrier jobs) | ${r.runs} (${r.jobs}) |
| faults | ${r.faults.map((f) => `${f.fault} at ${s(f.atMs)}`).join('; ')} |
| requests not terminal (stuck) | ${r.stuck.length} |
| jobs without an outcome (lost) | ${r.lost.length} |
| jobs ended other than quoted | ${r.failed.length} |
| submissions beyond one per job | ${r.duplicateSubmissions} |
| premiums differing between runs of the same data | ${r.differingPremiums.length} |
| processes that exited on their own | ${r.exitedOnTheirOwn.length} |
| database away (restart until a new connection answered) | ${s(r.outageMs)} |
| jobs at a portal then, and those of them handed back to the queue for it | ${r.runningAtOutage ?? 'n/a'}, ${r.handedBack ?? 'n/a'} |
| "database unavailable" lines per node that saw it | ${
    Object.entries(r.outageLines)
      .map(([node, n]) => `${node} ${n}`)
      .join(', ') || 'none'
  } |
| from its return to the first job step begun | ${s(r.firstProgressMs)} |
| from the start of the runs to the last one ending | ${s(r.wallMs)}${r.timedOut ? ' (timed out)' : ''} |
`);
  for (const line of [
    ...r.stuck,
    ...r.lost,
    ...r.failed,
    ...r.duplicated,
    ...r.differingPremiums,
    ...r.exitedOnTheirOwn,
  ])
    console.log(line);
}
