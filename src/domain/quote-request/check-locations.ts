// Rules on `locations[]`: ids unique, addresses real, one primary and one mailing location at most, the
// primary location at the request address, its first building agreeing with `businessOwners`, and no
// more employees at the locations than the business has. See decision 0035.

import { joinPath } from '../field-errors-builder.ts';
import { yearOf } from './dates.ts';
import { type CheckContext, checkStateAndZip, type Path } from './field-rules.ts';
import { messages } from './messages.ts';
import { primaryLocationIndex } from './primary-location.ts';
import { arrayAt, integerAt, isObject, type JsonObject, objectAt, prop } from './read.ts';

/** The request address fields and the location fields they equal on the primary location. */
export const addressFields = ['streetAddress', 'city', 'state', 'zipCode'] as const;

/** `businessOwners` fields and where each sits on location "1" or its building "1". */
export const businessOwnersMapping = {
  constructionType: ['building', 'constructionType'],
  yearBuilt: ['building', 'yearBuilt'],
  stories: ['building', 'stories'],
  roofUpdatedYear: ['building', 'roofUpdatedYear'],
  sprinklered: ['building', 'sprinklered'],
  burglarAlarm: ['building', 'burglarAlarm'],
  buildingValue: ['building', 'buildingLimit'],
  occupiedPercent: ['building', 'occupiedPercent'],
  squareFeet: ['location', 'areaOccupied'],
  buildingOwned: ['location', 'interest'],
} as const satisfies Record<string, readonly ['location' | 'building', string]>;

export type BusinessOwnersKey = keyof typeof businessOwnersMapping;

/** `buildingOwned` is a flag; the location says `interest: owned | leased`. */
export const ownedToInterest = (owned: boolean) => (owned ? 'owned' : 'leased');

export function checkLocations(ctx: CheckContext, body: JsonObject): void {
  const locations = arrayAt(body, 'locations');
  if (!locations) return;
  checkUniqueIds(ctx, locations, ['locations']);
  let primaries = 0;
  let mailings = 0;
  locations.forEach((location, i) => {
    if (!isObject(location)) return;
    const path = ['locations', i] as const;
    checkStateAndZip(ctx, location, path);
    if (prop(location, 'primary') === true && ++primaries > 1)
      ctx.report([...path, 'primary'], messages.onlyOne('primary'));
    if (prop(location, 'mailing') === true && ++mailings > 1)
      ctx.report([...path, 'mailing'], messages.onlyOne('mailing'));
    const buildings = arrayAt(location, 'buildings');
    if (!buildings) return;
    checkUniqueIds(ctx, buildings, [...path, 'buildings']);
    buildings.forEach((building, b) => {
      if (isObject(building)) checkBuildingYears(ctx, building, [...path, 'buildings', b]);
    });
  });
  checkPrimaryAddress(ctx, body, locations);
  checkBusinessOwners(ctx, body, locations);
  checkEmployees(ctx, body, locations);
}

function checkUniqueIds(ctx: CheckContext, items: readonly unknown[], path: Path): void {
  const seen = new Set<string>();
  items.forEach((item, i) => {
    const id = isObject(item) ? prop(item, 'id') : undefined;
    if (typeof id !== 'string') return;
    if (seen.has(id)) ctx.report([...path, i, 'id'], messages.duplicateId(id));
    seen.add(id);
  });
}

function checkBuildingYears(ctx: CheckContext, building: JsonObject, path: Path): void {
  const thisYear = yearOf(ctx.today);
  const built = integerAt(building, 'yearBuilt');
  const roof = integerAt(building, 'roofUpdatedYear');
  if (built !== undefined && built > thisYear) ctx.report([...path, 'yearBuilt'], messages.notInFuture);
  if (roof !== undefined && roof > thisYear) ctx.report([...path, 'roofUpdatedYear'], messages.notInFuture);
  else if (roof !== undefined && built !== undefined && roof < built) {
    ctx.report([...path, 'roofUpdatedYear'], messages.beforeYearBuilt);
  }
}

const comparable = (value: unknown) =>
  typeof value === 'string' ? value.trim().replace(/\s+/g, ' ').toUpperCase() : value;

function checkPrimaryAddress(ctx: CheckContext, body: JsonObject, locations: unknown[]): void {
  const input = objectAt(body, 'input');
  const index = primaryLocationIndex(locations);
  const primary = locations[index];
  if (!input || !isObject(primary)) return;
  for (const field of addressFields) {
    const ours = prop(input, field);
    const theirs = prop(primary, field);
    if (typeof ours !== 'string' || typeof theirs !== 'string' || comparable(ours) === comparable(theirs))
      continue;
    ctx.report(['input', field], messages.conflictsWith(`locations[${index}].${field}`, theirs));
    ctx.report(['locations', index, field], messages.conflictsWith(`input.${field}`, ours));
  }
}

function checkBusinessOwners(ctx: CheckContext, body: JsonObject, locations: unknown[]): void {
  const bop = objectAt(body, 'businessOwners');
  const index = primaryLocationIndex(locations);
  const location = locations[index];
  if (!bop || !isObject(location)) return;
  const building = arrayAt(location, 'buildings')?.[0];
  for (const key of Object.keys(businessOwnersMapping) as BusinessOwnersKey[]) {
    const [where, field] = businessOwnersMapping[key];
    let ours = prop(bop, key);
    if (key === 'buildingOwned' && typeof ours === 'boolean') ours = ownedToInterest(ours);
    const holder = where === 'location' ? location : building;
    const theirs = isObject(holder) ? prop(holder, field) : undefined;
    if (ours === undefined || theirs === undefined || ours === theirs) continue;
    const path: Path =
      where === 'location' ? ['locations', index, field] : ['locations', index, 'buildings', 0, field];
    ctx.report(['businessOwners', key], messages.conflictsWith(joinPath(path), theirs));
    ctx.report(path, messages.conflictsWith(`businessOwners.${key}`, prop(bop, key)));
  }
}

function checkEmployees(ctx: CheckContext, body: JsonObject, locations: unknown[]): void {
  const input = objectAt(body, 'input');
  const total = input ? integerAt(input, 'numberOfEmployees') : undefined;
  if (total === undefined) return;
  let sum = 0;
  for (const location of locations) {
    if (!isObject(location)) continue;
    sum += (integerAt(location, 'fullTimeEmployees') ?? 0) + (integerAt(location, 'partTimeEmployees') ?? 0);
  }
  if (sum > total) ctx.report(['locations'], messages.locationEmployees(sum, total));
}
