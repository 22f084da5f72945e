// The applicant step's two layouts. Layout 1 is the long-standing form; layout 2 (the redesign
// behind the `layoutVersion: 2` fault) orders sections differently, renames fields and splits the
// street address into number and name. Both read into the same canonical values.
import { type FormBody, field } from '../auth.ts';
import type { ApplicantData } from '../drafts.ts';
import { dateSelects, type FieldErrors, hidden, selectField, splitIso, textField } from '../html.ts';
import { LEGAL_ENTITIES, OPERATING_STATES, STATE_NAMES } from '../reference.ts';

export type ApplicantKey =
  | 'namedInsured'
  | 'dba'
  | 'legalEntity'
  | 'fein'
  | 'yearStarted'
  | 'street'
  | 'city'
  | 'state'
  | 'zip'
  | 'contactName'
  | 'contactPhone'
  | 'contactEmail'
  | 'effective';

/** Canonical values as typed (strings), before validation. */
export type RawApplicant = Record<Exclude<ApplicantKey, 'effective'>, string> & {
  effMonth: string;
  effDay: string;
  effYear: string;
};

export interface ApplicantLayout {
  version: 1 | 2;
  labels: Record<ApplicantKey, string>;
  /** The form field that shows each canonical key's error. */
  errorField: Record<ApplicantKey, string>;
  read(body: FormBody): { raw: RawApplicant; errors: FieldErrors };
  /** Form values (by field name) for saved data. */
  values(data: ApplicantData): Record<string, string>;
  render(values: Record<string, string>, errors: FieldErrors, years: number[]): string;
}

const get = field;

const stateChoices: [string, string][] = OPERATING_STATES.map((s) => [s, STATE_NAMES[s] ?? s]);

const v1Labels: Record<ApplicantKey, string> = {
  namedInsured: 'Named Insured',
  dba: 'DBA Name',
  legalEntity: 'Legal Entity',
  fein: 'FEIN / Tax ID',
  yearStarted: 'Year Business Started',
  street: 'Street Address',
  city: 'City',
  state: 'State',
  zip: 'ZIP Code',
  contactName: 'Contact Name',
  contactPhone: 'Contact Phone',
  contactEmail: 'Contact Email',
  effective: 'Proposed Effective Date',
};

const v1Keys = Object.keys(v1Labels).filter((k) => k !== 'effective') as Exclude<ApplicantKey, 'effective'>[];

export const layoutV1: ApplicantLayout = {
  version: 1,
  labels: v1Labels,
  errorField: {
    ...(Object.fromEntries(v1Keys.map((k) => [k, k])) as Record<ApplicantKey, string>),
    effective: 'eff',
  },
  read(body) {
    const raw = Object.fromEntries(v1Keys.map((k) => [k, get(body, k)])) as RawApplicant;
    raw.effMonth = get(body, 'effMonth');
    raw.effDay = get(body, 'effDay');
    raw.effYear = get(body, 'effYear');
    return { raw, errors: {} };
  },
  values(data) {
    const date = splitIso(data.effectiveDate);
    return {
      ...Object.fromEntries(v1Keys.map((k) => [k, String(data[k] ?? '')])),
      effMonth: date?.month ?? '',
      effDay: date?.day ?? '',
      effYear: date?.year ?? '',
    };
  },
  render(values, errors, years) {
    const text = (
      key: Exclude<ApplicantKey, 'effective'>,
      required = true,
      extra: { hint?: string; className?: string } = {},
    ) => textField({ id: key, label: v1Labels[key], value: values[key], errors, required, ...extra });
    return (
      hidden('layout', '1') +
      `<div class="panel"><h2>Named Insured</h2><div class="grid">` +
      text('namedInsured', true, { className: 'wide' }) +
      text('dba', false) +
      selectField({
        id: 'legalEntity',
        label: v1Labels.legalEntity,
        choices: LEGAL_ENTITIES,
        value: values.legalEntity,
        errors,
        required: true,
        placeholder: '-- Select --',
      }) +
      text('fein', false, { hint: "Format 12-3456789. Required for Workers' Compensation." }) +
      text('yearStarted') +
      `</div></div><div class="panel"><h2>Mailing Address</h2><div class="grid">` +
      text('street', true, { className: 'wide' }) +
      text('city') +
      selectField({
        id: 'state',
        label: v1Labels.state,
        choices: stateChoices,
        value: values.state,
        errors,
        required: true,
        placeholder: '-- Select --',
      }) +
      text('zip') +
      `</div></div><div class="panel"><h2>Primary Contact</h2><div class="grid">` +
      text('contactName', true, { className: 'wide' }) +
      text('contactPhone', true, { hint: '10 digits, e.g. 515-555-0142' }) +
      text('contactEmail') +
      `</div></div><div class="panel"><h2>Policy Term</h2>` +
      dateSelects({
        legend: v1Labels.effective,
        prefix: 'eff',
        value: { month: values.effMonth ?? '', day: values.effDay ?? '', year: values.effYear ?? '' },
        years,
        error: errors.eff,
        required: true,
      }) +
      `<p class="hint">Policy term is 12 months. Effective dates more than 60 days out must be referred to your underwriter.</p></div>`
    );
  },
};

