// The carrier kit in real Chromium on one page built like modern portals: labels worded otherwise than
// the playbook knows them, an input whose state a framework holds (it keeps only trusted typing, as
// React's controlled inputs do), a section inside a web component's open shadow root, a radio group, a
// combobox that lists options as you type, a read-only date field set through its calendar dialog, an
// upload, two fields of one name told apart by their section, and a renamed continue button.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { launchChromium } from '../../../src/agents/chromium.ts';
import { AgentError } from '../../../src/agents/errors.ts';
import { buttonFor } from '../../../src/agents/kit/buttons.ts';
import { choicesOf, type Fill, fillForm, nameOf } from '../../../src/agents/kit/fill.ts';
import {
  Carry,
  completePage,
  type FormPage,
  finishPage,
  judgeFill,
  pressPage,
  type Submitted,
} from '../../../src/agents/kit/form-page.ts';
import { takeInventory } from '../../../src/agents/kit/inventory.ts';
import type { PlaybookContext, UnderwritingQuestion } from '../../../src/agents/playbook.ts';

const PAGE = `<!doctype html><html><body><main>
<h1>New business</h1>
<form>
  <div class="field"><label for="a1">Legal name of insured *</label><input id="a1" required></div>
  <div class="field"><label for="a2">Postal code</label><input id="a2" data-controlled></div>
  <fieldset><legend>Mailing address</legend>
    <div class="field"><label for="m1">City</label><input id="m1"></div></fieldset>
  <fieldset><legend>Location</legend>
    <div class="field"><label for="l1">City</label><input id="l1"></div></fieldset>
  <fieldset><legend>Legal form</legend>
    <label><input type="radio" name="ent" value="llc"> LLC</label>
    <label><input type="radio" name="ent" value="corp"> Corporation</label></fieldset>
  <div class="field"><label for="cc">Class code</label>
    <input id="cc" role="combobox" aria-controls="cc-list" aria-expanded="false" autocomplete="off">
    <ul id="cc-list" role="listbox" hidden></ul></div>
  <div class="field"><label for="eff">Policy start date</label>
    <input id="eff" readonly placeholder="MM/DD/YYYY">
    <button type="button" aria-haspopup="dialog" aria-label="Open calendar">📅</button></div>
  <div class="field"><label for="lr">Loss runs (PDF)</label><input id="lr" type="file" accept="application/pdf"></div>
  <div class="field"><label for="al">Alarm type <span class="req">*</span></label>
    <select id="al"><option value="">Select…</option><option>Central station</option><option>Local</option></select></div>
  <div class="field"><label for="p1">Phone</label><input id="p1"></div>
  <div class="field"><label for="p2">Phone</label><input id="p2"></div>
  <loss-history></loss-history>
  <button type="button">Back</button><button type="button">Proceed</button>
</form></main>
<div role="dialog" id="cal" hidden aria-label="Choose a date"><h2 aria-live="polite"></h2>
  <button type="button" aria-label="Previous month">‹</button><button type="button" aria-label="Next month">›</button>
  <table role="grid"><tbody></tbody></table></div>
<script>
  // A framework's controlled input: state changes only on trusted input; each render writes the state.
  const zip = document.getElementById('a2'); let zipState = '';
  zip.addEventListener('input', (e) => { if (e.isTrusted) zipState = zip.value; queueMicrotask(() => { zip.value = zipState; }); });
  window.zipState = () => zipState;
  customElements.define('loss-history', class extends HTMLElement {
    connectedCallback() {
      const root = this.attachShadow({ mode: 'open' });
      root.innerHTML = '<section><h3>Loss history</h3><label for="n">Losses in the past 3 years</label><input id="n" type="number">' +
        '<label for="pc">Prior carrier</label><select id="pc"><option value=""></option><option>Acme Mutual</option><option>Other</option></select></section>';
    }
  });
  const codes = ['8810 — Clerical office', '8742 — Salespersons, outside', '5183 — Plumbing'];
  const cc = document.getElementById('cc'); const list = document.getElementById('cc-list');
  cc.addEventListener('input', () => setTimeout(() => {
    const q = cc.value.toLowerCase();
    list.innerHTML = codes.filter((c) => c.toLowerCase().includes(q)).map((c) => '<li role="option">' + c + '</li>').join('');
    list.hidden = false;
  }, 80));
  list.addEventListener('click', (e) => { cc.value = e.target.textContent.split(' — ')[0]; list.hidden = true; });
  const months = ['January','February','March','April','May','June','July','August','September','October','November','December'];
  let shown = new Date(2026, 10, 1); const cal = document.getElementById('cal');
  const render = () => {
    cal.querySelector('h2').textContent = months[shown.getMonth()] + ' ' + shown.getFullYear();
    const days = new Date(shown.getFullYear(), shown.getMonth() + 1, 0).getDate();
    let html = '<tr>';
    for (let d = 1; d <= days; d++) html += '<td role="gridcell"><button type="button">' + d + '</button></td>' + (d % 7 === 0 ? '</tr><tr>' : '');
    cal.querySelector('tbody').innerHTML = html + '</tr>';
  };
  document.querySelector('[aria-label="Open calendar"]').addEventListener('click', () => { render(); cal.hidden = false; });
  cal.addEventListener('click', (e) => {
    const label = e.target.getAttribute('aria-label');
    if (label === 'Next month' || label === 'Previous month') { shown.setMonth(shown.getMonth() + (label === 'Next month' ? 1 : -1)); render(); return; }
    if (e.target.closest('[role="gridcell"]')) {
      const m = String(shown.getMonth() + 1).padStart(2, '0'); const d = e.target.textContent.padStart(2, '0');
      document.getElementById('eff').value = m + '/' + d + '/' + shown.getFullYear(); cal.hidden = true;
    }
  });
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
  await page.setContent(PAGE);
});

const pdf = { name: 'loss-runs.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') };

const FILLS: Fill[] = [
  { label: 'Named Insured', also: ['Business Name'], value: 'Acme Widgets LLC' },
  { label: 'ZIP Code', value: '78701' },
  { label: 'City', group: 'Mailing Address', value: 'Austin' },
  { label: 'City', group: 'Location', value: 'Round Rock' },
  { label: 'Entity Type', value: 'Corporation' },
  { label: 'Class Code', value: '8810', search: 'clerical' },
  { label: 'Effective Date', value: '02/15/2027' },
  { label: 'Loss runs', value: pdf.name, file: pdf },
  { label: 'Number of losses in the last three years', value: '2' },
  { label: 'Prior carrier', value: 'Acme Mutual' },
];

describe('fillForm', () => {
  test('pairs every field with its control by meaning and sets it through trusted input', async () => {
    const report = await fillForm(page, FILLS);
    expect(report.notFound.map(nameOf)).toEqual([]);
    expect(report.unsettled).toEqual([]);
    expect(report.ambiguous).toEqual([]);
    expect(report.filled.map((f) => f.field).sort()).toEqual(FILLS.map(nameOf).sort());
    const seen = await page.evaluate(() => {
      const shadow = document.querySelector('loss-history')!.shadowRoot!;
      const v = (id: string) => (document.getElementById(id) as HTMLInputElement).value;
      return {
        name: v('a1'),
        zipState: (window as unknown as { zipState(): string }).zipState(),
        mailing: v('m1'),
        location: v('l1'),
        entity: (document.querySelector('input[name="ent"]:checked') as HTMLInputElement | null)?.value,
        classCode: v('cc'),
        effective: v('eff'),
        file: (document.getElementById('lr') as HTMLInputElement).files?.[0]?.name,
        losses: (shadow.getElementById('n') as HTMLInputElement).value,
        prior: (shadow.getElementById('pc') as HTMLSelectElement).value,
      };
    });
    expect(seen).toEqual({
      name: 'Acme Widgets LLC',
      zipState: '78701',
      mailing: 'Austin',
      location: 'Round Rock',
      entity: 'corp',
      classCode: '8810',
      effective: '02/15/2027',
      file: 'loss-runs.pdf',
      losses: '2',
      prior: 'Acme Mutual',
    });
  });

  test('the person leaves the last field: the portal reacts to it before anything is pressed', async () => {
    // A portal that re-checks a field as it is left (and clears its message, moving the buttons below).
    await page.evaluate(() => {
      const name = document.getElementById('a1') as HTMLInputElement;
      name.addEventListener('change', () => name.setAttribute('data-checked', name.value));
    });
    await fillForm(page, [{ label: 'Named Insured', value: 'Acme Widgets LLC' }]);
    expect(await page.locator('#a1').getAttribute('data-checked')).toBe('Acme Widgets LLC');
  });

  test('a control that does not keep what was set is reported, not taken as filled', async () => {
    // The framework now refuses every change (a mask that rejects the value).
    await page.evaluate(() => {
      const zip = document.getElementById('a2') as HTMLInputElement;
      zip.addEventListener('input', () =>
        queueMicrotask(() => {
          zip.value = '';
        }),
      );
    });
    const report = await fillForm(page, [{ label: 'ZIP Code', value: '78701' }]);
    expect(report.unsettled).toEqual([
      { field: 'ZIP Code', label: 'Postal code', wanted: '78701', holds: '' },
    ]);
    expect(() => judgeFill(report, 'New business', 'Acme')).toThrow(/"Postal code" holds "" after "78701"/);
  });

  test('two controls one field fits equally are not guessed between; an absent field is carried', async () => {
    const report = await fillForm(page, [
      { label: 'Phone', value: '5125550100' },
      { label: 'FEIN', value: '12-3456789' },
    ]);
    expect(report.ambiguous).toEqual([{ field: 'Phone', labels: ['Phone', 'Phone'] }]);
    expect(report.notFound.map(nameOf)).toEqual(['FEIN']);
    const carry = new Carry();
    expect(() => judgeFill({ ...report, ambiguous: [] }, 'New business', 'Acme', carry)).not.toThrow();
    expect(carry.waiting.map(nameOf)).toEqual(['FEIN']);
    // A field shown in its place by another layout is no longer wanted once that one is set.
    carry.record({
      ...report,
      ambiguous: [],
      notFound: [],
      filled: [{ field: 'TIN', label: 'TIN', either: 'tax' }],
    });
    expect(carry.wanted([{ label: 'FEIN', value: '1', either: 'tax' }])).toEqual([]);
    expect(() => carry.settle('Quote')).toThrow(AgentError);
  });

  test('an option the control does not offer is reported with what it offers', async () => {
    const report = await fillForm(page, [{ label: 'Prior carrier', value: 'Zenith', offered: true }]);
    expect(report.missingOptions).toEqual([
      {
        field: 'Prior carrier',
        label: 'Prior carrier',
        wanted: 'Zenith',
        offered: ['Acme Mutual', 'Other'],
        rejectable: true,
      },
    ]);
    expect(judgeFill(report, 'New business', 'Acme')).toMatch(/Acme does not offer Zenith for Prior carrier/);
  });

  test("a refusal is told in the carrier's own words when the fill gives them", async () => {
    const refusal = "Acme's carrier list has no Zenith.";
    const report = await fillForm(page, [
      { label: 'Prior carrier', value: 'Zenith', offered: true, refusal },
      { label: 'Alarm type', value: 'Monitored', offered: true },
    ]);
    expect(judgeFill(report, 'New business', 'Acme')).toBe(
      `${refusal} Acme does not offer Monitored for Alarm type (it offers Central station, Local).`,
    );
  });

  test('a follow-up an answer opens is filled after that answer, nested ones too', async () => {
    await page.setContent(`<form>
      <fieldset><legend>Any claims in the past 3 years?</legend>
        <label><input type="radio" name="c" value="Y"> Yes</label><label><input type="radio" name="c" value="N"> No</label></fieldset>
      <div data-when="c" hidden><label for="d">Describe each claim</label><input id="d" disabled>
        <fieldset><legend>Was any claim litigated?</legend>
          <label><input type="radio" name="l" value="Y" disabled> Yes</label><label><input type="radio" name="l" value="N" disabled> No</label></fieldset>
        <div data-when="l" hidden><label for="o">Outcome of the litigation</label><input id="o" disabled></div></div>
    </form><script>
      // The portal's page script: a Yes shows its block and enables what is inside it.
      document.addEventListener('change', (e) => {
        const block = document.querySelector('[data-when="' + e.target.name + '"]');
        if (!block) return;
        block.hidden = e.target.value !== 'Y';
        for (const c of block.querySelectorAll(':scope > input, :scope > fieldset input')) c.disabled = block.hidden;
      });
    </script>`);
    const report = await fillForm(page, [
      { label: 'Outcome of the litigation', value: 'Settled' },
      { label: 'Describe each claim', value: 'A fall in the store' },
      { label: 'Was any claim litigated?', value: 'Yes' },
      { label: 'Any claims in the past 3 years?', value: 'Yes' },
    ]);
    expect(report.notFound).toEqual([]);
    expect(report.filled.map((f) => f.label)).toEqual([
      'Any claims in the past 3 years?',
      'Describe each claim',
      'Was any claim litigated?',
      'Outcome of the litigation',
    ]);
    expect(await page.locator('#o').inputValue()).toBe('Settled');
    // A field no answer opens is still reported as not on the page.
    await page.setContent('<label for="x">City</label><input id="x">');
    const absent = await fillForm(page, [{ label: 'FEIN', value: '12-3456789' }]);
    expect(absent.notFound.map(nameOf)).toEqual(['FEIN']);
  });
});

test('the options a drop-down or radio group offers are read by label meaning', async () => {
  const [alarm, form, name] = await choicesOf(page, [
    { label: 'Alarm', also: ['Burglar alarm type'] },
    { label: 'Entity type', also: ['Legal form'] },
    { label: 'Named Insured' },
  ]);
  expect(alarm).toEqual(['Central station', 'Local']);
  expect(form).toEqual(['LLC', 'Corporation']);
  expect(name).toBeUndefined();
});

test('a plural and its singular are one word: "Total employees" is the "Employee count"', async () => {
  await page.setContent('<form><label for="e">Employee count</label><input id="e"></form>');
  const report = await fillForm(page, [{ label: 'Total employees', value: '9' }]);
  expect(report.filled).toEqual([{ field: 'Total employees', label: 'Employee count' }]);
});

describe('a value entered in parts', () => {
  // Built as portals build them: the label names the first part; the others carry an aria-label only.
  const PARTS = `<form>
    <div class="field"><label for="ph">Best number to reach you *</label>
      <span>(<input id="ph" name="ph_a" maxlength="3" inputmode="numeric" required>)
      <input name="ph_b" maxlength="3" aria-label="Exchange"> - <input name="ph_c" maxlength="4" aria-label="Line"></span></div>
    <div class="field"><label for="start">Coverage begins</label>
      <span><select id="start" name="s_m"><option value="">Month</option>${[
        'Jan',
        'Feb',
        'Mar',
        'Apr',
        'May',
        'Jun',
        'Jul',
        'Aug',
        'Sep',
        'Oct',
        'Nov',
        'Dec',
      ]
        .map((m) => `<option value="${m.toUpperCase()}">${m}</option>`)
        .join('')}</select>
      <select name="s_d" aria-label="Day"><option value="">Day</option>${Array.from(
        { length: 31 },
        (_, i) => `<option>${i + 1}</option>`,
      ).join('')}</select>
      <select name="s_y" aria-label="Year"><option value="">Year</option><option>2026</option><option>2027</option></select></span></div>
    <fieldset><legend>Inspection date</legend>
      <label for="im">Month</label><select id="im"><option value="">--</option>${Array.from(
        { length: 12 },
        (_, i) => `<option value="${i + 1}">${i + 1}</option>`,
      ).join('')}</select>
      <label for="idy">Day</label><select id="idy"><option value="">--</option><option>1</option></select></fieldset>
  </form>`;

  test('a phone in three boxes and a date in three drop-downs are each one control, filled part by part', async () => {
    await page.setContent(PARTS);
    const report = await fillForm(page, [
      { label: 'Phone number', also: ['Best number to reach you'], value: '+1 (512) 555-0142' },
      { label: 'Effective date', also: ['Coverage begins'], value: '2027-02-15', kinds: ['date', 'text'] },
    ]);
    expect(report.unsettled).toEqual([]);
    expect(report.filled.map((f) => f.label)).toEqual(['Best number to reach you', 'Coverage begins']);
    const posted = await page.evaluate(() =>
      Object.fromEntries(new FormData(document.querySelector('form')!).entries()),
    );
    expect(posted).toMatchObject({
      ph_a: '512',
      ph_b: '555',
      ph_c: '0142',
      s_m: 'FEB',
      s_d: '15',
      s_y: '2027',
    });
    // Read back as one value each: the inventory sees them filled.
    const items = await takeInventory(page);
    expect(items.map((i) => i.label)).not.toContain('Best number to reach you');
  });

  test('a value that does not divide into the boxes, or a date the drop-downs do not offer, is reported', async () => {
    await page.setContent(PARTS);
    const report = await fillForm(page, [
      { label: 'Best number to reach you', value: '555-0142' },
      { label: 'Coverage begins', value: '03/01/2031' },
    ]);
    expect(report.unsettled).toMatchObject([{ label: 'Best number to reach you', holds: '' }]);
    expect(report.missingOptions).toMatchObject([{ label: 'Coverage begins', offered: ['2026', '2027'] }]);
  });

  test('parts a portal labels one by one stay controls of their own', async () => {
    await page.setContent(PARTS);
    const report = await fillForm(page, [
      { label: 'Month', group: 'Inspection date', value: '7' },
      { label: 'Day', group: 'Inspection date', value: '1' },
    ]);
    expect(report.filled.map((f) => f.label)).toEqual(['Month', 'Day']);
  });
});

test('the inventory lists required controls left empty, in shadow roots too', async () => {
  await page.evaluate(() => {
    const shadow = document.querySelector('loss-history')!.shadowRoot!;
    shadow.getElementById('n')!.setAttribute('required', '');
  });
  const items = await takeInventory(page);
  expect(items.map((i) => [i.label, i.control])).toEqual([
    ['Legal name of insured', 'text'],
    ['Alarm type', 'select'],
    ['Losses in the past 3 years', 'text'],
  ]);
  expect(items[1]!.choices).toEqual(['Central station', 'Local']);
});

test('what the portal names missing after the press is asked, filled and pressed again as its own step', async () => {
  const steps: string[] = [];
  const ctx = {
    step: (name: string, fn: () => Promise<unknown>) => {
      steps.push(name);
      return fn();
    },
    answerQuestions: async (questions: UnderwritingQuestion[]) =>
      Object.fromEntries(questions.map((q) => [q.id, q.choices?.[0] ?? '2'])),
    log: () => undefined,
  } as unknown as PlaybookContext;
  // Playwright's CSS reaches into the open shadow root.
  const losses = page.locator('loss-history #n');
  let presses = 0;
  const form: FormPage = {
    ctx,
    carrierId: 'acme',
    carrierName: 'Acme',
    where: 'New business',
    root: page.locator('main'),
    async submit() {
      presses += 1;
      if (presses > 1) {
        await page.evaluate(() => {
          document.querySelector('h1')!.textContent = 'Premises';
        });
        return { moved: true };
      }
      // The portal names a control no mark said was required.
      await losses.evaluate((input) => input.setAttribute('aria-invalid', 'true'));
      return { moved: false, errors: ['Enter the losses in the past 3 years.'] };
    },
  };
  expect(await finishPage(form)).toEqual({ kind: 'next' });
  expect(steps).toEqual(['missing-information']);
  expect(presses).toBe(2);
  expect(await losses.inputValue()).toBe('2');
});

test('the continue button is found by what it does', async () => {
  const button = await buttonFor(page.locator('main'), 'continue', ['Next >']);
  expect(await button.textContent()).toBe('Proceed');
  await expect(buttonFor(page.locator('main'), 'rate', ['Rate'])).rejects.toThrow(
    /no button to rate \(buttons seen: "Open calendar", "Back", "Proceed"\)/,
  );
});

/** An applicant page as a playbook drives it: its continue button pressed, the portal's answer read. */
const applicantPage = (root: Locator, answer: () => Promise<Submitted>): FormPage => ({
  // No control is left empty on these pages, so nobody is asked.
  ctx: {} as PlaybookContext,
  carrierId: 'acme',
  carrierName: 'Acme',
  where: 'Applicant',
  root,
  async submit() {
    await (await buttonFor(root, 'continue')).click();
    return answer();
  },
});

test('a form page is filled and pressed in one act; a page the portal keeps is its refusal', async () => {
  await page.setContent(`<main><form>
    <div class="field"><label for="n">Named insured *</label><input id="n" required></div>
    <div class="field"><label for="l">Limit</label><select id="l"><option value="">Select</option><option>$1,000,000</option></select></div>
    <button type="button">Continue</button></form><p role="alert" hidden></p></main>
    <script>document.querySelector('button').addEventListener('click', () => {
      const alert = document.querySelector('[role=alert]');
      alert.textContent = document.getElementById('n').value ? '' : 'Named insured is required.';
      alert.hidden = alert.textContent === '';
      // Moving on: the next step's heading.
      if (!alert.hidden) return;
      const next = document.createElement('h1'); next.textContent = 'Premises'; document.body.prepend(next);
    });</script>`);
  const root = page.locator('main');
  // The portal's answer as a playbook reads it: the same page with its alert, or moved on.
  const formPage = applicantPage(root, async () => {
    const alert = page.getByRole('alert');
    return (await alert.isVisible())
      ? { moved: false, errors: [(await alert.textContent()) ?? ''] }
      : { moved: true };
  });
  expect(await completePage(formPage, [{ label: 'Limit', value: '$2,000,000', offered: true }])).toEqual({
    kind: 'rejected',
    message: 'Acme does not offer $2,000,000 for Limit (it offers $1,000,000).',
  });
  expect(await pressPage(formPage)).toEqual({ kind: 'rejected', message: 'Named insured is required.' });
  const done = await completePage(formPage, [
    { label: 'Named insured', value: 'Acme Widgets LLC' },
    { label: 'Limit', value: '$1,000,000' },
  ]);
  expect(done).toEqual({ kind: 'next' });
  expect(await page.locator('#l').inputValue()).toBe('$1,000,000');
});

test('a press the playbook reads as moving on, on a page that did not change, is portal_changed with what it shows', async () => {
  await page.setContent(`<main><h1>Applicant</h1><form>
    <div class="field"><label for="n">Named insured</label><input id="n"></div>
    <button type="button">Continue</button></form><p class="notice-error" hidden></p></main>
    <script>document.querySelector('button').addEventListener('click', () => {
      const p = document.querySelector('p'); p.hidden = false; p.className = 'error';
      p.textContent = 'Our system could not save this step.';
    });</script>`);
  const root = page.locator('main');
  // This playbook looks for a role="alert" summary only, and finds none.
  const formPage = applicantPage(root, async () => ({ moved: true }));
  const error = await pressPage(formPage).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(AgentError);
  expect(error).toMatchObject({
    errorType: 'portal_changed',
    message:
      "Applicant: pressing the page's button left the page as it was; it shows: Our system could not save this step.",
  });
});
