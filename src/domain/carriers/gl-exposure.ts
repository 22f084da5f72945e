// A GL exposure on the basis a carrier rates the class on. A submission gives one exposure on one basis;
// a portal that rates the class on another basis needs the amount on its own, and the submission often
// holds it under another name: gross sales are `annualRevenue`, payroll is `annualPayroll`, area is the
// building's `squareFeet`. Units (apartments, vehicles) have no other name: that cannot be derived.
import type { CreateQuoteRequest } from '../quote-request/model/create-body.ts';
import type { ExposureBasis } from './requirements.ts';

export interface GlExposure {
  basis: ExposureBasis;
  amount: number;
  /** Where the amount comes from, for the timeline and the docs. */
  source: string;
}

const sources: Record<ExposureBasis, (s: CreateQuoteRequest) => number | undefined> = {
  sales: (s) => s.input.annualRevenue,
  payroll: (s) => s.input.annualPayroll,
  area: (s) => s.businessOwners?.squareFeet,
  units: () => undefined,
};

const sourceNames: Record<ExposureBasis, string> = {
  sales: 'input.annualRevenue',
  payroll: 'input.annualPayroll',
  area: 'businessOwners.squareFeet',
  units: 'generalLiability.exposure',
};

/** The exposure on `basis` (the class's own basis at this carrier), or undefined when the submission lacks it. */
export function glExposureOn(submission: CreateQuoteRequest, basis: ExposureBasis): GlExposure | undefined {
  const gl = submission.generalLiability;
  if (!gl) return undefined;
  if (gl.exposureBasis === basis) return { basis, amount: gl.exposure, source: 'generalLiability.exposure' };
  const amount = sources[basis](submission);
  return amount !== undefined && amount > 0 ? { basis, amount, source: sourceNames[basis] } : undefined;
}

export const basisNames: Record<ExposureBasis, string> = {
  sales: 'gross sales',
  payroll: 'payroll',
  area: 'area (square feet)',
  units: 'units',
};
