// Server-side checks of the repeating parts: Coverage's further locations with their buildings (BOP)
// and the loss table (GL and BOP), in Cascade's own words. A field's error is keyed by its path in the
// body (`locations.0.buildings.1.yearBuilt`, `losses.2.paid`), which the app shows under that field.
import type { Building, ExtraLocation, LossRow } from './model.ts';
import {
  CONSTRUCTION_TYPES,
  type ConstructionType,
  LOSS_TYPES,
  MAX_BUILDINGS_PER_LOCATION,
  MAX_EXTRA_LOCATIONS,
  MAX_LOSS_ROWS,
  WRITTEN_STATES,
} from './reference.ts';
import {
  addDays,
  amount,
  checkAddress,
  type FieldErrors,
  parseUsDate,
  text,
  todayIso,
  whole,
} from './validate.ts';

type Body = Record<string, unknown>;
const rows = (value: unknown): Body[] =>
  Array.isArray(value) ? value.filter((v): v is Body => typeof v === 'object' && v !== null) : [];
const yesNo = (value: unknown): boolean | undefined =>
  value === 'yes' || value === true ? true : value === 'no' || value === false ? false : undefined;

/** An optional dollar amount: blank is 0. */
const optionalAmount = (value: unknown) => (text(value, 40) === '' ? 0 : amount(value));

function checkBuilding(body: Body, at: string, now: Date, errors: FieldErrors): Building {
  const year = now.getUTCFullYear();
  const construction = CONSTRUCTION_TYPES.find((o) => o.value === text(body.construction, 40))?.value;
  if (!construction) errors[`${at}.construction`] = 'Choose the construction type.';
  const yearBuilt = whole(body.yearBuilt);
  if (!(yearBuilt >= 1800 && yearBuilt <= year))
    errors[`${at}.yearBuilt`] = `Enter a year built from 1800 to ${year}.`;
  const stories = whole(body.stories);
  if (!(stories >= 1 && stories <= 60)) errors[`${at}.stories`] = 'Enter the number of stories (1 to 60).';
  const squareFeet = whole(body.squareFeet);
  if (!(squareFeet >= 100 && squareFeet <= 100_000))
    errors[`${at}.squareFeet`] = 'Enter the square footage (100 to 100,000).';
  const sprinklered = yesNo(body.sprinklered);
  if (sprinklered === undefined)
    errors[`${at}.sprinklered`] = 'Answer whether the building is fully sprinklered.';
  const buildingLimit = optionalAmount(body.buildingLimit);
  if (!(buildingLimit >= 0 && buildingLimit <= 10_000_000))
    errors[`${at}.buildingLimit`] = 'Enter a building limit up to $10,000,000 (0 when not insured).';
  const personalPropertyLimit = optionalAmount(body.personalPropertyLimit);
  if (!(personalPropertyLimit >= 0 && personalPropertyLimit <= 5_000_000))
    errors[`${at}.personalPropertyLimit`] =
      'Enter a business personal property limit up to $5,000,000 (0 when none).';
  else if (buildingLimit === 0 && personalPropertyLimit === 0)
    errors[`${at}.buildingLimit`] = 'Insure the building, its business personal property, or both.';
  return {
    construction: (construction ?? 'frame') as ConstructionType,
    yearBuilt,
    stories,
    squareFeet,
    sprinklered: sprinklered ?? false,
    buildingLimit,
    personalPropertyLimit,
  };
}

/** Location 1's buildings after its first (its own fields): up to the buildings a location takes. */
export function checkMoreBuildings(value: unknown, now: Date, errors: FieldErrors): Building[] {
  const buildings = rows(value);
  if (buildings.length > MAX_BUILDINGS_PER_LOCATION - 1)
    errors.buildings = `Enter up to ${MAX_BUILDINGS_PER_LOCATION} buildings per location.`;
  return buildings
    .slice(0, MAX_BUILDINGS_PER_LOCATION - 1)
    .map((b, j) => checkBuilding(b, `buildings.${j}`, now, errors));
}

