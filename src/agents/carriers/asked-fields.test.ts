// The `asked` lists of the catalog (src/domain/carriers/requirements/) against the playbooks themselves:
// from a submission that holds every optional field (with a clean risk's answers), each optional field
// of the create body is left out in turn and each carrier's question builders run on it (no browser,
// test/fixtures/carrier-questions.ts). A field whose absence makes a playbook ask a person one more
// question must be named by a create-time warning; a field the catalog lists must be one whose absence
// does. The optional fields are read from the body's own schema, so a new one is checked too. A
// field's conditions (the one value that answers, a least length, another field that settles it) are
// tried on the playbooks as well.
import { describe, expect, it } from 'vitest';
import { VARIANTS_NOW, variants } from '../../../test/fixtures/asked-fields-variants.ts';
import { carriersAsking, questionsAsked } from '../../../test/fixtures/carrier-questions.ts';
import { carrierCatalog } from '../../carrier-definitions/built-in.ts';
import { carrierWarnings } from '../../domain/carriers/carrier-warnings.ts';
import { valuesAt } from '../../domain/carriers/submission-paths.ts';
import type { Line } from '../../domain/lines.ts';
import { usToday } from '../../domain/quote-request/dates.ts';
import { CreateQuoteRequestBody } from '../../domain/quote-request/model/create-body.ts';
import type { Submission } from '../../domain/quote-request/model/submission.ts';

const now = VARIANTS_NOW;
const catalog = carrierCatalog((host) => `http://${host}.localhost`);

interface SchemaNode {
  type?: string;
  properties?: Record<string, SchemaNode>;
  required?: string[];
  items?: SchemaNode;
}

/** Every optional leaf of the create body, by path (`[]` for each element of an array). */
function optionalFields(node: SchemaNode, at = ''): string[] {
  return Object.entries(node.properties ?? {}).flatMap(([key, child]) => {
    const path = at ? `${at}.${key}` : key;
    if (child.properties) return optionalFields(child, path);
    if (child.type === 'array' && child.items?.properties) return optionalFields(child.items, `${path}[]`);
    return node.required?.includes(key) ? [] : [path];
  });
}

/** The objects holding the last step of `path` in a copy of `s` (each element for `[]`), and its key. */
function holdersOf(s: Submission, path: string) {
  const copy = structuredClone(s);
  const segments = path.split('.');
  let holders: unknown[] = [copy];
  for (const segment of segments.slice(0, -1)) {
    const key = segment.replace(/\[\]$/, '');
    holders = holders.flatMap((h) => {
      const child = (h as Record<string, unknown> | undefined)?.[key];
      return segment.endsWith('[]') ? ((child as unknown[] | undefined) ?? []) : [child];
    });
  }
  const objects = holders.filter((h): h is Record<string, unknown> => typeof h === 'object' && h !== null);
  return { copy, objects, key: segments.at(-1)! };
}

/** `s` without the field at `path` (in every element for `[]`). */
function without(s: Submission, path: string): Submission {
  const { copy, objects, key } = holdersOf(s, path);
  for (const o of objects) delete o[key];
  return copy;
}

/** `s` with `value` at `path` (in every element for `[]`). */
function withValue(s: Submission, path: string, value: unknown): Submission {
  const { copy, objects, key } = holdersOf(s, path);
  for (const o of objects) o[key] = value;
  return copy;
}

/** Leaving `field` out makes the create refuse the body (check-owners-officers.ts): no job meets it. */
const refusedWithout = (s: Submission, field: string) =>
  (field === 'ownersOfficers[].classCode' || field === 'ownersOfficers[].annualPay') &&
  (s.ownersOfficers ?? []).some((o) => o.workersComp === 'included');

const fields = optionalFields(CreateQuoteRequestBody as unknown as SchemaNode);
const today = usToday(now);
const anyIndex = (field: string) => field.replace(/\[\d+\]/g, '[]');
/** The fields a create-time warning says a person will be asked for without. */
const warnedAsked = (carrierId: string, line: Line, s: Submission) =>
  carrierWarnings(catalog.find((c) => c.id === carrierId)!, line, s, today)
    .filter((w) => w.message.includes('a person will be asked') && w.field !== 'input.businessType')
    .map((w) => anyIndex(w.field));

