// What relaying the live view across nodes costs (docs/decisions/0031-live-view-across-nodes.md): a
// stand-in worker's pages send frames of the default size (about 33 KB of base64) through the worker's
// internal live server and the API's relay over loopback, both in this process; CPU a frame is both
// sides together (the server's write, the relay's read, parse and fan-out to one watcher here).
import { randomBytes } from 'node:crypto';
import type { LiveListener, LivePages } from '../src/agents/runtime/live-pages.ts';
import { createRelayedFrames } from '../src/api/live-relay/relayed-frames.ts';
import { createTokenSigner } from '../src/api/live-relay/tokens.ts';
import { type RelayClaims, startWorkerLiveServer } from '../src/api/live-relay/worker-server.ts';
import type { Db } from '../src/store/db.ts';
import { keyringFromKeys } from '../src/vault/master-keys.ts';

const FRAMES = Number(process.env.LIVE_RELAY_BENCH_FRAMES ?? 1000);
/** Between two frames: well above the screencast's 8 a second would be 125 ms; 2 ms stresses the relay. */
const GAP_MS = 2;

export async function run(): Promise<void> {
  const keyring = keyringFromKeys({ 1: randomBytes(32).toString('base64') });
  const tokens = createTokenSigner<RelayClaims>(keyring, 'live relay');
  const listeners = new Set<LiveListener>();
  const pages = {
    watch(_jobId: string, listener: LiveListener) {
      listeners.add(listener);
      listener({ type: 'state', state: { running: true, step: 'bench', hidden: false, paused: false } });
      return () => listeners.delete(listener);
    },
  } as unknown as LivePages;
  const server = await startWorkerLiveServer({ live: pages, tokens, host: '127.0.0.1', port: 0 });
  // Which worker holds the job: always the stand-in's address.
  const address = `http://127.0.0.1:${server.port}`;
  const db = { query: async () => [{ workerId: 'bench-worker', address }] } as unknown as Db;
  const relayed = createRelayedFrames({ db, tokens });
  let received = 0;
  const stop = relayed.watch('job_bench', (event) => {
    if (event.type === 'frame') received += 1;
  });
  while (listeners.size === 0) await new Promise((r) => setTimeout(r, 10));
  const jpeg = randomBytes(25_000).toString('base64');
  const before = process.cpuUsage();
  const started = Date.now();
  for (let i = 0; i < FRAMES; i++) {
    for (const listener of listeners) listener({ type: 'frame', jpeg, at: i });
    await new Promise((r) => setTimeout(r, GAP_MS));
  }
  for (let last = -1; received !== last; ) {
    last = received;
    await new Promise((r) => setTimeout(r, 200));
  }
  const cpu = process.cpuUsage(before);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  console.log(
    `relayed ${received}/${FRAMES} frames of ${Math.round(jpeg.length / 1024)} KB in ${Date.now() - started} ms; ` +
      `CPU ${(cpuMs / Math.max(1, received)).toFixed(3)} ms a frame (worker server and relay together)`,
  );
  stop();
  relayed.close();
  await server.close();
}
