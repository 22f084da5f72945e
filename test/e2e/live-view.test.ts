// The live view over HTTP (docs/decisions/0027-live-view.md): a job on a sandbox portal slowed by a
// latency fault, watched by two people of its agency from before it starts. Both get JPEG frames and
// the step's name from one screencast; the sign-in step is named but its frames are withheld; the
// screencast stops with the last watcher; another agency's person gets 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_STEPS } from '../../src/agents/runtime/live-pages.ts';
import { insertAgency } from '../../src/store/agencies.ts';
import { createUser } from '../../src/users/create-user.ts';
import { cyberOnlyBody } from '../fixtures/quote-request.ts';
import { backend } from '../helpers/db.ts';
import { type Stack, startStack } from '../helpers/stack.ts';
import { type LiveWatcher, liveToken, states, type WatchedEvent, watchLive } from './support/live-stream.ts';
import { playPerson } from './support/person.ts';

const PERSON = { email: 'watcher@agency.test', password: 'a long watching password' };
const STRANGER = { email: 'agent@other-agency.test', password: 'another long password' };

/** Frames that came while the state said the step was hidden. */
function framesWhileHidden(events: readonly WatchedEvent[]): number {
  let hidden = false;
  let count = 0;
  for (const e of events) {
    if (e.type === 'state') hidden = e.state.hidden;
    else if (hidden) count += 1;
  }
  return count;
}

describe(`the live view of a running job (${backend})`, () => {
  let stack: Stack;
  let base: string;
  const watchers: LiveWatcher[] = [];
  beforeAll(async () => {
    ({ stack } = await startStack({ concurrency: 1 }));
    await createUser(stack.db, { agencyId: stack.agencyId, role: 'agent', ...PERSON });
    const other = await insertAgency(stack.db, 'Other Agency');
    await createUser(stack.db, { agencyId: other.id, role: 'agent', ...STRANGER });
    await stack.app.listen({ port: 0, host: '127.0.0.1' });
    const address = stack.app.server.address() as { port: number };
    base = `http://127.0.0.1:${address.port}`;
  }, 120_000);
  afterAll(async () => {
    for (const w of watchers) w.close();
    await fetch(`${stack.sandbox.url}/_sandbox/faults/bluebonnet`, { method: 'DELETE' }).catch(
      () => undefined,
    );
    await stack?.close();
  });

  async function sessionOf(who: { email: string; password: string }) {
    const res = await stack.app.inject({ method: 'POST', url: '/app/api/session', payload: who });
    expect(res.statusCode, res.body).toBe(200);
    const cookie = `qs_session=${res.cookies.find((c) => c.name === 'qs_session')!.value}`;
    return { cookie, headers: { cookie, 'x-csrf-token': res.json().data.csrfToken as string } };
  }
  /** Watches as the app does: the session and the person's live view token of the job. */
  const watchAs = async (url: string, who: Awaited<ReturnType<typeof sessionOf>>) =>
    watchLive(url, who.cookie, await liveToken(url, who.headers));

  it('streams one screencast to two watchers with the step named, sign-in withheld, and 404 for another agency', async () => {
    await fetch(`${stack.sandbox.url}/_sandbox/faults/bluebonnet`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ latencyMs: 300 }),
    });
    const created = await stack.app.inject({
      method: 'POST',
      url: '/v1/quotes',
      headers: stack.headers,
      payload: cyberOnlyBody({ externalReference: 'LIVE-1', carrierIds: ['bluebonnet'] }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const id: string = created.json().data.quoteRequestId;
    const jobId: string = created.json().data.jobs[0].jobId;
    const liveUrl = `${base}/app/api/quotes/${id}/jobs/${jobId}/live`;

    const stranger = await watchAs(liveUrl, await sessionOf(STRANGER));
    stranger.close();
    expect(stranger.status).toBe(404);
    const cookie = await sessionOf(PERSON);
    const unknown = await watchAs(`${base}/app/api/quotes/${id}/jobs/job_00000000000000000000/live`, cookie);
    unknown.close();
    expect(unknown.status).toBe(404);

    const [a, b] = [await watchAs(liveUrl, cookie), await watchAs(liveUrl, cookie)] as const;
    watchers.push(a, b);
    expect([a.status, b.status]).toEqual([200, 200]);
    await a.until('"not running" before the start', (ev) => states(ev)[0]?.running === false);
    expect(stack.live!.screencasts()).toBe(0);

    const started = await stack.app.inject({
      method: 'POST',
      url: `/v1/quotes/${id}/start`,
      headers: stack.headers,
    });
    expect(started.statusCode, started.body).toBe(202);
    await a.until('the sign-in step, hidden', (ev) => states(ev).some((s) => s.step === 'login' && s.hidden));
    const afterSignIn = (ev: WatchedEvent[]) => {
      const shown = ev.findIndex(
        (e) => e.type === 'state' && e.state.running && !e.state.hidden && e.state.step,
      );
      return shown >= 0 && ev.slice(shown).some((e) => e.type === 'frame');
    };
    await a.until('a frame of a step after sign-in', afterSignIn);
    await b.until('a frame of a step after sign-in', afterSignIn);
    // Two watchers, one screencast.
    expect(stack.live!.screencasts()).toBe(1);

    for (const w of [a, b]) {
      const frames = w.events.flatMap((e) => (e.type === 'frame' ? [e] : []));
      for (const f of frames) expect(f.head.toString('hex')).toBe('ffd8ff');
      expect(framesWhileHidden(w.events)).toBe(0);
      const named = states(w.events).filter((s) => s.step && !SIGN_IN_STEPS.has(s.step));
      expect(named.length).toBeGreaterThan(0);
    }

    a.close();
    const seen = b.frames();
    await b.until('a frame after the other watcher left', () => b.frames() > seen);
    expect(stack.live!.screencasts()).toBe(1);
    b.close();
    await expect.poll(() => stack.live!.screencasts(), { timeout: 10_000 }).toBe(0);

    // Once the job is over the view says so.
    const late = await watchAs(liveUrl, cookie);
    watchers.push(late);
    await fetch(`${stack.sandbox.url}/_sandbox/faults/bluebonnet`, { method: 'DELETE' });
    // The underwriting questions it asks are answered as a person would.
    const run = await playPerson(stack, id);
    const job = run.quote.jobs[0]!;
    expect(job.status, JSON.stringify(job)).toBe('success');
    await late.until('"not running" once the job ended', (ev) => states(ev).at(-1)?.running === false);
  }, 300_000);
});
