// Cascade Commercial's sign-in and widgets in real Chromium, on the fast profile, as a playbook meets
// them: the e-mailed code, controlled inputs, the class-code combobox, the calendar date picker, the
// loss-history web component (open shadow root), the standardized-address dialog, the API's 429, and
// the portal's faults.
import http from 'node:http';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { carrierCatalog } from '../../../src/carrier-definitions/built-in.ts';
import { OTHER_INSURED } from '../../core/misreport.ts';
import { startSandbox } from '../../server.ts';
import { type PortalHarness, startPortalHarness } from '../../testing.ts';
import { rateLimitedMessage } from './app/api.ts';
import { CASCADE_ACCOUNTS, CASCADE_ID, cascadePortal } from './index.ts';
import { rateGl } from './rating.ts';
import { CODE_MESSAGES, MAIL_FROM_ADDRESS, mailSubject } from './server/email-code.ts';
import { RATE_LIMIT } from './server/rate-limit.ts';
import {
  addressDialog,
  business,
  chooseAddress,
  chooseClass,
  continueTo,
  DEMO,
  dollars,
  fillBusiness,
  fillBusinessForm,
  fillLossHistory,
  getQuote,
  gone,
  heading,
  isoInDays,
  longDateName,
  mailedCode,
  openSignedIn,
  shown,
  signIn,
  submitPassword,
  textOf,
  typeEffectiveDate,
  usDate,
} from './test-driver.ts';

let harness: PortalHarness;
let origin: string;

beforeAll(async () => {
  harness = await startPortalHarness({ portals: [cascadePortal] });
  origin = harness.sandbox.origin(CASCADE_ID);
});
afterAll(async () => harness?.close());
afterEach(() => {
  harness.sandbox.state.faults.clear(CASCADE_ID);
  harness.sandbox.state.accounts.reset();
});

async function newPage(): Promise<Page> {
  const { page } = await harness.newPage();
  page.setDefaultTimeout(10_000);
  return page;
}

async function signedInPage(): Promise<Page> {
  const page = await newPage();
  await openSignedIn(page, origin, harness.sandbox);
  return page;
}

/** Signed in, a new GL quote at its Coverage step. */
async function atCoverage(): Promise<{ page: Page; name: string }> {
  const page = await signedInPage();
  const b = business();
  await fillBusiness(page, 'General Liability', b);
  await chooseAddress(page, 'suggested');
  return { page, name: b.name };
}

/** The Coverage step of a GL quote filled (consultants on $850,000 of sales) and continued. */
async function fillGlCoverage(page: Page) {
  await chooseClass(page, 'consult', '41677 — Consultants, NOC');
  await typeEffectiveDate(page, isoInDays(20));
  await page.getByLabel('Exposure').fill('850,000');
  await page.getByLabel('Limits (each occurrence / aggregate)').selectOption('1000000/2000000');
  await page.getByLabel('Property damage deductible').selectOption('500');
  await continueTo(page, 'Loss history');
}

