// Adaptive seats on a simulated clock: the limit grows by one while the stretch holds and the seats are
// used up (by a quarter while the cores stand idle), shrinks by a quarter when it stretches, stays
// between its floor and ceiling, recovers, and never stops a running job (with the seats it gates).
import { describe, expect, it } from 'vitest';
import { type AdaptiveSeatOptions, createAdaptiveSeats } from './adaptive-seats.ts';
import { createSeats } from './seats.ts';

/** A limiter on a clock the test moves, sampled once a second. */
function simulated(options: Omit<AdaptiveSeatOptions, 'now'>) {
  let t = 0;
  const seats = createAdaptiveSeats({ ...options, now: () => t });
  return {
    seats,
    /** `seconds` samples of `stretch`, one a second, with every seat in use unless `inUse` says. */
    run(seconds: number, stretch: number | undefined, inUse?: number, cpuBusy?: number) {
      const limits: number[] = [];
      for (let i = 0; i < seconds; i += 1) {
        t += 1000;
        limits.push(seats.observe({ stretch, inUse: inUse ?? seats.limit(), cpuBusy }));
      }
      return limits;
    },
  };
}

describe('adaptive seats', () => {
  it('grows by one seat every two seconds while the work holds its baseline and the seats are used up', () => {
    const sim = simulated({ floor: 2, ceiling: 40 });
    expect(sim.seats.limit()).toBe(2);
    const limits = sim.run(20, 1.05);
    expect(limits).toEqual([3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12]);
  });

  it('does not grow while seats stand empty: an unused limit says nothing about the machine', () => {
    const sim = simulated({ floor: 2, ceiling: 40, initial: 6 });
    expect(sim.run(30, 1.0, 3)).toEqual(Array(30).fill(6));
  });

  it('holds between its thresholds while the cores are busy, or not measured', () => {
    const sim = simulated({ floor: 2, ceiling: 40, initial: 10 });
    expect(sim.run(30, 1.4)).toEqual(Array(30).fill(10));
    expect(sim.run(30, 1.4, undefined, 0.75)).toEqual(Array(30).fill(10));
  });

  it('never grows while the cores are full, and shrinks there once the actions stretch past holding', () => {
    const sim = simulated({ floor: 2, ceiling: 40, initial: 10 });
    // Holding its baseline on full cores: no growth (a seat more would wait for a core).
    expect(sim.run(10, 1.1, undefined, 0.9)).toEqual(Array(10).fill(10));
    // Stretched between the thresholds on full cores: a quarter of the seats in use, then the settle.
    const limits = sim.run(12, 1.45, undefined, 0.9);
    expect(limits.slice(0, 10)).toEqual(Array(10).fill(7));
    expect(limits[10]).toBe(5);
    // The same stretch with the cores not full holds (the thresholds' rule).
    const notFull = simulated({ floor: 2, ceiling: 40, initial: 10 });
    expect(notFull.run(12, 1.45, undefined, 0.8)).toEqual(Array(12).fill(10));
    // Nor below the floor, nor with `fullAt: 0`.
    const floored = simulated({ floor: 4, ceiling: 40, initial: 5 });
    expect(floored.run(30, 1.5, undefined, 1.0).at(-1)).toBe(4);
    const off = simulated({ floor: 2, ceiling: 40, initial: 10, fullAt: 0 });
    expect(off.run(12, 1.45, undefined, 0.95)).toEqual(Array(12).fill(10));
  });

  it('grows by a quarter every two seconds between its thresholds while the cores stand idle', () => {
    const sim = simulated({ floor: 2, ceiling: 40, initial: 8 });
    expect(sim.run(12, 1.45, undefined, 0.4)).toEqual([10, 10, 12, 12, 15, 15, 18, 18, 22, 22, 27, 27]);
    // The same with the seats not used up: no growth, whatever the cores.
    const unused = simulated({ floor: 2, ceiling: 40, initial: 8 });
    expect(unused.run(10, 1.0, 5, 0.1)).toEqual(Array(10).fill(8));
  });

  it('with nothing timed often enough yet, grows on idle cores only, and holds otherwise', () => {
    const sim = simulated({ floor: 2, ceiling: 40, initial: 8 });
    // A worker's first pages have no baseline of their own yet: the stretch says nothing.
    expect(sim.run(4, undefined, undefined, 0.3)).toEqual([10, 10, 12, 12]);
    expect(sim.run(6, undefined, undefined, 0.7)).toEqual(Array(6).fill(12));
    expect(sim.run(4, undefined)).toEqual(Array(4).fill(12));
    expect(sim.seats.stretch()).toBeUndefined();
  });

  it('idle cores never outweigh a stretch past its shrink threshold', () => {
    const sim = simulated({ floor: 2, ceiling: 40, initial: 20 });
    expect(sim.run(1, 1.8, undefined, 0.3)).toEqual([15]);
    expect(sim.run(9, 1.7, undefined, 0.3)).toEqual(Array(9).fill(15));
  });

  it('does without idle cores when told (idleAt 0): one seat at a time under holdsAt only', () => {
    const sim = simulated({ floor: 2, ceiling: 40, initial: 8, idleAt: 0 });
    expect(sim.run(4, 1.45, undefined, 0.1)).toEqual([8, 8, 8, 8]);
    expect(sim.run(4, 1.1, undefined, 0.1)).toEqual([9, 9, 10, 10]);
  });

  it('shrinks by a quarter of the seats in use when actions stretch, then waits for it to take effect', () => {
    const sim = simulated({ floor: 2, ceiling: 40, initial: 20 });
    const limits = sim.run(25, 2.0);
    // 20 → 15 at once; nothing more for the 10 s settle; 15 → 11; settle; 11 → 8.
    expect(limits[0]).toBe(15);
    expect(limits.slice(1, 10)).toEqual(Array(9).fill(15));
    expect(limits[10]).toBe(11);
    expect(limits[20]).toBe(8);
  });

  it('shrinks from the seats in use when the limit stands above them', () => {
    const sim = simulated({ floor: 2, ceiling: 40, initial: 30 });
    expect(sim.run(1, 2.5, 8)).toEqual([6]);
  });

  it('does not shrink again while more jobs run than the last shrink allows: that shrink has not landed yet', () => {
    const sim = simulated({ floor: 2, ceiling: 40, initial: 12 });
    expect(sim.run(1, 3.0, 12)).toEqual([9]);
    // Twelve jobs still run, long past the settle time: the stretch is theirs, the limit holds.
    expect(sim.run(30, 3.0, 12)).toEqual(Array(30).fill(9));
    // Three ended: the limit has landed, and the stretch still says too many.
    expect(sim.run(1, 3.0, 9)).toEqual([6]);
  });

  it('never goes below its floor nor above its ceiling', () => {
    const sim = simulated({ floor: 3, ceiling: 9 });
    expect(Math.max(...sim.run(60, 1.0))).toBe(9);
    expect(sim.seats.limit()).toBe(9);
    expect(Math.min(...sim.run(120, 5.0))).toBe(3);
    expect(sim.seats.limit()).toBe(3);
    // An initial limit outside the bounds is brought inside them.
    expect(createAdaptiveSeats({ floor: 3, ceiling: 9, initial: 50, now: () => 0 }).limit()).toBe(9);
    expect(createAdaptiveSeats({ floor: 0, ceiling: 9, now: () => 0 }).limit()).toBe(1);
  });

  it('recovers: grows again once the stretch is back at its baseline, after the settle time', () => {
    const sim = simulated({ floor: 2, ceiling: 40, initial: 16 });
    sim.run(1, 3.0);
    expect(sim.seats.limit()).toBe(12);
    const after = sim.run(20, 1.0);
    expect(after.slice(0, 9)).toEqual(Array(9).fill(12)); // the settle time
    expect(after.slice(9)).toEqual([13, 13, 14, 14, 15, 15, 16, 16, 17, 17, 18]);
  });

  it('keeps its limit when nothing was measured', () => {
    const sim = simulated({ floor: 2, ceiling: 40, initial: 7 });
    expect(sim.run(10, undefined)).toEqual(Array(10).fill(7));
    expect(sim.seats.stretch()).toBeUndefined();
  });

  it('never stops a running job: a lower limit only keeps new ones from starting', () => {
    const sim = simulated({ floor: 1, ceiling: 10, initial: 8 });
    const seats = createSeats({ running: () => sim.seats.limit(), parked: 0 });
    const jobs = Array.from({ length: 8 }, () => seats.take());
    expect(seats.canStart()).toBe(false);
    sim.run(1, 4.0, seats.running());
    expect(sim.seats.limit()).toBe(6);
    expect(jobs.every((job) => job.isRunning())).toBe(true);
    expect(seats.running()).toBe(8);
    // Two jobs end: still at the limit, nothing starts; a third ends: one may start.
    jobs[0]!.release();
    jobs[1]!.release();
    expect(seats.canStart()).toBe(false);
    jobs[2]!.release();
    expect(seats.canStart()).toBe(true);
    expect(jobs.slice(3).every((job) => job.isRunning())).toBe(true);
  });

  it('wakes the fetch loop when the limit grows', () => {
    let limit = 1;
    const seats = createSeats({ running: () => limit, parked: 0 });
    let wakes = 0;
    seats.onFree(() => {
      wakes += 1;
    });
    seats.take();
    expect(seats.canStart()).toBe(false);
    limit = 2;
    seats.limitChanged();
    expect(wakes).toBe(1);
    expect(seats.canStart()).toBe(true);
  });
});
