// Applicant Information markup. Layout 1 is the classic two-column table; layout 2 (fault
// `layoutVersion: 2`) is the "redesigned" user control: fieldsets, other labels, other order, other
// control names, and the year the business started instead of years in business.
import {
  dropDown,
  esc,
  fieldId,
  type Option,
  readForm,
  selectRow,
  textAreaRow,
  textBox,
  textRow,
} from '../html.ts';
import { ENTITY_TYPES, STATE_OPTIONS } from '../reference.ts';
import type { FieldError, FormValues } from '../types.ts';
import { APPLICANT_LABELS, type ApplicantField } from './applicant-fields.ts';

export function applicantV1(form: FormValues, errors: FieldError[]): string {
  const o = (extra: object = {}) => ({ errors, ...extra });
  return `<p>Enter the applicant's information. Fields marked <span class="req">*</span> are required.</p>
<h2 class="section">Named Insured</h2><table class="form">
${textRow('Named Insured', 'txtInsuredName', form, o({ required: true, maxlength: 100, size: 45 }))}
${textRow('Doing Business As', 'txtDBA', form, o({ maxlength: 100, size: 45 }))}
${selectRow('Entity Type', 'ddlEntityType', ENTITY_TYPES, form, o({ required: true }))}
${textRow('Federal Employer ID', 'txtFEIN', form, o({ maxlength: 10, size: 12, hint: '(99-9999999)' }))}
${textRow('Years in Business', 'txtYearsInBusiness', form, o({ required: true, maxlength: 3, size: 4 }))}
</table><h2 class="section">Mailing Address</h2><table class="form">
${textRow('Street Address', 'txtAddress', form, o({ required: true, maxlength: 100, size: 45 }))}
${textRow('City', 'txtCity', form, o({ required: true, maxlength: 50, size: 25 }))}
${selectRow('State', 'ddlState', STATE_OPTIONS, form, o({ required: true }))}
${textRow('ZIP Code', 'txtZip', form, o({ required: true, maxlength: 10, size: 10 }))}
</table><h2 class="section">Business Information</h2><table class="form">
${textRow('NAICS Code', 'txtNAICS', form, o({ required: true, maxlength: 6, size: 8, hint: '(6-digit 2017 NAICS code)' }))}
${textAreaRow('Description of Operations', 'txtOperations', form, o({ required: true }))}
${textRow('Gross Annual Sales', 'txtGrossSales', form, o({ required: true, maxlength: 15, size: 15, hint: '($, whole dollars)' }))}
${textRow('Number of Employees', 'txtEmployees', form, o({ required: true, maxlength: 5, size: 6 }))}
</table><h2 class="section">Policy Information</h2><table class="form">
${textRow('Proposed Effective Date', 'txtEffDate', form, o({ required: true, maxlength: 10, size: 12, hint: '(MM/DD/YYYY)' }))}
<tr><td class="lbl">Policy Term:</td><td class="ctl">12 Months</td></tr>
</table><h2 class="section">Applicant Contact</h2><table class="form">
${textRow('Contact Name', 'txtContactName', form, o({ required: true, maxlength: 60, size: 30 }))}
${textRow('Contact Phone', 'txtContactPhone', form, o({ required: true, maxlength: 14, size: 15, hint: '(999) 999-9999' }))}
${textRow('Contact E-mail', 'txtContactEmail', form, o({ maxlength: 80, size: 30 }))}
</table>`;
}

