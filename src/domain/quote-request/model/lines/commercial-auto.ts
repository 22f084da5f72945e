// `commercialAuto`: schedules of vehicles and drivers (ACORD 127 style). Required when `auto` is requested.
import { type Static, Type } from 'typebox';
import { vehicleTypes, vehicleUses } from '../../vocabulary.ts';
import { Choice, Count, Dollars, Flag, Formatted, StateCode, Text, UsDate, ZipCode } from '../fields.ts';

export const Vehicle = Type.Object(
  {
    vin: Formatted('vin', 17, {
      description: 'Vehicle identification number.',
      example: '1FTBR1C89MKA69532',
    }),
    year: Type.Integer({ minimum: 1900, maximum: 9999, description: 'Model year.', examples: [2021] }),
    make: Text(50, { required: true, description: 'Manufacturer.', example: 'Ford' }),
    model: Text(50, { required: true, description: 'Model.', example: 'Transit 250' }),
    garagingZip: ZipCode('Where the vehicle is kept overnight.'),
    use: Choice(vehicleUses, { description: 'How the vehicle is used.', example: 'service' }),
    radius: Type.Integer({
      minimum: 0,
      maximum: 5000,
      description: 'Radius of operation, miles.',
      examples: [50],
    }),
    vehicleType: Type.Optional(Choice(vehicleTypes, { description: 'Body type.', example: 'van' })),
    costNew: Type.Optional(
      Dollars(0, 1e7, { description: 'Original cost new, US dollars.', example: 48_000 }),
    ),
    comprehensiveDeductible: Type.Optional(
      Dollars(0, 1e5, { description: 'Comprehensive deductible.', example: 500 }),
    ),
    collisionDeductible: Type.Optional(
      Dollars(0, 1e5, { description: 'Collision deductible.', example: 1000 }),
    ),
  },
  { additionalProperties: false },
);

export const Driver = Type.Object(
  {
    firstName: Text(100, { required: true, description: 'First name.', example: 'Luis' }),
    lastName: Text(100, { required: true, description: 'Last name.', example: 'Ortega' }),
    dateOfBirth: UsDate({
      description: 'Date of birth; the driver must be at least 16.',
      example: '04/18/1988',
    }),
    licenseState: StateCode('State that issued the license.'),
    licenseNumber: Text(30, { required: true, description: 'Driver license number.', example: '12345678' }),
    yearsLicensed: Type.Optional(Count(90, { description: 'Years licensed.', example: 18 })),
    violationsLastThreeYears: Type.Optional(
      Count(100, { description: 'Moving violations, 3 years.', example: 0 }),
    ),
    accidentsLastThreeYears: Type.Optional(
      Count(100, { description: 'At-fault accidents, 3 years.', example: 0 }),
    ),
  },
  { additionalProperties: false },
);

export const CommercialAuto = Type.Object(
  {
    vehicles: Type.Array(Vehicle, { minItems: 1, maxItems: 500, description: 'Scheduled vehicles.' }),
    drivers: Type.Array(Driver, { minItems: 1, maxItems: 500, description: 'Scheduled drivers.' }),
    liabilityLimit: Formatted('limitAny', 32, {
      description: 'Combined single limit, or split limits per person/per accident/property damage.',
      example: '1000000',
    }),
    hiredAuto: Type.Optional(Flag({ description: 'Add hired auto liability.', example: true })),
    nonOwnedAuto: Type.Optional(Flag({ description: 'Add non-owned auto liability.', example: true })),
    uninsuredMotorist: Type.Optional(
      Flag({ description: 'Add uninsured motorist coverage.', example: true }),
    ),
    medicalPayments: Type.Optional(
      Dollars(0, 1e6, { description: 'Medical payments limit.', example: 5000 }),
    ),
  },
  { additionalProperties: false, description: 'Commercial auto data.' },
);

export type Vehicle = Static<typeof Vehicle>;
export type Driver = Static<typeof Driver>;
export type CommercialAuto = Static<typeof CommercialAuto>;
