// Larkspur Quote Studio over HTTP: sign-in with an authenticator code and a remembered device, each
// line to a quote equal to its formula, every outcome, the portal's validation, two tabs of one session,
// the faults; then one real-Chromium pass through the pages by their labels.
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { type Sandbox, startSandbox } from '../../server.ts';
import { startPortalHarness } from '../../testing.ts';
import { LARKSPUR_ID, larkspur } from './index.ts';
import { rateBop, rateGl } from './rating.ts';
import {
  BOP_COVERAGE,
  BUSINESS,
  DEMO,
  GL_EXPOSURE,
  isoIn,
  LOCATION,
  quote,
  SECOND,
  StudioClient,
  shownPremium,
  totp,
} from './test-client.ts';
import { quoteGlInBrowser } from './test-driver.ts';

let sandbox: Sandbox;
let origin: string;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, profile: 'fast', portals: [larkspur] });
  origin = sandbox.origin(LARKSPUR_ID);
});
afterAll(async () => {
  await sandbox?.close();
});
afterEach(() => {
  sandbox.state.faults.clear(LARKSPUR_ID);
});

const stored = (ref: string) => sandbox.state.submissions.get(LARKSPUR_ID, ref)!;

async function signedIn() {
  const client = new StudioClient(origin);
  const home = await client.signIn();
  expect(home.url).toBe('/studio');
  return client;
}

describe('sign-in', () => {
  test('password, then the authenticator code; a remembered device is not asked again', async () => {
    const client = new StudioClient(origin);
    const afterPassword = await client.post('/studio/sign-in', {
      producer_id: DEMO.username,
      passphrase: DEMO.password,
    });
    expect(afterPassword.url).toBe('/studio/verify');
    expect(afterPassword.html).toContain('Authenticator code');
    const wrong = await client.post('/studio/verify', { otp: '000000' });
    expect(wrong.status).toBe(401);
    expect(wrong.html).toContain('That code didn’t match.');
    const home = await client.post('/studio/verify', { otp: await totp(DEMO.totpSeed!), remember: 'yes' });
    expect(home.url).toBe('/studio');
    expect(home.html).toContain('New general liability quote');
    expect(client.cookies.has('LKS_DEVICE')).toBe(true);
    await client.get('/studio/sign-out');
    const again = await client.post('/studio/sign-in', {
      producer_id: DEMO.username,
      passphrase: DEMO.password,
    });
    expect(again.url).toBe('/studio');
  });

  test('a wrong password says how many attempts are left; the fifth locks the ID', async () => {
    const client = new StudioClient(origin);
    const first = await client.post('/studio/sign-in', { producer_id: SECOND.username, passphrase: 'nope' });
    expect(first.status).toBe(401);
    expect(first.html).toContain('That Producer ID and password don’t match our records. 4 attempts left');
    for (let i = 0; i < 4; i += 1)
      await client.post('/studio/sign-in', { producer_id: SECOND.username, passphrase: 'nope' });
    const locked = await client.post('/studio/sign-in', {
      producer_id: SECOND.username,
      passphrase: SECOND.password,
    });
    expect(locked.html).toContain('This Producer ID is locked');
    sandbox.state.accounts.reset();
  });

  test('a page without a session goes to sign-in and comes back after it', async () => {
    const client = new StudioClient(origin);
    const page = await client.get('/studio/quotes');
    expect(page.url).toBe('/studio/sign-in?next=%2Fstudio%2Fquotes');
    const first = await client.post('/studio/sign-in', {
      producer_id: DEMO.username,
      passphrase: DEMO.password,
      next: '/studio/quotes',
    });
    const back = await client.post('/studio/verify', {
      otp: await totp(DEMO.totpSeed!),
      next: '/studio/quotes',
    });
    expect(first.url).toContain('/studio/verify');
    expect(back.url).toBe('/studio/quotes');
  });
});

