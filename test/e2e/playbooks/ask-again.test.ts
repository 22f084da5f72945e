// A person's answer the portal refuses, in real Chromium on a page that checks its fields as a portal
// does (on the press, its message tied to the field): put in the portal's form without asking, asked
// again with the portal's words, failed with the whole exchange after MAX_ASKS; a value of ours it
// refuses is still our data refused, and a control it names only after an answer is asked, not failed.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { MAX_ASKS } from '../../../src/agents/ask-again.ts';
import { launchChromium } from '../../../src/agents/chromium.ts';
import { AgentError } from '../../../src/agents/errors.ts';
import { completePage, type FormPage, finishPage } from '../../../src/agents/kit/form-page.ts';
import type { AskOptions, PlaybookContext, UnderwritingQuestion } from '../../../src/agents/playbook.ts';

// FEIN is required and checked as NN-NNNNNNN; "Employees" is asked only once the FEIN is taken (a
// requirement no mark shows before the press).
const PORTAL = `<!doctype html><html><body><main><form>
  <div class="field"><label for="name">Named insured</label><input id="name"></div>
  <div class="field"><label for="fein">Tax ID (FEIN) <span class="req">*</span></label>
    <span class="hint" id="fein-hint">NN-NNNNNNN</span><input id="fein" aria-describedby="fein-hint"></div>
  <div class="field" id="emp-row" hidden><label for="emp">Employees</label><input id="emp" inputmode="numeric"></div>
</form></main>
<script>
  function check(withEmployees) {
    for (const e of document.querySelectorAll('.field-error')) e.remove();
    for (const e of document.querySelectorAll('[aria-invalid]')) e.removeAttribute('aria-invalid');
    const errors = [];
    const mark = (id, words) => {
      const input = document.getElementById(id);
      input.setAttribute('aria-invalid', 'true');
      const span = document.createElement('span');
      span.className = 'field-error';
      span.textContent = words;
      input.after(span);
      errors.push(words);
    };
    if (document.getElementById('name').value.length > 10) mark('name', 'Named insured: 10 characters at most.');
    const fein = document.getElementById('fein').value;
    if (!fein) mark('fein', 'Tax ID (FEIN) is required.');
    else if (!/^\\d{2}-\\d{7}$/.test(fein)) mark('fein', 'Enter the Tax ID (FEIN) as NN-NNNNNNN.');
    if (withEmployees && errors.length === 0) {
      const row = document.getElementById('emp-row');
      const emp = document.getElementById('emp').value;
      if (row.hidden) { row.hidden = false; mark('emp', 'Enter the number of employees, including owners (at least 1)'); }
      else if (!/^\\d+$/.test(emp) || Number(emp) < 1) mark('emp', 'Enter the number of employees, including owners (at least 1)');
    }
    return errors;
  }
</script></body></html>`;

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchChromium();
  page = await browser.newPage();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  await page.setContent(PORTAL);
});

interface Person {
  asked: { questions: UnderwritingQuestion[]; options?: AskOptions }[];
  presses: string[];
}

/** The page as the kit's form page, a person giving `answers` in turn (by question id). */
/** The portal moving on to its next step, as a person sees it: another heading above the form. */
const nextStep = () =>
  page.evaluate(() => document.body.insertAdjacentHTML('afterbegin', `<h1>Step ${Date.now()}</h1>`));

function portal(answers: Record<string, string[]>, options: { employees?: boolean } = {}): FormPage & Person {
  const asked: Person['asked'] = [];
  const presses: string[] = [];
  const ctx = {
    step: (_name: string, fn: () => Promise<unknown>) => fn(),
    async answerQuestions(questions: UnderwritingQuestion[], _reason: string, opts?: AskOptions) {
      asked.push({ questions, ...(opts ? { options: opts } : {}) });
      return Object.fromEntries(questions.map((q) => [q.id, answers[q.id]?.shift() ?? 'no answer left']));
    },
    log: () => undefined,
  } as unknown as PlaybookContext;
  const root = page.locator('main');
  return {
    ctx,
    carrierId: 'acme',
    carrierName: 'Acme',
    where: 'Applicant',
    root,
    asked,
    presses,
    async submit() {
      presses.push(await page.locator('#fein').inputValue());
      const errors = await page.evaluate(
        (e) => (window as unknown as { check: (e: boolean) => string[] }).check(e),
        options.employees === true,
      );
      if (errors.length > 0) return { moved: false, errors };
      await nextStep();
      return { moved: true };
    },
  };
}

