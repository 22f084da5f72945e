// Ironclad Exchange driven in real Chromium, as an agent would: every line to a priced quote, and the
// sign-in, session, outcome, fault and document behaviour a playbook must handle.
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type PortalHarness, startPortalHarness } from '../../testing.ts';
import { IRONCLAD_ACCOUNTS, IRONCLAD_ID, ironcladPortal } from './index.ts';
import { rateCyber, rateGl, rateUmbrella } from './rating.ts';
import {
  answer,
  answerCyber,
  applicant,
  type CyberAnswers,
  dollars,
  fillApplicant,
  hidden,
  isoInDays,
  quoteDetail,
  shown,
  signIn,
  startSubmission,
  submitForQuote,
  textOf,
} from './test-agent.ts';

let harness: PortalHarness;
let origin: string;

beforeAll(async () => {
  harness = await startPortalHarness({ portals: [ironcladPortal] });
  origin = harness.sandbox.origin(IRONCLAD_ID);
});
afterAll(async () => harness?.close());
afterEach(() => {
  harness.sandbox.state.faults.clear(IRONCLAD_ID);
  harness.sandbox.state.accounts.reset();
});

const goodCyber: CyberAnswers = {
  mfaEmail: 'Yes',
  remoteAccess: 'Yes',
  mfaRemote: 'Yes',
  backupsEncrypted: 'Yes',
  edr: 'Yes',
  records: '100,000 to 500,000',
  priorIncidents: 'No',
  pci: 'Yes, PCI level 4 (fewer than 20,000 e-commerce transactions)',
};

async function newPage(): Promise<Page> {
  const { page } = await harness.newPage();
  page.setDefaultTimeout(10_000);
  return page;
}

async function signedInPage(): Promise<Page> {
  const page = await newPage();
  await page.goto(`${origin}/`);
  await signIn(page, origin);
  await shown(page.getByRole('heading', { name: 'Producer dashboard', exact: true }));
  return page;
}

async function cyberToUnderwriting(page: Page, overrides = {}) {
  const a = applicant(overrides);
  await startSubmission(page, 'Cyber Liability');
  await fillApplicant(page, a);
  await shown(page.getByRole('heading', { name: 'Coverage', exact: true }));
  await page.getByLabel('Aggregate limit').selectOption({ label: '$2,000,000' });
  await page.getByLabel('Retention').selectOption({ label: '$10,000' });
  await page.getByLabel('Social engineering sublimit').selectOption({ label: '$250,000' });
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await shown(page.getByRole('heading', { name: 'Underwriting questions', exact: true }));
  return a;
}

const cyberRating = (a: ReturnType<typeof applicant>, answers: CyberAnswers) =>
  rateCyber({
    state: a.state,
    naics: a.naics,
    annualRevenue: Number(a.revenue),
    aggregateLimit: 2_000_000,
    retention: 10_000,
    socialEngineeringSublimit: 250_000,
    records: '100k-500k',
    remoteAccessMfa: answers.mfaRemote === 'Yes',
    backupsEncrypted: answers.backupsEncrypted === 'Yes',
    edr: answers.edr === 'Yes',
    pci: 'level4',
  });

async function glQuote(page: Page, name?: string) {
  const a = applicant({
    naics: '445110',
    city: 'Chicago',
    state: 'IL',
    zip: '60601',
    ...(name ? { name } : {}),
  });
  await startSubmission(page, 'General Liability');
  await fillApplicant(page, a);
  await page.getByLabel('GL class code').fill('10100');
  await page.getByLabel('Exposure basis').selectOption({ label: 'Gross sales' });
  await page.getByLabel('Exposure amount').fill('3,200,000');
  await page.getByLabel('Limits (each occurrence / general aggregate)').selectOption('1000000/2000000');
  await page.getByLabel('Property damage deductible').selectOption({ label: '$1,000' });
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await answer(page, 'Any products sold under your own label?', 'Yes');
  await page
    .getByLabel('Describe the private-label products and their annual sales')
    .fill('House-brand coffee and baked goods, about $150,000 a year.');
  await answer(page, 'Do you use subcontractors?', 'No');
  await answer(page, 'Any general liability claims over $25,000 in the past 3 years?', 'No');
  await page
    .getByLabel("Describe the applicant's operations")
    .fill('Neighbourhood grocery with an in-store bakery and deli counter.');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await submitForQuote(page);
  return a;
}

