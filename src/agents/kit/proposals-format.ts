// What a control's format says about a value, for the proposal scorer (proposals.ts): the gate (a value
// the control cannot take in any of its obvious forms is never proposed for it) and the evidence (an
// `autocomplete` token, an e-mail or telephone input, a placeholder of the value's shape). The gate
// picks the form that fits: a phone's digits for a ten-character box, an ISO date for a date input.
import type { Candidate, ControlFacts, ValueKind } from './proposals.ts';

/** The forms a value may be written in, as held first. */
export function formsOf(candidate: Candidate): string[] {
  const held = String(candidate.value).trim();
  switch (candidate.kind) {
    case 'phone': {
      const d = held.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
      if (d.length !== 10) return [held];
      return [
        held,
        d,
        `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`,
        `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`,
      ];
    }
    case 'fein':
      return [held, held.replace(/\D/g, '')];
    case 'money': {
      const n = Number(held);
      if (!Number.isFinite(n)) return [held];
      const grouped = String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
      return [String(n), grouped, `$${grouped}`];
    }
    case 'date': {
      const us = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(held);
      return us ? [held, `${us[3]}-${us[1]}-${us[2]}`] : [held];
    }
    default:
      return [held];
  }
}

/** The WHATWG autofill field names (HTML, "Autofill"): a control carrying one is that field. */
const AUTOFILL = new Set(
  (
    'name honorific-prefix given-name additional-name family-name honorific-suffix nickname username ' +
    'new-password current-password one-time-code organization-title organization street-address ' +
    'address-line1 address-line2 address-line3 address-level4 address-level3 address-level2 ' +
    'address-level1 country country-name postal-code cc-name cc-given-name cc-additional-name ' +
    'cc-family-name cc-number cc-exp cc-exp-month cc-exp-year cc-csc cc-type transaction-currency ' +
    'transaction-amount language bday bday-day bday-month bday-year sex url photo tel tel-country-code ' +
    'tel-national tel-area-code tel-local tel-local-prefix tel-local-suffix tel-extension email impp'
  ).split(' '),
);

/** The control's autofill field name, when its `autocomplete` names one (a section or "billing" prefix aside). */
export function autofillOf(control: ControlFacts): string | undefined {
  const tokens = (control.autocomplete ?? '').toLowerCase().split(/\s+/);
  return tokens.find((t) => AUTOFILL.has(t));
}

/** A pattern as the browser applies it (the whole value, `v` flag), or undefined when it does not compile. */
function patternOf(source: string | undefined): RegExp | undefined {
  if (!source) return undefined;
  for (const flags of ['v', 'u', '']) {
    try {
      return new RegExp(`^(?:${source})$`, flags);
    } catch {}
  }
  return undefined;
}

const NUMERIC = /^-?\d+(\.\d+)?$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Input types none of our values goes into. */
const NO_VALUE = ['checkbox', 'file', 'url', 'password', 'color', 'range', 'time', 'week', 'month', 'hidden'];

/** The kinds an input type or input mode admits; undefined when it admits any. */
function kindsFor(control: ControlFacts): readonly ValueKind[] | undefined {
  const type = (control.type ?? 'text').toLowerCase();
  const mode = (control.inputMode ?? '').toLowerCase();
  if (type === 'email' || mode === 'email') return ['email'];
  if (type === 'tel' || mode === 'tel') return ['phone'];
  if (type === 'date') return ['date'];
  if (NO_VALUE.includes(type)) return [];
  return undefined;
}

/** A year as a person would write when asked for one: four digits, from 1800 to next year. */
const isYear = (text: string, today: Date) =>
  /^\d{4}$/.test(text) && Number(text) > 1800 && Number(text) <= today.getFullYear() + 1;

/** Whether the control's format asks for a calendar year (a YYYY placeholder or hint, a four-digit pattern, min 1800). */
export function wantsYear(control: ControlFacts): boolean {
  const words = `${control.placeholder ?? ''} ${control.hint ?? ''}`;
  if (/\byyyy\b/i.test(words) && !/\b(mm|dd)\b/i.test(words)) return true;
  if (control.min !== undefined && control.min >= 1800) return true;
  const pattern = patternOf(control.pattern);
  if (!pattern) return false;
  return pattern.test('2000') && !pattern.test('20') && !pattern.test('200');
}

/**
 * Whether the control's words ask for a year as a point in time: "year" in the singular ("Trading
 * since (year)", "Year founded") with no word of a duration or a count ("years", "how long", "number
 * of", "per year").
 */
export function namesAYear(control: ControlFacts): boolean {
  const words = `${control.label} ${control.hint ?? ''} ${control.placeholder ?? ''}`;
  return (
    /\byear\b/i.test(words) && !/\b(years|yrs|how long|how many|number|count|per|each|every)\b/i.test(words)
  );
}

/** Whether the control's format refuses a calendar year (a maximum below 1000, room for three digits at most). */
export function refusesYear(control: ControlFacts): boolean {
  return (control.max !== undefined && control.max < 1000) || (control.maxLength ?? 99) < 4;
}