test('nine bare digits are put in the form the portal states, and pressed again without asking', async () => {
  const form = portal({ 'applicant.fein': ['741234567'] });
  expect(await finishPage(form)).toEqual({ kind: 'next' });
  expect(form.asked).toHaveLength(1);
  expect(form.presses).toEqual(['741234567', '74-1234567']);
});

test('an answer the portal still refuses is asked again with its words, and the correction goes through', async () => {
  const form = portal({ 'applicant.fein': ['74-12', '74-1234567'] });
  expect(await finishPage(form)).toEqual({ kind: 'next' });
  expect(form.asked).toHaveLength(2);
  const [again] = form.asked[1]!.questions;
  expect(again).toMatchObject({
    id: 'applicant.fein',
    text: 'Tax ID (FEIN)',
    hint: '"74-12" was refused: Enter the Tax ID (FEIN) as NN-NNNNNNN. NN-NNNNNNN',
  });
  // Asked again: nothing remembered for the client may answer it.
  expect(form.asked[1]!.options).toEqual({ again: ['applicant.fein'] });
  expect(form.asked[0]!.options).toBeUndefined();
  expect(form.presses).toEqual(['74-12', '74-1234567']);
});

test(`after ${MAX_ASKS} asks the job fails with the whole exchange`, async () => {
  const form = portal({ 'applicant.fein': ['74-12', '7412', 'twelve', '74-1234567'] });
  const failed = await finishPage(form).catch((e: unknown) => e);
  expect(failed).toBeInstanceOf(AgentError);
  expect((failed as AgentError).errorType).toBe('portal_rejected_data');
  expect((failed as AgentError).message).toBe(
    'Applicant: Acme refused every answer to "Tax ID (FEIN)" after asking 3 times: ' +
      'answered "74-12"; Acme said "Enter the Tax ID (FEIN) as NN-NNNNNNN."; ' +
      'answered "7412"; Acme said "Enter the Tax ID (FEIN) as NN-NNNNNNN."; ' +
      'answered "twelve"; Acme said "Enter the Tax ID (FEIN) as NN-NNNNNNN."',
  );
  expect(form.asked).toHaveLength(MAX_ASKS);
});

test('a value of ours the portal refuses is our data refused, named by our field', async () => {
  const form = portal({ 'applicant.fein': ['74-1234567'] });
  const result = await completePage(form, [{ label: 'Named insured', value: 'Lone Star Smokehouse LLC' }]);
  expect(result).toEqual({
    kind: 'rejected',
    message: 'input.businessName: Named insured: 10 characters at most.',
  });
});

test('a control the portal names only after an answer is asked, and its answer put in a whole number', async () => {
  const form = portal(
    { 'applicant.fein': ['74-1234567'], 'acme:employees': ['12 employees'] },
    { employees: true },
  );
  expect(await finishPage(form)).toEqual({ kind: 'next' });
  expect(form.asked.map((a) => a.questions.map((q) => q.id))).toEqual([
    ['applicant.fein'],
    ['acme:employees'],
  ]);
  expect(await page.locator('#emp').inputValue()).toBe('12');
});

test('an empty control the portal names only in its summary is asked, not refused', async () => {
  await page.setContent(`<main><form>
    <div class="field"><label for="fein">Tax ID (FEIN)</label><input id="fein"></div>
    <div class="field"><label for="dba">Trade name</label><input id="dba"></div>
  </form></main>`);
  const form = portal({ 'applicant.fein': ['74-1234567'] });
  form.submit = async () => {
    if (!(await page.locator('#fein').inputValue()))
      return { moved: false, errors: ['Tax ID (FEIN) is required for this Legal Entity.'] };
    await nextStep();
    return { moved: true };
  };
  expect(await finishPage(form)).toEqual({ kind: 'next' });
  expect(form.asked.map((a) => a.questions)).toEqual([
    [
      expect.objectContaining({
        id: 'applicant.fein',
        hint: 'Tax ID (FEIN) is required for this Legal Entity.',
      }),
    ],
  ]);
});
