// Bluebonnet AgentDesk (docs/sandbox-carriers/bluebonnet.md): effective date at most 60 days out,
// Tax ID (FEIN) for every legal entity but a sole proprietor, no entity for a trust or "other", BOP
// building facts asked when absent, limits and deductibles quoted at the closest offered, drivers at
// least 18 on the effective date; the underwriting questions the submission can answer
// (src/agents/carriers/bluebonnet/pages/underwriting.ts) asked without. Its driver question (more than
// two violations "or any DWI") is not listed: a violation count can say Yes, never No.
import { baseRequirements, buildingFactsAsked, type LineRequirements, limitPairs } from '../requirements.ts';

const common: LineRequirements = {
  ...baseRequirements(60),
  requiredFields: [
    { field: 'input.fein', label: 'Tax ID (FEIN)', exceptBusinessTypes: ['sole_proprietorship'] },
  ],
  businessTypesAsked: ['trust', 'other'],
};

export const bluebonnetRequirements: Record<'bop' | 'auto' | 'cyber', LineRequirements> = {
  bop: {
    ...common,
    asked: [
      { field: 'businessOwners.buildingOwned', label: "Applicant's Interest in Premises" },
      ...buildingFactsAsked,
      { field: 'businessOwners.roofUpdatedYear', label: 'Age of roof (years)' },
    ],
    ranges: [
      { field: 'businessOwners.yearBuilt', label: 'Year Built', min: 1850, outcome: 'refused' },
      {
        field: 'businessOwners.squareFeet',
        label: 'Square Footage',
        min: 100,
        max: 500_000,
        outcome: 'refused',
      },
      {
        field: 'input.propertyValue',
        label: 'Total Insured Value',
        min: 10_000,
        max: 10_000_000,
        outcome: 'refused',
      },
      { field: 'input.propertyValue', label: 'Total Insured Value', max: 5_000_000, outcome: 'referred' },
    ],
    options: [
      {
        field: 'input.bopCoverageLimit',
        label: 'Liability Limits (Occurrence / Aggregate)',
        values: limitPairs.from300k,
        otherwise: 'closest',
      },
      {
        field: 'input.deductible',
        label: 'Property Deductible',
        values: ['500', '1000', '2500', '5000', '10000'],
        otherwise: 'closest',
      },
    ],
  },
  auto: {
    ...common,
    garagingStates: ['TX', 'OK', 'LA', 'AR', 'NM'],
    options: [
      {
        field: 'commercialAuto.liabilityLimit',
        label: 'Liability Limit (Combined Single Limit)',
        values: ['300000', '500000', '1000000'],
        otherwise: 'closest',
      },
    ],
    driverMinAge: { years: 18, outcome: 'refused' },
  },
  cyber: {
    ...common,
    asked: [
      { field: 'cyber.acceptsPaymentCards', label: 'Does the applicant accept payment cards?' },
      {
        field: 'cyber.priorIncidents',
        label: 'In the past 5 years, has the applicant had a data breach, ransomware event or cyber claim?',
      },
    ],
    options: [
      {
        field: 'cyber.aggregateLimit',
        label: 'Aggregate Limit',
        values: ['250000', '500000', '1000000', '2000000', '3000000'],
        otherwise: 'closest',
      },
      {
        field: 'cyber.retention',
        label: 'Retention',
        values: ['2500', '5000', '10000', '25000'],
        otherwise: 'closest',
      },
    ],
  },
};
