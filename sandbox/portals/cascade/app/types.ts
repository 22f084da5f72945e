// What the API answers, typed from the server's own view functions (type-only imports: nothing of the
// server reaches the bundle).
import type { ClassItem, Reference } from '../server/lookups.ts';
import type { QuoteView } from '../server/quote-view.ts';

export type { ClassItem, QuoteView, Reference };
export type Line = QuoteView['line'];

export interface User {
  username: string;
  name: string;
  agency: string;
}

export interface SearchRow {
  ref: string;
  lineName: string;
  insured: string;
  effectiveDate: string;
  status: string;
  statusLabel: string;
  total: number | null;
}

export const LINE_NAMES: Record<Line, string> = {
  gl: 'General Liability',
  bop: "Business Owner's Policy",
  cyber: 'Cyber',
};