/**
 * The form of `candidate` the control can take, or undefined when none fits: the input type or mode
 * (an e-mail input takes only an e-mail, a number input only digits), the `autocomplete` field name, the
 * pattern, maxlength, min and max, a drop-down's options, and a year's range.
 */
export function fittingForm(control: ControlFacts, candidate: Candidate, today: Date): string | undefined {
  const kinds = kindsFor(control);
  if (kinds && !kinds.includes(candidate.kind)) return undefined;
  const autofill = autofillOf(control);
  if (autofill && !(candidate.autofill ?? []).includes(autofill)) return undefined;
  if (candidate.kind === 'year' && (refusesYear(control) || !isYear(String(candidate.value), today)))
    return undefined;
  if (candidate.kind === 'count' && (wantsYear(control) || namesAYear(control))) return undefined;
  const type = (control.type ?? 'text').toLowerCase();
  if (candidate.choice && (control.options ?? []).length === 0 && type !== 'select') return undefined;
  const mode = (control.inputMode ?? '').toLowerCase();
  const pattern = patternOf(control.pattern);
  const options = (control.options ?? []).map((o) => o.trim().toLowerCase());
  return formsOf(candidate).find((form) => {
    if (type === 'email' && !EMAIL.test(form)) return false;
    if (type === 'date' && !/^\d{4}-\d{2}-\d{2}$/.test(form)) return false;
    if (type === 'number' && !NUMERIC.test(form)) return false;
    if ((mode === 'numeric' || mode === 'decimal') && !NUMERIC.test(form)) return false;
    if (type === 'number' && control.min !== undefined && Number(form) < control.min) return false;
    if (type === 'number' && control.max !== undefined && Number(form) > control.max) return false;
    if (control.maxLength !== undefined && control.maxLength >= 0 && form.length > control.maxLength)
      return false;
    if (pattern && !pattern.test(form)) return false;
    if (control.parts && charsOf(form).length !== sum(control.parts)) return false;
    if (type === 'select' || (options.length > 0 && type !== 'textarea'))
      return optionFor(options, form) >= 0;
    return true;
  });
}

const charsOf = (text: string) => text.replace(/[^0-9A-Za-z]/g, '');
const sum = (numbers: readonly number[]) => numbers.reduce((a, b) => a + b, 0);

/** Whether a form is written in groups of the boxes' lengths ("(512) 555-0142" for boxes of 3, 3, 4). */
function groupedAs(form: string, parts: readonly number[]): boolean {
  const groups = form.match(/[0-9A-Za-z]+/g) ?? [];
  return groups.length === parts.length && groups.every((g, i) => g.length === parts[i]);
}

/** The option a form is, as its text or its leading code ("TX - Texas"); -1 for none. */
function optionFor(options: readonly string[], form: string): number {
  const f = form.toLowerCase();
  return options.findIndex((o) => o === f || o.startsWith(`${f} `) || o.startsWith(`${f}-`));
}

/** A text's shape: digits as 9, letters as a; a placeholder's X, #, Y, M, D as 9 when it is only those. */
function shapeOf(text: string): string {
  const t = text.trim();
  const mask = /^[\sxX#nN09YyMmDd()\-./]+$/.test(t) && /[xX#nNYyMmDd09]/.test(t);
  return (
    mask ? t.replace(/[xX#nNYyMmDd0-9]/g, '9') : t.replace(/\d/g, '9').replace(/[a-zA-Z]/g, 'a')
  ).trim();
}

/**
 * Evidence, 0 to 1, that the control's format asks for this very value: its autofill field name (0.95:
 * the page says what it is), an e-mail or telephone input (0.9, 0.8), a date input (0.6), a placeholder
 * of the value's shape or an example e-mail (0.6), a year asked as YYYY (0.5), boxes whose lengths are
 * the groups the value is written in (0.8: three, three and four are a telephone number), a drop-down
 * whose options hold the value (0.7 for words, 0.5 for a number, which many lists hold). The words of the
 * label are weighed elsewhere.
 */
export function formatEvidence(control: ControlFacts, candidate: Candidate, form: string): number {
  if (autofillOf(control)) return 0.95;
  const type = (control.type ?? 'text').toLowerCase();
  const mode = (control.inputMode ?? '').toLowerCase();
  if (type === 'email' || mode === 'email') return 0.9;
  if (type === 'tel' || mode === 'tel') return 0.8;
  if (type === 'date') return 0.6;
  const placeholder = control.placeholder?.trim() ?? '';
  const example = placeholder.replace(/^e\.?\s?g\.?,?\s*/i, '');
  if (candidate.kind === 'email' && EMAIL.test(example)) return 0.6;
  if (shapeOf(example).includes('9') && shapeOf(example) === shapeOf(form)) return 0.6;
  if (candidate.kind === 'year' && wantsYear(control)) return 0.5;
  if (control.parts && formsOf(candidate).some((f) => groupedAs(f, control.parts!))) return 0.8;
  // Words among a drop-down's options (a legal form, a state) single out one value as a number does not.
  if ((control.options ?? []).length > 0) return /[a-z]{2}/i.test(form) ? 0.7 : 0.5;
  return 0;
}
