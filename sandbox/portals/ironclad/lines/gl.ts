// General Liability on Ironclad Exchange: class and exposure, limits, and the GL questionnaire.
import {
  type FieldErrors,
  type FormValues,
  followUp,
  parseAmount,
  radioQuestion,
  selectField,
  textArea,
  textField,
} from '../forms.ts';
import { money } from '../layout.ts';
import { type ExposureBasis, GL_DEDUCTIBLE_FACTORS, GL_LIMIT_FACTORS, rateGl } from '../rating.ts';
import {
  renderSchedules,
  scheduleAction,
  scheduledLocations,
  scheduledLosses,
  validateSchedules,
} from './gl-schedules.ts';
import { type Decision, type LineModule, requireAnswer, requireText, yes } from './types.ts';

export const BASIS_OPTIONS: [ExposureBasis, string][] = [
  ['payroll', 'Payroll'],
  ['sales', 'Gross sales'],
  ['area', 'Area (square feet)'],
  ['units', 'Units'],
];

const LIMIT_OPTIONS: [string, string][] = Object.keys(GL_LIMIT_FACTORS).map((key) => {
  const [occurrence, aggregate] = key.split('/').map(Number);
  return [key, `${money(occurrence ?? 0)} / ${money(aggregate ?? 0)}`];
});

const DEDUCTIBLE_OPTIONS: [string, string][] = Object.keys(GL_DEDUCTIBLE_FACTORS).map((key) => [
  key,
  key === '0' ? 'None' : money(Number(key)),
]);

const label = (options: [string, string][], value: string | undefined) =>
  options.find(([key]) => key === value)?.[1] ?? '';

function renderCoverage(values: FormValues, errors: FieldErrors): string {
  const common = { values, errors, required: true };
  return `<div class="ix-grid">
${textField({ ...common, name: 'gl_class', label: 'GL class code', hint: '5-digit ISO class code, e.g. 41677', inputmode: 'numeric' })}
${selectField({ ...common, name: 'exposure_basis', label: 'Exposure basis', options: BASIS_OPTIONS, placeholder: 'Select a basis' })}
${textField({ ...common, name: 'exposure', label: 'Exposure amount', hint: 'Payroll or sales in dollars, area in square feet, or number of units', inputmode: 'numeric' })}
${selectField({ ...common, name: 'gl_limits', label: 'Limits (each occurrence / general aggregate)', options: LIMIT_OPTIONS, placeholder: 'Select limits' })}
${selectField({ ...common, name: 'gl_deductible', label: 'Property damage deductible', options: DEDUCTIBLE_OPTIONS })}
</div>
${renderSchedules(values, errors)}`;
}

function validateCoverage(values: FormValues, applicant: FormValues): FieldErrors {
  const errors: FieldErrors = {};
  if (!/^\d{5}$/.test(values.gl_class ?? '')) errors.gl_class = 'Enter a 5-digit GL class code';
  if (!BASIS_OPTIONS.some(([key]) => key === values.exposure_basis))
    errors.exposure_basis = 'Select an exposure basis';
  const exposure = parseAmount(values.exposure);
  if (!(exposure > 0)) errors.exposure = 'Exposure must be a number greater than zero';
  else if (values.exposure_basis === 'sales' && exposure > Number(applicant.revenue))
    errors.exposure = 'Gross sales exposure cannot exceed the annual gross revenue on the Applicant page';
  else if (values.exposure_basis === 'units' && !Number.isInteger(exposure))
    errors.exposure = 'Units must be a whole number';
  if (!Object.hasOwn(GL_LIMIT_FACTORS, values.gl_limits ?? '')) errors.gl_limits = 'Select limits';
  if (!(Number(values.gl_deductible) in GL_DEDUCTIBLE_FACTORS)) errors.gl_deductible = 'Select a deductible';
  Object.assign(errors, validateSchedules(values, new Date()));
  // Gross sales of every location together: no more than the revenue either.
  const sales = [
    values.exposure_basis === 'sales' ? exposure : 0,
    ...scheduledLocations(values).map((l) => (l.exposureBasis === 'sales' ? l.exposure : 0)),
  ].reduce((sum, amount) => sum + Math.max(amount, 0), 0);
  if (!errors.exposure && sales > Number(applicant.revenue))
    errors.locations =
      'Gross sales of all locations together cannot exceed the annual gross revenue on the Applicant page';
  return errors;
}

