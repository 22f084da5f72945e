// The rows of a locations-and-buildings schedule grouped into locations with their buildings. Rows of
// one location share its "Location Number" (or, without that column, its address); the location's
// columns must agree across its rows. A row with any building column is a building of its location.
import type { Building, Location } from '../quote-request/model/locations.ts';
import { locationColumns } from './location-columns.ts';
import { type ReadSchedule, type Report, rowKey } from './read-schedule.ts';

/** The row a location (or one of its buildings) came from, to name it in errors. */
export type RowOf = (location: number, building?: number) => number | undefined;

const idColumn = locationColumns.find((c) => c.target === 'location' && c.field === 'id')!;
const buildingIdColumn = locationColumns.find((c) => c.target === 'building' && c.field === 'id')!;

export function assembleLocations(
  read: ReadSchedule,
  report: Report,
): { locations: Location[]; rowOf: RowOf } {
  const locations: Location[] = [];
  const firstRow: number[] = [];
  const buildingRows: number[][] = [];
  const byKey = new Map<string, number>();
  for (const { row, cells } of read.rows) {
    const locationFields: Record<string, unknown> = {};
    const buildingFields: Record<string, unknown> = {};
    for (const [column, value] of cells) {
      (column.target === 'building' ? buildingFields : locationFields)[column.field] = value;
    }
    const given = cells.get(idColumn);
    const key =
      given !== undefined
        ? `id:${String(given)}`
        : `address:${['streetAddress', 'city', 'state', 'zipCode'].map((f) => String(locationFields[f] ?? '').toUpperCase()).join('|')}`;
    let index = byKey.get(key);
    if (index === undefined) {
      index = locations.length;
      byKey.set(key, index);
      locations.push({ ...locationFields, id: String(given ?? index + 1) } as Location);
      firstRow.push(row);
      buildingRows.push([]);
    } else {
      const location = locations[index] as Record<string, unknown>;
      for (const [column, value] of cells) {
        if (column.target !== 'location' || column === idColumn) continue;
        if (location[column.field] === undefined) location[column.field] = value;
        else if (location[column.field] !== value) {
          report(
            rowKey('locations', row, read.headerOf.get(column)),
            `differs from row ${firstRow[index]} for location ${String(location.id)} (${JSON.stringify(location[column.field])})`,
          );
        }
      }
    }
    if (Object.keys(buildingFields).length === 0) continue;
    const location = locations[index]!;
    location.buildings ??= [];
    const buildings = location.buildings;
    const building = { ...buildingFields } as Building;
    building.id = String(cells.get(buildingIdColumn) ?? buildings.length + 1);
    buildings.push(building);
    buildingRows[index]!.push(row);
  }
  const rowOf: RowOf = (location, building) =>
    building === undefined ? firstRow[location] : buildingRows[location]?.[building];
  return { locations, rowOf };
}
