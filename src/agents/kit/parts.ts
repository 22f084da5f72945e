// A value entered in parts (collect-controls.ts groups them): boxes of a few characters each, or a
// date's month, day and year drop-downs: what they hold together, and how a value is put into them
// (decision 0023).

import { parseDate } from '../../domain/portal-values.ts';
import type { ControlInfo, PageControls } from './controls.ts';
import type { SetOutcome } from './fill.ts';

export interface ControlPart {
  ref: number;
  /** A box's `maxlength`. */
  length?: number;
  role?: 'month' | 'day' | 'year';
  /** A drop-down's option values and texts (a placeholder left out). */
  values?: string[];
  texts?: string[];
}

/** What the parts of a control hold together: their characters joined, a date as MM/DD/YYYY. */
export function joinParts(parts: readonly ControlPart[], holds: readonly string[]): string {
  if (parts.every((p) => p.role === undefined)) return holds.join('');
  if (holds.some((h) => h === '')) return '';
  const number = (role: ControlPart['role']) => {
    const i = parts.findIndex((p) => p.role === role);
    const part = parts[i]!;
    const text = holds[i]!.replace(/\s+/g, ' ').trim();
    const at = part.texts?.indexOf(text) ?? -1;
    const value = at >= 0 ? part.values![at]! : holds[i]!;
    const n = Number(value);
    return Number.isInteger(n) && n > 0 ? n : at + 1;
  };
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(number('month'))}/${two(number('day'))}/${number('year')}`;
}

/**
 * A value entered in parts: a date's month, day and year chosen in their drop-downs, or the characters
 * of a value (a phone's digits, its separators left out) typed box by box, as many as each takes. A
 * value that does not divide into the boxes (a digit short, an extension) is typed into none: the
 * control is reported as holding what it held. A date the drop-downs do not offer (a year beyond their
 * range) is a missing option.
 */
export async function setParts(
  read: PageControls,
  control: ControlInfo,
  parts: readonly ControlPart[],
  value: string,
): Promise<SetOutcome> {
  const ref = control.ref;
  if (control.kind === 'date') {
    if (value.trim() === '') {
      for (const part of parts)
        if (!(await read.choose(part.ref, '')))
          await (await read.element(part.ref)).selectOption({ value: '' });
      return { ref, expect: '' };
    }
    const iso = parseDate(value);
    if (!iso) return { missing: true };
    const wanted = {
      year: Number(iso.slice(0, 4)),
      month: Number(iso.slice(5, 7)),
      day: Number(iso.slice(8, 10)),
    };
    const chosen = parts.map((part) => {
      const n = wanted[part.role!];
      const values = part.values ?? [];
      const at = values.findIndex((v) => Number(v) === n);
      // Month drop-downs valued by name: the twelve options in calendar order.
      return at >= 0 ? values[at] : part.role === 'month' && values.length === 12 ? values[n - 1] : undefined;
    });
    if (chosen.some((v) => v === undefined)) {
      const offered = parts.find((_, i) => chosen[i] === undefined)?.texts ?? [];
      return { missing: true, offered };
    }
    for (const [i, part] of parts.entries())
      if (!(await read.choose(part.ref, chosen[i]!)))
        await (await read.element(part.ref)).selectOption({ value: chosen[i]! });
    return { ref, expect: value };
  }
  let chars = value.replace(/[^0-9A-Za-z]/g, '');
  const total = parts.reduce((n, p) => n + (p.length ?? 0), 0);
  // A telephone number written with its country code (+1) fills the boxes of the national number.
  if (chars.length === total + 1 && /^1\d+$/.test(chars) && /^\s*\+?1\b/.test(value)) chars = chars.slice(1);
  if (chars.length !== total) return { ref, expect: value };
  let at = 0;
  for (const part of parts) {
    const piece = chars.slice(at, at + (part.length ?? 0));
    at += part.length ?? 0;
    if (!(await read.type(part.ref, piece))) await (await read.element(part.ref)).fill(piece);
  }
  return { ref, expect: chars };
}
