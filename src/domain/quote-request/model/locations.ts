// `locations[]`: every premises of the business with its buildings (ACORD 125 locations, ACORD 140
// buildings). Optional: without it the request's address is location "1" and `businessOwners` its
// building "1" (derive-flat-fields.ts); with it, the primary location's address is the request's address.
import { type Static, Type } from 'typebox';
import {
  burglarAlarmTypes,
  constructionTypes,
  fireAlarmTypes,
  locationInterests,
  propertyValuations,
  roofTypes,
} from '../vocabulary.ts';
import { Choice, Count, Dollars, Flag, Formatted, StateCode, Text, ZipCode } from './fields.ts';

export const maxLocations = 50;
export const maxBuildingsPerLocation = 20;

const Year = (description: string, example: number, minimum = 1700) =>
  Type.Integer({ minimum, maximum: 9999, description, examples: [example] });

export const Building = Type.Object(
  {
    id: Formatted('scheduleId', 40, {
      description: 'Your id for the building, unique within its location.',
      example: '1',
    }),
    description: Type.Optional(
      Text(200, { description: 'What the building is.', example: 'Bakery and shop' }),
    ),
    occupancy: Type.Optional(
      Text(200, { description: 'What the insured does in the building.', example: 'Retail bakery' }),
    ),
    constructionType: Type.Optional(
      Choice(constructionTypes, { description: 'ISO construction class.', example: 'joisted_masonry' }),
    ),
    yearBuilt: Type.Optional(Year('Year the building was built; not in the future.', 1998)),
    stories: Type.Optional(
      Type.Integer({ minimum: 1, maximum: 200, description: 'Number of stories.', examples: [2] }),
    ),
    squareFeet: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 10_000_000,
        description: 'Total area, square feet.',
        examples: [4200],
      }),
    ),
    occupiedPercent: Type.Optional(
      Count(100, { description: 'Share of the building the insured occupies, percent.', example: 100 }),
    ),
    roofUpdatedYear: Type.Optional(Year('Year the roof was last replaced; not in the future.', 2016, 1900)),
    roofType: Type.Optional(Choice(roofTypes, { description: 'Roof covering.', example: 'built_up' })),
    sprinklered: Type.Optional(
      Flag({ description: 'Automatic sprinklers cover the building.', example: true }),
    ),
    burglarAlarm: Type.Optional(
      Choice(burglarAlarmTypes, { description: 'Burglar alarm type.', example: 'central_station' }),
    ),
    fireAlarm: Type.Optional(Choice(fireAlarmTypes, { description: 'Fire alarm type.', example: 'local' })),
    protectionClass: Type.Optional(
      Formatted('protectionClass', 3, { description: 'ISO public protection class.', example: '3' }),
    ),
    buildingLimit: Type.Optional(
      Dollars(0, 1e10, { description: 'Building limit, when the insured insures it.', example: 1_200_000 }),
    ),
    businessPersonalPropertyLimit: Type.Optional(
      Dollars(0, 1e10, {
        description: 'Business personal property limit in this building.',
        example: 150_000,
      }),
    ),
    valuation: Type.Optional(
      Choice(propertyValuations, { description: 'How a loss is valued.', example: 'replacement_cost' }),
    ),
    deductible: Type.Optional(
      Dollars(0, 1e7, { description: 'Property deductible, dollars.', example: 2500 }),
    ),
  },
  { additionalProperties: false, description: 'A building at a location (ACORD 140).' },
);

export const Location = Type.Object(
  {
    id: Formatted('scheduleId', 40, {
      description: 'Your id for the location, unique in the request; class codes and interests refer to it.',
      example: '1',
    }),
    primary: Type.Optional(
      Flag({
        description:
          'The primary location; its address must be the request address (`input`). At most one; the first location when none is flagged.',
        example: true,
      }),
    ),
    mailing: Type.Optional(Flag({ description: 'Mail goes to this address. At most one.', example: true })),
    streetAddress: Text(200, { required: true, description: 'Street address.', example: '410 Main St' }),
    city: Text(100, { required: true, description: 'City.', example: 'Fredericksburg' }),
    state: StateCode('State of the location.'),
    zipCode: ZipCode('ZIP code of the location; must lie in `state`.'),
    interest: Type.Optional(
      Choice(locationInterests, {
        description: 'Whether the insured owns or leases the premises.',
        example: 'owned',
      }),
    ),
    fullTimeEmployees: Type.Optional(
      Count(1_000_000, { description: 'Full-time employees here.', example: 6 }),
    ),
    partTimeEmployees: Type.Optional(
      Count(1_000_000, { description: 'Part-time employees here.', example: 4 }),
    ),
    areaOccupied: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 10_000_000,
        description: 'Area the insured occupies, square feet.',
        examples: [3000],
      }),
    ),
    buildings: Type.Optional(
      Type.Array(Building, { maxItems: maxBuildingsPerLocation, description: 'Buildings at the location.' }),
    ),
  },
  { additionalProperties: false, description: 'A premises of the business (ACORD 125 location).' },
);

export const Locations = Type.Array(Location, {
  minItems: 1,
  maxItems: maxLocations,
  description:
    'Every location of the business with its buildings. Without it the request address is location "1" and `businessOwners` its building "1"; with it, the primary location must have the request address, and its first building must agree with `businessOwners` on every field both give.',
});

export type Building = Static<typeof Building>;
export type Location = Static<typeof Location>;
