// What a form drifted by drift-forms.ts posts, made what the portal's own handlers expect: the three
// phone inputs and the three date selects joined into their field again; and the decoy's refusal,
// which a portal adds to its own validation of the page (a filled decoy is never saved or rated).

import type { PortalDrift } from './drift.ts';
import type { DateFormat } from './drift-form-plan.ts';

function joinDate(format: DateFormat, [year, month, day]: string[]): string {
  if (format === 'iso') return `${year}-${month}-${day}`;
  const sep = format === 'us-slash' ? '/' : '-';
  return `${month}${sep}${day}${sep}${year}`;
}

/** Joins the parts of a field drift split, in place; a field whose parts are all empty posts ''. */
function join(
  body: Record<string, unknown>,
  name: string,
  suffixes: string[],
  glue: (parts: string[]) => string,
) {
  const keys = suffixes.map((s) => `${name}__${s}`);
  if (!keys.some((k) => k in body)) return;
  const parts = keys.map((k) => String(body[k] ?? '').trim());
  for (const k of keys) delete body[k];
  body[name] = parts.every((p) => p === '') ? '' : glue(parts);
}

/** A drifted form's post, with split fields joined again (the body is changed in place). */
export function rejoinPosted(drift: Pick<PortalDrift, 'splitPhone' | 'dateSelects'>, body: unknown): void {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return;
  const fields = body as Record<string, unknown>;
  if (drift.splitPhone) join(fields, drift.splitPhone.name, ['area', 'exchange', 'line'], (p) => p.join('-'));
  const date = drift.dateSelects;
  if (date) join(fields, date.name, ['year', 'month', 'day'], (p) => joinDate(date.format, p));
}

/** The decoy's refusal when it was filled: `{ [its name]: message }`, else `{}`. */
export function decoyErrors(drift: PortalDrift | undefined, body: unknown): Record<string, string> {
  const decoy = drift?.decoy;
  if (!decoy || !body || typeof body !== 'object') return {};
  const value = (body as Record<string, unknown>)[decoy.name];
  return typeof value === 'string' && value.trim() !== '' ? { [decoy.name]: decoy.message } : {};
}
