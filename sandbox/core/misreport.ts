// What a quote page shows under the `quotePage` fault: the same quote, misreported in one way, so
// tests can prove an agent never returns a quote that does not match its submission.
import type { QuotePageFault } from './faults.ts';

export const OTHER_INSURED = 'Harbor View Bakery LLC';

/** The insured's name as the page shows it. */
export const shownInsured = (name: string, fault: QuotePageFault | undefined) =>
  fault === 'other-insured' ? OTHER_INSURED : name;

/** Every amount in a limit text doubled, in the same format ("$1,000,000 / $2,000,000" → "$2,000,000 / $4,000,000"). */
export function doubledAmounts(text: string): string {
  return text.replace(/\d[\d,]*/g, (digits) => {
    const doubled = (Number(digits.replace(/,/g, '')) * 2).toString();
    return digits.includes(',') ? Number(doubled).toLocaleString('en-US') : doubled;
  });
}

/** A limit text as the page shows it. */
export const shownLimit = (text: string, fault: QuotePageFault | undefined) =>
  fault === 'other-limits' ? doubledAmounts(text) : text;

/** Breakdown lines as the page shows them: the first one $1 more under `bad-breakdown`. */
export function shownBreakdown<T extends { amount: number }>(
  lines: T[],
  fault: QuotePageFault | undefined,
): T[] {
  if (fault !== 'bad-breakdown') return lines;
  return lines.map((line, i) => (i === 0 ? { ...line, amount: line.amount + 1 } : line));
}

/** False when the page must hide its bindable marker. */
export const showsBindable = (fault: QuotePageFault | undefined) => fault !== 'no-bindable-marker';
