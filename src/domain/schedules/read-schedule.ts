// Reads one schedule's CSV text: its header matched to our columns through their aliases, every cell read
// by its column. Rows are numbered as the file's lines (the header is row 1), which is what a spreadsheet
// shows; every problem is reported under `<schedule>["row N"]["<header as written>"]`.
import { parse } from 'csv-parse/sync';
import { joinPath } from '../field-errors-builder.ts';
import { type Column, headerIndex, type ScheduleName } from './column.ts';

export interface ScheduleRow {
  /** The row's line in the file (the header is row 1). */
  row: number;
  /** Read cells by column; empty cells are absent. */
  cells: Map<Column, unknown>;
}

export interface ReadSchedule {
  rows: ScheduleRow[];
  /** The header each column has in this file, to name it in errors. */
  headerOf: Map<Column, string>;
  /** Headers that match no column: left out, and listed in the answer. */
  ignoredColumns: string[];
}

export type Report = (key: string, message: string) => void;

export const rowKey = (schedule: ScheduleName, row: number, header?: string) =>
  joinPath(header === undefined ? [schedule, `row ${row}`] : [schedule, `row ${row}`, header]);

/** A record as csv-parse returns it with `info: true`. */
type ParsedRecord = { record: string[]; info: { lines: number } };

export function readSchedule(
  schedule: ScheduleName,
  csv: string,
  columns: readonly Column[],
  maxRows: number,
  report: Report,
): ReadSchedule | undefined {
  let records: ParsedRecord[];
  try {
    records = parse(csv, {
      bom: true,
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
      info: true,
    }) as unknown as ParsedRecord[];
  } catch (error) {
    report(schedule, `is not readable CSV: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
  const [header, ...body] = records;
  if (!header) {
    report(schedule, 'is empty: the first line must name the columns');
    return undefined;
  }
  const index = headerIndex(columns);
  const byPosition: (Column | undefined)[] = [];
  const headerOf = new Map<Column, string>();
  const ignoredColumns: string[] = [];
  header.record.forEach((name, i) => {
    const column = index.get(name.toLowerCase().replace(/[^a-z0-9]+/g, ''));
    if (column && headerOf.has(column)) {
      report(joinPath([schedule, 'header', name]), `names the same column as "${headerOf.get(column)}"`);
    } else if (column) headerOf.set(column, name);
    else if (name !== '') ignoredColumns.push(name);
    byPosition[i] = column && headerOf.get(column) === name ? column : undefined;
  });
  const missing = columns.filter((column) => column.required && !headerOf.has(column));
  for (const column of missing) {
    const others = column.aliases.join(', ');
    report(joinPath([schedule, 'header']), `has no "${column.header}" column (or one of: ${others})`);
  }
  // without a column it needs every row would repeat the header's problem
  if (missing.length > 0) return undefined;
  const dataRows = body.filter((r) => r.record.some((cell) => cell !== ''));
  if (dataRows.length > maxRows) {
    report(schedule, `has ${dataRows.length} rows; at most ${maxRows} are accepted`);
    return undefined;
  }
  const rows = dataRows.map(({ record, info }) => {
    const cells = new Map<Column, unknown>();
    record.forEach((raw, i) => {
      const column = byPosition[i];
      if (!column || raw === '') return;
      const read = column.read(raw);
      if ('value' in read) cells.set(column, read.value);
      else report(rowKey(schedule, info.lines, headerOf.get(column)), read.error);
    });
    return { row: info.lines, cells };
  });
  return { rows, headerOf, ignoredColumns };
}
