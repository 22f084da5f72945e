// The app's live stream after the API answered it 503 (as it does while the database is away: the
// browser's EventSource gives up on such an answer for good): the app opens the stream again by itself
// and the page reads what changed meanwhile, unannounced. The 503 is the API's own error envelope, put
// in the stream's place by Playwright's routing while the test changes the request through the API.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cyberOnlyBody } from '../fixtures/quote-request.ts';
import { type AppHarness, signIn, startAppHarness } from './support.ts';

describe('agency app: the live stream comes back after 503s', () => {
  let h: AppHarness;
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    h = await startAppHarness({ workers: false });
    context = await h.browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
  }, 180_000);
  afterAll(async () => {
    await context?.close();
    await h?.close();
  });

  it('opens the stream again after it was refused, and the page shows what changed meanwhile', async () => {
    const created = await h.stack.app.inject({
      method: 'POST',
      url: '/v1/quotes',
      headers: h.stack.headers,
      payload: cyberOnlyBody({ externalReference: 'APP-LIVE-1' }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const { quoteRequestId: id, deepLink } = created.json().data;

    let refused = 0;
    let opened = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/app/api/events') opened += 1;
    });
    await page.route('**/app/api/events', (route) => {
      refused += 1;
      return route.fulfill({
        status: 503,
        headers: { 'retry-after': '5', 'content-type': 'application/json' },
        body: JSON.stringify({
          success: false,
          error: { code: 'SERVICE_UNAVAILABLE', message: 'The database is unavailable for a moment' },
        }),
      });
    });
    await page.goto(deepLink);
    await signIn(page);
    const status = page.getByTestId('request-status');
    await expect.poll(() => status.getAttribute('class')).toContain('status-pending');
    // Refused twice: the app tried again by itself after the browser gave up.
    await expect.poll(() => refused, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);

    // Cancelled meanwhile, with no stream to announce it.
    const cancelled = await h.stack.app.inject({
      method: 'POST',
      url: `/v1/quotes/${id}/cancel`,
      headers: { authorization: h.stack.headers.authorization! },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await status.getAttribute('class')).toContain('status-pending');

    await page.unroute('**/app/api/events');
    await expect.poll(() => status.getAttribute('class'), { timeout: 60_000 }).toContain('status-cancelled');
    expect(opened).toBeGreaterThan(refused);
  });
});
