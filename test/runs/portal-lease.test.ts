// One portal session per carrier login across workers, and per-carrier pacing of session starts.
import { afterEach, describe, expect, it } from 'vitest';
import { reserveCarrierStart } from '../../src/store/carrier-pacing.ts';
import {
  acquirePortalLease,
  portalSessionLive,
  releasePortalLease,
  takePortalLease,
  takeSignInTurn,
} from '../../src/store/portal-leases.ts';
import { backend, createTestDb, type TestDb } from '../helpers/db.ts';

describe(`portal leases and pacing (${backend})`, () => {
  let t: TestDb | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });
  const key = { agencyId: 'ag_1', carrierId: 'summit-mutual' };

  it('lets one job hold a login; another waits until it is released or expires', async () => {
    t = await createTestDb();
    const { db } = t;
    expect(await acquirePortalLease(db, key, { jobId: 'job_a', workerId: 'w1' }, 30)).toBe(true);
    expect(await acquirePortalLease(db, key, { jobId: 'job_a', workerId: 'w1' }, 30)).toBe(true);
    expect(await acquirePortalLease(db, key, { jobId: 'job_b', workerId: 'w2' }, 30)).toBe(false);
    // The same job taken over by another worker waits for the dead worker's lease too.
    expect(await acquirePortalLease(db, key, { jobId: 'job_a', workerId: 'w2' }, 30)).toBe(false);
    expect(
      await acquirePortalLease(
        db,
        { ...key, carrierId: 'harborline' },
        { jobId: 'job_c', workerId: 'w2' },
        30,
      ),
    ).toBe(true);
    await releasePortalLease(db, key, { jobId: 'job_a', workerId: 'w1' });
    expect(await acquirePortalLease(db, key, { jobId: 'job_b', workerId: 'w2' }, 30)).toBe(true);
    await db.query(`UPDATE portal_sessions SET expires_at = now() - interval '1 second'`);
    expect(await acquirePortalLease(db, key, { jobId: 'job_d', workerId: 'w3' }, 30)).toBe(true);
  });

  it('lets tabs join a signed-in session, never one that is signing in, and never past the count', async () => {
    t = await createTestDb();
    const { db } = t;
    const h = (jobId: string) => ({ jobId, workerId: `w-${jobId}` });
    expect(await takePortalLease(db, key, h('a'), 30, 3)).toBe('sign-in');
    // Signing in: nobody joins.
    expect(await takePortalLease(db, key, h('b'), 30, 3)).toBeUndefined();
    await portalSessionLive(db, key, h('a'));
    expect(await takePortalLease(db, key, h('b'), 30, 3)).toBe('tab');
    // Ten jobs ask at once for the last place: one gets it.
    const asked = await Promise.all(
      Array.from({ length: 10 }, (_, i) => takePortalLease(db, key, h(`c${i}`), 30, 3)),
    );
    expect(asked.filter((role) => role === 'tab')).toHaveLength(1);
    expect(await takePortalLease(db, key, h('d'), 30, 3)).toBeUndefined();
    // A login check (one tab) waits for every tab to end.
    expect(await acquirePortalLease(db, key, h('check'), 30)).toBe(false);
  });

  it('gives a tab whose session ended the sign-in once every other tab waits, and the rest its session', async () => {
    t = await createTestDb();
    const { db } = t;
    const h = (jobId: string) => ({ jobId, workerId: `w-${jobId}` });
    await takePortalLease(db, key, h('a'), 30, 3);
    await portalSessionLive(db, key, h('a'));
    expect(await takePortalLease(db, key, h('b'), 30, 3)).toBe('tab');
    const a = { waitedForOther: false };
    const b = { waitedForOther: false };
    // a finds the sign-in page while b still works: a waits, and no new tab joins meanwhile.
    expect(await takeSignInTurn(db, key, h('a'), a)).toBe('wait');
    expect(await takePortalLease(db, key, h('c'), 30, 3)).toBeUndefined();
    // b finds it too: b waits for nobody working, and signs in alone.
    expect(await takeSignInTurn(db, key, h('b'), b)).toBe('go');
    expect(await takeSignInTurn(db, key, h('a'), a)).toBe('wait');
    await portalSessionLive(db, key, h('b'));
    // b signed in: a starts over from b's session, as a tab.
    expect(await takeSignInTurn(db, key, h('a'), a)).toBe('renewed');
    expect(await takePortalLease(db, key, h('c'), 30, 3)).toBe('tab');
    await releasePortalLease(db, key, h('a'));
    expect(await takeSignInTurn(db, key, h('a'), { waitedForOther: false })).toBe('lost');
  });

  it('spaces session starts per carrier', async () => {
    t = await createTestDb();
    const { db } = t;
    const waits = [
      await reserveCarrierStart(db, 'bluebonnet', 1000),
      await reserveCarrierStart(db, 'bluebonnet', 1000),
      await reserveCarrierStart(db, 'bluebonnet', 1000),
    ];
    expect(waits[0]).toBeLessThan(100);
    expect(waits[1]).toBeGreaterThan(700);
    expect(waits[1]).toBeLessThanOrEqual(1000);
    expect(waits[2]).toBeGreaterThan(1700);
    expect(await reserveCarrierStart(db, 'harborline', 1000)).toBeLessThan(100);
    expect(await reserveCarrierStart(db, 'bluebonnet', 0)).toBe(0);
  });
});
