// WC "Owners & officers" table: each owner or officer, included in the coverage (with the class code of
// their duties and their annual payroll, both rated) or excluded (not rated). The table is optional: a
// submission saved without it is rated as before. With rows, "Include owners and officers in
// coverage?" must say Yes exactly when a row is included.
import type { OfficerRow } from '../model.ts';
import { findWcClass } from '../reference/wc-classes.ts';
import { type FieldErrors, parseAmount, text } from './common.ts';

export const MAX_OFFICER_ROWS = 10;

/** The officers of the body (undefined when it sends no table), with their errors in `errors`. */
export function validateOfficers(
  body: Record<string, unknown>,
  governingState: string,
  errors: FieldErrors,
): OfficerRow[] | undefined {
  if (!Array.isArray(body.officers)) return undefined;
  const raw = body.officers as Record<string, unknown>[];
  if (raw.length > MAX_OFFICER_ROWS)
    errors.officers = `Enter at most ${MAX_OFFICER_ROWS} owners and officers.`;
  const rows = raw.slice(0, MAX_OFFICER_ROWS).map((r, i) => {
    const at = (field: string) => `officers.${i}.${field}`;
    const inclusion = text(r?.included, 8);
    const included = inclusion === 'included';
    const ownershipText = text(r?.ownership, 6).replace(/%$/, '');
    const ownership = /^\d{1,3}(\.\d{1,2})?$/.test(ownershipText) ? Number(ownershipText) : Number.NaN;
    const row: OfficerRow = {
      name: text(r?.name, 100),
      title: text(r?.title, 60),
      ownership,
      included,
      classCode: included ? text(r?.classCode, 4) : '',
      payroll: included ? parseAmount(r?.payroll) : 0,
    };
    if (row.name.length < 2) errors[at('name')] = 'Enter the full name.';
    if (!row.title) errors[at('title')] = 'Enter the title.';
    if (!(ownership >= 0 && ownership <= 100)) errors[at('ownership')] = 'Enter the ownership, 0 to 100 %.';
    if (inclusion !== 'included' && inclusion !== 'excluded')
      errors[at('included')] = 'Choose Included or Excluded.';
    if (included) {
      if (!findWcClass(governingState, row.classCode))
        errors[at('classCode')] =
          `Select a class code written in ${governingState || 'the governing state'}.`;
      if (!(row.payroll > 0)) errors[at('payroll')] = 'Enter the annual payroll of an included officer.';
      else if (row.payroll > 5_000_000) errors[at('payroll')] = 'Enter an annual payroll up to $5,000,000.';
    }
    return row;
  });
  const total = rows.reduce((sum, r) => sum + (Number.isNaN(r.ownership) ? 0 : r.ownership), 0);
  if (total > 100) errors.officers = 'Ownership adds up to more than 100 %.';
  return rows;
}

/** "Include owners and officers in coverage?" against the table's rows. */
export function officersAgree(rows: OfficerRow[] | undefined, ownersIncluded: boolean): string | undefined {
  if (!rows || rows.length === 0) return undefined;
  const any = rows.some((r) => r.included);
  if (any && !ownersIncluded) return 'An officer listed below is included: answer Yes.';
  if (!any && ownersIncluded) return 'Every officer listed below is excluded: answer No, or include one.';
  return undefined;
}
