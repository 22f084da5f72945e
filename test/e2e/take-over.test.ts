// Taking over a running job's page (docs/decisions/0028-take-over.md), on a sandbox portal slowed by a
// latency fault: sign-in cannot be taken over; a person takes over after sign-in, the agent stops at the next step boundary (the live
// view says it waits, and no step is recorded meanwhile); a second person is refused, and view-only; the
// hold outlives the person's connection; the person clicks into a field on the streamed image (frame
// pixels mapped to the page's) and types, with keys and a paste; a tab opened is followed; the person
// hands back and the agent goes on; a second hold expires to the
// agent with nothing typed; the job ends success with both take-overs audited in its timeline.
// The agent asking for a take-over (docs/decisions/0029-the-agent-asks-for-a-take-over.md): on Ironclad
// with its `territoryCheck` fault, a page no playbook knows pauses the job `takeover`; a person takes
// over on the streamed image, types the ZIP, presses the portal's button and hands back, and the job is
// quoted at the portal's premium; a second job nobody takes over fails portal_changed when its window ends.
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
/** The waiting window of a pause: long enough for the scripted person, short for the job nobody takes. */
const WINDOW_MS = 12_000;
const PERSON = { email: 'taker@agency.test', password: 'a long taking-over password' };
const OTHER = { email: 'onlooker@agency.test', password: 'a long onlooking password' };
const SECRET = 's3cret-pin-4417';

type Control = { holder: 'agent' } | { holder: 'person'; email: string; since: string };
const last = (ev: WatchedEvent[]) =>
  (states(ev).at(-1) ?? {}) as { step?: string; hidden?: boolean; paused?: boolean; control?: Control };