describe('quotes equal to the formula', () => {
  test('GL: a bindable quote with its number, limits, deductible, validity and letter', async () => {
    const client = await signedIn();
    const { ref, page } = await quote(client);
    const expected = rateGl({
      state: 'CO',
      classCode: '10100',
      grossSales: 850_000,
      payroll: 210_000,
      limits: '1000000/2000000',
      deductible: '500',
      yearsInBusiness: Number(BUSINESS.effective_date.slice(0, 4)) - 2012,
    });
    // 850 × 0.85 × 1 × 0.97 × 1.05 × 0.93 = 684 (rounded), plus the $75 fee.
    expect(expected.annualPremium).toBe(684 + 75);
    expect(page.url).toBe(`/studio/quotes/${ref}`);
    expect(shownPremium(page.html)).toBe(expected.annualPremium);
    expect(page.html).toContain('Bindable quote');
    expect(page.html).toMatch(/id="quote-number">LMQ-GL-\d{6}</);
    expect(page.html).toContain('id="limits">$1,000,000 / $2,000,000<');
    expect(page.html).toContain('id="deductible">$500 per claim<');
    expect(page.html).toMatch(/id="valid-until">[A-Z][a-z]+ \d{1,2}, \d{4}</);
    const s = stored(ref);
    expect(s).toMatchObject({ status: 'quoted', line: 'gl', applicantName: BUSINESS.insured_name });
    expect(s.quote).toMatchObject({ annualPremium: expected.annualPremium, quoteType: 'bindable' });
    const letter = await client.get(`/studio/quotes/${ref}/letter`);
    expect(letter.html).toContain(`Quotation ${s.quote!.quoteNumber}`);
    expect(letter.html).toContain('$759');
  });

  test('BOP: property and liability from the formula', async () => {
    const client = await signedIn();
    const { ref, page } = await quote(client, 'bop');
    const expected = rateBop({
      state: 'CO',
      classCode: 'R-100',
      grossSales: 600_000,
      buildingLimit: 0,
      contentsLimit: 150_000,
      construction: 'masonry_noncombustible',
      sprinklered: true,
      limits: '1000000/2000000',
      deductible: '1000',
    });
    expect(shownPremium(page.html)).toBe(expected.annualPremium);
    expect(stored(ref).quote!.annualPremium).toBe(expected.annualPremium);
    expect(page.html).toContain('id="deductible">$1,000 (property)<');
    expect(page.html).toMatch(/LMQ-BOP-\d{6}/);
  });

  test('a payroll class is rated on payroll, other limits and state by their factors', async () => {
    const client = await signedIn();
    const { page } = await quote(client, 'gl', {
      location: { ...LOCATION, state: 'NV', city: 'Reno', zip: '89501' },
      liability: { ...GL_EXPOSURE, gl_class: '96816', gl_limits: '2000000/4000000', gl_deductible: '0' },
    });
    const expected = rateGl({
      state: 'NV',
      classCode: '96816',
      grossSales: 850_000,
      payroll: 210_000,
      limits: '2000000/4000000',
      deductible: '0',
      yearsInBusiness: 10,
    });
    expect(shownPremium(page.html)).toBe(expected.annualPremium);
  });

  test('two tabs of one session fill two quotes at once, each rated on its own answers', async () => {
    const client = await signedIn();
    const [gl, bop] = await Promise.all([quote(client, 'gl'), quote(client, 'bop')]);
    expect(stored(gl.ref).line).toBe('gl');
    expect(stored(bop.ref).line).toBe('bop');
    expect(shownPremium(gl.page.html)).toBe(stored(gl.ref).quote!.annualPremium);
    expect(shownPremium(bop.page.html)).toBe(stored(bop.ref).quote!.annualPremium);
    expect(stored(gl.ref).quote!.annualPremium).not.toBe(stored(bop.ref).quote!.annualPremium);
  });

  test('Find a quote finds it by insured and coverage start', async () => {
    const client = await signedIn();
    const { ref } = await quote(client, 'gl', {
      business: { ...BUSINESS, insured_name: 'Tamarack Books LLC' },
    });
    const found = await client.get(`/studio/quotes?insured=tamarack&start=${BUSINESS.effective_date}`);
    expect(found.html).toContain(ref);
    expect(found.html).toContain('Tamarack Books LLC');
  });
});

