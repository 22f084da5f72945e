// Who controls each watched job's page, told to the live view's open streams in this process: read from
// the database (src/store/job-control.ts) when a stream opens, after every take and hand-back on any
// node (announced on CONTROL_CHANGED_CHANNEL, docs/decisions/0031-live-view-across-nodes.md), and when
// a person's hold would expire to the agent (docs/decisions/0028-take-over.md).
import type { Db } from '../store/db.ts';
import { CONTROL_CHANGED_CHANNEL, currentControl, type JobControl } from '../store/job-control.ts';

/** What the live view's `state` event says of control. */
export type ControlView =
  | { holder: 'agent' }
  | {
      holder: 'person';
      userId: string;
      email: string;
      since: string;
      /** When the hold expires with no input; absent until the agent stopped for the person. */
      expiresAt?: string;
    };

export type ControlListener = (control: ControlView) => void;

export interface ControlHub {
  idleMs: number;
  /** Tells the listener the job's control now and on every change; returns stop. */
  watch(jobId: string, listener: ControlListener): () => void;
  /** The job's control may have changed: read it and tell its watchers. */
  changed(jobId: string): Promise<ControlView>;
  /** The job's control changed here (a take, a hand-back): tell every node's watchers, and read it. */
  announce(jobId: string): Promise<ControlView>;
  close(): Promise<void>;
}

export function controlView(control: JobControl | undefined, idleMs: number): ControlView {
  if (!control) return { holder: 'agent' };
  return {
    holder: 'person',
    userId: control.userId,
    email: control.email,
    since: control.since.toISOString(),
    ...(control.agentStoppedAt
      ? { expiresAt: new Date(control.lastInputAt.getTime() + idleMs).toISOString() }
      : {}),
  };
}

export async function createControlHub(db: Db, idleMs: number): Promise<ControlHub> {
  const watchers = new Map<string, { listeners: Set<ControlListener>; expiry?: NodeJS.Timeout }>();

  async function changed(jobId: string): Promise<ControlView> {
    const view = controlView(await currentControl(db, jobId, idleMs), idleMs);
    const w = watchers.get(jobId);
    if (!w) return view;
    clearTimeout(w.expiry);
    if (view.holder === 'person') {
      // Read again once the hold would expire (input meanwhile moves it on, and is read then); a hold
      // the agent has not stopped for yet expires no sooner than the idle time from now.
      const wait = view.expiresAt ? Math.max(0, Date.parse(view.expiresAt) - Date.now()) + 50 : idleMs;
      w.expiry = setTimeout(() => void changed(jobId).catch(() => undefined), wait);
    }
    for (const listener of w.listeners) listener(view);
    return view;
  }

  // Another node's take or hand-back; after a lost LISTEN connection, every watched job is read again.
  const unlisten = await db.listen(
    CONTROL_CHANGED_CHANNEL,
    (jobId) => {
      if (watchers.has(jobId)) void changed(jobId).catch(() => undefined);
    },
    () => {
      for (const jobId of watchers.keys()) void changed(jobId).catch(() => undefined);
    },
  );

  return {
    idleMs,
    watch(jobId, listener) {
      let w = watchers.get(jobId);
      if (!w) {
        w = { listeners: new Set() };
        watchers.set(jobId, w);
      }
      const entry = w;
      entry.listeners.add(listener);
      void changed(jobId).catch(() => undefined);
      return () => {
        entry.listeners.delete(listener);
        if (entry.listeners.size > 0) return;
        clearTimeout(entry.expiry);
        watchers.delete(jobId);
      };
    },
    changed,
    async announce(jobId) {
      await db.notify(CONTROL_CHANGED_CHANNEL, jobId).catch(() => undefined);
      return changed(jobId);
    },
    async close() {
      for (const w of watchers.values()) clearTimeout(w.expiry);
      watchers.clear();
      await unlisten();
    },
  };
}
