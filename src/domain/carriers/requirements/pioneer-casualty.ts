// Pioneer ProducerNet (docs/sandbox-carriers/pioneer.md): effective date at most 60 days out, no entity
// for "other", FEIN for WC, BOP building facts asked when absent, options offered exactly, its own WC
// class list, experience mod 0.20 to 10.00 (referred above 1.50), at most 10 class rows; the underwriting
// questions the submission can answer (src/agents/carriers/pioneer-casualty/pages/underwriting-questions.ts)
// asked without.
import {
  baseRequirements,
  buildingFactsAsked,
  employersLiabilityLimits,
  type LineRequirements,
  limitPairs,
} from '../requirements.ts';

const common = { ...baseRequirements(60), businessTypesAsked: ['other'] } as const;

const wcClasses = [
  '2003',
  '2501',
  '3076',
  '3179',
  '3632',
  '4299',
  '7380',
  '8017',
  '8018',
  '8033',
  '8046',
  '8232',
  '8380',
  '8742',
  '8810',
  '9014',
  '9586',
].map((code) => ({ code, notIn: ['OH'] }));

export const pioneerRequirements: Record<'bop' | 'wc' | 'umbrella', LineRequirements> = {
  bop: {
    ...common,
    asked: [
      { field: 'businessOwners.buildingOwned', label: 'Does the insured own the building?' },
      { field: 'businessOwners.buildingValue', label: 'Building Replacement Cost', ownersOnly: true },
      ...buildingFactsAsked,
      {
        field: 'businessOwners.burglarAlarm',
        label: 'Is the premises protected by a central station burglar alarm?',
      },
      {
        field: 'businessOwners.occupiedPercent',
        label: 'Does the applicant lease any part of the premises to others?',
        answersOnly: { value: 100, when: 'when the insured occupies the whole building' },
      },
    ],
    ranges: [
      {
        field: 'businessOwners.squareFeet',
        label: 'Total Square Footage',
        min: 100,
        max: 1_000_000,
        outcome: 'refused',
      },
      { field: 'businessOwners.yearBuilt', label: 'Year Built', min: 1800, outcome: 'refused' },
      {
        field: 'businessOwners.buildingValue',
        label: 'Building Replacement Cost',
        max: 5_000_000,
        outcome: 'referred',
      },
    ],
    options: [
      {
        field: 'input.bopCoverageLimit',
        label: 'Liability Limits',
        values: limitPairs.from500k,
        otherwise: 'refused',
      },
      {
        field: 'input.deductible',
        label: 'Property Deductible',
        values: ['500', '1000', '2500', '5000'],
        otherwise: 'refused',
      },
    ],
  },
  wc: {
    ...common,
    requiredFields: [{ field: 'input.fein', label: 'FEIN / Tax ID' }],
    asked: [
      {
        field: 'workersComp.usesSubcontractors',
        label: 'Are there any uninsured subcontractors?',
        answersOnly: { value: false, when: 'when the business uses none' },
      },
      { field: 'workersComp.claimsLastThreeYears', label: 'Number of losses in the past 3 years' },
      {
        // The umbrella's scheduled WC policy names the carrier too.
        field: 'workersComp.priorCarrier',
        label: 'Current or prior carrier',
        notAskedWhen: { field: 'umbrella.underlyingPolicies[].line', value: 'wc' },
      },
    ],
    ranges: [
      {
        field: 'workersComp.experienceMod',
        label: 'Experience Modification Factor',
        min: 0.2,
        max: 10,
        outcome: 'refused',
      },
      {
        field: 'workersComp.experienceMod',
        label: 'Experience Modification Factor',
        max: 1.5,
        outcome: 'referred',
      },
    ],
    options: [
      {
        field: 'workersComp.employersLiabilityLimit',
        label: "Employers' Liability Limits",
        values: employersLiabilityLimits,
        otherwise: 'refused',
      },
    ],
    wcClasses,
  },
  umbrella: {
    ...common,
    underlying: {
      requiredOneOf: ['gl', 'bop'],
      minimums: {
        gl: '1000000/2000000',
        bop: '1000000/2000000',
        auto: '1000000',
        wc: '500000/500000/500000',
      },
      employersLiabilityWithEmployees: true,
    },
    options: [
      {
        field: 'umbrella.limit',
        label: 'Umbrella Limit',
        values: ['1000000', '2000000', '3000000', '5000000', '10000000'],
        otherwise: 'refused',
      },
      {
        field: 'umbrella.retention',
        label: 'Self-Insured Retention',
        values: ['0', '10000', '25000'],
        otherwise: 'refused',
      },
    ],
  },
};
