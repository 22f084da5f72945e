// The end of a submission: underwriting rules first (decline, referral), then the rating plan, giving
// what the submission store records (status, message, quote) and what the outcome page shows.
import type { Submission } from '../../core/submissions.ts';
import { type DraftData, newQuoteNumber } from './drafts.ts';
import { money } from './html.ts';
import { otherBuildingsForRating } from './pages/bop-locations.ts';
import { officersForRating } from './pages/wc-owners.ts';
import { rateBop, rateUmbrella, rateWc } from './rating.ts';
import { BOP_LIABILITY_LIMITS, CONSTRUCTION_TYPES, UMBRELLA_RETENTIONS, WC_EL_LIMITS } from './reference.ts';
import { underwritingDecision } from './underwriting.ts';
import { addDays, addYears, isoDay } from './validate.ts';

export const QUOTE_VALID_DAYS = 30;

export type Outcome = Pick<Submission, 'status' | 'message' | 'quote' | 'data'>;

const label = (choices: [string, string][], value: string) =>
  choices.find(([v]) => v === value)?.[1] ?? value;

function priced(draft: DraftData) {
  const applicant = draft.applicant!;
  const classification = draft.classification!;
  if (draft.line === 'bop') {
    const bop = draft.bop!;
    const rating = rateBop({
      state: applicant.state,
      naics: classification.naics,
      grossSales: classification.grossSales,
      buildingValue: bop.buildingValue,
      bppValue: bop.bppValue,
      construction: bop.construction,
      sprinklered: bop.sprinklered,
      alarm: draft.answers?.alarm === 'Y',
      liabilityLimit: bop.liabilityLimit,
      deductible: bop.deductible,
      otherBuildings: otherBuildingsForRating(bop.otherBuildings ?? []),
    });
    const terms: [string, string][] = [
      ['Liability Limits', label(BOP_LIABILITY_LIMITS, bop.liabilityLimit)],
      ['Building Limit', bop.buildingOwned ? money(bop.buildingValue) : 'Not covered (building not owned)'],
      ['Business Personal Property', money(bop.bppValue)],
      ['Property Deductible', money(bop.deductible)],
      ['Construction', label(CONSTRUCTION_TYPES, bop.construction)],
      ...(bop.otherBuildings?.length
        ? [
            ['Additional Locations', bop.otherBuildings.map((b) => `${b.street}, ${b.city}`).join('; ')] as [
              string,
              string,
            ],
          ]
        : []),
    ];
    return { rating, terms };
  }
  if (draft.line === 'wc') {
    const wc = draft.wc!;
    const rating = rateWc({ ...wc, officers: officersForRating(wc.officers ?? []) });
    const states = [...new Set(wc.classes.map((c) => c.state))].join(', ');
    const terms: [string, string][] = [
      ["Employers' Liability Limits", label(WC_EL_LIMITS, wc.employersLiabilityLimit)],
      ['Experience Modification', wc.experienceMod.toFixed(2)],
      ['States (Part One)', states],
      ['Owners / Officers', wc.ownersIncluded ? 'Included' : 'Excluded'],
      ...(wc.officers ?? []).map((o): [string, string] => [
        `Officer: ${o.name}`,
        o.included ? `Included, class ${o.classCode}` : 'Excluded',
      ]),
    ];
    return { rating, terms };
  }
  const umbrella = draft.umbrella!;
  const rating = rateUmbrella({
    state: applicant.state,
    naics: classification.naics,
    grossSales: classification.grossSales,
    limit: umbrella.limit,
    retention: umbrella.retention,
    vehicles: umbrella.vehicles,
  });
  const terms: [string, string][] = [
    ['Umbrella Limit', `${money(umbrella.limit)} Each Occurrence / ${money(umbrella.limit)} Aggregate`],
    [
      'Self-Insured Retention',
      UMBRELLA_RETENTIONS.includes(umbrella.retention) ? money(umbrella.retention) : '',
    ],
  ];
  return { rating, terms };
}

export function decideSubmission(draft: DraftData, now: Date): Outcome {
  const decision = underwritingDecision(draft);
  if (decision) return { status: decision.status, message: decision.message, data: draft };
  const { rating, terms } = priced(draft);
  const indication = draft.line === 'umbrella';
  const today = isoDay(now);
  const result = {
    lines: rating.lines,
    terms,
    expirationDate: addYears(draft.applicant!.effectiveDate, 1),
    quotedAt: today,
  };
  return {
    status: indication ? 'indicated' : 'quoted',
    ...(indication ? { message: 'Indication only — final terms subject to underwriting review' } : {}),
    quote: {
      quoteNumber: newQuoteNumber(draft.line, indication),
      annualPremium: rating.premium,
      quoteType: indication ? 'indication' : 'bindable',
      expiresAt: addDays(today, QUOTE_VALID_DAYS),
      breakdown: rating.lines,
    },
    data: { ...draft, result },
  };
}
