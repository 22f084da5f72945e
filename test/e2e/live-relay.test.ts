// The live view across nodes (docs/decisions/0031-live-view-across-nodes.md), on PostgreSQL: one
// ROLE=api process and two ROLE=worker processes sharing a browser server. The app's live stream through
// the API (which has no browser) shows frames of the job a worker runs, never one of its sign-in; a
// person takes over through the API, clicks a field on the streamed image (frame pixels mapped to the
// page's) and types; the worker's page holds the text; another person is view-only; the person hands
// back and the take-over is audited in the job's timeline; nothing streamed is stored. Then a page no
// playbook knows, on whichever worker: the job asks for a take-over, the person finishes the page on the
// image through the API and hands back; what they did is proposed, an admin accepts it, and the next
// client's job passes the page with no person.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, type BrowserServer, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Sandbox, startSandbox } from '../../sandbox/server.ts';
import { chromiumArgs, findChromium } from '../../src/agents/chromium.ts';
import { jpegSize } from '../../src/agents/runtime/live-input.ts';
import { SIGN_IN_STEPS } from '../../src/agents/runtime/live-pages.ts';
import { createUser } from '../../src/users/create-user.ts';
import { cyberOnlyBody } from '../fixtures/quote-request.ts';
import { backend, createTestDb, databaseUrl, type TestDb } from '../helpers/db.ts';
import { seedSandboxAgency } from './support/agency.ts';
import { type LiveWatcher, liveToken, states, type WatchedEvent, watchLive } from './support/live-stream.ts';
import { answersFor } from './support/person.ts';
import {
  freePort,
  SERVICE_START_MS,
  type ServiceProcess,
  sandboxPortalUrls,
  startService,
  waitForHttp,
  waitForOutput,
} from './support/processes.ts';

const PERSON = { email: 'relay-taker@agency.test', password: 'a long relayed taking password' };
const OTHER = { email: 'relay-onlooker@agency.test', password: 'a long relayed onlooking password' };
const ADMIN = { email: 'relay-admin@agency.test', password: 'a long relayed accepting password' };
type State = { step?: string; hidden?: boolean; paused?: boolean; running?: boolean };
const last = (ev: WatchedEvent[]) => (states(ev).at(-1) ?? {}) as State;

