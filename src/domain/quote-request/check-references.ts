// Ids that refer to a location, a building or a vehicle must name one the request holds: class codes per
// location (GL and WC) and what additional interests apply to. Without `locations[]` the request address
// is location "1" with building "1".
import type { CheckContext, Path } from './field-rules.ts';
import { messages } from './messages.ts';
import { impliedBuildingId, impliedLocationId } from './primary-location.ts';
import { arrayAt, isObject, type JsonObject, objectAt, prop, stringAt } from './read.ts';

/** Location id → its building ids, as the request holds them. */
function locationsById(body: JsonObject): Map<string, Set<string>> {
  const locations = arrayAt(body, 'locations');
  if (!locations) return new Map([[impliedLocationId, new Set([impliedBuildingId])]]);
  const byId = new Map<string, Set<string>>();
  for (const location of locations) {
    if (!isObject(location)) continue;
    const id = stringAt(location, 'id');
    if (id === undefined) continue;
    const buildings = (arrayAt(location, 'buildings') ?? []).flatMap((b) => {
      const buildingId = isObject(b) ? stringAt(b, 'id') : undefined;
      return buildingId === undefined ? [] : [buildingId];
    });
    byId.set(id, new Set(buildings));
  }
  return byId;
}

export function checkReferences(ctx: CheckContext, body: JsonObject): void {
  const locations = locationsById(body);
  const where = prop(body, 'locations') === undefined ? 'the request (send locations[])' : 'locations';
  const checkLocation = (value: unknown, path: Path) => {
    if (typeof value === 'string' && !locations.has(value))
      ctx.report(path, messages.noLocation(value, where));
  };

  const gl = objectAt(body, 'generalLiability');
  arrayAt(gl ?? {}, 'locationClassCodes')?.forEach((row, i) => {
    if (isObject(row))
      checkLocation(prop(row, 'locationId'), ['generalLiability', 'locationClassCodes', i, 'locationId']);
  });
  const wc = objectAt(body, 'workersComp');
  arrayAt(wc ?? {}, 'classCodes')?.forEach((row, i) => {
    if (isObject(row)) checkLocation(prop(row, 'locationId'), ['workersComp', 'classCodes', i, 'locationId']);
  });

  const vins = new Set(
    (arrayAt(objectAt(body, 'commercialAuto') ?? {}, 'vehicles') ?? []).flatMap((v) => {
      const vin = isObject(v) ? stringAt(v, 'vin') : undefined;
      return vin === undefined ? [] : [vin.toUpperCase()];
    }),
  );
  arrayAt(body, 'additionalInterests')?.forEach((interest, i) => {
    const appliesTo = isObject(interest) ? objectAt(interest, 'appliesTo') : undefined;
    if (!appliesTo) return;
    const path = ['additionalInterests', i, 'appliesTo'] as const;
    const locationId = prop(appliesTo, 'locationId');
    const buildingId = prop(appliesTo, 'buildingId');
    checkLocation(locationId, [...path, 'locationId']);
    if (typeof buildingId === 'string') {
      if (locationId === undefined) ctx.report([...path, 'buildingId'], messages.buildingNeedsLocation);
      else if (typeof locationId === 'string' && locations.get(locationId)?.has(buildingId) === false) {
        ctx.report([...path, 'buildingId'], messages.noBuilding(buildingId, locationId));
      }
    }
    const vin = prop(appliesTo, 'vin');
    if (typeof vin === 'string' && !vins.has(vin.toUpperCase()))
      ctx.report([...path, 'vin'], messages.noVehicle(vin));
  });
}
