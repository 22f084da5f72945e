// How long the agent's page actions that hold no portal time take on this worker: a browser context
// opened, a page opened, a step's screenshot. Their unloaded times are tens of milliseconds; they
// stretch when the machine's cores are short (the worker's seats read them: decision 0036). A
// screenshot's time depends on the page photographed as much as on the load, so it is timed with the
// page it is of, and compared with that page's own earlier screenshots (action-stretch.ts).

export type TimedAction = 'context' | 'page' | 'screenshot';

/** An action's timings by what it was of: `screenshot` alone, or `screenshot <portal> <step>`. */
export type ActionSamples = Record<string, number[]>;

/** The action a key of ActionSamples times. */
export const actionOf = (key: string) => key.split(' ', 1)[0] as TimedAction;

export interface ActionTimings {
  /** One timing of `action`, of the page `of` names where the time depends on the page. */
  record(action: TimedAction, ms: number, of?: string): void;
  /** What was recorded since the last take, by action and page; then forgets it. */
  take(): ActionSamples;
}

/** Keeps at most `max` samples of each action between two takes (a window's worth). */
export function createActionTimings(max = 1000): ActionTimings {
  let current: ActionSamples = {};
  let counts: Partial<Record<TimedAction, number>> = {};
  return {
    record(action, ms, of) {
      const count = counts[action] ?? 0;
      if (count >= max) return;
      counts[action] = count + 1;
      const key = of ? `${action} ${of}` : action;
      const samples = current[key];
      if (samples) samples.push(ms);
      else current[key] = [ms];
    },
    take() {
      const taken = current;
      current = {};
      counts = {};
      return taken;
    },
  };
}
