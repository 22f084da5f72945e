// WC step "Class codes & payroll": rows of state / class / payroll / employees, plus mod, EL limits, owners.
import type { WcClassRow, WcInfo } from '../model.ts';
import { stateRefusal } from '../reference/states.ts';
import { EL_LIMITS, findWcClass } from '../reference/wc-classes.ts';
import type { Validated } from './business.ts';
import { type FieldErrors, option, parseAmount, parseWhole, text } from './common.ts';
import { officersAgree, validateOfficers } from './officers.ts';

export const MAX_CLASS_ROWS = 20;

export function validateWc(body: Record<string, unknown>): Validated<WcInfo> {
  const errors: FieldErrors = {};
  const rawRows = Array.isArray(body.classes) ? (body.classes as Record<string, unknown>[]) : [];
  if (rawRows.length === 0) errors.classes = 'Add at least one class code.';
  if (rawRows.length > MAX_CLASS_ROWS) errors.classes = `Enter at most ${MAX_CLASS_ROWS} class codes.`;
  const seen = new Set<string>();
  const classes: WcClassRow[] = rawRows.slice(0, MAX_CLASS_ROWS).map((raw, i) => {
    const row = {
      state: text(raw?.state, 2).toUpperCase(),
      classCode: text(raw?.classCode, 4),
      payroll: parseAmount(raw?.payroll),
      fullTime: parseWhole(raw?.fullTime),
      partTime: parseWhole(raw?.partTime),
    };
    const at = (field: string) => `classes.${i}.${field}`;
    const refusal = row.state ? stateRefusal('wc', row.state) : 'Select a state.';
    if (refusal) errors[at('state')] = refusal;
    else if (!findWcClass(row.state, row.classCode))
      errors[at('classCode')] = 'Select a class code for this state.';
    else if (seen.has(`${row.state}-${row.classCode}`)) {
      errors[at('classCode')] = 'This class code is already listed for this state.';
    }
    seen.add(`${row.state}-${row.classCode}`);
    if (!(row.payroll > 0)) errors[at('payroll')] = 'Payroll must be greater than $0.';
    else if (row.payroll > 50_000_000)
      errors[at('payroll')] = 'Payroll above $50,000,000 cannot be quoted online.';
    if (Number.isNaN(row.fullTime))
      errors[at('fullTime')] = 'Enter the number of full-time employees (0 or more).';
    if (Number.isNaN(row.partTime))
      errors[at('partTime')] = 'Enter the number of part-time employees (0 or more).';
    else if (row.fullTime + row.partTime < 1) {
      errors[at('partTime')] = 'Enter at least one full-time or part-time employee.';
    }
    return row;
  });

  const modText = text(body.experienceMod, 6);
  const experienceMod = /^\d(\.\d{1,2})?$/.test(modText) ? Number(modText) : Number.NaN;
  if (!(experienceMod >= 0.5 && experienceMod <= 3)) {
    errors.experienceMod = 'Enter an experience mod between 0.50 and 3.00 (1.00 if the business has none).';
  }
  const el = option(EL_LIMITS, body.elLimit);
  if (!el) errors.elLimit = "Select employers' liability limits.";
  const owners = text(body.ownersIncluded, 3);
  if (owners !== 'yes' && owners !== 'no')
    errors.ownersIncluded = 'Choose whether owners and officers are covered.';
  const officers = validateOfficers(body, classes[0]?.state ?? '', errors);
  const disagree = (owners === 'yes' || owners === 'no') && officersAgree(officers, owners === 'yes');
  if (disagree) errors.ownersIncluded = disagree;

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      classes,
      experienceMod,
      elLimit: el!.value,
      ownersIncluded: owners === 'yes',
      ...(officers ? { officers } : {}),
    },
  };
}