describe(`taking over a running job (${backend})`, () => {
  let stack: Stack;
  let base: string;
  const watchers: LiveWatcher[] = [];
  beforeAll(async () => {
    ({ stack } = await startStack({ concurrency: 1, takeoverIdleMs: IDLE_MS, actionTimeoutMs: WINDOW_MS }));
    await createUser(stack.db, { agencyId: stack.agencyId, role: 'agent', ...PERSON });
    await createUser(stack.db, { agencyId: stack.agencyId, role: 'admin', ...OTHER });
    await stack.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(stack.app.server.address() as { port: number }).port}`;
  }, 120_000);
  afterAll(async () => {
    for (const w of watchers) w.close();
    for (const carrier of ['bluebonnet', 'ironclad-specialty'])
      await fetch(`${stack.sandbox.url}/_sandbox/faults/${carrier}`, { method: 'DELETE' }).catch(
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
    const body = cyberOnlyBody({ externalReference: 'TAKE-1', carrierIds: ['bluebonnet'] });
    const created = await stack.app.inject({
      method: 'POST',
      url: '/v1/quotes',
      headers: stack.headers,
      payload: body,
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

    // What the person sets is recorded (decision 0030): a value equal to the submission's is proposed as
    // that control's field; a password's value is never recorded.
    const frameAt = async (target: typeof field) => {
      await target.scrollIntoViewIfNeeded();
      const b = (await target.boundingBox())!;
      return {
        x: ((b.x + b.width / 2) * frame.width) / viewport.width,
        y: ((b.y + b.height / 2) * frame.height) / viewport.height,
      };
    };
    await page.evaluate(() => {
      const pin = document.createElement('input');
      pin.type = 'password';
      pin.setAttribute('aria-label', 'Portal PIN');
      pin.style.cssText = 'position:fixed;top:8px;left:8px;z-index:9';
      document.body.append(pin);
    });
    const pin = await frameAt(page.getByLabel('Portal PIN'));
    const name = await frameAt(field);
    const learning = await input(person, [
      { type: 'mouse', action: 'click', ...pin },
      { type: 'text', text: SECRET },
      // A triple click selects what the field holds; the business's name replaces it.
      { type: 'mouse', action: 'click', ...name, clickCount: 3 },
      { type: 'text', text: body.input.businessName },
      { type: 'key', action: 'down', key: 'Tab', code: 'Tab' },
      { type: 'key', action: 'up', key: 'Tab', code: 'Tab' },
    ]);
    expect(learning.statusCode, learning.body).toBe(200);
    expect(await page.getByLabel('Portal PIN').inputValue()).toBe(SECRET);
    expect(await field.inputValue()).toBe(body.input.businessName);

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
    // Proposed for an admin to accept, never applied before; by whom, from which job, with the value.
    const listLearned = async () =>
      (await stack.app.inject({ method: 'GET', url: '/v1/learned-mappings', headers: stack.headers })).json()
        .data.items as unknown[];
    await expect.poll(listLearned).not.toEqual([]);
    const learned = await listLearned();
    expect(learned).toEqual([
      expect.objectContaining({
        carrierId: 'bluebonnet',
        screen: 'New Cyber Liability Application',
        label: 'Applicant Legal Name',
        field: 'input.businessName',
        kind: 'field',
        status: 'proposed',
        source: 'take_over',
        proposal: expect.objectContaining({
          jobId,
          by: expect.objectContaining({ name: PERSON.email }),
          value: body.input.businessName,
        }),
      }),
    ]);
    const stored = await stack.db.query('SELECT * FROM learned_mappings');
    const answers = await stack.db.query('SELECT * FROM client_answers');
    expect(JSON.stringify([learned, stored, answers])).not.toContain(SECRET);

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

  let start: (
    externalReference: string,
    input?: Record<string, string>,
  ) => Promise<{ id: string; jobId: string; zip: string }>;
  let jobOf: (
    id: string,
    jobId: string,
  ) => Promise<{
    status: string;
    errorType?: string;
    errorMessage?: string;
    actionRequired?: { type: string; deepLink: string; evidence?: string; page?: string; step?: string };
    result?: { annualPremium: number; quoteNumber: string };
  }>;

  it('pauses takeover at a page the agent does not know; a person finishes it on the image and hands back', async () => {
    await fetch(`${stack.sandbox.url}/_sandbox/faults/ironclad-specialty`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ territoryCheck: true }),
    });
    start = async (externalReference: string, input: Record<string, string> = {}) => {
      const body = cyberOnlyBody({ externalReference, carrierIds: ['ironclad-specialty'], input });
      const created = await stack.app.inject({
        method: 'POST',
        url: '/v1/quotes',
        headers: stack.headers,
        payload: body,
      });
      expect(created.statusCode, created.body).toBe(201);
      const id: string = created.json().data.quoteRequestId;
      const jobId: string = created.json().data.jobs[0].jobId;
      const started = await stack.app.inject({
        method: 'POST',
        url: `/v1/quotes/${id}/start`,
        headers: stack.headers,
      });
      expect(started.statusCode, started.body).toBe(202);
      return { id, jobId, zip: body.input.zipCode };
    };
    jobOf = async (id: string, jobId: string) =>
      (
        await stack.app.inject({
          method: 'GET',
          url: `/v1/quotes/${id}/jobs/${jobId}`,
          headers: stack.headers,
        })
      ).json().data as {
        status: string;
        errorType?: string;
        errorMessage?: string;
        actionRequired?: { type: string; deepLink: string; evidence?: string; page?: string; step?: string };
        result?: { annualPremium: number; quoteNumber: string };
      };
    // Two jobs at once on one seat: the first pause gives the seat to the second (which pauses too).
    const helped = await start('ASK-1');
    const ignored = await start('ASK-2');
    await expect
      .poll(async () => (await jobOf(helped.id, helped.jobId)).status, { timeout: 60_000, interval: 250 })
      .toBe('action_required');
    const paused = await jobOf(helped.id, helped.jobId);
    expect(paused.actionRequired).toMatchObject({
      type: 'takeover',
      deepLink: `https://quotes.example.test/app/quotes/${helped.id}/jobs/${helped.jobId}/live`,
      evidence: 'Unexpected page "Territory confirmation"',
      step: 'after applicant',
    });
    expect(paused.actionRequired!.page).toMatch(/\/territory$/);
    const events = (
      await stack.app.inject({ method: 'GET', url: `/v1/quotes/${helped.id}/events`, headers: stack.headers })
    ).json().data.events as { type: string; payload: { actionRequired?: { type: string } } }[];
    expect(events.find((e) => e.type === 'quote.action_required')?.payload.actionRequired?.type).toBe(
      'takeover',
    );

    // The person opens the live view the deep link names, takes over, and drives the page on the image.
    const liveUrl = `${base}/app/api/quotes/${helped.id}/jobs/${helped.jobId}/live`;
    const session = await signIn(PERSON);
    const person = {
      cookie: session.cookie,
      headers: { ...session.headers, 'x-live-token': await liveToken(liveUrl, session.headers) },
    };
    const watcher = await watchLive(liveUrl, person.cookie, person.headers['x-live-token']);
    watchers.push(watcher);
    const url = (what: string) => `/app/api/quotes/${helped.id}/jobs/${helped.jobId}/control/${what}`;
    const taken = await stack.app.inject({ method: 'POST', url: url('take'), headers: person.headers });
    expect(taken.statusCode, taken.body).toBe(200);
    await watcher.until('the agent waiting for the person', (ev) => last(ev).paused === true);
    await watcher.until('a frame of the page', () => watcher.lastFrame() !== undefined);
    const page = stack.live!.page(helped.jobId)!;
    const viewport = page.viewportSize()!;
    const frame = jpegSize(watcher.lastFrame()!.toString('base64'))!;
    const onImage = async (target: ReturnType<typeof page.getByLabel>) => {
      const box = (await target.boundingBox())!;
      return {
        x: ((box.x + box.width / 2) * frame.width) / viewport.width,
        y: ((box.y + box.height / 2) * frame.height) / viewport.height,
      };
    };
    const input = async (events: unknown[]) => {
      const sent = await stack.app.inject({
        method: 'POST',
        url: url('input'),
        headers: person.headers,
        payload: { events },
      });
      expect(sent.statusCode, sent.body).toBe(200);
    };
    const field = await onImage(page.getByLabel('Zip/Postal'));
    await input([
      { type: 'mouse', action: 'click', ...field },
      { type: 'text', text: helped.zip },
    ]);
    await expect.poll(() => page.getByLabel('Zip/Postal').inputValue()).toBe(helped.zip);
    await input([
      { type: 'mouse', action: 'click', ...(await onImage(page.getByRole('button', { name: 'Lodge' }))) },
    ]);
    await page.waitForURL(/\/coverage$/);
    const handed = await stack.app.inject({ method: 'POST', url: url('hand-back'), headers: person.headers });
    expect(handed.statusCode, handed.body).toBe(200);
    expect(handed.json().data.resumed).toBe(true);

    const run = await playPerson(stack, helped.id);
    const job = run.quote.jobs[0]!;
    expect(job.status, JSON.stringify(job)).toBe('success');
    const quoted = (await jobOf(helped.id, helped.jobId)).result!;
    // The premium is the portal's own (its formula, as the sandbox stored the quote).
    const stored = (
      (await (
        await fetch(`${stack.sandbox.url}/_sandbox/submissions?carrierId=ironclad-specialty`)
      ).json()) as {
        submissions: { quote?: { quoteNumber: string; annualPremium: number } }[];
      }
    ).submissions.find((s) => s.quote?.quoteNumber === quoted.quoteNumber);
    expect(quoted.annualPremium).toBe(stored!.quote!.annualPremium);
    const steps = (
      await stack.app.inject({
        method: 'GET',
        url: `/v1/quotes/${helped.id}/jobs/${helped.jobId}`,
        headers: stack.headers,
      })
    ).json().data.steps as { name: string; takeOver?: { by: string; pages: string[] } }[];
    const audit = steps.find((s) => s.name === 'take-over');
    expect(audit?.takeOver?.by, JSON.stringify(steps)).toBe(PERSON.email);
    expect(audit!.takeOver!.pages.some((p) => p.endsWith('/coverage'))).toBe(true);

    // Nobody took the second job's page: its window ends and it fails as it would have.
    await expect
      .poll(async () => (await jobOf(ignored.id, ignored.jobId)).status, {
        timeout: WINDOW_MS + 60_000,
        interval: 500,
      })
      .toBe('failed');
    const failed = await jobOf(ignored.id, ignored.jobId);
    expect(failed.errorType).toBe('portal_changed');
    expect(failed.errorMessage).toContain('a take-over was asked');
  }, 180_000);

  it('proposes what the person did; an admin accepts it, and the next client passes the page with no person', async () => {
    const admin = await signIn(OTHER);
    type Mapping = {
      id: string;
      carrierId: string;
      screen: string;
      label: string;
      field: string | null;
      kind: string;
      status: string;
    };
    const list = async () =>
      (
        (
          await stack.app.inject({ method: 'GET', url: '/v1/learned-mappings', headers: admin.headers })
        ).json().data.items as Mapping[]
      ).filter((m) => m.carrierId === 'ironclad-specialty');
    const proposed = (await list()).filter((m) => m.status === 'proposed');
    // The ZIP the person typed into "Zip/Postal" is the submission's: that control takes input.zipCode;
    // the button the kit did not know ("Lodge") is the screen's continue action.
    expect(proposed).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          screen: 'Territory confirmation',
          label: 'Zip/Postal',
          field: 'input.zipCode',
          kind: 'field',
        }),
        expect.objectContaining({ screen: 'Territory confirmation', label: 'Lodge', kind: 'continue' }),
      ]),
    );
    for (const m of proposed.filter((p) => p.screen === 'Territory confirmation')) {
      const accepted = await stack.app.inject({
        method: 'POST',
        url: `/v1/learned-mappings/${m.id}/accept`,
        headers: admin.headers,
      });
      expect(accepted.statusCode, accepted.body).toBe(200);
    }
    // Another client, in another ZIP: the page is completed with this submission's value, by no person.
    const next = await start('ASK-3', { businessName: 'Lakeshore Outfitters LLC', zipCode: '78702' });
    const run = await playPerson(stack, next.id);
    const job = run.quote.jobs[0]!;
    expect(job.status, JSON.stringify(job)).toBe('success');
    // No take-over asked (its underwriting questions are the client's, answered as every job's are).
    const events = (
      await stack.app.inject({ method: 'GET', url: `/v1/quotes/${next.id}/events`, headers: stack.headers })
    ).json().data.events as { type: string; payload: { actionRequired?: { type: string } } }[];
    const asked = events.filter((e) => e.type === 'quote.action_required');
    expect(asked.map((e) => e.payload.actionRequired?.type)).not.toContain('takeover');
    const steps = (
      await stack.app.inject({
        method: 'GET',
        url: `/v1/quotes/${next.id}/jobs/${next.jobId}`,
        headers: stack.headers,
      })
    ).json().data.steps as { name: string }[];
    expect(steps.map((s) => s.name)).not.toContain('take-over');
    // The portal's territory page took this client's ZIP, and the premium is the portal's own.
    const quoted = (await jobOf(next.id, next.jobId)).result!;
    const filed = (
      (await (
        await fetch(`${stack.sandbox.url}/_sandbox/submissions?carrierId=ironclad-specialty`)
      ).json()) as {
        submissions: {
          quote?: { quoteNumber: string; annualPremium: number };
          data: { territoryConfirmed?: boolean; applicant: { zip?: string } };
        }[];
      }
    ).submissions.find((s) => s.quote?.quoteNumber === quoted.quoteNumber)!;
    expect(filed.data).toMatchObject({ territoryConfirmed: true, applicant: { zip: '78702' } });
    expect(quoted.annualPremium).toBe(filed.quote!.annualPremium);
    await fetch(`${stack.sandbox.url}/_sandbox/faults/ironclad-specialty`, { method: 'DELETE' });
  }, 120_000);
});
