// A schedule column: the field it fills, the header we document, the other headers agency systems
// export for it (EZLynx-style and ACORD-style names), and how its cells are read.
import type { CellReader } from './cells.ts';

export const scheduleNames = ['locations', 'vehicles', 'drivers', 'losses'] as const;
export type ScheduleName = (typeof scheduleNames)[number];

export interface Column {
  field: string;
  /** For the locations schedule: whether the field belongs to the location or to its building. */
  target?: 'location' | 'building';
  header: string;
  aliases: readonly string[];
  read: CellReader;
  /** The file must have this column (its cells may still be empty where the model allows it). */
  required?: boolean;
}

/** Headers compared without case, spaces or punctuation: "Yr. Built", "YR_BUILT" and "yr built" match. */
export const headerKey = (header: string) => header.toLowerCase().replace(/[^a-z0-9]+/g, '');

/** Header key → column, from the documented header, the field name and every alias. */
export function headerIndex(columns: readonly Column[]): Map<string, Column> {
  const index = new Map<string, Column>();
  for (const column of columns) {
    for (const name of [column.header, column.field, ...column.aliases]) index.set(headerKey(name), column);
  }
  return index;
}
