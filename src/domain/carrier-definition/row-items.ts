// The elements a schedule of rows is filled from (`rows.each`, kit control rows): a list of the
// submission (`ownersOfficers`), or a list inside each element of another (`locations[].buildings`:
// every building of every location, each with its location as `item.parent`). In a nested list the
// outer element flagged `primary` (else the first: the request's primary location, decision 0035) comes
// first, so `rows.first` can put the first element in the screen's own fields (location 1) and the
// others in rows; so does a plain list of locations. Pure.
import { primaryLocationIndex } from '../quote-request/primary-location.ts';
import { readPath, type ValueScope } from './values.ts';

/** `outer[].inner` → ['outer', 'inner']; undefined for a plain list path. */
export function nestedList(each: string): [string, string] | undefined {
  const found = /^(.+)\[\]\.([A-Za-z0-9_]+)$/.exec(each);
  return found ? [found[1]!, found[2]!] : undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function rowItems(scope: ValueScope, each: string): unknown[] {
  const nested = nestedList(each);
  if (!nested) {
    // A list with an element flagged `primary` (locations) has it first, as a nested list's outer one.
    const list = readPath(scope, each);
    if (!Array.isArray(list)) return [];
    const lead = primaryLocationIndex(list);
    return [...list.slice(lead, lead + 1), ...list.filter((_, i) => i !== lead)];
  }
  const outer = readPath(scope, nested[0]);
  if (!Array.isArray(outer) || outer.length === 0) return [];
  const lead = primaryLocationIndex(outer);
  const ordered = [outer[lead], ...outer.filter((_, i) => i !== lead)];
  return ordered.flatMap((parent) => {
    const inner = isRecord(parent) ? parent[nested[1]] : undefined;
    return Array.isArray(inner)
      ? inner.map((element) => ({ ...(isRecord(element) ? element : {}), parent }))
      : [];
  });
}

/** The create-body path an `item.` path inside `each` reads (`item.parent.city` → `locations[].city`). */
export function itemPathIn(each: string, path: string): string {
  const rest = path.slice('item.'.length);
  const nested = nestedList(each);
  if (nested && rest.startsWith('parent.')) return `${nested[0]}[].${rest.slice('parent.'.length)}`;
  return `${each}[].${rest}`;
}
