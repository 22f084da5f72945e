// A ProducerNet submission as it is built step by step: kept in the sandbox submission store (status
// `draft`) so an agent whose session ended can sign in again and continue.
import { randomInt } from 'node:crypto';
import type { Submission } from '../../core/submissions.ts';
import type { SandboxContext } from '../../core/types.ts';
import type { OtherBuildingRow } from './pages/bop-locations.ts';
import type { OwnerRow } from './pages/wc-owners.ts';
import type { WcClassRow } from './rating.ts';
import type { PioneerLine } from './reference.ts';

export type ApplicantData = {
  namedInsured: string;
  dba: string;
  legalEntity: string;
  fein: string;
  yearStarted: number;
  street: string;
  city: string;
  state: string;
  zip: string;
  contactName: string;
  contactPhone: string;
  contactEmail: string;
  /** ISO date. */
  effectiveDate: string;
};

export type ClassificationData = {
  naics: string;
  naicsTitle: string;
  operations: string;
  grossSales: number;
  employees: number;
  totalPayroll?: number;
  classGroup: string;
};

export type BopCoverage = {
  buildingOwned: boolean;
  buildingValue: number;
  bppValue: number;
  construction: string;
  yearBuilt: number;
  squareFeet: number;
  sprinklered: boolean;
  liabilityLimit: string;
  deductible: number;
  /** The Additional Locations schedule: buildings at the insured's other premises. */
  otherBuildings?: OtherBuildingRow[];
};

export type WcCoverage = {
  classes: WcClassRow[];
  experienceMod: number;
  employersLiabilityLimit: string;
  ownersIncluded: boolean;
  /** The Owners & Officers table (rows left empty are none). */
  officers?: OwnerRow[];
};

export type UmbrellaCoverage = {
  limit: number;
  retention: number;
  glCarrier: string;
  glLimits: string;
  autoCarrier: string;
  autoLimit: string;
  vehicles: number;
  elCarrier: string;
  elLimits: string;
};

export type DraftData = {
  line: PioneerLine;
  /** How many steps are complete (0 to 5). */
  completed: number;
  applicant?: ApplicantData;
  classification?: ClassificationData;
  bop?: BopCoverage;
  wc?: WcCoverage;
  /** The WC class-code form as typed, kept across "Add another class" round trips. */
  wcForm?: Record<string, string>;
  umbrella?: UmbrellaCoverage;
  answers?: Record<string, string>;
  /** The priced quote or indication: limits and premium lines, for the outcome page and letter. */
  result?: {
    lines: { label: string; amount: number }[];
    terms: [string, string][];
    expirationDate: string;
    quotedAt: string;
  };
};

export const draftOf = (submission: Submission) => submission.data as DraftData;

export function newSubmissionId(ctx: SandboxContext): string {
  const year = String(ctx.now().getUTCFullYear()).slice(2);
  for (;;) {
    const id = `PN${year}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
    if (!ctx.submissions.get(ctx.carrierId, id)) return id;
  }
}

export function newQuoteNumber(line: PioneerLine, indication: boolean): string {
  const code = { bop: 'BOP', wc: 'WCP', umbrella: 'UMB' }[line];
  return `${indication ? 'PCI' : 'PCQ'}-${code}-${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
}

export function saveDraft(ctx: SandboxContext, submission: Submission, patch: Partial<DraftData>) {
  const data = { ...draftOf(submission), ...patch };
  const applicant = data.applicant;
  ctx.submissions.update(
    submission.id,
    {
      data,
      ...(applicant ? { applicantName: applicant.namedInsured, effectiveDate: applicant.effectiveDate } : {}),
    },
    ctx.now(),
  );
}
