// Reading one CSV cell as the value a schema field takes. Agency systems write the same thing many ways
// ("Y", "Yes", "TRUE"; "$1,200,000"; "3/4/2025"; "Joisted Masonry" or "JM"), so each reader accepts the
// common spellings and says what it expected otherwise. An empty cell is no value.
import { formatUsDate, parseUsDate } from '../quote-request/dates.ts';

export type CellResult = { value: unknown } | { error: string };
export type CellReader = (raw: string) => CellResult;

export const text: CellReader = (raw) => ({ value: raw });

/** Upper-cased text, for codes such as a state, a VIN or a protection class. */
export const code: CellReader = (raw) => ({ value: raw.toUpperCase() });

/** Digits, possibly with thousands separators, as a whole number. */
export const integer: CellReader = (raw) => {
  const digits = raw.replaceAll(',', '');
  return /^-?[0-9]+$/.test(digits) ? { value: Number(digits) } : { error: 'must be a whole number' };
};

/** Dollars as agency exports write them: "$1,200,000", "1200000", "1,200.50". */
export const dollars: CellReader = (raw) => {
  const plain = raw.replace(/^\$/, '').replaceAll(',', '').trim();
  return /^[0-9]+(?:\.[0-9]{1,2})?$/.test(plain)
    ? { value: Number(plain) }
    : { error: 'must be an amount of dollars, for example 250000 or $250,000' };
};

export const decimal: CellReader = (raw) =>
  /^[0-9]+(?:\.[0-9]+)?$/.test(raw)
    ? { value: Number(raw) }
    : { error: 'must be a number, for example 0.95' };

/** A percentage with or without its sign. */
export const percent: CellReader = (raw) => decimal(raw.replace(/%$/, '').trim());

const yes = new Set(['y', 'yes', 'true', 't', '1', 'x']);
const no = new Set(['n', 'no', 'false', 'f', '0']);

export const flag: CellReader = (raw) => {
  const word = raw.toLowerCase();
  if (yes.has(word)) return { value: true };
  if (no.has(word)) return { value: false };
  return { error: 'must be Y or N (or Yes, No, True, False)' };
};

/** M/D/YYYY, MM/DD/YYYY or YYYY-MM-DD, written back as MM/DD/YYYY; the calendar check is the model's. */
export const usDate: CellReader = (raw) => {
  const us = /^([0-9]{1,2})\/([0-9]{1,2})\/([0-9]{4})$/.exec(raw);
  const iso = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/.exec(raw);
  const [month, day, year] = us ? [us[1], us[2], us[3]] : iso ? [iso[2], iso[3], iso[1]] : [];
  if (month === undefined || day === undefined || year === undefined) {
    return { error: 'must be a date such as 03/14/2025 (or 2025-03-14)' };
  }
  const written = `${month.padStart(2, '0')}/${day.padStart(2, '0')}/${year}`;
  const parsed = parseUsDate(written);
  return parsed.ok ? { value: formatUsDate(parsed.day) } : { error: `${raw} is not a real calendar date` };
};

/** Lower case, every run of other characters one underscore: "Joisted-Masonry " → "joisted_masonry". */
export const normalizeWord = (raw: string) =>
  raw
    .toLowerCase()
    .replace(/[^a-z0-9<>]+/g, '_')
    .replace(/^_+|_+$/g, '');

/** A reader of one of a closed list of values; the list and its spellings are there for the reference page. */
export type ChoiceReader = CellReader & { values: readonly string[]; aliases: Record<string, string> };

/** One of `values`, written as the value itself in any case or spacing, or as one of `aliases`. */
export function choice(values: readonly string[], aliases: Record<string, string> = {}): ChoiceReader {
  const read: CellReader = (raw) => {
    const word = normalizeWord(raw);
    const value = values.includes(word) ? word : aliases[word];
    if (value !== undefined) return { value };
    const others = Object.keys(aliases).filter((a) => !/^[0-9]+$/.test(a));
    const also = others.length > 0 ? ` (or a common spelling such as ${others.slice(0, 4).join(', ')})` : '';
    return { error: `must be one of: ${values.join(', ')}${also}` };
  };
  return Object.assign(read, { values, aliases });
}
