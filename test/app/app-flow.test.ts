// The agency app in real Chromium against the whole service: a deep link opened signed out returns to
// itself after sign-in, the run is started and watched live (server-sent events, no reload), the SMS
// code read from the sandbox phone is typed into the MFA card, the comparison shows the premium the API
// reports; every page passes axe-core with the strict CSP intact, and another agency's link is not found.
import { readFile } from 'node:fs/promises';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../../src/agents/totp.ts';
import type { NewQuoteRequest } from '../../src/domain/quote-request/types.ts';
import { validateCreateQuoteRequest } from '../../src/domain/quote-request/validate-create.ts';
import { createQuoteRequest } from '../../src/quotes/create-quote-request.ts';
import { insertAgency } from '../../src/store/agencies.ts';
import { validCreateBody } from '../fixtures/quote-request.ts';
import { getQuote } from '../helpers/stack.ts';
import {
  AGENT,
  type AppHarness,
  answerQuestions,
  expectAccessible,
  pdfText,
  signIn,
  startAppHarness,
  watchCsp,
} from './support.ts';

const glBody = (reference: string) =>
  validCreateBody({
    externalReference: reference,
    carrierIds: ['summit-mutual'],
    linesRequested: ['gl'],
    businessOwners: undefined,
    workersComp: undefined,
    input: { bopCoverageLimit: undefined, deductible: undefined, propertyValue: undefined },
  });

