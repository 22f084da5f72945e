// BOP's Additional Locations: the buildings at the insured's other premises, one row per building (a
// location with two buildings takes two rows with its address), each rated as location 1's building is
// (rating.ts). Location 1 is the applicant's address, described in Building & Contents above.
import type { FieldErrors } from '../html.ts';
import type { OtherBuilding } from '../rating.ts';
import { CONSTRUCTION_TYPES, OPERATING_STATES } from '../reference.ts';
import { lookupZip, parseMoney, parseWholeNumber } from '../validate.ts';
import { cellId, countOf, rowValues, type Schedule, type ScheduleForm } from './schedule-table.ts';

const YN: [string, string][] = [
  ['Y', 'Yes'],
  ['N', 'No'],
];

type LocationKey =
  | 'street'
  | 'city'
  | 'state'
  | 'zip'
  | 'owned'
  | 'building'
  | 'bpp'
  | 'construction'
  | 'yearBuilt'
  | 'squareFeet'
  | 'sprinklered';

export const LOCATIONS: Schedule = {
  prefix: 'loc',
  noun: 'additional location',
  title: 'Additional Locations',
  caption: 'Additional locations',
  add: 'Add another location',
  max: 10,
  columns: [
    { key: 'street', label: 'Street Address' },
    { key: 'city', label: 'City' },
    { key: 'state', label: 'State', choices: OPERATING_STATES.map((s) => [s, s]) },
    { key: 'zip', label: 'ZIP Code', inputmode: 'numeric' },
    { key: 'owned', label: 'Building Owned', choices: YN },
    { key: 'building', label: 'Building Limit' },
    { key: 'bpp', label: 'Business Personal Property' },
    { key: 'construction', label: 'Construction Type', choices: CONSTRUCTION_TYPES },
    { key: 'yearBuilt', label: 'Year Built', inputmode: 'numeric' },
    { key: 'squareFeet', label: 'Square Footage', inputmode: 'numeric' },
    { key: 'sprinklered', label: 'Sprinklered', choices: YN },
  ],
};

export const LOCATIONS_HINT =
  'Every other premises the policy covers, one row per building (repeat the address for a second building there). Leave the row empty when the insured has no other location.';

/** A building of the Additional Locations schedule as the draft keeps it. */
export interface OtherBuildingRow {
  street: string;
  city: string;
  state: string;
  zip: string;
  owned: boolean;
  buildingValue: number;
  bppValue: number;
  construction: string;
  yearBuilt: number;
  squareFeet: number;
  sprinklered: boolean;
}

export const otherBuildingsForRating = (rows: readonly OtherBuildingRow[]): OtherBuilding[] =>
  rows.map((r) => ({
    where: `${r.street}, ${r.city}`,
    state: r.state,
    buildingValue: r.owned ? r.buildingValue : 0,
    bppValue: r.bppValue,
    construction: r.construction,
    sprinklered: r.sprinklered,
  }));

export function locationsForm(rows: readonly OtherBuildingRow[]): ScheduleForm {
  const form: ScheduleForm = { locCount: String(Math.max(1, rows.length)) };
  rows.forEach((r, i) => {
    const set = (key: string, value: string) => {
      form[cellId(LOCATIONS, i, key)] = value;
    };
    set('street', r.street);
    set('city', r.city);
    set('state', r.state);
    set('zip', r.zip);
    set('owned', r.owned ? 'Y' : 'N');
    set('building', r.owned ? String(r.buildingValue) : '');
    set('bpp', String(r.bppValue));
    set('construction', r.construction);
    set('yearBuilt', String(r.yearBuilt));
    set('squareFeet', String(r.squareFeet));
    set('sprinklered', r.sprinklered ? 'Y' : 'N');
  });
  return form;
}

/** The schedule's rows, every problem named by its control (an empty row is no location). */
export function readLocations(
  form: ScheduleForm,
  thisYear: number,
): { rows: OtherBuildingRow[]; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const rows: OtherBuildingRow[] = [];
  for (let i = 0; i < countOf(LOCATIONS, form); i++) {
    const v = rowValues<LocationKey>(LOCATIONS, form, i);
    if (!v) continue;
    const where = `Additional location ${i + 1}`;
    const fail = (key: string, message: string) => {
      errors[cellId(LOCATIONS, i, key)] = `${where}: ${message}`;
    };
    if (!v.street) fail('street', 'enter the Street Address.');
    if (!v.city) fail('city', 'enter the City.');
    if (!OPERATING_STATES.includes(v.state)) fail('state', 'select a State where Pioneer Casualty writes.');
    const zip = lookupZip(v.zip);
    if (!zip) fail('zip', 'enter a valid 5-digit ZIP Code.');
    else if (OPERATING_STATES.includes(v.state) && zip.state !== v.state)
      fail('zip', `ZIP Code ${v.zip} is not in ${v.state}.`);
    if (v.owned !== 'Y' && v.owned !== 'N') fail('owned', 'answer whether the insured owns the building.');
    const buildingValue = v.owned === 'Y' ? parseMoney(v.building) : 0;
    if (v.owned === 'Y' && (buildingValue === undefined || buildingValue <= 0))
      fail('building', 'enter the Building Limit of the building the insured owns.');
    const bppValue = parseMoney(v.bpp);
    if (bppValue === undefined) fail('bpp', 'enter the Business Personal Property limit (0 if none).');
    else if (v.owned === 'N' && bppValue === 0)
      fail('bpp', 'enter a Business Personal Property limit when the insured does not own the building.');
    if (!CONSTRUCTION_TYPES.some(([code]) => code === v.construction))
      fail('construction', 'select the Construction Type.');
    const yearBuilt = parseWholeNumber(v.yearBuilt);
    if (yearBuilt === undefined || yearBuilt < 1800 || yearBuilt > thisYear)
      fail('yearBuilt', `Year Built must be a year between 1800 and ${thisYear}.`);
    const squareFeet = parseWholeNumber(v.squareFeet);
    if (squareFeet === undefined || squareFeet < 100 || squareFeet > 1_000_000)
      fail('squareFeet', 'Square Footage must be between 100 and 1,000,000.');
    if (v.sprinklered !== 'Y' && v.sprinklered !== 'N')
      fail('sprinklered', 'answer whether the building is fully sprinklered.');
    if (Object.keys(errors).some((id) => id.startsWith(`loc_${i}_`))) continue;
    rows.push({
      street: v.street,
      city: v.city,
      state: v.state,
      zip: v.zip,
      owned: v.owned === 'Y',
      buildingValue: buildingValue ?? 0,
      bppValue: bppValue!,
      construction: v.construction,
      yearBuilt: yearBuilt!,
      squareFeet: squareFeet!,
      sprinklered: v.sprinklered === 'Y',
    });
  }
  return { rows, errors };
}
