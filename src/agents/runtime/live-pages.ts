// The live view's frames: the page a job's try drives, screencast by Chromium (`Page.startScreencast` on
// the page's one DevTools session) while anyone watches, one screencast per page however many watch,
// fanned out in this process. Nothing is stored but the last frame, in memory, for the next watcher.
// Sign-in and code screens are never sent (docs/decisions/0027-live-view.md).
import type { CDPSession, Page } from 'playwright-core';
import { devtools } from '../browser-pool.ts';
import { dispatchInput, type InputEvent, jpegSize } from './live-input.ts';

/** What a watcher is told: whether a try is driving a page here, its step, and whether it is hidden. */
export interface LiveState {
  running: boolean;
  step: string | null;
  /** The step is sign-in or its code: no frames until a later step starts. */
  hidden: boolean;
  /** The agent waits at a step boundary while a person controls the page (docs/decisions/0028-take-over.md). */
  paused: boolean;
}

export type LiveEvent =
  | { type: 'state'; state: LiveState }
  /** A JPEG as Chromium sent it (base64), drawn at `at` (ms since the epoch, the browser's clock). */
  | { type: 'frame'; jpeg: string; at: number };

export type LiveListener = (event: LiveEvent) => void;

/**
 * Where the live view's frames come from: the worker's `LivePages` in its process, relayed from the
 * worker holding the job elsewhere (src/api/live-relay/relayed-frames.ts, decision 0031).
 */
export interface LiveFrameSource {
  /** Starts watching a job: the listener is told the state at once, then every frame and change; returns stop. */
  watch(jobId: string, listener: LiveListener): () => void;
  /**
   * A person in control sends input to the job's page (docs/decisions/0028-take-over.md): only while the
   * agent waits for them, on a page shown, with a frame to map the coordinates through.
   */
  input?(jobId: string, events: readonly InputEvent[]): Promise<InputResult>;
  /** The job's state now (take-over refuses a hidden step). */
  stateOf?(jobId: string): LiveState | Promise<LiveState>;
}

export type InputResult = 'sent' | 'not-running' | 'hidden' | 'agent-busy' | 'no-frame';

/** A try's page as the live view sees it. */
export interface LiveTry {
  /** A top-level step starts. */
  step(name: string): void;
  /** The try now handles a secret (the login fetched, a code asked or computed): hidden until the next step. */
  hide(): void;
  /** The agent waits (true) for a person in control of the page, or goes on (false). */
  pause(paused: boolean): void;
  /**
   * Shows (and sends a person's input to) another page of the try, a tab the person opened while in
   * control; `show` of the try's own page goes back to it.
   */
  show(page: Page): void;
  detach(): void;
}

export interface LivePages extends LiveFrameSource {
  input(jobId: string, events: readonly InputEvent[]): Promise<InputResult>;
  stateOf(jobId: string): LiveState;
  attach(jobId: string, page: Page): LiveTry;
  /** Screencasts running now (tests, the bench). */
  screencasts(): number;
  /** The page a try drives for the job now (tests). */
  page(jobId: string): Page | undefined;
}

/** Steps that show the sign-in page or its code screen (kit/sign-in-unless-kept.ts names them). */
export const SIGN_IN_STEPS: ReadonlySet<string> = new Set(['resume-session', 'login', 'mfa']);

export interface ScreencastSettings {
  quality: number;
  everyNthFrame: number;
  maxWidth: number;
  maxHeight: number;
  /**
   * Frames a second at most: each frame is acknowledged no sooner than this allows, and Chromium
   * captures and encodes no frame while the last is unacknowledged.
   */
  maxFps: number;
}

/** Chosen by `npm run bench -- live` (docs/performance.md, "Live view"). */
export const defaultScreencast: ScreencastSettings = {
  quality: 60,
  everyNthFrame: 1,
  maxWidth: 1280,
  maxHeight: 800,
  maxFps: 8,
};

interface Watched {
  listeners: Set<LiveListener>;
  /** The page shown: the try's own, or a tab a person in control opened. */
  page?: Page;
  /** The try's page, while a try is attached. */
  owner?: Page;
  cdp?: CDPSession;
  /** The screencast's frame handler while one runs. */
  onFrame?: (frame: ScreencastFrame) => void;
  step: string | null;
  hidden: boolean;
  paused: boolean;
  /** Frames drawn before this (seconds, the browser's clock) may show a hidden step: dropped. */
  shownSince: number;
  last?: LiveEvent;
  /** The last frame's metadata: the page's size it showed. */
  metadata?: ScreencastFrame['metadata'];
}

interface ScreencastFrame {
  data: string;
  sessionId: number;
  metadata: { timestamp?: number; deviceWidth?: number; deviceHeight?: number; pageScaleFactor?: number };
}

