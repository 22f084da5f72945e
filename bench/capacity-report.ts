// What the capacity bench prints for one mode: the run's figures, then each carrier's and each job's.
import type { CpuUse, MemorySample } from './capacity-procs.ts';
import { type SeatReading, seatSeries } from './capacity-seats.ts';

export interface JobOutcome {
  agency: string;
  carrierId: string;
  line: string;
  status: string;
  errorType?: string;
  errorMessage?: string;
  quoteType?: string;
  startedAt?: number;
  completedAt?: number;
  /** Time the job waited for the scripted person (question pauses), not the agent's. */
  personMs: number;
  questionPauses: number;
  attempts: number;
  effort: { personPrompts: number; signIns: number; sessionsReused: number };
  /** The portal latency the job's login was given (the sandbox's ledger). */
  floorMs: number;
  /** The job's recorded steps, every attempt's: when each began after the job started, and how long it took. */
  steps: { name: string; atMs: number; ms: number }[];
}

/** A job as `GET /v1/quotes/:id/jobs/:jobId` shows it (what the bench reads of it). */
export interface JobDetail {
  status: string;
  startedAt?: string;
  completedAt?: string;
  errorType?: string;
  errorMessage?: string;
  attempt: number;
  result?: { quoteType: string };
  effort: { personPrompts: number; signIns: number; sessionsReused: number };
  steps: { name: string; startedAt: string; durationMs: number }[];
}

/** An event of `GET /v1/quotes/:id/events` (what the bench reads of it). */
export interface JobEvent {
  type: string;
  createdAt: string;
  payload: { actionRequired?: { type: string; expiresAt: string } };
}

export interface Run {
  mode: 'pglite' | 'postgres';
  jobs: JobOutcome[];
  notes: string[];
  timedOut: boolean;
  peak: MemorySample;
  t0?: number;
  startsMs?: number;
  endedAt?: number;
  cpu?: CpuUse;
  /** Each worker's ceiling (the banner's seats). */
  concurrency?: number[];
  /** Each worker's seats as /metrics showed them every 2 s. */
  seats?: SeatReading[];
  /** Portal latency on connections no login claimed (an SPA's first page, before any cookie). */
  unattributed?: { carrierId: string; requests: number; ms: number }[];
  /** Codes the sandbox sent by itself and the service took: texts posted (2xx) and mails relayed. */
  codesSent?: { texts: number; mails: number };
  error?: string;
}

/** The carrier's own answers: not failures of ours. */
const CARRIER_OUTCOMES = ['declined_appetite', 'declined_underwriting', 'referred_to_underwriter'];

const carrierAnswered = (j: JobOutcome) =>
  j.status === 'success' || (j.errorType !== undefined && CARRIER_OUTCOMES.includes(j.errorType));
const agentMs = (j: JobOutcome) => j.completedAt! - j.startedAt! - j.personMs;
const ratio = (j: JobOutcome) => agentMs(j) / j.floorMs;
const s = (ms: number) => (ms / 1000).toFixed(1);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);

function counts(values: string[]): string {
  const by = new Map<string, number>();
  for (const v of values) by.set(v, (by.get(v) ?? 0) + 1);
  return (
    [...by]
      .sort((a, b) => b[1] - a[1])
      .map(([k, n]) => `${n} ${k}`)
      .join(', ') || 'none'
  );
}

