// Our values placed by what the page says, in real Chromium through the kit's form page (decision 0021):
// a field whose label the playbook does not know is filled without a person when the page leaves no
// doubt, a value the playbook did not mean to file is asked with its proposal, a confirmation places
// the carried field, a learned mapping is applied and its use told, and a decoy stays empty.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type BrowserPool, createBrowserPool } from '../../../src/agents/browser-pool.ts';
import { Carry, completePage, type FormPage } from '../../../src/agents/kit/form-page.ts';
import type { PlaybookContext, UnderwritingQuestion } from '../../../src/agents/playbook.ts';
import { texasOffice } from '../../fixtures/quote-request.ts';

let pool: BrowserPool;
let context: BrowserContext;
let page: Page;
beforeAll(async () => {
  pool = createBrowserPool({ flavor: 'headless-shell' });
  context = await pool.newContext();
  page = await context.newPage();
});
afterAll(async () => {
  await pool.close();
});

const submission = texasOffice('Placed By Value CPA LLC', 'PBV-E2E');

/** A business page whose labels the playbook does not know, with a decoy beside the ZIP. */
const PAGE = `<main><form>
  <fieldset><legend>The business</legend>
    <div class="field"><label for="legal">Named insured *</label><input id="legal" required></div>
    <div class="field"><label for="size">Workforce size *</label><input id="size" inputmode="numeric" required></div>
    <div class="field"><label for="zip">Postal area *</label><input id="zip" maxlength="10" required></div>
    <div class="field"><label for="mzip">Mailing ZIP (if different)</label><input id="mzip"></div>
    <div class="field"><label for="mail">Electronic mail *</label><input id="mail" type="email" required></div>
  </fieldset>
</form></main>`;

function contextWith(answer: (q: UnderwritingQuestion) => string, learned: PlaybookContext['learned'] = []) {
  const asked: UnderwritingQuestion[] = [];
  const used: string[] = [];
  const logged: string[] = [];
  const ctx = {
    submission,
    learned,
    usedMapping: (id: string) => used.push(id),
    step: (_name: string, fn: () => Promise<unknown>) => fn(),
    answerQuestions: async (questions: UnderwritingQuestion[]) => {
      asked.push(...questions);
      return Object.fromEntries(questions.map((q) => [q.id, answer(q)]));
    },
    log: (message: string, fields?: { field?: string }) => {
      if (message.startsWith('Placed our value')) logged.push(String(fields?.field));
    },
  } as unknown as PlaybookContext;
  return { ctx, asked, used, logged };
}

/** The portal moving on to its next step, as a person sees it: another heading above the form. */
const nextStep = () =>
  page.evaluate(() => document.body.insertAdjacentHTML('afterbegin', `<h1>Step ${Date.now()}</h1>`));

const formPage = (ctx: PlaybookContext): FormPage => ({
  ctx,
  carrierId: 'acme',
  carrierName: 'Acme',
  where: 'Business details',
  root: page.locator('main'),
  submit: async () => {
    await nextStep();
    return { moved: true };
  },
});

const values = () =>
  page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll('input')].map((i) => [i.id, (i as HTMLInputElement).value]),
    ),
  );

test('fills what the page leaves no doubt about, asks the rest with a proposal, never the decoy', async () => {
  await page.setContent(PAGE);
  const { ctx, asked, logged } = contextWith((q) => q.proposal?.value ?? 'typed');
  const carry = new Carry();
  const fills = [
    { label: 'Named Insured', value: submission.input.businessName },
    { label: 'Number of Employees', value: String(submission.input.numberOfEmployees) },
    { label: 'ZIP Code', value: submission.input.zipCode },
  ];
  expect(await completePage(formPage(ctx), fills, carry)).toEqual({ kind: 'next' });
  expect(await values()).toEqual({
    legal: submission.input.businessName,
    size: String(submission.input.numberOfEmployees),
    zip: submission.input.zipCode,
    mzip: '',
    mail: submission.input.contactEmail,
  });
  // The e-mail was not a field the playbook carried here: a person confirmed it in one answer.
  expect(asked.map((q) => [q.text, q.proposal?.field, q.proposal?.screen])).toEqual([
    ['Electronic mail', 'input.contactEmail', 'Business details'],
  ]);
  expect(carry.waiting).toEqual([]);
  // "Postal area" is a ZIP to the kit's own thesaurus; "Workforce size" is placed by value.
  expect(logged).toEqual(['input.numberOfEmployees']);
});

