// Schedules from CSV (decision 0035): the locations-and-buildings, vehicles, drivers and losses files read
// into the parts of a create body, every row checked by the same schemas and rules as the create body.
// All or nothing: one bad cell and the answer is the list of problems, by row and column, with no part.
import type { ValidateFunction } from 'ajv';
import { type Static, type TSchema, Type } from 'typebox';
import type { FieldErrors } from '../../errors.ts';
import { collectFieldErrors } from '../field-errors-builder.ts';
import { checkCommercialAuto } from '../quote-request/check-commercial-auto.ts';
import { checkLocations } from '../quote-request/check-locations.ts';
import { checkLosses } from '../quote-request/check-losses.ts';
import { usToday } from '../quote-request/dates.ts';
import type { CheckContext, Path } from '../quote-request/field-rules.ts';
import { Driver, Vehicle } from '../quote-request/model/lines/commercial-auto.ts';
import { Building, Location, maxLocations } from '../quote-request/model/locations.ts';
import { Loss, maxLossRows } from '../quote-request/model/losses.ts';
import { ajvErrorsToFieldErrors, createAjv } from '../validation.ts';
import { assembleLocations } from './assemble-locations.ts';
import { driverColumns, vehicleColumns } from './auto-columns.ts';
import type { Column, ScheduleName } from './column.ts';
import { locationColumns } from './location-columns.ts';
import { lossColumns } from './loss-columns.ts';
import { type ReadSchedule, type Report, readSchedule, rowKey } from './read-schedule.ts';

export type ScheduleTexts = Partial<Record<ScheduleName, string>>;

export interface ParsedSchedules {
  locations?: Location[];
  vehicles?: Static<typeof Vehicle>[];
  drivers?: Static<typeof Driver>[];
  lossHistory?: Loss[];
  ignoredColumns: Partial<Record<ScheduleName, string[]>>;
}

export type ParseSchedulesResult =
  | { ok: true; value: ParsedSchedules }
  | { ok: false; fieldErrors: FieldErrors };

/** Rows a schedule may hold: what its part of the create body may hold. */
export const maxScheduleRows: Record<ScheduleName, number> = {
  locations: maxLocations * 20,
  vehicles: 500,
  drivers: 500,
  losses: maxLossRows,
};

const LocationFields = Type.Omit(Location, ['buildings']);
const validators = new Map<TSchema, ValidateFunction>();
function validatorOf(schema: TSchema): ValidateFunction {
  let validate = validators.get(schema);
  if (!validate) {
    validate = createAjv({ coerceTypes: false }).compile(schema);
    validators.set(schema, validate);
  }
  return validate;
}

/** Checks `value` against `schema`, reporting each failing field under the row and the column it came from. */
export function checkRow(
  schema: TSchema,
  value: object,
  named: (field: string) => string,
  report: Report,
): void {
  const validate = validatorOf(schema);
  if (validate(value)) return;
  for (const [field, messages] of Object.entries(ajvErrorsToFieldErrors(validate.errors))) {
    for (const message of messages) report(named(field), message);
  }
}

export function parseSchedules(texts: ScheduleTexts, now: Date): ParseSchedulesResult {
  const errors = collectFieldErrors();
  const report: Report = (key, message) => errors.add(key, message);
  const today = usToday(now);
  const value: ParsedSchedules = { ignoredColumns: {} };
  const read = (name: ScheduleName, columns: readonly Column[]) => {
    const text = texts[name];
    if (text === undefined) return undefined;
    const schedule = readSchedule(name, text, columns, maxScheduleRows[name], report);
    if (schedule?.ignoredColumns.length) value.ignoredColumns[name] = schedule.ignoredColumns;
    return schedule;
  };

  const locations = read('locations', locationColumns);
  if (locations) value.locations = locationsOf(locations, today, report);
  const vehicles = read('vehicles', vehicleColumns);
  if (vehicles)
    value.vehicles = simpleRows('vehicles', vehicles, Vehicle, report) as ParsedSchedules['vehicles'];
  const drivers = read('drivers', driverColumns);
  if (drivers) value.drivers = simpleRows('drivers', drivers, Driver, report) as ParsedSchedules['drivers'];
  if (vehicles || drivers) {
    const rowsOf = { vehicles: vehicles?.rows ?? [], drivers: drivers?.rows ?? [] };
    const headers = { vehicles: vehicles?.headerOf, drivers: drivers?.headerOf };
    checkCommercialAuto(
      rowContext(today, report, (path) => {
        const [, list, i, field] = path as [string, 'vehicles' | 'drivers', number, string];
        const columns = list === 'vehicles' ? vehicleColumns : driverColumns;
        return keyOf(list, rowsOf[list][i]?.row, columns, headers[list], field);
      }),
      { vehicles: value.vehicles ?? [], drivers: value.drivers ?? [] },
    );
  }
  const losses = read('losses', lossColumns);
  if (losses) {
    value.lossHistory = simpleRows('losses', losses, Loss, report) as Loss[];
    checkLosses(
      rowContext(today, report, (path) => {
        const [, i, field] = path as [string, number, string];
        return keyOf('losses', losses.rows[i]?.row, lossColumns, losses.headerOf, field);
      }),
      { lossHistory: value.lossHistory },
    );
  }
  return errors.size > 0 ? { ok: false, fieldErrors: errors.toObject() } : { ok: true, value };
}

/** The key naming a field of a row: by the column's header in the file, else the field's name. */
function keyOf(
  schedule: ScheduleName,
  row: number | undefined,
  columns: readonly Column[],
  headerOf: Map<Column, string> | undefined,
  field: string | undefined,
  target?: Column['target'],
): string {
  if (row === undefined) return schedule;
  if (field === undefined) return rowKey(schedule, row);
  const column = columns.find((c) => c.field === field && c.target === target);
  return rowKey(schedule, row, (column && headerOf?.get(column)) ?? field);
}

function rowContext(today: number, report: Report, keyFor: (path: Path) => string): CheckContext {
  return { today, report: (path, message) => report(keyFor(path), message) };
}

/** One object per row, each checked by `schema`; the column of each failing field named. */
function simpleRows(schedule: ScheduleName, read: ReadSchedule, schema: TSchema, report: Report): object[] {
  const columns = [...read.headerOf.keys()];
  return read.rows.map(({ row, cells }) => {
    const object = Object.fromEntries([...cells].map(([column, v]) => [column.field, v]));
    checkRow(schema, object, (field) => keyOf(schedule, row, columns, read.headerOf, field), report);
    return object;
  });
}

function locationsOf(read: ReadSchedule, today: number, report: Report): Location[] {
  const { locations, rowOf } = assembleLocations(read, report);
  const key = (row: number | undefined, field: string | undefined, target: Column['target']) =>
    keyOf('locations', row, locationColumns, read.headerOf, field, target);
  if (locations.length > maxLocations)
    report('locations', `has ${locations.length} locations; at most ${maxLocations}`);
  locations.forEach((location, li) => {
    const { buildings = [], ...fields } = location;
    checkRow(LocationFields, fields, (field) => key(rowOf(li), field, 'location'), report);
    buildings.forEach((building, bi) => {
      checkRow(Building, building, (field) => key(rowOf(li, bi), field, 'building'), report);
    });
  });
  checkLocations(
    rowContext(today, report, (path) => {
      const [, li, part, bi, field] = path as [string, number, string, number, string];
      return part === 'buildings'
        ? key(rowOf(li, bi), field, 'building')
        : key(rowOf(li), path[2] as string | undefined, 'location');
    }),
    { locations },
  );
  return locations;
}
