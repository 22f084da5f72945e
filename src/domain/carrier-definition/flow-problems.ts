// What the schema cannot see of a portal flow it accepted (docs/decisions/0034-the-portal-flow-as-data.md):
// the flow's sections all there or none, page patterns that compile and hold the groups read from them,
// pages referenced but not defined, screens no line lists (nothing leads to them), a line listing a
// screen that does not exist or a line the definition does not write, and values reading paths that
// name no field of the submission. Each a problem at its JSON path, as the loader and `carrier lint` say.

import { FLOW_SECTIONS } from './flow-schema.ts';
import { isKnownSubmissionPath } from './known-paths.ts';
import { itemPathIn, nestedList } from './row-items.ts';
import type { CarrierDefinition } from './schema.ts';
import { pathsOf, transformNames, type Value } from './value-schema.ts';

/** A definition with its portal's flow: what src/agents/definition/ builds a playbook from. */
export type FlowDefinition = CarrierDefinition &
  Required<Pick<CarrierDefinition, (typeof FLOW_SECTIONS)[number]>>;

export interface FlowProblem {
  path: string;
  message: string;
}

export const hasFlow = (definition: CarrierDefinition): definition is FlowDefinition =>
  FLOW_SECTIONS.every((key) => definition[key] !== undefined);

/** `item.x` inside `each: list` reads `list[].x`; `job.id` and `job.line` are the job's own. */
function knownPath(path: string, each?: string): boolean {
  if (path === 'job.id' || path === 'job.line' || path === 'job.reference') return true;
  if (path.startsWith('item.')) return each !== undefined && isKnownSubmissionPath(itemPathIn(each, path));
  return isKnownSubmissionPath(path);
}

