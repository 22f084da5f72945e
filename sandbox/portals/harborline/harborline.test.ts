// Harborline Broker Hub in real Chromium: a quote per line, sign-in and MFA, faults, outcomes, search,
// the quote letter and layout v2.
import { readFile } from 'node:fs/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Submission } from '../../core/submissions.ts';
import { type PortalHarness, startPortalHarness } from '../../testing.ts';
import { rateAuto, rateGl, rateWc } from './rating.ts';
import { answerAuto, answerWc, autoToQuestions, vin, wcToQuestions } from './test-flows.ts';
import {
  DEMO,
  displayedPremium,
  enterCode,
  fillBusiness,
  getQuote,
  isoDaysFromToday,
  quoteGl,
  saveAndContinue,
  signIn,
  startQuote,
  submitPassword,
  totp,
  visible,
} from './test-support.ts';

const ID = 'harborline';
let harness: PortalHarness;
let origin: string;

beforeAll(async () => {
  harness = await startPortalHarness();
  origin = harness.sandbox.origin(ID);
});
afterAll(async () => harness?.close());
afterEach(() => {
  harness.sandbox.state.faults.clear(ID);
  harness.sandbox.state.accounts.reset();
});

async function newPage() {
  const { page } = await harness.newPage();
  page.setDefaultTimeout(10_000);
  return page;
}

async function submissions(): Promise<{ counts: Record<string, number>; submissions: Submission[] }> {
  return (await fetch(`${harness.sandbox.url}/_sandbox/submissions?carrierId=${ID}`)).json();
}

const byApplicant = async (name: string) =>
  (await submissions()).submissions.filter((s) => s.applicantName === name);

