// Messages of the create-request rules. The contract quotes two of them word for word ("phone must be
// 10 digits", "a valid ZIP code is required" with the form 12345); the rest follow the same plain style.
import { fieldMessages } from '../field-messages.ts';
import type { Line } from '../lines.ts';
import { businessTypes } from './vocabulary.ts';

export const messages = {
  businessType: `${fieldMessages.oneOf(businessTypes)} (common spellings such as "LLC", "S Corp", "Sole Proprietor" or "Non-Profit" are accepted too)`,
  phone: 'phone must be 10 digits',
  zipCode: 'a valid ZIP code is required (form 12345)',
  zipNotInState: (zip: string, actual: string, claimed: string) =>
    `ZIP code ${zip} is in ${actual}, not ${claimed}`,
  stateCode: 'must be a two-letter US state code',
  fein: 'must be a FEIN in the form 12-3456789',
  naics: 'must be a 6-digit NAICS code',
  naicsUnknown: (code: string) => `${code} is not a known 6-digit NAICS industry code`,
  usDate: 'must be a date in the form MM/DD/YYYY',
  notARealDate: (value: string) => `${value} is not a real calendar date`,
  notInPast: (today: string) => `must not be in the past (today is ${today})`,
  tooFarAhead: (days: number, latest: string) =>
    `must be at most ${days} days ahead (${latest} at the latest)`,
  afterStart: 'must be after policyStartDate',
  notInFuture: 'must not be in the future',
  driverAge: (years: number) => `driver must be at least ${years} years old`,
  employeesSum: (full: number, part: number) =>
    `must equal fullTimeEmployees + partTimeEmployees (${full} + ${part} = ${full + part})`,
  exceedsEmployees: 'must not exceed numberOfEmployees',
  carrierSlug: 'must be a carrier id: lowercase letters, digits and single hyphens, at most 64 characters',
  dollars: 'must be a whole dollar amount in digits, for example 1000',
  limitPair: 'must be per-occurrence/aggregate dollar amounts, for example 1000000/2000000',
  limitTriple:
    'must be each-accident/disease-policy/disease-each-employee dollar amounts, for example 500000/500000/500000',
  limitAny: 'must be one to three slash-separated dollar amounts, for example 1000000 or 1000000/2000000',
  aggregateBelowOccurrence: 'aggregate must be at least the per-occurrence limit',
  diseasePolicyBelowEmployee: 'disease policy limit must be at least the disease each-employee limit',
  vin: 'must be a 17-character VIN without the letters I, O or Q',
  glClassCode: 'must be a 5-digit ISO general liability class code',
  wcClassCode: 'must be a 4-digit workers compensation class code',
  scheduleId:
    'must be an id of 1 to 40 letters, digits, dots, hyphens or underscores, starting with a letter or digit',
  protectionClass: 'must be an ISO protection class: 1 to 10, 8B or 10W',
  duplicateId: (id: string) => `id "${id}" is used twice`,
  onlyOne: (flag: string) => `only one location may be ${flag}`,
  conflictsWith: (other: string, theirs: unknown) => `conflicts with ${other} (${JSON.stringify(theirs)})`,
  noLocation: (id: string, where: string) => `no location with id "${id}" in ${where}`,
  noBuilding: (building: string, location: string) =>
    `no building with id "${building}" at location "${location}"`,
  buildingNeedsLocation: 'needs appliesTo.locationId',
  noVehicle: (vin: string) => `no vehicle with VIN ${vin} in commercialAuto.vehicles`,
  locationEmployees: (sum: number, total: number) =>
    `the locations' employees (${sum}) exceed input.numberOfEmployees (${total})`,
  beforeYearBuilt: 'must not be before yearBuilt',
  reportedBeforeLoss: 'must not be before dateOfLoss',
  lossInLossFreeYears: (line: Line, years: number) =>
    `is within the ${years} years lossFreeYears.${line} says were free of ${line} losses`,
  lossFreeButCount: (line: Line, years: number) =>
    `contradicts lossFreeYears.${line} (no ${line} losses in the last ${years} years)`,
  countDisagreesWithRows: (count: number, rows: number, line: Line, years: number) =>
    `is ${count} but lossHistory lists ${rows} ${line} loss${rows === 1 ? '' : 'es'} in the last ${years} years`,
  ownershipOver100: (sum: number) => `ownership percentages add up to ${sum}, more than 100`,
  requiredWhenIncluded: 'is required when the person is included in workers compensation',
  ownersIncludedContradicts: (anyIncluded: boolean) =>
    anyIncluded
      ? 'is false but ownersOfficers includes someone in workers compensation'
      : 'is true but ownersOfficers excludes every owner and officer from workers compensation',
  afterEffectiveDate: 'must be after effectiveDate',
  reasonForEnding: 'is required when the policy was non-renewed or cancelled',
  /** A conditional requirement names its condition, so the fix (send it, or drop the line) is plain. */
  requiredForLine: (line: Line) => `is required because linesRequested includes ${line}`,
  onlyWhenRequested: (line: Line) => `is only accepted when ${line} is in linesRequested`,
} as const;
