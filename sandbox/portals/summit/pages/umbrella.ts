// Commercial Umbrella steps: Umbrella Limits (Umbrella/Limits.aspx) and the Schedule of Underlying
// Insurance (Umbrella/Underlying.aspx), a repeating GridView with an "Add Another Policy" postback.
import type { FastifyInstance } from 'fastify';
import type { SummitApp } from '../app.ts';
import { button, dropDown, esc, fieldId, fieldName, pressed, readForm, selectRow, textBox } from '../html.ts';
import { RETENTIONS, UMBRELLA_LIMITS, UNDERLYING_COVERAGES } from '../reference.ts';
import { registerStepPage, type StepPage } from '../step-page.ts';
import type { FieldError, FormValues, UmbrellaLimitsData, UnderlyingPolicy } from '../types.ts';
import { parseLimits } from '../validate.ts';

export const limitsPage: StepPage<UmbrellaLimitsData> = {
  key: 'limits',
  read: (body) => readForm(body, ['ddlUmbLimit', 'ddlRetention']),
  toForm: ({ limits }): FormValues =>
    limits
      ? { ddlUmbLimit: String(limits.limit), ddlRetention: String(limits.retention) }
      : { ddlRetention: '10000' },
  parse(form) {
    const errors: FieldError[] = [];
    if (!UMBRELLA_LIMITS.some((o) => o.value === form.ddlUmbLimit))
      errors.push({ field: 'ddlUmbLimit', message: 'Umbrella Limit is required.' });
    if (!RETENTIONS.some((o) => o.value === form.ddlRetention))
      errors.push({ field: 'ddlRetention', message: 'Self-Insured Retention is required.' });
    if (errors.length) return { errors };
    return { errors, data: { limit: Number(form.ddlUmbLimit), retention: Number(form.ddlRetention) } };
  },
  save: (draft, data) => {
    draft.limits = data;
  },
  render(form, errors) {
    return `<h2 class="section">Umbrella Limits</h2><table class="form">
${selectRow('Umbrella Limit', 'ddlUmbLimit', UMBRELLA_LIMITS, form, { errors, required: true, hint: '(Each Occurrence and Aggregate)' })}
${selectRow('Self-Insured Retention', 'ddlRetention', RETENTIONS, form, { errors, required: true })}
<tr><td class="lbl">Coverage Form:</td><td class="ctl">Commercial Umbrella (SM UM 01 08)</td></tr></table>`;
  },
};

const MAX_ROWS = 8;
const COLUMNS = ['ddlCoverage', 'txtCarrier', 'txtPolicyNo', 'txtLimits'] as const;
const cell = (row: number, column: string) => `gvUnderlying$ctl${String(row + 2).padStart(2, '0')}$${column}`;
const key = (row: number, column: string) => `r${row}.${column}`;

function readRows(body: unknown): FormValues {
  const source = (body ?? {}) as Record<string, unknown>;
  const form: FormValues = {};
  let rows = 0;
  for (let row = 0; row < MAX_ROWS; row += 1) {
    if (!Object.hasOwn(source, fieldName(cell(row, 'ddlCoverage')))) break;
    const values = readForm(
      body,
      COLUMNS.map((c) => cell(row, c)),
    );
    for (const c of COLUMNS) form[key(row, c)] = values[cell(row, c)] ?? '';
    rows += 1;
  }
  form.__rows = String(Math.max(rows, 1));
  return form;
}

const MINIMUMS: Record<UnderlyingPolicy['coverage'], { parts: number; amount: number; text: string }> = {
  GL: {
    parts: 1,
    amount: 1_000_000,
    text: 'General Liability limits must be at least 1,000,000 each occurrence',
  },
  BOP: {
    parts: 1,
    amount: 1_000_000,
    text: 'Businessowners Liability limits must be at least 1,000,000 each occurrence',
  },
  AUTO: {
    parts: 1,
    amount: 1_000_000,
    text: 'Business Auto must carry at least a 1,000,000 combined single limit',
  },
  EL: {
    parts: 3,
    amount: 500_000,
    text: "Employers' Liability limits must be at least 500,000/500,000/500,000",
  },
};

