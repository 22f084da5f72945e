import { afterEach, describe, expect, it } from 'vitest';
import { startBoss } from '../src/queue/boss.ts';
import { backend, createTestDb, type TestDb } from './helpers/db.ts';

describe(`pg-boss on ${backend}`, () => {
  let t: TestDb | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('sends and works a job while other statements run', async () => {
    t = await createTestDb();
    const { db } = t;
    const boss = await startBoss(db);
    await boss.createQueue('probe');
    const seen: unknown[] = [];
    await boss.work<{ n: number }>('probe', { pollingIntervalSeconds: 0.5 }, async ([job]) => {
      seen.push(job!.data.n);
    });
    await boss.send('probe', { n: 1 });
    await Promise.all([
      db.transaction(async (tx) => {
        await tx.query(`INSERT INTO agencies (id, name) VALUES ('ag_q', 'Q')`);
      }),
      boss.send('probe', { n: 2 }),
    ]);
    await expect.poll(() => seen.length, { timeout: 15_000 }).toBe(2);
    expect(seen.sort()).toEqual([1, 2]);
    await boss.stop({ graceful: true, timeout: 5000 });
  });
});
