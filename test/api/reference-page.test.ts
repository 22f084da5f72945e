// The reference at /docs in real Chromium: it renders the operations, the examples, the "try it"
// console and the webhooks from the service's own script, and asks nothing of any other host.

import { mkdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../src/agents/chromium.ts';
import { createTestApi, type TestApi } from '../helpers/api.ts';
import { backend } from '../helpers/db.ts';

describe(`API reference page (${backend})`, () => {
  let api: TestApi;
  let browser: Browser;
  let origin: string;
  beforeAll(async () => {
    api = await createTestApi();
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
    browser = await launchChromium({ flavor: 'full' });
  });
  afterAll(async () => {
    await browser?.close();
    await api?.close();
  });

  it('renders operations, examples, a try-it console and webhooks, all served locally', {
    timeout: 120_000,
  }, async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 1000 } });
    const foreign: string[] = [];
    await page.route('**/*', (route) => {
      const url = new URL(route.request().url());
      if (url.origin === origin) return route.continue();
      foreign.push(url.href);
      return route.abort();
    });
    await mkdir('test-results', { recursive: true });
    await page.goto(`${origin}/docs/`);
    await page.getByText('Create a quote request').first().waitFor({ timeout: 60_000 });
    const text = await page.locator('body').textContent();
    expect(text).toContain('Commercial Insurance Quoting Service');
    expect(text).toContain('Get a quote request with its jobs and results');
    expect(text).toContain('If-None-Match');
    expect(text).toContain('AMS-000481');
    expect(text).not.toMatch(/Ask AI|Deploy Fastify/);
    // the try-it console opens on the operation's own button
    await page
      .getByRole('button', { name: /Test Request/i })
      .first()
      .click();
    await page.getByText(/Send/).first().waitFor({ timeout: 30_000 });
    await page.screenshot({ path: path.join('test-results', 'api-reference-try-it.png') });
    await page.keyboard.press('Escape');

    // the webhook payloads, under their own group
    await page
      .getByRole('button', { name: /Open Group - Webhooks/ })
      .first()
      .click();
    const webhook = page.getByText('A carrier job ended in success or failed').first();
    await webhook.waitFor({ timeout: 30_000 });
    await webhook.click();
    await page.getByText('x-service-signature').first().waitFor({ timeout: 30_000 });
    await page.screenshot({ path: path.join('test-results', 'api-reference-webhook.png') });

    await page.screenshot({ path: path.join('test-results', 'api-reference.png') });
    expect(foreign).toEqual([]);
  });
});
