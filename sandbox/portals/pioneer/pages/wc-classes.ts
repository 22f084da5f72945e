// Step 3 for workers' compensation, Class Codes & Payroll: a table of class codes by state. Rows are
// added and removed by posting the form ("Add another class"), as the portal has no client script.
import { type FormBody, field } from '../auth.ts';
import type { WcCoverage } from '../drafts.ts';
import {
  escapeHtml,
  type FieldErrors,
  hidden,
  options,
  radioGroup,
  selectField,
  textField,
  YES_NO,
} from '../html.ts';
import type { WcClassRow } from '../rating.ts';
import {
  findNcciClass,
  OPERATING_STATES,
  STATE_NAMES,
  WC_EL_LIMITS,
  WC_EXCLUDED_STATES,
} from '../reference.ts';
import { parseMoney, parseWholeNumber } from '../validate.ts';
import { readSchedule, renderSchedule } from './schedule-table.ts';
import { OWNERS, OWNERS_HINT, ownersForm, readOwners } from './wc-owners.ts';

export const MAX_CLASS_ROWS = 10;
const ROW_FIELDS = ['state', 'code', 'payroll', 'employees'] as const;
const stateChoices: [string, string][] = OPERATING_STATES.map((s) => [s, s]);

export type WcForm = Record<string, string>;

export const rowCount = (form: WcForm) => Math.max(1, Number(form.rowCount) || 1);

/** The posted form as a plain record, rows renumbered from 0. */
export function readWcForm(body: FormBody): WcForm {
  const count = Math.min(Number(field(body, 'rowCount')) || 1, MAX_CLASS_ROWS);
  const form: WcForm = {
    rowCount: String(count),
    experienceMod: field(body, 'experienceMod'),
    elLimits: field(body, 'elLimits'),
    ownersIncluded: field(body, 'ownersIncluded'),
    ...readSchedule(OWNERS, body),
  };
  for (let i = 0; i < count; i++)
    for (const f of ROW_FIELDS) form[`cls_${i}_${f}`] = field(body, `cls_${i}_${f}`);
  return form;
}

export function addRow(form: WcForm, defaultState: string): WcForm | undefined {
  const count = rowCount(form);
  if (count >= MAX_CLASS_ROWS) return undefined;
  return { ...form, rowCount: String(count + 1), [`cls_${count}_state`]: defaultState };
}

export function removeRow(form: WcForm, index: number): WcForm {
  const count = rowCount(form);
  if (count <= 1 || index < 0 || index >= count) return form;
  const next: WcForm = { ...form, rowCount: String(count - 1) };
  for (let i = index; i < count - 1; i++) {
    for (const f of ROW_FIELDS) next[`cls_${i}_${f}`] = form[`cls_${i + 1}_${f}`] ?? '';
  }
  for (const f of ROW_FIELDS) delete next[`cls_${count - 1}_${f}`];
  return next;
}

export function formFromCoverage(data: WcCoverage): WcForm {
  const form: WcForm = {
    rowCount: String(data.classes.length),
    experienceMod: data.experienceMod.toFixed(2),
    elLimits: data.employersLiabilityLimit,
    ownersIncluded: data.ownersIncluded ? 'Y' : 'N',
    ...ownersForm(data.officers ?? []),
  };
  data.classes.forEach((row, i) => {
    form[`cls_${i}_state`] = row.state;
    form[`cls_${i}_code`] = row.classCode;
    form[`cls_${i}_payroll`] = String(row.payroll);
    form[`cls_${i}_employees`] = String(row.employees);
  });
  return form;
}

function cell(id: string, label: string, control: string, errors: FieldErrors) {
  const error = errors[id];
  return (
    `<td${error ? ' class="has-error"' : ''}><label class="sr-only" for="${id}">${escapeHtml(label)}</label>${control}` +
    (error ? `<span class="field-error" id="${id}-error">${escapeHtml(error)}</span>` : '') +
    `</td>`
  );
}

