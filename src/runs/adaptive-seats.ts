// How many running seats a worker offers, sized from what it measures (decision 0036): the
// limit grows by one seat while the work holds its unloaded baseline and the seats are all in use, and
// shrinks by a quarter when the work stretches, between a floor and a ceiling. Additive increase,
// multiplicative decrease, as TCP's congestion window (RFC 5681), growing only while the seats are
// used up (RFC 7661: a window the sender does not fill says nothing about the path). The stretch is
// the measured signal over its unloaded baseline, as Vegas and Gradient compare a short-term round
// trip to the least or long-term one (Netflix concurrency-limits). The limit only gates new jobs: a
// running job is never stopped to shrink, so a shrink takes effect as jobs end; the next one waits for
// that, and for a settle time after it. Where the machine's cores stand idle the stretch between the
// two thresholds does not hold the limit (the actions' medians there move with the pages' mix, not
// the load): it grows, and by a quarter at a time, as TCP's slow start, since the idle cores are the
// measured room for more (decision 0036, "Idle cores"). Where the cores are full, a seat more only
// waits for a core: the limit never grows, and a stretch past the hold threshold shrinks it as one past
// the shrink threshold does (decision 0036, "Full cores").

export interface AdaptiveSeatOptions {
  /** Seats offered whatever the stretch (at least 1). */
  floor: number;
  /** Seats never exceeded (memory per browser context, or WORKER_CONCURRENCY when the operator sets it). */
  ceiling: number;
  /** The limit at start (default: the floor). */
  initial?: number;
  /** Milliseconds since any epoch: the worker's clock, a test's simulated one. */
  now(): number;
  /** A stretch at or under this holds the baseline: the limit may grow (default 1.3). */
  holdsAt?: number;
  /** A stretch at or over this shrinks the limit (default 1.6). */
  shrinksAt?: number;
  /** What a shrink keeps of the seats in use (default 0.75). */
  decrease?: number;
  /** Least time between two growths (default 2 s: a new job's start shows in the signal by then). */
  growEveryMs?: number;
  /** After a shrink, how long before the next shrink or growth (default 10 s: jobs end meanwhile). */
  settleMs?: number;
  /**
   * The machine's cores busy (0 to 1) at or under which it has room: the limit grows by a quarter
   * while the stretch is under `shrinksAt` (default 0.6; 0 turns it off).
   */
  idleAt?: number;
  /**
   * The machine's cores busy (0 to 1) at or over which it has no room: the limit does not grow, and a
   * stretch over `holdsAt` shrinks it (default 0.85; 0 turns it off).
   */
  fullAt?: number;
}

export interface SeatSample {
  /** The signal over its unloaded baseline (1: as unloaded); undefined when nothing was measured. */
  stretch: number | undefined;
  /** Jobs holding a running seat when the sample was taken. */
  inUse: number;
  /** The machine's cores busy over the last few seconds, 0 to 1 (undefined: not measured). */
  cpuBusy?: number;
}

export interface AdaptiveSeats {
  /** The current limit: new jobs start while fewer than this hold a running seat. */
  limit(): number;
  /** The last stretch observed (for /metrics), undefined before any. */
  stretch(): number | undefined;
  /** Takes one sample; returns the limit after it. */
  observe(sample: SeatSample): number;
}

export function createAdaptiveSeats(options: AdaptiveSeatOptions): AdaptiveSeats {
  const ceiling = Math.max(1, Math.floor(options.ceiling));
  const floor = Math.min(ceiling, Math.max(1, Math.floor(options.floor)));
  const holdsAt = options.holdsAt ?? 1.3;
  const shrinksAt = options.shrinksAt ?? 1.6;
  const decrease = options.decrease ?? 0.75;
  const growEveryMs = options.growEveryMs ?? 2000;
  const settleMs = options.settleMs ?? 10_000;
  const idleAt = options.idleAt ?? 0.6;
  const fullAt = options.fullAt ?? 0.85;
  const clamp = (n: number) => Math.min(ceiling, Math.max(floor, n));
  let limit = clamp(Math.floor(options.initial ?? floor));
  let last: number | undefined;
  let changedAt = Number.NEGATIVE_INFINITY;
  let shrunkAt = Number.NEGATIVE_INFINITY;

  return {
    limit: () => limit,
    stretch: () => last,
    observe({ stretch, inUse, cpuBusy }) {
      last = stretch;
      const idle = idleAt > 0 && cpuBusy !== undefined && cpuBusy <= idleAt;
      // Nothing timed often enough yet (a page's first screenshots): only idle cores say there is room.
      if (stretch === undefined && !idle) return limit;
      const t = options.now();
      const before = limit;
      const settled = t - shrunkAt >= settleMs;
      const full = fullAt > 0 && cpuBusy !== undefined && cpuBusy >= fullAt;
      const stretched = stretch !== undefined && (stretch >= shrinksAt || (full && stretch > holdsAt));
      // Once the seats in use came down to the limit: a shrink lands only as jobs end, and the stretch
      // measured before then is the old load's (TCP decreases once a round trip, for the same reason).
      if (stretched && settled && limit > floor && inUse <= limit) {
        // From the seats in use, not the limit: a limit well above them did not cause the stretch.
        const base = Math.max(inUse, floor);
        limit = clamp(Math.min(limit - 1, Math.floor(base * decrease)));
        shrunkAt = changedAt = t;
      } else if (!full && inUse >= limit && settled && t - changedAt >= growEveryMs) {
        const room = idle && (stretch === undefined || stretch < shrinksAt);
        if (room) limit = clamp(limit + Math.max(1, Math.floor(limit / 4)));
        else if (stretch !== undefined && stretch <= holdsAt) limit = clamp(limit + 1);
        if (limit !== before) changedAt = t;
      }
      return limit;
    },
  };
}
