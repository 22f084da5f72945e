// The SMS number section of the settings page in real Chromium, with the keyboard alone: the webhook URL
// to paste at the provider, a number without its country code refused with the reason shown beside
// the field, then a number and token saved ("set", never shown: not in the page nor in any answer the
// page got), the token removed, the number removed; axe-core on the page; agents only read a notice.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSmsNumber } from '../../src/store/sms-numbers.ts';
import { AGENT, type AppHarness, expectAccessible, signIn, startAppHarness, watchCsp } from './support.ts';

const TOKEN = 'provider-token-7f3a9c2e5b1d4f60';

/** Presses Tab until the element labelled `label` holds the focus. */
async function tabToLabel(page: Page, label: string, limit = 80): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLInputElement | null;
      return el?.labels?.[0]?.textContent?.trim() ?? el?.textContent?.trim() ?? '';
    });
    if (focused === label) return;
  }
  throw new Error(`"${label}" never took the focus in ${limit} Tab presses`);
}

describe('agency app: the SMS number on the settings page', () => {
  let h: AppHarness;
  let context: BrowserContext;
  let page: Page;
  let csp: string[];
  const answers: string[] = [];
  beforeAll(async () => {
    h = await startAppHarness({ workers: false });
    context = await h.browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    csp = watchCsp(page);
    page.on('response', async (res) => {
      if (res.url().includes('/app/api/')) answers.push(await res.text().catch(() => ''));
    });
  }, 180_000);
  afterAll(async () => {
    await context?.close();
    await h?.close();
  });

  it('sets, shows and removes the number and token with the keyboard, never showing the token', async () => {
    await page.goto(`${h.url}/app/settings`);
    await signIn(page);
    const section = page.getByRole('region', { name: 'SMS codes' });
    await expect.poll(() => section.getByTestId('sms-number').textContent()).toBe('none yet');
    expect(await section.getByTestId('sms-token').textContent()).toBe('not set');
    expect(await section.getByTestId('sms-webhook-url').textContent()).toBe(`${h.url}/inbound/sms`);
    await expectAccessible(page, 'settings with the SMS number');

    // A number without its country code: refused, the reason beside the field, focus kept on the form.
    await tabToLabel(page, 'Agency SMS number');
    await page.keyboard.type('555 010 0177');
    await page.keyboard.press('Enter');
    const number = section.getByLabel('Agency SMS number');
    await expect.poll(() => number.getAttribute('aria-invalid')).toBe('true');
    const reason = section.locator('small.error');
    expect(await reason.textContent()).toMatch(/The number must start with \+ and the country code/);
    const describedBy = (await number.getAttribute('aria-describedby'))!.split(' ');
    expect(describedBy).toContain(await reason.getAttribute('id'));
    expect(await section.getByRole('alert').textContent()).toBe('Not saved: correct the field marked above.');
    await expectAccessible(page, 'settings with an SMS number refused');

    // Fixed, with the token: saved, the token shown only as "set".
    await number.focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('+1 (555) 010-0177');
    await page.keyboard.press('Tab');
    await page.keyboard.type(TOKEN);
    await page.keyboard.press('Enter');
    await expect.poll(() => section.getByTestId('sms-number').textContent()).toBe('+15550100177');
    expect(await section.getByTestId('sms-token').textContent()).toBe('set (never shown)');
    expect(await section.getByRole('status').textContent()).toMatch(/Saved: texts to \+15550100177/);
    expect(await number.getAttribute('aria-invalid')).toBe('false');
    expect(await section.getByLabel('Provider auth token').inputValue()).toBe('');
    expect((await findSmsNumber(h.stack.db, h.stack.agencyId))?.sealedToken).toMatch(/^enc:/);

    // The token removed, the number kept.
    await tabToLabel(page, 'Remove the saved token');
    await page.keyboard.press('Space');
    await tabToLabel(page, 'Save SMS number');
    await page.keyboard.press('Enter');
    await expect.poll(() => section.getByTestId('sms-token').textContent()).toBe('not set');
    expect(await section.getByTestId('sms-number').textContent()).toBe('+15550100177');

    // Both removed.
    await tabToLabel(page, 'Remove number and token');
    await page.keyboard.press('Enter');
    await expect.poll(() => section.getByTestId('sms-number').textContent()).toBe('none yet');
    expect(await findSmsNumber(h.stack.db, h.stack.agencyId)).toBeUndefined();

    expect(await page.content()).not.toContain(TOKEN);
    expect(answers.length).toBeGreaterThan(3);
    for (const answer of answers) expect(answer).not.toContain(TOKEN);
    expect(csp).toEqual([]);

    // A phone's width: the section, its webhook URL included, fits without scrolling sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  it('shows an agent a notice instead of the section', async () => {
    const agentContext = await h.browser.newContext();
    try {
      const agentPage = await agentContext.newPage();
      await agentPage.goto(`${h.url}/app/settings`);
      await signIn(agentPage, AGENT);
      await expect
        .poll(() =>
          agentPage
            .getByText(
              'Only admins manage API keys, webhooks, the SMS number, the address for e-mailed codes and users.',
            )
            .count(),
        )
        .toBe(1);
      expect(await agentPage.getByRole('region', { name: 'SMS codes' }).count()).toBe(0);
    } finally {
      await agentContext.close();
    }
  });
});