const glExpected = () =>
  rateGl({
    state: 'IL',
    naics: '445110',
    exposureBasis: 'sales',
    exposure: 3_200_000,
    limits: '1000000/2000000',
    deductible: 1_000,
    privateLabel: true,
  });

describe('Ironclad Exchange: quoting each line', () => {
  it('quotes cyber with the premium and breakdown of the rating formula', async () => {
    const page = await signedInPage();
    const a = await cyberToUnderwriting(page);
    await answerCyber(page, goodCyber);
    await shown(page.getByRole('heading', { name: 'Review and submit', exact: true }));
    await submitForQuote(page);
    await shown(page.getByRole('heading', { name: 'Quote ready', exact: true }));
    const expected = cyberRating(a, goodCyber);
    expect(await quoteDetail(page, 'Annual premium')).toBe(dollars(expected.total));
    expect(await quoteDetail(page, 'Quote number')).toMatch(/^IXQ-CYB-\d{6}$/);
    expect(await quoteDetail(page, 'Aggregate limit')).toBe('$2,000,000');
    expect(await quoteDetail(page, 'Effective date')).toBe(a.inception);
    const breakdown = page.getByRole('table', { name: 'Premium breakdown' });
    for (const part of expected.breakdown)
      expect(await textOf(breakdown.getByRole('row', { name: part.label }))).toContain(dollars(part.amount));
  });

  it('quotes general liability, opening the private-label follow-up', async () => {
    const page = await signedInPage();
    await glQuote(page);
    expect(await quoteDetail(page, 'Annual premium')).toBe(dollars(glExpected().total));
    expect(await quoteDetail(page, 'Quote number')).toMatch(/^IXQ-GLX-\d{6}$/);
  });

  it('quotes umbrella over a schedule of underlying policies added row by row', async () => {
    const page = await signedInPage();
    const a = applicant({ naics: '611310', city: 'Miami', state: 'FL', zip: '33101', revenue: '12000000' });
    await startSubmission(page, 'Commercial Umbrella');
    await fillApplicant(page, a);
    await page.getByLabel('Umbrella limit').selectOption({ label: '$5,000,000' });
    await page.getByLabel('Self-insured retention').selectOption({ label: '$10,000' });
    await page.getByLabel('Underlying line (policy 1)').selectOption({ label: 'General liability' });
    await page.getByLabel('Carrier (policy 1)').fill('Ironclad Specialty');
    await page.getByLabel('Limits (policy 1)').fill('1000000/2000000');
    await page.getByRole('button', { name: 'Add another underlying policy' }).click();
    await page.getByLabel('Underlying line (policy 2)').selectOption({ label: 'Commercial auto' });
    await page.getByLabel('Carrier (policy 2)').fill('Summit Mutual');
    await page.getByLabel('Limits (policy 2)').fill('500000');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    expect(await textOf(page.getByRole('alert').first())).toContain(
      'at least $1,000,000 combined single limit',
    );
    await page.getByLabel('Limits (policy 2)').fill('1,000,000');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await answer(page, 'Any fleet over 25 vehicles?', 'No');
    await answer(page, 'Do you haul, store or handle hazardous materials?', 'No');
    await answer(page, 'Has any underlying policy been cancelled or non-renewed in the past 3 years?', 'No');
    await page
      .getByLabel("Describe the applicant's operations")
      .fill('Private college, two campuses, 3,000 students.');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await submitForQuote(page);
    const expected = rateUmbrella({
      state: 'FL',
      naics: '611310',
      annualRevenue: 12_000_000,
      limit: 5_000_000,
      retention: 10_000,
      hasAutoUnderlying: true,
    });
    expect(await quoteDetail(page, 'Annual premium')).toBe(dollars(expected.total));
    expect(await quoteDetail(page, 'Underlying policies scheduled')).toBe('2');
  });
});

