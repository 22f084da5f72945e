// The stretch of the agent's page actions that hold no portal time (a context, a page, a screenshot:
// action-timings.ts): each action's median over the last few seconds against its unloaded baseline,
// the least such median seen since the worker started (Vegas's base round trip, decision 0036), the
// actions weighed by how many were timed. Undefined while too few were timed to say.
import type { TimedAction } from '../agents/action-timings.ts';
import { median } from './seat-signals.ts';

export interface ActionStretchOptions {
  /** How far back the medians look (default 10 s). */
  spanMs?: number;
  /**
   * Least samples of an action within the span for its median to count (default 5): fewer, and a
   * light page's screenshot alone sets a baseline the rest never reach.
   */
  minSamples?: number;
}

export interface ActionStretch {
  /** Adds the samples timed by `t` (ms) and returns the stretch over the span ending there. */
  observe(t: number, actions: Partial<Record<TimedAction, number[]>>): number | undefined;
  /** Each action's median over the span, and its baseline (for /metrics). */
  figures(): Partial<Record<TimedAction, { medianMs: number; baselineMs: number }>>;
}

export function createActionStretch(options: ActionStretchOptions = {}): ActionStretch {
  const spanMs = options.spanMs ?? 10_000;
  const minSamples = options.minSamples ?? 5;
  const recent: { t: number; action: TimedAction; ms: number }[] = [];
  const baselines = new Map<TimedAction, number>();
  let figures: ReturnType<ActionStretch['figures']> = {};
  return {
    observe(t, actions) {
      for (const [action, samples] of Object.entries(actions) as [TimedAction, number[]][])
        for (const ms of samples) recent.push({ t, action, ms });
      while (recent.length > 0 && recent[0]!.t <= t - spanMs) recent.shift();
      const byAction = new Map<TimedAction, number[]>();
      for (const s of recent) byAction.set(s.action, [...(byAction.get(s.action) ?? []), s.ms]);
      figures = {};
      let weighed = 0;
      let count = 0;
      for (const [action, samples] of byAction) {
        if (samples.length < minSamples) continue;
        const m = median(samples);
        const baseline = Math.min(baselines.get(action) ?? m, m);
        baselines.set(action, baseline);
        figures[action] = { medianMs: m, baselineMs: baseline };
        weighed += samples.length * (m / Math.max(1, baseline));
        count += samples.length;
      }
      return count > 0 ? weighed / count : undefined;
    },
    figures: () => figures,
  };
}
