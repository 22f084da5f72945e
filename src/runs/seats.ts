// A worker process's seats (decision 0011): `running` jobs drive a browser (WORKER_CONCURRENCY), `parked`
// jobs keep their browser context open while they wait for a person (PARKED_CONTEXTS). A job that
// pauses gives its running seat back when a parked place is free (else it keeps it: the bound on open
// contexts holds); when the person answers it takes a running seat again before any new job does.
// It parks only once its pause has lasted `parkAfterMs` (PARK_AFTER_MS): a code that comes by itself or
// an answer a partner's system posts arrives within a second or two, and a job that had given its seat
// away then waits for the next one to free, seconds on a busy worker (docs/performance.md, "Seats
// after a pause"). A person who takes longer costs the seat that long, no more.

export interface Seat {
  /** The job waits for a person: frees its running seat after the grace, if a parked place is free. */
  park(): void;
  /** The person answered: waits for a running seat (ahead of new jobs) when the job had parked. */
  resume(): Promise<void>;
  /** The job ended: whatever it holds is freed. */
  release(): void;
  /** Whether the job holds a running seat now (not parked, not waiting for one). */
  isRunning(): boolean;
}

export interface Seats {
  /** A new job may start now: a running seat is free and no parked job waits for one. */
  canStart(): boolean;
  /** Takes a running seat for a new job (after canStart). */
  take(): Seat;
  running(): number;
  parked(): number;
  /** The running seats offered now. */
  limit(): number;
  /** The limit grew: answered jobs waiting for a seat take one, and the fetch loop wakes. */
  limitChanged(): void;
  /** Called whenever a running seat frees (the fetch loop wakes). */
  onFree(listener: () => void): void;
}

export interface SeatLimits {
  /**
   * Running seats: a number, or the current limit of adaptive seats (adaptive-seats.ts), read whenever
   * a job might start. A limit below the jobs running stops none of them: no new one starts until
   * enough have ended.
   */
  running: number | (() => number);
  parked: number;
  /** How long a pause lasts before the job parks (0: at once). */
  parkAfterMs?: number;
}

export function createSeats(limits: SeatLimits): Seats {
  const parkAfterMs = limits.parkAfterMs ?? 0;
  const limit = typeof limits.running === 'number' ? () => limits.running as number : limits.running;
  let running = 0;
  let parked = 0;
  const resumers: (() => void)[] = [];
  const listeners: (() => void)[] = [];
  const freed = () => {
    // A parked job that was answered goes first; else the loop may fetch a new one.
    while (running < limit() && resumers.length > 0) {
      running += 1;
      resumers.shift()!();
    }
    if (running < limit()) for (const listener of listeners) listener();
  };
  return {
    canStart: () => running < limit() && resumers.length === 0,
    take() {
      running += 1;
      // `pausing`: waiting for a person within the grace, the running seat still held.
      let state: 'running' | 'pausing' | 'parked' | 'resuming' | 'released' = 'running';
      let grant: (() => void) | undefined;
      let grace: ReturnType<typeof setTimeout> | undefined;
      const endGrace = () => {
        if (grace) clearTimeout(grace);
        grace = undefined;
      };
      const parkNow = () => {
        if (parked >= limits.parked) return;
        state = 'parked';
        running -= 1;
        parked += 1;
        freed();
      };
      return {
        park() {
          if (state !== 'running') return;
          if (parkAfterMs <= 0) return parkNow();
          state = 'pausing';
          grace = setTimeout(() => {
            grace = undefined;
            if (state !== 'pausing') return;
            state = 'running';
            parkNow();
          }, parkAfterMs);
          grace.unref?.();
        },
        async resume() {
          if (state === 'pausing') {
            endGrace();
            state = 'running';
            return;
          }
          if (state !== 'parked') return;
          parked -= 1;
          if (running < limit() && resumers.length === 0) {
            running += 1;
            state = 'running';
            return;
          }
          state = 'resuming';
          await new Promise<void>((resolve) => {
            // Called by `freed` with the seat already counted as this job's.
            grant = () => {
              state = 'running';
              resolve();
            };
            resumers.push(grant);
          });
        },
        release() {
          endGrace();
          if (state === 'running' || state === 'pausing') running -= 1;
          else if (state === 'parked') parked -= 1;
          else if (state === 'resuming' && grant) resumers.splice(resumers.indexOf(grant), 1);
          state = 'released';
          freed();
        },
        isRunning: () => state === 'running' || state === 'pausing',
      };
    },
    running: () => running,
    parked: () => parked,
    limit,
    limitChanged: freed,
    onFree(listener) {
      listeners.push(listener);
    },
  };
}
