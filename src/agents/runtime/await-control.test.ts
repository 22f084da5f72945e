// The agent's wait at a step boundary while a person holds the page (docs/decisions/0028-take-over.md),
// against a stand-in store: no hold, no wait; a hold waited out until it ends, with the idle time
// restarted when the agent stops; the database away a moment while held keeps the agent waiting.
import { describe, expect, it } from 'vitest';
import type { Queryable } from '../../store/db.ts';
import { createAwaitControl } from './await-control.ts';

const HOLD = { userId: 'usr_1', email: 'p@agency.test', since: new Date(), lastInputAt: new Date() };

/** Answers each read of the lease from `reads` in turn (an Error: the database away), recording writes. */
function store(reads: (typeof HOLD | undefined | Error)[]) {
  const writes: string[] = [];
  const db: Queryable = {
    async query<T>(text: string) {
      if (text.startsWith('UPDATE')) {
        writes.push(text);
        return [{ job_id: 'job_1' }] as T[];
      }
      const next = reads.shift();
      if (next instanceof Error) throw next;
      return (next ? [next] : []) as T[];
    },
  };
  return { db, writes };
}

describe('waiting for a person in control', () => {
  it('goes on at once when the agent holds control', async () => {
    const { db, writes } = store([undefined]);
    const wait = createAwaitControl({ db, jobId: 'job_1', idleMs: 1000, pollMs: 1, stopped: () => false });
    expect(await wait()).toBe(false);
    expect(writes).toEqual([]);
  });

  it('waits while a person holds it, through the database away a moment, and tells when it came back', async () => {
    const { db, writes } = store([HOLD, HOLD, new Error('database away'), HOLD, undefined]);
    const told: string[] = [];
    const wait = createAwaitControl({
      db,
      jobId: 'job_1',
      idleMs: 1000,
      pollMs: 1,
      stopped: () => false,
      onHeld: (c) => told.push(`held by ${c.email}`),
      onReturned: () => told.push('returned'),
    });
    expect(await wait()).toBe(true);
    expect(told).toEqual(['held by p@agency.test', 'returned']);
    expect(writes).toHaveLength(1); // the idle time restarted once, when the agent stopped
  });

  it('stops waiting when the try is over', async () => {
    const { db } = store([HOLD, HOLD, HOLD]);
    let stopped = false;
    const wait = createAwaitControl({ db, jobId: 'job_1', idleMs: 1000, pollMs: 1, stopped: () => stopped });
    const done = wait();
    stopped = true;
    expect(await done).toBe(true);
  });
});