export function printMode(run: Run, o: { agencies: number; carriers: string[]; commit: string }) {
  const where =
    run.mode === 'pglite'
      ? 'one node (`node src/main.ts`, ROLE=all) on PGlite'
      : 'one API and two worker processes (`node src/main.ts`) on PostgreSQL';
  const out: string[] = [
    `\n## Capacity, ${run.mode}: ${where}`,
    `${o.agencies} agencies × ${o.carriers.length} carriers = ${o.agencies * o.carriers.length} jobs, one login each; realistic sandbox profile; seats per worker up to ${run.concurrency?.join(' + ') ?? '?'}; commit ${o.commit}`,
  ];
  if (run.error) out.push(`\nSTOPPED by an error: ${run.error}`);
  const jobs = run.jobs;
  const terminal = jobs.filter((j) => ['success', 'failed', 'cancelled'].includes(j.status));
  if (run.t0 !== undefined && terminal.length > 0) {
    const last = Math.max(...terminal.map((j) => j.completedAt ?? 0));
    out.push(
      `\nFirst start → last terminal job: **${s(last - run.t0)} s** (the ${jobs.length} starts took ${s(run.startsMs ?? 0)} s); ${terminal.length} of ${jobs.length} terminal${run.timedOut ? ' — TIMED OUT' : ''}`,
    );
  }
  const answered = jobs.filter((j) => carrierAnswered(j) && j.floorMs > 0 && j.completedAt && j.startedAt);
  const ratios = answered.map(ratio);
  if (ratios.length > 0)
    out.push(
      `Agent time / the portal's own latency (${ratios.length} jobs that reached the carrier's answer): mean **${mean(ratios).toFixed(2)}**, worst **${Math.max(...ratios).toFixed(2)}**`,
    );
  if (answered.length > 0) {
    const sum = (f: (j: JobOutcome) => number) => answered.reduce((n, j) => n + f(j), 0);
    // Weighted by the floor: a portal with little latency of its own (an SPA) weighs less than in the mean.
    out.push(`All their agent time / all their floors: ${(sum(agentMs) / sum((j) => j.floorMs)).toFixed(2)}`);
  }
  const quoted = jobs.filter((j) => j.status === 'success');
  out.push(
    `Quoted: ${quoted.length} (${counts(quoted.map((j) => j.quoteType ?? '?'))}); the carrier's own outcomes: ${counts(jobs.filter((j) => j.errorType && CARRIER_OUTCOMES.includes(j.errorType)).map((j) => j.errorType!))}`,
    `Failures by errorType: ${counts(jobs.filter((j) => j.status !== 'success' && !carrierAnswered(j)).map((j) => j.errorType ?? j.status))}`,
    `Asked of the person: ${jobs.reduce((n, j) => n + j.questionPauses, 0)} question pauses in ${jobs.filter((j) => j.questionPauses > 0).length} jobs (answered through resolve, ${s(mean(jobs.filter((j) => j.personMs > 0).map((j) => j.personMs)))} s each on average); MFA codes that came by themselves: ${run.codesSent ? `${run.codesSent.texts} texted, ${run.codesSent.mails} e-mailed` : 'not counted'}, typed by a person: ${mfaTyped(jobs)}; sign-ins ${jobs.reduce((n, j) => n + j.effort.signIns, 0)}, attempts beyond the first ${jobs.reduce((n, j) => n + Math.max(0, j.attempts - 1), 0)}`,
  );
  const p = run.peak;
  out.push(
    `Peak memory (PSS, sampled every 2 s): ${mb(p.node + p.chromium)} service side (${mb(p.node)} node, ${mb(p.chromium)} Chromium), bench with the sandbox ${mb(p.bench)}`,
  );
  if (run.cpu) {
    const c = run.cpu;
    out.push(
      `CPU over the run (user + sys): ${c.servicesSeconds.toFixed(0)} s service processes and Chromium (${(c.servicesSeconds / Math.max(1, jobs.length)).toFixed(1)} s a job; ${(c.servicesSeconds - c.chromiumSeconds).toFixed(0)} s node, ${c.chromiumSeconds.toFixed(0)} s Chromium), ${c.benchSeconds.toFixed(0)} s bench and sandbox, ${c.postgresSeconds.toFixed(0)} s PostgreSQL server; mean cores busy ${c.meanCores.toFixed(2)} (ours), ${c.machineCores.toFixed(2)} (whole machine, /proc/stat)`,
    );
  }
  if (run.unattributed?.length)
    out.push(
      `Portal latency the sandbox could not put to a login (left out of the floors): ${run.unattributed.map((u) => `${u.carrierId} ${s(u.ms)} s in ${u.requests} requests`).join(', ')}`,
    );

  out.push(
    '\n| Carrier, line | jobs | quoted | carrier outcome | failed | mean agent/floor | worst | mean agent s | mean floor s | mean wait to start s |',
    '|---|---|---|---|---|---|---|---|---|---|',
  );
  for (const carrierId of o.carriers) {
    const mine = jobs.filter((j) => j.carrierId === carrierId);
    const r = mine.filter((j) => answered.includes(j));
    out.push(
      `| ${carrierId} ${mine[0]?.line ?? ''} | ${mine.length} | ${mine.filter((j) => j.status === 'success').length} | ${mine.filter((j) => j.status !== 'success' && carrierAnswered(j)).length} | ${mine.filter((j) => !carrierAnswered(j)).length} | ${mean(r.map(ratio)).toFixed(2)} | ${r.length ? Math.max(...r.map(ratio)).toFixed(2) : '-'} | ${s(mean(r.map(agentMs)))} | ${s(mean(r.map((j) => j.floorMs)))} | ${s(mean(mine.filter((j) => j.startedAt).map((j) => j.startedAt! - (run.t0 ?? 0))))} |`,
    );
  }
  if (run.seats)
    out.push(seatSeries(run.seats.filter((r) => r.atMs <= (run.endedAt ?? Infinity) - (run.t0 ?? 0))));
  out.push(stepTimes(jobs));
  out.push(
    '\nEach job: agency, carrier, line, outcome; waited to start (after the first start); agent time / floor (person time left out)',
  );
  for (const j of jobs) {
    const said = j.errorType
      ? `${j.status} ${j.errorType}: ${(j.errorMessage ?? '').slice(0, 140)}`
      : `${j.status}${j.quoteType ? ` (${j.quoteType})` : ''}`;
    const timing =
      j.startedAt && j.completedAt
        ? `waited ${s(j.startedAt - (run.t0 ?? 0))} s; agent ${s(agentMs(j))} s / floor ${s(j.floorMs)} s = ${ratio(j).toFixed(2)}${j.personMs ? ` (person ${s(j.personMs)} s)` : ''}`
        : 'not finished';
    out.push(`  ${j.agency} ${j.carrierId} ${j.line}: ${said}; ${timing}; attempts ${j.attempts}`);
  }
  for (const note of run.notes) out.push(`\nnote: ${note}`);
  console.log(out.join('\n'));
}

