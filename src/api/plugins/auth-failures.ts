// Failed authentication per client address, counted before any key lookup: an address that sent too
// many wrong or missing keys in the window gets 429 with Retry-After, without the lookup (so guessing
// keys costs the guesser, not the database). Counters live in each API process, like the rate limit.

export interface AuthFailureLimiter {
  /** Seconds to wait when `address` is over the limit, else undefined. */
  blockedFor(address: string): number | undefined;
  fail(address: string): void;
}

export function createAuthFailureLimiter(options: {
  maxPerWindow: number;
  windowMs?: number;
  now?: () => number;
}): AuthFailureLimiter {
  const windowMs = options.windowMs ?? 60_000;
  const now = options.now ?? Date.now;
  const windows = new Map<string, { start: number; count: number }>();
  const current = (address: string) => {
    const entry = windows.get(address);
    if (!entry || now() - entry.start >= windowMs) return undefined;
    return entry;
  };
  return {
    blockedFor(address) {
      const entry = current(address);
      if (!entry || entry.count < options.maxPerWindow) return undefined;
      return Math.max(1, Math.ceil((entry.start + windowMs - now()) / 1000));
    },
    fail(address) {
      // Bounded memory under a spray of addresses: expired windows go when the map grows large.
      if (windows.size > 10_000) {
        for (const [key, entry] of windows) if (now() - entry.start >= windowMs) windows.delete(key);
      }
      const entry = current(address);
      if (entry) entry.count += 1;
      else windows.set(address, { start: now(), count: 1 });
    },
  };
}