export function flowProblems(definition: CarrierDefinition): FlowProblem[] {
  const present = FLOW_SECTIONS.filter((key) => definition[key] !== undefined);
  if (present.length === 0) return [];
  if (present.length < FLOW_SECTIONS.length)
    return FLOW_SECTIONS.filter((key) => definition[key] === undefined).map((key) => ({
      path: `/${key}`,
      message: `is required with ${present.join(', ')} (a portal flow has all its sections)`,
    }));
  const flow = definition as FlowDefinition;
  const problems: FlowProblem[] = [];
  const problem = (path: string, message: string): void => {
    problems.push({ path, message });
  };

  const groups = new Map<string, string[]>();
  for (const [name, pattern] of Object.entries(flow.pages)) {
    try {
      new RegExp(pattern);
      groups.set(
        name,
        [...pattern.matchAll(/\(\?<([A-Za-z]\w*)>/g)].map((m) => m[1]!),
      );
    } catch (error) {
      problem(`/pages/${name}`, `is not a regular expression: ${(error as Error).message}`);
      groups.set(name, []);
    }
  }
  const page = (path: string, name: string) => {
    if (!groups.has(name)) problem(path, `names a page not defined under pages: ${name}`);
  };
  page('/signedOut/page', flow.signedOut.page);
  for (const view of Object.keys(flow.wizard.app?.views ?? {})) page(`/wizard/app/views/${view}`, view);
  page('/signIn/page', flow.signIn.page);
  if (flow.signIn.code) page('/signIn/code/page', flow.signIn.code.page);
  for (const [i, after] of (flow.signIn.after ?? []).entries()) page(`/signIn/after/${i}/page`, after.page);
  const reference = flow.submission.reference;
  if (reference.page) page('/submission/reference/page', reference.page);
  const referenceGroups = reference.page ? groups.get(reference.page) : undefined;
  if (reference.group !== undefined && referenceGroups && !referenceGroups.includes(reference.group))
    problem('/submission/reference/group', `is not a named group of page ${reference.page}`);
  // Without a page, the group is read from whichever page is shown (an app's steps all carry it).
  const anyGroups = [...groups.values()].flat();
  if (!reference.page && reference.group !== undefined && !anyGroups.includes(reference.group))
    problem('/submission/reference/group', 'is not a named group of any page');
  if (!reference.query && !reference.group)
    problem('/submission/reference', 'needs a group (of its page, or of any page) or a query parameter');
  if (flow.submission.find) page('/submission/find/page', flow.submission.find.page);
  for (const [i, name] of flow.wizard.results.entries()) page(`/wizard/results/${i}`, name);
  for (const [i, pass] of (flow.wizard.pass ?? []).entries()) page(`/wizard/pass/${i}/page`, pass.page);
  page('/extract/page', flow.extract.page);
  if (!flow.wizard.results.includes(flow.extract.page))
    problem('/extract/page', `is not one of the wizard's results: ${flow.extract.page}`);

  const screens = new Set(Object.keys(flow.wizard.screens));
  const listed = new Set<string>();
  for (const [line, names] of Object.entries(flow.wizard.lines)) {
    if (!names) continue;
    if (!(line in definition.lines))
      problem(`/wizard/lines/${line}`, `is a line the definition does not write`);
    if (!(line in (flow.submission.start.press ?? {})) && !flow.submission.start.open.includes('{line}'))
      problem(`/submission/start/press`, `has no button for the line ${line}`);
    names.forEach((name, i) => {
      listed.add(name);
      if (!screens.has(name)) problem(`/wizard/lines/${line}/${i}`, `names a screen not defined: ${name}`);
    });
  }
  for (const name of screens)
    if (!listed.has(name)) problem(`/wizard/screens/${name}`, 'is listed by no line: nothing leads to it');

  const value = (path: string, v: Value | undefined, each?: string) => {
    if (v === undefined) return;
    for (const read of pathsOf(v))
      if (!knownPath(read, each)) problem(path, `names no field of the submission: ${read}`);
  };
  for (const [name, screen] of Object.entries(flow.wizard.screens)) {
    const at = `/wizard/screens/${name}`;
    screen.fields?.forEach((field, i) => {
      if (field.each && !isKnownSubmissionPath(field.each))
        problem(`${at}/fields/${i}/each`, `names no list of the submission: ${field.each}`);
      value(`${at}/fields/${i}/value`, field.value, field.each);
      value(`${at}/fields/${i}/search`, field.search, field.each);
      if (field.when) value(`${at}/fields/${i}/when/path`, field.when.path, field.each);
    });
    screen.frame?.fields.forEach((field, i) => {
      value(`${at}/frame/fields/${i}/value`, field.value);
      if (field.when) value(`${at}/frame/fields/${i}/when/path`, field.when.path);
    });
    const schedules = screen.rows === undefined ? [] : [screen.rows].flat();
    schedules.forEach((rows, r) => {
      const where = Array.isArray(screen.rows) ? `${at}/rows/${r}` : `${at}/rows`;
      const list = nestedList(rows.each)?.join('[].') ?? rows.each;
      if (!isKnownSubmissionPath(list))
        problem(`${where}/each`, `names no list of the submission: ${rows.each}`);
      for (const [key, fields] of [
        ['fields', rows.fields],
        ['first', rows.first ?? []],
      ] as const)
        fields.forEach((field, i) => {
          value(`${where}/${key}/${i}/value`, field.value, rows.each);
          if (field.when) value(`${where}/${key}/${i}/when/path`, field.when.path, rows.each);
        });
    });
    screen.tables?.forEach((table, t) => {
      const where = `${at}/tables/${t}`;
      if (!isKnownSubmissionPath(table.each))
        problem(`${where}/each`, `names no list of the submission: ${table.each}`);
      for (const [i, w] of (table.where ?? []).entries())
        value(`${where}/where/${i}/value`, w.value, table.each);
      table.fields.forEach((field, i) => {
        value(`${where}/fields/${i}/value`, field.value, table.each);
        if (field.when) value(`${where}/fields/${i}/when/path`, field.when.path, table.each);
      });
    });
    for (const [i, stated] of (screen.stated ?? []).entries()) value(`${at}/stated/${i}/value`, stated.value);
    screen.questions?.forEach((question, i) => {
      value(`${at}/questions/${i}/known`, question.known);
      const before = screen.questions!.slice(0, i).map((q) => q.id);
      if (question.follows && !before.includes(question.follows.question))
        problem(
          `${at}/questions/${i}/follows`,
          `follows no earlier question of the screen: ${question.follows.question}`,
        );
      if (question.when) value(`${at}/questions/${i}/when/path`, question.when.path);
      // A choice's options are the definition's, or the page's (`choicesFromPage`, a page-questions screen).
      if (
        question.type === 'choice' &&
        !question.choices &&
        !question.choicesFromPage &&
        !screen.pageQuestions
      )
        problem(`${at}/questions/${i}/choices`, 'is required for a choice');
    });
  }
  for (const [key, v] of Object.entries(flow.submission.find?.query ?? {}))
    value(`/submission/find/query/${key}`, v);
  if (flow.submission.find) value('/submission/find/date', flow.submission.find.date);
  for (const [line, filed] of Object.entries(flow.wizard.filed ?? {})) {
    value(`/wizard/filed/${line}/limits`, filed?.limits);
    value(`/wizard/filed/${line}/deductible`, filed?.deductible);
  }
  const patterns: [string, readonly string[] | undefined][] = [
    ['/signIn/lockedOut', flow.signIn.lockedOut],
    ...(['quoted', 'indication', 'referred', 'declined', 'appetite'] as const).map(
      (key): [string, readonly string[] | undefined] => [`/extract/${key}`, flow.extract[key]],
    ),
    ['/extract/bindable/match', flow.extract.bindable?.match],
  ];
  for (const [at, list] of patterns)
    list?.forEach((pattern, i) => {
      try {
        new RegExp(pattern, 'i');
      } catch (error) {
        problem(`${at}/${i}`, `is not a regular expression: ${(error as Error).message}`);
      }
    });
  return problems;
}

/**
 * Transforms the library does not have, found in a parsed definition as it is (valid or not): every
 * object with a `from` is a value, and each of its other keys must be a transform. The schema refuses
 * such a value too, but only as "not one of the value's shapes"; this names the key and the library.
 */
export function unknownTransformProblems(value: unknown, at = ''): FlowProblem[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => unknownTransformProblems(item, `${at}/${i}`));
  if (typeof value !== 'object' || value === null) return [];
  const record = value as Record<string, unknown>;
  const own =
    'from' in record
      ? Object.keys(record)
          .filter((key) => key !== 'from' && !(transformNames as string[]).includes(key))
          .map((key) => ({
            path: `${at}/${key}`,
            message: `is not a transform of the value library (${transformNames.join(', ')})`,
          }))
      : [];
  return [
    ...own,
    ...Object.entries(record).flatMap(([key, child]) => unknownTransformProblems(child, `${at}/${key}`)),
  ];
}