/** Layout 2 control ids and labels for each layout-1 field. */
export const V2_FIELDS: Record<ApplicantField, { id: string; label: string }> = {
  txtInsuredName: { id: 'ucApplicant$txtLegalName', label: 'Applicant Legal Name' },
  txtDBA: { id: 'ucApplicant$txtTradeName', label: 'DBA / Trade Name' },
  ddlEntityType: { id: 'ucApplicant$ddlLegalEntity', label: 'Legal Entity' },
  txtFEIN: { id: 'ucApplicant$txtTaxId', label: 'FEIN' },
  txtYearsInBusiness: { id: 'ucApplicant$txtYearStarted', label: 'Year Business Started' },
  txtAddress: { id: 'ucApplicant$txtStreet', label: 'Street Address' },
  txtCity: { id: 'ucApplicant$txtCity', label: 'City' },
  ddlState: { id: 'ucApplicant$ddlState', label: 'State' },
  txtZip: { id: 'ucApplicant$txtPostalCode', label: 'Postal Code' },
  txtNAICS: { id: 'ucApplicant$txtIndustryCode', label: 'NAICS Industry Code' },
  txtOperations: { id: 'ucApplicant$txtBusinessDescription', label: 'Business Description' },
  txtGrossSales: { id: 'ucApplicant$txtAnnualReceipts', label: 'Annual Gross Receipts' },
  txtEmployees: { id: 'ucApplicant$txtEmployeeCount', label: 'Total Employees' },
  txtEffDate: { id: 'ucApplicant$txtPolicyEffective', label: 'Policy Effective Date' },
  txtContactName: { id: 'ucApplicant$txtContactName', label: 'Primary Contact' },
  txtContactPhone: { id: 'ucApplicant$txtContactPhone', label: 'Contact Phone' },
  txtContactEmail: { id: 'ucApplicant$txtContactEmail', label: 'Contact E-mail' },
};

export const V2_LABELS = Object.fromEntries(
  Object.entries(V2_FIELDS).map(([field, v]) => [field, v.label]),
) as Record<ApplicantField, string>;

/** Layout-2 postback values keyed by layout-1 ids (txtYearsInBusiness holds the year started). */
export function readApplicantV2(body: unknown): FormValues {
  const raw = readForm(
    body,
    Object.values(V2_FIELDS).map((f) => f.id),
  );
  const form: FormValues = {};
  for (const [field, v2] of Object.entries(V2_FIELDS)) form[field] = raw[v2.id] ?? '';
  return form;
}

const REQUIRED_V2 = new Set<string>(
  Object.keys(APPLICANT_LABELS).filter((f) => !['txtDBA', 'txtFEIN', 'txtContactEmail'].includes(f)),
);

function fieldV2(field: ApplicantField, form: FormValues, errors: FieldError[], items?: Option[]): string {
  const { id, label } = V2_FIELDS[field];
  const value = form[field] ?? '';
  let control = items ? dropDown(id, items, value, '(choose)') : textBox(id, value, { size: 36 });
  if (field === 'txtOperations')
    control = `<textarea name="ctl00$MainContent$${id}" id="${fieldId(id)}" rows="2" cols="44">${esc(value)}</textarea>`;
  const bad = errors.some((e) => e.field === field) ? '<span class="validator">!</span>' : '';
  const req = REQUIRED_V2.has(field) ? '<span class="req">*</span>' : '';
  return `<div class="field"><label for="${fieldId(id)}">${esc(label)}</label>${control}${req}${bad}</div>`;
}

export function applicantV2(form: FormValues, errors: FieldError[]): string {
  const f = (field: ApplicantField, items?: Option[]) => fieldV2(field, form, errors, items);
  return `<div class="v2" id="ctl00_MainContent_ucApplicant_pnlApplicant">
<fieldset><legend>Policy</legend>${f('txtEffDate')}<div class="field hint">Dates are MM/DD/YYYY. Term: 12 months.</div></fieldset>
<fieldset><legend>Business Identity</legend>${f('txtInsuredName')}${f('txtDBA')}${f('ddlEntityType', ENTITY_TYPES)}${f('txtFEIN')}${f('txtYearsInBusiness')}</fieldset>
<fieldset><legend>Business Profile</legend>${f('txtNAICS')}${f('txtOperations')}${f('txtGrossSales')}${f('txtEmployees')}</fieldset>
<fieldset><legend>Location</legend>${f('txtAddress')}${f('txtCity')}${f('ddlState', STATE_OPTIONS)}${f('txtZip')}</fieldset>
<fieldset><legend>Contact</legend>${f('txtContactName')}${f('txtContactPhone')}${f('txtContactEmail')}</fieldset>
</div>`;
}
