// Step 3 for umbrella, Underlying Insurance: the umbrella limit and retention and the schedule of
// underlying policies, with Pioneer's minimum underlying limits.
import { type FormBody, field } from '../auth.ts';
import type { UmbrellaCoverage } from '../drafts.ts';
import { type FieldErrors, money, selectField, textField } from '../html.ts';
import {
  UMBRELLA_LIMITS,
  UMBRELLA_RETENTIONS,
  UNDERLYING_AUTO_LIMITS,
  UNDERLYING_GL_LIMITS,
  WC_EL_LIMITS,
} from '../reference.ts';
import { parseWholeNumber } from '../validate.ts';

const limitChoices: [string, string][] = UMBRELLA_LIMITS.map((l) => [String(l), money(l)]);
const retentionChoices: [string, string][] = UMBRELLA_RETENTIONS.map((r) => [String(r), money(r)]);
const elChoices: [string, string][] = [['none', 'No employees / not applicable'], ...WC_EL_LIMITS];

export function umbrellaValues(data: UmbrellaCoverage): Record<string, string> {
  return {
    umbLimit: String(data.limit),
    retention: String(data.retention),
    glCarrier: data.glCarrier,
    glLimits: data.glLimits,
    autoCarrier: data.autoCarrier,
    autoLimit: data.autoLimit,
    vehicles: String(data.vehicles),
    elCarrier: data.elCarrier,
    elLimits: data.elLimits,
  };
}

export function renderUmbrella(values: Record<string, string>, errors: FieldErrors): string {
  return (
    `<div class="panel"><h2>Umbrella Coverage</h2><div class="grid">` +
    selectField({
      id: 'umbLimit',
      label: 'Umbrella Limit',
      choices: limitChoices,
      value: values.umbLimit ?? '1000000',
      errors,
      required: true,
      hint: 'Each occurrence and aggregate',
    }) +
    selectField({
      id: 'retention',
      label: 'Self-Insured Retention',
      choices: retentionChoices,
      value: values.retention ?? '0',
      errors,
      required: true,
    }) +
    `</div></div><div class="panel"><h2>Schedule of Underlying Insurance</h2>` +
    `<h3>General Liability</h3><div class="grid">` +
    textField({
      id: 'glCarrier',
      label: 'General Liability Carrier',
      value: values.glCarrier,
      errors,
      required: true,
    }) +
    selectField({
      id: 'glLimits',
      label: 'General Liability Limits',
      choices: UNDERLYING_GL_LIMITS,
      value: values.glLimits,
      errors,
      required: true,
      placeholder: '-- Select --',
      hint: 'Occurrence / aggregate',
    }) +
    `</div><h3>Automobile Liability</h3><div class="grid">` +
    selectField({
      id: 'autoLimit',
      label: 'Auto Liability Limit',
      choices: UNDERLYING_AUTO_LIMITS,
      value: values.autoLimit,
      errors,
      required: true,
      placeholder: '-- Select --',
    }) +
    textField({ id: 'autoCarrier', label: 'Auto Liability Carrier', value: values.autoCarrier, errors }) +
    textField({
      id: 'vehicles',
      label: 'Number of Owned Vehicles',
      value: values.vehicles,
      errors,
      inputmode: 'numeric',
    }) +
    `</div><h3>Employers Liability</h3><div class="grid">` +
    selectField({
      id: 'elLimits',
      label: 'Employers Liability Limits',
      choices: elChoices,
      value: values.elLimits,
      errors,
      required: true,
      placeholder: '-- Select --',
    }) +
    textField({ id: 'elCarrier', label: 'Employers Liability Carrier', value: values.elCarrier, errors }) +
    `</div></div>`
  );
}

export function readUmbrella(
  body: FormBody,
  employees: number,
): { data?: UmbrellaCoverage; errors: FieldErrors } {
  const get = (name: string) => field(body, name);
  const errors: FieldErrors = {};
  const limit = Number(get('umbLimit'));
  if (!UMBRELLA_LIMITS.includes(limit)) errors.umbLimit = 'Select the Umbrella Limit.';
  const retention = Number(get('retention'));
  if (!UMBRELLA_RETENTIONS.includes(retention) || get('retention') === '')
    errors.retention = 'Select the Self-Insured Retention.';
  const glCarrier = get('glCarrier');
  if (!glCarrier) errors.glCarrier = 'General Liability Carrier is required.';
  const glLimits = get('glLimits');
  if (!UNDERLYING_GL_LIMITS.some(([v]) => v === glLimits))
    errors.glLimits = 'Select the General Liability Limits.';
  else if (glLimits === '500000/1000000') {
    errors.glLimits =
      'Pioneer requires underlying General Liability limits of at least $1,000,000 / $2,000,000.';
  }
  const autoLimit = get('autoLimit');
  const autoCarrier = get('autoCarrier');
  const vehiclesRaw = get('vehicles');
  let vehicles = 0;
  if (!UNDERLYING_AUTO_LIMITS.some(([v]) => v === autoLimit))
    errors.autoLimit = 'Select the Auto Liability Limit.';
  else if (autoLimit === '500000') {
    errors.autoLimit =
      'Pioneer requires underlying Auto Liability of at least $1,000,000 combined single limit.';
  } else if (autoLimit !== 'none') {
    if (!autoCarrier)
      errors.autoCarrier = 'Auto Liability Carrier is required when auto coverage is scheduled.';
    const count = parseWholeNumber(vehiclesRaw);
    if (count === undefined || count < 1 || count > 100) {
      errors.vehicles = 'Number of Owned Vehicles must be between 1 and 100 (100 or more must be referred).';
    } else vehicles = count;
  } else if (vehiclesRaw && parseWholeNumber(vehiclesRaw) !== 0) {
    errors.vehicles = 'Schedule an Auto Liability Limit for owned vehicles.';
  }
  const elLimits = get('elLimits');
  const elCarrier = get('elCarrier');
  if (!elChoices.some(([v]) => v === elLimits)) errors.elLimits = 'Select the Employers Liability Limits.';
  else if (elLimits === 'none' && employees > 0) {
    errors.elLimits = 'Underlying Employers Liability is required when the applicant has employees.';
  } else if (elLimits === '100000/500000/100000') {
    errors.elLimits =
      'Pioneer requires underlying Employers Liability limits of at least $500,000 / $500,000 / $500,000.';
  } else if (elLimits !== 'none' && !elCarrier) {
    errors.elCarrier = 'Employers Liability Carrier is required when Employers Liability is scheduled.';
  }
  if (Object.keys(errors).length) return { errors };
  return {
    errors,
    data: { limit, retention, glCarrier, glLimits, autoCarrier, autoLimit, vehicles, elCarrier, elLimits },
  };
}
