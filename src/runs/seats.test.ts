// Seats: a parked job frees its running seat within the parked bound, an answered one goes back ahead
// of new jobs, and nothing is counted twice or lost whatever order things end in.
import { describe, expect, it } from 'vitest';
import { createSeats } from './seats.ts';

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
    const seats = createSeats({ running: 1, parked: 4 });
    let wakes = 0;
    seats.onFree(() => {
      wakes += 1;
    });
    const a = seats.take();
    a.park();
    expect(wakes).toBe(1);
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
});
