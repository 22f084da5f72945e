// The chaos run, short (test/e2e/support/chaos.ts): one API node and two workers on PostgreSQL, the
// sandbox in its own process; while the runs go on, each worker SIGKILLed and started again, the API
// node too, and the database cut off (a TCP hop between the nodes and the server; the bench restarts the
// real server instead). Nothing stuck, lost, filed twice or quoted differently; no node exits on its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backend, createTestDb, databaseUrl, type TestDb } from '../helpers/db.ts';
import { type PgProxy, startPgProxy } from '../helpers/pg-proxy.ts';
import { runChaos } from './support/chaos.ts';

describe.runIf(backend === 'postgres')(
  'chaos: workers, the API node and the database lost during runs',
  () => {
    let t: TestDb;
    let proxy: PgProxy;
    beforeAll(async () => {
      t = await createTestDb();
      proxy = await startPgProxy(databaseUrl!);
    });
    afterAll(async () => {
      await proxy?.close();
      await t?.close();
    });

    it('loses nothing, files each submission once, quotes the same data the same', async () => {
      const lines: string[] = [];
      const report = await runChaos({
        databaseUrl: proxy.url(databaseUrl!),
        schema: t.db.schema,
        db: t.db,
        runs: 8,
        agencies: 8,
        profile: 'fast',
        workerConcurrency: 5,
        at: { killWorker1: 500, killWorker2: 1000, killApi: 1500, outage: 2500 },
        outage: async (refusedTwice) => {
          proxy.cut();
          await refusedTwice();
          proxy.restore();
          return Date.now();
        },
        // Generous: the slowest machine kind takes its restarts' first jobs three times as long.
        timeoutMs: 300_000,
        // A dead worker's jobs are taken over after 1.5 heartbeats: the shortest heartbeat keeps the test short.
        env: {
          JOB_HEARTBEAT_SECONDS: '10',
          AGENT_RETRY_DELAYS_MS: '200,500,1000',
          AGENT_SCREENSHOTS: 'false',
        },
        log: (line) => lines.push(line),
      });
      const detail = JSON.stringify({ ...report, lines }, null, 1);
      expect(
        report.faults.map((f) => f.fault),
        detail,
      ).toHaveLength(4);
      expect(report.timedOut, detail).toBe(false);
      expect(report.stuck, detail).toEqual([]);
      expect(report.lost, detail).toEqual([]);
      expect(report.failed, detail).toEqual([]);
      expect(report.duplicateSubmissions, detail).toBe(0);
      expect(report.differingPremiums, detail).toEqual([]);
      expect(report.exitedOnTheirOwn, detail).toEqual([]);
      expect(report.jobs, detail).toBe(16);
      expect(report.firstProgressMs, detail).toBeDefined();
      // Every job at a portal when the database went away (there were some) rode it out on its attempt.
      expect(report.runningAtOutage, detail).toBeGreaterThan(0);
      expect(report.handedBack, detail).toBe(0);
      // Each node that saw the outage said so once.
      expect(Object.values(report.outageLines), detail).not.toHaveLength(0);
      expect(new Set(Object.values(report.outageLines)), detail).toEqual(new Set([1]));
    }, 420_000);
  },
);
