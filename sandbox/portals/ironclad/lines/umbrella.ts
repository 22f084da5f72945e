// Commercial Umbrella on Ironclad Exchange: limit, retention, the schedule of underlying policies
// (repeating rows, one more per "Add another underlying policy") and the umbrella questionnaire.
import {
  type FieldErrors,
  type FormValues,
  followUp,
  radioQuestion,
  selectField,
  textArea,
  textField,
} from '../forms.ts';
import { money } from '../layout.ts';
import { rateUmbrella, UMBRELLA_LIMIT_FACTORS, UMBRELLA_RETENTION_FACTORS } from '../rating.ts';
import { type Decision, type LineModule, requireAnswer, requireText, yes } from './types.ts';

export const MAX_UNDERLYING_ROWS = 8;

export const UNDERLYING_LINES: [string, string][] = [
  ['gl', 'General liability'],
  ['auto', 'Commercial auto'],
  ['el', "Employers' liability"],
  ['other', 'Other'],
];

export interface UnderlyingRow {
  index: number;
  line: string;
  carrier: string;
  limits: string;
}

export function rowCount(values: FormValues): number {
  const count = Number(values.ul_rows);
  return Number.isInteger(count) && count >= 1 ? Math.min(count, MAX_UNDERLYING_ROWS) : 1;
}

/** The schedule rows that have anything in them. */
export function underlyingRows(values: FormValues): UnderlyingRow[] {
  const rows: UnderlyingRow[] = [];
  for (let index = 1; index <= rowCount(values); index += 1) {
    const row = {
      index,
      line: values[`ul_line_${index}`] ?? '',
      carrier: values[`ul_carrier_${index}`] ?? '',
      limits: (values[`ul_limits_${index}`] ?? '').replace(/[$,\s]/g, ''),
    };
    if (row.line || row.carrier || row.limits) rows.push(row);
  }
  return rows;
}

const amountOptions = (table: Record<number, number>): [string, string][] =>
  Object.keys(table).map((key) => [key, money(Number(key))]);

function renderCoverage(values: FormValues, errors: FieldErrors): string {
  const common = { values, errors };
  const rows: string[] = [];
  for (let i = 1; i <= rowCount(values); i += 1) {
    rows.push(`<div class="ix-row">
${selectField({ ...common, name: `ul_line_${i}`, label: `Underlying line (policy ${i})`, options: UNDERLYING_LINES, placeholder: 'Select a line' })}
${textField({ ...common, name: `ul_carrier_${i}`, label: `Carrier (policy ${i})` })}
${textField({ ...common, name: `ul_limits_${i}`, label: `Limits (policy ${i})`, placeholder: '1000000/2000000' })}
</div>`);
  }
  const canAdd = rowCount(values) < MAX_UNDERLYING_ROWS;
  return `<div class="ix-grid">
${selectField({ ...common, required: true, name: 'umb_limit', label: 'Umbrella limit', options: amountOptions(UMBRELLA_LIMIT_FACTORS), placeholder: 'Select a limit' })}
${selectField({ ...common, required: true, name: 'umb_retention', label: 'Self-insured retention', options: amountOptions(UMBRELLA_RETENTION_FACTORS) })}
</div>
<h2>Schedule of underlying insurance</h2>
<p class="ix-hint">List every primary policy the umbrella sits over. Limits as numbers separated by "/": each occurrence/aggregate for liability, a single limit for auto, each accident/disease policy/disease employee for employers' liability.</p>
${errors.schedule ? `<p class="ix-error" role="alert">${errors.schedule}</p>` : ''}
<input type="hidden" name="ul_rows" value="${rowCount(values)}">
${rows.join('\n')}
${canAdd ? '<p><button type="submit" name="action" value="add-row" formnovalidate class="ix-button ix-button-secondary">Add another underlying policy</button></p>' : ''}`;
}

function coverageAction(action: string, values: FormValues): FormValues | undefined {
  if (action !== 'add-row') return undefined;
  return { ...values, ul_rows: String(Math.min(rowCount(values) + 1, MAX_UNDERLYING_ROWS)) };
}

const MINIMUMS: Record<string, { min: number[]; message: string }> = {
  gl: {
    min: [1_000_000],
    message: 'Underlying general liability must carry at least $1,000,000 each occurrence',
  },
  auto: {
    min: [1_000_000],
    message: 'Underlying auto liability must carry at least $1,000,000 combined single limit',
  },
  el: {
    min: [500_000, 500_000, 500_000],
    message: "Underlying employers' liability must be at least 500000/500000/500000",
  },
  other: { min: [], message: '' },
};

