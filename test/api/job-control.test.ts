// The take-over lease over HTTP (docs/decisions/0028-take-over.md): an agent takes control of a running
// job's page, a second person of the agency gets 409 and sees who holds it, another agency 404, no CSRF
// token 403; the hold outlives the live view's connection (a new one is told the holder), expires to the
// agent after the idle time with nothing typed, and only the holder hands it back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentStopped, currentControl } from '../../src/store/job-control.ts';
import { createUser } from '../../src/users/create-user.ts';
import { liveToken, states, watchLive } from '../e2e/support/live-stream.ts';
import { createTestApi, type TestApi } from '../helpers/api.ts';
import { backend } from '../helpers/db.ts';
import { seedRequest } from '../helpers/runs.ts';

const IDLE_MS = 2_500;
const FIRST = { email: 'first@agency.test', password: 'a long first password' };
const SECOND = { email: 'second@agency.test', password: 'a long second password' };
const STRANGER = { email: 'stranger@other.test', password: 'a long stranger password' };
type Control =
  | { holder: 'agent' }
  | { holder: 'person'; userId: string; email: string; since: string; expiresAt?: string };

describe(`taking over a job's page (${backend})`, () => {
  let api: TestApi;
  let base: string;
  beforeAll(async () => {
    api = await createTestApi({ config: { takeoverIdleMs: IDLE_MS } });
    await createUser(api.db, { agencyId: api.agency.agencyId, role: 'agent', ...FIRST });
    await createUser(api.db, { agencyId: api.agency.agencyId, role: 'admin', ...SECOND });
    const other = await api.addAgency();
    await createUser(api.db, { agencyId: other.agencyId, role: 'agent', ...STRANGER });
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(api.app.server.address() as { port: number }).port}`;
  });
  afterAll(() => api?.close());

  async function signIn(who: { email: string; password: string }) {
    const res = await api.app.inject({ method: 'POST', url: '/app/api/session', payload: who });
    expect(res.statusCode, res.body).toBe(200);
    const cookie = `qs_session=${res.cookies.find((c) => c.name === 'qs_session')!.value}`;
    return { cookie, headers: { cookie, 'x-csrf-token': res.json().data.csrfToken as string } };
  }

  it('holds control in the database for one person, tells the live view, and expires to the agent', async () => {
    const seeded = await seedRequest(api.db, {
      status: 'in_progress',
      jobs: [
        { carrierId: 'summit-mutual', status: 'running' },
        { carrierId: 'harborline', status: 'queued' },
      ],
      agencyId: api.agency.agencyId,
    });
    const [jobId, queuedId] = seeded.jobIds as [string, string];
    const url = (job: string, what: string) =>
      `/app/api/quotes/${seeded.requestId}/jobs/${job}/control/${what}`;
    const [first, second, stranger] = [await signIn(FIRST), await signIn(SECOND), await signIn(STRANGER)];
    const live = (job: string) => `${base}/app/api/quotes/${seeded.requestId}/jobs/${job}/live`;
    // The session, CSRF and the person's live view token of the job (docs/decisions/0031).
    const withToken = async (who: { headers: Record<string, string> }, job = jobId) => ({
      ...who.headers,
      'x-live-token': await liveToken(live(job), who.headers),
    });
    const post = async (who: { headers: Record<string, string> }, what: string, job = jobId) =>
      api.app.inject({ method: 'POST', url: url(job, what), headers: await withToken(who, job) });

    const noCsrf = await api.app.inject({
      method: 'POST',
      url: url(jobId, 'take'),
      headers: { cookie: first.cookie },
    });
    expect(noCsrf.statusCode).toBe(403);
    expect((await post(stranger, 'take')).statusCode).toBe(404);
    const notRunning = await post(first, 'take', queuedId);
    expect(notRunning.statusCode, notRunning.body).toBe(409);

    const watcher = await watchLive(live(jobId), second.cookie, await liveToken(live(jobId), second.headers));
    const controlOf = (s: object) => (s as { control?: Control }).control;
    await watcher.until(
      'the agent in control',
      (ev) => controlOf(states(ev).at(-1) ?? {})?.holder === 'agent',
    );

    const taken = await post(first, 'take');
    expect(taken.statusCode, taken.body).toBe(200);
    const held: Control = taken.json().data.control;
    expect(held).toMatchObject({ holder: 'person', email: FIRST.email });
    await watcher.until(
      'the person in control',
      (ev) => controlOf(states(ev).at(-1) ?? {})?.holder === 'person',
    );

    // A second person watches: view-only.
    const refused = await post(second, 'take');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toContain(FIRST.email);
    expect((await post(second, 'hand-back')).statusCode).toBe(409);
    const input = async (who: { headers: Record<string, string> }) =>
      api.app.inject({
        method: 'POST',
        url: url(jobId, 'input'),
        headers: await withToken(who),
        payload: { events: [{ type: 'mouse', action: 'click', x: 10, y: 10 }] },
      });
    // Input is the holder's alone; here no try drives the page (no browser in this process).
    expect((await input(second)).statusCode).toBe(403);
    expect((await input(stranger)).statusCode).toBe(404);
    const noPage = await input(first);
    expect(noPage.statusCode, noPage.body).toBe(409);
    expect(noPage.json().error.message).toContain('No try');

    // The connection drops; a new one (a reload) is told the same hold, since the same time.
    watcher.close();
    const again = await watchLive(live(jobId), first.cookie, await liveToken(live(jobId), first.headers));
    await again.until('the hold after a reconnect', (ev) => {
      const c = controlOf(states(ev).at(-1) ?? {});
      return c?.holder === 'person' && c.since === (held as { since: string }).since;
    });
    const retaken = await post(first, 'take');
    expect(retaken.json().data.control.since).toBe((held as { since: string }).since);

    // Until the agent stops for the person (a try at its next step boundary), nothing can be typed and
    // the hold does not expire: read as if the idle time were already over, it is still the person's.
    const userId = (held as Extract<Control, { holder: 'person' }>).userId;
    expect((await currentControl(api.db, jobId, 0))?.email).toBe(FIRST.email);
    expect(controlOf(states(again.events).at(-1) ?? {})).not.toHaveProperty('expiresAt');
    expect(await agentStopped(api.db, jobId, userId, IDLE_MS)).toBe(true);
    expect((await currentControl(api.db, jobId, IDLE_MS))?.agentStoppedAt).toBeInstanceOf(Date);
    expect(await currentControl(api.db, jobId, 0)).toBeUndefined();

    // Nothing typed for the idle time after the agent stopped: the agent has control again, and
    // watchers are told.
    await again.until(
      'the hold expired to the agent',
      (ev) => controlOf(states(ev).at(-1) ?? {})?.holder === 'agent',
      IDLE_MS * 4,
    );
    again.close();
    const afterExpiry = await post(second, 'take');
    expect(afterExpiry.statusCode, afterExpiry.body).toBe(200);
    expect(afterExpiry.json().data.control.email).toBe(SECOND.email);

    const handedBack = await post(second, 'hand-back');
    expect(handedBack.statusCode, handedBack.body).toBe(200);
    expect(handedBack.json().data.control).toEqual({ holder: 'agent' });
  }, 60_000);
});
