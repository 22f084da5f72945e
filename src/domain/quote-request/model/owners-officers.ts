// `ownersOfficers[]`: the owners and officers, with their ownership and whether workers' compensation
// covers them (ACORD 130 individuals included / excluded).
import { type Static, Type } from 'typebox';
import { workersCompInclusions } from '../vocabulary.ts';
import { Choice, Dollars, Formatted, Text, UsDate } from './fields.ts';

export const maxOwnersOfficers = 30;

export const OwnerOfficer = Type.Object(
  {
    name: Text(200, { required: true, description: 'Full name.', example: 'Ana Reyes' }),
    title: Type.Optional(Text(100, { description: 'Title.', example: 'President' })),
    ownershipPercent: Type.Number({
      minimum: 0,
      maximum: 100,
      description: 'Share owned, percent; the shares of all owners add up to 100 at most.',
      examples: [60],
    }),
    dateOfBirth: Type.Optional(UsDate({ description: 'Date of birth; in the past.', example: '02/11/1979' })),
    duties: Type.Optional(Text(500, { description: 'What the person does.', example: 'Baking, management' })),
    workersComp: Choice(workersCompInclusions, {
      description:
        "Whether workers' compensation covers the person; `included` needs `classCode` and `annualPay`.",
      example: 'included',
    }),
    classCode: Type.Optional(
      Formatted('wcClassCode', 4, {
        description: 'WC class code of the duties, when included.',
        example: '2003',
      }),
    ),
    annualPay: Type.Optional(
      Dollars(0, 1e9, { description: 'Annual remuneration, dollars, when included.', example: 62_000 }),
    ),
  },
  { additionalProperties: false, description: 'An owner or officer.' },
);

export const OwnersOfficers = Type.Array(OwnerOfficer, {
  maxItems: maxOwnersOfficers,
  description:
    'Owners and officers. `workersComp.ownersIncluded` is true exactly when one of them is included (it may be left out: it is derived).',
});

export type OwnerOfficer = Static<typeof OwnerOfficer>;
