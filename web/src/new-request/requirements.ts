// What POST /v1/quotes/requirements answers (docs/decisions/0038-requirements-before-the-create.md), as
// the new-request page shows it: each question once, in the carriers' words, with its condition in
// words, and where its answer goes (a field of the body, else `answers.<id>`). No rule lives here: what
// is needed, given or conditional is the service's answer.
import { label as labelIn, lineNames } from '../format.ts';
import type { Draft } from './draft.ts';
import { type JsonSchema, labelOf } from './schema.ts';

type Scalar = string | number | boolean;
export type When =
  | { field: string; equals?: Scalar | Scalar[]; not?: Scalar | Scalar[]; present?: boolean }
  | { question: string; answer: boolean };

export interface Pair {
  carrierId: string;
  line: string;
}

export interface FieldNeed {
  field: string;
  label: string;
  given: boolean;
  createRequires: boolean;
  needed: boolean;
  jobs: (Pair & { need: 'required' | 'asked'; label: string; when?: When[] })[];
}

export interface QuestionNeed {
  id: string;
  text: string;
  type: 'year' | 'integer' | 'money' | 'choice' | 'yes_no' | 'text';
  choices?: string[];
  given: boolean;
  needed: boolean;
  answeredBy?: string[];
  jobs: (Pair & { label: string; when?: When[] })[];
}

export interface Requirements {
  jobs: (Pair & { dispatched: boolean; reason?: string; questionsListed?: boolean })[];
  sections: { section: string; title: string; fields: FieldNeed[]; questions: QuestionNeed[] }[];
  complete: boolean;
}

/** The answers typed on the page, by question id (the create body's `answers`). */
export const answersOf = (draft: Draft) => (draft.answers ?? {}) as Record<string, Scalar>;

/** A copy of the draft with `value` as the answer to `id` (undefined removes it; no empty `answers` kept). */
export function withAnswer(draft: Draft, id: string, value: Scalar | undefined): Draft {
  const answers = { ...answersOf(draft) };
  if (value === undefined) delete answers[id];
  else answers[id] = value;
  const { answers: _, ...rest } = draft;
  return Object.keys(answers).length === 0 ? rest : { ...rest, answers };
}

/** "Harborline Insurance, General liability". */
export const jobName = (pair: Pair, carrierName: (id: string) => string) =>
  `${carrierName(pair.carrierId)}, ${labelIn(lineNames, pair.line)}`;

/** The last name of a body path in words: `businessOwners.buildingOwned` → "Building owned". */
export const fieldWords = (path: string) =>
  labelOf(
    path
      .split(/[.[\]]+/)
      .filter(Boolean)
      .pop() ?? path,
  );

const shown = (v: Scalar | Scalar[]) =>
  (Array.isArray(v) ? v : [v]).map((x) => (x === true ? 'Yes' : x === false ? 'No' : String(x))).join(' or ');

/** A condition in words: "Building owned is Yes", "“Any products sold under your own label?” is answered Yes". */
export function whenWords(when: When, questionText: (id: string) => string): string {
  if ('question' in when) return `“${questionText(when.question)}” is answered ${when.answer ? 'Yes' : 'No'}`;
  const name = fieldWords(when.field);
  if (when.equals !== undefined) return `${name} is ${shown(when.equals)}`;
  if (when.not !== undefined) return `${name} is not ${shown(when.not)}`;
  return when.present === false ? `${name} is empty` : `${name} is given`;
}

/** The distinct conditions of a question's or field's jobs, in words ("" when any job asks it always). */
export function conditionOf(
  jobs: { when?: When[] }[],
  questionText: (id: string) => string,
): string | undefined {
  if (jobs.some((j) => !j.when?.length)) return undefined;
  const each = [...new Set(jobs.map((j) => j.when!.map((w) => whenWords(w, questionText)).join(' and ')))];
  return `Only if ${each.join(', or if ')}`;
}

/** The schema of the field at a body path (`generalLiability.subcontractorCost`, `locations[0].buildings[1].id`). */
export function schemaAt(root: JsonSchema, path: string): JsonSchema | undefined {
  let at: JsonSchema | undefined = root;
  for (const seg of path.split(/[.[\]]+/).filter(Boolean)) {
    if (!at) return undefined;
    at = /^\d+$/.test(seg) ? at.items : at.properties?.[seg];
  }
  return at;
}
