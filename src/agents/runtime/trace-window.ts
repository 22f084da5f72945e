// Which part of a try a kept trace may show. Tracing runs in windows, one per top-level step
// (from its start to the next step's start): each window is discarded when the next one opens, and a
// window in which the job touched a login secret (password, authenticator seed, one-time code) is
// never written at all: its recording stops the moment the secret is fetched, so the rest of that
// window (the typing, the code screen) is not even recorded. So a failed try keeps the trace of
// the window it failed in, unless that window is the sign-in or the MFA step: those are never traced
// to disk (docs/decisions/0008).
//
// What a window records (AGENT_TRACES, docs/decisions/0018): by default the agent's actions (each call
// with its parameters, timing and error, the console), the window's requests from the pages' own
// DevTools sessions (request-log.ts) and, when kept, each open page's HTML as the try ended;
// `full` is Playwright's DOM snapshot before and after every action and its own network record, which
// cost about a quarter of a job's CPU on every job, failed or not.
import type { BrowserContext } from 'playwright-core';
import { unrecorded } from '../kit/unrecorded.ts';
import { openRequestLog, type RequestLog } from './request-log.ts';

/** What a trace window records: nothing, the agent's actions (the default), or DOM snapshots too. */
export type TraceMode = 'off' | 'actions' | 'full';

/** A kept window: Playwright's archive, and entries to add to it (the requests, the pages as they ended). */
export interface KeptTrace {
  path: string;
  extra: Record<string, Uint8Array>;
}

export interface TraceWindow {
  /** A top-level step starts: the previous window is dropped and a new one opens. */
  next(): Promise<void>;
  /** The current window handles a secret: its recording stops (resolved once stopped); it is never written. */
  taint(): Promise<void>;
  /** Writes the current window to a new file unless tainted, and stops tracing; returns the file. */
  keep(filePath: () => Promise<string>): Promise<KeptTrace | undefined>;
  /** Stops tracing, writing nothing. */
  discard(): Promise<void>;
}

/** A page's HTML, or undefined when it does not answer within a few seconds. */
async function htmlWithin(read: () => Promise<string>): Promise<string | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const html = await Promise.race([
    read().catch(() => undefined),
    new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), 5000);
    }),
  ]);
  clearTimeout(timer);
  return html;
}

/**
 * The open pages as they were when the try failed: the kit's reads are not recorded
 * (kit/unrecorded.ts), so the last action's DOM snapshot may show the page before. With DOM snapshots,
 * one recorded call per page in a group of its own; without, each page's HTML as an entry of the
 * archive (`pages/<n>.html`). Bounded: a page that does not answer within a few seconds is left out.
 */
async function pagesAsTheyAre(context: BrowserContext, mode: TraceMode): Promise<Record<string, Uint8Array>> {
  const pages = context.pages().filter((page) => !page.isClosed());
  const extra: Record<string, Uint8Array> = {};
  if (pages.length === 0) return extra;
  if (mode === 'full') {
    await context.tracing.group('The page when the try ended').catch(() => undefined);
    for (const page of pages) await htmlWithin(() => page.content());
    await context.tracing.groupEnd().catch(() => undefined);
    return extra;
  }
  for (const [i, page] of pages.entries()) {
    const html = await htmlWithin(() => unrecorded(page, () => page.content()));
    if (html !== undefined)
      extra[`pages/${i + 1}.html`] = Buffer.from(`<!-- ${page.url()} when the try ended -->\n${html}`);
  }
  return extra;
}

export async function openTraceWindow(
  context: BrowserContext,
  mode: TraceMode = 'actions',
): Promise<TraceWindow> {
  /** Tracing runs on the context. */
  let active = false;
  /** The current window is being recorded (a tainted one stops early). */
  let recording = false;
  let tainted = false;
  let stopping: Promise<void> = Promise.resolve();
  let requests: RequestLog | undefined;
  if (mode !== 'off') {
    active = await context.tracing
      // Never the screencast: the trace's film strip is a JPEG of every frame Chromium draws, which cost
      // about as much CPU as the agent's own work (docs/decisions/0013). The step screenshots are the
      // pictures of a job. DOM snapshots (and with them Playwright's network record) only in `full`.
      .start({ screenshots: false, snapshots: mode === 'full' })
      .then(() => true)
      .catch(() => false);
    recording = active;
    if (active && mode === 'actions') {
      requests = openRequestLog(context);
      requests.restart(true);
    }
  }
  /** Ends the current window's recording, dropping it. */
  const stopWindow = (): Promise<void> => {
    requests?.restart(false);
    if (recording) {
      recording = false;
      stopping = context.tracing.stopChunk().catch(() => undefined);
    }
    return stopping;
  };
  const discard = async () => {
    if (!active) return;
    active = false;
    requests?.close();
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
          requests?.restart(true);
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
      const extra = await pagesAsTheyAre(context, mode);
      if (requests) {
        extra['requests.har'] = Buffer.from(requests.har());
        requests.close();
      }
      active = false;
      recording = false;
      const path = await filePath();
      await context.tracing.stop({ path });
      return { path, extra };
    },
    discard,
  };
}
