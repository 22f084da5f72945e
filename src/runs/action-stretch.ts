// The stretch of the agent's page actions that hold no portal time (a context, a page, a screenshot:
// action-timings.ts): each recent timing against the unloaded time of the same thing, a screenshot's
// against the same page's (decision 0036, "The same page"). That baseline is the least median of three
// consecutive timings of it seen since the worker started (Vegas's base round trip); the stretch is the
// median of the recent timings over their baselines. Undefined while too few were timed to say.
import { type ActionSamples, actionOf, type TimedAction } from '../agents/action-timings.ts';
import { median } from './seat-signals.ts';

export interface ActionStretchOptions {
  /** How far back the stretch looks (default 10 s). */
  spanMs?: number;
  /** Least timings within the span, each with a baseline, for the stretch to say (default 5). */
  minSamples?: number;
}

export interface ActionStretch {
  /** Adds the timings of `t` (ms) and returns the stretch over the span ending there. */
  observe(t: number, actions: ActionSamples): number | undefined;
  /** Each action's median over the span, and the median of its timings' baselines (for /metrics). */
  figures(): Partial<Record<TimedAction, { medianMs: number; baselineMs: number }>>;
}

/** Timings of one thing its baseline is taken over: one median of three is one noisy reading. */
const RUN = 3;
/** Things kept a baseline of (portals × steps, far under it): a worker living for months stays bounded. */
const MAX_KEYS = 5000;

export function createActionStretch(options: ActionStretchOptions = {}): ActionStretch {
  const spanMs = options.spanMs ?? 10_000;
  const minSamples = options.minSamples ?? 5;
  const recent: { t: number; key: string; ms: number }[] = [];
  const lastRun = new Map<string, number[]>();
  const baselines = new Map<string, number>();
  let figures: ReturnType<ActionStretch['figures']> = {};
  const time = (key: string, ms: number) => {
    if (!lastRun.has(key) && lastRun.size >= MAX_KEYS) return;
    const run = [...(lastRun.get(key) ?? []), ms].slice(-RUN);
    lastRun.set(key, run);
    if (run.length < RUN) return;
    const m = median(run);
    baselines.set(key, Math.min(baselines.get(key) ?? m, m));
  };
  return {
    observe(t, actions) {
      for (const [key, samples] of Object.entries(actions))
        for (const ms of samples) {
          time(key, ms);
          recent.push({ t, key, ms });
        }
      while (recent.length > 0 && recent[0]!.t <= t - spanMs) recent.shift();
      const based = recent.filter((s) => baselines.has(s.key));
      const byAction = new Map<TimedAction, { ms: number[]; baselines: number[] }>();
      for (const s of based) {
        const a = byAction.get(actionOf(s.key)) ?? { ms: [], baselines: [] };
        a.ms.push(s.ms);
        a.baselines.push(baselines.get(s.key)!);
        byAction.set(actionOf(s.key), a);
      }
      figures = {};
      for (const [action, a] of byAction)
        figures[action] = { medianMs: median(a.ms), baselineMs: median(a.baselines) };
      if (based.length < minSamples) return undefined;
      return median(based.map((s) => s.ms / Math.max(1, baselines.get(s.key)!)));
    },
    figures: () => figures,
  };
}
