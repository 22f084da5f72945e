// `businessOwners`: building details for a BOP (ACORD 140 style). Optional even when `bop` is requested
// (the BOP fields a carrier must have live in `input`), and every field in it is optional too.
import { type Static, Type } from 'typebox';
import { burglarAlarmTypes, constructionTypes } from '../../vocabulary.ts';
import { Choice, Count, Dollars, Flag } from '../fields.ts';

export const BusinessOwners = Type.Object(
  {
    constructionType: Type.Optional(
      Choice(constructionTypes, {
        description: 'ISO construction class of the building.',
        example: 'joisted_masonry',
      }),
    ),
    yearBuilt: Type.Optional(
      Type.Integer({
        minimum: 1700,
        maximum: 9999,
        description: 'Year the building was built.',
        examples: [1998],
      }),
    ),
    squareFeet: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 10_000_000,
        description: 'Square footage occupied.',
        examples: [4200],
      }),
    ),
    sprinklered: Type.Optional(
      Flag({ description: 'Automatic sprinklers cover the premises.', example: true }),
    ),
    buildingOwned: Type.Optional(Flag({ description: 'The insured owns the building.', example: false })),
    stories: Type.Optional(
      Type.Integer({ minimum: 1, maximum: 200, description: 'Number of stories.', examples: [2] }),
    ),
    roofUpdatedYear: Type.Optional(
      Type.Integer({
        minimum: 1900,
        maximum: 9999,
        description: 'Year the roof was last replaced.',
        examples: [2016],
      }),
    ),
    burglarAlarm: Type.Optional(
      Choice(burglarAlarmTypes, {
        description: 'Burglar alarm type.',
        example: 'central_station',
      }),
    ),
    buildingValue: Type.Optional(
      Dollars(0, 1e10, { description: 'Replacement cost of the building, when owned.', example: 1_200_000 }),
    ),
    occupiedPercent: Type.Optional(
      Count(100, { description: 'Share of the building the insured occupies, percent.', example: 100 }),
    ),
  },
  { additionalProperties: false, description: "Business owner's policy building details." },
);

export type BusinessOwners = Static<typeof BusinessOwners>;
