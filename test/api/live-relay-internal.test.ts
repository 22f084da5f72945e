// The internal side of the live view across nodes (docs/decisions/0031-live-view-across-nodes.md): a
// worker's internal live server refuses a request without a relay token of that job (401 none, forged
// or expired; 403 another job's); the API's relayed frames find the worker holding a job by its
// registered address, pass its state and frames (none while hidden), its input and its state on, and
// stop relaying a worker that stopped heartbeating.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvent, LiveListener, LivePages, LiveState } from '../../src/agents/runtime/live-pages.ts';
import { createRelayedFrames } from '../../src/api/live-relay/relayed-frames.ts';
import { createTokenSigner } from '../../src/api/live-relay/tokens.ts';
import {
  type RelayClaims,
  startWorkerLiveServer,
  type WorkerLiveServer,
} from '../../src/api/live-relay/worker-server.ts';
import { registerWorkerAddress } from '../../src/store/worker-addresses.ts';
import { keyringFromKeys } from '../../src/vault/master-keys.ts';
import { backend, createTestDb, type TestDb } from '../helpers/db.ts';
import { seedRequest } from '../helpers/runs.ts';

const keyring = keyringFromKeys({ 1: randomBytes(32).toString('base64') });
const tokens = createTokenSigner<RelayClaims>(keyring, 'live relay');
const SHOWN: LiveState = { running: true, step: 'applicant', hidden: false, paused: true };

/** A worker's pages stand-in: one job, told to every watcher, with input recorded. */
function standIn() {
  const listeners = new Set<LiveListener>();
  const inputs: unknown[] = [];
  let state: LiveState = SHOWN;
  const pages = {
    watch(_jobId: string, listener: LiveListener) {
      listeners.add(listener);
      listener({ type: 'state', state });
      return () => listeners.delete(listener);
    },
    async input(_jobId: string, events: readonly unknown[]) {
      inputs.push(...events);
      return 'sent' as const;
    },
    stateOf: () => state,
  } as unknown as LivePages;
  const tell = (event: LiveEvent) => {
    if (event.type === 'state') state = event.state;
    for (const l of listeners) l(event);
  };
  return { pages, inputs, tell, watchers: () => listeners.size };
}

describe(`relaying a worker's live view (${backend})`, () => {
  let t: TestDb;
  let server: WorkerLiveServer;
  let worker: ReturnType<typeof standIn>;
  let address: string;
  beforeAll(async () => {
    t = await createTestDb();
    worker = standIn();
    server = await startWorkerLiveServer({ live: worker.pages, tokens, host: '127.0.0.1', port: 0 });
    address = `http://127.0.0.1:${server.port}`;
  });
  afterAll(async () => {
    await server?.close();
    await t?.close();
  });

  it('answers only a relay token of the job asked about', async () => {
    const state = (token?: string, job = 'job_1') =>
      fetch(`${address}/live/${job}/state`, token ? { headers: { authorization: `Bearer ${token}` } } : {});
    expect((await state()).status).toBe(401);
    expect((await state('forged.1.signature')).status).toBe(401);
    const otherKeys = createTokenSigner<RelayClaims>(
      keyringFromKeys({ 1: randomBytes(32).toString('base64') }),
      'live relay',
    );
    expect((await state(otherKeys.sign({ jobId: 'job_1' }, 30_000).token)).status).toBe(401);
    expect((await state(tokens.sign({ jobId: 'job_1' }, -1).token)).status).toBe(401);
    expect((await state(tokens.sign({ jobId: 'job_2' }, 30_000).token)).status).toBe(403);
    const ok = await state(tokens.sign({ jobId: 'job_1' }, 30_000).token);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual(SHOWN);
    expect((await fetch(`${address}/elsewhere`)).status).toBe(404);
  });

  it("relays the job's frames, state and input from the worker holding it", async () => {
    const seeded = await seedRequest(t.db, {
      status: 'in_progress',
      jobs: [{ carrierId: 'summit-mutual', status: 'running' }],
    });
    const jobId = seeded.jobIds[0]!;
    await registerWorkerAddress(t.db, 'worker-elsewhere', address);
    await t.db.query(`UPDATE jobs SET worker_id = 'worker-elsewhere' WHERE id = $1`, [jobId]);
    const relayed = createRelayedFrames({ db: t.db, tokens, resolveEveryMs: 100 });
    try {
      const events: LiveEvent[] = [];
      const stop = relayed.watch(jobId, (e) => events.push(e));
      await expect.poll(() => events.at(-1)).toEqual({ type: 'state', state: SHOWN });
      expect(relayed.upstreams()).toBe(1);
      worker.tell({ type: 'frame', jpeg: '/9j/AAAA', at: 1 });
      await expect.poll(() => events.at(-1)).toEqual({ type: 'frame', jpeg: '/9j/AAAA', at: 1 });
      // A second watcher here shares the one upstream and gets the last frame at once.
      const second: LiveEvent[] = [];
      const stopSecond = relayed.watch(jobId, (e) => second.push(e));
      expect(second.map((e) => e.type)).toEqual(['state', 'frame']);
      expect(worker.watchers()).toBe(1);
      // Sign-in: hidden, and the frame kept for the next watcher is dropped.
      worker.tell({ type: 'state', state: { ...SHOWN, step: 'login', hidden: true } });
      await expect.poll(() => (events.at(-1) as { state?: LiveState }).state?.hidden).toBe(true);
      const third: LiveEvent[] = [];
      const stopThird = relayed.watch(jobId, (e) => third.push(e));
      expect(third.map((e) => e.type)).toEqual(['state']);
      worker.tell({ type: 'state', state: SHOWN });

      expect(await relayed.input(jobId, [{ type: 'text', text: 'hello' }])).toBe('sent');
      expect(worker.inputs).toEqual([{ type: 'text', text: 'hello' }]);
      expect(await relayed.stateOf(jobId)).toEqual(SHOWN);

      // The worker stops heartbeating: it is gone, the view says "not running".
      await t.db.query(
        `UPDATE worker_addresses SET heartbeat_at = now() - interval '5 minutes' WHERE worker_id = 'worker-elsewhere'`,
      );
      await expect.poll(() => (events.at(-1) as { state?: LiveState }).state?.running).toBe(false);
      expect(relayed.upstreams()).toBe(0);
      expect(await relayed.input(jobId, [{ type: 'text', text: 'late' }])).toBe('not-running');
      for (const s of [stop, stopSecond, stopThird]) s();
      await expect.poll(() => worker.watchers()).toBe(0);
    } finally {
      relayed.close();
    }
  });
});
