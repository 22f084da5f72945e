// The vehicle and driver schedules of commercial auto, one row per vehicle or driver.
import { vehicleTypes, vehicleUses } from '../quote-request/vocabulary.ts';
import { choice, code, dollars, integer, text, usDate } from './cells.ts';
import type { Column } from './column.ts';

export const vehicleColumns: readonly Column[] = [
  {
    field: 'vin',
    header: 'VIN',
    aliases: ['Vehicle Identification Number', 'VIN Number', 'Serial Number'],
    read: code,
    required: true,
  },
  {
    field: 'year',
    header: 'Year',
    aliases: ['Model Year', 'Veh Year', 'Vehicle Year', 'Yr'],
    read: integer,
    required: true,
  },
  { field: 'make', header: 'Make', aliases: ['Veh Make', 'Vehicle Make'], read: text, required: true },
  { field: 'model', header: 'Model', aliases: ['Veh Model', 'Vehicle Model'], read: text, required: true },
  {
    field: 'garagingZip',
    header: 'Garaging ZIP',
    aliases: ['Garage Zip', 'Garaging Zip Code', 'Garaging Postal Code', 'Zip', 'Zip Code'],
    read: (raw) => ({ value: raw.replace(/-[0-9]{4}$/, '') }),
    required: true,
  },
  {
    field: 'use',
    header: 'Use',
    aliases: ['Vehicle Use', 'Usage', 'Use Type', 'Veh Use'],
    read: choice(vehicleUses, { business: 'commercial', personal: 'pleasure', farming: 'farm' }),
    required: true,
  },
  {
    field: 'radius',
    header: 'Radius',
    aliases: ['Radius of Operation', 'Operating Radius', 'Radius Miles'],
    read: integer,
    required: true,
  },
  {
    field: 'vehicleType',
    header: 'Vehicle Type',
    aliases: ['Body Type', 'Veh Type', 'Type'],
    read: choice(vehicleTypes, {
      pp: 'private_passenger',
      ppt: 'private_passenger',
      private_passenger_type: 'private_passenger',
      car: 'private_passenger',
      sedan: 'private_passenger',
      pickup: 'light_truck',
      light: 'light_truck',
      lt: 'light_truck',
      medium: 'medium_truck',
      heavy: 'heavy_truck',
      tractor: 'heavy_truck',
      cargo_van: 'van',
    }),
  },
  {
    field: 'costNew',
    header: 'Cost New',
    aliases: ['Original Cost New', 'OCN', 'Stated Amount', 'Cost'],
    read: dollars,
  },
  {
    field: 'comprehensiveDeductible',
    header: 'Comprehensive Deductible',
    aliases: ['Comp Ded', 'Comp Deductible', 'OTC Deductible', 'Other Than Collision Deductible'],
    read: dollars,
  },
  {
    field: 'collisionDeductible',
    header: 'Collision Deductible',
    aliases: ['Coll Ded', 'Collision Ded', 'Coll Deductible'],
    read: dollars,
  },
];

export const driverColumns: readonly Column[] = [
  {
    field: 'firstName',
    header: 'First Name',
    aliases: ['First', 'Driver First Name', 'Given Name'],
    read: text,
    required: true,
  },
  {
    field: 'lastName',
    header: 'Last Name',
    aliases: ['Last', 'Driver Last Name', 'Surname'],
    read: text,
    required: true,
  },
  {
    field: 'dateOfBirth',
    header: 'Date of Birth',
    aliases: ['DOB', 'Birth Date', 'Birthdate'],
    read: usDate,
    required: true,
  },
  {
    field: 'licenseState',
    header: 'License State',
    aliases: ['DL State', 'Lic State', 'Drivers License State', 'State Licensed', 'License St'],
    read: code,
    required: true,
  },
  {
    field: 'licenseNumber',
    header: 'License Number',
    aliases: [
      'License #',
      'License No',
      'DL Number',
      'DL #',
      'Drivers License Number',
      'Lic #',
      "Driver's License #",
    ],
    read: text,
    required: true,
  },
  {
    field: 'yearsLicensed',
    header: 'Years Licensed',
    aliases: ['Yrs Licensed', 'Years Experience', 'Driving Experience'],
    read: integer,
  },
  {
    field: 'violationsLastThreeYears',
    header: 'Violations',
    aliases: ['Violations 3 Yrs', '# Violations', 'Moving Violations', 'MVR Violations'],
    read: integer,
  },
  {
    field: 'accidentsLastThreeYears',
    header: 'Accidents',
    aliases: ['At-Fault Accidents', '# Accidents', 'Accidents 3 Yrs', 'At Fault Accidents'],
    read: integer,
  },
];
