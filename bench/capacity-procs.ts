// What the capacity bench's processes cost, read from /proc: the CPU seconds of this process and every
// process under it (service nodes, their Chromium), memory (PSS) of the same tree, the PostgreSQL
// server's CPU, how busy the machine's cores were (Linux only); and stopping a service with every
// process it started.
import { readdirSync, readFileSync } from 'node:fs';
import type { ServiceProcess } from '../test/e2e/support/processes.ts';

/** Clock ticks per second of /proc's times (USER_HZ: 100 on every Linux this runs on). */
const HZ = 100;

interface ProcStat {
  pid: number;
  ppid: number;
  comm: string;
  /** utime + stime of the process itself, in seconds. */
  own: number;
  /** cutime + cstime: of its children that ended and were waited for, in seconds. */
  reaped: number;
}

function readStat(pid: number): ProcStat | undefined {
  try {
    const raw = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name is in brackets and may hold spaces or brackets itself: fields follow the last.
    const close = raw.lastIndexOf(')');
    const comm = raw.slice(raw.indexOf('(') + 1, close);
    const f = raw.slice(close + 2).split(' ');
    // After the name: state(0) ppid(1) … utime(11) stime(12) cutime(13) cstime(14).
    const n = (i: number) => Number(f[i]);
    return { pid, ppid: n(1), comm, own: (n(11) + n(12)) / HZ, reaped: (n(13) + n(14)) / HZ };
  } catch {
    return undefined; // it ended meanwhile
  }
}

function allStats(): ProcStat[] {
  return readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .map((d) => readStat(Number(d)))
    .filter((s): s is ProcStat => s !== undefined);
}

/** Every process under `root` (not root itself). */
function descendants(stats: ProcStat[], root: number): ProcStat[] {
  const children = new Map<number, ProcStat[]>();
  for (const s of stats) children.set(s.ppid, [...(children.get(s.ppid) ?? []), s]);
  const out: ProcStat[] = [];
  const walk = (pid: number) => {
    for (const c of children.get(pid) ?? []) {
      out.push(c);
      walk(c.pid);
    }
  };
  walk(root);
  return out;
}

export interface CpuSnapshot {
  /** This process (the sandbox portals and the bench's polling), seconds. */
  bench: number;
  /** Every process under this one (service nodes and Chromium), ended children included. */
  services: number;
  /** Of those, Chromium's processes (ended renderers are reaped into their browser process). */
  chromium: number;
  /** The PostgreSQL server's processes (every one on the machine: other users' queries too). */
  postgres: number;
  /** Busy and total jiffies of the machine (/proc/stat). */
  machineBusy: number;
  machineTotal: number;
  at: number;
}

export function cpuSnapshot(): CpuSnapshot {
  const stats = allStats();
  const self = stats.find((s) => s.pid === process.pid)!;
  // A child that ended counts in its parent's reaped time (if that parent lives on) or in ours.
  const below = descendants(stats, process.pid);
  const services = below.reduce((sum, s) => sum + s.own + s.reaped, self.reaped);
  const chromium = below
    .filter((s) => /chrom|headless/i.test(s.comm))
    .reduce((sum, s) => sum + s.own + s.reaped, 0);
  const postgres = stats
    .filter((s) => s.comm === 'postgres' || s.comm.startsWith('postgres:'))
    .reduce((sum, s) => sum + s.own + s.reaped, 0);
  const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal …: idle and iowait are not busy.
  const total = cpu.slice(0, 8).reduce((a, b) => a + b, 0);
  const busy = total - cpu[3]! - cpu[4]!;
  return {
    bench: self.own,
    services,
    chromium,
    postgres,
    machineBusy: busy,
    machineTotal: total,
    at: Date.now(),
  };
}

export interface CpuUse {
  seconds: number;
  benchSeconds: number;
  servicesSeconds: number;
  /** Of the services' seconds, Chromium's. */
  chromiumSeconds: number;
  postgresSeconds: number;
  /** Cores busy on average over the window: our processes, and the whole machine. */
  meanCores: number;
  machineCores: number;
}

export function cpuBetween(a: CpuSnapshot, b: CpuSnapshot, cores: number): CpuUse {
  const wall = (b.at - a.at) / 1000;
  const servicesSeconds = b.services - a.services;
  const benchSeconds = b.bench - a.bench;
  const postgresSeconds = b.postgres - a.postgres;
  const seconds = servicesSeconds + benchSeconds + postgresSeconds;
  return {
    seconds,
    benchSeconds,
    servicesSeconds,
    chromiumSeconds: b.chromium - a.chromium,
    postgresSeconds,
    meanCores: seconds / wall,
    machineCores: ((b.machineBusy - a.machineBusy) / (b.machineTotal - a.machineTotal)) * cores,
  };
}

export interface MemorySample {
  /** PSS of this process (the sandbox), the service nodes, and their Chromium processes, in bytes. */
  bench: number;
  node: number;
  chromium: number;
}

function pss(pid: number): number {
  try {
    const m = /Pss:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'));
    return m ? Number(m[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

export function memorySample(): MemorySample {
  const tree = descendants(allStats(), process.pid);
  const sample = { bench: pss(process.pid), node: 0, chromium: 0 };
  for (const p of tree) {
    let cmd = '';
    try {
      cmd = readFileSync(`/proc/${p.pid}/cmdline`, 'utf8');
    } catch {
      continue;
    }
    if (cmd.includes('chrom')) sample.chromium += pss(p.pid);
    else sample.node += pss(p.pid);
  }
  return sample;
}

/** The pids under `root` now, to end any a killed service left behind (its Chromium). */
export function pidsUnder(root: number): number[] {
  return descendants(allStats(), root).map((s) => s.pid);
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** SIGTERM (the service hands its jobs back and closes its browser), SIGKILL after 30 s, then strays. */
export async function stopService(service: ServiceProcess) {
  const pid = service.child.pid;
  const under = pid ? pidsUnder(pid) : [];
  const exited = service.kill('SIGTERM');
  if ((await Promise.race([exited.then(() => true), sleep(30_000).then(() => false)])) === false)
    await service.kill('SIGKILL');
  for (const stray of under) {
    try {
      process.kill(stray, 'SIGKILL');
    } catch {
      // already ended
    }
  }
}