describe('Cascade Commercial: sign-in', () => {
  it('e-mails a code from its sender, refuses a wrong code and signs in with the right one', async () => {
    const page = await newPage();
    await page.goto(`${origin}/`);
    await submitPassword(page);
    await shown(heading(page, 'Check your e-mail'));
    await shown(page.getByText(CODE_MESSAGES.sent('a•••@whitaker-insurance.example')));
    const code = mailedCode(harness.sandbox);
    const mail = harness.sandbox.state.mail.list({ carrierId: CASCADE_ID })[0]!;
    expect(mail.from).toBe(`"Cascade Commercial" <${MAIL_FROM_ADDRESS}>`);
    expect(mail.subject).toBe(mailSubject(code));
    expect(mail.text.match(/\d{4,}/g)).toEqual([code]);
    const catalogEntry = carrierCatalog(() => origin).find((c) => c.id === CASCADE_ID);
    expect(catalogEntry?.mfaEmailSenders).toEqual([MAIL_FROM_ADDRESS]);

    await page.getByLabel('Verification code').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await shown(page.getByRole('alert').getByText(CODE_MESSAGES.wrong));
    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await shown(heading(page, 'Welcome, Avery'));
  });

  it('locks the login after five wrong passwords', async () => {
    const page = await newPage();
    await page.goto(`${origin}/`);
    const second = CASCADE_ACCOUNTS[1]!;
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await submitPassword(page, second.username, 'Wrong-Password-1');
      const expected =
        attempt < 5 ? 'The e-mail address or password is incorrect.' : 'This account is locked';
      await shown(page.getByRole('alert').getByText(expected, { exact: false }));
    }
    await submitPassword(page, second.username, second.password);
    await shown(page.getByRole('alert').getByText('This account is locked', { exact: false }));
  });

  it('keeps inputs controlled: a value a script assigns never reaches the form state', async () => {
    const page = await newPage();
    await page.goto(`${origin}/`);
    await shown(heading(page, 'Sign in to Cascade Commercial'));
    await page.evaluate(
      (typed) => {
        for (const [id, value] of Object.entries(typed)) {
          const input = document.getElementById(id) as HTMLInputElement;
          input.value = value;
          input.dispatchEvent(new Event('input', { bubbles: true }));
          input.dispatchEvent(new Event('change', { bubbles: true }));
        }
      },
      { email: DEMO.username, password: DEMO.password },
    );
    const mailed = harness.sandbox.state.mail.list({ carrierId: CASCADE_ID }).length;
    await page.getByRole('button', { name: 'Sign in' }).click();
    await shown(page.getByRole('alert').getByText('Enter your e-mail address and password.'));
    // React rendered its state again: the value the script wrote is gone from the field too.
    expect(await page.getByLabel('E-mail address').inputValue()).toBe('');
    expect(harness.sandbox.state.mail.list({ carrierId: CASCADE_ID })).toHaveLength(mailed);
  });
});

describe('Cascade Commercial: class-code combobox', () => {
  it('searches as the producer types (ARIA combobox), and only a chosen option sets the class', async () => {
    const { page } = await atCoverage();
    const combobox = page.getByRole('combobox', { name: 'Class code' });
    expect(await combobox.getAttribute('aria-expanded')).toBe('false');
    await combobox.pressSequentially('rest');
    const listbox = page.getByRole('listbox', { name: 'Class codes' });
    await shown(
      listbox.getByRole('option', {
        name: '16902 — Restaurants, with alcohol under 30% of receipts, with table service',
      }),
    );
    expect(await listbox.getByRole('option').count()).toBe(3);
    expect(await combobox.getAttribute('aria-expanded')).toBe('true');
    expect(await combobox.getAttribute('aria-controls')).toBe(await listbox.getAttribute('id'));

    await combobox.press('ArrowDown');
    const second = listbox.getByRole('option', {
      name: '16911 — Restaurants, without alcohol, with table service',
    });
    expect(await combobox.getAttribute('aria-activedescendant')).toBe(await second.getAttribute('id'));
    await combobox.press('Enter');
    expect(await combobox.inputValue()).toBe('16911 — Restaurants, without alcohol, with table service');
    await gone(listbox);
    await shown(page.getByText('Premium basis: Gross sales'));

    await combobox.fill('238220');
    await shown(listbox.getByRole('option', { name: /^91111 — / }));
    await shown(listbox.getByRole('option', { name: /^98483 — / }));
    await combobox.fill('zzzz');
    await shown(page.getByRole('status').getByText('No class codes match “zzzz”.'));

    await combobox.fill('plumb');
    await shown(listbox.getByRole('option', { name: /^98483 — / }));
    await page.getByRole('button', { name: 'Continue' }).click();
    await shown(page.locator('#class-code-error').getByText('Choose a class code from the list.'));
  });
});

