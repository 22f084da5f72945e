// Capacity: 70 carrier jobs at once, 14 agencies × 5 sandbox carriers, each job on a login of
// its own and for a client of its own, realistic portal latency, on the service as an operator runs it
// (`node src/main.ts` child processes): one node on PGlite, then one API and two workers on PostgreSQL.
// MFA codes come by themselves (the sandbox phone posts texts to /inbound/sms, the portals mail codes to
// the service's SMTP port); a scripted person answers underwriting questions through the resolve
// operation. Prints the time from the first start to the last terminal job, each job's agent time over
// the portal latency its login was given (the floor: GET /_sandbox/latency), outcomes and failures by
// errorType, peak memory and CPU, where each carrier's jobs spent their time (mean time per step), and
// each worker's seat limit over time (from /metrics: capacity-seats.ts). The workers size their own
// seats (docs/decisions/0036-adaptive-seats.md): nothing is set unless asked.
// `--mode pglite|postgres`, `--agencies 14`, `--carriers a,b,…`,
// `--timeout 600` (seconds per mode: then it prints what it has and exits 1), `--concurrency n` (each
// worker's ceiling, WORKER_CONCURRENCY), `--fixed` (its floor too: the seats pinned at n).
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startSandbox } from '../sandbox/server.ts';
import { openStore } from '../src/store/open.ts';
import { keyringFromKeys } from '../src/vault/master-keys.ts';
import {
  freePort,
  sandboxPortalUrls,
  startService,
  waitForHttp,
  waitForOutput,
} from '../test/e2e/support/processes.ts';
import { cpuBetween, cpuSnapshot, memorySample, sleep, stopService } from './capacity-procs.ts';
import { type JobDetail, type JobEvent, type JobOutcome, printMode, type Run } from './capacity-report.ts';
import { scrapeSeats } from './capacity-seats.ts';
import { answerFor, MAIL_DOMAIN, planJobs, seedAgencies } from './capacity-setup.ts';

type Mode = 'pglite' | 'postgres';
const FIVE = ['summit-mutual', 'harborline', 'pioneer-casualty', 'ironclad-specialty', 'bluebonnet'];

interface Options {
  modes: Mode[];
  agencies: number;
  carriers: string[];
  timeoutMs: number;
  concurrency?: number;
  fixed: boolean;
}

function parse(args: string[]): Options {
  const value = (name: string) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const mode = value('mode');
  if (mode && mode !== 'pglite' && mode !== 'postgres') throw new Error('--mode is pglite or postgres');
  const concurrency = value('concurrency');
  return {
    modes: mode ? [mode as Mode] : ['pglite', 'postgres'],
    agencies: Number(value('agencies') ?? 14),
    carriers: value('carriers')?.split(',') ?? FIVE,
    timeoutMs: Number(value('timeout') ?? 600) * 1000,
    ...(concurrency ? { concurrency: Number(concurrency) } : {}),
    fixed: args.includes('--fixed'),
  };
}

type JobView = {
  jobId: string;
  carrierId: string;
  status: string;
  startedAt?: string;
  completedAt?: string;
  errorType?: string;
  errorMessage?: string;
  actionRequired?: { type: string; expiresAt?: string; questions?: Parameters<typeof answerFor>[0][] };
};
type QuoteView = { quoteRequestId: string; status: string; jobs: JobView[] };

