// Applicant Information: the fields, their labels in both layouts, and the server-side validation
// (the RequiredField / RegularExpression / Custom validators of the WebForms page).
import { ENTITY_TYPES, naicsTitle, STATE_NAMES, TERRITORY, zipState } from '../reference.ts';
import type { ApplicantData, FieldError, FormValues } from '../types.ts';
import {
  addDays,
  daysBetween,
  formatPhone,
  formatUsDate,
  isEmail,
  isFein,
  parseMoney,
  parseUsDate,
  parseWholeNumber,
  phoneDigits,
  startOfDay,
} from '../validate.ts';

export const MAX_DAYS_AHEAD = 60;

/** Short ids of the layout-1 controls, with their labels. */
export const APPLICANT_LABELS = {
  txtInsuredName: 'Named Insured',
  txtDBA: 'Doing Business As',
  ddlEntityType: 'Entity Type',
  txtFEIN: 'Federal Employer ID',
  txtYearsInBusiness: 'Years in Business',
  txtAddress: 'Street Address',
  txtCity: 'City',
  ddlState: 'State',
  txtZip: 'ZIP Code',
  txtNAICS: 'NAICS Code',
  txtOperations: 'Description of Operations',
  txtGrossSales: 'Gross Annual Sales',
  txtEmployees: 'Number of Employees',
  txtEffDate: 'Proposed Effective Date',
  txtContactName: 'Contact Name',
  txtContactPhone: 'Contact Phone',
  txtContactEmail: 'Contact E-mail',
} as const;
export type ApplicantField = keyof typeof APPLICANT_LABELS;
export const APPLICANT_FIELDS = Object.keys(APPLICANT_LABELS) as ApplicantField[];

export function applicantToForm(data: ApplicantData | undefined): FormValues {
  if (!data) return {};
  return {
    txtInsuredName: data.insuredName,
    txtDBA: data.dba,
    ddlEntityType: data.entityType,
    txtFEIN: data.fein,
    txtYearsInBusiness: String(data.yearsInBusiness),
    txtAddress: data.address,
    txtCity: data.city,
    ddlState: data.state,
    txtZip: data.zip,
    txtNAICS: data.naics,
    txtOperations: data.operations,
    txtGrossSales: data.grossSales.toLocaleString('en-US'),
    txtEmployees: String(data.employees),
    txtEffDate: data.effectiveDate,
    txtContactName: data.contactName,
    txtContactPhone: data.contactPhone,
    txtContactEmail: data.contactEmail,
  };
}

export interface ApplicantParseOptions {
  now: Date;
  /** Labels used in messages (layout 2 has its own wording). */
  labels?: Record<ApplicantField, string>;
  /** Layout 2 asks for the year the business started instead of years in business. */
  yearStarted?: string;
}