describe('Cascade Commercial: calendar date picker', () => {
  it('opens a month grid, moves between months, disables days outside the window and fills the field', async () => {
    const { page } = await atCoverage();
    const field = page.getByLabel('Policy effective date', { exact: true });
    const today = isoInDays(0);
    const last = isoInDays(75);
    await page.getByRole('button', { name: 'Open calendar' }).click();
    const calendar = page.getByRole('dialog', { name: 'Choose date' });
    await shown(calendar.getByRole('grid', { name: longDateName(today).replace(/ \d+,/, '') }));
    expect(await calendar.getByRole('button', { name: 'Previous month' }).isDisabled()).toBe(true);
    expect(await calendar.getByRole('button', { name: longDateName(today) }).isEnabled()).toBe(true);
    if (today.slice(8) !== '01') {
      expect(await calendar.getByRole('button', { name: longDateName(isoInDays(-1)) }).isDisabled()).toBe(
        true,
      );
    }
    while (await calendar.getByRole('button', { name: 'Next month' }).isEnabled()) {
      await calendar.getByRole('button', { name: 'Next month' }).click();
    }
    await shown(calendar.getByRole('grid', { name: longDateName(last).replace(/ \d+,/, '') }));
    const dayAfter = isoInDays(76);
    if (dayAfter.slice(0, 7) === last.slice(0, 7)) {
      expect(await calendar.getByRole('button', { name: longDateName(dayAfter) }).isDisabled()).toBe(true);
    }
    await calendar.getByRole('button', { name: longDateName(last) }).click();
    await gone(calendar);
    expect(await field.inputValue()).toBe(usDate(last));

    await page.getByRole('button', { name: 'Open calendar' }).click();
    const chosen = calendar.getByRole('button', { name: longDateName(last) });
    expect(await chosen.getAttribute('aria-pressed')).toBe('true');
    await chosen.press('ArrowLeft');
    await page.keyboard.press('Enter');
    await gone(calendar);
    expect(await field.inputValue()).toBe(usDate(isoInDays(74)));

    await page.getByRole('button', { name: 'Open calendar' }).click();
    await shown(calendar);
    await page.keyboard.press('Escape');
    await gone(calendar);

    const typed = isoInDays(5);
    await field.fill(`${Number(typed.slice(5, 7))}/${Number(typed.slice(8, 10))}/${typed.slice(0, 4)}`);
    await field.blur();
    expect(await field.inputValue()).toBe(usDate(typed));
  });
});

describe('Cascade Commercial: loss history in a web component', () => {
  it('renders the section in an open shadow root whose inputs feed the React form', async () => {
    const { page } = await atCoverage();
    await fillGlCoverage(page);
    const placement = await page.evaluate(() => {
      const host = document.querySelector('cascade-loss-history');
      return {
        mode: host?.shadowRoot?.mode,
        inside: host?.shadowRoot?.getElementById('loss-count') !== null,
        outside: document.getElementById('loss-count') !== null,
      };
    });
    expect(placement).toEqual({ mode: 'open', inside: true, outside: false });

    await page.getByRole('button', { name: 'Continue' }).click();
    await shown(page.getByText('Enter the number of losses (0 to 99).'));
    expect(await page.getByLabel('Number of losses in the past 3 years').getAttribute('aria-invalid')).toBe(
      'true',
    );

    await fillLossHistory(page, { count: '2', incurred: '18,500', open: 'No' });
    const review = page.getByRole('region', { name: 'Loss history' });
    expect(await textOf(review.getByRole('definition').nth(0))).toBe('2');
    expect(await textOf(review.getByRole('definition').nth(1))).toBe('$18,500');
    expect(await textOf(review.getByRole('definition').nth(2))).toBe('No');
  });
});

describe('Cascade Commercial: standardized-address dialog', () => {
  it('offers the postal form with its ZIP+4, keeps focus inside, and "Edit address" goes back to the form', async () => {
    const page = await signedInPage();
    await fillBusiness(page, 'General Liability', business());
    const dialog = addressDialog(page);
    await shown(dialog);
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    const suggested = dialog.getByRole('region', { name: 'Suggested' });
    expect(await textOf(suggested.locator('address'))).toMatch(
      /^1201 THIRD AVE STE 400 SEATTLE, WA 98101-\d{4}$/,
    );
    expect(await textOf(dialog.getByRole('region', { name: 'You entered' }).locator('address'))).toBe(
      '1201 Third Avenue, Suite 400 Seattle, WA 98101',
    );
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Use suggested address');
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Edit address');
    await dialog.getByRole('button', { name: 'Edit address' }).click();
    await gone(dialog);
    await shown(heading(page, 'Business'));

    await page.getByRole('button', { name: 'Continue' }).click();
    await chooseAddress(page, 'suggested');
    await page.getByRole('button', { name: 'Back' }).click();
    await shown(heading(page, 'Business'));
    expect(await page.getByLabel('Street address').inputValue()).toBe('1201 THIRD AVE STE 400');
    expect(await page.getByLabel('ZIP code').inputValue()).toMatch(/^98101-\d{4}$/);
  });
});

