// `umbrella`: the umbrella limit and the policies it sits over. Required when `umbrella` is requested.
import { type Static, Type } from 'typebox';
import { underlyingLines } from '../../vocabulary.ts';
import { Choice, Dollars, Formatted, Text } from '../fields.ts';

export const UnderlyingPolicy = Type.Object(
  {
    line: Choice(underlyingLines, { description: 'Line of the underlying policy.', example: 'gl' }),
    limits: Formatted('limitAny', 32, {
      description: 'Limits of the underlying policy.',
      example: '1000000/2000000',
    }),
    carrier: Text(200, {
      required: true,
      description: 'Carrier writing the underlying policy.',
      example: 'Summit Mutual',
    }),
    policyNumber: Type.Optional(Text(50, { description: 'Underlying policy number.', example: 'GL-448812' })),
  },
  { additionalProperties: false },
);

export const Umbrella = Type.Object(
  {
    limit: Type.Number({
      minimum: 1_000_000,
      maximum: 100_000_000,
      multipleOf: 1_000_000,
      description: 'Umbrella limit, whole millions of US dollars.',
      examples: [2_000_000],
    }),
    retention: Dollars(0, 1_000_000, { description: 'Self-insured retention, US dollars.', example: 10_000 }),
    underlyingPolicies: Type.Array(UnderlyingPolicy, {
      minItems: 1,
      maxItems: 20,
      description: 'Policies the umbrella sits over.',
    }),
  },
  { additionalProperties: false, description: 'Commercial umbrella data.' },
);

export type UnderlyingPolicy = Static<typeof UnderlyingPolicy>;
export type Umbrella = Static<typeof Umbrella>;
