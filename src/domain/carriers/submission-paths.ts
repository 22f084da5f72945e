// Reads a submission by the paths requirements are declared with: `input.fein`, and `[]` for every
// element of an array (`workersComp.classCodes[].classCode` → `workersComp.classCodes[0].classCode`, …).

export interface FoundValue {
  /** The concrete path, with indexes. */
  path: string;
  value: unknown;
}

export function valuesAt(root: unknown, path: string): FoundValue[] {
  let found: FoundValue[] = [{ path: '', value: root }];
  for (const segment of path.split('.')) {
    const each = segment.endsWith('[]');
    const key = each ? segment.slice(0, -2) : segment;
    found = found.flatMap(({ path: at, value }) => {
      const child = isRecord(value) && Object.hasOwn(value, key) ? value[key] : undefined;
      const here = at ? `${at}.${key}` : key;
      if (!each) return [{ path: here, value: child }];
      return Array.isArray(child) ? child.map((item, i) => ({ path: `${here}[${i}]`, value: item })) : [];
    });
  }
  return found;
}

/** The value at a path without `[]`; undefined when any step is missing. */
export const valueAt = (root: unknown, path: string): unknown => valuesAt(root, path)[0]?.value;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
