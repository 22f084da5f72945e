// Ironclad Exchange (docs/sandbox-carriers/ironclad.md): effective date at most 60 days out, at least
// one employee, any 5-digit GL class on any basis, gross sales no more than the revenue; limits and
// retentions not offered are quoted at the closest offered (never less cover, never more retained); the
// underwriting questions the submission can answer (src/agents/carriers/ironclad-specialty/pages/questionnaire.ts)
// asked without.
import { type AskedField, baseRequirements, type LineRequirements, limitPairs } from '../requirements.ts';

const common: LineRequirements = {
  ...baseRequirements(60),
  ranges: [{ field: 'input.numberOfEmployees', label: 'Total employees', min: 1, outcome: 'refused' }],
};

/** The operations are described from `industryDescription` when the portal's 20 characters are there. */
const operations: AskedField = {
  field: 'input.industryDescription',
  label: "Describe the applicant's operations",
  minLength: 20,
};

export const ironcladRequirements: Record<'cyber' | 'gl' | 'umbrella', LineRequirements> = {
  cyber: {
    ...common,
    asked: [
      {
        field: 'cyber.securityControls.endpointDetection',
        label: 'Is endpoint detection and response (EDR) deployed on all endpoints?',
      },
      {
        field: 'cyber.priorIncidents',
        label: 'Any cyber incidents, data breaches, ransomware events or cyber claims in the past 5 years?',
      },
      {
        field: 'cyber.acceptsPaymentCards',
        label: 'Do you process payment cards? If so, PCI level',
        answersOnly: { value: false, when: 'when the business takes no payment cards' },
      },
    ],
    options: [
      {
        field: 'cyber.aggregateLimit',
        label: 'Aggregate limit',
        values: ['1000000', '2000000', '3000000', '5000000'],
        otherwise: 'closest',
      },
      {
        field: 'cyber.retention',
        label: 'Retention',
        values: ['2500', '5000', '10000', '25000', '50000'],
        otherwise: 'closest',
      },
    ],
  },
  gl: {
    ...common,
    asked: [
      { field: 'generalLiability.subcontractorCost', label: 'Do you use subcontractors?' },
      {
        field: 'generalLiability.claimsLastFiveYears',
        label: 'Any general liability claims over $25,000 in the past 3 years?',
        answersOnly: { value: 0, when: 'when there were none' },
      },
      operations,
    ],
    glSalesAtMostRevenue: true,
    options: [
      {
        field: 'generalLiability.limits',
        label: 'Limits (each occurrence / general aggregate)',
        values: limitPairs.from500k,
        otherwise: 'closest',
      },
    ],
  },
  umbrella: {
    ...common,
    asked: [operations],
    underlying: {
      requiredOneOf: ['gl', 'bop'],
      minimums: { gl: '1000000', bop: '1000000', auto: '1000000', wc: '500000/500000/500000' },
    },
    options: [
      {
        field: 'umbrella.limit',
        label: 'Umbrella limit',
        values: ['1000000', '2000000', '3000000', '4000000', '5000000', '10000000'],
        otherwise: 'closest',
      },
      {
        field: 'umbrella.retention',
        label: 'Self-insured retention',
        values: ['0', '10000', '25000'],
        otherwise: 'closest',
      },
    ],
  },
};
