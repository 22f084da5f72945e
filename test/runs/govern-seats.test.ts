// A worker's seats governed on the real store: the page actions timed go through the signals and the
// stretch to the limiter, the limit grows while they hold (each new seat taken, as the fetch loop does
// when woken) and shrinks when they stretch, without stopping a running job; the worker reports its
// seats as /metrics reads them, and its row goes when it stops.
import { afterEach, describe, expect, it } from 'vitest';
import { createActionTimings } from '../../src/agents/action-timings.ts';
import { createActionStretch } from '../../src/runs/action-stretch.ts';
import { createAdaptiveSeats } from '../../src/runs/adaptive-seats.ts';
import { governSeats } from '../../src/runs/govern-seats.ts';
import { startSeatSignals } from '../../src/runs/seat-signals.ts';
import { createSeats, type Seat } from '../../src/runs/seats.ts';
import { liveWorkerSeats } from '../../src/store/worker-seats.ts';
import { backend, createTestDb, type TestDb } from '../helpers/db.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, ms = 5000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > end) return value;
    await sleep(20);
  }
}

describe(`governed seats (${backend})`, () => {
  let store: TestDb | undefined;
  afterEach(async () => {
    await store?.close();
    store = undefined;
  });

  it('grows while page actions hold, shrinks when they stretch, reports it, and forgets it at stop', async () => {
    store = await createTestDb();
    const { db } = store;
    const timings = createActionTimings();
    const limiter = createAdaptiveSeats({
      floor: 2,
      ceiling: 6,
      now: () => performance.now(),
      growEveryMs: 30,
      settleMs: 200,
      // The machine's own cores are read here (the next test stands in for them): full ones, as under a
      // loaded suite, would hold the growth this test is about.
      fullAt: 0,
    });
    const seats = createSeats({ running: limiter.limit, parked: 0 });
    const jobs: Seat[] = [];
    const fill = () => {
      while (seats.canStart()) jobs.push(seats.take());
    };
    seats.onFree(fill);
    fill();
    const governor = governSeats({
      seats,
      limiter,
      signals: startSeatSignals({ timings }),
      stretch: createActionStretch({ spanMs: 300, minSamples: 3 }),
      floor: 2,
      ceiling: 6,
      db,
      workerId: 'test-worker',
      now: () => performance.now(),
      everyMs: 20,
      reportEveryMs: 50,
      log: () => undefined,
    });
    const steady = setInterval(() => timings.record('screenshot', 40), 10);
    try {
      const grown = await until(
        () => liveWorkerSeats(db),
        (rows) => rows[0]?.limit === 6 && rows[0].inUse === 6,
      );
      expect(grown).toHaveLength(1);
      expect(grown[0]).toMatchObject({ workerId: 'test-worker', limit: 6, inUse: 6, floor: 2, ceiling: 6 });
      expect(grown[0]!.stretch).toBe(1);
      expect(grown[0]!.signals).toMatchObject({ screenshot_median_ms: 40, screenshot_baseline_ms: 40 });
      expect(grown[0]!.signals.cpu_busy).toBeGreaterThanOrEqual(0);

      // The actions take three times as long: the limit shrinks, the six jobs run on.
      clearInterval(steady);
      const slow = setInterval(() => timings.record('screenshot', 120), 10);
      try {
        const shrunk = await until(
          () => liveWorkerSeats(db),
          (rows) => (rows[0]?.limit ?? 6) < 6 && (rows[0]?.stretch ?? 0) >= 2,
        );
        expect(shrunk[0]!.limit).toBeLessThan(6);
        expect(shrunk[0]!.inUse).toBe(6);
        expect(jobs.every((job) => job.isRunning())).toBe(true);
        expect(seats.canStart()).toBe(false);
      } finally {
        clearInterval(slow);
      }
    } finally {
      clearInterval(steady);
      await governor.stop();
    }
    expect(await liveWorkerSeats(db)).toEqual([]);
  });

  it('lets idle cores grow the limit where the stretch alone would hold it, and busy cores not', async () => {
    store = await createTestDb();
    const { db } = store;
    /** The limit after `windows` measured windows, the cores busy for `busyShare` of every tick. */
    const run = async (busyShare: number, windows: number) => {
      const timings = createActionTimings();
      // holdsAt under 1: the stretch alone never grows it, so any growth is the idle cores'.
      const limiter = createAdaptiveSeats({
        floor: 2,
        ceiling: 12,
        now: () => performance.now(),
        growEveryMs: 20,
        holdsAt: 0.9,
      });
      let measured = 0;
      const observe = limiter.observe;
      limiter.observe = (sample) => {
        if (sample.stretch !== undefined) measured += 1;
        return observe(sample);
      };
      const seats = createSeats({ running: limiter.limit, parked: 0 });
      const fill = () => {
        while (seats.canStart()) seats.take();
      };
      seats.onFree(fill);
      fill();
      let ticks = 0;
      const governor = governSeats({
        seats,
        limiter,
        signals: startSeatSignals({
          timings,
          cpuTimes: () => {
            ticks += 100;
            return { busy: ticks * busyShare, total: ticks };
          },
          cpuWaitUs: () => undefined,
        }),
        stretch: createActionStretch({ spanMs: 300, minSamples: 3 }),
        floor: 2,
        ceiling: 12,
        db,
        workerId: `worker-${busyShare}`,
        now: () => performance.now(),
        everyMs: 20,
        reportEveryMs: 1000,
        log: () => undefined,
      });
      const actions = setInterval(() => timings.record('screenshot', 40), 5);
      try {
        await until(
          async () => measured,
          (n) => n >= windows,
          10_000,
        );
        return { limit: limiter.limit(), stretch: limiter.stretch(), measured };
      } finally {
        clearInterval(actions);
        await governor.stop();
      }
    };
    const idle = await run(0.3, 40);
    expect(idle.measured).toBeGreaterThanOrEqual(40);
    expect(idle.stretch).toBe(1);
    expect(idle.limit).toBe(12);
    const busy = await run(0.9, 40);
    expect(busy.measured).toBeGreaterThanOrEqual(40);
    expect(busy.stretch).toBe(1);
    expect(busy.limit).toBe(2);
  });
});