describe('Harborline Broker Hub', () => {
  it("quotes workers' compensation over several states at the rating formula's premium", async () => {
    const page = await newPage();
    await signIn(page, origin);
    const before = (await submissions()).counts[ID] ?? 0;
    await wcToQuestions(page, 'Peachtree Plumbing LLC');
    await saveAndContinue(page, 'Underwriting questions');
    await answerWc(page);
    await saveAndContinue(page, 'Review & quote');
    await getQuote(page);
    await visible(page.getByRole('heading', { name: 'Quote ready' }));
    const expected = rateWc({
      classes: [
        { state: 'GA', classCode: '5183', payroll: 300_000 },
        { state: 'FL', classCode: '8810', payroll: 120_000 },
      ],
      experienceMod: 0.95,
      elLimit: '500000/500000/500000',
    }).premium;
    expect(await displayedPremium(page)).toBe(expected);
    const after = await submissions();
    expect(after.counts[ID]).toBe(before + 1);
    const [stored] = await byApplicant('Peachtree Plumbing LLC');
    expect(stored).toMatchObject({
      line: 'wc',
      status: 'quoted',
      quote: { annualPremium: expected, quoteType: 'bindable' },
    });
    expect(await page.getByRole('row', { name: /^Quote number/ }).textContent()).toContain(
      stored!.quote!.quoteNumber,
    );
  });

  it('quotes commercial auto with vehicles and drivers, makes loaded by year', async () => {
    const page = await newPage();
    await signIn(page, origin);
    await autoToQuestions(
      page,
      'Lone Star Janitorial Inc',
      [
        {
          vin: '1FTBR1C82MKA10001',
          year: '2022',
          make: 'Ford',
          model: 'Transit',
          zip: '75201',
          use: 'service',
          radius: 'local',
        },
        {
          vin: '3C6UR5CL9KG500002',
          year: '2019',
          make: 'Ram',
          model: '2500',
          zip: '73102',
          use: 'commercial',
          radius: 'intermediate',
        },
      ],
      ['1980-05-17', '1992-11-02'],
    );
    await answerAuto(page);
    await saveAndContinue(page, 'Review & quote');
    await getQuote(page);
    await visible(page.getByRole('heading', { name: 'Quote ready' }));
    const expected = rateAuto({
      vehicles: [
        { year: 2022, make: 'Ford', model: 'Transit', garagingState: 'TX', use: 'service', radius: 'local' },
        {
          year: 2019,
          make: 'Ram',
          model: '2500',
          garagingState: 'OK',
          use: 'commercial',
          radius: 'intermediate',
        },
      ],
      liabilityLimit: '1000000',
      deductible: 1000,
    }).premium;
    expect(await displayedPremium(page)).toBe(expected);
  });

  it('quotes general liability and offers the quote letter as a PDF', async () => {
    const page = await newPage();
    await signIn(page, origin);
    const inputs = await quoteGl(page, 'Lakefront Advisory Group LLC');
    await visible(page.getByRole('heading', { name: 'Quote ready' }));
    const expected = rateGl(inputs).premium;
    expect(await displayedPremium(page)).toBe(expected);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download quote letter (PDF)' }).click(),
    ]);
    const [stored] = await byApplicant('Lakefront Advisory Group LLC');
    expect(download.suggestedFilename()).toBe(`Harborline-Quote-${stored!.quote!.quoteNumber}.pdf`);
    const pdf = (await readFile((await download.path())!)).toString('latin1');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf).toContain(stored!.quote!.quoteNumber);
    expect(pdf).toContain(`Annual premium: $${expected.toLocaleString('en-US')}`);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
  });

  it('says when the password is wrong', async () => {
    const page = await newPage();
    await submitPassword(page, origin, DEMO.username, 'not-the-password');
    await visible(page.getByRole('alert').getByText('The email or password you entered is incorrect.'));
  });

  it('locks the account after 5 failed sign-ins, with its own message', async () => {
    const page = await newPage();
    for (let i = 0; i < 4; i += 1) {
      await submitPassword(page, origin, DEMO.username, `wrong-${i}`);
      await visible(page.getByText('The email or password you entered is incorrect.'));
    }
    await submitPassword(page, origin, DEMO.username, 'wrong-5');
    await visible(page.getByRole('alert').getByText(/Your account is locked/));
    await submitPassword(page, origin, DEMO.username, DEMO.password);
    await visible(page.getByRole('alert').getByText(/Your account is locked/));
  });

  it('asks for the authenticator code and refuses a wrong one', async () => {
    const page = await newPage();
    await submitPassword(page, origin, DEMO.username, DEMO.password);
    await visible(page.getByRole('heading', { name: 'Two-step verification' }));
    const current = new Set(
      await Promise.all([-30, 0, 30].map((d) => totp(DEMO.totpSeed, Math.floor(Date.now() / 1000) + d))),
    );
    const wrong = ['000000', '111111', '222222'].find((c) => !current.has(c))!;
    await page.getByLabel('Authentication code').fill(wrong);
    await page.getByRole('button', { name: 'Verify' }).click();
    await visible(page.getByText("That code didn't work."));
    await enterCode(page);
    await visible(page.getByRole('heading', { name: 'Welcome back, Dana' }));
  });

  it('sends an expired session to sign-in and resumes the draft afterwards', async () => {
    const page = await newPage();
    await signIn(page, origin);
    await startQuote(page, 'General Liability');
    await fillBusiness(page, {
      legalName: 'Harbor Expiry Consulting LLC',
      naics: '541611',
      street: '233 S Wacker Dr',
      city: 'Chicago',
      state: 'IL',
      zip: '60606',
      effectiveDate: isoDaysFromToday(10),
    });
    await saveAndContinue(page, 'Operations & coverage');
    const sid = (await page.context().cookies()).find((c) => c.name === 'hbx_sid')!.value;
    const session = harness.sandbox.state.sessions.peek(ID, sid)!;
    harness.sandbox.state.faults.set(ID, { sessionExpiryAfterPages: session.pageViews });
    await page.getByLabel('General liability class').selectOption('41677');
    await page.getByLabel('Exposure', { exact: true }).fill('850,000');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await visible(page.getByText('Your session has expired. Please sign in again to continue.'));
    harness.sandbox.state.faults.clear(ID);
    await page.getByLabel('Email address').fill(DEMO.username);
    await page.getByLabel('Password').fill(DEMO.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await enterCode(page);
    await visible(page.getByRole('heading', { name: 'Operations & coverage' }));
    await visible(page.getByText(/Harbor Expiry Consulting LLC/));
    await page.getByLabel('General liability class').selectOption('41677');
    await page.getByLabel('Exposure', { exact: true }).fill('850,000');
    await saveAndContinue(page, 'Underwriting questions');
    const stored = await byApplicant('Harbor Expiry Consulting LLC');
    expect(stored).toHaveLength(1);
    expect(stored[0]!.status).toBe('draft');
  });

  it('declines trucking class codes as outside appetite', async () => {
    const page = await newPage();
    await signIn(page, origin);
    await wcToQuestions(page, 'Red Clay Hauling LLC', [
      { state: 'GA', code: '7228', payroll: '400,000', ft: '8', pt: '0' },
    ]);
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await visible(page.getByRole('heading', { name: "We're unable to offer a quote" }));
    await visible(
      page.getByText("Trucking operations are outside Harborline's workers' compensation appetite."),
    );
    const [stored] = await byApplicant('Red Clay Hauling LLC');
    expect(stored).toMatchObject({ status: 'declined' });
  });

  it('declines a driver under 21 at rating time', async () => {
    const page = await newPage();
    await signIn(page, origin);
    const young = isoDaysFromToday(-19 * 365);
    await autoToQuestions(
      page,
      'Young Fleet Services LLC',
      [
        {
          vin: '1FTBR1C82MKA10009',
          year: '2021',
          make: 'Ford',
          model: 'Transit',
          zip: '75201',
          use: 'service',
          radius: 'local',
        },
      ],
      [young],
    );
    await answerAuto(page);
    await saveAndContinue(page, 'Review & quote');
    await getQuote(page);
    await visible(page.getByRole('heading', { name: "We're unable to offer a quote" }));
    await visible(page.getByText(/at least 21 years old/));
  });

  it('refers work at heights to an underwriter', async () => {
    const page = await newPage();
    await signIn(page, origin);
    await wcToQuestions(page, 'Skyline Electric LLC', [
      { state: 'GA', code: '5190', payroll: '200,000', ft: '4', pt: '0' },
    ]);
    await saveAndContinue(page, 'Underwriting questions');
    await answerWc(page, 'Yes');
    await saveAndContinue(page, 'Review & quote');
    await getQuote(page);
    await visible(page.getByRole('heading', { name: 'Referred to underwriting' }));
    await visible(page.getByText(/Work at heights above 15 feet requires underwriter review/));
    const [stored] = await byApplicant('Skyline Electric LLC');
    expect(stored).toMatchObject({ status: 'referred' });
  });

  it('gives only an indication for more than 10 vehicles', async () => {
    const page = await newPage();
    await signIn(page, origin);
    const fleet = Array.from({ length: 11 }, (_, i) => ({
      vin: vin(i),
      year: '2020',
      make: 'Chevrolet',
      model: 'Express',
      zip: '75201',
      use: 'retail',
      radius: 'local',
    }));
    await autoToQuestions(page, 'Big Fleet Couriers Inc', fleet, ['1979-03-09']);
    await answerAuto(page);
    await saveAndContinue(page, 'Review & quote');
    await getQuote(page);
    await visible(page.getByRole('heading', { name: 'Premium indication' }));
    await visible(page.getByText('Indication — subject to underwriter review'));
    const expected = rateAuto({
      vehicles: fleet.map((v) => ({ ...v, year: 2020, garagingState: 'TX' })),
      liabilityLimit: '1000000',
      deductible: 1000,
    }).premium;
    expect(await displayedPremium(page)).toBe(expected);
    const [stored] = await byApplicant('Big Fleet Couriers Inc');
    expect(stored).toMatchObject({
      status: 'indicated',
      quote: { quoteType: 'indication', annualPremium: expected },
    });
  });

  it('shows validation messages inline: client-side before sending, server-side after', async () => {
    const page = await newPage();
    await signIn(page, origin);
    await startQuote(page, 'General Liability');
    const business = {
      legalName: 'Far Future Consulting LLC',
      naics: '541611',
      street: '233 S Wacker Dr',
      city: 'Chicago',
      state: 'IL',
      zip: '60606',
      effectiveDate: isoDaysFromToday(75),
    };
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/submissions')) posts.push(r.url());
    });
    await fillBusiness(page, business);
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await visible(page.getByText('Harborline can only quote policies effective within the next 60 days.'));
    expect(posts).toHaveLength(0);
    await page.getByLabel('Policy effective date').fill(isoDaysFromToday(5));
    await page
      .getByText('Harborline can only quote policies effective within the next 60 days.')
      .waitFor({ state: 'hidden' });
    await page.getByLabel('ZIP code', { exact: true }).fill('00000');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await visible(page.getByText("We couldn't find ZIP code 00000."));
    expect(await page.getByLabel('ZIP code', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(posts).toHaveLength(1);
    expect(await byApplicant(business.legalName)).toHaveLength(0);
  });

  it('requires Years at this address on Business details under newRequirements, refused until it is given', async () => {
    harness.sandbox.state.faults.set(ID, { newRequirements: true });
    const page = await newPage();
    await signIn(page, origin);
    await startQuote(page, 'General Liability');
    const business = {
      legalName: 'Address Years Consulting LLC',
      naics: '541611',
      street: '233 S Wacker Dr',
      city: 'Chicago',
      state: 'IL',
      zip: '60606',
      effectiveDate: isoDaysFromToday(5),
    };
    await fillBusiness(page, business);
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await visible(page.getByText('Enter the number of years at this address.'));
    expect(await page.getByLabel('Years at this address').getAttribute('aria-invalid')).toBe('true');
    expect(await byApplicant(business.legalName)).toHaveLength(0);
    await page.getByLabel('Years at this address').fill('7');
    // Leaving the field clears its message (the change event), before the button is pressed.
    await page.getByLabel('Years at this address').press('Tab');
    await page.getByText('Enter the number of years at this address.').waitFor({ state: 'hidden' });
    await saveAndContinue(page, 'Operations & coverage');
    expect(await byApplicant(business.legalName)).toHaveLength(1);
  });

  it('shows its maintenance page', async () => {
    harness.sandbox.state.faults.set(ID, { maintenance: true });
    const page = await newPage();
    const response = await page.goto(`${origin}/`);
    expect(response?.status()).toBe(503);
    await visible(page.getByRole('heading', { name: 'Broker Hub is undergoing scheduled maintenance' }));
  });

  it('reports a 503 on save and saves on retry', async () => {
    const page = await newPage();
    await signIn(page, origin);
    await startQuote(page, 'General Liability');
    await fillBusiness(page, {
      legalName: 'Retry Partners LLC',
      naics: '541611',
      street: '233 S Wacker Dr',
      city: 'Chicago',
      state: 'IL',
      zip: '60606',
      effectiveDate: isoDaysFromToday(10),
    });
    harness.sandbox.state.faults.set(ID, { failNext: 1 });
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await visible(page.getByRole('alert').getByText(/temporarily unavailable \(error 503\)/));
    expect(await byApplicant('Retry Partners LLC')).toHaveLength(0);
    await saveAndContinue(page, 'Operations & coverage');
    expect(await byApplicant('Retry Partners LLC')).toHaveLength(1);
  });

  it('renders the quote summary as cards in layout version 2', async () => {
    harness.sandbox.state.faults.set(ID, { layoutVersion: 2 });
    const page = await newPage();
    await signIn(page, origin);
    const inputs = await quoteGl(page, 'Card Layout Consulting LLC');
    await visible(page.getByRole('heading', { name: 'Your Harborline quote' }));
    const card = page.getByRole('article', { name: 'Total annual cost' });
    expect(await card.textContent()).toContain(`$${rateGl(inputs).premium.toLocaleString('en-US')}`);
    expect(await page.getByText('Annual premium').count()).toBe(0);
    await visible(page.getByRole('link', { name: 'Download quote PDF' }));
  });

  it('finds an earlier submission by applicant and effective date and shows its quote again', async () => {
    const page = await newPage();
    await signIn(page, origin);
    const effective = isoDaysFromToday(25);
    await quoteGl(page, 'Searchable Strategies LLC', effective);
    await visible(page.getByRole('heading', { name: 'Quote ready' }));
    const [stored] = await byApplicant('Searchable Strategies LLC');
    await page.getByRole('link', { name: 'Submissions' }).click();
    await page.getByLabel('Applicant name').fill('searchable');
    await page.getByLabel('Effective date').fill(effective);
    await page.getByRole('button', { name: 'Search' }).click();
    const row = page.getByRole('row', { name: /Searchable Strategies LLC/ });
    await visible(row);
    expect(await row.textContent()).toContain('Quoted');
    await row.getByRole('link', { name: stored!.id }).click();
    await visible(page.getByRole('heading', { name: 'Quote ready' }));
    expect(await page.getByRole('row', { name: /^Quote number/ }).textContent()).toContain(
      stored!.quote!.quoteNumber,
    );
    await page.getByRole('link', { name: 'Submissions' }).click();
    await page.getByLabel('Applicant name').fill('No Such Applicant');
    await page.getByRole('button', { name: 'Search' }).click();
    await visible(page.getByText('No submissions match your search.'));
  });
});