test('applies a learned mapping and tells the runtime it used it', async () => {
  await page.setContent(PAGE);
  const learned = [
    {
      id: 'lm_9',
      kind: 'field' as const,
      screen: 'Business details',
      label: 'Electronic mail',
      field: 'input.contactEmail',
    },
  ];
  const { ctx, asked, used } = contextWith(() => 'typed', learned);
  const fills = [
    { label: 'Named Insured', value: submission.input.businessName },
    { label: 'Number of Employees', value: String(submission.input.numberOfEmployees) },
    { label: 'ZIP Code', value: submission.input.zipCode },
  ];
  expect(await completePage(formPage(ctx), fills, new Carry())).toEqual({ kind: 'next' });
  expect(asked).toEqual([]);
  expect(used).toEqual(['lm_9']);
  expect((await values()).mail).toBe(submission.input.contactEmail);
});

test('a value a person types instead of the proposal is filled, and the carried field still waits', async () => {
  await page.setContent(`<main><form>
    <div class="field"><label for="a">Head count, both sites *</label><input id="a" required></div>
    <div class="field"><label for="b">Head count, this site *</label><input id="b" required></div>
  </form></main>`);
  const { ctx, asked } = contextWith(() => '4');
  const carry = new Carry();
  await completePage(formPage(ctx), [{ label: 'Number of Employees', value: '9' }], carry);
  // Two controls claim the one value: neither is filled without a person.
  expect(asked.map((q) => q.proposal?.field)).toEqual(['input.numberOfEmployees', 'input.numberOfEmployees']);
  expect(carry.waiting.map((f) => f.label)).toEqual(['Number of Employees']);
});

test('opens a fold of optional fields to fill them, and leaves a fold of required ones (a step) closed', async () => {
  await page.setContent(`<main><form>
    <div class="field"><label for="legal">Named insured *</label><input id="legal" required></div>
    <details><summary>More about the business</summary>
      <div class="field"><label for="dba">Trade name</label><input id="dba"></div>
    </details>
    <details id="step"><summary>2 Location</summary>
      <div class="field"><label for="street">Street *</label><input id="street" required></div>
    </details>
  </form></main>`);
  const { ctx } = contextWith(() => 'typed');
  const fills = [
    { label: 'Named Insured', value: submission.input.businessName },
    { label: 'DBA Name', value: 'Placed Books' },
  ];
  expect(await completePage(formPage(ctx), fills, new Carry())).toEqual({ kind: 'next' });
  expect((await values()).dba).toBe('Placed Books');
  expect(await page.evaluate(() => (document.getElementById('step') as HTMLDetailsElement).open)).toBe(false);
});

test('a refusal naming a field we carried but placed nowhere is a changed page, never our data refused', async () => {
  await page.setContent(`<main><form>
    <div class="field"><label for="legal">Named insured *</label><input id="legal" required></div>
  </form></main>`);
  const { ctx } = contextWith(() => 'typed');
  const form: FormPage = {
    ...formPage(ctx),
    submit: async () => ({ moved: false, errors: ['Contact Name is required.'] }),
  };
  const carry = new Carry();
  const done = completePage(
    form,
    [
      { label: 'Named Insured', value: submission.input.businessName },
      { label: 'Contact Name', value: submission.input.contactName },
    ],
    carry,
  );
  await expect(done).rejects.toThrow(/the portal asks for "Contact Name" \(Contact Name is required\.\)/);
});

