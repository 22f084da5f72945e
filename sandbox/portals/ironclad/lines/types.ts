// What each Ironclad Exchange product (cyber, GL, umbrella) plugs into the shared wizard pages.
import type { FieldErrors, FormValues } from '../forms.ts';
import type { PremiumLine, Rating } from '../rating.ts';

export type Product = 'cyber' | 'gl' | 'umbrella';

export type Decision =
  | { kind: 'declined' | 'referred'; message: string }
  | {
      kind: 'quoted' | 'indicated';
      rating: Rating;
      /** Limits, retention/deductible and other terms, as shown on the quote. */
      terms: [string, string][];
      note?: string;
    };

export interface LineModule {
  product: Product;
  /** Product name as the portal shows it, e.g. "Cyber Liability". */
  title: string;
  /** Middle part of the quote number, e.g. CYB in IXQ-CYB-508201. */
  quoteCode: string;
  renderCoverage(values: FormValues, errors: FieldErrors): string;
  validateCoverage(values: FormValues, applicant: FormValues): FieldErrors;
  /** Buttons other than Continue on the coverage page (e.g. add a schedule row): new values to re-render. */
  coverageAction?(action: string, values: FormValues): FormValues | undefined;
  renderUnderwriting(values: FormValues, errors: FieldErrors): string;
  validateUnderwriting(values: FormValues): FieldErrors;
  /** Label/value pairs for the Review page (answers to hidden follow-ups left out). */
  reviewRows(coverage: FormValues, underwriting: FormValues): [string, string][];
  decide(applicant: FormValues, coverage: FormValues, underwriting: FormValues): Decision;
}

export interface StoredResult {
  kind: 'quoted' | 'indicated' | 'referred' | 'declined';
  message?: string;
  quoteNumber?: string;
  total?: number;
  premium?: number;
  breakdown?: PremiumLine[];
  terms?: [string, string][];
  note?: string;
  effectiveDate?: string;
  expirationDate?: string;
  validUntil?: string;
  decidedAt: string;
}

export const yes = (values: FormValues, name: string) => values[name] === 'Y';

/** Validation for a required Yes/No question. */
export function requireAnswer(values: FormValues, errors: FieldErrors, name: string, message: string): void {
  if (values[name] !== 'Y' && values[name] !== 'N') errors[name] = message;
}

/** Validation for a free-text answer of at least `min` characters. */
export function requireText(
  values: FormValues,
  errors: FieldErrors,
  name: string,
  message: string,
  min = 20,
): void {
  if ((values[name] ?? '').length < min) errors[name] = message;
}
