// The fields the create still requires of a partial body: the create's own validation run on it
// (validate-create.ts: the schema and the semantic rules), its "is required" errors kept, and an absent
// object (`input`, a line's object) opened into the fields it requires. Every other error is a problem in
// what the body holds, named per field as the create names it.
import type { FieldErrors } from '../../errors.ts';
import { fieldMessages } from '../field-messages.ts';
import type { Line } from '../lines.ts';
import { inputRequiredByLine } from '../quote-request/check-requirements.ts';
import { CreateQuoteRequestBody } from '../quote-request/model/create-body.ts';
import { validateCreateQuoteRequest } from '../quote-request/validate-create.ts';

interface SchemaNode {
  type?: string;
  description?: string;
  properties?: Record<string, SchemaNode>;
  required?: string[];
  items?: SchemaNode;
}

const root = CreateQuoteRequestBody as unknown as SchemaNode;

/** The schema of a body path (`input.fein`, `workersComp.classCodes[0].payroll`), when it names one. */
function schemaAt(path: string): SchemaNode | undefined {
  let node: SchemaNode | undefined = root;
  for (const segment of path.split('.')) {
    const [key, ...indexes] = segment.split('[');
    node = node?.properties?.[key!];
    for (const _ of indexes) node = node?.items;
  }
  return node;
}

/** The schema's words for a field ("Legal name of the insured business"), else its key. */
export function fieldLabel(path: string): string {
  const words = schemaAt(path)
    ?.description?.split(/(?<=[a-z)])[.;:](\s|$)/)[0]
    ?.trim();
  return (
    words ||
    path
      .split('.')
      .at(-1)!
      .replace(/\[\d+\]$/, '')
  );
}

export interface CreateNeeds {
  /** Fields the create requires that the body lacks. */
  missing: string[];
  /** Everything else the create would refuse in the body. */
  problems: FieldErrors;
}

export function createNeeds(body: unknown, lines: readonly Line[], now: Date): CreateNeeds {
  const result = validateCreateQuoteRequest(body, now);
  if (result.ok) return { missing: [], problems: {} };
  const missing: string[] = [];
  const problems: FieldErrors = {};
  for (const [path, messages] of Object.entries(result.fieldErrors)) {
    const other = messages.filter((m) => !m.startsWith(fieldMessages.required));
    if (other.length) problems[path] = other;
    if (other.length < messages.length) missing.push(...opened(path, lines));
  }
  return { missing, problems };
}

/** What the create would refuse in a partial body beyond what it lacks, named per field. */
export const requirementsProblems = (body: unknown, now: Date): FieldErrors =>
  createNeeds(body, [], now).problems;

/** An absent object as the fields it requires (the request's `input` with those its lines add). */
function opened(path: string, lines: readonly Line[]): string[] {
  const node = schemaAt(path);
  if (node?.type !== 'object' || !node.properties) return [path];
  const required = [...(node.required ?? [])];
  if (path === 'input') required.push(...lines.flatMap((line) => inputRequiredByLine[line] ?? []));
  return [...new Set(required)].flatMap((key) => opened(`${path}.${key}`, lines));
}
