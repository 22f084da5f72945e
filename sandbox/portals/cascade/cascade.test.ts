// Cascade Commercial driven in real Chromium as an agent would, on the fast profile: each line to a
// priced quote equal to its formula (credits negative, fees, limits, deductibles, the reference), the
// other outcomes, and the loss-runs request above the threshold.
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type PortalHarness, startPortalHarness } from '../../testing.ts';
import { CASCADE_ID, cascadePortal } from './index.ts';
import type { CascadeData } from './model.ts';
import { rateBop, rateCyber, rateGl } from './rating.ts';
import {
  type BusinessInput,
  breakdownRows,
  business,
  CONTROL_QUESTIONS,
  type CyberInput,
  chooseAddress,
  chooseClass,
  continueTo,
  dollars,
  fillBusiness,
  fillCyber,
  fillLossHistory,
  getQuote,
  heading,
  isoInDays,
  type LossInput,
  longDateName,
  openSignedIn,
  quoteRow,
  shown,
  textOf,
  typeEffectiveDate,
} from './test-driver.ts';
import { MESSAGES } from './underwriting.ts';

let harness: PortalHarness;
let origin: string;

beforeAll(async () => {
  harness = await startPortalHarness({ portals: [cascadePortal] });
  origin = harness.sandbox.origin(CASCADE_ID);
});
afterAll(async () => harness?.close());
afterEach(() => harness.sandbox.state.faults.clear(CASCADE_ID));

async function signedInPage(): Promise<Page> {
  const { page } = await harness.newPage();
  page.setDefaultTimeout(10_000);
  await openSignedIn(page, origin, harness.sandbox);
  return page;
}

const stored = (name: string) =>
  harness.sandbox.state.submissions.list(CASCADE_ID).find((s) => s.applicantName === name);

const premiumShown = (page: Page) => textOf(page.locator('.premium strong'));

interface GlInput {
  business: BusinessInput;
  address: 'suggested' | 'entered';
  classSearch: string;
  classOption: string;
  exposure: string;
  losses?: LossInput;
}

/** A GL submission through to its outcome page. */
async function quoteGl(page: Page, gl: GlInput, outcome: string) {
  await fillBusiness(page, 'General Liability', gl.business);
  await chooseAddress(page, gl.address);
  await chooseClass(page, gl.classSearch, gl.classOption);
  await typeEffectiveDate(page, isoInDays(20));
  await page.getByLabel('Exposure').fill(gl.exposure);
  await page
    .getByLabel('Limits (each occurrence / aggregate)')
    .selectOption({ label: '$1,000,000 / $2,000,000' });
  await page.getByLabel('Property damage deductible').selectOption({ label: '$500' });
  await continueTo(page, 'Loss history');
  await fillLossHistory(page, gl.losses);
  await getQuote(page, outcome);
}

const consultants = (overrides: Partial<GlInput> = {}): GlInput => ({
  business: business(),
  address: 'suggested',
  classSearch: 'consult',
  classOption: '41677 — Consultants, NOC',
  exposure: '850,000',
  ...overrides,
});

/** A cyber submission through to the page after "Get quote". */
async function quoteCyber(
  page: Page,
  b: BusinessInput,
  classSearch: string,
  classOption: string,
  c: CyberInput,
  next: string,
) {
  await fillBusiness(page, 'Cyber', b);
  await chooseAddress(page, 'suggested');
  await chooseClass(page, classSearch, classOption);
  await typeEffectiveDate(page, isoInDays(30));
  await fillCyber(page, c);
  await continueTo(page, 'Loss history');
  await fillLossHistory(page, { count: '1', incurred: '5,000', open: 'No' });
  await getQuote(page, next);
}

/** The CA grocery of the doc's second cyber example: $19,740, above the loss-runs threshold. */
const grocery = business({
  revenue: '8,000,000',
  street: '500 Castro Street',
  city: 'Mountain View',
  state: 'CA',
  zip: '94041',
});
const groceryCyber: CyberInput = {
  limit: '$2,000,000',
  retention: '$10,000',
  records: '100,000 to 500,000',
  missingControls: [CONTROL_QUESTIONS[0]!, CONTROL_QUESTIONS[3]!],
  priorIncidents: 'No',
  acceptsCards: 'Yes',
  pciCompliant: 'No',
};
const groceryRating = () =>
  rateCyber({
    state: 'CA',
    classCode: '13759',
    annualRevenue: 8_000_000,
    aggregateLimit: '2000000',
    retention: '10000',
    records: '100k-500k',
    controls: { mfa: false, encryption: true, backups: true, edr: false, training: true, irPlan: true },
    acceptsCards: true,
    pciCompliant: false,
    lossCount: 1,
  });

