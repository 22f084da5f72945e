// Summit AgentLink (docs/sandbox-carriers/summit.md): effective date at most 60 days out, no entity for
// "other", BOP building facts asked when absent, options refused unless offered exactly (the playbook
// never rounds to a neighbour), GL classes from its own table on their own premium basis; the
// underwriting questions the submission can answer (other tenants, losses, subcontractors) asked without.
import {
  type AskedField,
  baseRequirements,
  buildingFactsAsked,
  type GlClass,
  type LineRequirements,
  limitPairs,
} from '../requirements.ts';

const base = baseRequirements(60);
const common = { ...base, businessTypesAsked: ['other'] } as const;

const glClasses: GlClass[] = [
  { code: '10113', basis: 'sales' },
  { code: '10115', basis: 'sales' },
  { code: '10368', basis: 'payroll' },
  { code: '13715', basis: 'sales' },
  { code: '14731', basis: 'sales' },
  { code: '16900', basis: 'sales' },
  { code: '16910', basis: 'sales' },
  { code: '18206', basis: 'sales' },
  { code: '18501', basis: 'sales' },
  { code: '41603', basis: 'payroll' },
  { code: '41650', basis: 'payroll' },
  { code: '41677', basis: 'payroll' },
  { code: '61217', basis: 'area' },
  { code: '66561', basis: 'payroll' },
  { code: '67635', basis: 'units' },
  { code: '91805', basis: 'payroll' },
];

/** The loss count is "None" only from no GL claims (src/agents/carriers/summit-mutual/pages/answers.ts). */
const noLosses: AskedField = {
  field: 'generalLiability.claimsLastFiveYears',
  label: 'Number of losses in the past 3 years',
  answersOnly: { value: 0, when: 'when there were none' },
};

export const summitRequirements: Record<'bop' | 'gl' | 'umbrella', LineRequirements> = {
  bop: {
    ...common,
    asked: [
      ...buildingFactsAsked,
      { field: 'businessOwners.buildingValue', label: 'Building Limit', ownersOnly: true },
      {
        field: 'businessOwners.occupiedPercent',
        label: 'Are any portions of the building occupied by other tenants?',
        answersOnly: { value: 100, when: 'when the insured occupies the whole building' },
      },
      noLosses,
    ],
    ranges: [
      { field: 'businessOwners.yearBuilt', label: 'Year Built', min: 1800, outcome: 'refused' },
      { field: 'businessOwners.yearBuilt', label: 'Year Built', min: 1950, outcome: 'referred' },
      { field: 'businessOwners.squareFeet', label: 'Total Square Feet', max: 500_000, outcome: 'refused' },
      {
        field: 'input.propertyValue',
        label: 'Business Personal Property Limit',
        max: 10_000_000,
        outcome: 'refused',
      },
    ],
    options: [
      {
        field: 'input.bopCoverageLimit',
        label: 'Each Occurrence / Aggregate',
        values: limitPairs.from300k,
        otherwise: 'refused',
      },
      {
        field: 'input.deductible',
        label: 'Property Deductible',
        values: ['500', '1000', '2500', '5000', '10000'],
        otherwise: 'refused',
      },
    ],
  },
  gl: {
    ...common,
    asked: [
      noLosses,
      { field: 'generalLiability.subcontractorCost', label: 'Does the applicant use subcontractors?' },
    ],
    options: [
      {
        field: 'generalLiability.limits',
        label: 'Each Occurrence / General Aggregate',
        values: limitPairs.from300k,
        otherwise: 'refused',
      },
    ],
    glClasses,
  },
  umbrella: {
    ...common,
    underlying: {
      requiredOneOf: ['gl', 'bop'],
      minimums: { gl: '1000000', bop: '1000000', auto: '1000000', wc: '500000/500000/500000' },
    },
    options: [
      {
        field: 'umbrella.limit',
        label: 'Umbrella Limit',
        values: ['1000000', '2000000', '3000000', '4000000', '5000000', '10000000'],
        otherwise: 'refused',
      },
      {
        field: 'umbrella.retention',
        label: 'Self-Insured Retention',
        values: ['0', '5000', '10000', '25000'],
        otherwise: 'refused',
      },
    ],
  },
};
