// Summit AgentLink in real Chromium: wrong password and lockout, the SMS code (wrong, expired,
// resent), one session per User ID, and session expiry mid-form with resume after logging in again.

import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type PortalHarness, startPortalHarness } from '../../testing.ts';
import { summitPortal } from './index.ts';
import { rateGl } from './rating.ts';
import {
  answerBopGlQuestions,
  CARRIER,
  CSR,
  DEMO,
  displayedTotal,
  enterCode,
  expectStep,
  fillApplicant,
  fillGlExposure,
  glApplicant,
  latestCode,
  login,
  next,
  rate,
  startSubmission,
  storedSubmissions,
  submitPassword,
} from './test-driver.ts';

let harness: PortalHarness;
let clockOffsetMs = 0;

beforeAll(async () => {
  harness = await startPortalHarness({
    portals: [summitPortal],
    now: () => new Date(Date.now() + clockOffsetMs),
  });
});
afterAll(async () => {
  await harness?.close();
});
afterEach(() => {
  harness.sandbox.state.faults.clear();
  clockOffsetMs = 0;
});

const faults = () => harness.sandbox.state.faults;
const storedStatus = (name: string) => storedSubmissions(harness, name);
const failureText = (page: Page) => page.locator('#ctl00_MainContent_LoginUser_FailureText').textContent();

describe('Summit AgentLink login', () => {
  it('refuses a wrong password with the portal message and the attempts left', async () => {
    const { page } = await harness.newPage();
    await submitPassword(page, harness, { ...DEMO, password: 'not-it' });
    expect(await failureText(page)).toBe(
      'Your login attempt was not successful. Please check your User ID and password and try again. You have 4 attempt(s) remaining before your account is locked.',
    );
    await login(page, harness);
    await page.getByRole('heading', { name: 'Agency Home' }).waitFor();
  });

  it('locks the account after 5 failures, even for the right password', async () => {
    const { page } = await harness.newPage();
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await submitPassword(page, harness, { ...CSR, password: `wrong-${attempt}` });
      expect(await failureText(page)).toContain(`${5 - attempt} attempt(s) remaining`);
    }
    await submitPassword(page, harness, { ...CSR, password: 'wrong-5' });
    expect(await failureText(page)).toContain('Your AgentLink account has been locked');
    await submitPassword(page, harness, CSR);
    expect(await failureText(page)).toContain('Your AgentLink account has been locked');
    expect(page.url()).toContain('/Login.aspx');
  });

  it('asks for the SMS code: wrong code, expired code, resend', async () => {
    const { page } = await harness.newPage();
    await submitPassword(page, harness);
    await page.getByText('We sent a 6-digit code to the mobile number ending in 0142').waitFor();
    const code = await latestCode(harness, DEMO.username);
    await enterCode(page, code === '000000' ? '111111' : '000000');
    await page.getByText('The verification code you entered is incorrect. Please try again.').waitFor();
    clockOffsetMs = 11 * 60_000;
    await enterCode(page, code);
    await page
      .getByText('The verification code has expired. Select Resend code to receive a new code.')
      .waitFor();
    await page.getByRole('link', { name: 'Resend code' }).click();
    await page.getByText('A new verification code has been sent.').waitFor();
    const fresh = await latestCode(harness, DEMO.username);
    await enterCode(page, fresh);
    await page.getByRole('heading', { name: 'Agency Home' }).waitFor();
  });
});

describe('Summit AgentLink sessions', () => {
  it('ends the older session when the same User ID logs in elsewhere', async () => {
    const first = await harness.newPage();
    await login(first.page, harness);
    const second = await harness.newPage();
    await login(second.page, harness);
    await first.page.getByRole('link', { name: 'Find Submission' }).first().click();
    await first.page
      .getByText('Your session was ended because your User ID was used to log in from another location.')
      .waitFor();
    await second.page.getByRole('link', { name: 'Find Submission' }).first().click();
    await second.page.getByRole('heading', { name: 'Find Submission', level: 1 }).waitFor();
  });

  it('expires the session mid-form, then resumes the same draft after logging in again', async () => {
    const { context, page } = await harness.newPage();
    await login(page, harness);
    await startSubmission(page, 'Commercial General Liability (CGL)');
    const name = 'Midform Expiry Partners LLC';
    await fillApplicant(page, glApplicant(name));
    await next(page);
    await expectStep(page, 'Liability Exposure');
    const sessionId = (await context.cookies()).find((c) => c.name === 'ASP.NET_SessionId')!.value;
    const views = harness.sandbox.state.sessions.peek(CARRIER, sessionId)!.pageViews;
    faults().set(CARRIER, { sessionExpiryAfterPages: views });
    await fillGlExposure(page, {
      classCode: '41677',
      basis: 'Payroll',
      exposure: 650_000,
      limits: '1,000,000/2,000,000',
      deductible: '$500',
    });
    await next(page);
    await page.getByText('Your session has expired due to inactivity.').waitFor();
    faults().clear(CARRIER);
    await login(page, harness);
    await expectStep(page, 'Liability Exposure');
    expect(page.url()).toContain('SubmissionNo=AL');
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
    expect(await displayedTotal(page)).toBe(
      rateGl({
        state: 'TX',
        classRate: 0.8,
        basis: 'P',
        exposure: 650_000,
        occurrenceLimit: 1_000_000,
        deductible: 500,
        losses: 0,
      }),
    );
    const stored = await storedStatus(name);
    expect(stored.map((s) => s.status)).toEqual(['quoted']);
  });
});
