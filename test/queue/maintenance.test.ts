// Expired idempotency records and artifacts past retention are purged by a pg-boss schedule;
// artifact files are 0600; an artifact whose file is gone answers 404.
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtifactStore } from '../../src/agents/runtime/artifacts.ts';
import { startBoss } from '../../src/queue/boss.ts';
import { MAINTENANCE_QUEUE, runMaintenance, startMaintenance } from '../../src/queue/maintenance.ts';
import { validCreateBody } from '../fixtures/quote-request.ts';
import { createTestApi, TEST_NOW, type TestApi } from '../helpers/api.ts';
import { backend } from '../helpers/db.ts';

describe(`scheduled purge (${backend})`, () => {
  let api: TestApi;
  let dataDir: string;
  beforeAll(async () => {
    api = await createTestApi({ now: () => TEST_NOW });
    dataDir = await mkdtemp(path.join(tmpdir(), 'purge-'));
  });
  afterAll(async () => {
    await api.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('is scheduled through pg-boss', async () => {
    const boss = await startBoss(api.db, { supervise: false });
    try {
      await startMaintenance(boss, { db: api.db, artifactRetentionDays: 30 });
      const schedules = await boss.getSchedules(MAINTENANCE_QUEUE);
      expect(schedules.map((s) => s.name)).toEqual([MAINTENANCE_QUEUE]);
    } finally {
      await boss.stop({ graceful: false, timeout: 2000 });
    }
  });

  it('deletes idempotency records older than the TTL and keeps live ones', async () => {
    const headers = { ...api.agency.headers, 'idempotency-key': 'old-key' };
    const body = validCreateBody({ externalReference: 'PURGE-1' }, TEST_NOW);
    expect(
      (await api.app.inject({ method: 'POST', url: '/v1/quotes', headers, payload: body })).statusCode,
    ).toBe(201);
    const fresh = { ...api.agency.headers, 'idempotency-key': 'fresh-key' };
    const body2 = validCreateBody({ externalReference: 'PURGE-2' }, TEST_NOW);
    await api.app.inject({ method: 'POST', url: '/v1/quotes', headers: fresh, payload: body2 });
    await api.db.query(
      `UPDATE idempotency_keys SET expires_at = now() - interval '1 minute' WHERE key = 'old-key'`,
    );
    const purged = await runMaintenance({ db: api.db, artifactRetentionDays: 30 });
    expect(purged.idempotencyKeys).toBe(1);
    const left = await api.db.query<{ key: string }>('SELECT key FROM idempotency_keys ORDER BY key');
    expect(left.map((r) => r.key)).toEqual(['fresh-key']);
  });

  it('deletes artifacts past retention (row and file), keeps newer ones 0600, and answers 404 for a gone file', async () => {
    const created = await api.app.inject({
      method: 'POST',
      url: '/v1/quotes',
      headers: api.agency.headers,
      payload: validCreateBody({ externalReference: 'ART-1' }, TEST_NOW),
    });
    const quoteId: string = created.json().data.quoteRequestId;
    const jobId: string = created.json().data.jobs[0].jobId;
    const store = createArtifactStore({ db: api.db, dataDir });
    const save = (name: string) =>
      store.save({
        jobId,
        attempt: 0,
        kind: 'screenshot',
        name,
        contentType: 'image/jpeg',
        data: Buffer.from(name),
      });
    const old = await save('old.jpg');
    const recent = await save('recent.jpg');
    expect((await stat(recent.path)).mode & 0o777).toBe(0o600);
    expect((await stat(path.dirname(recent.path))).mode & 0o777).toBe(0o700);
    await api.db.query(`UPDATE job_artifacts SET created_at = now() - interval '31 days' WHERE id = $1`, [
      old.id,
    ]);

    const purged = await runMaintenance({ db: api.db, artifactRetentionDays: 30 });
    expect(purged.artifacts).toBe(1);
    await expect(stat(old.path)).rejects.toThrow();
    expect((await store.list(jobId)).map((a) => a.id)).toEqual([recent.id]);

    const url = (id: string) => `/v1/quotes/${quoteId}/jobs/${jobId}/artifacts/${id}`;
    const ok = await api.app.inject({ method: 'GET', url: url(recent.id), headers: api.agency.headers });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('recent.jpg');
    const purgedRow = await api.app.inject({ method: 'GET', url: url(old.id), headers: api.agency.headers });
    expect(purgedRow.statusCode).toBe(404);
    await rm(recent.path);
    const gone = await api.app.inject({ method: 'GET', url: url(recent.id), headers: api.agency.headers });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.code).toBe('NOT_FOUND');
  });
});
