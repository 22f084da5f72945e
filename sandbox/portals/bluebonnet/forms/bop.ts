// The Businessowners (BOP) application: building and property, coverages, underwriting questions.
import { formatMoney, parseMoney } from '../html.ts';
import { type BopRatingInput, rateBop } from '../rating.ts';
import { applicantSection, locationSection, operationsSection } from './common.ts';
import { sectorKnockout } from './eligibility.ts';
import { fieldsOf } from './new-requirements.ts';
import { checkPremises, otherPremises, renderPremises } from './premises.ts';
import { renderField } from './render.ts';
import { type FormValues, type LineForm, type Option, type SectionDef, yesNo } from './types.ts';

/** Texas ZIP prefixes in the Tier 1 coastal wind zone: BOP is referred there. */
export const COASTAL_ZIP_PREFIXES = ['775', '776', '783', '784'];
export const BOP_TIV_REFERRAL = 5_000_000;
export const BOP_TIV_MAX = 10_000_000;
export const RECEIPTS_REFERRAL = 15_000_000;
export const EMPLOYEES_REFERRAL = 75;

export const constructionOptions: Option[] = [
  { value: 'frame', label: 'Frame' },
  { value: 'joisted_masonry', label: 'Joisted Masonry' },
  { value: 'non_combustible', label: 'Non-Combustible' },
  { value: 'masonry_non_combustible', label: 'Masonry Non-Combustible' },
  { value: 'modified_fire_resistive', label: 'Modified Fire Resistive' },
  { value: 'fire_resistive', label: 'Fire Resistive' },
];

export const bopLimitOptions: Option[] = [
  { value: 'L300', label: '$300,000 / $600,000' },
  { value: 'L500', label: '$500,000 / $1,000,000' },
  { value: 'L1000', label: '$1,000,000 / $2,000,000' },
  { value: 'L2000', label: '$2,000,000 / $4,000,000' },
];

export const bopDeductibleOptions: Option[] = ['500', '1000', '2500', '5000', '10000'].map((v) => ({
  value: v,
  label: formatMoney(Number(v)),
}));

const yearCheck = (label: string) => (v: string, _values: FormValues, env: { today: string }) => {
  const max = Number(env.today.slice(0, 4));
  return /^\d{4}$/.test(v) && Number(v) >= 1850 && Number(v) <= max
    ? undefined
    : `${label} must be a year between 1850 and ${max}.`;
};

const propertySection: SectionDef = {
  id: 'property',
  title: 'Building & Property',
  fields: [
    {
      name: 'prop_interest',
      label: "Applicant's Interest in Premises",
      kind: 'select',
      options: [
        { value: 'owner', label: 'Owner occupant' },
        { value: 'tenant', label: 'Tenant' },
      ],
    },
    { name: 'prop_construction', label: 'Construction Type', kind: 'select', options: constructionOptions },
    {
      name: 'prop_year_built',
      label: 'Year Built',
      kind: 'text',
      size: 'short',
      check: yearCheck('Year Built'),
    },
    {
      name: 'prop_sq_ft',
      label: 'Square Footage',
      kind: 'text',
      size: 'short',
      check: (v) => {
        const n = parseMoney(v);
        return n !== undefined && n >= 100 && n <= 500_000
          ? undefined
          : 'Square Footage must be between 100 and 500,000.';
      },
    },
    { name: 'prop_sprinklered', label: 'Is the building fully sprinklered?', kind: 'radio', options: yesNo },
    {
      name: 'prop_tiv',
      label: 'Total Insured Value',
      kind: 'text',
      hint: 'Building (if owned) plus business personal property, whole dollars',
      check: (v) => {
        const n = parseMoney(v);
        if (n === undefined) return 'Enter Total Insured Value in whole dollars.';
        if (n < 10_000) return 'Total Insured Value must be at least $10,000.';
        if (n > BOP_TIV_MAX) return 'Total Insured Value over $10,000,000 cannot be written on AgentDesk.';
        return undefined;
      },
    },
  ],
  // The premises' own fields, then the Additional Premises schedule.
  render: (values, errors, env) =>
    `<div class="grid">${fieldsOf(propertySection, env)
      .map((f) => renderField(f, values, errors))
      .join('')}</div>${renderPremises(values, errors, constructionOptions)}`,
  validate: (values, env) => checkPremises(values, env, constructionOptions),
};

const coverageSection: SectionDef = {
  id: 'coverage',
  title: 'Coverages & Deductibles',
  fields: [
    {
      name: 'cov_liability_limit',
      label: 'Liability Limits (Occurrence / Aggregate)',
      kind: 'select',
      options: bopLimitOptions,
    },
    {
      name: 'cov_property_deductible',
      label: 'Property Deductible',
      kind: 'select',
      options: bopDeductibleOptions,
    },
  ],
};

