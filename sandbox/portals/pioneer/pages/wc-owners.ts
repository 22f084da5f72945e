// WC's Owners & Officers table: each owner or officer with title and ownership, included in or excluded
// from coverage; an included one with the class code of the duties and the annual pay, which is rated
// (rating.ts: in the governing state, before the experience mod). An excluded one adds nothing.
import type { FieldErrors } from '../html.ts';
import type { WcOfficer } from '../rating.ts';
import { findNcciClass } from '../reference.ts';
import { parseMoney } from '../validate.ts';
import { cellId, countOf, rowValues, type Schedule, type ScheduleForm } from './schedule-table.ts';

export const OWNERS: Schedule = {
  prefix: 'own',
  noun: 'officer',
  title: 'Owners & Officers',
  caption: 'Owners and officers',
  add: 'Add another owner / officer',
  max: 10,
  columns: [
    { key: 'name', label: 'Name' },
    { key: 'title', label: 'Title' },
    { key: 'ownership', label: 'Ownership %', inputmode: 'decimal' },
    {
      key: 'coverage',
      label: 'Coverage',
      choices: [
        ['INC', 'Included'],
        ['EXC', 'Excluded'],
      ],
    },
    { key: 'classCode', label: 'Class Code', inputmode: 'numeric' },
    { key: 'pay', label: 'Annual Pay' },
  ],
};

export const OWNERS_HINT =
  'List every owner and officer. An included one needs the NCCI class code of the duties and the annual pay; an excluded one is not covered (attach the state exclusion form at binding).';

/** An owner or officer as the draft keeps it. */
export interface OwnerRow {
  name: string;
  title: string;
  ownership: number;
  included: boolean;
  classCode: string;
  annualPay: number;
}

export const officersForRating = (rows: readonly OwnerRow[]): WcOfficer[] =>
  rows.map((r) => ({ name: r.name, included: r.included, classCode: r.classCode, annualPay: r.annualPay }));

export function ownersForm(rows: readonly OwnerRow[]): ScheduleForm {
  const form: ScheduleForm = { ownCount: String(Math.max(1, rows.length)) };
  rows.forEach((r, i) => {
    const set = (key: string, value: string) => {
      form[cellId(OWNERS, i, key)] = value;
    };
    set('name', r.name);
    set('title', r.title);
    set('ownership', String(r.ownership));
    set('coverage', r.included ? 'INC' : 'EXC');
    set('classCode', r.included ? r.classCode : '');
    set('pay', r.included ? String(r.annualPay) : '');
  });
  return form;
}

/** The table's rows, every problem named by its control (an empty row is no one). */
export function readOwners(
  form: ScheduleForm,
  ownersIncluded: string | undefined,
): { rows: OwnerRow[]; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const rows: OwnerRow[] = [];
  for (let i = 0; i < countOf(OWNERS, form); i++) {
    const v = rowValues<'name' | 'title' | 'ownership' | 'coverage' | 'classCode' | 'pay'>(OWNERS, form, i);
    if (!v) continue;
    const where = `Officer ${i + 1}`;
    const fail = (key: string, message: string) => {
      errors[cellId(OWNERS, i, key)] = `${where}: ${message}`;
    };
    if (!v.name) fail('name', 'enter the Name.');
    if (!v.title) fail('title', 'enter the Title.');
    const ownership = Number(v.ownership.replace('%', ''));
    if (!/^\d+(\.\d+)?%?$/.test(v.ownership) || ownership > 100)
      fail('ownership', 'Ownership % must be a number from 0 to 100.');
    if (v.coverage !== 'INC' && v.coverage !== 'EXC') fail('coverage', 'select Included or Excluded.');
    const included = v.coverage === 'INC';
    const pay = included ? parseMoney(v.pay) : 0;
    if (included) {
      if (!/^\d{4}$/.test(v.classCode)) fail('classCode', 'enter the 4-digit NCCI class code of the duties.');
      else if (!findNcciClass(v.classCode))
        fail('classCode', `Class code ${v.classCode} is not available on ProducerNet.`);
      if (pay === undefined || pay <= 0) fail('pay', 'enter the Annual Pay of an included officer.');
    }
    if (Object.keys(errors).some((id) => id.startsWith(`own_${i}_`))) continue;
    rows.push({
      name: v.name,
      title: v.title,
      ownership,
      included,
      classCode: included ? v.classCode : '',
      annualPay: pay ?? 0,
    });
  }
  if (rows.reduce((sum, r) => sum + r.ownership, 0) > 100)
    errors.ownRows = 'The ownership of the owners and officers adds up to more than 100%.';
  if (ownersIncluded === 'N' && rows.some((r) => r.included))
    errors.ownersIncluded =
      'An officer in the table is included: answer Yes to include owners / officers in coverage.';
  return { rows, errors };
}