const lines = (carrierId: string) => Object.keys(catalog.find((c) => c.id === carrierId)!.lines) as Line[];

describe('the asked fields of each carrier line against its playbook', () => {
  it('reads the optional fields from the create body schema', () => {
    expect(fields).toContain('cyber.securityControls.securityTraining');
    expect(fields).toContain('commercialAuto.drivers[].accidentsLastThreeYears');
    expect(fields).not.toContain('generalLiability.classCode');
  });

  it('covers every carrier of the catalog', () => {
    expect([...carriersAsking].sort()).toEqual(catalog.map((c) => c.id).sort());
  });

  for (const carrierId of carriersAsking) {
    for (const line of lines(carrierId)) {
      it(`${carrierId} ${line}: a field whose absence asks a person is warned about, and only such a field`, () => {
        const declared = catalog
          .find((c) => c.id === carrierId)!
          .lines[line]!.requirements.asked.map((a) => a.field);
        const asking = new Set<string>();
        for (const [name, s] of Object.entries(variants)) {
          // With every field there, the playbook asks nothing a field could answer, and no warning says so.
          expect(warnedAsked(carrierId, line, s), name).toEqual([]);
          const base = new Set(questionsAsked(carrierId, line, s));
          for (const field of fields) {
            if (refusedWithout(s, field)) continue;
            const left = without(s, field);
            const more = questionsAsked(carrierId, line, left).filter((id) => !base.has(id));
            if (more.length === 0) continue;
            asking.add(field);
            expect(
              warnedAsked(carrierId, line, left),
              `${name}: without ${field}, asks ${more.join(', ')}`,
            ).toContain(field);
          }
        }
        expect([...asking].sort()).toEqual([...new Set(declared)].sort());
      });
    }
  }

  it('checks the conditions of every asked field on the playbooks', () => {
    const s = variants['an owner taking cards, with an umbrella over its WC policy']!;
    const checked: string[] = [];
    for (const carrierId of carriersAsking) {
      for (const line of lines(carrierId)) {
        const ids = (changed: Submission) => questionsAsked(carrierId, line, changed);
        /** Whether `changed` has a person asked something `answered` does not. */
        const asksMore = (changed: Submission, answered: Submission) =>
          ids(changed).some((id) => !ids(answered).includes(id));
        for (const f of catalog.find((c) => c.id === carrierId)!.lines[line]!.requirements.asked) {
          const at = `${carrierId} ${line} ${f.field}`;
          const only = f.answersOnly?.value;
          if (only !== undefined) {
            // The value named answers; any other leaves the question to a person, as its absence does.
            const answered = withValue(s, f.field, only);
            const other = typeof only === 'boolean' ? !only : only === 100 ? 50 : only + 1;
            expect(asksMore(without(s, f.field), answered), `${at} left out`).toBe(true);
            expect(asksMore(withValue(s, f.field, other), answered), `${at}: ${other}`).toBe(true);
            checked.push(at);
          }
          if (f.minLength !== undefined) {
            const answered = withValue(s, f.field, 'x'.repeat(f.minLength));
            expect(asksMore(withValue(s, f.field, 'x'.repeat(f.minLength - 1)), answered), at).toBe(true);
            checked.push(at);
          }
          const when = f.notAskedWhen;
          if (when) {
            // Where the other field does not settle it, leaving this one out asks more; where it does, not.
            const open = Object.values(variants).find(
              (v) => !valuesAt(v, when.field).some(({ value }) => value === when.value),
            )!;
            expect(asksMore(without(open, f.field), open), at).toBe(true);
            const settled = withValue(open, when.field, when.value);
            expect(asksMore(without(settled, f.field), settled), at).toBe(false);
            checked.push(at);
          }
        }
      }
    }
    expect(checked).toContain('cascade-commercial cyber cyber.pciCompliant');
    expect(checked).toContain('ironclad-specialty gl input.industryDescription');
    expect(checked).toContain('summit-mutual bop generalLiability.claimsLastFiveYears');
  });
});