/** Locations 2, 3, …: an address in a written state and one building or more each. */
export function checkLocations(value: unknown, now: Date, errors: FieldErrors): ExtraLocation[] {
  const locations = rows(value);
  if (locations.length > MAX_EXTRA_LOCATIONS)
    errors.locations = `Cascade Commercial quotes up to ${MAX_EXTRA_LOCATIONS + 1} locations on one policy.`;
  return locations.slice(0, MAX_EXTRA_LOCATIONS).map((body, i) => {
    const at = `locations.${i}`;
    const address = checkAddress(body);
    if (!address.ok)
      for (const [key, message] of Object.entries(address.errors)) errors[`${at}.${key}`] = message;
    else if (!WRITTEN_STATES.includes(address.value.state))
      errors[`${at}.state`] = `Cascade Commercial writes business in ${WRITTEN_STATES.join(', ')} only.`;
    const buildings = rows(body.buildings);
    if (buildings.length === 0) errors[`${at}.buildings`] = 'Add the building at this location.';
    if (buildings.length > MAX_BUILDINGS_PER_LOCATION)
      errors[`${at}.buildings`] = `Enter up to ${MAX_BUILDINGS_PER_LOCATION} buildings per location.`;
    return {
      ...(address.ok ? address.value : { street: '', city: '', state: '', zip: '' }),
      buildings: buildings
        .slice(0, MAX_BUILDINGS_PER_LOCATION)
        .map((b, j) => checkBuilding(b, `${at}.buildings.${j}`, now, errors)),
    };
  });
}

/** The loss table: each loss of the past 3 years with its date, type, amounts and status. */
export function checkLossRows(value: unknown, now: Date, errors: FieldErrors): LossRow[] {
  const losses = rows(value);
  if (losses.length > MAX_LOSS_ROWS) errors.losses = `List up to ${MAX_LOSS_ROWS} losses.`;
  const today = todayIso(now);
  const earliest = addDays(today, -3 * 365);
  return losses.slice(0, MAX_LOSS_ROWS).map((body, i) => {
    const at = `losses.${i}`;
    const date = parseUsDate(text(body.date, 10));
    if (!date) errors[`${at}.date`] = 'Enter the date of loss as MM/DD/YYYY.';
    else if (date > today) errors[`${at}.date`] = 'The date of loss cannot be in the future.';
    else if (date < earliest) errors[`${at}.date`] = 'List losses of the past 3 years only.';
    const type = LOSS_TYPES.find((t) => t.value === text(body.type, 40))?.value;
    if (!type) errors[`${at}.type`] = 'Choose the type of loss.';
    const paid = amount(body.paid);
    if (!(paid >= 0)) errors[`${at}.paid`] = 'Enter the amount paid in dollars (0 when none).';
    const reserved = amount(body.reserved);
    if (!(reserved >= 0)) errors[`${at}.reserved`] = 'Enter the amount reserved in dollars (0 when none).';
    const status = text(body.status, 10);
    if (status !== 'open' && status !== 'closed') errors[`${at}.status`] = 'Choose open or closed.';
    return { date: date ?? '', type: type ?? 'other', paid, reserved, open: status === 'open' };
  });
}

/** The table agrees with the count, total incurred and open claims the section also answers. */
export function checkLossTotals(
  losses: readonly LossRow[],
  totals: { lossCount: number; totalIncurred: number; openClaims: boolean },
  errors: FieldErrors,
): void {
  if (losses.length === 0) return;
  if (losses.length !== totals.lossCount)
    errors.losses = `The loss table lists ${losses.length} losses; the number of losses says ${totals.lossCount}.`;
  const incurred = losses.reduce((sum, l) => sum + l.paid + l.reserved, 0);
  if (Math.abs(incurred - totals.totalIncurred) > 0.005)
    errors.totalIncurred = `The total incurred must be the table's paid plus reserved ($${incurred.toLocaleString('en-US')}).`;
  if (losses.some((l) => l.open) !== totals.openClaims)
    errors.openClaims = 'Whether claims are open must agree with the loss table.';
}
