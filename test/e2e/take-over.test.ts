// Taking over a running job's page (docs/decisions/0028-take-over.md), on a sandbox portal slowed by a
// latency fault: sign-in cannot be taken over; a person takes over after sign-in, the agent stops at the next step boundary (the live
// view says it waits, and no step is recorded meanwhile); a second person is refused, and view-only; the
// hold outlives the person's connection; the person clicks into a field on the streamed image (frame
// pixels mapped to the page's) and types, with keys and a paste; a tab opened is followed; the person
// hands back and the agent goes on; a second hold expires to the
// agent with nothing typed; the job ends success with both take-overs audited in its timeline.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpegSize } from '../../src/agents/runtime/live-input.ts';
import { SIGN_IN_STEPS } from '../../src/agents/runtime/live-pages.ts';
import { listSteps } from '../../src/store/job-steps.ts';
import { createUser } from '../../src/users/create-user.ts';
import { cyberOnlyBody } from '../fixtures/quote-request.ts';
import { backend } from '../helpers/db.ts';
import { type Stack, startStack } from '../helpers/stack.ts';
import { type LiveWatcher, liveToken, states, type WatchedEvent, watchLive } from './support/live-stream.ts';
import { playPerson } from './support/person.ts';

const IDLE_MS = 4_000;
const PERSON = { email: 'taker@agency.test', password: 'a long taking-over password' };
const OTHER = { email: 'onlooker@agency.test', password: 'a long onlooking password' };

type Control = { holder: 'agent' } | { holder: 'person'; email: string; since: string };
const last = (ev: WatchedEvent[]) =>
  (states(ev).at(-1) ?? {}) as { step?: string; hidden?: boolean; paused?: boolean; control?: Control };

