// Ironclad Exchange (docs/sandbox-carriers/ironclad.md): effective date at most 60 days out, at least
// one employee, any 5-digit GL class on any basis, gross sales no more than the revenue; limits and
// retentions not offered are quoted at the closest offered (never less cover, never more retained).
import { baseRequirements, type LineRequirements, limitPairs } from '../requirements.ts';

const common: LineRequirements = {
  ...baseRequirements(60),
  ranges: [{ field: 'input.numberOfEmployees', label: 'Total employees', min: 1, outcome: 'refused' }],
};

export const ironcladRequirements: Record<'cyber' | 'gl' | 'umbrella', LineRequirements> = {
  cyber: {
    ...common,
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