test('a refusal naming a field we carried, with one control on the page that can take it, asks there with that field', async () => {
  // The one empty box takes a name; its words say nothing the scorer knows. The e-mail box cannot.
  await page.setContent(`<main><form>
    <div class="field"><label for="legal">Named insured *</label><input id="legal" required></div>
    <div class="field"><label for="who">Whom do we ring</label><input id="who"></div>
    <div class="field"><label for="mail">Correspondence</label><input id="mail" type="email"></div>
  </form></main>`);
  const { ctx, asked } = contextWith((q) => q.proposal?.value ?? 'typed');
  let presses = 0;
  const form: FormPage = {
    ...formPage(ctx),
    submit: async () => {
      presses += 1;
      if (!(await page.locator('#who').inputValue()))
        return { moved: false, errors: ['Contact Name is required.'] };
      await nextStep();
      return { moved: true };
    },
  };
  const carry = new Carry();
  const fills = [
    { label: 'Named Insured', value: submission.input.businessName },
    { label: 'Contact Name', value: submission.input.contactName },
  ];
  expect(await completePage(form, fills, carry)).toEqual({ kind: 'next' });
  expect(asked.map((q) => [q.text, q.proposal?.field, q.proposal?.value])).toEqual([
    ['Whom do we ring', 'input.contactName', submission.input.contactName],
  ]);
  expect((await values()).who).toBe(submission.input.contactName);
  expect(carry.waiting).toEqual([]);
  expect(presses).toBe(2);
});

test("a page refused after a value was placed by what the page says is portal_changed, never the partner's data", async () => {
  await page.setContent(PAGE);
  const { ctx } = contextWith((q) => q.proposal?.value ?? 'typed');
  const form: FormPage = {
    ...formPage(ctx),
    submit: async () => ({ moved: false, errors: ['The application could not be accepted.'] }),
  };
  const fills = [
    { label: 'Named Insured', value: submission.input.businessName },
    { label: 'Number of Employees', value: String(submission.input.numberOfEmployees) },
    { label: 'ZIP Code', value: submission.input.zipCode },
  ];
  await expect(completePage(form, fills, new Carry())).rejects.toMatchObject({
    errorType: 'portal_changed',
    message:
      'Business details: the portal refused the page ("The application could not be accepted.") after the kit placed values by what the page says of "Workforce size"',
  });
  // The same refusal with every value placed by its label is the portal refusing our data.
  await page.setContent(PAGE.replace('Workforce size', 'Number of employees'));
  expect(await completePage(form, fills, new Carry())).toEqual({
    kind: 'rejected',
    message: 'The application could not be accepted.',
  });
});

test("a person's answer the portal refuses is weighed again with the portal's words: asked again with our value", async () => {
  await page.setContent(`<main><form>
    <div class="field"><label for="since">Operating since *</label><input id="since" required>
      <span class="error" id="since-error" hidden></span></div>
  </form></main>`);
  const { ctx, asked } = contextWith((q) => q.proposal?.value ?? 'a while');
  const form: FormPage = {
    ...formPage(ctx),
    submit: async () => {
      const value = await page.locator('#since').inputValue();
      if (/^\d{4}$/.test(value)) {
        await nextStep();
        return { moved: true };
      }
      await page.evaluate(() => {
        const error = document.getElementById('since-error')!;
        error.textContent = 'Enter the year the business started as 4 digits';
        error.hidden = false;
        document.getElementById('since')!.setAttribute('aria-invalid', 'true');
      });
      return { moved: false, errors: ['Enter the year the business started as 4 digits'] };
    },
  };
  const carry = new Carry();
  const year = String(submission.input.yearEstablished);
  expect(await completePage(form, [{ label: 'Year business started', value: year }], carry)).toEqual({
    kind: 'next',
  });
  // Asked first with nothing the scorer was sure of, then again with the year the portal's words name.
  expect(asked.map((q) => q.proposal?.field)).toEqual([undefined, 'input.yearEstablished']);
  expect(await page.locator('#since').inputValue()).toBe(year);
});