const underwritingSection: SectionDef = {
  id: 'underwriting',
  title: 'Underwriting Questions',
  fields: [
    {
      name: 'uw_losses',
      label: 'How many property or liability losses has the applicant had in the past 3 years?',
      kind: 'select',
      options: [
        { value: '0', label: 'None' },
        { value: '1', label: '1' },
        { value: '2', label: '2' },
        { value: '3', label: '3 or more' },
      ],
    },
    {
      name: 'uw_alcohol',
      label: 'Does the applicant sell or serve alcoholic beverages?',
      kind: 'radio',
      options: yesNo,
    },
    {
      name: 'uw_roof_age',
      label: 'Age of roof (years)',
      kind: 'text',
      size: 'short',
      check: (v) => (/^\d{1,3}$/.test(v) ? undefined : 'Enter Age of roof as a whole number of years.'),
    },
    {
      name: 'uw_hail',
      label: 'Is there any unrepaired hail, wind or water damage at the premises?',
      kind: 'radio',
      options: yesNo,
    },
    {
      name: 'uw_other_ops',
      label: 'Describe any other operations at this location (enter None if none)',
      kind: 'textarea',
      size: 'long',
    },
  ],
};

const money = (values: FormValues, name: string) => parseMoney(values[name] ?? '') ?? 0;

export function bopRatingInput(values: FormValues): BopRatingInput {
  return {
    state: values.loc_state ?? '',
    zip: values.loc_zip ?? '',
    naics: values.ops_naics ?? '',
    annualReceipts: money(values, 'ops_receipts'),
    totalInsuredValue: money(values, 'prop_tiv'),
    construction: values.prop_construction ?? '',
    sprinklered: values.prop_sprinklered === 'Y' ? 'Y' : 'N',
    limit: values.cov_liability_limit ?? '',
    deductible: values.cov_property_deductible ?? '',
    otherPremises: otherPremises(values),
  };
}

/** Every premises' value: the first premises' TIV plus each additional premises' limits. */
const totalInsuredValue = (values: FormValues) =>
  otherPremises(values).reduce(
    (sum, p) => sum + p.buildingLimit + p.contentsLimit,
    money(values, 'prop_tiv'),
  );

const labelOf = (options: Option[], value: string | undefined) =>
  options.find((o) => o.value === value)?.label ?? '';

export const bopForm: LineForm = {
  line: 'bop',
  title: 'Businessowners Policy (BOP)',
  code: 'BP',
  sections: [
    applicantSection,
    locationSection('Business Location'),
    operationsSection,
    propertySection,
    coverageSection,
    underwritingSection,
  ],
  classKnockout(naics) {
    if (naics === '722410') return 'Bluebonnet does not write taverns, bars or nightclubs.';
    if (naics === '238160')
      return 'Bluebonnet does not write roofing contractors on the Businessowners program.';
    return sectorKnockout(naics, 'Businessowners');
  },
  review(values) {
    if (values.uw_losses === '3')
      return {
        status: 'declined',
        message: 'Loss history exceeds Bluebonnet guidelines (3 or more losses in 3 years).',
      };
    if (values.uw_hail === 'Y')
      return {
        status: 'declined',
        message: 'Bluebonnet cannot quote premises with unrepaired hail, wind or water damage.',
      };
    if (Number(values.uw_roof_age) > 25)
      return {
        status: 'declined',
        message: 'Bluebonnet does not write buildings with roofs older than 25 years.',
      };
    const zips = [
      { state: values.loc_state, zip: values.loc_zip ?? '' },
      ...otherPremises(values).map((p) => ({ state: p.state, zip: p.zip })),
    ];
    const coastal = zips.find((z) => z.state === 'TX' && COASTAL_ZIP_PREFIXES.includes(z.zip.slice(0, 3)));
    if (coastal)
      return {
        status: 'referred',
        message: `ZIP Code ${coastal.zip} is in the Tier 1 coastal wind territory. Referred to underwriting for wind exposure.`,
      };
    if (totalInsuredValue(values) > BOP_TIV_REFERRAL)
      return {
        status: 'referred',
        message: 'Total Insured Value over $5,000,000 requires underwriter review.',
      };
    if (money(values, 'ops_receipts') > RECEIPTS_REFERRAL)
      return { status: 'referred', message: 'Annual Receipts over $15,000,000 require underwriter review.' };
    if (Number(values.ops_employees) > EMPLOYEES_REFERRAL)
      return { status: 'referred', message: 'Risks with more than 75 employees require underwriter review.' };
    if (values.uw_losses === '2')
      return { status: 'referred', message: 'Two losses in the past 3 years: referred to underwriting.' };
    if (values.uw_alcohol === 'Y')
      return { status: 'referred', message: 'Liquor liability exposure must be reviewed by an underwriter.' };
    return undefined;
  },
  quoteType: () => 'bindable',
  rate: (values) => rateBop(bopRatingInput(values)),
  summary: (values) => [
    { label: 'Liability Limits', value: labelOf(bopLimitOptions, values.cov_liability_limit) },
    { label: 'Total Insured Value', value: formatMoney(money(values, 'prop_tiv')) },
    { label: 'Property Deductible', value: labelOf(bopDeductibleOptions, values.cov_property_deductible) },
    { label: 'Construction', value: labelOf(constructionOptions, values.prop_construction) },
    ...otherPremises(values).map((p, i) => ({
      label: `Additional Premises ${i + 1}`,
      value: `${p.where}, ${p.state} ${p.zip}`,
    })),
  ],
};
