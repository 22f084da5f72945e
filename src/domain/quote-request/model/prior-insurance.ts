// `priorInsurance[]`: the prior carrier of each line, term by term (ACORD 125 prior carrier information).
import { type Static, Type } from 'typebox';
import { lineIds } from '../../lines.ts';
import { priorPolicyEndings } from '../vocabulary.ts';
import { Choice, Dollars, Text, UsDate } from './fields.ts';

export const maxPriorPolicies = 60;

export const PriorPolicy = Type.Object(
  {
    line: Choice(lineIds, { description: 'Line of the prior policy.', example: 'wc' }),
    carrier: Text(200, { required: true, description: 'Carrier that wrote it.', example: 'Texas Mutual' }),
    policyNumber: Type.Optional(Text(50, { description: 'Policy number.', example: 'WC-2291847' })),
    effectiveDate: UsDate({ description: 'Start of the term.', example: '06/01/2025' }),
    expirationDate: UsDate({ description: 'End of the term; after the start.', example: '06/01/2026' }),
    premium: Type.Optional(Dollars(0, 1e9, { description: 'Annual premium, dollars.', example: 4100 })),
    experienceMod: Type.Optional(
      Type.Number({
        minimum: 0.2,
        maximum: 10,
        description: "The term's experience modification factor (WC).",
        examples: [0.92],
      }),
    ),
    ending: Type.Optional(
      Choice(priorPolicyEndings, {
        description: 'How the term ended; `non_renewed` and `cancelled` need a `reason`.',
        example: 'expired',
      }),
    ),
    reason: Type.Optional(
      Text(500, { description: 'Why it was non-renewed or cancelled.', example: 'Carrier left the state' }),
    ),
  },
  { additionalProperties: false, description: 'One term of a prior policy.' },
);

export const PriorInsurance = Type.Array(PriorPolicy, {
  maxItems: maxPriorPolicies,
  description: 'Prior policies per line and term, newest first or in any order.',
});

export type PriorPolicy = Static<typeof PriorPolicy>;
