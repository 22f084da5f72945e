// Which part of an attempt a kept trace may show. Tracing runs in windows, one per top-level step
// (from its start to the next step's start): each window is discarded when the next one opens, and a
// window in which the job touched a login secret (password, authenticator seed, one-time code) is
// never written at all. So a failed attempt keeps the trace of the window it failed in, unless that
// window is the sign-in or the MFA step: those are never traced to disk (docs/decisions/0008).
import type { BrowserContext } from 'playwright-core';

export interface TraceWindow {
  /** A top-level step starts: the previous window is dropped and a new one opens. */
  next(): Promise<void>;
  /** The current window handled a secret: it will not be written. */
  taint(): void;
  /** Writes the current window to a new file unless tainted, and stops tracing; returns the file. */
  keep(filePath: () => Promise<string>): Promise<string | undefined>;
  /** Stops tracing, writing nothing. */
  discard(): Promise<void>;
}

export async function openTraceWindow(context: BrowserContext, enabled = true): Promise<TraceWindow> {
  let active = false;
  let tainted = false;
  if (enabled) {
    active = await context.tracing
      .start({ screenshots: true, snapshots: true })
      .then(() => true)
      .catch(() => false);
  }
  const discard = async () => {
    if (!active) return;
    active = false;
    await context.tracing.stop().catch(() => undefined);
  };
  return {
    async next() {
      if (!active) return;
      tainted = false;
      await context.tracing.stopChunk().catch(() => undefined);
      await context.tracing.startChunk().catch(() => {
        active = false;
      });
    },
    taint() {
      tainted = true;
    },
    async keep(filePath) {
      if (!active || tainted) {
        await discard();
        return undefined;
      }
      active = false;
      const target = await filePath();
      await context.tracing.stop({ path: target });
      return target;
    },
    discard,
  };
}
