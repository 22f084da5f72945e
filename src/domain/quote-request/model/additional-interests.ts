// `additionalInterests[]`: additional insureds, mortgagees, loss payees and lessors, each with what it
// applies to: the whole policy, a location, a building of a location, or a vehicle.
import { type Static, Type } from 'typebox';
import { lineIds } from '../../lines.ts';
import { additionalInterestTypes } from '../vocabulary.ts';
import { Choice, Formatted, StateCode, Text, ZipCode } from './fields.ts';

export const maxAdditionalInterests = 50;

export const InterestAppliesTo = Type.Object(
  {
    locationId: Type.Optional(
      Formatted('scheduleId', 40, { description: 'A location id from `locations[]`.', example: '2' }),
    ),
    buildingId: Type.Optional(
      Formatted('scheduleId', 40, {
        description: 'A building id under `locationId` (which it needs).',
        example: '1',
      }),
    ),
    vin: Type.Optional(
      Formatted('vin', 17, {
        description: 'A VIN from `commercialAuto.vehicles`.',
        example: '1FTBR1C89MKA69532',
      }),
    ),
  },
  {
    additionalProperties: false,
    description: 'What the interest applies to; empty or absent: the whole policy.',
  },
);

export const AdditionalInterest = Type.Object(
  {
    type: Choice(additionalInterestTypes, { description: 'Kind of interest.', example: 'mortgagee' }),
    name: Text(200, { required: true, description: 'Name.', example: 'Hill Country Bank' }),
    streetAddress: Text(200, { required: true, description: 'Street address.', example: '100 Bank Plaza' }),
    city: Text(100, { required: true, description: 'City.', example: 'Austin' }),
    state: StateCode('State.'),
    zipCode: ZipCode('ZIP code; must lie in `state`.'),
    lines: Type.Optional(
      Type.Array(Choice(lineIds, { description: 'A line.', example: 'bop' }), {
        minItems: 1,
        maxItems: lineIds.length,
        uniqueItems: true,
        description: 'Lines it applies to; absent: every requested line that has such interests.',
      }),
    ),
    loanNumber: Type.Optional(Text(50, { description: 'Loan or account number.', example: 'LN-88213' })),
    appliesTo: Type.Optional(InterestAppliesTo),
  },
  { additionalProperties: false, description: 'An additional interest.' },
);

export const AdditionalInterests = Type.Array(AdditionalInterest, {
  maxItems: maxAdditionalInterests,
  description: 'Additional insureds, mortgagees, loss payees and lessors.',
});

export type AdditionalInterest = Static<typeof AdditionalInterest>;