describe(`taking over a running job (${backend})`, () => {
  let stack: Stack;
  let base: string;
  const watchers: LiveWatcher[] = [];
  beforeAll(async () => {
    ({ stack } = await startStack({ concurrency: 1, takeoverIdleMs: IDLE_MS }));
    await createUser(stack.db, { agencyId: stack.agencyId, role: 'agent', ...PERSON });
    await createUser(stack.db, { agencyId: stack.agencyId, role: 'admin', ...OTHER });
    await stack.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(stack.app.server.address() as { port: number }).port}`;
  }, 120_000);
  afterAll(async () => {
    for (const w of watchers) w.close();
    await fetch(`${stack.sandbox.url}/_sandbox/faults/bluebonnet`, { method: 'DELETE' }).catch(
      () => undefined,
    );
    await stack?.close();
  });

  async function signIn(who: { email: string; password: string }) {
    const res = await stack.app.inject({ method: 'POST', url: '/app/api/session', payload: who });
    expect(res.statusCode, res.body).toBe(200);
    const cookie = `qs_session=${res.cookies.find((c) => c.name === 'qs_session')!.value}`;
    return { cookie, headers: { cookie, 'x-csrf-token': res.json().data.csrfToken as string } };
  }

  it('stops the agent at a step boundary for a person, and goes on after hand-back and after expiry', async () => {
    await fetch(`${stack.sandbox.url}/_sandbox/faults/bluebonnet`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      // Sign-in slowed a little more, so the take at sign-in surely meets it.
      body: JSON.stringify({ latencyMs: 300, slowPage: { path: '/agentdesk/login', delayMs: 1000 } }),
    });
    const created = await stack.app.inject({
      method: 'POST',
      url: '/v1/quotes',
      headers: stack.headers,
      payload: cyberOnlyBody({ externalReference: 'TAKE-1', carrierIds: ['bluebonnet'] }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const id: string = created.json().data.quoteRequestId;
    const jobId: string = created.json().data.jobs[0].jobId;
    const liveUrl = `${base}/app/api/quotes/${id}/jobs/${jobId}/live`;
    // Each person's session, CSRF and live view token of the job (docs/decisions/0031).
    const withToken = async (who: { cookie: string; headers: Record<string, string> }) => ({
      cookie: who.cookie,
      headers: { ...who.headers, 'x-live-token': await liveToken(liveUrl, who.headers) },
    });
    const [person, other] = [await withToken(await signIn(PERSON)), await withToken(await signIn(OTHER))];
    const control = (what: string, who: { headers: Record<string, string> }) =>
      stack.app.inject({
        method: 'POST',
        url: `/app/api/quotes/${id}/jobs/${jobId}/control/${what}`,
        headers: who.headers,
      });

    const watcher = await watchLive(liveUrl, person.cookie, person.headers['x-live-token']);
    watchers.push(watcher);
    const started = await stack.app.inject({
      method: 'POST',
      url: `/v1/quotes/${id}/start`,
      headers: stack.headers,
    });
    expect(started.statusCode, started.body).toBe(202);
    // Sign-in is never taken over.
    await watcher.until('the sign-in step', (ev) => last(ev).hidden === true);
    const atSignIn = await control('take', person);
    expect(atSignIn.statusCode, atSignIn.body).toBe(409);
    expect(atSignIn.json().error.message).toContain('never taken over');
    await watcher.until('a step after sign-in', (ev) => {
      const s = last(ev);
      return !!s.step && !SIGN_IN_STEPS.has(s.step) && !s.hidden;
    });

    const taken = await control('take', person);
    expect(taken.statusCode, taken.body).toBe(200);
    await watcher.until('the agent waiting', (ev) => last(ev).paused === true);
    const stepsWhenPaused = (await listSteps(stack.db, jobId)).length;
    expect((await control('take', other)).statusCode).toBe(409);
    // The connection drops; the person comes back and still holds control.
    watcher.close();
    const again = await watchLive(liveUrl, person.cookie, person.headers['x-live-token']);
    watchers.push(again);
    await again.until('the hold after a reconnect', (ev) => {
      const s = last(ev);
      return s.paused === true && s.control?.holder === 'person' && s.control.email === PERSON.email;
    });
    expect((await listSteps(stack.db, jobId)).length).toBe(stepsWhenPaused);

    // The person clicks into a field on the streamed image and types; the other person is view-only.
    const input = (who: { headers: Record<string, string> }, events: unknown[]) =>
      stack.app.inject({
        method: 'POST',
        url: `/app/api/quotes/${id}/jobs/${jobId}/control/input`,
        headers: who.headers,
        payload: { events },
      });
    const page = stack.live!.page(jobId)!;
    const viewport = page.viewportSize()!;
    const field = page.locator('input[type=text]:visible, input:not([type]):visible').first();
    await field.scrollIntoViewIfNeeded();
    const box = (await field.boundingBox())!;
    await again.until('a frame of the page', () => again.lastFrame() !== undefined);
    const frame = jpegSize(again.lastFrame()!.toString('base64'))!;
    // The field's middle in the frame's pixels (the frame shows the whole viewport, scaled).
    const at = {
      x: ((box.x + box.width / 2) * frame.width) / viewport.width,
      y: ((box.y + box.height / 2) * frame.height) / viewport.height,
    };
    expect((await input(other, [{ type: 'mouse', action: 'click', ...at }])).statusCode).toBe(403);
    const typed = await input(person, [
      { type: 'mouse', action: 'move', ...at },
      { type: 'mouse', action: 'click', ...at },
      { type: 'key', action: 'down', key: 'Z', code: 'KeyZ', text: 'Z', modifiers: 8 },
      { type: 'key', action: 'up', key: 'Z', code: 'KeyZ', modifiers: 8 },
      { type: 'key', action: 'down', key: 'q', code: 'KeyQ', text: 'q' },
      { type: 'key', action: 'up', key: 'q', code: 'KeyQ' },
      { type: 'text', text: ' pasted' },
    ]);
    expect(typed.statusCode, typed.body).toBe(200);
    expect(await field.inputValue()).toContain('Zq pasted');

    // A tab the page opens while the person is in control is what they see and drive; closed, the try's
    // page again.
    const opened = page.context().waitForEvent('page');
    await page.evaluate(() => void window.open(window.location.href, '_blank'));
    const tab = await opened;
    await expect.poll(() => stack.live!.page(jobId)).toBe(tab);
    await tab.close();
    await expect.poll(() => stack.live!.page(jobId)).toBe(page);

    const handedBack = await control('hand-back', person);
    expect(handedBack.statusCode, handedBack.body).toBe(200);
    await again.until('the agent going on', (ev) => last(ev).paused === false);

    // Taken again by the other person, and left: it expires to the agent with nothing typed.
    await again.until('a later step', (ev) => !last(ev).hidden && last(ev).paused === false);
    const retaken = await control('take', other);
    expect(retaken.statusCode, retaken.body).toBe(200);
    await again.until('the agent waiting again', (ev) => last(ev).paused === true);
    await again.until('the hold expired', (ev) => last(ev).paused === false, IDLE_MS * 5);
    expect((await control('hand-back', other)).statusCode).toBe(200); // expired, still the holder's to drop

    await fetch(`${stack.sandbox.url}/_sandbox/faults/bluebonnet`, { method: 'DELETE' });
    const run = await playPerson(stack, id);
    const job = run.quote.jobs[0]!;
    expect(job.status, JSON.stringify(job)).toBe('success');
    // Both take-overs in the job's timeline, as the API shows it: who, when, how long, which pages.
    const detail = await stack.app.inject({
      method: 'GET',
      url: `/v1/quotes/${id}/jobs/${jobId}`,
      headers: stack.headers,
    });
    expect(detail.statusCode, detail.body).toBe(200);
    const audited = (
      detail.json().data.steps as {
        name: string;
        durationMs: number;
        takeOver?: { by: string; pages: string[] };
      }[]
    ).filter((s) => s.name === 'take-over');
    expect(audited.map((a) => a.takeOver?.by)).toEqual([PERSON.email, OTHER.email]);
    expect(audited[0]!.takeOver!.pages.length).toBeGreaterThan(0);
    expect(audited[0]!.takeOver!.pages.every((p) => p.startsWith('http'))).toBe(true);
    expect(audited[0]!.durationMs).toBeGreaterThan(0);
    expect(audited[1]!.durationMs).toBeGreaterThanOrEqual(IDLE_MS - 1_000);
  }, 120_000);
});
