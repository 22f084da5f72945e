// What watching a job costs and gives (docs/decisions/0027-live-view.md): the same cyber flows
// (Ironclad and Bluebonnet, one at a time, so each flow's time is the agent's own) unwatched and
// watched by one and by five people, the settings in turn for several rounds. Watchers read the live
// view's server-sent events over loopback from the route's own writer (`streamLive`); frames a second
// is what each watcher received over the flow's time. Also one watcher paced to 5 frames a second and
// one unpaced (every frame acknowledged at once), to show what the pacing changes. First, the
// input-to-frame latency a person in control sees, at one and at five watchers.
import { createServer } from 'node:http';
import { availableParallelism } from 'node:os';
import { startSandbox } from '../sandbox/server.ts';
import { createBrowserPool } from '../src/agents/browser-pool.ts';
import { playbookFor } from '../src/agents/carriers/index.ts';
import {
  createLivePages,
  defaultScreencast,
  type ScreencastSettings,
} from '../src/agents/runtime/live-pages.ts';
import { runPlaybookDirectly } from '../src/agents/testing.ts';
import { streamLive } from '../src/api/app-routes/live-view.ts';
import { builtInCarrier } from '../src/carrier-definitions/built-in.ts';
import { type LiveWatcher, watchLive } from '../test/e2e/support/live-stream.ts';
import { answer, submission } from './agents.ts';
import { cpuBetween, cpuSnapshot } from './capacity-procs.ts';

const CARRIERS = ['ironclad-specialty', 'bluebonnet'];
const FLOWS_PER_ROUND = 2;
const ROUNDS = Number(process.env.LIVE_BENCH_ROUNDS ?? 3);
/** `fast`: the agent is busy all the time (the worst case for it); `realistic`: it waits on the portal as a job does. */
const PROFILE = process.env.LIVE_BENCH_PROFILE === 'realistic' ? 'realistic' : 'fast';

interface Setting {
  name: string;
  watchers: number;
  screencast: ScreencastSettings;
}

const SETTINGS: Setting[] = [
  { name: 'unwatched', watchers: 0, screencast: defaultScreencast },
  { name: 'one watcher', watchers: 1, screencast: defaultScreencast },
  { name: 'five watchers', watchers: 5, screencast: defaultScreencast },
  {
    name: 'one watcher, frames up to 960×600',
    watchers: 1,
    screencast: { ...defaultScreencast, maxWidth: 960, maxHeight: 600 },
  },
  { name: 'one watcher, unpaced', watchers: 1, screencast: { ...defaultScreencast, maxFps: 1000 } },
];

interface Flow {
  seconds: number;
  cpu: number;
  fps: number[];
  kbPerFrame: number;
  quoted: boolean;
}

async function measure(setting: Setting, round: number): Promise<Flow[]> {
  const sandbox = await startSandbox({ port: 0, profile: PROFILE });
  const pool = createBrowserPool({ flavor: 'headless-shell' });
  await (await pool.newContext()).close(); // the browser is up before the clock starts
  const live = createLivePages(setting.screencast);
  const server = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store' });
    streamLive(res, live, req.url!.slice(1));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  const flows: Flow[] = [];
  for (let i = 0; i < FLOWS_PER_ROUND; i++) {
    const carrierId = CARRIERS[i % CARRIERS.length]!;
    const portal = sandbox.portals.find((p) => p.id === carrierId)!;
    const jobId = `job_bench_${round}_${i}`;
    const context = await pool.newContext();
    const watchers: LiveWatcher[] = [];
    try {
      const page = await context.newPage();
      const attached = live.attach(jobId, page);
      for (let w = 0; w < setting.watchers; w++)
        watchers.push(await watchLive(`http://127.0.0.1:${port}/${jobId}`, ''));
      const before = cpuSnapshot();
      const run = await runPlaybookDirectly({
        playbook: playbookFor(carrierId, builtInCarrier(carrierId))!,
        page,
        line: 'cyber',
        submission: submission(round * FLOWS_PER_ROUND + i),
        portalUrl: sandbox.origin(carrierId),
        credential: portal.accounts[0]!,
        answers: async (qs) => Object.fromEntries(qs.map((q) => [q.id, answer(q)])),
        beforeStep: (name) => attached.step(name),
      });
      const after = cpuSnapshot();
      const seconds = (after.at - before.at) / 1000;
      const cpu = cpuBetween(before, after, availableParallelism());
      attached.detach();
      const frames = watchers.flatMap((w) => w.events.flatMap((e) => (e.type === 'frame' ? [e.size] : [])));
      flows.push({
        seconds,
        cpu: cpu.servicesSeconds + cpu.benchSeconds,
        fps: watchers.map((w) => w.frames() / seconds),
        kbPerFrame: frames.length ? frames.reduce((a, b) => a + b, 0) / frames.length / 1024 : 0,
        quoted: run.outcome.kind === 'quoted',
      });
    } finally {
      for (const w of watchers) w.close();
      await context.close();
    }
  }
  server.closeAllConnections();
  server.close();
  await pool.close();
  await sandbox.close();
  return flows;
}

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s[(s.length - 1) >> 1]! + s[s.length >> 1]!) / 2 : 0;
};

