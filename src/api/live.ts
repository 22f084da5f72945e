// Live updates for the agency app: one listener per process on each of the store's channels, fanned out
// to the open pages of the agency a change belongs to. `jobs_changed` (a trigger on every job and step
// change) and `logins_changed` (a trigger on every carrier login and login check change), on whichever
// node made the change. When the LISTEN connection was lost and made again (a database restart), every
// page is told to read what it shows again: the changes meanwhile were not announced.
import { LOGINS_CHANGED_CHANNEL } from '../store/credentials.ts';
import type { Db } from '../store/db.ts';
import { JOBS_CHANGED_CHANNEL } from '../store/jobs.ts';

export interface JobChange {
  quoteRequestId: string;
  jobId: string;
}

export interface LoginChange {
  carrierId: string;
}

export interface LiveListener {
  job(change: JobChange): void;
  login(change: LoginChange): void;
  /** Anything may have changed unannounced: read it all again. */
  resync(): void;
}

export interface LiveHub {
  subscribe(agencyId: string, listener: LiveListener): () => void;
  close(): Promise<void>;
}

export async function startLiveHub(db: Db): Promise<LiveHub> {
  const listeners = new Map<string, Set<LiveListener>>();
  const each = (agencyId: string, fn: (listener: LiveListener) => void) => {
    for (const listener of listeners.get(agencyId) ?? []) fn(listener);
  };
  const resync = () => {
    for (const set of listeners.values()) for (const listener of set) listener.resync();
  };
  const unlistenJobs = await db.listen(
    JOBS_CHANGED_CHANNEL,
    (payload) => {
      const [agencyId, quoteRequestId, jobId] = payload.split(' ');
      if (agencyId && quoteRequestId && jobId) each(agencyId, (l) => l.job({ quoteRequestId, jobId }));
    },
    resync,
  );
  const unlistenLogins = await db.listen(LOGINS_CHANGED_CHANNEL, (payload) => {
    const [agencyId, carrierId] = payload.split(' ');
    if (agencyId && carrierId) each(agencyId, (l) => l.login({ carrierId }));
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
      await unlistenJobs();
      await unlistenLogins();
    },
  };
}
