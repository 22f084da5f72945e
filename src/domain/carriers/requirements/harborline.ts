// Harborline Broker Hub (docs/sandbox-carriers/harborline.md): effective date at most 60 days out,
// FEIN for WC, WC classes per state, experience mod 0.50 to 3.00 (referred above 1.50), limits
// offered exactly, GL classes each on its own premium basis, drivers at least 21; the underwriting
// questions the submission can answer (src/agents/carriers/harborline/pages/answers.ts) asked without.
import {
  baseRequirements,
  employersLiabilityLimits,
  type GlClass,
  type LineRequirements,
  limitPairs,
  type WcClass,
} from '../requirements.ts';

const base = baseRequirements(60);

const wcClasses: WcClass[] = [
  ...['0042', '2003', '5183', '5190', '5403', '5474', '5551', '5606'].map((code) => ({ code })),
  { code: '5645', notIn: ['NY'] },
  ...[
    '6217',
    '7219',
    '7228',
    '7229',
    '7380',
    '8006',
    '8017',
    '8018',
    '8380',
    '8601',
    '8742',
    '8803',
    '8810',
  ].map((code) => ({ code })),
  { code: '8871', notIn: ['NY', 'NJ', 'DE', 'PA'] },
  { code: '9014' },
  { code: '9052' },
  { code: '9079' },
  { code: '9083', notIn: ['NY', 'NJ'] },
];

const glClasses: GlClass[] = [
  ...['10113', '10115', '12374', '13759', '15070', '16902', '16911', '18501', '41668', '41677'].map(
    (code) => ({ code, basis: 'sales' as const }),
  ),
  { code: '60010', basis: 'units' },
  { code: '61226', basis: 'area' },
  ...[
    '91111',
    '91340',
    '91580',
    '92215',
    '92478',
    '94007',
    '96816',
    '97047',
    '98304',
    '98305',
    '98483',
    '98677',
  ].map((code) => ({ code, basis: 'payroll' as const })),
];

/** Where Harborline writes commercial auto: the garaging ZIP's state decides. */
// biome-ignore format: a compact list
export const harborlineAutoStates = [
  'AL', 'AZ', 'CO', 'FL', 'GA', 'IL', 'IN', 'KS', 'KY', 'MI', 'MN', 'MO', 'NC', 'NV', 'OH', 'OK', 'PA', 'SC',
  'TN', 'TX', 'UT', 'VA', 'WI',
];

/** NCCI split 9079 into 9082 and 9083; Broker Hub kept 9079 for restaurants (NOC). */
export const harborlineWcCrosswalk: Readonly<Record<string, string>> = { '9082': '9079' };

export const harborlineRequirements: Record<'wc' | 'auto' | 'gl', LineRequirements> = {
  wc: {
    ...base,
    requiredFields: [{ field: 'input.fein', label: 'FEIN' }],
    asked: [
      {
        field: 'workersComp.claimsLastThreeYears',
        label: "How many workers' compensation claims has the business had in the past 3 years?",
      },
      {
        field: 'workersComp.usesSubcontractors',
        label: 'Do you collect certificates of insurance from every subcontractor?',
        answersOnly: { value: false, when: 'when the business uses none' },
      },
    ],
    ranges: [
      {
        field: 'workersComp.experienceMod',
        label: 'Experience modification factor',
        min: 0.5,
        max: 3,
        outcome: 'refused',
      },
      {
        field: 'workersComp.experienceMod',
        label: 'Experience modification factor',
        max: 1.5,
        outcome: 'referred',
      },
      {
        field: 'workersComp.classCodes[].employees',
        label: 'Full-time employees',
        min: 1,
        outcome: 'refused',
      },
    ],
    options: [
      {
        field: 'workersComp.employersLiabilityLimit',
        label: "Employers' liability limits",
        values: employersLiabilityLimits,
        otherwise: 'refused',
      },
    ],
    wcClasses,
    wcCrosswalk: harborlineWcCrosswalk,
  },
  auto: {
    ...base,
    garagingStates: harborlineAutoStates,
    asked: [
      {
        field: 'commercialAuto.drivers[].accidentsLastThreeYears',
        label: 'How many at-fault accidents have the listed drivers had in the past 3 years?',
      },
    ],
    ranges: [{ field: 'commercialAuto.vehicles[].year', label: 'Year', min: 1990, outcome: 'refused' }],
    options: [
      {
        field: 'commercialAuto.liabilityLimit',
        label: 'Liability limit (combined single limit)',
        values: ['300000', '500000', '1000000'],
        otherwise: 'refused',
      },
    ],
    driverMinAge: { years: 21, outcome: 'declined' },
  },
  gl: {
    ...base,
    asked: [
      {
        field: 'generalLiability.subcontractorCost',
        label: 'What share of annual revenue is paid to subcontractors?',
      },
      {
        field: 'generalLiability.claimsLastFiveYears',
        label: 'Has the business had any general liability claims or lawsuits in the past 5 years?',
      },
    ],
    options: [
      {
        field: 'generalLiability.limits',
        label: 'Limits of insurance (each occurrence / aggregate)',
        values: limitPairs.from500k,
        otherwise: 'refused',
      },
    ],
    glClasses,
  },
};
