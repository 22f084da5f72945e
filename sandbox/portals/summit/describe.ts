// Plain-text descriptions of a draft, shared by Review & Rate, the quote page and the quote letter.
import { money, plain } from './html.ts';
import {
  CONSTRUCTION_TYPES,
  ENTITY_TYPES,
  glClass,
  limitByCode,
  naicsTitle,
  PREMIUM_BASES,
  STATE_NAMES,
  UNDERLYING_COVERAGES,
} from './reference.ts';
import type { SummitDraft } from './types.ts';
import { addYears, formatUsDate, parseUsDate } from './validate.ts';

export type Rows = [label: string, value: string][];

const optionText = (options: { value: string; text: string }[], value: string) =>
  options.find((o) => o.value === value)?.text ?? value;
const yesNo = (value: boolean | undefined) => (value === undefined ? '' : value ? 'Yes' : 'No');

export function policyPeriod(draft: SummitDraft): { effective: string; expiration: string } {
  const start = parseUsDate(draft.applicant?.effectiveDate ?? '');
  return start
    ? { effective: formatUsDate(start), expiration: formatUsDate(addYears(start, 1)) }
    : { effective: '', expiration: '' };
}

export function applicantRows(draft: SummitDraft): Rows {
  const a = draft.applicant;
  if (!a) return [];
  const period = policyPeriod(draft);
  return [
    ['Named Insured', a.insuredName],
    ['Doing Business As', a.dba],
    ['Entity Type', optionText(ENTITY_TYPES, a.entityType)],
    ['Federal Employer ID', a.fein],
    ['Years in Business', String(a.yearsInBusiness)],
    ['Mailing Address', `${a.address}, ${a.city}, ${STATE_NAMES[a.state] ?? a.state} ${a.zip}`],
    ['NAICS Code', `${a.naics} - ${naicsTitle(a.naics) ?? ''}`],
    ['Description of Operations', a.operations],
    ['Gross Annual Sales', money(a.grossSales)],
    ['Number of Employees', String(a.employees)],
    ['Proposed Effective Date', period.effective],
    ['Expiration Date', period.expiration],
    ['Contact', [a.contactName, a.contactPhone, a.contactEmail].filter(Boolean).join(', ')],
  ];
}

/** Limits as the quote shows them, e.g. "1,000,000/2,000,000". */
export function limitsText(draft: SummitDraft): string {
  if (draft.lob === 'bop') return limitByCode(draft.coverages?.limitCode ?? '')?.text ?? '';
  if (draft.lob === 'gl') return limitByCode(draft.exposure?.limitCode ?? '')?.text ?? '';
  const limit = draft.limits?.limit ?? 0;
  return `${plain(limit)}/${plain(limit)}`;
}

/** The deductible (or retention) as the quote shows it. */
export function deductibleText(draft: SummitDraft): { label: string; value: string } {
  if (draft.lob === 'bop')
    return { label: 'Property Deductible', value: money(draft.coverages?.deductible ?? 0) };
  if (draft.lob === 'gl') {
    const d = draft.exposure?.deductible ?? 0;
    return { label: 'Property Damage Deductible', value: d ? money(d) : 'None' };
  }
  return { label: 'Self-Insured Retention', value: money(draft.limits?.retention ?? 0) };
}

export function lineRows(draft: SummitDraft): Rows {
  if (draft.lob === 'bop') {
    const b = draft.building;
    const c = draft.coverages;
    return [
      ...((b
        ? [
            ["Applicant's Interest", b.interest === 'owner' ? 'Owner' : 'Tenant'],
            ['Building Limit', money(b.buildingLimit)],
            ['Business Personal Property Limit', money(b.bppLimit)],
            ['Construction Type', optionText(CONSTRUCTION_TYPES, b.construction)],
            ['Year Built', String(b.yearBuilt)],
            ['Total Square Feet', plain(b.squareFeet)],
            ['Fully Sprinklered', yesNo(b.sprinklered)],
          ]
        : []) as Rows),
      ...((c
        ? [
            ['Each Occurrence / Aggregate', limitsText(draft)],
            ['Medical Expense', money(c.medicalExpense)],
            ['Property Deductible', money(c.deductible)],
            ['Terrorism (TRIA)', c.terrorism ? 'Accepted' : 'Rejected'],
          ]
        : []) as Rows),
    ];
  }
  if (draft.lob === 'gl') {
    const e = draft.exposure;
    if (!e) return [];
    return [
      ['GL Class Code', `${e.classCode} - ${glClass(e.classCode)?.description ?? ''}`],
      ['Premium Basis', optionText(PREMIUM_BASES, e.basis)],
      ['Exposure Amount', e.basis === 'S' || e.basis === 'P' ? money(e.exposure) : plain(e.exposure)],
      ['Each Occurrence / General Aggregate', limitsText(draft)],
      ['Property Damage Deductible', deductibleText(draft).value],
    ];
  }
  const rows: Rows = draft.limits
    ? [
        ['Umbrella Limit', plain(draft.limits.limit)],
        ['Self-Insured Retention', money(draft.limits.retention)],
      ]
    : [];
  (draft.underlying ?? []).forEach((p, i) => {
    const limits = p.limits
      .split('/')
      .map((n) => plain(Number(n)))
      .join('/');
    const number = p.policyNumber ? ` #${p.policyNumber}` : '';
    rows.push([
      `Underlying Policy ${i + 1}`,
      `${optionText(UNDERLYING_COVERAGES, p.coverage)}: ${p.carrier}${number}, ${limits}`,
    ]);
  });
  return rows;
}
