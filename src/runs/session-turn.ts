// A job's turn in its login's portal session (docs/decisions/0033-tabs-of-one-session.md): once its
// session is signed in (or the kept one held), other jobs of the login may join it as tabs where the
// portal allows them; before it signs in, it waits until no other job works in the session, or takes the
// session another job of the login signed in meanwhile.
import { PortalLeaseLostError } from '../agents/runtime/hand-back.ts';
import type { Db } from '../store/db.ts';
import {
  type LeaseHolder,
  type LeaseKey,
  portalSessionLive,
  takeSignInTurn,
} from '../store/portal-leases.ts';
import type { RunTiming } from './run-timing.ts';

export interface SessionTurnDeps extends Pick<RunTiming, 'now' | 'sleep' | 'leasePollMs'> {
  db: Db;
  /** How long a job waits for its turn to sign in before going back to the queue. */
  leaseWaitMs: number;
}

export function sessionTurn(deps: SessionTurnDeps, key: LeaseKey, holder: LeaseHolder) {
  return {
    live: () => portalSessionLive(deps.db, key, holder),
    async signIn(): Promise<'go' | 'renewed'> {
      const state = { waitedForOther: false };
      const waitUntil = deps.now() + deps.leaseWaitMs;
      for (;;) {
        const turn = await takeSignInTurn(deps.db, key, holder, state);
        if (turn === 'go' || turn === 'renewed') return turn;
        // Its place expired or went to another worker; waited too long: back to the queue either way.
        if (turn === 'lost' || deps.now() > waitUntil) throw new PortalLeaseLostError();
        await deps.sleep(deps.leasePollMs);
      }
    },
  };
}
