// A worker process's seats (issue 11): `running` jobs drive a browser (WORKER_CONCURRENCY), `parked`
// jobs keep their browser context open while they wait for a person (PARKED_CONTEXTS). A job that
// pauses gives its running seat back when a parked place is free (else it keeps it: the bound on open
// contexts holds); when the person answers it takes a running seat again before any new job does.

export interface Seat {
  /** The job waits for a person: frees its running seat if a parked place is free. */
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
  /** Called whenever a running seat frees (the fetch loop wakes). */
  onFree(listener: () => void): void;
}

export function createSeats(limits: { running: number; parked: number }): Seats {
  let running = 0;
  let parked = 0;
  const resumers: (() => void)[] = [];
  const listeners: (() => void)[] = [];
  const freed = () => {
    // A parked job that was answered goes first; else the loop may fetch a new one.
    while (running < limits.running && resumers.length > 0) {
      running += 1;
      resumers.shift()!();
    }
    if (running < limits.running) for (const listener of listeners) listener();
  };
  return {
    canStart: () => running < limits.running && resumers.length === 0,
    take() {
      running += 1;
      let state: 'running' | 'parked' | 'resuming' | 'released' = 'running';
      let grant: (() => void) | undefined;
      return {
        park() {
          if (state !== 'running' || parked >= limits.parked) return;
          state = 'parked';
          running -= 1;
          parked += 1;
          freed();
        },
        async resume() {
          if (state !== 'parked') return;
          parked -= 1;
          if (running < limits.running && resumers.length === 0) {
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
          if (state === 'running') running -= 1;
          else if (state === 'parked') parked -= 1;
          else if (state === 'resuming' && grant) resumers.splice(resumers.indexOf(grant), 1);
          state = 'released';
          freed();
        },
        isRunning: () => state === 'running',
      };
    },
    running: () => running,
    parked: () => parked,
    onFree(listener) {
      listeners.push(listener);
    },
  };
}
