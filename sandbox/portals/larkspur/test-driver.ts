// Quote Studio driven in a browser by its labels and captions alone (no kit), as a person would: the
// real-Chromium smoke test and the drift test run it.
import type { Page } from 'playwright-core';
import { rateGl } from './rating.ts';
import { DEMO, isoIn, totp } from './test-client.ts';

/** Signs in (password, then the authenticator code) and quotes a GL risk: the formula's and the page's premium. */
export async function quoteGlInBrowser(
  page: Page,
  origin: string,
): Promise<{ expected: number; shown: number }> {
  await page.goto(`${origin}/studio`);
  await page.getByLabel('Producer ID').fill(DEMO.username);
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Authenticator code').fill(await totp(DEMO.totpSeed!));
  await page.getByLabel('Remember this device for 30 days').check();
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByRole('button', { name: 'New general liability quote' }).click();
  await page.getByLabel('Named insured').fill('Cottonwood Cafe LLC');
  await page.getByLabel('Doing business as').fill('Cottonwood Cafe');
  await page.getByLabel('Type of business entity').selectOption({ label: 'Limited liability company' });
  await page.getByLabel('Year the business started').fill('2015');
  await page.getByLabel('Coverage start date').fill(isoIn(10));
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await page.getByLabel('Street address').fill('14 Main Street');
  await page.getByLabel('City', { exact: true }).fill('Bozeman');
  await page.getByLabel('State', { exact: true }).selectOption({ label: 'Montana' });
  await page.getByLabel('ZIP code').fill('59715');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await page.getByLabel('Business classification').selectOption({ value: '16900' });
  await page.getByLabel('Annual gross sales').fill('420,000');
  await page.getByLabel('Annual payroll').fill('160,000');
  await page.getByRole('radio', { name: '$1,000,000 / $2,000,000' }).check();
  await page.getByLabel('Deductible per claim').selectOption({ label: '$1,000' });
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await page.getByLabel('Number of losses in the past 3 years').fill('0');
  await page
    .getByRole('group', {
      name: 'Has any insurer cancelled or refused to renew this business in the past 3 years?',
    })
    .getByRole('radio', { name: 'No' })
    .check();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await page.getByLabel('The applicant confirmed these answers are true and complete').check();
  await page.getByRole('button', { name: 'Get my quote' }).click();
  await page.getByRole('heading', { name: 'Your quote is ready' }).waitFor();
  const expected = rateGl({
    state: 'MT',
    classCode: '16900',
    grossSales: 420_000,
    payroll: 160_000,
    limits: '1000000/2000000',
    deductible: '1000',
    yearsInBusiness: Number(isoIn(10).slice(0, 4)) - 2015,
  });
  const shown = Number(((await page.getByLabel('Annual premium').textContent()) ?? '').replace(/[$,]/g, ''));
  return { expected: expected.annualPremium, shown };
}
