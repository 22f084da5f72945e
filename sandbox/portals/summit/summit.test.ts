// Summit AgentLink in real Chromium: a priced quote for each line (premium = rating.ts), the quote
// letter, the submission search and the submission counts.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type PortalHarness, startPortalHarness } from '../../testing.ts';
import { summitPortal } from './index.ts';
import { rateBop, rateGl, rateUmbrella } from './rating.ts';
import {
  answerBopGlQuestions,
  answerYesNo,
  CARRIER,
  displayedTotal,
  dollars,
  expectStep,
  fillApplicant,
  fillGlExposure,
  isoFromUs,
  login,
  next,
  rate,
  startSubmission,
  usDate,
} from './test-driver.ts';

let harness: PortalHarness;

beforeAll(async () => {
  harness = await startPortalHarness({ portals: [summitPortal] });
});
afterAll(async () => {
  await harness?.close();
});
afterEach(() => {
  harness.sandbox.state.faults.clear();
});

describe('Summit AgentLink quotes', () => {
  it('quotes a BOP with the premium breakdown from the rating formulas', async () => {
    const { page } = await harness.newPage();
    await login(page, harness);
    await startSubmission(page, 'Businessowners (BOP)');
    await fillApplicant(page, {
      name: 'Lakeview Grocers LLC',
      state: 'IL',
      city: 'Chicago',
      zip: '60610',
      naics: '445110',
      sales: 1_200_000,
      effectiveDate: usDate(14),
    });
    await next(page);
    await expectStep(page, 'Location & Building');
    await page.getByLabel("Applicant's Interest").selectOption({ label: 'Owner' });
    await page.getByLabel('Building Limit').fill('500,000');
    await page.getByLabel('Business Personal Property Limit').fill('100000');
    await page.getByLabel('Construction Type').selectOption({ label: 'Joisted Masonry' });
    await page.getByLabel('Year Built').fill('1988');
    await page.getByLabel('Total Square Feet').fill('6,500');
    await answerYesNo(page, 'Is the building fully sprinklered?', 'No');
    await next(page);
    await expectStep(page, 'Coverages');
    await page.getByLabel('Each Occurrence / Aggregate').selectOption({ label: '1,000,000/2,000,000' });
    await page.getByLabel('Property Deductible').selectOption({ label: '$1,000' });
    await next(page);
    await expectStep(page, 'Underwriting Questions');
    await answerBopGlQuestions(page, { line: 'bop' });
    await next(page);
    await rate(page);

    const expected = rateBop({
      state: 'IL',
      naics: '445110',
      buildingLimit: 500_000,
      bppLimit: 100_000,
      construction: '2',
      sprinklered: false,
      deductible: 1000,
      occurrenceLimit: 1_000_000,
      grossSales: 1_200_000,
      losses: 0,
      terrorism: true,
    });
    await page.getByRole('heading', { name: 'Quote', exact: true }).waitFor();
    expect(await displayedTotal(page)).toBe(expected.total);
    const grid = page.locator('#ctl00_MainContent_gvPremium');
    const amount = async (label: string) =>
      dollars(
        await grid
          .getByRole('row')
          .filter({ has: page.getByRole('rowheader', { name: label, exact: true }) })
          .getByRole('cell')
          .textContent(),
      );
    expect(await amount('Property')).toBe(expected.property);
    expect(await amount('Liability')).toBe(expected.liability);
    expect(await amount('Terrorism (TRIA)')).toBe(expected.terrorism);
    expect(await amount('Policy Fee')).toBe(expected.policyFee);
    expect(await page.locator('#ctl00_MainContent_lblQuoteNumber').textContent()).toMatch(
      /^SMQ-BP-\d{8}-01$/,
    );
    expect(await page.locator('#ctl00_MainContent_lblLimits').textContent()).toMatch('1,000,000/2,000,000');
  });

  it('quotes commercial general liability from class rate and exposure', async () => {
    const { page } = await harness.newPage();
    await login(page, harness);
    await startSubmission(page, 'Commercial General Liability (CGL)');
    await fillApplicant(page, {
      name: 'Harbor Street Bistro Inc',
      state: 'NY',
      city: 'New York',
      zip: '10013',
      naics: '722511',
      sales: 1_500_000,
      effectiveDate: usDate(20),
    });
    await next(page);
    await expectStep(page, 'Liability Exposure');
    await fillGlExposure(page, {
      classCode: '16900',
      basis: 'Gross Sales',
      exposure: 1_500_000,
      limits: '2,000,000/4,000,000',
      deductible: 'None',
    });
    await next(page);
    await answerBopGlQuestions(page, { line: 'gl', losses: '1' });
    await next(page);
    await rate(page);
    const expected = rateGl({
      state: 'NY',
      classRate: 2.9,
      basis: 'S',
      exposure: 1_500_000,
      occurrenceLimit: 2_000_000,
      deductible: 0,
      losses: 1,
    });
    expect(await displayedTotal(page)).toBe(expected);
    expect(await page.locator('#ctl00_MainContent_lblQuoteNumber').textContent()).toMatch(/^SMQ-GL-/);
  });

  it('quotes an umbrella over a schedule of underlying policies (Add Another Policy)', async () => {
    const { page } = await harness.newPage();
    await login(page, harness);
    await startSubmission(page, 'Commercial Umbrella');
    await fillApplicant(page, {
      name: 'Keystone Tap Room LLC',
      state: 'PA',
      city: 'Philadelphia',
      zip: '19103',
      naics: '722511',
      sales: 4_000_000,
      effectiveDate: usDate(30),
    });
    await next(page);
    await expectStep(page, 'Umbrella Limits');
    await page.getByLabel('Umbrella Limit').selectOption({ label: '2,000,000' });
    await page.getByLabel('Self-Insured Retention').selectOption({ label: '$10,000' });
    await next(page);
    await expectStep(page, 'Underlying Insurance');
    const policies = [
      ['General Liability', 'Summit Mutual', '1,000,000/2,000,000'],
      ['Business Auto', 'Allied Auto Insurance', '1,000,000'],
      ["Employers' Liability", 'Keystone State Fund', '500,000/500,000/500,000'],
      ['Businessowners Liability', 'Summit Mutual', '1,000,000/2,000,000'],
    ];
    await page.getByLabel('Policy 1 Carrier').fill('placeholder kept across the postback');
    await page.getByRole('button', { name: 'Add Another Policy' }).click();
    await page.getByLabel('Policy 4 Coverage').waitFor();
    expect(await page.getByLabel('Policy 1 Carrier').inputValue()).toBe(
      'placeholder kept across the postback',
    );
    for (const [i, [coverage, carrier, limits]] of policies.entries()) {
      await page.getByLabel(`Policy ${i + 1} Coverage`).selectOption({ label: coverage! });
      await page.getByLabel(`Policy ${i + 1} Carrier`).fill(carrier!);
      await page.getByLabel(`Policy ${i + 1} Limits`).fill(limits!);
    }
    await next(page);
    await expectStep(page, 'Underwriting Questions');
    await answerYesNo(page, /vehicles/, 'Yes');
    await answerYesNo(page, /written by Summit Mutual/, 'No');
    await next(page);
    await rate(page);
    const expected = rateUmbrella({
      state: 'PA',
      naics: '722511',
      grossSales: 4_000_000,
      limit: 2_000_000,
      retention: 10_000,
      vehicles: true,
      summitUnderlying: false,
    });
    expect(await displayedTotal(page)).toBe(expected);
  });
});