describe('Cascade Commercial: each line to a quote', () => {
  it('quotes general liability at the formula, with the credit negative, the fee and the reference', async () => {
    const page = await signedInPage();
    const gl = consultants();
    await quoteGl(page, gl, 'Quote ready');

    const expected = rateGl({
      state: 'WA',
      classCode: '41677',
      exposure: 850_000,
      limits: '1000000/2000000',
      deductible: '500',
      lossCount: 0,
    });
    expect(await premiumShown(page)).toBe(dollars(expected.total));
    expect(await breakdownRows(page)).toEqual(expected.breakdown.map((l) => [l.label, dollars(l.amount)]));
    expect(await quoteRow(page, 'Premium breakdown', 'Claims-free credit')).toMatch(/^-\$\d/);
    expect(await quoteRow(page, 'Coverage', 'Each occurrence / general aggregate')).toBe(
      '$1,000,000 / $2,000,000',
    );
    expect(await quoteRow(page, 'Coverage', 'Property damage deductible')).toBe('$500');
    expect(await quoteRow(page, 'Coverage', 'Premium basis')).toBe('Gross sales: $850,000');
    expect(await quoteRow(page, 'Quote summary', 'Submission reference')).toMatch(/^CC-\d{6}$/);
    expect(await quoteRow(page, 'Quote summary', 'Insured')).toBe(gl.business.name);
    await shown(page.getByText('Bindable quote'));
    expect(stored(gl.business.name)).toMatchObject({
      status: 'quoted',
      quote: { annualPremium: expected.total },
    });
  });

  it("quotes a business owner's policy at the formula, the date chosen on the calendar", async () => {
    const page = await signedInPage();
    const b = business({
      revenue: '1,200,000',
      street: '500 Castro Street',
      city: 'Mountain View',
      state: 'CA',
      zip: '94041',
    });
    await fillBusiness(page, "Business Owner's Policy", b);
    await chooseAddress(page, 'entered');
    await chooseClass(page, 'hardware', '15070 — Hardware stores');
    const effective = isoInDays(3);
    await page.getByRole('button', { name: 'Open calendar' }).click();
    const calendar = page.getByRole('dialog', { name: 'Choose date' });
    if (!(await calendar.getByRole('button', { name: longDateName(effective) }).isVisible())) {
      await calendar.getByRole('button', { name: 'Next month' }).click();
    }
    await calendar.getByRole('button', { name: longDateName(effective) }).click();
    await page.getByLabel('Business personal property limit (USD)').fill('240,000');
    await page.getByLabel('Construction type').selectOption({ label: 'Masonry non-combustible' });
    await page.getByLabel('Year built').fill('1998');
    await page.getByLabel('Square footage').fill('6,500');
    await page
      .getByRole('radiogroup', { name: 'Is the building fully sprinklered?' })
      .getByLabel('Yes')
      .check();
    await page.getByLabel('Property deductible').selectOption({ label: '$1,000' });
    await page
      .getByLabel('Liability limits (each occurrence / aggregate)')
      .selectOption({ label: '$1,000,000 / $2,000,000' });
    await continueTo(page, 'Loss history');
    await fillLossHistory(page);
    await getQuote(page, 'Quote ready');

    const expected = rateBop({
      state: 'CA',
      classCode: '15070',
      annualRevenue: 1_200_000,
      personalPropertyLimit: 240_000,
      construction: 'masonry_non_combustible',
      sprinklered: true,
      propertyDeductible: '1000',
      liabilityLimits: '1000000/2000000',
      lossCount: 0,
    });
    expect(await premiumShown(page)).toBe(dollars(expected.total));
    expect(await breakdownRows(page)).toEqual(expected.breakdown.map((l) => [l.label, dollars(l.amount)]));
    expect(await quoteRow(page, 'Coverage', 'Business personal property limit')).toBe('$240,000');
    expect(await quoteRow(page, 'Coverage', 'Property deductible')).toBe('$1,000');
    const filed = stored(b.name);
    expect(filed?.effectiveDate).toBe(effective);
    expect((filed!.data as CascadeData).business?.addressChoice).toBe('entered');
  });

  it('quotes cyber at the formula with both credits and both fees', async () => {
    const page = await signedInPage();
    const b = business({ revenue: '3,200,000' });
    await fillBusiness(page, 'Cyber', b);
    await chooseAddress(page, 'suggested');
    await chooseClass(page, 'software', '41668 — Computer consulting or programming');
    await typeEffectiveDate(page, isoInDays(10));
    await fillCyber(page, {
      limit: '$1,000,000',
      retention: '$5,000',
      records: 'Fewer than 100,000',
      missingControls: [],
      priorIncidents: 'No',
      acceptsCards: 'No',
    });
    await continueTo(page, 'Loss history');
    await fillLossHistory(page);
    await getQuote(page, 'Quote ready');

    const expected = rateCyber({
      state: 'WA',
      classCode: '41668',
      annualRevenue: 3_200_000,
      aggregateLimit: '1000000',
      retention: '5000',
      records: 'under100k',
      controls: { mfa: true, encryption: true, backups: true, edr: true, training: true, irPlan: true },
      acceptsCards: false,
      lossCount: 0,
    });
    expect(await premiumShown(page)).toBe(dollars(expected.total));
    expect(await breakdownRows(page)).toEqual(expected.breakdown.map((l) => [l.label, dollars(l.amount)]));
    expect(await quoteRow(page, 'Premium breakdown', 'Security controls credit')).toMatch(/^-\$\d/);
    expect(await quoteRow(page, 'Coverage', 'Aggregate limit')).toBe('$1,000,000');
    expect(await quoteRow(page, 'Coverage', 'Retention')).toBe('$5,000');
  });
});