describe('outcomes', () => {
  test('a business under three years old gets an indication, not bindable', async () => {
    const client = await signedIn();
    const year = String(Number(BUSINESS.effective_date.slice(0, 4)) - 1);
    const { ref, page } = await quote(client, 'gl', { business: { ...BUSINESS, year_started: year } });
    expect(page.html).toContain('Indication, not bindable');
    expect(stored(ref)).toMatchObject({ status: 'indicated', quote: { quoteType: 'indication' } });
    expect(shownPremium(page.html)).toBe(stored(ref).quote!.annualPremium);
  });

  test('two losses, or gross sales above $5,000,000, are referred', async () => {
    const client = await signedIn();
    const losses = await quote(client, 'gl', { eligibility: { loss_count: '2', prior_cancel: 'no' } });
    expect(losses.page.html).toContain('Referred to underwriting');
    expect(losses.page.html).toContain('two losses in the past 3 years');
    const big = await quote(client, 'bop', { coverage: { ...BOP_COVERAGE, gross_sales: '6,000,000' } });
    expect(big.page.html).toContain('gross sales above $5,000,000');
    expect(stored(big.ref).status).toBe('referred');
    expect(stored(big.ref).quote).toBeUndefined();
  });

  test('a class Larkspur does not write is declined for appetite; a prior cancellation for underwriting', async () => {
    const client = await signedIn();
    const roofing = await quote(client, 'gl', { liability: { ...GL_EXPOSURE, gl_class: '91560' } });
    expect(roofing.page.html).toContain('We can’t offer a quote');
    expect(roofing.page.html).toContain('Larkspur Mutual does not write roofing operations.');
    expect(stored(roofing.ref)).toMatchObject({ status: 'declined', data: { outcomeReason: 'appetite' } });
    const cancelled = await quote(client, 'bop', { eligibility: { loss_count: '0', prior_cancel: 'yes' } });
    expect(cancelled.page.html).toContain('cancelled or non-renewed in the past 3 years');
    expect(stored(cancelled.ref)).toMatchObject({
      status: 'declined',
      data: { outcomeReason: 'underwriting' },
    });
  });
});

describe('the portal’s own validation', () => {
  test('an empty step is refused with a message per field, values kept', async () => {
    const client = await signedIn();
    const ref = await client.start('gl');
    const page = await client.post(`/studio/quotes/${ref}/business`, {
      insured_name: 'Kept Name LLC',
      go: 'next',
    });
    expect(page.status).toBe(422);
    expect(page.html).toContain('Please fix these 3 items');
    expect(page.html).toContain('Choose the type of business entity.');
    expect(page.html).toContain('Year the business started is required.');
    expect(page.html).toContain('Coverage start date is required.');
    expect(page.html).toContain('value="Kept Name LLC"');
  });

  test('formats and ranges: date window, ZIP, money, the class basis', async () => {
    const client = await signedIn();
    const ref = await client.start('gl');
    const late = await client.post(`/studio/quotes/${ref}/business`, {
      ...BUSINESS,
      effective_date: isoIn(75),
    });
    expect(late.html).toContain('Coverage can start today or within the next 60 days.');
    await client.post(`/studio/quotes/${ref}/business`, BUSINESS);
    const zip = await client.post(`/studio/quotes/${ref}/location`, { ...LOCATION, zip: '8030' });
    expect(zip.html).toContain('ZIP code must be 5 digits.');
    await client.post(`/studio/quotes/${ref}/location`, LOCATION);
    const money = await client.post(`/studio/quotes/${ref}/liability`, {
      ...GL_EXPOSURE,
      gross_sales: 'lots',
    });
    expect(money.html).toContain('Annual gross sales: enter whole dollars, for example 250,000.');
    const basis = await client.post(`/studio/quotes/${ref}/liability`, { ...GL_EXPOSURE, gross_sales: '0' });
    expect(basis.html).toContain('Class 10100 is rated on gross sales: enter more than $0.');
    // The review page cannot be skipped to: it sends back to the first step not saved.
    expect((await client.get(`/studio/quotes/${ref}/review`)).url).toBe(`/studio/quotes/${ref}/liability`);
  });
});

