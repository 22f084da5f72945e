// `lossHistory[]`: the losses of the last years one by one (ACORD 125 prior losses), and `lossFreeYears`,
// per line "no losses in the last N years". When rows are sent they are the whole history of the last
// five years: the line-level claim counts are derived from them and must agree (derive-flat-fields.ts).
import { type Static, Type } from 'typebox';
import { lineIds } from '../../lines.ts';
import { lossStatuses } from '../vocabulary.ts';
import { Choice, Dollars, Text, UsDate } from './fields.ts';

export const maxLossRows = 200;

export const Loss = Type.Object(
  {
    line: Choice(lineIds, { description: 'Line the loss was claimed on.', example: 'gl' }),
    dateOfLoss: UsDate({ description: 'Date of loss; not in the future.', example: '03/14/2025' }),
    dateReported: Type.Optional(
      UsDate({
        description: 'Date reported to the carrier; not before the date of loss.',
        example: '03/20/2025',
      }),
    ),
    cause: Type.Optional(Text(100, { description: 'Type or cause of loss.', example: 'Slip and fall' })),
    description: Type.Optional(
      Text(1000, {
        description: 'What happened.',
        example: 'Customer slipped on a wet floor at the counter.',
      }),
    ),
    amountPaid: Type.Optional(Dollars(0, 1e10, { description: 'Amount paid, dollars.', example: 8200 })),
    amountReserved: Type.Optional(Dollars(0, 1e10, { description: 'Amount reserved, dollars.', example: 0 })),
    status: Type.Optional(Choice(lossStatuses, { description: 'Open or closed.', example: 'closed' })),
  },
  { additionalProperties: false, description: 'One loss.' },
);

export const LossHistory = Type.Array(Loss, {
  maxItems: maxLossRows,
  description:
    'Every loss of the last five years on the requested lines; an empty list says there were none. The claim counts (`generalLiability.claimsLastFiveYears`, `workersComp.claimsLastThreeYears`) are derived from it, and a count that disagrees is refused.',
});

const YearsWithoutLoss = Type.Integer({
  minimum: 1,
  maximum: 10,
  description: 'No losses on this line in the last this many years.',
  examples: [5],
});

export const LossFreeYears = Type.Object(
  {
    bop: Type.Optional(YearsWithoutLoss),
    gl: Type.Optional(YearsWithoutLoss),
    wc: Type.Optional(YearsWithoutLoss),
    auto: Type.Optional(YearsWithoutLoss),
    umbrella: Type.Optional(YearsWithoutLoss),
    cyber: Type.Optional(YearsWithoutLoss),
  },
  {
    additionalProperties: false,
    description: 'Per line, "no losses in the last N years" (1 to 10), for a history sent without rows.',
    examples: [{ wc: 5, bop: 3 }],
  },
);

export type Loss = Static<typeof Loss>;
export type LossFreeYears = Static<typeof LossFreeYears>;
