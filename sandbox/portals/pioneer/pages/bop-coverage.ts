// Step 3 for BOP, Property & Liability: building, contents, construction and the coverage choices.
import { type FormBody, field } from '../auth.ts';
import type { BopCoverage } from '../drafts.ts';
import { type FieldErrors, radioGroup, selectField, textField, YES_NO } from '../html.ts';
import { BOP_DEDUCTIBLES, BOP_LIABILITY_LIMITS, CONSTRUCTION_TYPES } from '../reference.ts';
import { parseMoney, parseWholeNumber } from '../validate.ts';
import { LOCATIONS, LOCATIONS_HINT, locationsForm } from './bop-locations.ts';
import { renderSchedule } from './schedule-table.ts';

export const BOP_FIELDS = [
  'buildingOwned',
  'buildingValue',
  'bppValue',
  'construction',
  'yearBuilt',
  'squareFeet',
  'sprinklered',
  'liabilityLimit',
  'deductible',
] as const;

const deductibleChoices: [string, string][] = BOP_DEDUCTIBLES.map((d) => [
  String(d),
  `$${d.toLocaleString('en-US')}`,
]);

export function bopValues(data: BopCoverage): Record<string, string> {
  return {
    buildingOwned: data.buildingOwned ? 'Y' : 'N',
    buildingValue: data.buildingOwned ? String(data.buildingValue) : '',
    bppValue: String(data.bppValue),
    construction: data.construction,
    yearBuilt: String(data.yearBuilt),
    squareFeet: String(data.squareFeet),
    sprinklered: data.sprinklered ? 'Y' : 'N',
    liabilityLimit: data.liabilityLimit,
    deductible: String(data.deductible),
    ...locationsForm(data.otherBuildings ?? []),
  };
}

/** The `newRequirements` fault: Property & Liability also requires the roof type (not rated). */
export const ROOF_TYPES: [string, string][] = [
  ['ASPH', 'Asphalt Shingle'],
  ['METL', 'Metal'],
  ['MEMB', 'Membrane / Flat'],
  ['TILE', 'Tile or Slate'],
];

export const roofTypeError = (value: string) =>
  ROOF_TYPES.some(([code]) => code === value) ? undefined : 'Select the Roof Type.';

export function renderBop(
  values: Record<string, string>,
  errors: FieldErrors,
  newRequirements = false,
): string {
  const roof = newRequirements
    ? selectField({
        id: 'roofType',
        label: 'Roof Type',
        choices: ROOF_TYPES,
        value: values.roofType,
        errors,
        required: true,
        placeholder: '-- Select --',
      })
    : '';
  return (
    `<div class="panel"><h2>Building &amp; Contents</h2>` +
    radioGroup({
      id: 'buildingOwned',
      label: 'Does the insured own the building?',
      choices: YES_NO,
      value: values.buildingOwned,
      errors,
      required: true,
    }) +
    `<div class="grid">` +
    textField({
      id: 'buildingValue',
      label: 'Building Replacement Cost',
      value: values.buildingValue,
      errors,
      hint: 'Required when the insured owns the building',
    }) +
    textField({
      id: 'bppValue',
      label: 'Business Personal Property',
      value: values.bppValue,
      errors,
      required: true,
      hint: 'Contents, equipment and inventory; enter 0 if none',
    }) +
    selectField({
      id: 'construction',
      label: 'Construction Type',
      choices: CONSTRUCTION_TYPES,
      value: values.construction,
      errors,
      required: true,
      placeholder: '-- Select --',
    }) +
    textField({
      id: 'yearBuilt',
      label: 'Year Built',
      value: values.yearBuilt,
      errors,
      required: true,
      inputmode: 'numeric',
      maxlength: 4,
    }) +
    textField({
      id: 'squareFeet',
      label: 'Total Square Footage',
      value: values.squareFeet,
      errors,
      required: true,
      inputmode: 'numeric',
    }) +
    roof +
    `</div>` +
    radioGroup({
      id: 'sprinklered',
      label: 'Is the building fully sprinklered?',
      choices: YES_NO,
      value: values.sprinklered,
      errors,
      required: true,
    }) +
    `</div>` +
    renderSchedule(LOCATIONS, values, errors, LOCATIONS_HINT) +
    `<div class="panel"><h2>Coverage</h2><div class="grid">` +
    selectField({
      id: 'liabilityLimit',
      label: 'Liability Limits',
      choices: BOP_LIABILITY_LIMITS,
      value: values.liabilityLimit ?? '1000000/2000000',
      errors,
      required: true,
    }) +
    selectField({
      id: 'deductible',
      label: 'Property Deductible',
      choices: deductibleChoices,
      value: values.deductible ?? '1000',
      errors,
      required: true,
    }) +
    `</div></div>`
  );
}

export function readBop(body: FormBody, thisYear: number): { data?: BopCoverage; errors: FieldErrors } {
  const get = (name: string) => field(body, name);
  const errors: FieldErrors = {};
  const owned = get('buildingOwned');
  if (owned !== 'Y' && owned !== 'N') errors.buildingOwned = 'Answer whether the insured owns the building.';
  let buildingValue = 0;
  if (owned === 'Y') {
    const value = parseMoney(get('buildingValue'));
    if (value === undefined || value <= 0) {
      errors.buildingValue = 'Building Replacement Cost is required when the insured owns the building.';
    } else buildingValue = value;
  }
  const bpp = parseMoney(get('bppValue'));
  if (bpp === undefined)
    errors.bppValue = 'Business Personal Property must be a dollar amount (enter 0 if none).';
  else if (owned === 'N' && bpp === 0) {
    errors.bppValue = 'Enter a Business Personal Property limit when the insured does not own the building.';
  }
  const construction = get('construction');
  if (!CONSTRUCTION_TYPES.some(([code]) => code === construction))
    errors.construction = 'Select the Construction Type.';
  const yearBuilt = parseWholeNumber(get('yearBuilt'));
  if (yearBuilt === undefined || yearBuilt < 1800 || yearBuilt > thisYear) {
    errors.yearBuilt = `Year Built must be a year between 1800 and ${thisYear}.`;
  }
  const squareFeet = parseWholeNumber(get('squareFeet'));
  if (squareFeet === undefined || squareFeet < 100 || squareFeet > 1_000_000) {
    errors.squareFeet = 'Total Square Footage must be between 100 and 1,000,000.';
  }
  const sprinklered = get('sprinklered');
  if (sprinklered !== 'Y' && sprinklered !== 'N')
    errors.sprinklered = 'Answer whether the building is fully sprinklered.';
  const liabilityLimit = get('liabilityLimit');
  if (!BOP_LIABILITY_LIMITS.some(([v]) => v === liabilityLimit))
    errors.liabilityLimit = 'Select the Liability Limits.';
  const deductible = Number(get('deductible'));
  if (!BOP_DEDUCTIBLES.includes(deductible)) errors.deductible = 'Select the Property Deductible.';
  if (Object.keys(errors).length) return { errors };
  return {
    errors,
    data: {
      buildingOwned: owned === 'Y',
      buildingValue,
      bppValue: bpp!,
      construction,
      yearBuilt: yearBuilt!,
      squareFeet: squareFeet!,
      sprinklered: sprinklered === 'Y',
      liabilityLimit,
      deductible,
    },
  };
}