/**
 * A burst of API calls made at once from the page, right after a request of the session opened a window
 * of the rate limit of its own (the fill's requests may have opened one that would end mid-burst): their
 * statuses and Retry-After, and whether the whole burst was answered within a second of that request
 * being sent, so inside its window (the server's window starts after the request is sent). On a machine
 * too loaded for that, the burst is made again.
 */
async function burstInOneWindow(page: Page, count: number) {
  for (let tries = 1; ; tries += 1) {
    await page.waitForFunction(
      async (max) => {
        const sent = performance.now();
        const response = await fetch('/api/reference');
        (window as unknown as { windowOpened: number }).windowOpened = sent;
        return response.status === 200 && response.headers.get('x-ratelimit-remaining') === String(max - 1);
      },
      RATE_LIMIT.max,
      { polling: 200 },
    );
    const { answers, withinMs } = await page.evaluate(async (n) => {
      const answers = await Promise.all(
        Array.from({ length: n }, () =>
          fetch('/api/reference').then((r) => ({
            status: r.status,
            retryAfter: r.headers.get('retry-after'),
          })),
        ),
      );
      return {
        answers,
        withinMs: performance.now() - (window as unknown as { windowOpened: number }).windowOpened,
      };
    }, count);
    if (withinMs < RATE_LIMIT.windowMs || tries === 5) return { answers, withinMs };
  }
}

describe('Cascade Commercial: API rate limit', () => {
  it('answers 429 with Retry-After past 10 requests a second, and the SPA says so until it lifts', async () => {
    const page = await signedInPage();
    await page.getByRole('link', { name: 'New General Liability quote' }).click();
    await shown(heading(page, 'Business'));
    await fillBusinessForm(page, business());
    const { answers, withinMs } = await burstInOneWindow(page, 15);
    expect(withinMs, 'the burst fell in one window of the limit').toBeLessThan(RATE_LIMIT.windowMs);
    expect(answers.filter((a) => a.status === 200).length).toBeLessThanOrEqual(10);
    expect(answers.filter((a) => a.status === 429).length).toBeGreaterThanOrEqual(5);
    expect(answers.find((a) => a.status === 429)?.retryAfter).toBe('1');

    await page.getByRole('button', { name: 'Continue' }).click();
    await shown(page.getByRole('alert').getByText(rateLimitedMessage(1), { exact: false }));
    await page.waitForFunction(async () => (await fetch('/api/reference')).status === 200, null, {
      polling: 1_100,
    });
  });

  it('limits on the realistic profile too', async () => {
    const realistic = await startSandbox({ port: 0, profile: 'realistic', portals: [cascadePortal] });
    try {
      const statuses = await Promise.all(
        Array.from(
          { length: 14 },
          () =>
            new Promise<{ status: number; retryAfter: string | undefined }>((resolve, reject) => {
              http
                .get(
                  {
                    host: '127.0.0.1',
                    port: realistic.port,
                    path: '/api/session',
                    headers: { host: `cascade.localhost:${realistic.port}` },
                  },
                  (res) => {
                    res.resume();
                    res.on('end', () =>
                      resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'] }),
                    );
                  },
                )
                .on('error', reject);
            }),
        ),
      );
      expect(statuses.filter((s) => s.status === 429)).toHaveLength(4);
      expect(statuses.find((s) => s.status === 429)?.retryAfter).toBe('1');
    } finally {
      await realistic.close();
    }
  });
});

