// Cascade Commercial (docs/sandbox-carriers/cascade.md): effective date at most 75 days out, 1 to 150
// employees, no entity for "other", BOP building facts asked when absent and the portal's BOP ranges,
// limits, deductibles and retentions quoted at the closest offered, and GL written only in its own
// classes, each on its own premium basis; the questions the submission can answer
// (src/agents/carriers/cascade-commercial/pages/questions.ts) asked without.
import {
  baseRequirements,
  buildingFactsAsked,
  type GlClass,
  type LineRequirements,
  limitPairs,
} from '../requirements.ts';

const common: LineRequirements = {
  ...baseRequirements(75),
  businessTypesAsked: ['other'],
  ranges: [
    { field: 'input.numberOfEmployees', label: 'Total employees', min: 1, max: 150, outcome: 'refused' },
  ],
};

// biome-ignore format: a compact table
const glClasses: GlClass[] = [
  { code: '10113', basis: 'sales' }, { code: '10115', basis: 'sales' }, { code: '13759', basis: 'sales' },
  { code: '15070', basis: 'sales' }, { code: '16902', basis: 'sales' }, { code: '16911', basis: 'sales' },
  { code: '16916', basis: 'sales' }, { code: '18501', basis: 'sales' }, { code: '41668', basis: 'sales' },
  { code: '41677', basis: 'sales' }, { code: '60010', basis: 'units' }, { code: '61226', basis: 'area' },
  { code: '91111', basis: 'payroll' }, { code: '91340', basis: 'payroll' }, { code: '92478', basis: 'payroll' },
  { code: '96816', basis: 'payroll' }, { code: '97047', basis: 'payroll' }, { code: '98305', basis: 'payroll' },
  { code: '98483', basis: 'payroll' }, { code: '98677', basis: 'payroll' },
];

export const cascadeRequirements: Record<'gl' | 'bop' | 'cyber', LineRequirements> = {
  gl: {
    ...common,
    asked: [
      {
        field: 'generalLiability.claimsLastFiveYears',
        label: 'Number of losses in the past 3 years',
        answersOnly: { value: 0, when: 'when there were none' },
      },
    ],
    glClasses,
    options: [
      {
        field: 'generalLiability.limits',
        label: 'Limits (each occurrence / aggregate)',
        values: limitPairs.from500k,
        otherwise: 'closest',
      },
    ],
  },
  bop: {
    ...common,
    asked: buildingFactsAsked,
    ranges: [
      ...common.ranges,
      { field: 'businessOwners.yearBuilt', label: 'Year built', min: 1800, outcome: 'refused' },
      { field: 'businessOwners.yearBuilt', label: 'Year built', min: 1940, outcome: 'referred' },
      {
        field: 'businessOwners.squareFeet',
        label: 'Square footage',
        min: 100,
        max: 100_000,
        outcome: 'refused',
      },
      {
        field: 'input.propertyValue',
        label: 'Business personal property limit (USD)',
        min: 10_000,
        max: 5_000_000,
        outcome: 'refused',
      },
      {
        field: 'input.propertyValue',
        label: 'Business personal property limit (USD)',
        max: 1_500_000,
        outcome: 'referred',
      },
    ],
    options: [
      {
        field: 'input.bopCoverageLimit',
        label: 'Liability limits (each occurrence / aggregate)',
        values: limitPairs.from500k,
        otherwise: 'closest',
      },
      {
        field: 'input.deductible',
        label: 'Property deductible',
        values: ['500', '1000', '2500', '5000'],
        otherwise: 'closest',
      },
    ],
  },
  cyber: {
    ...common,
    asked: [
      {
        field: 'cyber.securityControls.endpointDetection',
        label: 'Is endpoint detection and response (EDR) deployed on every endpoint?',
      },
      {
        field: 'cyber.securityControls.securityTraining',
        label: 'Do employees complete security awareness training every year?',
      },
      {
        field: 'cyber.securityControls.incidentResponsePlan',
        label: 'Is there a written incident response plan?',
      },
      {
        // No incident also answers the line's loss history: no losses.
        field: 'cyber.priorIncidents',
        label: 'Any cyber incidents, breaches or cyber claims in the past 5 years?',
      },
      { field: 'cyber.acceptsPaymentCards', label: 'Does the business accept payment cards?' },
      {
        field: 'cyber.pciCompliant',
        label: 'Is the business PCI DSS compliant?',
        notAskedWhen: { field: 'cyber.acceptsPaymentCards', value: false },
      },
    ],
    options: [
      {
        field: 'cyber.aggregateLimit',
        label: 'Aggregate limit',
        values: ['500000', '1000000', '2000000', '3000000'],
        otherwise: 'closest',
      },
      {
        field: 'cyber.retention',
        label: 'Retention',
        values: ['1000', '2500', '5000', '10000', '25000'],
        otherwise: 'closest',
      },
    ],
  },
};
