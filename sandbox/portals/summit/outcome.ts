// What the Rate button decides: decline (loss history), referral (liquor, prior cancellation, old
// building), or a bindable quote priced by rating.ts. Expected outcomes are values, not exceptions.
import type { Submission } from '../../core/submissions.ts';
import { premisesForRating } from './pages/bop-premises.ts';
import { glLocationsForRating, lossesForRating } from './pages/gl-schedules.ts';
import { type BopPremium, rateBop, rateGl, rateUmbrella } from './rating.ts';
import { glClass, LOB_CODES, limitByCode } from './reference.ts';
import type { SummitDraft } from './types.ts';
import { addDays, isoDate } from './validate.ts';

export const QUOTE_VALID_DAYS = 30;
export const OLD_BUILDING_YEAR = 1950;

export type Outcome =
  | { status: 'declined'; message: string }
  | { status: 'referred'; message: string }
  | { status: 'quoted'; quote: NonNullable<Submission['quote']> };

export const LOSS_DECLINE =
  "Summit Mutual is unable to offer terms for this risk. The applicant's loss history (3 or more losses in the past 3 years) does not meet our underwriting guidelines.";

export function referralReasons(draft: SummitDraft): string[] {
  const uw = draft.underwriting;
  const reasons: string[] = [];
  if (draft.lob === 'umbrella' || !uw) return reasons;
  if (uw.alcohol)
    reasons.push('Liquor liability exposure: the applicant sells, serves or furnishes alcoholic beverages.');
  if (uw.cancelled)
    reasons.push('Prior cancellation, declination or non-renewal reported in the past 3 years.');
  if (draft.lob === 'bop' && draft.building && draft.building.yearBuilt < OLD_BUILDING_YEAR)
    reasons.push(
      `Building constructed in ${draft.building.yearBuilt}: buildings built before 1950 require underwriting review.`,
    );
  for (const [i, other] of (draft.lob === 'bop' ? (draft.building?.others ?? []) : []).entries())
    if (other.yearBuilt < OLD_BUILDING_YEAR)
      reasons.push(
        `Premises ${i + 1} constructed in ${other.yearBuilt}: buildings built before 1950 require underwriting review.`,
      );
  return reasons;
}

export function bopBreakdown(premium: BopPremium): { label: string; amount: number }[] {
  return [
    { label: 'Property', amount: premium.property },
    ...(premium.otherProperty ?? []),
    { label: 'Liability', amount: premium.liability },
    ...(premium.minimumAdjustment
      ? [{ label: 'Minimum Premium Adjustment', amount: premium.minimumAdjustment }]
      : []),
    { label: 'Terrorism (TRIA)', amount: premium.terrorism },
    { label: 'Policy Fee', amount: premium.policyFee },
  ];
}

/** The premium (and BOP breakdown) for a complete draft. */
export function priceDraft(draft: SummitDraft): {
  premium: number;
  breakdown?: { label: string; amount: number }[];
} {
  const a = draft.applicant!;
  const uw = draft.underwriting!;
  if (draft.lob === 'bop') {
    const b = draft.building!;
    const c = draft.coverages!;
    const premium = rateBop({
      state: a.state,
      naics: a.naics,
      buildingLimit: b.buildingLimit,
      bppLimit: b.bppLimit,
      construction: b.construction,
      sprinklered: b.sprinklered,
      deductible: c.deductible,
      occurrenceLimit: limitByCode(c.limitCode)!.occurrence,
      grossSales: a.grossSales,
      losses: uw.losses ?? 0,
      terrorism: c.terrorism,
      ...(b.others ? { otherBuildings: premisesForRating(a, b.others) } : {}),
    });
    return { premium: premium.total, breakdown: bopBreakdown(premium) };
  }
  if (draft.lob === 'gl') {
    const e = draft.exposure!;
    return {
      premium: rateGl({
        state: a.state,
        classRate: glClass(e.classCode)!.rate,
        basis: e.basis,
        exposure: e.exposure,
        occurrenceLimit: limitByCode(e.limitCode)!.occurrence,
        deductible: e.deductible,
        losses: uw.losses ?? 0,
        ...(e.locations ? { otherLocations: glLocationsForRating(e.locations) } : {}),
        ...(e.losses ? { listedLosses: lossesForRating(e.losses) } : {}),
      }),
    };
  }
  const l = draft.limits!;
  return {
    premium: rateUmbrella({
      state: a.state,
      naics: a.naics,
      grossSales: a.grossSales,
      limit: l.limit,
      retention: l.retention,
      vehicles: uw.vehicles ?? false,
      summitUnderlying: uw.summitUnderlying ?? false,
    }),
  };
}

export function decideOutcome(draft: SummitDraft, submissionNo: string, now: Date): Outcome {
  if (draft.lob !== 'umbrella' && (draft.underwriting?.losses ?? 0) >= 3)
    return { status: 'declined', message: LOSS_DECLINE };
  const reasons = referralReasons(draft);
  if (reasons.length > 0)
    return {
      status: 'referred',
      message: `This submission has been referred to a Summit Mutual underwriter. ${reasons.join(' ')} Your underwriter will respond within 2 business days.`,
    };
  const { premium, breakdown } = priceDraft(draft);
  return {
    status: 'quoted',
    quote: {
      quoteNumber: `SMQ-${LOB_CODES[draft.lob]}-${submissionNo.replace(/\D/g, '')}-01`,
      annualPremium: premium,
      quoteType: 'bindable',
      expiresAt: isoDate(addDays(now, QUOTE_VALID_DAYS)),
      ...(breakdown ? { breakdown } : {}),
    },
  };
}
