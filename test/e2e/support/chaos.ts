import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Db } from '../../../src/store/db.ts';
import {
  type ChaosCounts,
  type ChaosRun,
  countChaos,
  type RunView,
  type SandboxSubmission,
} from './chaos-count.ts';
import { firstStepAfter, lostJob, seedAgencies, stepsOf } from './chaos-db.ts';
import { CARRIERS, chaosNodes, planRuns } from './chaos-nodes.ts';
import { answersFor, partnerCall, type Question } from './person.ts';
import { freePort, sandboxPortalUrls, startNode, waitForOutput } from './processes.ts';

export interface ChaosSchedule {
  /**
   * Milliseconds after the runs were started. A fault waits for the database to be back, and the outage
   * for every node to be up, so that it meets running nodes (a node started meanwhile waits for it).
   */
  killWorker1: number;
  killApi: number;
  outage: number;
  killWorker2: number;
}

export interface ChaosOptions {
  /** What every node connects to (with `schema`, a schema of the caller's). */
  databaseUrl: string;
  schema?: string;
  /** The same database on the caller's own connections: the agency is seeded and steps are read there. */
  db: Db;
  runs: number;
  /** Agencies the runs are shared among, each with its own logins: one job per login runs at a time. */
  agencies: number;
  profile: 'fast' | 'realistic';
  workerConcurrency: number;
  at: ChaosSchedule;
  /**
   * Makes the database go away and resolves with when it answered again. `refusedTwice` resolves once
   * the partner's polls were refused twice (503, Retry-After apart): an outage as long as a client sees.
   */
  outage(refusedTwice: () => Promise<void>): Promise<number>;
  timeoutMs: number;
  /** More environment for every node (heartbeat, retry delays). */
  env?: Record<string, string>;
  log(line: string): void;
}

export interface ChaosReport extends ChaosCounts {
  exitedOnTheirOwn: string[];
  faults: { fault: string; atMs: number }[];
  /** From the database going away to its answering again. */
  outageMs?: number;
  /** From the database's return to the first step a job began after it. */
  firstProgressMs?: number;
  /**
   * Jobs running on a live worker when the database went away, and those of them handed back to the
   * queue for it (their attempt moved on before the next fault, or by the end if none followed).
   */
  runningAtOutage?: number;
  handedBack?: number;
  /** How many times each node that saw the outage logged the database unavailable (once is right). */
  outageLines: Record<string, number>;
  /** From the runs' start to the last one ending. */
  wallMs: number;
  timedOut: boolean;
}