describe('agency app: requests, live jobs and the MFA card', () => {
  let h: AppHarness;
  let context: BrowserContext;
  let page: Page;
  let csp: string[];
  beforeAll(async () => {
    h = await startAppHarness({ concurrency: 2 });
    context = await h.browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    page = await context.newPage();
    csp = watchCsp(page);
  }, 180_000);
  afterAll(async () => {
    await context?.close();
    await h?.close();
  });

  it('opens a deep link signed out, signs in and stays on it, then runs the request live through MFA', async () => {
    const created = await h.stack.app.inject({
      method: 'POST',
      url: '/v1/quotes',
      headers: h.stack.headers,
      payload: glBody('APP-MFA-1'),
    });
    expect(created.statusCode, created.body).toBe(201);
    const { quoteRequestId: id, deepLink } = created.json().data;
    expect(deepLink).toBe(`${h.url}/app/quotes/${id}`);

    await page.goto(deepLink);
    await expect.poll(() => page.getByRole('heading', { name: 'Sign in' }).count()).toBe(1);
    await expectAccessible(page, 'sign-in');
    await signIn(page);
    expect(page.url()).toBe(deepLink);
    await expect.poll(() => page.getByRole('heading', { name: 'APP-MFA-1' }).count()).toBe(1);
    await expectAccessible(page, 'request page (pending)');

    let navigations = 0;
    page.on('framenavigated', () => {
      navigations += 1;
    });
    const pausedAfter = Date.now() - 1000;
    await page.getByRole('button', { name: 'Start quoting' }).click();
    const job = page.getByRole('article', { name: /summit-mutual/ });
    await expect
      .poll(() => job.getByTestId('job-status').textContent(), { timeout: 90_000 })
      .toBe('Waiting for a code');
    await expect.poll(() => page.getByTestId('waiting-count').textContent()).toBe('1 waiting');
    // The countdown to the end of the waiting window (actionRequired.expiresAt), ticking in the browser.
    const timer = job.getByRole('timer', { name: 'Time left to send the code' });
    const { expiresAt } = (await getQuote(h.stack, id)).jobs[0].actionRequired;
    const shownLeft = async () => {
      const [m, s] = ((await timer.textContent()) ?? '').split(':').map(Number);
      return m! * 60 + s!;
    };
    const first = await shownLeft();
    expect(Math.abs(first - (Date.parse(expiresAt) - Date.now()) / 1000)).toBeLessThan(3);
    await expect.poll(shownLeft, { timeout: 5000 }).toBeLessThan(first);
    await expectAccessible(page, 'request page with the MFA card');
    // The same card with the browser's clock run past the window's end (a second, fake-clocked page):
    // it says the window has ended and sends no code.
    const later = await h.browser.newContext({ storageState: await context.storageState() });
    await later.clock.install();
    const laterPage = await later.newPage();
    await laterPage.goto(`${h.url}/app/quotes/${id}/jobs/${(await getQuote(h.stack, id)).jobs[0].jobId}`);
    const laterJob = laterPage.getByRole('article', { name: /summit-mutual/ });
    await expect.poll(() => laterJob.getByRole('timer').count()).toBe(1);
    await later.clock.runFor(Date.parse(expiresAt) - Date.now() + 2000);
    await expect
      .poll(() => laterJob.getByRole('status').textContent())
      .toBe('The waiting window has ended: the job no longer waits for a code.');
    expect(await laterJob.getByRole('button', { name: 'Send code' }).isDisabled()).toBe(true);
    await later.close();

    let code: string | undefined;
    await expect
      .poll(async () => {
        const res = await fetch(`${h.stack.sandbox.url}/_sandbox/mfa-codes?carrierId=summit-mutual`);
        const codes = (await res.json()) as { code: string; sentAt: string }[];
        code = codes.find((c) => Date.parse(c.sentAt) >= pausedAfter)?.code;
        return code;
      })
      .toBeTruthy();
    await job.getByLabel('Code', { exact: true }).fill(code!);
    await job.getByRole('button', { name: 'Send code' }).click();

    // The carrier then asks underwriting questions: answer them in the form, as many rounds as it asks.
    for (let round = 0; round < 4; round++) {
      await expect
        .poll(() => job.getByTestId('job-status').textContent(), { timeout: 90_000 })
        .toMatch(/Waiting for answers|Quoted|Failed/);
      if ((await job.getByTestId('job-status').textContent()) !== 'Waiting for answers') break;
      if (round === 0) await expectAccessible(page, 'request page with the question form');
      await answerQuestions(job);
    }
    await expect
      .poll(() => page.getByTestId('request-status').textContent(), { timeout: 120_000 })
      .toMatch(/Completed|Failed/);
    expect(
      await page.getByTestId('request-status').textContent(),
      JSON.stringify((await getQuote(h.stack, id)).jobs),
    ).toBe('Completed');
    expect(navigations, 'the page followed the run without reloading').toBe(0);
    await expect.poll(() => page.getByTestId('waiting-count').textContent()).toBe('0 waiting');
    const quote = await getQuote(h.stack, id);
    const premium = quote.results[0].annualPremium as number;
    const shown = await page.getByTestId('premium').first().textContent();
    expect(Number(shown?.replace(/[^0-9.]/g, ''))).toBe(Math.round(premium));
    // The premium column sorts cheapest first and toggles (the order itself: web/src/sort-quotes.test.ts).
    const premiumHeader = page.getByRole('columnheader', { name: /Annual premium/ }).first();
    expect(await premiumHeader.getAttribute('aria-sort')).toBe('ascending');
    await premiumHeader.getByRole('button').click();
    await expect.poll(() => premiumHeader.getAttribute('aria-sort')).toBe('descending');
    expect(await premiumHeader.textContent()).toContain('dearest first');

    // The terms as numbers (the result's coverage, the limits filed), written for people on the page,
    // plain in the CSV's columns, the same in the proposal.
    expect(quote.results[0].coverage).toMatchObject({
      limits: { perOccurrence: 1_000_000, aggregate: 2_000_000 },
      deductible: 0,
    });
    expect(await page.getByTestId('limits').first().textContent()).toBe(
      '$1,000,000 per occurrence / $2,000,000 aggregate',
    );
    expect(await page.getByTestId('deductible').first().textContent()).toBe('None');

    // The comparison as CSV, and the proposal PDF of the ticked quote with its premium in it.
    const csv = await context.request.get(`${h.url}/app/api/quotes/${id}/comparison.csv`);
    expect(csv.headers()['content-type']).toMatch(/text\/csv/);
    const [header, row] = (await csv.text())
      .trim()
      .split('\r\n')
      .map((r) => r.slice(1, -1).split('","'));
    expect(row!.slice(0, 3)).toEqual(['gl', 'summit-mutual', String(premium)]);
    const cell = (name: string) => row![header!.indexOf(name)];
    expect([cell('limit_per_occurrence'), cell('limit_aggregate'), cell('deductible')]).toEqual([
      '1000000',
      '2000000',
      '0',
    ]);
    await page.getByRole('checkbox', { name: 'Include Summit Mutual Insurance in the proposal' }).check();
    const [proposal] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /Proposal PDF/ }).click(),
    ]);
    const text = await pdfText(await readFile((await proposal.path())!));
    expect(text).toContain('Insurance proposal for');
    expect(text).toContain(premium.toLocaleString('en-US', { style: 'currency', currency: 'USD' }));
    expect(text).toContain(quote.results[0].quoteNumber);
    expect(text).toContain('Limits $1,000,000 / $2,000,000 - Deductible None');

    // The quote letter downloads through the app's session.
    const letter = page.getByRole('link', { name: /\.pdf$/ }).first();
    const download = await context.request.get(`${h.url}${await letter.getAttribute('href')}`);
    expect(download.status()).toBe(200);
    expect((await download.body()).subarray(0, 5).toString()).toBe('%PDF-');

    await job.getByRole('button', { name: 'Show timeline' }).click();
    await expect
      .poll(() => job.getByRole('list', { name: 'Steps' }).locator('li').count())
      .toBeGreaterThan(2);
    // What the job asked: the code a person typed (at least), its one sign-in, no kept session yet.
    await expect
      .poll(() => job.locator('.effort').textContent())
      .toMatch(/^[1-9]\d* prompts? to a person · 1 sign-in · 0 kept sessions reused$/);
    // The carrier definition the attempt ran with: its id and the first 12 digits of its file's hash.
    await expect
      .poll(() => job.locator('.definition').textContent())
      .toMatch(/^Carrier definition [a-z-]+@[0-9a-f]{12}$/);
    await expectAccessible(page, 'request page with results and timeline');

    // The job's deep link (the one actionRequired carried) opens the same page on that job.
    await page.goto(`${h.url}/app/quotes/${id}/jobs/${quote.jobs[0].jobId}`);
    await expect.poll(() => page.locator('article.focused').count()).toBe(1);
  });

  it('lists requests, shows carrier logins, and works at 390 px', async () => {
    await page.goto(`${h.url}/app/quotes`);
    await expect.poll(() => page.getByRole('link', { name: 'APP-MFA-1' }).count()).toBe(1);
    const filters = page.getByRole('form', { name: 'Filter requests' });
    await filters.getByLabel('Business name').fill('no such business');
    await filters.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => page.getByText('No quote requests match.').count()).toBe(1);
    await filters.getByLabel('Business name').fill('smokehouse');
    await filters.getByRole('button', { name: 'Search' }).click();
    await expect
      .poll(() => page.getByRole('row', { name: /APP-MFA-1/ }).textContent())
      .toContain('Lone Star Smokehouse LLC');
    await expectAccessible(page, 'requests list');
    await page.getByRole('link', { name: 'Carrier logins' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Carrier logins' }).count()).toBe(1);
    await expect.poll(() => page.getByRole('article').count()).toBeGreaterThan(1);
    await expectAccessible(page, 'carrier logins');

    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ['/app/quotes', '/app/carriers']) {
      await page.goto(`${h.url}${path}`);
      await expect.poll(() => page.getByRole('button', { name: 'Sign out' }).count()).toBe(1);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} fits 390 px`).toBeLessThanOrEqual(0);
      await expectAccessible(page, `${path} at 390 px`);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('lets an admin remove and add a carrier login with an authenticator seed, never showing it again', async () => {
    const portal = h.stack.sandbox.portals.find((p) => p.accounts[0]?.totpSeed)!;
    const account = portal.accounts[0]!;
    const seed = account.totpSeed!;
    const responses: string[] = [];
    page.on('response', async (res) => {
      if (res.url().includes('/app/api/') || res.url().includes('/v1/'))
        responses.push(await res.text().catch(() => ''));
    });
    await page.goto(`${h.url}/app/carriers`);
    const carrierName = h.stack.carriers.find((c) => c.id === portal.id)!.name;
    const card = page.getByRole('article', { name: carrierName });
    await card.getByRole('button', { name: 'Remove login' }).click();
    await expect.poll(() => card.getByTestId('login-status').textContent()).toBe('missing');

    await card.getByRole('button', { name: 'Add login' }).click();
    await card.getByLabel('Username').fill(account.username);
    await card.getByLabel('Password').fill(account.password);
    await card
      .getByLabel(/Authenticator seed/)
      .fill(`otpauth://totp/${portal.id}:${account.username}?secret=${seed}`);
    await card.getByRole('button', { name: 'Show current code' }).click();
    await expect.poll(() => card.getByTestId('totp-code').count()).toBe(1);
    const shownCode = (await card.getByTestId('totp-code').textContent())!.replace(/\D/g, '');
    const now = Date.now();
    expect([-30_000, 0, 30_000].map((d) => totpCode(seed, new Date(now + d)))).toContain(shownCode);
    await expectAccessible(page, 'carrier login form');
    await card.getByRole('button', { name: 'Save login' }).click();
    await expect.poll(() => card.getByTestId('login-status').textContent()).toBe('configured');
    const used = await h.stack.vault.useCredential(h.stack.agencyId, portal.id);
    expect(used).toMatchObject({
      status: 'configured',
      secret: { username: account.username, totpSeed: seed },
    });

    // "Test login": a sign-in-only job on the portal (queued, run by a worker in real Chromium); the page
    // shows it under way, then the outcome arrives on the live stream: configured and verified.
    let navigations = 0;
    page.on('framenavigated', () => {
      navigations += 1;
    });
    const check = card.getByTestId('login-check');
    await Promise.all([
      card.getByText('Testing…').waitFor({ timeout: 15_000 }),
      card.getByRole('button', { name: 'Test login' }).click(),
    ]);
    await expect
      .poll(() => check.textContent(), { timeout: 60_000 })
      .toMatch(/^Test login passed: the portal accepted the login/);
    expect(await card.getByTestId('login-status').textContent()).toBe('configured');
    expect(await card.getByText(/^Last signed in /).count()).toBe(1);
    // A job finding the login locked out shows live too, and a passing test clears it.
    await h.stack.vault.markLocked(
      h.stack.agencyId,
      portal.id,
      'Your account is locked after too many unsuccessful sign-in attempts.',
    );
    await expect.poll(() => card.getByTestId('login-status').textContent()).toBe('locked out');
    expect(await card.getByText(/^The portal locked it out: Your account is locked/).count()).toBe(1);
    await expectAccessible(page, 'carrier logins with a login locked out');
    await card.getByRole('button', { name: 'Test login' }).click();
    await expect
      .poll(() => card.getByTestId('login-status').textContent(), { timeout: 60_000 })
      .toBe('configured');
    expect(navigations, 'the page followed the test without reloading').toBe(0);

    await page.reload();
    await expect.poll(() => page.getByRole('article', { name: carrierName }).count()).toBe(1);
    const everything = `${responses.join('\n')}\n${await page.content()}`;
    expect(everything).not.toContain(account.password);
    expect(everything).not.toContain(seed);
  });

  it('shows an agent carrier logins read-only', async () => {
    const agentContext = await h.browser.newContext();
    const agentPage = await agentContext.newPage();
    await agentPage.goto(`${h.url}/app/carriers`);
    await signIn(agentPage, AGENT);
    await expect.poll(() => agentPage.getByText('Only admins can change portal logins.').count()).toBe(1);
    expect(await agentPage.getByRole('button', { name: /login/i }).count()).toBe(0);
    await agentContext.close();
  });

  it('creates and revokes an API key, registers a webhook, sends a test event and redelivers it, manages users', async () => {
    await page.goto(`${h.url}/app/settings`);
    const keys = page.getByRole('form', { name: 'New API key' });
    await keys.getByLabel('Name').fill('CRM sync');
    await keys.getByRole('button', { name: 'Create key' }).click();
    await expect.poll(() => page.getByTestId('new-key').count()).toBe(1);
    const key = (await page.getByTestId('new-key').textContent())!;
    const withKey = { authorization: `Bearer ${key}` };
    expect(
      (await h.stack.app.inject({ method: 'GET', url: '/v1/quotes', headers: withKey })).statusCode,
    ).toBe(200);
    await page.getByRole('button', { name: 'Revoke CRM sync' }).click();
    await expect.poll(() => page.getByRole('row', { name: /CRM sync/ }).textContent()).toContain('revoked');
    expect(
      (await h.stack.app.inject({ method: 'GET', url: '/v1/quotes', headers: withKey })).statusCode,
    ).toBe(401);

    const hooks = page.getByRole('form', { name: 'New webhook' });
    await hooks.getByLabel('Endpoint URL').fill(h.receiver.url);
    await hooks.getByRole('button', { name: 'Register webhook' }).click();
    await expect.poll(() => page.getByTestId('new-secret').count()).toBe(1);
    const card = page.getByRole('article', { name: `Webhook ${h.receiver.url}` });
    await card.getByRole('button', { name: 'Send test event' }).click();
    await expect
      .poll(async () => {
        await card.getByRole('button', { name: 'Refresh log' }).click();
        return card.getByTestId('delivery-status').first().textContent();
      })
      .toBe('succeeded');
    expect(h.receiver.received.some((b) => b.includes('webhook.test'))).toBe(true);
    const before = h.receiver.received.length;
    await card.getByRole('button', { name: 'Redeliver' }).first().click();
    await expect.poll(() => h.receiver.received.length).toBeGreaterThan(before);
    // Events edited and the endpoint disabled and enabled again through the partner PATCH.
    const stored = async () => {
      const res = await h.stack.app.inject({ method: 'GET', url: '/v1/webhooks', headers: h.stack.headers });
      return res.json().data.items.find((w: { url: string }) => w.url === h.receiver.url);
    };
    const events = card.getByRole('form', { name: `Events for ${h.receiver.url}` });
    await events.getByLabel('job.completed').uncheck();
    await events.getByRole('button', { name: 'Save events' }).click();
    await expect.poll(() => events.getByRole('status').count()).toBe(1);
    expect((await stored()).events).not.toContain('job.completed');
    expect((await stored()).events).toContain('quote.completed');
    await card.getByRole('button', { name: 'Disable' }).click();
    await expect.poll(async () => (await stored()).enabled).toBe(false);
    await card.getByRole('button', { name: 'Enable' }).click();
    await expect.poll(async () => (await stored()).enabled).toBe(true);

    const people = page.getByRole('form', { name: 'New user' });
    await people.getByLabel('E-mail').fill('producer@agency.test');
    await people.getByRole('button', { name: 'Add user' }).click();
    await expect.poll(() => page.getByTestId('new-password').count()).toBe(1);
    const initial = (await page.getByTestId('new-password').textContent())!;
    const signInAs = { email: 'producer@agency.test', password: initial };
    const asNew = await h.stack.app.inject({ method: 'POST', url: '/app/api/session', payload: signInAs });
    expect(asNew.json().data.user.role).toBe('agent');
    await page.getByLabel('Role of producer@agency.test').selectOption('admin');
    await expect
      .poll(
        async () =>
          (await h.stack.app.inject({ method: 'POST', url: '/app/api/session', payload: signInAs })).json()
            .data?.user.role,
      )
      .toBe('admin');
    await expectAccessible(page, 'integration settings');
    await page.getByRole('button', { name: 'Remove producer@agency.test' }).click();
    await expect.poll(() => page.getByRole('row', { name: /producer@agency\.test/ }).count()).toBe(0);
    const secret = (await page.getByTestId('new-secret').textContent())!;
    await page.reload();
    await expect.poll(() => page.getByRole('article', { name: `Webhook ${h.receiver.url}` }).count()).toBe(1);
    expect(await page.content()).not.toContain(secret);
    expect(await page.content()).not.toContain(key);
  });

  it("answers another agency's request and job links with the app's not-found page", async () => {
    const other = await insertAgency(h.stack.db, 'Other Agency');
    await h.stack.vault.setCredential({
      agencyId: other.id,
      carrierId: 'summit-mutual',
      username: 'other@example.test',
      password: 'other-Secret-1',
    });
    const parsed = validateCreateQuoteRequest(glBody('OTHER-1'), new Date());
    if (!parsed.ok) throw new Error('fixture invalid');
    const otherId = await createQuoteRequest(
      { db: h.stack.db, carriers: h.stack.carriers, now: new Date() },
      other.id,
      parsed.value as NewQuoteRequest,
    );
    const [otherJob] = await h.stack.db.query<{ id: string }>(
      'SELECT id FROM jobs WHERE quote_request_id = $1',
      [otherId],
    );
    for (const path of [`/app/quotes/${otherId}`, `/app/quotes/${otherId}/jobs/${otherJob!.id}`]) {
      await page.goto(`${h.url}${path}`);
      await expect.poll(() => page.getByRole('heading', { name: 'Not found' }).count()).toBe(1);
      expect(await page.textContent('body')).not.toContain('OTHER-1');
    }
    await expectAccessible(page, 'not found');
    expect(csp, 'no Content-Security-Policy violations').toEqual([]);
  });
});

/** Answers like a cautious agent: no, the first choice, a fitting text; follow-ups as they appear. */