function renderUnderwriting(values: FormValues, errors: FieldErrors): string {
  const q = { values, errors };
  const subs = yes(values, 'uses_subs');
  return `
${radioQuestion({ ...q, name: 'private_label', label: 'Any products sold under your own label?' })}
${followUp(
  'private_label',
  ['Y'],
  yes(values, 'private_label'),
  textArea({
    ...q,
    name: 'private_label_detail',
    label: 'Describe the private-label products and their annual sales',
    disabled: !yes(values, 'private_label'),
  }),
)}
${radioQuestion({ ...q, name: 'uses_subs', label: 'Do you use subcontractors?' })}
${followUp(
  'uses_subs',
  ['Y'],
  subs,
  radioQuestion({
    ...q,
    name: 'subs_no_coi',
    label: 'Do you hire subcontractors without certificates of insurance?',
    disabled: !subs,
  }),
)}
${radioQuestion({ ...q, name: 'gl_losses', label: 'Any general liability claims over $25,000 in the past 3 years?' })}
${followUp(
  'gl_losses',
  ['Y'],
  yes(values, 'gl_losses'),
  textArea({
    ...q,
    name: 'gl_loss_detail',
    label: 'Describe each claim, the amount paid or reserved, and its status',
    disabled: !yes(values, 'gl_losses'),
  }),
)}
${textArea({ ...q, name: 'operations', label: "Describe the applicant's operations", hint: 'What the business does, where, and for whom.' })}`;
}

function validateUnderwriting(values: FormValues): FieldErrors {
  const errors: FieldErrors = {};
  requireAnswer(
    values,
    errors,
    'private_label',
    'Tell us whether any products are sold under your own label',
  );
  if (yes(values, 'private_label'))
    requireText(
      values,
      errors,
      'private_label_detail',
      'Describe the private-label products in at least 20 characters',
    );
  requireAnswer(values, errors, 'uses_subs', 'Tell us whether you use subcontractors');
  if (yes(values, 'uses_subs'))
    requireAnswer(
      values,
      errors,
      'subs_no_coi',
      'Tell us whether subcontractors work without certificates of insurance',
    );
  requireAnswer(values, errors, 'gl_losses', 'Tell us about general liability claims in the past 3 years');
  if (yes(values, 'gl_losses'))
    requireText(values, errors, 'gl_loss_detail', 'Describe the claims in at least 20 characters');
  requireText(values, errors, 'operations', "Describe the applicant's operations in at least 20 characters");
  return errors;
}

function reviewRows(coverage: FormValues, uw: FormValues): [string, string][] {
  const exposure = parseAmount(coverage.exposure);
  const rows: [string, string][] = [
    ['GL class code', coverage.gl_class ?? ''],
    ['Exposure', `${label(BASIS_OPTIONS, coverage.exposure_basis)}: ${exposure.toLocaleString('en-US')}`],
    ['Limits', label(LIMIT_OPTIONS, coverage.gl_limits)],
    ['Property damage deductible', label(DEDUCTIBLE_OPTIONS, coverage.gl_deductible)],
    ['Private-label products', yes(uw, 'private_label') ? 'Yes' : 'No'],
    ['Uses subcontractors', yes(uw, 'uses_subs') ? 'Yes' : 'No'],
  ];
  if (yes(uw, 'uses_subs'))
    rows.push(['Subcontractors without certificates', yes(uw, 'subs_no_coi') ? 'Yes' : 'No']);
  for (const [i, location] of scheduledLocations(coverage).entries())
    rows.splice(2 + i, 0, [`Location ${i + 2}`, location.label]);
  for (const [i, loss] of scheduledLosses(coverage).entries())
    rows.push([`Loss ${i + 1}`, `${loss.label}, ${loss.open ? 'open' : 'closed'}`]);
  rows.push(['GL claims over $25,000 (3 years)', yes(uw, 'gl_losses') ? 'Yes' : 'No']);
  rows.push(['Operations', uw.operations ?? '']);
  return rows;
}

function decide(applicant: FormValues, coverage: FormValues, uw: FormValues): Decision {
  if (yes(uw, 'uses_subs') && yes(uw, 'subs_no_coi'))
    return {
      kind: 'declined',
      message:
        'Ironclad cannot offer general liability where subcontractors work without certificates of insurance.',
    };
  if (yes(uw, 'gl_losses'))
    return {
      kind: 'referred',
      message:
        'Referred to underwriter: general liability claims over $25,000 in the past 3 years need underwriter review. Expect a response within 2 business days.',
    };
  const rating = rateGl({
    state: applicant.state ?? '',
    naics: applicant.naics ?? '',
    exposureBasis: coverage.exposure_basis as ExposureBasis,
    exposure: parseAmount(coverage.exposure),
    limits: coverage.gl_limits ?? '',
    deductible: Number(coverage.gl_deductible),
    privateLabel: yes(uw, 'private_label'),
    otherLocations: scheduledLocations(coverage),
    losses: scheduledLosses(coverage),
  });
  const [occurrence, aggregate] = (coverage.gl_limits ?? '').split('/').map(Number);
  return {
    kind: 'quoted',
    rating,
    terms: [
      ['Each occurrence', money(occurrence ?? 0)],
      ['General aggregate', money(aggregate ?? 0)],
      ['Property damage deductible', label(DEDUCTIBLE_OPTIONS, coverage.gl_deductible)],
      ['Class code', coverage.gl_class ?? ''],
    ],
  };
}

export const glLine: LineModule = {
  product: 'gl',
  title: 'General Liability',
  quoteCode: 'GLX',
  renderCoverage,
  validateCoverage,
  coverageAction: scheduleAction,
  renderUnderwriting,
  validateUnderwriting,
  reviewRows,
  decide,
};