describe('Summit AgentLink after the quote', () => {
  async function quickGlQuote(name: string, effectiveDate: string) {
    const { page } = await harness.newPage();
    await login(page, harness);
    await startSubmission(page, 'Commercial General Liability (CGL)');
    await fillApplicant(page, {
      name,
      state: 'TX',
      city: 'Austin',
      zip: '78701',
      naics: '541611',
      sales: 900_000,
      effectiveDate,
    });
    await next(page);
    await fillGlExposure(page, {
      classCode: '41677',
      basis: 'Payroll',
      exposure: 650_000,
      limits: '1,000,000/2,000,000',
      deductible: '$500',
    });
    await next(page);
    await answerBopGlQuestions(page, { line: 'gl' });
    await next(page);
    await rate(page);
    return page;
  }

  it('downloads the quote letter as a PDF with the quote number', async () => {
    const page = await quickGlQuote('Brazos Consulting Group LLC', usDate(9));
    const quoteNumber = (await page.locator('#ctl00_MainContent_lblQuoteNumber').textContent())!;
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Print Quote Letter' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`SummitMutual_Quote_${quoteNumber}.pdf`);
    const chunks: Buffer[] = [];
    for await (const chunk of (await download.createReadStream())!) chunks.push(chunk as Buffer);
    const pdf = Buffer.concat(chunks).toString('latin1');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(pdf).toContain(`Quote Number: ${quoteNumber}`);
    expect(pdf).toContain('Brazos Consulting Group LLC');
  });

  it('finds an earlier submission by name and effective date and shows its quote again; counts submissions', async () => {
    const before = (await (await fetch(`${harness.sandbox.url}/_sandbox/submissions`)).json()) as {
      counts: Record<string, number>;
    };
    const effective = usDate(12);
    const first = await quickGlQuote('Pecan Street Advisors LLC', effective);
    const premium = await displayedTotal(first);
    const after = (await (
      await fetch(`${harness.sandbox.url}/_sandbox/submissions?carrierId=${CARRIER}`)
    ).json()) as {
      counts: Record<string, number>;
      submissions: {
        applicantName: string;
        status: string;
        effectiveDate: string;
        quote?: { annualPremium: number };
      }[];
    };
    expect(after.counts[CARRIER]).toBe((before.counts[CARRIER] ?? 0) + 1);
    const stored = after.submissions.find((s) => s.applicantName === 'Pecan Street Advisors LLC');
    expect(stored).toMatchObject({
      status: 'quoted',
      effectiveDate: isoFromUs(effective),
      quote: { annualPremium: premium },
    });

    const { page } = await harness.newPage();
    await login(page, harness);
    await page.getByRole('link', { name: 'Find Submission' }).first().click();
    await page.getByLabel('Named Insured').fill('pecan street');
    await page.getByLabel('Proposed Effective Date').fill(effective);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('1 submission(s) found.').waitFor();
    const row = page.getByRole('row', { name: /Pecan Street Advisors LLC/ });
    expect(await row.textContent()).toContain('Quoted');
    await row.getByRole('link').click();
    expect(await displayedTotal(page)).toBe(premium);
  });
});
