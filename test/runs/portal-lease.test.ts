// One portal session per carrier login across workers, and per-carrier pacing of session starts.
import { afterEach, describe, expect, it } from 'vitest';
import { reserveCarrierStart } from '../../src/store/carrier-pacing.ts';
import { acquirePortalLease, releasePortalLease } from '../../src/store/portal-leases.ts';
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
