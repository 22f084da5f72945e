// The repeating parts a screen's `parts` name (parts-schema.ts), worked out from the submission with no
// browser: which elements (the primary location or the others, the first buildings left out, losses of
// the line within the past years), their numbers, regions and values; what the submission lacks becomes a
// question (asked as missing information by the agent's parts control, and listed up front by asks.ts)
// and its answer the value; the totals the screen's own controls take.
import { parseUsDate } from '../quote-request/dates.ts';
import { primaryLocationIndex } from '../quote-request/primary-location.ts';
import type { InnerPartsDefinition, PartFieldDefinition, PartsDefinition } from './parts-schema.ts';
import type { Condition, Value } from './value-schema.ts';
import { evaluate, holds, readPath, type ValueScope } from './values.ts';

export interface PlannedPart {
  number: number;
  region?: string;
  add?: string;
  /** Label → value; the fields chosen by their option's value. */
  values: Record<string, string>;
  byValue: Set<string>;
  inner: PlannedPart[];
}

/** A question for what the submission lacks, in the shape the agent's questions take. */
export interface PartQuestion {
  id: string;
  text: string;
  type: 'text' | 'integer' | 'money' | 'yes_no' | 'choice';
  choices?: string[];
  hint?: string;
}

/** Reads a person's answer to a part's question: yes or no, or the text given. */
export interface PartAnswerReader {
  yesNo(id: string): boolean;
  text(id: string): string;
}

export interface PartsPlan {
  parts: PlannedPart[];
  questions: PartQuestion[];
  /** Writes the person's answers into the parts' values. */
  complete(read: PartAnswerReader): void;
  /** The screen's own controls filled from the parts (label → value), once complete. */
  totals(): Record<string, string>;
}

type Item = Record<string, unknown>;
const DAY_MS = 86_400_000;

/** `{n}`, `{o}`, `{item.x}`, `{outer.x}` in a template. */
function fill(template: string, n: number, o: number | undefined, item: Item): string {
  return template.replace(/\{([\w.]+)\}/g, (_, key: string) => {
    if (key === 'n') return String(n);
    if (key === 'o') return String(o ?? '');
    const [root, ...rest] = key.split('.');
    let node: unknown = root === 'outer' ? item.outer : item;
    for (const segment of rest) node = (node as Item | undefined)?.[segment];
    return node === undefined || node === null ? '' : String(node);
  });
}

/** The elements a part takes, each as its `item` (with `outer` and `alone`, whether it is the only one). */
function elements(scope: Scope, spec: InnerPartsDefinition, outer?: Item): Item[] {
  const raw = readPath(scope(outer), spec.each);
  let list = ((Array.isArray(raw) ? raw : []) as unknown[]).filter(
    (e): e is Item => typeof e === 'object' && e !== null,
  );
  const alone = list.length <= 1;
  if (spec.pick) {
    const primary = primaryLocationIndex(list);
    list = spec.pick === 'primary' ? list.slice(primary, primary + 1) : list.filter((_, i) => i !== primary);
  }
  if (spec.skip) list = list.slice(spec.skip);
  if (spec.limit) list = list.slice(0, spec.limit);
  const today = Math.floor(Date.parse(scope().today) / DAY_MS);
  list = list.filter((e) => {
    if (spec.when && !holdsIn(scope, spec.when, e)) return false;
    if (!spec.since) return true;
    const day = parseUsDate(String(readPath(scope(e), spec.since.path) ?? ''));
    return day.ok && day.day <= today && day.day >= today - spec.since.years * 365;
  });
  if (list.length === 0 && spec.orEmpty) list = [{}];
  return list.map((e) => ({ ...e, outer, alone }));
}

/** The values a definition reads for one job, with `item` the element in hand (values.ts). */
export type Scope = (item?: unknown) => ValueScope;

const holdsIn = (scope: Scope, condition: Condition, item?: unknown) => holds(condition, scope(item));
const evaluateIn = (scope: Scope, value: Value, item?: unknown) => evaluate(value, scope(item));

export function planParts(scope: Scope, specs: readonly PartsDefinition[], carrier: string): PartsPlan {
  const questions: PartQuestion[] = [];
  const writes: ((read: PartAnswerReader) => void)[] = [];
  const fieldValue = (field: PartFieldDefinition, item: Item): string | undefined => {
    if (field.when && !holdsIn(scope, field.when, item)) return undefined;
    const value = evaluateIn(scope, field.value, item);
    if (value === undefined || !field.words) return value;
    const found = Object.entries(field.words).find(([pattern]) => new RegExp(pattern, 'i').test(value));
    return found?.[1] ?? field.otherwise;
  };
  const part = (spec: InnerPartsDefinition, item: Item, n: number, o?: number): PlannedPart => {
    const planned: PlannedPart = {
      number: n,
      ...(spec.region ? { region: fill(spec.region, n, o, item) } : {}),
      ...(spec.add ? { add: fill(spec.add, n, o, item) } : {}),
      values: {},
      byValue: new Set(spec.fields.filter((f) => f.byValue).map((f) => f.label)),
      inner: [],
    };
    const name = fill(spec.name, n, o, item);
    const slug = fill(spec.slug, n, o, item);
    for (const field of spec.fields) {
      if (field.when && !holdsIn(scope, field.when, item)) continue;
      const value = fieldValue(field, item);
      if (value !== undefined) planned.values[field.label] = value;
      else if (field.ask) {
        const { slug: end, type, choices, hint, answer } = field.ask;
        const id = `${carrier}:${slug}_${end}`;
        questions.push({
          id,
          text: `${name}: ${field.label}`,
          type,
          ...(choices ? { choices: [...choices] } : {}),
          ...(hint ? { hint } : {}),
        });
        writes.push((read) => {
          const given =
            type === 'yes_no'
              ? read.yesNo(id)
                ? 'Yes'
                : 'No'
              : type === 'money' || type === 'integer'
                ? read.text(id).replace(/[$,\s]/g, '')
                : read.text(id);
          planned.values[field.label] = answer?.[given] ?? given;
        });
      }
    }
    return planned;
  };
  const parts: PlannedPart[] = [];
  const totalsOf: (() => [string, string])[] = [];
  for (const spec of specs) {
    const mine = elements(scope, spec).map((item, i) => {
      const n = i + (spec.start ?? 1);
      const outer = part(spec, item, n);
      if (spec.inner) {
        const inner = spec.inner;
        outer.inner = elements(scope, inner, item).map((child, j) =>
          part(inner, child, j + (inner.start ?? 1), n),
        );
      }
      return outer;
    });
    parts.push(...mine);
    if (readPath(scope(), spec.each) === undefined) continue;
    for (const total of spec.totals ?? [])
      totalsOf.push(() => {
        const number = (p: PlannedPart, label: string) => Number(p.values[label] ?? 0) || 0;
        if (total.count) return [total.label, String(mine.length)];
        if (total.sum)
          return [
            total.label,
            String(
              Math.round(mine.reduce((s, p) => s + total.sum!.reduce((t, l) => t + number(p, l), 0), 0)),
            ),
          ];
        const any = total.any!;
        return [total.label, mine.some((p) => p.values[any.label] === any.equals) ? 'Yes' : 'No'];
      });
  }
  return {
    parts,
    questions,
    complete: (read) => {
      for (const write of writes) write(read);
    },
    totals: () => Object.fromEntries(totalsOf.map((t) => t())),
  };
}