export function parseApplicant(
  form: FormValues,
  options: ApplicantParseOptions,
): { data?: ApplicantData; errors: FieldError[] } {
  const labels = options.labels ?? APPLICANT_LABELS;
  const errors: FieldError[] = [];
  const fail = (field: ApplicantField, message: string) => errors.push({ field, message });
  const value = (field: ApplicantField) => (form[field] ?? '').trim();
  const required: ApplicantField[] = [
    'txtInsuredName',
    'ddlEntityType',
    'txtAddress',
    'txtCity',
    'ddlState',
    'txtZip',
    'txtNAICS',
    'txtOperations',
    'txtGrossSales',
    'txtEmployees',
    'txtEffDate',
    'txtContactName',
    'txtContactPhone',
  ];
  if (options.yearStarted === undefined) required.splice(2, 0, 'txtYearsInBusiness');
  for (const field of required) if (!value(field)) fail(field, `${labels[field]} is required.`);
  const missing = (field: ApplicantField) => errors.some((e) => e.field === field);

  if (value('txtInsuredName').length > 100)
    fail('txtInsuredName', `${labels.txtInsuredName} cannot exceed 100 characters.`);
  if (value('txtDBA').length > 100) fail('txtDBA', `${labels.txtDBA} cannot exceed 100 characters.`);
  if (!missing('ddlEntityType') && !ENTITY_TYPES.some((o) => o.value === value('ddlEntityType')))
    fail('ddlEntityType', `Select a valid ${labels.ddlEntityType}.`);
  if (value('txtFEIN') && !isFein(value('txtFEIN')))
    fail('txtFEIN', `${labels.txtFEIN} must be in the format 99-9999999.`);

  const thisYear = options.now.getUTCFullYear();
  let years = parseWholeNumber(value('txtYearsInBusiness'));
  if (options.yearStarted !== undefined) {
    const started = parseWholeNumber(options.yearStarted.trim());
    if (!options.yearStarted.trim()) fail('txtYearsInBusiness', 'Year Business Started is required.');
    else if (started === undefined || started < 1800 || started > thisYear)
      fail(
        'txtYearsInBusiness',
        `Year Business Started must be a 4-digit year between 1800 and ${thisYear}.`,
      );
    years = started === undefined ? undefined : thisYear - started;
  } else if (!missing('txtYearsInBusiness') && (years === undefined || years > 150))
    fail('txtYearsInBusiness', `${labels.txtYearsInBusiness} must be a whole number between 0 and 150.`);

  const state = value('ddlState').toUpperCase();
  if (!missing('ddlState')) {
    if (!STATE_NAMES[state]) fail('ddlState', `Select a valid ${labels.ddlState}.`);
    else if (!TERRITORY.has(state))
      fail('ddlState', `Summit Mutual does not write commercial lines in ${STATE_NAMES[state]}.`);
  }
  const zip = value('txtZip');
  if (!missing('txtZip')) {
    if (!/^\d{5}(-\d{4})?$/.test(zip)) fail('txtZip', `${labels.txtZip} must be 5 digits, e.g. 12345.`);
    else if (!zipState(zip)) fail('txtZip', `${labels.txtZip} ${zip} is not a valid US ZIP Code.`);
    else if (STATE_NAMES[state] && zipState(zip) !== state)
      fail('txtZip', `${labels.txtZip} ${zip} is not located in ${STATE_NAMES[state]}.`);
  }
  const naics = value('txtNAICS');
  if (!missing('txtNAICS')) {
    if (!/^\d{6}$/.test(naics)) fail('txtNAICS', `${labels.txtNAICS} must be a 6-digit code.`);
    else if (!naicsTitle(naics))
      fail('txtNAICS', `${labels.txtNAICS} ${naics} was not found in the 2017 NAICS table.`);
  }
  if (value('txtOperations').length > 500)
    fail('txtOperations', `${labels.txtOperations} cannot exceed 500 characters.`);
  const sales = parseMoney(value('txtGrossSales'));
  if (!missing('txtGrossSales') && (sales === undefined || sales <= 0))
    fail('txtGrossSales', `${labels.txtGrossSales} must be a dollar amount greater than zero.`);
  const employees = parseWholeNumber(value('txtEmployees'));
  if (!missing('txtEmployees') && (employees === undefined || employees > 9999))
    fail('txtEmployees', `${labels.txtEmployees} must be a whole number.`);

  const effective = parseUsDate(value('txtEffDate'));
  if (!missing('txtEffDate')) {
    const today = startOfDay(options.now);
    if (!effective) fail('txtEffDate', `${labels.txtEffDate} must be a valid date in MM/DD/YYYY format.`);
    else if (effective < today) fail('txtEffDate', `${labels.txtEffDate} cannot be in the past.`);
    else if (daysBetween(today, effective) > MAX_DAYS_AHEAD)
      fail(
        'txtEffDate',
        `${labels.txtEffDate} cannot be more than ${MAX_DAYS_AHEAD} days after today (latest ${formatUsDate(addDays(today, MAX_DAYS_AHEAD))}).`,
      );
  }
  const phone = phoneDigits(value('txtContactPhone'));
  if (!missing('txtContactPhone') && phone.length !== 10)
    fail(
      'txtContactPhone',
      `${labels.txtContactPhone} must be a 10-digit phone number, e.g. (555) 555-0100.`,
    );
  if (value('txtContactEmail') && !isEmail(value('txtContactEmail')))
    fail('txtContactEmail', `${labels.txtContactEmail} is not a valid e-mail address.`);

  // The summary lists errors in page order, as the WebForms ValidationSummary did.
  const order = (field: string) => APPLICANT_FIELDS.indexOf(field as ApplicantField);
  if (errors.length > 0) return { errors: errors.sort((x, y) => order(x.field) - order(y.field)) };
  return {
    errors,
    data: {
      insuredName: value('txtInsuredName'),
      dba: value('txtDBA'),
      entityType: value('ddlEntityType'),
      fein: value('txtFEIN'),
      yearsInBusiness: years ?? 0,
      address: value('txtAddress'),
      city: value('txtCity'),
      state,
      zip: zip.slice(0, 5),
      naics,
      operations: value('txtOperations'),
      grossSales: sales ?? 0,
      employees: employees ?? 0,
      effectiveDate: effective ? formatUsDate(effective) : '',
      contactName: value('txtContactName'),
      contactPhone: formatPhone(phone),
      contactEmail: value('txtContactEmail'),
    },
  };
}