/** A run as the partner reads it: its jobs with the questions a person answers. */
type PolledView = Omit<RunView, 'jobs'> & {
  jobs: (RunView['jobs'][number] & { actionRequired?: { questions?: Question[] } })[];
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function runChaos(options: ChaosOptions): Promise<ChaosReport> {
  const cleanup: (() => Promise<unknown>)[] = [];
  try {
    return await chaos(options, cleanup);
  } finally {
    for (const step of cleanup.reverse()) await step().catch(() => undefined);
  }
}

async function chaos(options: ChaosOptions, cleanup: (() => Promise<unknown>)[]): Promise<ChaosReport> {
  const began = Date.now();
  const log = (line: string) => options.log(`[${((Date.now() - began) / 1000).toFixed(1)} s] ${line}`);
  const sandboxPort = await freePort();
  const sandbox = startNode(
    'sandbox/main.ts',
    { SANDBOX_PORT: String(sandboxPort), SANDBOX_PROFILE: options.profile },
    'sandbox',
  );
  cleanup.push(() => sandbox.kill('SIGKILL'));
  const control = `http://127.0.0.1:${sandboxPort}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'chaos-'));
  cleanup.push(() => rm(dataDir, { recursive: true, force: true }));
  await waitForOutput(sandbox, /Sandbox carriers/);
  const agencies = await seedAgencies(CARRIERS, options.db, control, options.agencies);
  const port = await freePort();
  const api = `http://127.0.0.1:${port}`;
  const env: Record<string, string> = {
    DATABASE_URL: options.databaseUrl,
    ...(options.schema ? { DATABASE_SCHEMA: options.schema } : {}),
    VAULT_MASTER_KEYS: agencies[0]!.vaultMasterKeys,
    SANDBOX: 'false',
    CARRIER_PORTAL_URLS: sandboxPortalUrls(sandboxPort),
    DATA_DIR: dataDir,
    PORT: String(port),
    PUBLIC_URL: api,
    WORKER_CONCURRENCY: String(options.workerConcurrency),
    WORKER_MIN_CONCURRENCY: String(options.workerConcurrency),
    RATE_LIMIT_PER_MINUTE: '100000',
    ...options.env,
  };

  const { nodes, everyNode, exitedOnTheirOwn, start, kill } = chaosNodes(env, api);
  cleanup.push(async () => {
    for (const [slot] of nodes) await kill(slot);
  });
  await Promise.all([start('api'), start('worker-1'), start('worker-2')]);
  log(`nodes up: an API node and two workers with ${options.workerConcurrency} seats each`);

  // The partner: creates and starts the runs, then polls each until it ends, answering questions.
  // Each run is its agency's: calls on it go with that agency's key.
  const keyOf = new Map<string, string>();
  const call = async (method: string, url: string, body?: unknown, key?: string) => {
    const runId = /\/v1\/quotes\/(qr_\w+)/.exec(url)?.[1];
    const answer = await partnerCall(api, key ?? keyOf.get(runId ?? '') ?? '', method, url, body);
    return { ...answer, retryAfter: Number(answer.retryAfter ?? 0) };
  };
  const runs: ChaosRun[] = [];
  for (const [i, planned] of planRuns(options.runs).entries()) {
    const agency = agencies[i % agencies.length]!;
    const created = await call('POST', '/v1/quotes', planned.body, agency.apiKey);
    if (created.status !== 201) throw new Error(`create: ${created.status} ${created.text}`);
    const id = JSON.parse(created.text).data.quoteRequestId as string;
    keyOf.set(id, agency.apiKey);
    runs.push({ ...planned, id });
  }
  const t0 = Date.now();
  for (const run of runs) {
    const started = await call('POST', `/v1/quotes/${run.id}/start`);
    if (started.status !== 202) throw new Error(`start: ${started.status} ${started.text}`);
  }
  log(`${runs.length} runs started (${runs.length * 2} carrier jobs)`);

  const views = new Map<string, RunView>();
  const pending = new Set(runs.map((r) => r.id));
  let notBefore = 0;
  let refusals = 0;
  const refusalWaiters: { target: number; resolve: () => void }[] = [];
  const refused = () => {
    refusals += 1;
    for (const w of refusalWaiters.filter((w) => refusals >= w.target)) w.resolve();
  };
  const refusedTwice = () =>
    new Promise<void>((resolve) => refusalWaiters.push({ target: refusals + 2, resolve }));
  async function poll() {
    if (Date.now() < notBefore) return;
    for (const id of [...pending]) {
      const answer = await call('GET', `/v1/quotes/${id}`).catch(() => undefined);
      if (!answer) {
        notBefore = Date.now() + 1000; // the API node is down: ask again soon
        return;
      }
      if (answer.status === 503) {
        refused();
        notBefore = Date.now() + answer.retryAfter * 1000;
        return;
      }
      if (answer.status !== 200) throw new Error(`GET ${id}: ${answer.status} ${answer.text}`);
      const view = JSON.parse(answer.text).data as PolledView;
      views.set(id, view);
      if (!['pending', 'in_progress'].includes(view.status)) pending.delete(id);
      for (const job of view.jobs.filter((j) => j.status === 'action_required'))
        await call('POST', `/v1/quotes/${id}/jobs/${job.jobId}/resolve`, {
          answers: answersFor(job.actionRequired?.questions ?? []),
        }).catch(() => undefined);
    }
  }

  // The faults, each at its time once every node is up.
  const faults: { fault: string; atMs: number }[] = [];
  let outage: Promise<void> | undefined;
  let outageOver = true;
  let outageMs: number | undefined;
  let firstProgressMs: number | undefined;
  let running: { id: string; attempt: number }[] = [];
  let handedBack: number | undefined;
  /** How many of the jobs running at the outage are on another attempt now. */
  const movedOn = async () => {
    const now = await options.db.query<{ id: string; attempt: number }>(
      'SELECT id, attempt FROM jobs WHERE id = ANY($1::text[])',
      [running.map((j) => j.id)],
    );
    return now.filter((j) => running.some((r) => r.id === j.id && r.attempt !== j.attempt)).length;
  };
  const restart = async (slot: 'api' | 'worker-1' | 'worker-2') => {
    await kill(slot);
    void start(slot).catch((error: unknown) => log(`${slot} did not come back: ${error}`));
  };
  const plan = [
    { fault: 'SIGKILL worker-1 (started again)', at: options.at.killWorker1, run: () => restart('worker-1') },
    { fault: 'SIGKILL the API node (started again)', at: options.at.killApi, run: () => restart('api') },
    {
      fault: 'the database goes away',
      at: options.at.outage,
      whenUp: true,
      run: async () => {
        // Running on a live worker (its id names its pid): a killed worker's jobs wait to be taken over.
        const live = new Set(
          (['worker-1', 'worker-2'] as const).map((slot) => String(nodes.get(slot)?.process.child.pid)),
        );
        running = (
          await options.db.query<{ id: string; attempt: number; workerId: string }>(
            `SELECT id, attempt, worker_id AS "workerId" FROM jobs WHERE status = 'running'`,
          )
        ).filter((job) => live.has(job.workerId.split(':').at(-2) ?? ''));
        const away = Date.now();
        outageOver = false;
        outage = options.outage(refusedTwice).then(async (back) => {
          outageMs = back - away;
          log(`the database is back after ${(outageMs / 1000).toFixed(1)} s`);
          firstProgressMs = await firstStepAfter(options.db, back);
          outageOver = true;
          log(`the first job step began ${((firstProgressMs ?? Number.NaN) / 1000).toFixed(1)} s after that`);
        });
      },
    },
    { fault: 'SIGKILL worker-2 (started again)', at: options.at.killWorker2, run: () => restart('worker-2') },
  ].sort((a, b) => a.at - b.at);

  const deadline = t0 + options.timeoutMs;
  while (pending.size > 0 && Date.now() < deadline) {
    const due = plan[0];
    const up = [...nodes.values()].every((n) => n.up);
    if (due && Date.now() - t0 >= due.at && outageOver && (up || !('whenUp' in due))) {
      plan.shift();
      if (outageMs !== undefined && handedBack === undefined) handedBack = await movedOn();
      faults.push({ fault: due.fault, atMs: Date.now() - t0 });
      log(`${((Date.now() - t0) / 1000).toFixed(1)} s: ${due.fault}`);
      await due.run();
    }
    await poll();
    await pause(500);
  }
  const wallMs = Date.now() - t0;
  await outage;
  const { submissions } = (await (await fetch(`${control}/_sandbox/submissions`)).json()) as {
    submissions: SandboxSubmission[];
  };
  const counts = countChaos(runs, views, submissions);
  if (outageMs !== undefined) handedBack ??= await movedOn();
  const outageLines: Record<string, number> = {};
  for (const node of everyNode) {
    const lines = node.output().match(/database unavailable/g)?.length ?? 0;
    if (lines > 0) outageLines[node.output().split('\n')[0]!.slice(1, -1)] = lines;
  }
  // What a job filed twice did, attempt by attempt, to read beside the portal's submissions.
  for (const line of counts.duplicated) log(`${line}\n${await stepsOf(options.db, line.split(' ')[0]!)}`);
  // A job that never ended: its attempts' steps, and the last the nodes said of it.
  for (const line of counts.lost) log(await lostJob(options.db, line, everyNode));
  return {
    ...counts,
    exitedOnTheirOwn,
    faults,
    wallMs,
    timedOut: pending.size > 0,
    ...(outageMs === undefined ? {} : { outageMs, runningAtOutage: running.length, handedBack }),
    outageLines,
    ...(firstProgressMs === undefined ? {} : { firstProgressMs }),
  };
}