export function createLivePages(settings: ScreencastSettings = defaultScreencast): LivePages {
  const jobs = new Map<string, Watched>();
  let running = 0;

  const stateNow = (w: Watched): LiveState => ({
    running: w.page !== undefined,
    step: w.step,
    hidden: w.hidden,
    paused: w.paused,
  });
  const stateOf = (w: Watched): LiveEvent => ({ type: 'state', state: stateNow(w) });
  const tell = (w: Watched, event: LiveEvent) => {
    for (const listener of w.listeners) listener(event);
  };
  const forget = (jobId: string, w: Watched) => {
    if (w.listeners.size === 0 && !w.page) jobs.delete(jobId);
  };

  async function start(w: Watched) {
    const page = w.page;
    if (!page || w.onFrame) return;
    let lastAck = 0;
    const onFrame = (frame: ScreencastFrame) => {
      const ackAt = Math.max(Date.now(), lastAck + 1000 / settings.maxFps);
      lastAck = ackAt;
      setTimeout(
        () => {
          if (w.onFrame === onFrame)
            void cdp.send('Page.screencastFrameAck', { sessionId: frame.sessionId }).catch(() => undefined);
        },
        Math.max(0, ackAt - Date.now()),
      );
      const drawn = frame.metadata.timestamp ?? 0;
      if (w.onFrame !== onFrame || w.hidden || drawn < w.shownSince) return;
      w.last = { type: 'frame', jpeg: frame.data, at: Math.round(drawn * 1000) };
      w.metadata = frame.metadata;
      tell(w, w.last);
    };
    w.onFrame = onFrame;
    running += 1;
    const cdp = await devtools(page);
    w.cdp = cdp;
    if (w.onFrame !== onFrame) return; // stopped meanwhile
    cdp.on('Page.screencastFrame', onFrame);
    const { maxFps: _, ...screencast } = settings;
    await cdp.send('Page.startScreencast', { format: 'jpeg', ...screencast }).catch(() => undefined);
  }

  function stop(w: Watched) {
    const { onFrame, cdp } = w;
    if (!onFrame) return;
    w.onFrame = undefined;
    w.last = undefined;
    running -= 1;
    if (!cdp) return;
    cdp.off('Page.screencastFrame', onFrame);
    if (!w.page?.isClosed()) void cdp.send('Page.stopScreencast').catch(() => undefined);
  }

  const entry = (jobId: string): Watched => {
    let w = jobs.get(jobId);
    if (!w) {
      w = { listeners: new Set(), step: null, hidden: false, paused: false, shownSince: 0 };
      jobs.set(jobId, w);
    }
    return w;
  };

  return {
    watch(jobId, listener) {
      const w = entry(jobId);
      w.listeners.add(listener);
      listener(stateOf(w));
      if (w.last && !w.hidden) listener(w.last);
      void start(w);
      return () => {
        w.listeners.delete(listener);
        if (w.listeners.size === 0) stop(w);
        forget(jobId, w);
      };
    },
    attach(jobId, page) {
      const w = entry(jobId);
      if (w.page) stop(w);
      w.page = page;
      w.owner = page;
      w.cdp = undefined;
      w.step = null;
      w.hidden = false;
      w.paused = false;
      tell(w, stateOf(w));
      if (w.listeners.size > 0) void start(w);
      return {
        step(name) {
          if (w.owner !== page) return;
          const hidden = SIGN_IN_STEPS.has(name);
          if (w.hidden && !hidden) w.shownSince = Date.now() / 1000;
          if (hidden) w.last = undefined;
          w.step = name;
          w.hidden = hidden;
          tell(w, stateOf(w));
        },
        hide() {
          if (w.owner !== page || w.hidden) return;
          w.hidden = true;
          w.last = undefined;
          tell(w, stateOf(w));
        },
        pause(paused) {
          if (w.owner !== page || w.paused === paused) return;
          w.paused = paused;
          tell(w, stateOf(w));
        },
        show(other) {
          if (w.owner !== page || w.page === other) return;
          stop(w);
          w.page = other;
          w.cdp = undefined;
          w.metadata = undefined;
          if (w.listeners.size > 0) void start(w);
        },
        detach() {
          if (w.owner !== page) return;
          stop(w);
          w.owner = undefined;
          w.page = undefined;
          w.cdp = undefined;
          w.step = null;
          w.hidden = false;
          w.paused = false;
          tell(w, stateOf(w));
          forget(jobId, w);
        },
      };
    },
    screencasts: () => running,
    page: (jobId) => jobs.get(jobId)?.page,
    stateOf(jobId) {
      const w = jobs.get(jobId);
      return w ? stateNow(w) : { running: false, step: null, hidden: false, paused: false };
    },
    async input(jobId, events) {
      const w = jobs.get(jobId);
      const page = w?.page;
      if (!w || !page) return 'not-running';
      if (w.hidden) return 'hidden';
      if (!w.paused) return 'agent-busy';
      const size = w.last?.type === 'frame' ? jpegSize(w.last.jpeg) : undefined;
      const { deviceWidth, deviceHeight, pageScaleFactor } = w.metadata ?? {};
      if (!size || !deviceWidth || !deviceHeight) return 'no-frame';
      const geometry = {
        deviceWidth,
        deviceHeight,
        pageScaleFactor: pageScaleFactor ?? 1,
        frameWidth: size.width,
        frameHeight: size.height,
      };
      // A page closing under the person's input (a tab closed, the try ended) takes no more.
      const sent = await dispatchInput(await devtools(page), geometry, events).then(
        () => true,
        () => false,
      );
      return sent ? 'sent' : 'not-running';
    },
  };
}
