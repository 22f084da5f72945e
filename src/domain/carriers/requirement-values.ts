// Ranges and option lists of a carrier's requirements against the submission's values.
import type { CreateQuoteRequest } from '../quote-request/model/create-body.ts';
import type { OptionList, Range } from './requirements.ts';
import { valuesAt } from './submission-paths.ts';

type Found = { field: string; message: string };

const outcomeWords: Record<Range['outcome'], string> = {
  refused: 'its portal will refuse it',
  referred: 'it refers the submission to an underwriter',
  declined: 'it declines the submission',
};

/** Amounts grouped ("1,000,000"); years, counts and factors as written (1950, 1.5). */
const amount = (n: number) => (Math.abs(n) >= 10_000 ? n.toLocaleString('en-US') : String(n));

export function checkRanges(name: string, ranges: readonly Range[], s: CreateQuoteRequest): Found[] {
  return ranges.flatMap((range) =>
    valuesAt(s, range.field).flatMap(({ path, value }) => {
      if (typeof value !== 'number') return [];
      const low = range.min !== undefined && value < range.min;
      const high = range.max !== undefined && value > range.max;
      if (!low && !high) return [];
      const bound = low ? `below ${amount(range.min!)}` : `above ${amount(range.max!)}`;
      return [
        {
          field: path,
          message: `${name}: ${range.label} ${amount(value)} is ${bound}; ${outcomeWords[range.outcome]}`,
        },
      ];
    }),
  );
}

/** "1,000,000/2,000,000", 2500 and "$2,500" all compare as digits and slashes. */
export const canonicalOption = (value: unknown) =>
  typeof value === 'number' ? String(value) : typeof value === 'string' ? value.replace(/[^\d/]/g, '') : '';

const shown = (option: string) =>
  option
    .split('/')
    .map((part) => Number(part).toLocaleString('en-US'))
    .join('/');

export function checkOptions(name: string, lists: readonly OptionList[], s: CreateQuoteRequest): Found[] {
  return lists.flatMap((list) =>
    valuesAt(s, list.field).flatMap(({ path, value }) => {
      if (value === undefined || list.values.includes(canonicalOption(value))) return [];
      const offered = list.values.map(shown).join(', ');
      const then =
        list.otherwise === 'refused'
          ? 'the job will not quote another value for it'
          : 'the quote will be for the closest it offers, and say so';
      return [
        {
          field: path,
          message: `${name} offers ${list.label} ${offered} only, not ${shown(canonicalOption(value))}; ${then}`,
        },
      ];
    }),
  );
}
