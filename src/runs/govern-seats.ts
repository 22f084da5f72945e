// A worker's seats sized while it works (decision 0036): every second the signals' window goes to the
// stretch and the stretch to the limiter, whose limit the seats read; a limit that grew wakes the
// fetch loop, one that fell is logged. Every few seconds the worker reports its seats and what it
// measured (store/worker-seats.ts, read by /metrics).
import type { Db } from '../store/db.ts';
import { forgetWorkerSeats, reportWorkerSeats } from '../store/worker-seats.ts';
import type { ActionStretch } from './action-stretch.ts';
import type { AdaptiveSeats } from './adaptive-seats.ts';
import type { SeatSignals, SignalWindow } from './seat-signals.ts';
import type { Seats } from './seats.ts';

export interface GovernSeatsOptions {
  seats: Seats;
  limiter: AdaptiveSeats;
  signals: SeatSignals;
  stretch: ActionStretch;
  floor: number;
  ceiling: number;
  db: Db;
  workerId: string;
  now(): number;
  /** How often a window is measured (default 1 s). */
  everyMs?: number;
  /** How often the seats are reported to the store (default 5 s). */
  reportEveryMs?: number;
  log(message: string, fields?: Record<string, unknown>): void;
}

export function governSeats(options: GovernSeatsOptions) {
  const { seats, limiter, signals, stretch } = options;
  let windows: SignalWindow[] = [];
  // The cores busy over the last five windows: one second's reading swings with a page's load.
  const busy: number[] = [];
  const tick = () => {
    const window = signals.sample();
    windows.push(window);
    if (window.cpuBusy !== undefined) busy.push(window.cpuBusy);
    if (busy.length > 5) busy.shift();
    const before = limiter.limit();
    const limit = limiter.observe({
      stretch: stretch.observe(options.now(), window.actions),
      inUse: seats.running(),
      cpuBusy: busy.length > 0 ? busy.reduce((a, b) => a + b, 0) / busy.length : undefined,
    });
    if (limit > before) seats.limitChanged();
    else if (limit < before)
      options.log('seat limit lowered', {
        from: before,
        to: limit,
        stretch: limiter.stretch(),
        inUse: seats.running(),
      });
  };
  let reporting = false;
  const report = async () => {
    if (reporting) return;
    reporting = true;
    const taken = windows;
    windows = [];
    try {
      await reportWorkerSeats(options.db, {
        workerId: options.workerId,
        inUse: seats.running(),
        parked: seats.parked(),
        limit: limiter.limit(),
        floor: options.floor,
        ceiling: options.ceiling,
        stretch: limiter.stretch() ?? null,
        signals: signalFigures(taken, stretch),
      });
    } catch {
      // The database away: the next report goes through once it is back.
    } finally {
      reporting = false;
    }
  };
  const ticking = setInterval(tick, options.everyMs ?? 1000);
  const reports = setInterval(() => void report(), options.reportEveryMs ?? 5000);
  ticking.unref();
  reports.unref();
  return {
    async stop() {
      clearInterval(ticking);
      clearInterval(reports);
      signals.stop();
      await forgetWorkerSeats(options.db, options.workerId).catch(() => undefined);
    },
  };
}

/** The windows since the last report, averaged, and the actions' medians and baselines now. */
function signalFigures(windows: SignalWindow[], stretch: ActionStretch): Record<string, number> {
  const figures: Record<string, number> = {};
  const mean = (pick: (w: SignalWindow) => number | undefined) => {
    const values = windows.map(pick).filter((v): v is number => v !== undefined);
    return values.length ? values.reduce((a, b) => a + b, 0) / values.length : undefined;
  };
  const put = (name: string, value: number | undefined) => {
    if (value !== undefined && Number.isFinite(value)) figures[name] = Math.round(value * 1000) / 1000;
  };
  put(
    'event_loop_delay_mean_ms',
    mean((w) => w.eventLoop?.meanMs),
  );
  put(
    'event_loop_delay_p99_ms',
    mean((w) => w.eventLoop?.p99Ms),
  );
  put(
    'cpu_busy',
    mean((w) => w.cpuBusy),
  );
  put(
    'cpu_pressure',
    mean((w) => w.cpuPressure),
  );
  for (const [action, f] of Object.entries(stretch.figures())) {
    put(`${action}_median_ms`, f.medianMs);
    put(`${action}_baseline_ms`, f.baselineMs);
  }
  return figures;
}
