// The live view's short-lived tokens over HTTP (docs/decisions/0031-live-view-across-nodes.md): one job
// and one person, fetched with the session and CSRF. The stream and every take, input and hand-back
// refuse none or an expired one (401), one of another job or person (403); another agency's job is a 404
// before any token; a second person is view-only (input 403); a dropped stream opened again with a fresh
// token still shows the hold; a take on one node is told to another node's watchers (NOTIFY).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createControlHub } from '../../src/api/control-hub.ts';
import { takeControl } from '../../src/store/job-control.ts';
import { createUser } from '../../src/users/create-user.ts';
import { liveToken, states, watchLive } from '../e2e/support/live-stream.ts';
import { createTestApi, type TestApi } from '../helpers/api.ts';
import { backend } from '../helpers/db.ts';
import { seedRequest } from '../helpers/runs.ts';

const TTL_MS = 1_000;
const FIRST = { email: 'token-first@agency.test', password: 'a long first token password' };
const SECOND = { email: 'token-second@agency.test', password: 'a long second token password' };
const STRANGER = { email: 'token-stranger@other.test', password: 'a long stranger token password' };
type Who = { cookie: string; headers: Record<string, string>; userId: string };

describe(`the live view's tokens (${backend})`, () => {
  let api: TestApi;
  let base: string;
  const users: Record<string, string> = {};
  beforeAll(async () => {
    api = await createTestApi({
      config: {
        takeoverIdleMs: 60_000,
        live: { internalHost: '127.0.0.1', internalPort: 0, internalUrl: undefined, tokenTtlMs: TTL_MS },
      },
    });
    for (const who of [FIRST, SECOND])
      users[who.email] = (
        await createUser(api.db, { agencyId: api.agency.agencyId, role: 'agent', ...who })
      ).id;
    const other = await api.addAgency();
    users[STRANGER.email] = (
      await createUser(api.db, { agencyId: other.agencyId, role: 'agent', ...STRANGER })
    ).id;
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(api.app.server.address() as { port: number }).port}`;
  });
  afterAll(() => api?.close());

  async function signIn(who: { email: string; password: string }): Promise<Who> {
    const res = await api.app.inject({ method: 'POST', url: '/app/api/session', payload: who });
    expect(res.statusCode, res.body).toBe(200);
    const cookie = `qs_session=${res.cookies.find((c) => c.name === 'qs_session')!.value}`;
    return {
      cookie,
      headers: { cookie, 'x-csrf-token': res.json().data.csrfToken },
      userId: users[who.email]!,
    };
  }

  it('scopes watching and control to one job and one person, briefly', async () => {
    const seeded = await seedRequest(api.db, {
      status: 'in_progress',
      jobs: [
        { carrierId: 'summit-mutual', status: 'running' },
        { carrierId: 'harborline', status: 'running' },
      ],
      agencyId: api.agency.agencyId,
    });
    const [jobId, otherJobId] = seeded.jobIds as [string, string];
    const live = (job = jobId) => `${base}/app/api/quotes/${seeded.requestId}/jobs/${job}/live`;
    const control = (who: Who, what: string, token: string, job = jobId) =>
      api.app.inject({
        method: 'POST',
        url: `/app/api/quotes/${seeded.requestId}/jobs/${job}/control/${what}`,
        headers: { ...who.headers, 'x-live-token': token },
        ...(what === 'input' ? { payload: { events: [{ type: 'text', text: 'x' }] } } : {}),
      });
    const [first, second, stranger] = [await signIn(FIRST), await signIn(SECOND), await signIn(STRANGER)];

    // The token route: the session's CSRF, the agency's job.
    const noCsrf = await fetch(`${live()}/token`, { method: 'POST', headers: { cookie: first.cookie } });
    expect(noCsrf.status).toBe(403);
    const strangers = await fetch(`${live()}/token`, { method: 'POST', headers: stranger.headers });
    expect(strangers.status).toBe(404);
    const issued = await fetch(`${live()}/token`, { method: 'POST', headers: first.headers });
    expect(issued.status).toBe(200);
    const { expiresAt } = ((await issued.json()) as { data: { expiresAt: string } }).data;
    expect(Date.parse(expiresAt) - Date.now()).toBeLessThanOrEqual(TTL_MS);

    // The stream: none, another job's, another person's, then the right one.
    const statusOf = async (token: string, who = first, job = jobId) => {
      const w = await watchLive(live(job), who.cookie, token);
      w.close();
      return w.status;
    };
    const firstToken = await liveToken(live(), first.headers);
    expect(await statusOf('')).toBe(401);
    expect(await statusOf('forged.1.signature')).toBe(401);
    expect(await statusOf(await liveToken(live(otherJobId), first.headers))).toBe(403);
    expect(await statusOf(await liveToken(live(), second.headers))).toBe(403);
    expect(await statusOf(firstToken, stranger)).toBe(404);
    expect(await statusOf(await liveToken(live(), first.headers))).toBe(200);

    // Control: a token of another job is refused; the right one takes.
    const otherJobs = await control(first, 'take', await liveToken(live(otherJobId), first.headers));
    expect(otherJobs.statusCode, otherJobs.body).toBe(403);
    expect(otherJobs.json().error.message).toContain('another job');
    expect((await control(first, 'take', '')).statusCode).toBe(401);
    expect((await control(stranger, 'take', firstToken)).statusCode).toBe(404);
    const taken = await control(first, 'take', await liveToken(live(), first.headers));
    expect(taken.statusCode, taken.body).toBe(200);

    // A second person with a token of their own is view-only.
    const secondToken = await liveToken(live(), second.headers);
    expect((await control(second, 'input', secondToken)).statusCode).toBe(403);
    expect((await control(second, 'take', secondToken)).statusCode).toBe(409);

    // The connection drops; opened again with a fresh token, it still shows the person's hold.
    const watcher = await watchLive(live(), first.cookie, await liveToken(live(), first.headers));
    await watcher.until('the hold', (ev) => {
      const c = (states(ev).at(-1) as { control?: { holder: string; email?: string } } | undefined)?.control;
      return c?.holder === 'person' && c.email === FIRST.email;
    });
    watcher.close();

    // The token expires: a clear 401, and a fresh one works again.
    await expect.poll(() => statusOf(firstToken), { timeout: 5 * TTL_MS }).toBe(401);
    const expired = await control(first, 'hand-back', firstToken);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().error.message).toContain('expired');
    const handedBack = await control(first, 'hand-back', await liveToken(live(), first.headers));
    expect(handedBack.statusCode, handedBack.body).toBe(200);
  }, 60_000);

  it("tells another node's watchers of a take at once", async () => {
    const seeded = await seedRequest(api.db, {
      status: 'in_progress',
      jobs: [{ carrierId: 'summit-mutual', status: 'running' }],
      agencyId: api.agency.agencyId,
    });
    const jobId = seeded.jobIds[0]!;
    // Two hubs on one database, as two API processes have; an hour's idle time, so no expiry timer reads.
    const [here, there] = [
      await createControlHub(api.db, 3_600_000),
      await createControlHub(api.db, 3_600_000),
    ];
    try {
      const told: string[] = [];
      const stop = there.watch(jobId, (view) => told.push(view.holder));
      await expect.poll(() => told).toEqual(['agent']);
      expect((await takeControl(api.db, jobId, users[FIRST.email]!, 3_600_000)).taken).toBe(true);
      await here.announce(jobId);
      await expect.poll(() => told, { timeout: 2_000 }).toEqual(['agent', 'person']);
      stop();
    } finally {
      await Promise.all([here.close(), there.close()]);
    }
  });
});
