import { describe, expect, it } from 'vitest';
import {
  autoDisableReason,
  DEFAULT_AUTO_DISABLE,
  DEFAULT_RETRY_DELAYS_MS,
  DEFAULT_TIMEOUT_MS,
  maxAttemptsFor,
  retryDelayAfter,
} from './policy.ts';

describe('delivery policy', () => {
  it('follows the contract: 2xx within 5 s, retried 5 s, 30 s and 5 min after the previous attempt', () => {
    expect(DEFAULT_TIMEOUT_MS).toBe(5000);
    expect(maxAttemptsFor(DEFAULT_RETRY_DELAYS_MS)).toBe(4);
    const waits = [1, 2, 3, 4].map((n) => retryDelayAfter(n, 4, DEFAULT_RETRY_DELAYS_MS));
    expect(waits).toEqual([5_000, 30_000, 300_000, undefined]);
  });

  it('gives a redelivery by hand its one attempt and no retries', () => {
    // a failed delivery (4 attempts) redelivered: max_attempts becomes 5
    expect(retryDelayAfter(5, 5, DEFAULT_RETRY_DELAYS_MS)).toBeUndefined();
    expect(retryDelayAfter(1, 1, [])).toBeUndefined();
  });

  it('disables after 100 failed deliveries in a row or 24 hours of failing, whichever comes first', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    const since = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
    const reason = (hours: number, count: number) =>
      autoDisableReason(
        { failingSince: since(hours), consecutiveFailedDeliveries: count },
        now,
        DEFAULT_AUTO_DISABLE,
      );
    expect(reason(1, 99)).toBeUndefined();
    expect(reason(23.9, 5)).toBeUndefined();
    expect(reason(1, 100)).toBe(
      'Disabled automatically: 100 consecutive failed deliveries (every attempt failing since 2026-11-22T11:00:00.000Z)',
    );
    expect(reason(24, 2)).toBe(
      'Disabled automatically: every attempt failed for 24 h since 2026-11-21T12:00:00.000Z (2 consecutive failed deliveries)',
    );
    // attempts failing for a day while no delivery has failed for good yet (its retries are pending)
    expect(reason(30, 0)).toBeUndefined();
  });
});