describe('Cascade Commercial: other outcomes', () => {
  it('declines roofing contractors (its appetite) and four or more losses', async () => {
    const page = await signedInPage();
    await quoteGl(
      page,
      consultants({ classSearch: 'roof', classOption: '98677 — Roofing, residential', exposure: '300,000' }),
      'Declined',
    );
    await shown(page.getByText('Cascade Commercial does not write roofing contractors.'));
    await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await quoteGl(page, consultants({ losses: { count: '4', incurred: '60,000', open: 'No' } }), 'Declined');
    await shown(page.getByText(MESSAGES.losses));
  });

  it('refers open claims, and gives an indication to a business under 3 years old', async () => {
    const page = await signedInPage();
    await quoteGl(
      page,
      consultants({ losses: { count: '1', incurred: '8,000', open: 'Yes' } }),
      'Referred to an underwriter',
    );
    await shown(page.getByText('Referred to an underwriter: open claims in the loss history.'));
    await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
    const young = consultants({
      business: business({ yearStarted: String(new Date().getUTCFullYear() - 1) }),
    });
    await quoteGl(page, young, 'Indication');
    await shown(page.getByText(MESSAGES.newVenture));
    expect(await page.getByText('Bindable quote').count()).toBe(0);
    expect(stored(young.business.name)).toMatchObject({
      status: 'indicated',
      quote: { quoteType: 'indication' },
    });
  });

  it('rates the same whether the standardized address is accepted or kept as entered', async () => {
    const page = await signedInPage();
    const totals: string[] = [];
    for (const address of ['suggested', 'entered'] as const) {
      await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
      await quoteGl(page, consultants({ address }), 'Quote ready');
      totals.push(await premiumShown(page));
    }
    expect(totals[0]).toBe(totals[1]);
  });
});

describe('Cascade Commercial: loss runs above $10,000', () => {
  const pdf = {
    name: 'loss-runs.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n% loss runs\n%%EOF\n'),
  };

  it('asks for loss runs before issuing the quote, refuses a file that is not a PDF, then quotes', async () => {
    const page = await signedInPage();
    const expected = groceryRating();
    expect(expected.total).toBeGreaterThan(10_000);
    await quoteCyber(page, grocery, 'grocery', '13759 — Grocery stores', groceryCyber, 'Loss runs required');
    await shown(page.getByText(`The total annual premium, ${dollars(expected.total)}, is above $10,000.`));
    expect(stored(grocery.name)).toMatchObject({ status: 'draft' });

    const fileInput = page.getByLabel('Loss runs (PDF)');
    await fileInput.setInputFiles({
      name: 'loss-runs.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a pdf'),
    });
    await page.getByRole('button', { name: 'Upload loss runs' }).click();
    await shown(page.getByRole('alert').getByText('The loss runs must be a PDF.', { exact: false }));

    await fileInput.setInputFiles(pdf);
    await page.getByRole('button', { name: 'Upload loss runs' }).click();
    await shown(heading(page, 'Quote ready'));
    expect(await premiumShown(page)).toBe(dollars(expected.total));
    expect(await breakdownRows(page)).toEqual(expected.breakdown.map((l) => [l.label, dollars(l.amount)]));
    expect((stored(grocery.name)!.data as CascadeData).lossRuns).toMatchObject({ fileName: 'loss-runs.pdf' });
  });

  it('refers the submission when the producer goes on without loss runs', async () => {
    const page = await signedInPage();
    const b = { ...grocery, name: `${grocery.name} II` };
    await quoteCyber(page, b, 'grocery', '13759 — Grocery stores', groceryCyber, 'Loss runs required');
    await page.getByRole('button', { name: 'Refer to an underwriter without loss runs' }).click();
    await shown(heading(page, 'Referred to an underwriter'));
    await shown(page.getByText(MESSAGES.referred([MESSAGES.noLossRuns])));
    expect(stored(b.name)?.status).toBe('referred');
  });
});