function validateCoverage(values: FormValues): FieldErrors {
  const errors: FieldErrors = {};
  if (!(Number(values.umb_limit) in UMBRELLA_LIMIT_FACTORS)) errors.umb_limit = 'Select an umbrella limit';
  if (!(Number(values.umb_retention) in UMBRELLA_RETENTION_FACTORS))
    errors.umb_retention = 'Select a self-insured retention';
  const rows = underlyingRows(values);
  for (const row of rows) {
    const minimum = MINIMUMS[row.line];
    if (!minimum) errors[`ul_line_${row.index}`] = `Select the underlying line for policy ${row.index}`;
    if (row.carrier.length < 2)
      errors[`ul_carrier_${row.index}`] = `Enter the carrier for policy ${row.index}`;
    if (!/^\d+(\/\d+){0,2}$/.test(row.limits)) {
      errors[`ul_limits_${row.index}`] =
        `Enter the limits for policy ${row.index} as numbers separated by /, e.g. 1000000/2000000`;
    } else if (minimum?.min.some((min, i) => Number(row.limits.split('/')[i] ?? 0) < min)) {
      errors[`ul_limits_${row.index}`] = minimum.message;
    }
  }
  if (!rows.some((row) => row.line === 'gl'))
    errors.schedule = 'Schedule the underlying general liability policy: Ironclad umbrellas require one';
  return errors;
}

function renderUnderwriting(values: FormValues, errors: FieldErrors): string {
  const q = { values, errors };
  return `
${radioQuestion({ ...q, name: 'fleet_25', label: 'Any fleet over 25 vehicles?' })}
${radioQuestion({ ...q, name: 'hazmat', label: 'Do you haul, store or handle hazardous materials?' })}
${radioQuestion({ ...q, name: 'ul_cancelled', label: 'Has any underlying policy been cancelled or non-renewed in the past 3 years?' })}
${followUp(
  'ul_cancelled',
  ['Y'],
  yes(values, 'ul_cancelled'),
  textArea({
    ...q,
    name: 'ul_cancel_detail',
    label: 'Explain the cancellation or non-renewal',
    disabled: !yes(values, 'ul_cancelled'),
  }),
)}
${textArea({ ...q, name: 'operations', label: "Describe the applicant's operations", hint: 'What the business does, where, and for whom.' })}`;
}

function validateUnderwriting(values: FormValues): FieldErrors {
  const errors: FieldErrors = {};
  requireAnswer(values, errors, 'fleet_25', 'Tell us whether you operate a fleet over 25 vehicles');
  requireAnswer(values, errors, 'hazmat', 'Tell us whether you handle hazardous materials');
  requireAnswer(values, errors, 'ul_cancelled', 'Tell us about cancelled or non-renewed underlying policies');
  if (yes(values, 'ul_cancelled'))
    requireText(values, errors, 'ul_cancel_detail', 'Explain the cancellation in at least 20 characters');
  requireText(values, errors, 'operations', "Describe the applicant's operations in at least 20 characters");
  return errors;
}

const lineLabel = (line: string) => UNDERLYING_LINES.find(([key]) => key === line)?.[1] ?? line;

function reviewRows(coverage: FormValues, uw: FormValues): [string, string][] {
  return [
    ['Umbrella limit', money(Number(coverage.umb_limit))],
    ['Self-insured retention', money(Number(coverage.umb_retention))],
    ...underlyingRows(coverage).map((row): [string, string] => [
      `Underlying policy ${row.index}`,
      `${lineLabel(row.line)}, ${row.carrier}, ${row.limits}`,
    ]),
    ['Fleet over 25 vehicles', yes(uw, 'fleet_25') ? 'Yes' : 'No'],
    ['Hazardous materials', yes(uw, 'hazmat') ? 'Yes' : 'No'],
    ['Underlying cancelled or non-renewed', yes(uw, 'ul_cancelled') ? 'Yes' : 'No'],
    ['Operations', uw.operations ?? ''],
  ];
}

function decide(applicant: FormValues, coverage: FormValues, uw: FormValues): Decision {
  if (yes(uw, 'hazmat'))
    return {
      kind: 'declined',
      message: 'Ironclad does not write umbrella over hazardous-materials exposures.',
    };
  if (yes(uw, 'fleet_25'))
    return {
      kind: 'referred',
      message:
        'Referred to underwriter: fleets over 25 vehicles need an auto exposure review before umbrella terms can be offered.',
    };
  const rows = underlyingRows(coverage);
  const rating = rateUmbrella({
    state: applicant.state ?? '',
    naics: applicant.naics ?? '',
    annualRevenue: Number(applicant.revenue),
    limit: Number(coverage.umb_limit),
    retention: Number(coverage.umb_retention),
    hasAutoUnderlying: rows.some((row) => row.line === 'auto'),
  });
  return {
    kind: 'quoted',
    rating,
    terms: [
      ['Umbrella limit', money(Number(coverage.umb_limit))],
      ['Self-insured retention', money(Number(coverage.umb_retention))],
      ['Underlying policies scheduled', String(rows.length)],
    ],
  };
}

export const umbrellaLine: LineModule = {
  product: 'umbrella',
  title: 'Commercial Umbrella',
  quoteCode: 'UMB',
  renderCoverage,
  validateCoverage,
  coverageAction,
  renderUnderwriting,
  validateUnderwriting,
  reviewRows,
  decide,
};
