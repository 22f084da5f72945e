// The delivery policy in one place: the contract's limits (2xx within 5 s; 3 retries 5 s, 30 s and
// 5 min after the previous attempt) and when an endpoint that keeps failing is disabled.

/** Contract §6 and §8: retries 5 s, 30 s and 5 min after the previous attempt. */
export const DEFAULT_RETRY_DELAYS_MS: readonly number[] = [5_000, 30_000, 300_000];
/** Contract §6: the receiver acknowledges within 5 seconds. */
export const DEFAULT_TIMEOUT_MS = 5_000;

export interface AutoDisablePolicy {
  /** Disable once every attempt has failed for this long (default 24 h)… */
  failingForMs: number;
  /** …or once this many deliveries in a row have failed for good (default 100). */
  failedDeliveries: number;
}

export const DEFAULT_AUTO_DISABLE: AutoDisablePolicy = {
  failingForMs: 24 * 60 * 60 * 1000,
  failedDeliveries: 100,
};

/** Attempts in the automatic schedule: the first one and one per retry delay. */
export const maxAttemptsFor = (retryDelaysMs: readonly number[]) => 1 + retryDelaysMs.length;

/**
 * The wait after failed attempt `attempt` (1-based) before the next, or undefined when the delivery
 * has used the attempts it was allowed (`maxAttempts`: the schedule's, or one more after a redelivery).
 */
export function retryDelayAfter(
  attempt: number,
  maxAttempts: number,
  retryDelaysMs: readonly number[],
): number | undefined {
  if (attempt >= maxAttempts || retryDelaysMs.length === 0) return undefined;
  return retryDelaysMs[Math.min(attempt, retryDelaysMs.length) - 1];
}

export interface FailureStreak {
  /** The first failed attempt since the endpoint's last success. */
  failingSince: Date;
  consecutiveFailedDeliveries: number;
}

/** Why an endpoint should be disabled now, or undefined while it may keep trying. */
export function autoDisableReason(
  streak: FailureStreak,
  now: Date,
  policy: AutoDisablePolicy,
): string | undefined {
  const failingMs = now.getTime() - streak.failingSince.getTime();
  const since = streak.failingSince.toISOString();
  const count = streak.consecutiveFailedDeliveries;
  const deliveries = `${count} consecutive failed deliver${count === 1 ? 'y' : 'ies'}`;
  if (count >= policy.failedDeliveries) {
    return `Disabled automatically: ${deliveries} (every attempt failing since ${since})`;
  }
  if (count > 0 && failingMs >= policy.failingForMs) {
    return `Disabled automatically: every attempt failed for ${formatDuration(failingMs)} since ${since} (${deliveries})`;
  }
  return undefined;
}

function formatDuration(ms: number): string {
  const hours = ms / 3_600_000;
  if (hours >= 1) return `${Math.floor(hours)} h`;
  const minutes = ms / 60_000;
  if (minutes >= 1) return `${Math.floor(minutes)} min`;
  return `${Math.floor(ms / 1000)} s`;
}