const v2Names = {
  namedInsured: 'insured_name',
  dba: 'dba_name',
  legalEntity: 'entity_type',
  fein: 'tax_id',
  yearStarted: 'year_established',
  city: 'city_name',
  state: 'state_code',
  zip: 'postal_code',
  contactName: 'contact_full_name',
  contactPhone: 'contact_phone_no',
  contactEmail: 'contact_email_addr',
} as const;

const v2Labels: Record<ApplicantKey, string> = {
  namedInsured: 'Insured Name',
  dba: 'Doing Business As',
  legalEntity: 'Entity Type',
  fein: 'Federal Employer ID (FEIN)',
  yearStarted: 'Year Established',
  street: 'Street Name',
  city: 'City',
  state: 'State',
  zip: 'ZIP Code',
  contactName: 'Primary Contact',
  contactPhone: 'Business Phone',
  contactEmail: 'Email Address',
  effective: 'Policy Effective Date',
};

type V2Key = keyof typeof v2Names;
const v2Keys = Object.keys(v2Names) as V2Key[];

function row(control: string) {
  return `<tr><td colspan="2">${control}</td></tr>`;
}

export const layoutV2: ApplicantLayout = {
  version: 2,
  labels: v2Labels,
  errorField: { ...v2Names, street: 'street_name', effective: 'policyEff' },
  read(body) {
    const raw = Object.fromEntries(v2Keys.map((k) => [k, get(body, v2Names[k])])) as RawApplicant;
    const number = get(body, 'street_no');
    const name = get(body, 'street_name');
    const suite = get(body, 'suite');
    const errors: FieldErrors = {};
    if (!number) errors.street_no = 'Street Number is required.';
    raw.street = name ? `${number ? `${number} ` : ''}${name}${suite ? `, ${suite}` : ''}` : '';
    raw.effMonth = get(body, 'policyEffMonth');
    raw.effDay = get(body, 'policyEffDay');
    raw.effYear = get(body, 'policyEffYear');
    return { raw, errors };
  },
  values(data) {
    const date = splitIso(data.effectiveDate);
    const [, number = '', rest = data.street, suite = ''] =
      /^(\S+)\s+(.*?)(?:,\s*(.*))?$/.exec(data.street) ?? [];
    return {
      ...Object.fromEntries(v2Keys.map((k) => [v2Names[k], String(data[k] ?? '')])),
      street_no: number,
      street_name: rest,
      suite,
      policyEffMonth: date?.month ?? '',
      policyEffDay: date?.day ?? '',
      policyEffYear: date?.year ?? '',
    };
  },
  render(values, errors, years) {
    const text = (id: string, label: string, required = true, hint?: string) =>
      row(textField({ id, label, value: values[id], errors, required, hint }));
    return (
      hidden('layout', '2') +
      `<section class="panel" aria-labelledby="sec-policy"><h2 id="sec-policy">Policy</h2>` +
      dateSelects({
        legend: v2Labels.effective,
        prefix: 'policyEff',
        value: {
          month: values.policyEffMonth ?? '',
          day: values.policyEffDay ?? '',
          year: values.policyEffYear ?? '',
        },
        years,
        error: errors.policyEff,
        required: true,
      }) +
      `</section><section class="panel" aria-labelledby="sec-insured"><h2 id="sec-insured">Insured</h2><table class="form-table"><tbody>` +
      text('insured_name', v2Labels.namedInsured) +
      row(
        selectField({
          id: 'entity_type',
          label: v2Labels.legalEntity,
          choices: LEGAL_ENTITIES,
          value: values.entity_type,
          errors,
          required: true,
          placeholder: 'Choose one',
        }),
      ) +
      text('tax_id', v2Labels.fein, false, "Nine digits. Required for Workers' Compensation.") +
      text('dba_name', v2Labels.dba, false) +
      text('year_established', v2Labels.yearStarted) +
      `</tbody></table></section><section class="panel" aria-labelledby="sec-location"><h2 id="sec-location">Business Location</h2><table class="form-table"><tbody>` +
      text('street_no', 'Street Number') +
      text('street_name', v2Labels.street) +
      text('suite', 'Suite / Unit', false) +
      text('postal_code', v2Labels.zip) +
      text('city_name', v2Labels.city) +
      row(
        selectField({
          id: 'state_code',
          label: v2Labels.state,
          choices: stateChoices,
          value: values.state_code,
          errors,
          required: true,
          placeholder: 'Choose one',
        }),
      ) +
      `</tbody></table></section><section class="panel" aria-labelledby="sec-contact"><h2 id="sec-contact">Contact</h2><table class="form-table"><tbody>` +
      text('contact_full_name', v2Labels.contactName) +
      text('contact_email_addr', v2Labels.contactEmail) +
      text('contact_phone_no', v2Labels.contactPhone) +
      `</tbody></table></section>`
    );
  },
};