describe('Ironclad Exchange: outcomes', () => {
  it('declines cyber for a commercial bank with its own message (declined_appetite)', async () => {
    const page = await signedInPage();
    await startSubmission(page, 'Cyber Liability');
    const a = applicant({ naics: '522110' });
    await fillApplicant(page, a);
    await shown(page.getByRole('heading', { name: 'Unable to offer terms', exact: true }));
    expect(await textOf(page.getByRole('alert'))).toContain(
      'Depository institutions are written by our Financial Institutions desk, not through Ironclad Exchange.',
    );
    const stored = harness.sandbox.state.submissions.search(IRONCLAD_ID, { applicantName: a.name });
    expect(stored.map((s) => s.status)).toEqual(['declined']);
  });

  it('declines GL when subcontractors work without certificates (nested follow-up)', async () => {
    const page = await signedInPage();
    await startSubmission(page, 'General Liability');
    await fillApplicant(page, applicant());
    await page.getByLabel('GL class code').fill('41677');
    await page.getByLabel('Exposure basis').selectOption({ label: 'Payroll' });
    await page.getByLabel('Exposure amount').fill('900000');
    await page.getByLabel('Limits (each occurrence / general aggregate)').selectOption('1000000/2000000');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    const coi = page.getByRole('group', {
      name: 'Do you hire subcontractors without certificates of insurance?',
    });
    await hidden(coi);
    await answer(page, 'Any products sold under your own label?', 'No');
    await answer(page, 'Do you use subcontractors?', 'Yes');
    await shown(coi);
    await answer(page, 'Do you hire subcontractors without certificates of insurance?', 'Yes');
    await answer(page, 'Any general liability claims over $25,000 in the past 3 years?', 'No');
    await page
      .getByLabel("Describe the applicant's operations")
      .fill('IT consulting for mid-size manufacturers.');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await submitForQuote(page);
    expect(await textOf(page.getByRole('alert'))).toContain(
      'subcontractors work without certificates of insurance',
    );
  });

  it('refers cyber with a prior incident to an underwriter', async () => {
    const page = await signedInPage();
    const a = await cyberToUnderwriting(page);
    const details = page.getByLabel('Describe each incident, its cost and what changed afterwards');
    await hidden(details);
    await answerCyber(page, { ...goodCyber, priorIncidents: 'Yes' });
    await submitForQuote(page);
    await shown(page.getByRole('heading', { name: 'Referred to underwriting', exact: true }));
    expect(await textOf(page.getByRole('status').last())).toContain('Referred to underwriter');
    const [stored] = harness.sandbox.state.submissions.search(IRONCLAD_ID, { applicantName: a.name });
    expect(stored?.status).toBe('referred');
    expect(stored?.message).toContain('cyber incident');
  });

  it('gives only an indication when email has no MFA', async () => {
    const page = await signedInPage();
    const a = await cyberToUnderwriting(page);
    const answers = { ...goodCyber, mfaEmail: 'No' as const };
    await answerCyber(page, answers);
    await submitForQuote(page);
    await shown(page.getByRole('heading', { name: 'Indication', exact: true }));
    await shown(page.getByText('Indication — bindable once MFA is confirmed'));
    expect(await quoteDetail(page, 'Annual premium')).toBe(dollars(cyberRating(a, answers).total));
    const [stored] = harness.sandbox.state.submissions.search(IRONCLAD_ID, { applicantName: a.name });
    expect(stored?.status).toBe('indicated');
    expect(stored?.quote?.quoteType).toBe('indication');
  });

  it('refuses an inception more than 60 days out and a ZIP in another state', async () => {
    const page = await signedInPage();
    await startSubmission(page, 'Cyber Liability');
    await fillApplicant(page, applicant({ inception: isoInDays(75), state: 'NJ' }));
    const alert = page.getByRole('alert');
    expect(await textOf(alert)).toContain('Ironclad Exchange quotes no more than 60 days before inception');
    expect(await textOf(alert)).toContain('ZIP code 10166 is in NY, not NJ');
    expect(await page.getByLabel('Policy inception (YYYY-MM-DD)').getAttribute('aria-invalid')).toBe('true');
    await page.getByLabel('Policy inception (YYYY-MM-DD)').fill(isoInDays(30));
    await page.getByLabel('State', { exact: true }).selectOption('NY');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await shown(page.getByRole('heading', { name: 'Coverage', exact: true }));
  });
});

