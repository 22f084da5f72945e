// A person's answer put in the form a portal states for a field, read from the portal itself and not
// from a per-carrier rule: its words (the message or hint: "as NN-NNNNNNN", "digits only", "a whole
// number", "10 digits", "MM/DD/YYYY") and its control (`pattern`, `maxlength`, `inputmode`, `type`).
// Only a rewriting that keeps every digit the person typed is made (separators added or removed, a
// date's order, a unit word dropped); an answer that does not hold what the form wants is left for the
// person to correct.
import { parseDate } from '../../domain/portal-values.ts';

/** What a control says of the value it takes (the attributes the browser validates it by). */
export interface ControlShape {
  /** The `pattern` attribute (the browser anchors it: the whole value must match). */
  pattern?: string;
  maxLength?: number;
  inputMode?: string;
  /** The input's type (`text`, `number`, `tel`, …). */
  type?: string;
}

/** A form a field wants. */
export type WantedShape =
  /** Digits in fixed places, other characters as they stand: `NN-NNNNNNN`, `(###) ###-####`. */
  | { kind: 'mask'; mask: string }
  /** Digits alone, of a given count when the portal says it. */
  | { kind: 'digits'; length?: number }
  /** A whole number (digits, no grouping, no unit). */
  | { kind: 'whole' }
  /** A date, its parts in `order` joined by `separator`. */
  | { kind: 'date'; order: 'MDY' | 'DMY' | 'YMD'; separator: string };

/** Placeholder letters for a digit in a portal's mask ("NN-NNNNNNN", "###-##-####", "XX-XXXXXXX"). */
const MASK = /(?<![\w#])\(?[N#X]{2,}\)?(?:[-/. ]\(?[N#X]+\)?)+(?![\w#])|(?<![\w#])[N#X]{3,}(?![\w#])/;
const DATE_WORDS = /\b(MM|DD|YYYY)([-/.])(MM|DD|YYYY)\2(MM|DD|YYYY)\b/i;
const COUNTED_DIGITS = /\b(\d{1,2})[- ]digits?\b/i;
const DIGITS_ONLY =
  /\b(digits|numbers|numerals) only\b|\bonly (digits|numbers|numerals)\b|\bno (dashes|spaces|hyphens)\b/i;
const WHOLE = /\bwhole (number|years?|dollars?|amount)s?\b|\binteger\b|\bat least \d+\b|\bnumber of\b/i;

/** The forms `words` (the portal's message and hint) and `control` state, the most specific first. */
export function wantedShapes(words: readonly string[], control: ControlShape = {}): WantedShape[] {
  const shapes: WantedShape[] = [];
  for (const text of words) {
    const mask = MASK.exec(text)?.[0];
    if (mask)
      shapes.push(/[-/. ()]/.test(mask) ? { kind: 'mask', mask } : { kind: 'digits', length: mask.length });
    const date = DATE_WORDS.exec(text);
    if (date) {
      const parts = [date[1]!, date[3]!, date[4]!].map((p) => p[0]!.toUpperCase()).join('');
      if (parts === 'MDY' || parts === 'DMY' || parts === 'YMD')
        shapes.push({ kind: 'date', order: parts, separator: date[2]! });
    } else if (/\bYYYY\b/.test(text)) shapes.push({ kind: 'digits', length: 4 });
    const counted = COUNTED_DIGITS.exec(text);
    if (counted) shapes.push({ kind: 'digits', length: Number(counted[1]) });
    if (DIGITS_ONLY.test(text)) shapes.push({ kind: 'digits' });
    if (WHOLE.test(text)) shapes.push({ kind: 'whole' });
  }
  const fromPattern = control.pattern ? patternShape(control.pattern) : undefined;
  if (fromPattern) shapes.push(fromPattern);
  if (control.inputMode === 'numeric') shapes.push({ kind: 'digits' });
  if (control.type === 'number') shapes.push({ kind: 'whole' });
  return shapes;
}

/**
 * A `pattern` made of digit runs and literal separators (`\d{2}-\d{7}`, `[0-9]{5}`, `\d+`) as a mask
 * or digits; undefined for any other pattern (still used to accept a value, see `accepts`).
 */
export function patternShape(pattern: string): WantedShape | undefined {
  const body = pattern.replace(/^\^/, '').replace(/\$$/, '');
  if (/^(\\d|\[0-9\])[+*]$/.test(body)) return { kind: 'digits' };
  let mask = '';
  const token = /(\\d|\[0-9\])(?:\{(\d+)\})?|\\?([-/. ()])/y;
  while (token.lastIndex < body.length) {
    const m = token.exec(body);
    if (!m) return undefined;
    mask += m[1] ? 'N'.repeat(Number(m[2] ?? 1)) : m[3]!;
  }
  if (!mask.includes('N')) return undefined;
  return /^N+$/.test(mask) ? { kind: 'digits', length: mask.length } : { kind: 'mask', mask };
}

const digitsOf = (answer: string) => answer.replace(/\D/g, '');
/** Only digits and the separators people type between them (no letters, no decimal part). */
const separatedDigits = (answer: string) => /^[\d\s\-/().]+$/.test(answer.trim()) && /\d/.test(answer);

/** The whole number in "12", "1,200", "12.0", "$250,000", "5 years", "12 employees"; else undefined. */
function wholeNumber(answer: string): string | undefined {
  const m = /^\s*\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.0+)?\s*(?:[a-z][a-z .]*)?$/i.exec(answer);
  return m ? String(Number(m[1]!.replaceAll(',', ''))) : undefined;
}

/** `answer` in `shape`, or undefined when it does not hold what the shape wants. */
export function reshape(answer: string, shape: WantedShape): string | undefined {
  switch (shape.kind) {
    case 'mask': {
      if (!separatedDigits(answer)) return undefined;
      const digits = digitsOf(answer);
      const places = shape.mask.replace(/[^N#X]/g, '').length;
      if (digits.length !== places) return undefined;
      let at = 0;
      return shape.mask.replace(/[N#X]/g, () => digits[at++]!);
    }
    case 'digits': {
      const digits =
        separatedDigits(answer) && !/\d\.\d/.test(answer) ? digitsOf(answer) : wholeNumber(answer);
      return digits && (shape.length === undefined || digits.length === shape.length) ? digits : undefined;
    }
    case 'whole':
      return wholeNumber(answer);
    case 'date': {
      const iso = parseDate(answer.trim());
      if (!iso) return undefined;
      const [y, m, d] = iso.split('-') as [string, string, string];
      const parts = { Y: y, M: m, D: d };
      return [...shape.order].map((p) => parts[p as 'Y' | 'M' | 'D']).join(shape.separator);
    }
  }
}

/** Whether the control itself takes `value` (its pattern, its maximum length); true when it says nothing. */
export function accepts(control: ControlShape, value: string): boolean {
  if (control.maxLength !== undefined && control.maxLength >= 0 && value.length > control.maxLength)
    return false;
  if (!control.pattern) return true;
  try {
    return new RegExp(`^(?:${control.pattern})$`, 'u').test(value);
  } catch {
    return true; // A pattern JavaScript cannot read says nothing we can check.
  }
}

/**
 * The answer put in the first form the portal states that it fits and the control takes, when that
 * differs from the answer as given; undefined when no stated form gives another value.
 */
export function normaliseAnswer(
  answer: string,
  words: readonly string[],
  control: ControlShape = {},
): string | undefined {
  for (const shape of wantedShapes(words, control)) {
    const value = reshape(answer, shape);
    if (value !== undefined && value !== answer && accepts(control, value)) return value;
  }
  return undefined;
}
