// The Cyber Liability application: data and security controls, limits, underwriting questions.
// More than a million records gets an indication only.
import { formatMoney, parseMoney } from '../html.ts';
import { type CyberRatingInput, rateCyber } from '../rating.ts';
import { applicantSection, locationSection, operationsSection } from './common.ts';
import { sectorKnockout } from './eligibility.ts';
import { type FormValues, type LineForm, type Option, type SectionDef, yesNo } from './types.ts';

export const recordsOptions: Option[] = [
  { value: 'lt100k', label: 'Fewer than 100,000' },
  { value: '100k_500k', label: '100,000 to 500,000' },
  { value: '500k_1m', label: '500,001 to 1,000,000' },
  { value: 'gt1m', label: 'More than 1,000,000' },
];

export const cyberLimitOptions: Option[] = [
  { value: 'C250', label: '$250,000' },
  { value: 'C500', label: '$500,000' },
  { value: 'C1000', label: '$1,000,000' },
  { value: 'C2000', label: '$2,000,000' },
  { value: 'C3000', label: '$3,000,000' },
];

export const retentionOptions: Option[] = ['2500', '5000', '10000', '25000'].map((v) => ({
  value: v,
  label: formatMoney(Number(v)),
}));

const exposureSection: SectionDef = {
  id: 'exposure',
  title: 'Data & Security Controls',
  fields: [
    {
      name: 'cyb_records',
      label: 'Number of personal records held',
      kind: 'select',
      options: recordsOptions,
    },
    {
      name: 'cyb_mfa',
      label: 'Is multi-factor authentication required for email and all remote access?',
      kind: 'radio',
      options: yesNo,
    },
    {
      name: 'cyb_encryption',
      label: 'Is sensitive data encrypted at rest and in transit?',
      kind: 'radio',
      options: yesNo,
    },
    {
      name: 'cyb_backups',
      label: 'Are critical systems backed up at least weekly, with a copy offline or immutable?',
      kind: 'radio',
      options: yesNo,
    },
    {
      name: 'cyb_payment_cards',
      label: 'Does the applicant accept payment cards?',
      kind: 'radio',
      options: yesNo,
    },
    {
      name: 'cyb_website',
      label: 'Primary website domain',
      kind: 'text',
      optional: true,
      hint: 'e.g. example.com',
    },
  ],
};

const coverageSection: SectionDef = {
  id: 'coverage',
  title: 'Cyber Coverage',
  fields: [
    { name: 'cov_cyber_limit', label: 'Aggregate Limit', kind: 'select', options: cyberLimitOptions },
    { name: 'cov_retention', label: 'Retention', kind: 'select', options: retentionOptions },
  ],
};

const underwritingSection: SectionDef = {
  id: 'underwriting',
  title: 'Underwriting Questions',
  fields: [
    {
      name: 'uw_breach',
      label: 'In the past 5 years, has the applicant had a data breach, ransomware event or cyber claim?',
      kind: 'radio',
      options: yesNo,
    },
    {
      name: 'uw_circumstances',
      label: 'Is the applicant aware of any circumstance that could give rise to a cyber claim?',
      kind: 'radio',
      options: yesNo,
    },
    {
      name: 'uw_vendor_insurance',
      label: 'Does the applicant require IT vendors to carry their own liability insurance?',
      kind: 'radio',
      options: yesNo,
    },
  ],
};

export function cyberRatingInput(values: FormValues): CyberRatingInput {
  return {
    state: values.loc_state ?? '',
    naics: values.ops_naics ?? '',
    annualReceipts: parseMoney(values.ops_receipts ?? '') ?? 0,
    records: values.cyb_records ?? '',
    limit: values.cov_cyber_limit ?? '',
    retention: values.cov_retention ?? '',
    encryption: values.cyb_encryption === 'Y',
    backups: values.cyb_backups === 'Y',
    paymentCards: values.cyb_payment_cards === 'Y',
  };
}

const labelOf = (options: Option[], value: string | undefined) =>
  options.find((o) => o.value === value)?.label ?? '';

export const cyberForm: LineForm = {
  line: 'cyber',
  title: 'Cyber Liability',
  code: 'CY',
  sections: [
    applicantSection,
    locationSection('Business Location'),
    operationsSection,
    exposureSection,
    coverageSection,
    underwritingSection,
  ],
  classKnockout: (naics) => sectorKnockout(naics, 'Cyber Liability'),
  review(values) {
    if (values.uw_breach === 'Y')
      return {
        status: 'declined',
        message:
          'Bluebonnet cannot offer cyber coverage to applicants with a data breach, ransomware event or cyber claim in the past 5 years.',
      };
    if (values.cyb_mfa === 'N')
      return {
        status: 'referred',
        message:
          'Multi-factor authentication is a Bluebonnet minimum control. Referred to a cyber underwriter for review.',
      };
    if (values.uw_circumstances === 'Y')
      return { status: 'referred', message: 'Known circumstances must be reviewed by a cyber underwriter.' };
    return undefined;
  },
  quoteType: (values) => (values.cyb_records === 'gt1m' ? 'indication' : 'bindable'),
  rate: (values) => rateCyber(cyberRatingInput(values)),
  summary: (values) => [
    { label: 'Aggregate Limit', value: labelOf(cyberLimitOptions, values.cov_cyber_limit) },
    { label: 'Retention', value: labelOf(retentionOptions, values.cov_retention) },
    { label: 'Personal records held', value: labelOf(recordsOptions, values.cyb_records) },
  ],
};
