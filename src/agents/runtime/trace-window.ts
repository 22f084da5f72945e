// Which part of an attempt a kept trace may show. Tracing runs in windows, one per top-level step
// (from its start to the next step's start): each window is discarded when the next one opens, and a
// window in which the job touched a login secret (password, authenticator seed, one-time code) is
// never written at all: its recording stops the moment the secret is fetched, so the rest of that
// window (the typing, the code screen) is not even recorded. So a failed attempt keeps the trace of
// the window it failed in, unless that window is the sign-in or the MFA step: those are never traced
// to disk (docs/decisions/0008).
import type { BrowserContext } from 'playwright-core';

export interface TraceWindow {
  /** A top-level step starts: the previous window is dropped and a new one opens. */
  next(): Promise<void>;
  /** The current window handles a secret: its recording stops (resolved once stopped); it is never written. */
  taint(): Promise<void>;
  /** Writes the current window to a new file unless tainted, and stops tracing; returns the file. */
  keep(filePath: () => Promise<string>): Promise<string | undefined>;
  /** Stops tracing, writing nothing. */
  discard(): Promise<void>;
}

/**
 * One recorded call per open page, so a kept trace ends with each page as it was when the attempt
 * failed: the kit's reads are not recorded (kit/unrecorded.ts), so its last DOM snapshot would
 * otherwise be the last action's, perhaps of the page before. Bounded: a page that does not answer
 * within a few seconds is left as the trace last saw it.
 */
async function showPagesAsTheyAre(context: BrowserContext): Promise<void> {
  const pages = context.pages().filter((page) => !page.isClosed());
  if (pages.length === 0) return;
  await context.tracing.group('The page when the attempt ended').catch(() => undefined);
  for (const page of pages) {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      page.content().catch(() => undefined),
      new Promise((resolve) => {
        timer = setTimeout(resolve, 5000);
      }),
    ]);
    clearTimeout(timer);
  }
  await context.tracing.groupEnd().catch(() => undefined);
}

export async function openTraceWindow(context: BrowserContext, enabled = true): Promise<TraceWindow> {
  /** Tracing runs on the context. */
  let active = false;
  /** The current window is being recorded (a tainted one stops early). */
  let recording = false;
  let tainted = false;
  let stopping: Promise<void> = Promise.resolve();
  if (enabled) {
    active = await context.tracing
      // Actions, network and a DOM snapshot per action, without the screencast: the trace's film strip
      // is a JPEG of every frame Chromium draws, which cost about as much CPU as the agent's own work (a
      // job 2 × the CPU of an untraced one with it, 1.5 × without; docs/decisions/0013).
      // The step screenshots are the pictures of a job.
      .start({ screenshots: false, snapshots: true })
      .then(() => true)
      .catch(() => false);
    recording = active;
  }
  /** Ends the current window's recording, dropping it. */
  const stopWindow = (): Promise<void> => {
    if (recording) {
      recording = false;
      stopping = context.tracing.stopChunk().catch(() => undefined);
    }
    return stopping;
  };
  const discard = async () => {
    if (!active) return;
    active = false;
    await stopping;
    await context.tracing.stop().catch(() => undefined);
  };
  return {
    async next() {
      if (!active) return;
      tainted = false;
      await stopWindow();
      await context.tracing.startChunk().then(
        () => {
          recording = true;
        },
        () => {
          active = false;
        },
      );
    },
    taint() {
      tainted = true;
      return stopWindow();
    },
    async keep(filePath) {
      if (!active || tainted || !recording) {
        await discard();
        return undefined;
      }
      await showPagesAsTheyAre(context);
      active = false;
      recording = false;
      const target = await filePath();
      await context.tracing.stop({ path: target });
      return target;
    },
    discard,
  };
}
