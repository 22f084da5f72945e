// The agent's side of take-over (docs/decisions/0028-take-over.md): at a step boundary, while a person
// holds the job's control lease (src/store/job-control.ts), the agent waits; no step is ever interrupted
// mid-action. When control comes back (handed back, or expired with nothing typed) the caller re-reads
// the page it finds.
import type { Frame, Page } from 'playwright-core';
import type { Queryable } from '../../store/db.ts';
import { agentStopped, currentControl, type JobControl } from '../../store/job-control.ts';
import { takeStuckScreen } from '../kit/learned-continue.ts';
import { startTakeOverRecorder, type TakeOverRecorder, type TakeOverRecording } from './take-over-record.ts';

export interface AwaitControlOptions {
  db: Queryable;
  jobId: string;
  /** A person's hold expires to the agent after this long with no input (TAKEOVER_IDLE_SECONDS). */
  idleMs: number;
  /** How often the lease is read while a person holds it. */
  pollMs?: number;
  /** True once the try is over (cancelled, shut down): stop waiting. */
  stopped(): boolean;
  /** A person holds control: the agent now waits. */
  onHeld?(control: JobControl): void;
  /** Control came back to the agent after `heldMs`. */
  onReturned?(heldMs: number): void;
}

/** Waits while a person controls the job's page; resolves true when one did (the page must be read again). */
export function createAwaitControl(options: AwaitControlOptions): (stop?: () => boolean) => Promise<boolean> {
  const pollMs = options.pollMs ?? 250;
  return async (stop) => {
    let heldAt: number | undefined;
    for (;;) {
      // The database away a moment (decision 0022): a hold known goes on, none known lets the agent on
      // (its next step waits for the database as every step does).
      const control =
        options.stopped() || stop?.()
          ? undefined
          : await currentControl(options.db, options.jobId, options.idleMs).catch(() =>
              heldAt === undefined ? undefined : ('unknown' as const),
            );
      if (!control) {
        if (heldAt === undefined) return false;
        options.onReturned?.(Date.now() - heldAt);
        return true;
      }
      if (control !== 'unknown' && heldAt === undefined) {
        heldAt = Date.now();
        // Nothing could be typed before the agent stopped: the idle time counts from here.
        await agentStopped(options.db, options.jobId, control.userId, options.idleMs).catch(() => false);
        options.onHeld?.(control);
      }
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
  };
}

export interface TakeOverWaitOptions {
  db: Queryable;
  jobId: string;
  page: Page;
  /** Absent: the try never waits for a person. */
  idleMs: number | undefined;
  stopped(): boolean;
  /** The live view is told the agent waits (true) or goes on (false). */
  pause(paused: boolean): void;
  /** The live view shows this page (a tab the person opened, or the try's own again). */
  show(page: Page): void;
  log(message: string, fields?: Record<string, unknown>): void;
  /** A person held the page from `since` for `heldMs`, showing `pages` (audited in the job's timeline). */
  tookOver?(holder: {
    userId: string;
    email: string;
    since: Date;
    heldMs: number;
    pages: string[];
    /** What the person set and pressed on the page (take-over-record.ts), when it could be recorded. */
    recording?: TakeOverRecording;
  }): Promise<void>;
}

/**
 * The step boundary's wait for a person in control of the try's page, audited once control comes back;
 * `stop` ends a wait early (the hold so far is audited).
 */
export function createTakeOverWait(options: TakeOverWaitOptions): (stop?: () => boolean) => Promise<boolean> {
  const { page, idleMs } = options;
  if (!idleMs) return async () => false;
  let holder: JobControl | undefined;
  const pages: string[] = [];
  /** The page the person sees: the try's, or the last tab they opened. */
  let shown = page;
  /** Records what the person does while they hold the page (decision 0030). */
  let recorder: Promise<TakeOverRecorder | undefined> | undefined;
  let agentScreen: string | undefined;
  const allowed = (url: string) => /^(https?:|about:blank)/.test(url);
  const guard = (p: Page) => {
    let lastAllowed = p.url();
    p.on('framenavigated', (frame: Frame) => {
      if (!holder || frame !== p.mainFrame()) return;
      // A person in control reaches the portal's pages only: no chrome://, file:// or other schemes.
      // Back, else (a back that lost a race with the navigation) to the last page allowed.
      if (!allowed(frame.url()))
        void p
          .goBack()
          .catch(() => undefined)
          .then(() =>
            allowed(p.url()) ? undefined : p.goto(allowed(lastAllowed) ? lastAllowed : 'about:blank'),
          )
          .catch(() => undefined);
      else {
        lastAllowed = frame.url();
        if (pages.at(-1) !== frame.url()) pages.push(frame.url());
      }
    });
    // Nothing is downloaded to the worker on a person's behalf: cancelled, or deleted if it was done.
    p.on('download', (download) => {
      if (holder)
        void download
          .cancel()
          .then(() => download.delete())
          .catch(() => undefined);
    });
  };
  guard(page);
  // A tab the person opens follows them; closed, the view goes back to the try's page.
  page.context().on('page', (opened) => {
    if (!holder) return;
    guard(opened);
    void recorder?.then((r) => r?.follow(opened));
    shown = opened;
    options.show(opened);
    opened.on('close', () => {
      if (shown !== opened) return;
      shown = page;
      options.show(page);
    });
  });
  const wait = createAwaitControl({
    db: options.db,
    jobId: options.jobId,
    idleMs,
    stopped: options.stopped,
    onHeld(control) {
      holder = control;
      pages.length = 0;
      pages.push(page.url());
      const recording = startTakeOverRecorder(page).catch(() => undefined);
      recorder = recording;
      agentScreen = takeStuckScreen(page);
      // The page takes the person's input once what they do there is recorded (decision 0030).
      void recording.then(() => {
        if (holder === control) options.pause(true);
      });
      options.log('A person took over the page; the agent waits', { userId: control.userId });
    },
    onReturned(heldMs) {
      // The agent goes on with its own page.
      shown = page;
      options.show(page);
      options.pause(false);
      options.log('Control came back to the agent', { heldMs, url: page.url() });
    },
  });
  return async (stop) => {
    const tookOver = await wait(stop);
    const held = holder;
    holder = undefined;
    const stopped = await (await recorder)?.stop().catch(() => undefined);
    const recording = stopped && agentScreen ? { ...stopped, agentScreen } : stopped;
    recorder = undefined;
    agentScreen = undefined;
    if (tookOver && held) {
      const { userId, email, since } = held;
      await options.tookOver?.({
        userId,
        email,
        since,
        heldMs: Date.now() - since.getTime(),
        pages: [...pages],
        ...(recording ? { recording } : {}),
      });
    }
    return tookOver;
  };
}

/**
 * While the agent waits for the take-over it asked for (decision 0029, `asked`: the job's pause), every
 * hold of the page is watched as at a step boundary: guarded, its pages followed, recorded, the live
 * view told the agent waits (so the person in control may type) once the hold is seen, audited when it
 * ends. Resolves or throws as `asked` does, once the last hold is audited.
 */
export async function whileAsked(
  options: {
    wait: (stop?: () => boolean) => Promise<boolean>;
    pause(paused: boolean): void;
    pollMs?: number;
  },
  asked: () => Promise<void>,
): Promise<void> {
  let done = false;
  const watching = (async () => {
    while (!done) {
      await options.wait(() => done).catch(() => false);
      if (done) return;
      await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? 250));
    }
  })();
  try {
    await asked();
  } finally {
    done = true;
    await watching;
    options.pause(false);
  }
}
