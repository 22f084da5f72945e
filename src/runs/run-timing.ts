// The clock and intervals a carrier job runs by. Passed in (tests drive them); the worker set-up
// fills in these defaults.

export interface RunTiming {
  /** Milliseconds since the epoch. */
  now(): number;
  sleep(ms: number): Promise<void>;
  /** How often a running job marks its worker alive, renews its portal lease and looks for a cancel. */
  heartbeatMs: number;
  /** How long a portal lease lasts unless renewed (a dead worker's lease frees itself after this). */
  leaseTtlSeconds: number;
  /** How often a job waiting for a portal login held by another job asks again. */
  leasePollMs: number;
}

export const defaultRunTiming: RunTiming = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  heartbeatMs: 5000,
  leaseTtlSeconds: 30,
  leasePollMs: 1000,
};