/**
 * Where a job's time went, per carrier and line: the mean time before its first step (a seat, a
 * browser context, a kept session) and of each step, over the jobs that quoted in one attempt. A step
 * that paused for a person includes the person's time.
 */
function stepTimes(jobs: JobOutcome[]): string {
  const lines = [
    '\nMean step times in ms, per carrier and line (jobs quoted in one attempt; a pause includes the person):',
  ];
  for (const key of [...new Set(jobs.map((j) => `${j.carrierId} ${j.line}`))].sort()) {
    const done = jobs.filter(
      (j) => `${j.carrierId} ${j.line}` === key && j.status === 'success' && j.attempts === 1,
    );
    if (done.length === 0) continue;
    const names = [...new Set(done.flatMap((j) => j.steps.map((x) => x.name)))];
    const meanOf = (pick: (j: JobOutcome) => number | undefined) => {
      const values = done.map(pick).filter((v): v is number => v !== undefined);
      return values.length ? Math.round(mean(values)) : undefined;
    };
    const parts = [`before the first step ${meanOf((j) => j.steps[0]?.atMs)}`];
    for (const name of names)
      parts.push(`${name} ${meanOf((j) => j.steps.find((x) => x.name === name)?.ms)}`);
    lines.push(`  ${key} (${done.length}): ${parts.join(', ')}`);
  }
  return lines.join('\n');
}

/** MFA pauses a person had to answer: prompts counted beyond the question pauses. */
const mfaTyped = (jobs: JobOutcome[]) =>
  jobs.reduce((n, j) => n + Math.max(0, j.effort.personPrompts - j.questionPauses), 0);