/**
 * Input-to-frame latency: a person's typed character posted over loopback (as the app's input route
 * takes it) until each watcher holds the first frame drawn after it, on a page with no caret blink, so
 * only the typing redraws it. The agent waits, as it does for a person in control.
 */
async function latency(watcherCount: number, trials: number): Promise<{ delays: number[]; idle: number }> {
  const pool = createBrowserPool({ flavor: 'headless-shell' });
  const live = createLivePages(defaultScreencast);
  const jobId = `job_latency_${watcherCount}`;
  const server = createServer((req, res) => {
    if (req.method === 'POST') {
      let body = '';
      req.on('data', (c) => {
        body += c;
      });
      req.on('end', async () => {
        const sent = await live.input!(jobId, JSON.parse(body));
        res.writeHead(sent === 'sent' ? 200 : 409).end(sent);
      });
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store' });
    streamLive(res, live, req.url!.slice(1));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as { port: number }).port}/${jobId}`;
  const context = await pool.newContext();
  const watchers: LiveWatcher[] = [];
  const delays: number[] = [];
  /** Frames that came while nothing was typed: none, or the delays would not be the input's. */
  let idle = 0;
  try {
    const page = await context.newPage();
    await page.setContent(
      '<main><label>Notes <input id="f" style="caret-color: transparent; font-size: 24px; width: 90%"></label></main>',
    );
    await page.focus('#f');
    const attached = live.attach(jobId, page);
    attached.step('bench');
    attached.pause(true);
    for (let w = 0; w < watcherCount; w++) watchers.push(await watchLive(url, ''));
    for (const w of watchers) await w.until('a first frame', () => w.frames() > 0, 10_000);
    for (let t = 0; t < trials; t++) {
      // Let the last frame's pacing pass, as between a person's keystrokes.
      const quiet = watchers.map((w) => w.frames());
      await new Promise((resolve) => setTimeout(resolve, 400));
      const counts = watchers.map((w) => w.frames());
      idle += counts.reduce((a, n, i) => a + n - quiet[i]!, 0);
      const sentAt = Date.now();
      const res = await fetch(url, { method: 'POST', body: JSON.stringify([{ type: 'text', text: 'a' }]) });
      if (!res.ok) throw new Error(`input refused: ${await res.text()}`);
      await Promise.all(
        watchers.map(async (w, i) => {
          await w.until('a frame after the input', () => w.frames() > counts[i]!, 5_000);
          const frame = w.events.filter((e) => e.type === 'frame')[counts[i]!]!;
          delays.push(frame.at - sentAt);
        }),
      );
    }
    attached.detach();
  } finally {
    for (const w of watchers) w.close();
    await context.close();
    server.closeAllConnections();
    server.close();
    await pool.close();
  }
  return { delays, idle };
}

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
};

export async function run() {
  const trials = Number(process.env.LIVE_BENCH_TRIALS ?? 30);
  console.log(`Input to frame, ${trials} typed characters over loopback, at one and at five watchers:\n`);
  console.log('| Watchers | frames measured | p50 | p95 | max | frames with nothing typed |');
  console.log('|---|---|---|---|---|---|');
  for (const count of [1, 5]) {
    const { delays, idle } = await latency(count, trials);
    console.log(
      `| ${count} | ${delays.length} | ${percentile(delays, 50)} ms | ${percentile(delays, 95)} ms | ${Math.max(...delays)} ms | ${idle} |`,
    );
  }
  console.log('');
  console.log(
    `${CARRIERS.join(', ')} cyber, one flow at a time, ${PROFILE} sandbox profile; ${FLOWS_PER_ROUND} flows a setting a round, the settings in turn, ${ROUNDS} rounds\n`,
  );
  const all = new Map<Setting, Flow[]>(SETTINGS.map((s) => [s, []]));
  for (let round = 0; round < ROUNDS; round++)
    for (const setting of SETTINGS) all.get(setting)!.push(...(await measure(setting, round)));
  const base = median(all.get(SETTINGS[0]!)!.map((f) => f.seconds));
  console.log(
    '| Setting | quoted | flow time, median | × unwatched | CPU a flow, mean | frames a second a watcher, median (min) | KB a frame |',
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const setting of SETTINGS) {
    const flows = all.get(setting)!;
    const fps = flows.flatMap((f) => f.fps);
    const seconds = median(flows.map((f) => f.seconds));
    console.log(
      `| ${setting.name} | ${flows.filter((f) => f.quoted).length}/${flows.length} | ${seconds.toFixed(2)} s | ${(seconds / base).toFixed(3)} | ${mean(flows.map((f) => f.cpu)).toFixed(2)} s | ${fps.length ? `${median(fps).toFixed(1)} (${Math.min(...fps).toFixed(1)})` : '—'} | ${setting.watchers ? mean(flows.map((f) => f.kbPerFrame)).toFixed(1) : '—'} |`,
    );
  }
}