describe('Ironclad Exchange: sign-in and sessions', () => {
  it('shows its own message for a wrong password', async () => {
    const page = await newPage();
    await signIn(page, origin, IRONCLAD_ACCOUNTS[0]!.username, 'not-the-password');
    expect(await textOf(page.getByRole('alert'))).toBe('The user ID or password you entered is incorrect.');
  });

  it('locks the user ID after 5 failures, even for the right password', async () => {
    const page = await newPage();
    const user = IRONCLAD_ACCOUNTS[1]!;
    for (let i = 1; i <= 4; i += 1) await signIn(page, origin, user.username, `wrong-${i}`);
    expect(await textOf(page.getByRole('alert'))).toContain('locked after 1 more unsuccessful attempt');
    await signIn(page, origin, user.username, 'wrong-5');
    expect(await textOf(page.getByRole('alert'))).toContain(
      'This user ID is locked after 5 unsuccessful sign-in attempts',
    );
    await signIn(page, origin, user.username, user.password);
    expect(await textOf(page.getByRole('alert'))).toContain('This user ID is locked');
  });

  it('asks for no second factor: user ID and password reach the dashboard', async () => {
    const page = await signedInPage();
    expect(page.url()).toBe(`${origin}/exchange/home`);
    expect(harness.sandbox.state.inbox.list({ carrierId: IRONCLAD_ID })).toEqual([]);
  });

  it('times out mid-form and resumes the saved draft after signing in again', async () => {
    const page = await signedInPage(); // page view 1: the dashboard
    harness.sandbox.state.faults.set(IRONCLAD_ID, { sessionExpiryAfterPages: 4 });
    const a = applicant();
    await startSubmission(page, 'General Liability'); // 2
    await fillApplicant(page, a); // 3 (post) + 4 (coverage page)
    await page.getByLabel('GL class code').fill('41677');
    await page.getByLabel('Exposure basis').selectOption({ label: 'Payroll' });
    await page.getByLabel('Exposure amount').fill('900000');
    await page.getByLabel('Limits (each occurrence / general aggregate)').selectOption('1000000/2000000');
    await page.getByRole('button', { name: 'Save and continue' }).click(); // 5: expired
    expect(await textOf(page.getByRole('status'))).toMatch(/Your session timed out for security/);
    harness.sandbox.state.faults.clear(IRONCLAD_ID);
    await signIn(page, origin);
    await shown(page.getByRole('heading', { name: 'Coverage', exact: true }));
    const [draft] = harness.sandbox.state.submissions.search(IRONCLAD_ID, { applicantName: a.name });
    expect(draft?.status).toBe('draft');
    await shown(page.getByText(`Submission ${draft?.id}`));
    await page.getByLabel('GL class code').fill('41677');
    await page.getByLabel('Exposure basis').selectOption({ label: 'Payroll' });
    await page.getByLabel('Exposure amount').fill('900000');
    await page.getByLabel('Limits (each occurrence / general aggregate)').selectOption('1000000/2000000');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await shown(page.getByRole('heading', { name: 'Underwriting questions', exact: true }));
  });
});