async function runMode(mode: Mode, o: Options): Promise<Run> {
  const deadline = Date.now() + o.timeoutMs;
  const cleanup: (() => Promise<unknown>)[] = [];
  const run: Run = { mode, jobs: [], notes: [], timedOut: false, peak: { bench: 0, node: 0, chromium: 0 } };
  try {
    const sandbox = await startSandbox({ port: 0, profile: 'realistic' });
    cleanup.push(() => sandbox.close());
    const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-capacity-'));
    cleanup.push(() => rm(dataDir, { recursive: true, force: true }));
    let databaseUrl: string | undefined;
    if (mode === 'postgres') {
      const base = process.env.DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
      const name = `capacity_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: base });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      cleanup.push(async () => {
        const c = new pg.Client({ connectionString: base });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await c.end();
      });
      const url = new URL(base);
      url.pathname = `/${name}`;
      databaseUrl = url.toString();
    }
    const masterKey = randomBytes(32).toString('base64');
    const db = await openStore({ databaseUrl, dataDir });
    const agencies = await seedAgencies(
      db,
      keyringFromKeys({ 1: masterKey }),
      sandbox,
      o.agencies,
      o.carriers,
    );
    await db.close();

    const [port, smtpPort] = [await freePort(), await freePort()];
    const api = `http://127.0.0.1:${port}`;
    const smsToken = randomBytes(24).toString('hex');
    const metricsToken = randomBytes(24).toString('hex');
    const env: Record<string, string> = {
      VAULT_MASTER_KEYS: `1:${masterKey}`,
      SANDBOX: 'false',
      CARRIER_PORTAL_URLS: sandboxPortalUrls(sandbox.port),
      DATA_DIR: dataDir,
      PORT: String(port),
      PUBLIC_URL: api,
      SMS_AUTH_TOKEN: smsToken,
      INBOUND_MAIL_DOMAIN: MAIL_DOMAIN,
      METRICS_TOKEN: metricsToken,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    };
    // Each worker sizes its seats from what it measures, two on one machine included (they measure the
    // same cores); --concurrency sets each one's ceiling, --fixed its floor too.
    if (o.concurrency) env.WORKER_CONCURRENCY = String(o.concurrency);
    if (o.concurrency && o.fixed) env.WORKER_MIN_CONCURRENCY = String(o.concurrency);
    const withMail = { SMTP_PORT: String(smtpPort), SMTP_HOST: '127.0.0.1' };
    const services =
      mode === 'pglite'
        ? [startService({ ...env, ...withMail, ROLE: 'all' }, 'node')]
        : [
            startService({ ...env, ...withMail, ROLE: 'api' }, 'api'),
            startService({ ...env, ROLE: 'worker' }, 'worker-1'),
            startService({ ...env, ROLE: 'worker' }, 'worker-2'),
          ];
    cleanup.push(() => Promise.all(services.map(stopService)));
    await waitForHttp(`${api}/readyz`, 120_000);
    const workers = mode === 'pglite' ? services : services.slice(1);
    await Promise.all(workers.map((w) => waitForOutput(w, /Workers\s+\d+ concurrent/, 120_000)));
    run.concurrency = workers.map((w) => Number(/Workers\s+(\d+)/.exec(w.output())![1]));
    // Texts go to each login's phone on file (its agency's number); mail to each login's address.
    sandbox.phone.configure({ webhookUrl: `${api}/inbound/sms`, authToken: smsToken });
    sandbox.state.mail.configure({ relay: { host: '127.0.0.1', port: smtpPort } });
    const sentBefore = { texts: sandbox.phone.taken(), mails: sandbox.state.mail.relayedCount() };

    const sampler = setInterval(() => {
      const m = memorySample();
      if (m.bench + m.node + m.chromium > run.peak.bench + run.peak.node + run.peak.chromium) run.peak = m;
    }, 2000);
    cleanup.push(async () => clearInterval(sampler));
    const seatScrape = scrapeSeats(api, metricsToken, () => run.t0);
    run.seats = seatScrape.readings;
    cleanup.push(async () => seatScrape.stop());

    const call = async (agencyKey: string, method: string, url: string, body?: unknown) => {
      const res = await fetch(`${api}${url}`, {
        method,
        headers: {
          authorization: `Bearer ${agencyKey}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(60_000),
      });
      const text = await res.text();
      if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text.slice(0, 300)}`);
      return text ? JSON.parse(text).data : undefined;
    };

    const planned = planJobs(agencies, o.carriers);
    // One after the other: the queue ranks each agency's jobs by when they were made.
    const requests: { job: (typeof planned)[number]; id: string }[] = [];
    for (const job of planned) {
      const created = (await call(job.agency.apiKey, 'POST', '/v1/quotes', job.body)) as QuoteView;
      requests.push({ job, id: created.quoteRequestId });
    }
    const before = cpuSnapshot();
    run.t0 = Date.now();
    await Promise.all(requests.map((r) => call(r.job.agency.apiKey, 'POST', `/v1/quotes/${r.id}/start`)));
    run.startsMs = Date.now() - run.t0;

    // Poll like a partner (each agency lists its requests in progress) and answer what a person must.
    const views = new Map<string, QuoteView>();
    const answered = new Map<string, number>(); // `${jobId} ${expiresAt}` → when the answers went in
    const pending = new Set(requests.map((r) => r.id));
    while (pending.size > 0) {
      if (Date.now() > deadline) {
        run.timedOut = true;
        break;
      }
      for (const agency of agencies) {
        const mine = requests.filter((r) => r.job.agency === agency && pending.has(r.id));
        if (mine.length === 0) continue;
        const list = (await call(agency.apiKey, 'GET', '/v1/quotes?status=in_progress&limit=100')) as {
          items: QuoteView[];
        };
        const open = new Set(list.items.map((q) => q.quoteRequestId));
        for (const q of list.items) views.set(q.quoteRequestId, q);
        for (const r of mine.filter((m) => !open.has(m.id))) {
          const q = (await call(agency.apiKey, 'GET', `/v1/quotes/${r.id}`)) as QuoteView;
          views.set(r.id, q);
          if (q.status !== 'in_progress') pending.delete(r.id);
        }
        for (const q of list.items)
          for (const job of q.jobs.filter((j) => j.status === 'action_required')) {
            const key = `${job.jobId} ${job.actionRequired?.expiresAt}`;
            if (answered.has(key)) continue;
            const answers = Object.fromEntries(
              (job.actionRequired?.questions ?? []).map((x) => [x.id, answerFor(x)]),
            );
            await call(agency.apiKey, 'POST', `/v1/quotes/${q.quoteRequestId}/jobs/${job.jobId}/resolve`, {
              answers,
            });
            answered.set(key, Date.now());
          }
      }
      await sleep(1000);
    }
    run.endedAt = Date.now();
    run.cpu = cpuBetween(before, cpuSnapshot(), availableParallelism());
    await sandbox.phone.idle();
    run.codesSent = {
      texts: sandbox.phone.taken() - sentBefore.texts,
      mails: sandbox.state.mail.relayedCount() - sentBefore.mails,
    };

    const ledger = new Map(
      sandbox.state.latency.byLogin().map((l) => [`${l.carrierId} ${l.username}`, l.ms]),
    );
    run.unattributed = sandbox.state.latency.unattributed();
    for (const r of requests) {
      const key = r.job.agency.apiKey;
      const view = views.get(r.id) ?? ((await call(key, 'GET', `/v1/quotes/${r.id}`)) as QuoteView);
      const job = view.jobs[0]!;
      const detail = (await call(key, 'GET', `/v1/quotes/${r.id}/jobs/${job.jobId}`)) as JobDetail;
      const { events } = (await call(key, 'GET', `/v1/quotes/${r.id}/events`)) as { events: JobEvent[] };
      const pauses = events.filter((e) => e.type === 'quote.action_required');
      const personMs = pauses
        .filter((e) => e.payload.actionRequired?.type !== 'mfa')
        .reduce((sum, e) => {
          const at = answered.get(`${job.jobId} ${e.payload.actionRequired?.expiresAt}`);
          return sum + (at ? at - Date.parse(e.createdAt) : 0);
        }, 0);
      const outcome: JobOutcome = {
        agency: r.job.agency.n,
        carrierId: r.job.carrierId,
        line: r.job.line,
        status: detail.status,
        ...(detail.errorType ? { errorType: detail.errorType } : {}),
        ...(detail.errorMessage ? { errorMessage: detail.errorMessage } : {}),
        ...(detail.result ? { quoteType: detail.result.quoteType } : {}),
        ...(detail.startedAt ? { startedAt: Date.parse(detail.startedAt) } : {}),
        ...(detail.completedAt ? { completedAt: Date.parse(detail.completedAt) } : {}),
        personMs,
        questionPauses: pauses.length - pauses.filter((e) => e.payload.actionRequired?.type === 'mfa').length,
        attempts: detail.attempt,
        effort: detail.effort,
        floorMs: ledger.get(`${r.job.carrierId} ${r.job.agency.usernames[r.job.carrierId]}`) ?? 0,
        steps: detail.steps.map((step) => ({
          name: step.name,
          atMs: detail.startedAt ? Date.parse(step.startedAt) - Date.parse(detail.startedAt) : 0,
          ms: step.durationMs,
        })),
      };
      run.jobs.push(outcome);
    }
    if (run.timedOut) run.notes.push(...services.map((s) => s.output().slice(-2000)));
  } catch (error) {
    run.error = error instanceof Error ? (error.stack ?? error.message) : String(error);
  } finally {
    for (const step of cleanup.reverse()) await step().catch((e) => run.notes.push(`cleanup: ${e}`));
  }
  return run;
}

export async function run(args: string[]) {
  const options = parse(args);
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  let ok = true;
  for (const mode of options.modes) {
    const result = await runMode(mode, options);
    printMode(result, { ...options, commit });
    ok &&= !result.timedOut && !result.error;
  }
  process.exit(ok ? 0 : 1);
}
