// Learned mappings as an overlay on a carrier's definition (decision 0032): what people taught
// the agent at run time (a one-click confirmation binds a control to one of our fields, a take-over's
// accepted proposal binds a control or names a screen's continue button) stays in the learned-mappings
// store and is applied over the definition as the job runs (decisions 0020, 0030); for review it is
// written into the definition's own text, comments and order kept, so `diff` shows exactly what would
// change in the file. A mapping lands on the wizard screen whose headings name its screen (compared as
// a person reads them); a screen the definition does not have is added (`learned-…`) and listed for
// every line, after the line's others; a field the screen already binds to the same value is left; one
// it binds to another value is rebound (a person corrected it), and said so.
import { isMap, isSeq, parseDocument, type YAMLMap, type YAMLSeq } from 'yaml';

export interface LearnedOverlay {
  kind: 'field' | 'continue';
  screen: string;
  /** The control's label, or the continue button's caption. */
  label: string;
  /** Our field's path (a `field` mapping). */
  field: string;
}

export interface OverlayResult {
  text: string;
  /** One line per mapping written into the file, as a reviewer reads it. */
  applied: string[];
  /** Mappings that could not be written, and why. */
  skipped: string[];
}

const same = (a: string, b: string) =>
  a.normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase() ===
  b.normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase();

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40) || 'screen';

/** The screen (its name and node) whose headings name `screen`. */
function screenNamed(screens: YAMLMap, screen: string): { name: string; node: YAMLMap } | undefined {
  for (const pair of screens.items) {
    const node = pair.value;
    if (!isMap(node)) continue;
    const headings = node.get('headings');
    if (
      isSeq(headings) &&
      headings.items.some((h) => same(String((h as { value?: unknown }).value ?? h), screen))
    )
      return { name: String((pair.key as { value?: unknown }).value ?? pair.key), node };
  }
  return undefined;
}

export function applyLearned(text: string, mappings: readonly LearnedOverlay[]): OverlayResult {
  const doc = parseDocument(text);
  const applied: string[] = [];
  const skipped: string[] = [];
  const wizard = doc.get('wizard');
  if (!isMap(wizard)) {
    for (const m of mappings)
      skipped.push(`${m.screen}: ${m.label}: the definition has no wizard yet (its flow is not data)`);
    return { text, applied, skipped };
  }
  const screens = wizard.get('screens') as YAMLMap;
  const lines = wizard.get('lines') as YAMLMap | undefined;
  for (const m of mappings) {
    let found = screenNamed(screens, m.screen);
    if (!found) {
      let name = `learned-${slug(m.screen)}`;
      while (screens.has(name)) name = `${name}-2`;
      screens.set(name, doc.createNode({ headings: [m.screen], fields: [], continue: [] }));
      for (const pair of lines?.items ?? []) if (isSeq(pair.value)) (pair.value as YAMLSeq).add(name);
      found = { name, node: screens.get(name) as YAMLMap };
      applied.push(`${name}: a screen the definition did not have ("${m.screen}"), listed for every line`);
    }
    const { name, node } = found;
    if (m.kind === 'continue') {
      let captions = node.get('continue') as YAMLSeq | undefined;
      if (!isSeq(captions)) {
        node.set('continue', doc.createNode([]));
        captions = node.get('continue') as YAMLSeq;
      }
      if (captions.items.some((c) => same(String((c as { value?: unknown }).value ?? c), m.label))) {
        skipped.push(`${name}: continue "${m.label}": already there`);
        continue;
      }
      captions.items.unshift(doc.createNode(m.label));
      applied.push(`${name}: continue "${m.label}"`);
      continue;
    }
    let fields = node.get('fields') as YAMLSeq | undefined;
    if (!isSeq(fields)) {
      node.set('fields', doc.createNode([]));
      fields = node.get('fields') as YAMLSeq;
    }
    const existing = fields.items.find((f) => isMap(f) && same(String(f.get('label') ?? ''), m.label)) as
      | YAMLMap
      | undefined;
    if (existing) {
      const value: unknown = (existing.toJSON() as { value?: unknown }).value;
      if (value === m.field) {
        skipped.push(`${name}: "${m.label}" → ${m.field}: already so`);
        continue;
      }
      existing.set('value', m.field);
      applied.push(`${name}: "${m.label}" → ${m.field} (was ${JSON.stringify(value)})`);
      continue;
    }
    fields.add(doc.createNode({ label: m.label, value: m.field }));
    applied.push(`${name}: "${m.label}" → ${m.field}`);
  }
  return { text: doc.toString({ lineWidth: 0 }), applied, skipped };
}