describe('Ironclad Exchange: faults, layout, search, documents', () => {
  it('shows its maintenance page', async () => {
    harness.sandbox.state.faults.set(IRONCLAD_ID, { maintenance: true });
    const page = await newPage();
    const response = await page.goto(`${origin}/signin`);
    expect(response?.status()).toBe(503);
    expect(await textOf(page.getByRole('heading'))).toBe(
      'Ironclad Exchange is undergoing scheduled maintenance',
    );
  });

  it('answers 503 once with failNext, then recovers', async () => {
    harness.sandbox.state.faults.set(IRONCLAD_ID, { failNext: 1 });
    const page = await newPage();
    expect((await page.goto(`${origin}/signin`))?.status()).toBe(503);
    expect((await page.reload())?.status()).toBe(200);
    await shown(page.getByRole('heading', { name: 'Sign in to Ironclad Exchange', exact: true }));
  });

  it('puts "Territory confirmation" after Applicant with territoryCheck: only the ZIP on file passes', async () => {
    harness.sandbox.state.faults.set(IRONCLAD_ID, { territoryCheck: true });
    const page = await signedInPage();
    await startSubmission(page, 'Cyber Liability');
    const a = applicant();
    await fillApplicant(page, a);
    await shown(page.getByRole('heading', { name: 'Territory confirmation', exact: true }));
    await page.getByLabel('Zip/Postal').fill('10001');
    await page.getByRole('button', { name: 'Lodge' }).click();
    await shown(page.getByText('Zip/Postal does not match the risk location on file').first());
    await page.getByLabel('Zip/Postal').fill(a.zip);
    await page.getByRole('button', { name: 'Lodge' }).click();
    await shown(page.getByRole('heading', { name: 'Coverage', exact: true }));
  });

  it('shows the quote as a definition list in layout version 2', async () => {
    const page = await signedInPage();
    harness.sandbox.state.faults.set(IRONCLAD_ID, { layoutVersion: 2 });
    await glQuote(page);
    await shown(page.getByRole('heading', { name: 'Your Ironclad terms', exact: true }));
    expect(await page.getByRole('table', { name: 'Quote details' }).count()).toBe(0);
    const term = (label: string) =>
      page.locator(`xpath=//dt[normalize-space()="${label}"]/following-sibling::dd[1]`);
    expect(await textOf(term('Total payable'))).toBe(dollars(glExpected().total));
    expect(await textOf(term('Ref #'))).toMatch(/^IXQ-GLX-\d{6}$/);
  });

  it('finds an earlier submission by named insured and inception, and shows its quote again', async () => {
    const page = await signedInPage();
    const a = await glQuote(page, `Search Test Grocers ${Date.now()}`);
    const quoteNumber = await quoteDetail(page, 'Quote number');
    await page.getByRole('link', { name: 'Find a submission' }).click();
    await page.getByLabel('Named insured').fill('search test grocers');
    await page.getByLabel('Policy inception (YYYY-MM-DD)').fill(a.inception);
    await page.getByRole('button', { name: 'Search' }).click();
    const rows = page.getByRole('table', { name: 'Submissions' }).getByRole('row', { name: a.name });
    expect(await rows.count()).toBe(1);
    expect(await textOf(rows)).toContain('Quoted');
    await rows.getByRole('link').click();
    expect(await quoteDetail(page, 'Quote number')).toBe(quoteNumber);
  });

  it('downloads the quote letter as a PDF', async () => {
    const page = await signedInPage();
    await glQuote(page);
    const quoteNumber = await quoteDetail(page, 'Quote number');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download quote letter (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`Ironclad-Quote-${quoteNumber}.pdf`);
    const pdf = await readFile((await download.path())!, 'latin1');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf).toContain(`Quote number: ${quoteNumber}`);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
  });

  it('counts its submissions, drafts included, at the control API', async () => {
    const count = async () => {
      const body = (await (
        await fetch(`${harness.sandbox.url}/_sandbox/submissions?carrierId=${IRONCLAD_ID}`)
      ).json()) as {
        counts: Record<string, number>;
      };
      return body.counts[IRONCLAD_ID] ?? 0;
    };
    const before = await count();
    const page = await signedInPage();
    await startSubmission(page, 'Cyber Liability');
    await fillApplicant(page, applicant());
    await shown(page.getByRole('heading', { name: 'Coverage', exact: true }));
    expect(await count()).toBe(before + 1);
  });
});
