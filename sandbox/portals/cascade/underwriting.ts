// Cascade's underwriting: what a complete submission gets (decline, then referral, then the loss-runs
// request, then indication, then quote) and its premium by the line's formula (rating.ts).
import type { CascadeData, Coverage } from './model.ts';
import { type Rating, rateBop, rateCyber, rateGl } from './rating.ts';
import { type CascadeLine, DECLINED_CLASSES } from './reference.ts';

/** A quote or indication whose total payable is above this waits for loss runs. */
export const LOSS_RUNS_THRESHOLD = 10_000;
export const MAX_LOSSES = 4;
export const REFERRAL_INCURRED = 100_000;
export const BOP_REFERRAL_PROPERTY = 1_500_000;
export const BOP_REFERRAL_YEAR_BUILT = 1940;
export const NEW_VENTURE_YEARS = 3;

export const MESSAGES = {
  losses: 'Cascade Commercial declines risks with 4 or more losses in the past 3 years.',
  backups:
    'Cascade Commercial requires offline or immutable backups with tested restores for cyber coverage.',
  referred: (reasons: string[]) => `Referred to an underwriter: ${reasons.join('; ')}.`,
  noLossRuns: 'loss runs were not provided for a premium over $10,000',
  newVenture:
    'Indication only: businesses in operation fewer than 3 years are confirmed by an underwriter before binding.',
};

export type Decision =
  | { kind: 'decline'; message: string }
  | { kind: 'referral'; message: string }
  | { kind: 'indication'; rating: Rating; message: string }
  | { kind: 'quote'; rating: Rating; message?: undefined };

export function rateSubmission(
  line: CascadeLine,
  data: Required<Pick<CascadeData, 'business' | 'coverage' | 'lossHistory'>>,
): Rating {
  const { business, coverage, lossHistory } = data;
  const common = { state: business.state, classCode: coverage.classCode, lossCount: lossHistory.lossCount };
  const losses = lossHistory.losses ?? [];
  if (line === 'gl' && coverage.line === 'gl') return rateGl({ ...common, ...coverage, losses });
  if (line === 'bop' && coverage.line === 'bop')
    return rateBop({ ...common, ...coverage, annualRevenue: business.annualRevenue, losses });
  if (line === 'cyber' && coverage.line === 'cyber')
    return rateCyber({ ...common, ...coverage, annualRevenue: business.annualRevenue });
  throw new Error(`coverage of ${coverage.line} on a ${line} submission`);
}

function lineReferrals(coverage: Coverage): string[] {
  const reasons: string[] = [];
  if (coverage.line === 'bop') {
    if (coverage.personalPropertyLimit > BOP_REFERRAL_PROPERTY)
      reasons.push('business personal property over $1,500,000');
    const buildings = [
      ...(coverage.buildings ?? []),
      ...(coverage.locations ?? []).flatMap((l) => l.buildings),
    ];
    const property =
      coverage.personalPropertyLimit +
      (coverage.buildingLimit ?? 0) +
      buildings.reduce((sum, b) => sum + b.buildingLimit + b.personalPropertyLimit, 0);
    if (coverage.personalPropertyLimit <= BOP_REFERRAL_PROPERTY && property > BOP_REFERRAL_PROPERTY)
      reasons.push('property over $1,500,000 across all buildings');
    if ([coverage, ...buildings].some((b) => b.yearBuilt < BOP_REFERRAL_YEAR_BUILT))
      reasons.push('a building built before 1940');
  }
  if (coverage.line === 'cyber') {
    if (coverage.records === 'over1m') reasons.push('more than 1,000,000 records with personal information');
    if (coverage.priorIncidents) reasons.push('a cyber incident or claim in the past 5 years');
  }
  return reasons;
}

export function decide(
  line: CascadeLine,
  data: Required<Pick<CascadeData, 'business' | 'coverage' | 'lossHistory'>>,
): Decision {
  const { business, coverage, lossHistory } = data;
  const declinedClass = DECLINED_CLASSES[coverage.classCode];
  if (declinedClass) return { kind: 'decline', message: declinedClass };
  if (lossHistory.lossCount >= MAX_LOSSES) return { kind: 'decline', message: MESSAGES.losses };
  if (coverage.line === 'cyber' && !coverage.controls.backups)
    return { kind: 'decline', message: MESSAGES.backups };
  const reasons = [
    ...(lossHistory.openClaims ? ['open claims in the loss history'] : []),
    ...(lossHistory.totalIncurred > REFERRAL_INCURRED ? ['losses over $100,000 in the past 3 years'] : []),
    ...lineReferrals(coverage),
  ];
  if (reasons.length > 0) return { kind: 'referral', message: MESSAGES.referred(reasons) };
  const rating = rateSubmission(line, data);
  const yearsInBusiness = Number(coverage.effectiveDate.slice(0, 4)) - business.yearStarted;
  if (yearsInBusiness < NEW_VENTURE_YEARS)
    return { kind: 'indication', rating, message: MESSAGES.newVenture };
  return { kind: 'quote', rating };
}

/** Whether the underwriter asks for loss runs before issuing this decision's quote. */
export const needsLossRuns = (decision: Decision, data: CascadeData) =>
  (decision.kind === 'quote' || decision.kind === 'indication') &&
  decision.rating.total > LOSS_RUNS_THRESHOLD &&
  !data.lossRuns;