function parseRows(form: FormValues): { data?: UnderlyingPolicy[]; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const policies: UnderlyingPolicy[] = [];
  const rows = Number(form.__rows ?? '1');
  for (let row = 0; row < rows; row += 1) {
    const v = (c: string) => (form[key(row, c)] ?? '').trim();
    if (COLUMNS.every((c) => !v(c))) continue;
    const fail = (c: string, message: string) =>
      errors.push({ field: key(row, c), message: `Policy ${row + 1}: ${message}` });
    const coverage = v('ddlCoverage') as UnderlyingPolicy['coverage'];
    const known = UNDERLYING_COVERAGES.some((o) => o.value === coverage);
    if (!known) fail('ddlCoverage', 'Coverage is required.');
    if (!v('txtCarrier')) fail('txtCarrier', 'Carrier is required.');
    const limits = parseLimits(v('txtLimits'));
    if (!v('txtLimits')) fail('txtLimits', 'Limits are required.');
    else if (!limits)
      fail('txtLimits', 'Limits must be amounts separated by a slash, e.g. 1,000,000/2,000,000.');
    else if (known) {
      const minimum = MINIMUMS[coverage];
      if (limits.length < minimum.parts || limits.some((l) => l < minimum.amount))
        fail('txtLimits', `${minimum.text}.`);
    }
    if (known && limits)
      policies.push({
        coverage,
        carrier: v('txtCarrier'),
        policyNumber: v('txtPolicyNo'),
        limits: limits.join('/'),
      });
  }
  if (policies.length === 0 && errors.length === 0)
    errors.push({
      field: key(0, 'ddlCoverage'),
      message: 'At least one underlying policy must be scheduled.',
    });
  else if (errors.length === 0 && !policies.some((p) => p.coverage === 'GL' || p.coverage === 'BOP'))
    errors.push({
      field: key(0, 'ddlCoverage'),
      message: 'The schedule must include a General Liability or Businessowners Liability policy.',
    });
  return errors.length ? { errors } : { errors, data: policies };
}

function renderGrid(form: FormValues, errors: FieldError[]): string {
  const rows = Math.min(MAX_ROWS, Number(form.__rows ?? '3'));
  const bad = (row: number, c: string) =>
    errors.some((e) => e.field === key(row, c)) ? '<span class="validator">*</span>' : '';
  const labels: Record<string, string> = {
    ddlCoverage: 'Coverage',
    txtCarrier: 'Carrier',
    txtPolicyNo: 'Policy Number',
    txtLimits: 'Limits',
  };
  let body = '';
  for (let row = 0; row < rows; row += 1) {
    const controls = COLUMNS.map((c) => {
      const id = cell(row, c);
      const value = form[key(row, c)] ?? '';
      const control =
        c === 'ddlCoverage'
          ? dropDown(id, UNDERLYING_COVERAGES, value)
          : textBox(id, value, { size: c === 'txtLimits' ? 22 : 18 });
      return `<td><label class="offscreen" for="${fieldId(id)}">Policy ${row + 1} ${labels[c]}</label>${control}${bad(row, c)}</td>`;
    }).join('');
    body += `<tr${row % 2 ? ' class="alt"' : ''}><td>${row + 1}</td>${controls}</tr>`;
  }
  return `<p>List every policy the umbrella sits over. A General Liability or Businessowners Liability policy is required.
Enter limits as amounts separated by a slash: Each Occurrence/Aggregate (1,000,000/2,000,000), a Business Auto combined single
limit (1,000,000), Employers' Liability (500,000/500,000/500,000).</p>
<table class="grid" id="ctl00_MainContent_gvUnderlying" cellspacing="0"><tr><th scope="col">#</th><th scope="col">Coverage</th>
<th scope="col">Carrier</th><th scope="col">Policy Number</th><th scope="col">Limits</th></tr>${body}</table>
<p>${rows < MAX_ROWS ? button('btnAddRow', 'Add Another Policy') : esc(`A maximum of ${MAX_ROWS} policies can be scheduled.`)}</p>`;
}

export const underlyingPage: StepPage<UnderlyingPolicy[]> = {
  key: 'underlying',
  read: readRows,
  toForm({ underlying }) {
    const form: FormValues = { __rows: String(Math.max(3, underlying?.length ?? 0)) };
    underlying?.forEach((p, row) => {
      form[key(row, 'ddlCoverage')] = p.coverage;
      form[key(row, 'txtCarrier')] = p.carrier;
      form[key(row, 'txtPolicyNo')] = p.policyNumber;
      form[key(row, 'txtLimits')] = p.limits
        .split('/')
        .map((n) => Number(n).toLocaleString('en-US'))
        .join('/');
    });
    return form;
  },
  parse: (form) => parseRows(form),
  save: (draft, data) => {
    draft.underlying = data;
  },
  render: (form, errors) =>
    `<h2 class="section">Schedule of Underlying Insurance</h2>${renderGrid(form, errors)}`,
  postback(body, form) {
    if (!pressed(body, 'btnAddRow')) return undefined;
    return { ...form, __rows: String(Math.min(MAX_ROWS, Number(form.__rows ?? '1') + 1)) };
  },
};

export function registerUmbrellaPages(fastify: FastifyInstance, app: SummitApp) {
  registerStepPage(fastify, app, limitsPage);
  registerStepPage(fastify, app, underlyingPage);
}
