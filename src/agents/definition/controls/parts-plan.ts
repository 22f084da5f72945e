// The repeating parts a screen's `parts` name (parts-schema.ts), worked out from the submission with no
// browser: which elements (the primary location or the others, the first buildings left out, losses of
// the line within the past years), their numbers, regions and values; what the submission lacks becomes a
// question (asked as missing information by controls/parts.ts) and its answer the value; the totals the
// screen's own controls take.
import type {
  InnerPartsDefinition,
  PartFieldDefinition,
  PartsDefinition,
} from '../../../domain/carrier-definition/parts-schema.ts';
import { readPath } from '../../../domain/carrier-definition/values.ts';
import { parseUsDate } from '../../../domain/quote-request/dates.ts';
import { primaryLocationIndex } from '../../../domain/quote-request/primary-location.ts';
import { type Answers, readText, readYesNo } from '../../kit/answers.ts';
import type { PlaybookContext, UnderwritingQuestion } from '../../playbook.ts';
import { evaluateFor, holdsFor, scopeOf } from '../scope.ts';

export interface PlannedPart {
  number: number;
  region?: string;
  add?: string;
  /** Label → value; the fields chosen by their option's value. */
  values: Record<string, string>;
  byValue: Set<string>;
  inner: PlannedPart[];
}

export interface PartsPlan {
  parts: PlannedPart[];
  questions: UnderwritingQuestion[];
  /** Writes the person's answers into the parts' values. */
  complete(answers: Answers): void;
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
function elements(ctx: PlaybookContext, spec: InnerPartsDefinition, outer?: Item): Item[] {
  const raw = readPath(scopeOf(ctx, outer), spec.each);
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
  const today = Math.floor(Date.now() / DAY_MS);
  list = list.filter((e) => {
    if (spec.when && !holdsFor(ctx, spec.when, e)) return false;
    if (!spec.since) return true;
    const day = parseUsDate(String(readPath(scopeOf(ctx, e), spec.since.path) ?? ''));
    return day.ok && day.day <= today && day.day >= today - spec.since.years * 365;
  });
  if (list.length === 0 && spec.orEmpty) list = [{}];
  return list.map((e) => ({ ...e, outer, alone }));
}

export function planParts(
  ctx: PlaybookContext,
  specs: readonly PartsDefinition[],
  carrier: string,
): PartsPlan {
  const questions: UnderwritingQuestion[] = [];
  const writes: ((answers: Answers) => void)[] = [];
  const fieldValue = (field: PartFieldDefinition, item: Item): string | undefined => {
    if (field.when && !holdsFor(ctx, field.when, item)) return undefined;
    const value = evaluateFor(ctx, field.value, item);
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
      if (field.when && !holdsFor(ctx, field.when, item)) continue;
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
        writes.push((answers) => {
          const given =
            type === 'yes_no'
              ? readYesNo(answers, id)
                ? 'Yes'
                : 'No'
              : type === 'money' || type === 'integer'
                ? readText(answers, id).replace(/[$,\s]/g, '')
                : readText(answers, id);
          planned.values[field.label] = answer?.[given] ?? given;
        });
      }
    }
    return planned;
  };
  const parts: PlannedPart[] = [];
  const totalsOf: (() => [string, string])[] = [];
  for (const spec of specs) {
    const mine = elements(ctx, spec).map((item, i) => {
      const n = i + (spec.start ?? 1);
      const outer = part(spec, item, n);
      if (spec.inner) {
        const inner = spec.inner;
        outer.inner = elements(ctx, inner, item).map((child, j) =>
          part(inner, child, j + (inner.start ?? 1), n),
        );
      }
      return outer;
    });
    parts.push(...mine);
    if (readPath(scopeOf(ctx), spec.each) === undefined) continue;
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
    complete: (answers) => {
      for (const write of writes) write(answers);
    },
    totals: () => Object.fromEntries(totalsOf.map((t) => t())),
  };
}