describe('Cascade Commercial: faults', () => {
  it('shows its maintenance page, and a 503 on a save leaves the form to try again', async () => {
    harness.sandbox.state.faults.set(CASCADE_ID, { maintenance: true });
    const page = await newPage();
    const response = await page.goto(`${origin}/`);
    expect(response?.status()).toBe(503);
    await shown(heading(page, 'Cascade Commercial is down for scheduled maintenance'));
    harness.sandbox.state.faults.clear(CASCADE_ID);

    await openSignedIn(page, origin, harness.sandbox);
    await fillBusiness(page, 'General Liability', business());
    await chooseAddress(page, 'suggested');
    await chooseClass(page, 'consult', '41677 — Consultants, NOC');
    await typeEffectiveDate(page, isoInDays(20));
    await page.getByLabel('Exposure').fill('850,000');
    await page.getByLabel('Limits (each occurrence / aggregate)').selectOption('1000000/2000000');
    await page.getByLabel('Property damage deductible').selectOption('500');
    harness.sandbox.state.faults.set(CASCADE_ID, { failNext: 1 });
    await page.getByRole('button', { name: 'Continue' }).click();
    await shown(
      page
        .getByRole('alert')
        .getByText('Cascade Commercial is temporarily unavailable (error 503). Nothing was saved.', {
          exact: false,
        }),
    );
    await continueTo(page, 'Loss history');
  });

  it('after the session expires mid-quote, signs in again and returns to the same step, earlier steps kept', async () => {
    const { page, name } = await atCoverage();
    const coverageUrl = page.url();
    harness.sandbox.state.faults.set(CASCADE_ID, { sessionExpiryAfterPages: 1 });
    await chooseClass(page, 'consult', '41677 — Consultants, NOC');
    await page.getByRole('button', { name: 'Continue' }).click();
    await shown(page.getByText('Your session expired. Sign in again to pick up where you left off.'));
    harness.sandbox.state.faults.clear(CASCADE_ID);
    await signIn(page, harness.sandbox);
    await shown(heading(page, 'Coverage'));
    expect(page.url()).toBe(coverageUrl);
    await shown(page.getByText(name, { exact: false }));
    await fillGlCoverage(page);
  });

  it('asks two new required questions under newRequirements, and quotes the same premium', async () => {
    harness.sandbox.state.faults.set(CASCADE_ID, { newRequirements: true });
    const { page } = await atCoverage();
    await chooseClass(page, 'consult', '41677 — Consultants, NOC');
    await typeEffectiveDate(page, isoInDays(20));
    await page.getByLabel('Exposure').fill('850,000');
    await page.getByLabel('Limits (each occurrence / aggregate)').selectOption('1000000/2000000');
    await page.getByLabel('Property damage deductible').selectOption('500');
    await page.getByRole('button', { name: 'Continue' }).click();
    await shown(
      page.getByText("Enter the owner's or manager's years of industry experience (whole years).").first(),
    );
    await page.getByLabel('Years of industry experience (owner or manager)').fill('12');
    await page
      .getByRole('radiogroup', { name: 'Does the applicant have a written safety program?' })
      .getByLabel('No')
      .check();
    await continueTo(page, 'Loss history');
    await fillLossHistory(page);
    await getQuote(page, 'Quote ready');
    const expected = rateGl({
      state: 'WA',
      classCode: '41677',
      exposure: 850_000,
      limits: '1000000/2000000',
      deductible: '500',
      lossCount: 0,
    });
    expect(await textOf(page.locator('.premium strong'))).toBe(dollars(expected.total));
  });

  it('shows the quote in its second layout, and misreports it under the quotePage fault', async () => {
    harness.sandbox.state.faults.set(CASCADE_ID, { layoutVersion: 2, quotePage: 'other-insured' });
    const { page } = await atCoverage();
    await fillGlCoverage(page);
    await fillLossHistory(page);
    await getQuote(page, 'Your Cascade quote');
    const expected = rateGl({
      state: 'WA',
      classCode: '41677',
      exposure: 850_000,
      limits: '1000000/2000000',
      deductible: '500',
      lossCount: 0,
    });
    const facts = page.getByRole('region', { name: 'Your quote' });
    expect(await textOf(facts.getByRole('definition').first())).toBe(dollars(expected.total));
    await shown(facts.getByText(OTHER_INSURED));
    await shown(
      page
        .getByRole('region', { name: 'How the premium is made up' })
        .getByText(`Claims-free credit: ${dollars(expected.breakdown[1]!.amount)}`),
    );
    expect(await page.getByRole('table').count()).toBe(0);
  });
});
