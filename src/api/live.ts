// Live updates for the agency app: one listener per process on the store's `jobs_changed` channel (fired by
// a trigger on every job and step change, on whichever node made it), fanned out to the open pages of
// the agency it belongs to.
import type { Db } from '../store/db.ts';
import { JOBS_CHANGED_CHANNEL } from '../store/jobs.ts';

export interface JobChange {
  quoteRequestId: string;
  jobId: string;
}

type Listener = (change: JobChange) => void;

export interface LiveHub {
  subscribe(agencyId: string, listener: Listener): () => void;
  close(): Promise<void>;
}

export async function startLiveHub(db: Db): Promise<LiveHub> {
  const listeners = new Map<string, Set<Listener>>();
  const unlisten = await db.listen(JOBS_CHANGED_CHANNEL, (payload) => {
    const [agencyId, quoteRequestId, jobId] = payload.split(' ');
    if (!agencyId || !quoteRequestId || !jobId) return;
    for (const listener of listeners.get(agencyId) ?? []) listener({ quoteRequestId, jobId });
  });
  return {
    subscribe(agencyId, listener) {
      const set = listeners.get(agencyId) ?? new Set();
      set.add(listener);
      listeners.set(agencyId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(agencyId);
      };
    },
    async close() {
      listeners.clear();
      await unlisten();
    },
  };
}
