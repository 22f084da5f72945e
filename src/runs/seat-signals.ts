// What a worker measures of its own load, one window at a time, for its seats (decision 0036): the
// agent's page actions that hold no portal time (a context opened, a page opened, a step's screenshot:
// the browser pool's timings), the event loop's delay (perf_hooks), the machine's cores busy (os.cpus)
// and, on Linux, the share of the window some task waited for a core (/proc/pressure/cpu). Readers
// are passed in where a test replaces them.
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { ActionSamples, ActionTimings } from '../agents/action-timings.ts';

export interface SignalWindow {
  /** The window's length, ms. */
  ms: number;
  /**
   * How late the event loop's timers fired: mean and 99th percentile, ms beyond their resolution;
   * undefined in a window shorter than one.
   */
  eventLoop: { meanMs: number; p99Ms: number } | undefined;
  /** The machine's cores busy over the window, 0 to 1 of all of them. */
  cpuBusy: number | undefined;
  /** The share of the window some task waited for a core (Linux PSI "some"), 0 to 1. */
  cpuPressure: number | undefined;
  /** The page actions timed in the window, ms each, by action and page (the browser pool's timings). */
  actions: ActionSamples;
}

export interface SeatSignalOptions {
  timings?: ActionTimings;
  now?: () => number;
  /** Busy and total time of every core so far (default: os.cpus()). */
  cpuTimes?: () => { busy: number; total: number };
  /** Microseconds some task waited for a core so far, or undefined where the kernel does not say. */
  cpuWaitUs?: () => number | undefined;
}

export interface SeatSignals {
  /** The window since the last call (or since the start). */
  sample(): SignalWindow;
  stop(): void;
}

const RESOLUTION_MS = 10;

export function startSeatSignals(options: SeatSignalOptions = {}): SeatSignals {
  const now = options.now ?? (() => performance.now());
  const cpuTimes = options.cpuTimes ?? machineCpuTimes;
  const cpuWaitUs = options.cpuWaitUs ?? pressureWaitUs;
  const loop = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  loop.enable();
  let at = now();
  let cpu = cpuTimes();
  let wait = cpuWaitUs();
  return {
    sample() {
      const t = now();
      const c = cpuTimes();
      const w = cpuWaitUs();
      const ms = t - at;
      const window: SignalWindow = {
        ms,
        // The histogram counts the timer's own resolution in every delay (Node's documentation).
        eventLoop:
          loop.count > 0
            ? {
                meanMs: Math.max(0, loop.mean / 1e6 - RESOLUTION_MS),
                p99Ms: Math.max(0, loop.percentile(99) / 1e6 - RESOLUTION_MS),
              }
            : undefined,
        cpuBusy: c.total > cpu.total ? (c.busy - cpu.busy) / (c.total - cpu.total) : undefined,
        cpuPressure:
          w !== undefined && wait !== undefined && ms > 0 ? Math.min(1, (w - wait) / 1000 / ms) : undefined,
        actions: options.timings?.take() ?? {},
      };
      loop.reset();
      at = t;
      cpu = c;
      wait = w;
      return window;
    },
    stop: () => loop.disable(),
  };
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function machineCpuTimes(): { busy: number; total: number } {
  let busy = 0;
  let total = 0;
  for (const { times } of cpus()) {
    const all = times.user + times.nice + times.sys + times.idle + times.irq;
    total += all;
    busy += all - times.idle;
  }
  return { busy, total };
}

function pressureWaitUs(): number | undefined {
  try {
    const some = readFileSync('/proc/pressure/cpu', 'utf8').split('\n')[0] ?? '';
    const total = /total=(\d+)/.exec(some)?.[1];
    return total === undefined ? undefined : Number(total);
  } catch {
    return undefined;
  }
}
