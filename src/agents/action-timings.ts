// How long the agent's page actions that hold no portal time take on this worker: a browser context
// opened, a page opened, a step's screenshot. Their unloaded times are tens of milliseconds; they
// stretch when the machine's cores are short (the worker's seats read them: decision 0036).

export type TimedAction = 'context' | 'page' | 'screenshot';

export interface ActionTimings {
  record(action: TimedAction, ms: number): void;
  /** What was recorded since the last take, by action; then forgets it. */
  take(): Record<TimedAction, number[]>;
}

/** Keeps at most `max` samples of each action between two takes (a window's worth). */
export function createActionTimings(max = 1000): ActionTimings {
  let current: Record<TimedAction, number[]> = { context: [], page: [], screenshot: [] };
  return {
    record(action, ms) {
      const samples = current[action];
      if (samples.length < max) samples.push(ms);
    },
    take() {
      const taken = current;
      current = { context: [], page: [], screenshot: [] };
      return taken;
    },
  };
}