describe.runIf(backend === 'postgres')('the live view and take-over through an API process', () => {
  let t: TestDb;
  let sandbox: Sandbox;
  let dataDir: string;
  let browserServer: BrowserServer;
  let devtoolsPort: number;
  let observer: Browser | undefined;
  const processes: ServiceProcess[] = [];
  let watcher: LiveWatcher | undefined;
  let api: string;
  let headers: Record<string, string>;

  beforeAll(
    async () => {
      t = await createTestDb();
      sandbox = await startSandbox({ port: 0, profile: 'fast' });
      dataDir = await mkdtemp(path.join(tmpdir(), 'relay-'));
      const agency = await seedSandboxAgency(t.db, 'Relay Agency');
      for (const who of [PERSON, OTHER])
        await createUser(t.db, { agencyId: agency.agencyId, role: 'agent', ...who });
      await createUser(t.db, { agencyId: agency.agencyId, role: 'admin', ...ADMIN });
      headers = { authorization: `Bearer ${agency.apiKey}`, 'content-type': 'application/json' };
      // One browser both workers drive (BROWSER_WS_ENDPOINT), so the test can look at the job's page.
      devtoolsPort = await freePort();
      browserServer = await chromium.launchServer({
        executablePath: findChromium('headless-shell'),
        args: [...chromiumArgs, `--remote-debugging-port=${devtoolsPort}`],
      });
      const port = await freePort();
      api = `http://127.0.0.1:${port}`;
      const env = {
        DATABASE_URL: databaseUrl!,
        DATABASE_SCHEMA: t.db.schema,
        VAULT_MASTER_KEYS: agency.vaultMasterKeys,
        SANDBOX: 'false',
        CARRIER_PORTAL_URLS: sandboxPortalUrls(sandbox.port),
        DATA_DIR: dataDir,
        PORT: String(port),
        WORKER_CONCURRENCY: '1',
        AGENT_SCREENSHOTS: 'false',
        AGENT_TRACES: 'false',
        RATE_LIMIT_PER_MINUTE: '100000',
        BROWSER_WS_ENDPOINT: browserServer.wsEndpoint(),
      };
      processes.push(startService({ ...env, ROLE: 'api' }, 'api'));
      processes.push(startService({ ...env, ROLE: 'worker' }, 'worker-1'));
      processes.push(startService({ ...env, ROLE: 'worker' }, 'worker-2'));
      await waitForHttp(`${api}/readyz`, SERVICE_START_MS, processes[0]);
      await Promise.all(processes.slice(1).map((p) => waitForOutput(p, /Workers\s+1 concurrent/)));
    },
    60_000 + 2 * SERVICE_START_MS,
  );

  afterAll(async () => {
    watcher?.close();
    await Promise.all(processes.map((p) => p.kill('SIGKILL')));
    await observer?.close().catch(() => undefined);
    await browserServer?.close();
    await sandbox?.close();
    await t?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function signIn(who: { email: string; password: string }) {
    const res = await fetch(`${api}/app/api/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(who),
    });
    expect(res.status).toBe(200);
    const cookie = /qs_session=[^;]+/.exec(res.headers.get('set-cookie') ?? '')![0];
    const csrf = ((await res.json()) as { data: { csrfToken: string } }).data.csrfToken;
    return { cookie, headers: { cookie, 'x-csrf-token': csrf } };
  }

  /** The job's page in the shared browser, as its worker drives it. */
  async function pageOnPortal(carrier = 'bluebonnet'): Promise<Page> {
    observer ??= await chromium.connectOverCDP(`http://127.0.0.1:${devtoolsPort}`);
    const browser = observer;
    let found: Page | undefined;
    await expect
      .poll(() => {
        found = browser
          .contexts()
          .flatMap((c) => c.pages())
          .find((p) => p.url().includes(carrier));
        return found !== undefined;
      })
      .toBe(true);
    return found!;
  }

  it('relays frames and input between the app and the worker holding the job', async () => {
    await fetch(`${sandbox.url}/_sandbox/faults/bluebonnet`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      // Sign-in slowed a little more, so the relay (reading the job's worker every second) surely meets it.
      body: JSON.stringify({ latencyMs: 300, slowPage: { path: '/agentdesk/login', delayMs: 1000 } }),
    });
    const created = await fetch(`${api}/v1/quotes`, {
      method: 'POST',
      headers,
      body: JSON.stringify(cyberOnlyBody({ externalReference: 'RELAY-1', carrierIds: ['bluebonnet'] })),
    });
    const data = ((await created.json()) as { data: { quoteRequestId: string; jobs: { jobId: string }[] } })
      .data;
    const jobId = data.jobs[0]!.jobId;
    const liveUrl = `${api}/app/api/quotes/${data.quoteRequestId}/jobs/${jobId}/live`;
    const person = await signIn(PERSON);
    const other = await signIn(OTHER);
    const token = await liveToken(liveUrl, person.headers);
    const control = async (who: typeof person, what: string, body?: unknown) =>
      fetch(`${liveUrl.replace(/\/live$/, '')}/control/${what}`, {
        method: 'POST',
        headers: {
          ...who.headers,
          'content-type': 'application/json',
          'x-live-token': await liveToken(liveUrl, who.headers),
        },
        body: JSON.stringify(body ?? {}),
      });

    watcher = await watchLive(liveUrl, person.cookie, token);
    expect(watcher.status).toBe(200);
    const started = await fetch(`${api}/v1/quotes/${data.quoteRequestId}/start`, {
      method: 'POST',
      headers: { authorization: headers.authorization! },
    });
    expect(started.status).toBe(202);
    const w = watcher;
    await w.until('a frame after sign-in', (ev) => {
      const s = last(ev);
      return !!s.step && !SIGN_IN_STEPS.has(s.step) && !s.hidden && ev.at(-1)?.type === 'frame';
    });
    // No frame was relayed while the step was hidden.
    let hidden = false;
    for (const e of w.events) {
      if (e.type === 'state') hidden = e.state.hidden;
      else expect(hidden).toBe(false);
    }
    expect(states(w.events).some((s) => s.hidden)).toBe(true);

    const taken = await control(person, 'take');
    expect(taken.status, await taken.clone().text()).toBe(200);
    await w.until('the agent waiting', (ev) => last(ev).paused === true);
    const page = await pageOnPortal();
    // The page's own viewport (not known to a browser connected over CDP).
    const viewport = await page.evaluate(() => ({ width: innerWidth, height: innerHeight }));
    const field = page.locator('input[type=text]:visible, input:not([type]):visible').first();
    await field.scrollIntoViewIfNeeded();
    const box = (await field.boundingBox())!;
    await w.until('a frame of the page', () => w.lastFrame() !== undefined);
    const frame = jpegSize(w.lastFrame()!.toString('base64'))!;
    const at = {
      x: ((box.x + box.width / 2) * frame.width) / viewport.width,
      y: ((box.y + box.height / 2) * frame.height) / viewport.height,
    };
    const click = { events: [{ type: 'mouse', action: 'click', ...at }] };
    expect((await control(other, 'input', click)).status).toBe(403);
    const typed = await control(person, 'input', {
      events: [...click.events, { type: 'text', text: 'Relayed by hand' }],
    });
    expect(typed.status, await typed.clone().text()).toBe(200);
    expect(await field.inputValue()).toContain('Relayed by hand');

    const handedBack = await control(person, 'hand-back');
    expect(handedBack.status, await handedBack.clone().text()).toBe(200);
    await w.until('the agent going on', (ev) => last(ev).paused === false);
    await expect
      .poll(
        async () =>
          (
            await t.db.query<{ email: string }>(
              `SELECT take_over->>'email' AS email FROM job_steps WHERE job_id = $1 AND name = 'take-over'`,
              [jobId],
            )
          ).map((r) => r.email),
        { timeout: 30_000 },
      )
      .toEqual([PERSON.email]);
    await fetch(`${api}/v1/quotes/${data.quoteRequestId}/cancel`, {
      method: 'POST',
      headers: { authorization: headers.authorization! },
    });

    // Nothing streamed was stored (step screenshots are off here): no artifact, no JPEG on disk.
    const artifacts = await t.db.query('SELECT id FROM job_artifacts WHERE job_id = $1', [jobId]);
    expect(artifacts).toEqual([]);
    const files = (await readdir(dataDir, { recursive: true, withFileTypes: true })).filter((f) =>
      f.isFile(),
    );
    for (const f of files) {
      const head = (await readFile(path.join(f.parentPath, f.name))).subarray(0, 3);
      expect(head.equals(Buffer.from([0xff, 0xd8, 0xff])), f.name).toBe(false);
    }
  }, 120_000);

  it('asks for a take-over on a worker; a person finishes the page through the API; learned, the next client passes', async () => {
    // A page no playbook knows (docs/decisions/0029-the-agent-asks-for-a-take-over.md).
    await fetch(`${sandbox.url}/_sandbox/faults/ironclad-specialty`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ territoryCheck: true }),
    });
    type Job = {
      jobId: string;
      status: string;
      actionRequired?: { type: string; evidence?: string; questions?: Parameters<typeof answersFor>[0] };
    };
    const start = async (externalReference: string, input: Record<string, string> = {}) => {
      const body = cyberOnlyBody({ externalReference, carrierIds: ['ironclad-specialty'], input });
      const created = await fetch(`${api}/v1/quotes`, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
      });
      expect(created.status).toBe(201);
      const data = ((await created.json()) as { data: { quoteRequestId: string; jobs: { jobId: string }[] } })
        .data;
      const started = await fetch(`${api}/v1/quotes/${data.quoteRequestId}/start`, {
        method: 'POST',
        headers: { authorization: headers.authorization! },
      });
      expect(started.status).toBe(202);
      return { id: data.quoteRequestId, jobId: data.jobs[0]!.jobId, zip: body.input.zipCode };
    };
    /** Answers the client's questions as a partner does; a take-over goes to `takeOver`, or fails the test. */
    const drive = async (id: string, takeOver?: (job: Job) => Promise<void>) => {
      const deadline = Date.now() + 90_000;
      for (;;) {
        const quote = (
          (await (await fetch(`${api}/v1/quotes/${id}`, { headers })).json()) as {
            data: { status: string; jobs: Job[] };
          }
        ).data;
        if (!['pending', 'in_progress'].includes(quote.status)) return quote.jobs[0]!;
        for (const job of quote.jobs.filter((j) => j.status === 'action_required')) {
          if (job.actionRequired?.type === 'takeover') {
            if (!takeOver) throw new Error(`a take-over was asked: ${job.actionRequired.evidence}`);
            await takeOver(job);
            takeOver = undefined;
          } else
            await fetch(`${api}/v1/quotes/${id}/jobs/${job.jobId}/resolve`, {
              method: 'POST',
              headers,
              body: JSON.stringify({ answers: answersFor(job.actionRequired!.questions!) }),
            });
        }
        expect(Date.now()).toBeLessThan(deadline);
        await new Promise((r) => setTimeout(r, 250));
      }
    };
    const submissionOf = async (quoteNumber: string) =>
      (
        (await (await fetch(`${sandbox.url}/_sandbox/submissions?carrierId=ironclad-specialty`)).json()) as {
          submissions: {
            quote?: { quoteNumber: string; annualPremium: number };
            data: { territoryConfirmed?: boolean; applicant: { zip?: string } };
          }[];
        }
      ).submissions.find((s) => s.quote?.quoteNumber === quoteNumber)!;
    const resultOf = async (id: string, jobId: string) =>
      (
        (await (await fetch(`${api}/v1/quotes/${id}/jobs/${jobId}`, { headers })).json()) as {
          data: { result: { quoteNumber: string; annualPremium: number } };
        }
      ).data.result;

    const first = await start('RELAY-ASK-1');
    const person = await signIn(PERSON);
    const done = await drive(first.id, async (job) => {
      expect(job.actionRequired?.evidence).toBe('Unexpected page "Territory confirmation"');
      const liveUrl = `${api}/app/api/quotes/${first.id}/jobs/${job.jobId}/live`;
      const token = await liveToken(liveUrl, person.headers);
      const control = (what: string, body?: unknown) =>
        fetch(`${liveUrl.replace(/\/live$/, '')}/control/${what}`, {
          method: 'POST',
          headers: { ...person.headers, 'content-type': 'application/json', 'x-live-token': token },
          body: JSON.stringify(body ?? {}),
        });
      const w = await watchLive(liveUrl, person.cookie, token);
      try {
        const taken = await control('take');
        expect(taken.status, await taken.clone().text()).toBe(200);
        await w.until("the page taking the person's input", (ev) => last(ev).paused === true);
        await w.until('a frame of the page', () => w.lastFrame() !== undefined);
        const page = await pageOnPortal('ironclad');
        const viewport = await page.evaluate(() => ({ width: innerWidth, height: innerHeight }));
        const frame = jpegSize(w.lastFrame()!.toString('base64'))!;
        const onImage = async (target: ReturnType<Page['getByLabel']>) => {
          const box = (await target.boundingBox())!;
          return {
            x: ((box.x + box.width / 2) * frame.width) / viewport.width,
            y: ((box.y + box.height / 2) * frame.height) / viewport.height,
          };
        };
        const typed = await control('input', {
          events: [
            { type: 'mouse', action: 'click', ...(await onImage(page.getByLabel('Zip/Postal'))) },
            { type: 'text', text: first.zip },
          ],
        });
        expect(typed.status, await typed.clone().text()).toBe(200);
        await expect.poll(() => page.getByLabel('Zip/Postal').inputValue()).toBe(first.zip);
        const pressed = await control('input', {
          events: [
            {
              type: 'mouse',
              action: 'click',
              ...(await onImage(page.getByRole('button', { name: 'Lodge' }))),
            },
          ],
        });
        expect(pressed.status, await pressed.clone().text()).toBe(200);
        await page.waitForURL(/\/coverage$/);
        const handed = await control('hand-back');
        expect(handed.status, await handed.clone().text()).toBe(200);
      } finally {
        w.close();
      }
    });
    expect(done.status).toBe('success');
    const quoted = await resultOf(first.id, first.jobId);
    expect(quoted.annualPremium).toBe((await submissionOf(quoted.quoteNumber)).quote!.annualPremium);

    // What the person did is proposed; an admin accepts it in the app, through the API process.
    const admin = await signIn(ADMIN);
    const listed = (
      (await (await fetch(`${api}/v1/learned-mappings`, { headers: admin.headers })).json()) as {
        data: {
          items: { id: string; screen: string; label: string; field: string; kind: string; status: string }[];
        };
      }
    ).data.items.filter((m) => m.status === 'proposed' && m.screen === 'Territory confirmation');
    expect(listed.map((m) => [m.kind, m.label, m.field]).sort()).toEqual([
      ['continue', 'Lodge', ''],
      ['field', 'Zip/Postal', 'input.zipCode'],
    ]);
    for (const m of listed) {
      const accepted = await fetch(`${api}/v1/learned-mappings/${m.id}/accept`, {
        method: 'POST',
        headers: admin.headers,
      });
      expect(accepted.status, await accepted.clone().text()).toBe(200);
    }
    // The next client, in another ZIP, on whichever worker: the page passes with no person.
    const next = await start('RELAY-ASK-2', { businessName: 'Lakeshore Outfitters LLC', zipCode: '78702' });
    expect((await drive(next.id)).status).toBe('success');
    const nextQuoted = await resultOf(next.id, next.jobId);
    expect((await submissionOf(nextQuoted.quoteNumber)).data).toMatchObject({
      territoryConfirmed: true,
      applicant: { zip: '78702' },
    });
  }, 150_000);
});
