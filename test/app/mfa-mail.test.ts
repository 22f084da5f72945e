// The settings page's "MFA codes by e-mail" section in real Chromium against the service with its SMTP
// server: an admin makes the agency's code address, sees it with the portals that e-mail codes and
// their senders, and replaces it after confirming; an agent reads nothing to change; the page stays
// accessible. The address shown is the one the SMTP server takes mail for.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencyOfMailLocalPart } from '../../src/store/mail-addresses.ts';
import { AGENT, type AppHarness, expectAccessible, signIn, startAppHarness } from './support.ts';

const ADDRESS = /^mfa-[a-z2-7]{24}@codes\.localhost$/;

describe('the agency app: MFA codes by e-mail', () => {
  let h: AppHarness;
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    h = await startAppHarness({ smtp: true, workers: false });
    context = await h.browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    page.setDefaultTimeout(15_000);
  });
  afterAll(async () => {
    await context?.close();
    await h?.close();
  });

  it('makes the address, shows it with the portals’ senders, and replaces it after a confirmation', async () => {
    await page.goto(`${h.url}/app/settings`);
    await signIn(page);
    const section = page.getByRole('region', { name: 'MFA codes by e-mail' });
    await section.getByRole('button', { name: 'Create the address' }).click();
    const shown = section.getByTestId('mfa-mail-address');
    await expect.poll(() => shown.count()).toBe(1);
    const address = (await shown.textContent())!;
    expect(address).toMatch(ADDRESS);
    expect(await agencyOfMailLocalPart(h.stack.db, address.split('@')[0]!)).toBe(h.stack.agencyId);
    expect(
      await section
        .getByRole('list', { name: 'Portals that e-mail codes' })
        .getByRole('listitem')
        .allTextContents(),
    ).toEqual([
      'Ironclad Specialty: from verify@ironcladspecialty.example',
      'Cascade Commercial: from no-reply@cascadecommercial.example',
    ]);
    await expectAccessible(page, 'integration settings with the code address');

    await section.getByRole('button', { name: 'Replace the address…' }).click();
    await section.getByRole('button', { name: 'Keep it' }).click();
    expect(await shown.textContent()).toBe(address);
    await section.getByRole('button', { name: 'Replace the address…' }).click();
    await section.getByRole('button', { name: 'Replace it' }).click();
    await expect.poll(() => shown.textContent()).not.toBe(address);
    expect(await shown.textContent()).toMatch(ADDRESS);
    expect(await section.getByRole('status').last().textContent()).toBe('A new address was made.');
    expect(await agencyOfMailLocalPart(h.stack.db, address.split('@')[0]!)).toBeUndefined();
    // After a reload it is the same, kept address.
    const replaced = await shown.textContent();
    await page.reload();
    await expect.poll(() => page.getByTestId('mfa-mail-address').textContent()).toBe(replaced);
  });

  it('shows an agent no settings to change', async () => {
    const agentContext = await h.browser.newContext();
    const agentPage = await agentContext.newPage();
    await agentPage.goto(`${h.url}/app/settings`);
    await signIn(agentPage, AGENT);
    await expect
      .poll(() =>
        agentPage.getByText(/Only admins manage .* the address for e-mailed codes and users\./).count(),
      )
      .toBe(1);
    expect(await agentPage.getByRole('button', { name: 'Create the address' }).count()).toBe(0);
    await agentContext.close();
  });
});