export function renderWc(form: WcForm, errors: FieldErrors): string {
  const count = rowCount(form);
  const attrs = (id: string) =>
    ` id="${id}" name="${id}"${errors[id] ? ` aria-invalid="true" aria-describedby="${id}-error"` : ''}`;
  const rows = Array.from({ length: count }, (_, i) => {
    const n = i + 1;
    const id = (f: string) => `cls_${i}_${f}`;
    const input = (f: string, mode = '') =>
      `<input type="text"${attrs(id(f))} value="${escapeHtml(form[id(f)])}"${mode ? ` inputmode="${mode}"` : ''}>`;
    return (
      `<tr><th scope="row">${n}</th>` +
      cell(
        id('state'),
        `State (class ${n})`,
        `<select${attrs(id('state'))}>${options(stateChoices, form[id('state')], '--')}</select>`,
        errors,
      ) +
      cell(id('code'), `NCCI Class Code (class ${n})`, input('code', 'numeric'), errors) +
      cell(id('payroll'), `Payroll (class ${n})`, input('payroll'), errors) +
      cell(id('employees'), `Number of Employees (class ${n})`, input('employees', 'numeric'), errors) +
      `<td>${count > 1 ? `<button type="submit" class="secondary" name="action" value="remove-${i}" aria-label="Remove class ${n}">Remove</button>` : ''}</td></tr>`
    );
  }).join('');
  return (
    hidden('rowCount', String(count)) +
    `<div class="panel"><h2>Class Codes by State</h2>` +
    (errors.rows ? `<p class="field-error">${escapeHtml(errors.rows)}</p>` : '') +
    `<table class="data" aria-label="Class codes"><thead><tr><th scope="col">#</th><th scope="col">State</th>` +
    `<th scope="col">NCCI Class Code</th><th scope="col">Payroll</th><th scope="col">No. of Employees</th><th scope="col"></th></tr></thead>` +
    `<tbody>${rows}</tbody></table>` +
    `<p><button type="submit" class="secondary" name="action" value="add">Add another class</button></p></div>` +
    `<div class="panel"><h2>Rating Information</h2><div class="grid">` +
    textField({
      id: 'experienceMod',
      label: 'Experience Modification Factor',
      value: form.experienceMod || '1.00',
      errors,
      required: true,
      hint: 'Enter 1.00 if the risk has no experience rating',
    }) +
    selectField({
      id: 'elLimits',
      label: "Employers' Liability Limits",
      choices: WC_EL_LIMITS,
      value: form.elLimits || '500000/500000/500000',
      errors,
      required: true,
    }) +
    `</div>` +
    radioGroup({
      id: 'ownersIncluded',
      label: 'Include owners / officers in coverage?',
      choices: YES_NO,
      value: form.ownersIncluded,
      errors,
      required: true,
    }) +
    `</div>` +
    renderSchedule(OWNERS, form, errors, OWNERS_HINT)
  );
}

export function validateWc(form: WcForm): { data?: WcCoverage; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const classes: WcClassRow[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < rowCount(form); i++) {
    const id = (f: string) => `cls_${i}_${f}`;
    const state = form[id('state')] ?? '';
    const code = form[id('code')] ?? '';
    if (!state) errors[id('state')] = `Class ${i + 1}: select a state.`;
    else if (WC_EXCLUDED_STATES.includes(state)) {
      errors[id('state')] =
        `Pioneer Casualty does not write workers' compensation in ${state}. ${STATE_NAMES[state] ?? state} is a monopolistic state fund state.`;
    } else if (!OPERATING_STATES.includes(state))
      errors[id('state')] = `Pioneer Casualty is not licensed in ${state}.`;
    if (!/^\d{4}$/.test(code)) errors[id('code')] = `Class ${i + 1}: enter a 4-digit NCCI class code.`;
    else if (!findNcciClass(code)) {
      errors[id('code')] =
        `Class code ${code} is not available on ProducerNet. Contact your Pioneer underwriter.`;
    } else if (seen.has(`${state}${code}`))
      errors[id('code')] = `Class code ${code} is entered more than once for ${state}.`;
    seen.add(`${state}${code}`);
    const payroll = parseMoney(form[id('payroll')] ?? '');
    if (payroll === undefined || payroll <= 0)
      errors[id('payroll')] = `Class ${i + 1}: Payroll must be greater than $0.`;
    const employees = parseWholeNumber(form[id('employees')] ?? '');
    if (employees === undefined)
      errors[id('employees')] = `Class ${i + 1}: enter the Number of Employees (0 or more).`;
    if (!errors[id('state')] && !errors[id('code')] && payroll && employees !== undefined) {
      classes.push({ state, classCode: code, payroll, employees });
    }
  }
  const mod = Number(form.experienceMod);
  if (!/^\d+(\.\d{1,3})?$/.test(form.experienceMod ?? '') || mod < 0.2 || mod > 10) {
    errors.experienceMod = 'Experience Modification Factor must be a number between 0.20 and 10.00.';
  }
  if (!WC_EL_LIMITS.some(([v]) => v === form.elLimits))
    errors.elLimits = "Select the Employers' Liability Limits.";
  if (form.ownersIncluded !== 'Y' && form.ownersIncluded !== 'N') {
    errors.ownersIncluded = 'Answer whether owners and officers are included.';
  }
  const owners = readOwners(form, form.ownersIncluded);
  Object.assign(errors, owners.errors);
  if (Object.keys(errors).length) return { errors };
  return {
    errors,
    data: {
      classes,
      experienceMod: mod,
      employersLiabilityLimit: form.elLimits!,
      ownersIncluded: form.ownersIncluded === 'Y',
      ...(owners.rows.length ? { officers: owners.rows } : {}),
    },
  };
}
