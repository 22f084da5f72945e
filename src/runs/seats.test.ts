// Seats: a parked job frees its running seat within the parked bound (after the grace, when one is
// set, and a pause answered within it keeps the seat), an answered one goes back ahead
// of new jobs, and nothing is counted twice or lost whatever order things end in.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSeats, type SeatLimits } from './seats.ts';

/** Seats that count how often they woke the fetch loop. */
function watched(limits: SeatLimits) {
  const seats = createSeats(limits);
  let wakes = 0;
  seats.onFree(() => {
    wakes += 1;
  });
  return { seats, wakes: () => wakes };
}

describe('worker seats', () => {
  it('frees a running seat when a job parks, within the parked bound', () => {
    const seats = createSeats({ running: 2, parked: 1 });
    const a = seats.take();
    const b = seats.take();
    expect(seats.canStart()).toBe(false);
    a.park();
    expect([seats.running(), seats.parked()]).toEqual([1, 1]);
    expect(seats.canStart()).toBe(true);
    // The parked bound is full: b keeps its running seat while it waits.
    b.park();
    expect([seats.running(), seats.parked()]).toEqual([1, 1]);
    b.release();
    a.release();
    expect([seats.running(), seats.parked()]).toEqual([0, 0]);
  });

  it('gives an answered job a seat before any new job, and wakes the loop when one frees', async () => {
    const { seats, wakes } = watched({ running: 1, parked: 4 });
    const a = seats.take();
    a.park();
    expect(wakes()).toBe(1);
    const b = seats.take();
    let resumed = false;
    const resuming = a.resume().then(() => {
      resumed = true;
    });
    await Promise.resolve();
    expect(resumed).toBe(false);
    expect(seats.canStart()).toBe(false); // a waits for the seat: no new job may take it
    b.release();
    await resuming;
    expect(resumed).toBe(true);
    expect([seats.running(), seats.parked()]).toEqual([1, 0]);
    a.release();
    expect([seats.running(), seats.parked()]).toEqual([0, 0]);
    expect(seats.canStart()).toBe(true);
  });

  it('resumes at once when a seat is free, and counts a job ended while parked or waiting once', async () => {
    const seats = createSeats({ running: 1, parked: 2 });
    const a = seats.take();
    a.park();
    await a.resume();
    expect([seats.running(), seats.parked()]).toEqual([1, 0]);
    a.park();
    const b = seats.take();
    b.park();
    expect([seats.running(), seats.parked()]).toEqual([0, 2]);
    const c = seats.take();
    void a.resume(); // waits behind c
    a.release(); // cancelled while waiting: gives up its place in line
    b.release();
    c.release();
    expect([seats.running(), seats.parked()]).toEqual([0, 0]);
    expect(seats.canStart()).toBe(true);
  });

  describe('with a grace before parking (PARK_AFTER_MS)', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('keeps the seat through a pause answered within the grace: nothing waits to resume', async () => {
      vi.useFakeTimers();
      const { seats, wakes } = watched({ running: 1, parked: 4, parkAfterMs: 2000 });
      const a = seats.take();
      a.park();
      expect([seats.running(), seats.parked(), wakes()]).toEqual([1, 0, 0]);
      expect(seats.canStart()).toBe(false);
      expect(a.isRunning()).toBe(true);
      vi.advanceTimersByTime(1999);
      await a.resume();
      expect([seats.running(), seats.parked()]).toEqual([1, 0]);
      // The grace's timer is gone with the pause: the job does not park later on its own.
      vi.advanceTimersByTime(10_000);
      expect([seats.running(), seats.parked(), wakes()]).toEqual([1, 0, 0]);
      a.release();
      expect([seats.running(), wakes()]).toEqual([0, 1]);
    });

    it('parks once the pause outlasts the grace, and a new job takes the seat', () => {
      vi.useFakeTimers();
      const { seats, wakes } = watched({ running: 1, parked: 4, parkAfterMs: 2000 });
      const a = seats.take();
      a.park();
      vi.advanceTimersByTime(2000);
      expect([seats.running(), seats.parked(), wakes()]).toEqual([0, 1, 1]);
      expect(a.isRunning()).toBe(false);
      expect(seats.canStart()).toBe(true);
      // From here it is any parked job: answered, it waits for the seat the new job took.
      const b = seats.take();
      expect(seats.canStart()).toBe(false);
      b.release();
      a.release();
      expect([seats.running(), seats.parked()]).toEqual([0, 0]);
    });

    it('frees the seat of a job ended within the grace once, and keeps it when the parked places are full', () => {
      vi.useFakeTimers();
      const seats = createSeats({ running: 2, parked: 1, parkAfterMs: 500 });
      const a = seats.take();
      a.park();
      a.release();
      vi.advanceTimersByTime(1000);
      expect([seats.running(), seats.parked()]).toEqual([0, 0]);
      const b = seats.take();
      const c = seats.take();
      b.park();
      c.park();
      vi.advanceTimersByTime(500);
      // b parked; the one parked place is taken, so c keeps its running seat while it waits.
      expect([seats.running(), seats.parked()]).toEqual([1, 1]);
      expect(c.isRunning()).toBe(true);
      b.release();
      c.release();
      expect([seats.running(), seats.parked()]).toEqual([0, 0]);
    });
  });
});