describe('faults', () => {
  test('503s, maintenance, and a session that dies mid-form keeps what was saved', async () => {
    const client = await signedIn();
    sandbox.state.faults.set(LARKSPUR_ID, { failNext: 1 });
    expect((await client.get('/studio')).status).toBe(503);
    sandbox.state.faults.set(LARKSPUR_ID, { maintenance: true });
    const down = await client.get('/studio');
    expect(down.status).toBe(503);
    expect(down.html).toContain('Quote Studio is resting');
    // Signed in (one page), then a quote started (two) and its first step saved (the fourth): the next dies.
    sandbox.state.faults.set(LARKSPUR_ID, { sessionExpiryAfterPages: 4 });
    const ref = await client.start('gl');
    const expired = await client.post(`/studio/quotes/${ref}/business`, BUSINESS);
    expect(expired.url).toMatch(/^\/studio\/sign-in\?next=.*&expired=1$/);
    expect(expired.html).toContain('Your Quote Studio session ended.');
    sandbox.state.faults.clear(LARKSPUR_ID);
    await client.signIn();
    expect(stored(ref).applicantName).toBe(BUSINESS.insured_name);
  });

  test('layout 2 offers the limits as a drop-down; new requirements add two eligibility questions', async () => {
    const client = await signedIn();
    sandbox.state.faults.set(LARKSPUR_ID, { layoutVersion: 2, newRequirements: true });
    const ref = await client.start('gl');
    await client.post(`/studio/quotes/${ref}/business`, BUSINESS);
    await client.post(`/studio/quotes/${ref}/location`, LOCATION);
    const exposure = await client.get(`/studio/quotes/${ref}/liability`);
    expect(exposure.html).toContain('<select id="f_gl_limits" name="gl_limits"');
    await client.post(`/studio/quotes/${ref}/liability`, GL_EXPOSURE);
    const refused = await client.post(`/studio/quotes/${ref}/eligibility`, {
      loss_count: '0',
      prior_cancel: 'no',
    });
    expect(refused.html).toContain('Years of experience in this industry (owner or manager) is required.');
    expect(refused.html).toContain('Answer “Does the applicant have a written safety program?”');
    await client.post(`/studio/quotes/${ref}/eligibility`, {
      loss_count: '0',
      prior_cancel: 'no',
      industry_years: '12',
      safety_program: 'yes',
    });
    const page = await client.post(`/studio/quotes/${ref}/review`, { attest: 'yes' });
    expect(shownPremium(page.html)).toBe(stored(ref).quote!.annualPremium);
  });

  test('the quote page misreports under the quotePage fault; the stored quote stays right', async () => {
    const client = await signedIn();
    sandbox.state.faults.set(LARKSPUR_ID, { quotePage: 'other-limits' });
    const { page } = await quote(client);
    expect(page.html).toContain('id="limits">$2,000,000 / $4,000,000<');
    sandbox.state.faults.set(LARKSPUR_ID, { quotePage: 'no-bindable-marker' });
    const second = await quote(client);
    expect(second.page.html).not.toContain('Bindable quote');
    expect(stored(second.ref).quote!.quoteType).toBe('bindable');
  });
});

test('real Chromium: signed in and quoted by the labels alone', async () => {
  const harness = await startPortalHarness({ portals: [larkspur] });
  try {
    const { page } = await harness.newPage();
    const { expected, shown } = await quoteGlInBrowser(page, harness.sandbox.origin(LARKSPUR_ID));
    expect(shown).toBe(expected);
  } finally {
    await harness.close();
  }
});
