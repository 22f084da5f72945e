// "Watch live" in real Chromium against the service (docs/decisions/0027-live-view.md): from a running
// job's card, with the keyboard, to the live view; the sign-in step shown as hidden, then frames of the
// portal's page that change as the agent works, the step named beside them; axe-clean; "Take over", the
// agent waiting, the frame keeping Escape, F6 and "Hand back" (decision 0028); "not running"
// once the job is cancelled; no CSP violation. The sandbox portal is slowed (a latency fault) so the
// job runs a while. A job whose agent asks for a take-over (decision 0029) shows what the agent found and
// the way into the live view, axe-clean.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moveJob } from '../../src/store/jobs.ts';
import { cyberOnlyBody } from '../fixtures/quote-request.ts';
import { type AppHarness, expectAccessible, signIn, startAppHarness, watchCsp } from './support.ts';

describe('the agency app: watching a job live', () => {
  let h: AppHarness;
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    h = await startAppHarness({ concurrency: 1, screenshots: false });
    context = await h.browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    page.setDefaultTimeout(15_000);
  });
  afterAll(async () => {
    await fetch(`${h?.stack.sandbox.url}/_sandbox/faults/bluebonnet`, { method: 'DELETE' }).catch(
      () => undefined,
    );
    await context?.close();
    await h?.close();
  });

  it('shows the running job page live beside its step, hides sign-in, and says when it is not running', async () => {
    const { stack } = h;
    await fetch(`${stack.sandbox.url}/_sandbox/faults/bluebonnet`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      // Sign-in slowed most, so the view is open while it runs.
      body: JSON.stringify({ latencyMs: 400, slowPage: { path: '/agentdesk/login', delayMs: 2500 } }),
    });
    const created = await stack.app.inject({
      method: 'POST',
      url: '/v1/quotes',
      headers: stack.headers,
      payload: cyberOnlyBody({ externalReference: 'LIVE-APP', carrierIds: ['bluebonnet'] }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const id: string = created.json().data.quoteRequestId;
    const jobId: string = created.json().data.jobs[0].jobId;

    const cspViolations = watchCsp(page);
    await page.goto(`${h.url}/app/quotes/${id}`);
    await signIn(page);
    await page.getByRole('button', { name: 'Start quoting' }).click();
    const watch = page.getByRole('link', { name: 'Watch live' });
    await expect.poll(() => watch.count(), { timeout: 60_000 }).toBe(1);
    await watch.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/app/quotes/${id}/jobs/${jobId}/live`);

    const step = page.getByTestId('live-step');
    const placeholder = page.getByTestId('live-placeholder');
    await expect.poll(() => step.textContent(), { timeout: 30_000 }).toBe('login (hidden)');
    expect(await placeholder.textContent()).toMatch(/^Sign-in: hidden/);
    expect(await page.getByTestId('live-frame').isVisible()).toBe(false);

    // Past sign-in: the portal's pages, frame after frame.
    const frame = page.getByRole('img', { name: /browser page on bluebonnet, live/ });
    await expect.poll(() => frame.isVisible(), { timeout: 60_000 }).toBe(true);
    const first = await frame.getAttribute('src');
    expect(first).toMatch(/^data:image\/jpeg;base64,\/9j\//);
    await expect
      .poll(async () => (await frame.getAttribute('src')) !== first, { timeout: 60_000 })
      .toBe(true);
    expect(await step.textContent()).not.toMatch(/hidden|login/);
    const box = await frame.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(600); // scaled to fit beside the step
    await expectAccessible(page, 'live view of a running job');

    // Take over (docs/decisions/0028-take-over.md): the agent waits, the frame takes the mouse and keys,
    // and only "Hand back" returns control.
    const holder = page.getByTestId('control-holder');
    expect(await holder.textContent()).toBe('The agent has control.');
    await page.getByRole('button', { name: 'Take over' }).click();
    await expect
      .poll(() => holder.textContent(), { timeout: 30_000 })
      .toMatch(/^You have control: the agent waits for you/);
    const controlled = page.getByRole('application', { name: /under your control/ });
    await frame.click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('Escape'); // the page's key, not a release
    expect(await controlled.evaluate((el) => el === document.activeElement)).toBe(true);
    await expectAccessible(page, "live view under a person's control");
    await page.keyboard.press('F6');
    const handBack = page.getByRole('button', { name: 'Hand back' });
    expect(await handBack.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.getByRole('alert').count()).toBe(0);
    await page.keyboard.press('Enter');
    await expect.poll(() => holder.textContent(), { timeout: 15_000 }).toBe('The agent has control.');
    expect(await controlled.count()).toBe(0);

    const cancelled = await stack.app.inject({
      method: 'POST',
      url: `/v1/quotes/${id}/cancel`,
      headers: stack.headers,
    });
    expect(cancelled.statusCode, cancelled.body).toBeLessThan(300);
    await expect.poll(() => placeholder.textContent(), { timeout: 30_000 }).toMatch(/^Not running/);
    await expectAccessible(page, 'live view not running');
    // The take-over in the job's timeline: who, and the pages.
    await page.getByRole('link', { name: /^Back to / }).click();
    await expect
      .poll(() => page.getByTestId('take-over-audit').first().textContent(), { timeout: 15_000 })
      .toMatch(/^Taken over by admin@agency\.test; pages: http/);
    expect(cspViolations, 'frames shown as data: images within the app CSP').toEqual([]);
  });

  it('shows a take-over the agent asks for with its evidence and the link into the live view', async () => {
    const { stack } = h;
    const created = await stack.app.inject({
      method: 'POST',
      url: '/v1/quotes',
      headers: stack.headers,
      payload: cyberOnlyBody({ externalReference: 'ASK-APP', carrierIds: ['ironclad-specialty'] }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const id: string = created.json().data.quoteRequestId;
    const jobId: string = created.json().data.jobs[0].jobId;
    // The pause as the agent leaves it (test/e2e/take-over.test.ts drives a real one).
    for (const status of ['queued', 'running'] as const)
      expect(await moveJob(stack.db, jobId, status)).toBeTruthy();
    const paused = await moveJob(stack.db, jobId, 'action_required', {
      actionRequired: {
        type: 'takeover',
        message: 'The agent cannot finish a page of the portal: take it over in the live view',
        deepLink: `${h.url}/app/quotes/${id}/jobs/${jobId}/live`,
        page: 'https://ironclad.test/exchange/submissions/IX-1/territory',
        step: 'after applicant',
        evidence: 'Unexpected page "Territory confirmation"',
      },
      waitingUntil: new Date(Date.now() + 10 * 60_000),
    });
    expect(paused).toBeTruthy();
    await page.goto(`${h.url}/app/quotes/${id}`);
    await page
      .getByRole('button', { name: /^(Sign in|Sign out)$/ })
      .first()
      .waitFor();
    if ((await page.getByRole('button', { name: 'Sign out' }).count()) === 0) await signIn(page);
    const evidence = page.getByTestId('takeover-evidence');
    await expect
      .poll(() => evidence.textContent(), { timeout: 15_000 })
      .toBe('Unexpected page "Territory confirmation"');
    await expectAccessible(page, 'a job asking for a take-over');
    const open = page.getByRole('link', { name: 'Open live view / Take over' });
    await open.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/app/quotes/${id}/jobs/${jobId}/live`);
    await expect
      .poll(() => page.getByTestId('live-asks').textContent(), { timeout: 15_000 })
      .toContain('Unexpected page "Territory confirmation"');
    await stack.app.inject({ method: 'POST', url: `/v1/quotes/${id}/cancel`, headers: stack.headers });
  });
});
