// What Larkspur answers a completed submission: a decline (appetite, then underwriting), a referral,
// an indication (a business under three years old) or a bindable quote, with the formula's premium.
import { BOP_CLASSES, GL_CLASSES, type PremiumResult, rateBop, rateGl } from './rating.ts';
import { otherBuildings, otherExposures, otherYearsBuilt } from './schedules.ts';
import { type Line, parseMoney } from './steps.ts';

export type Decision =
  | { outcome: 'declined'; reason: 'appetite' | 'underwriting'; message: string }
  | { outcome: 'referred'; message: string; premium: PremiumResult }
  | { outcome: 'indicated'; message: string; premium: PremiumResult }
  | { outcome: 'quoted'; premium: PremiumResult };

export const REFERRAL_SALES = 5_000_000;
export const REFERRAL_PROPERTY = 5_000_000;
export const REFERRAL_YEAR_BUILT = 1950;

const num = (data: Record<string, string>, name: string) => parseMoney(data[name] ?? '') ?? 0;

export function yearsInBusiness(data: Record<string, string>): number {
  return Number((data.effective_date ?? '').slice(0, 4)) - Number(data.year_started);
}

export function premiumFor(line: Line, data: Record<string, string>): PremiumResult {
  if (line === 'gl')
    return rateGl({
      state: data.state!,
      classCode: data.gl_class!,
      grossSales: num(data, 'gross_sales'),
      payroll: num(data, 'payroll'),
      limits: data.gl_limits!,
      deductible: data.gl_deductible!,
      yearsInBusiness: yearsInBusiness(data),
      otherExposures: otherExposures(data),
    });
  return rateBop({
    state: data.state!,
    classCode: data.bop_class!,
    grossSales: num(data, 'gross_sales'),
    buildingLimit: num(data, 'building_limit'),
    contentsLimit: num(data, 'contents_limit'),
    construction: data.construction!,
    sprinklered: data.sprinklered === 'yes',
    limits: data.bop_limits!,
    deductible: data.property_deductible!,
    otherBuildings: otherBuildings(data),
  });
}

export function decide(line: Line, data: Record<string, string>): Decision {
  const declined =
    line === 'gl'
      ? GL_CLASSES.find((c) => c.code === data.gl_class)?.declined
      : BOP_CLASSES.find((c) => c.code === data.bop_class)?.declined;
  if (declined) return { outcome: 'declined', reason: 'appetite', message: declined };
  const losses = Number(data.loss_count ?? 0);
  if (data.prior_cancel === 'yes')
    return {
      outcome: 'declined',
      reason: 'underwriting',
      message:
        'Larkspur Mutual cannot offer terms to a business cancelled or non-renewed in the past 3 years.',
    };
  if (losses >= 3)
    return {
      outcome: 'declined',
      reason: 'underwriting',
      message: `Larkspur Mutual cannot offer terms with ${losses} losses in the past 3 years.`,
    };
  const premium = premiumFor(line, data);
  const referrals: string[] = [];
  if (losses === 2) referrals.push('two losses in the past 3 years');
  if (num(data, 'gross_sales') > REFERRAL_SALES) referrals.push('gross sales above $5,000,000');
  if (line === 'bop') {
    // Every building's limits together, and the oldest building.
    const others = otherBuildings(data).reduce((sum, b) => sum + b.buildingLimit + b.contentsLimit, 0);
    if (num(data, 'building_limit') + num(data, 'contents_limit') + others > REFERRAL_PROPERTY)
      referrals.push('property limits above $5,000,000');
    if (Math.min(Number(data.year_built), ...otherYearsBuilt(data)) < REFERRAL_YEAR_BUILT)
      referrals.push('a building built before 1950');
  }
  if (referrals.length)
    return {
      outcome: 'referred',
      message: `Referred to a Larkspur underwriter: ${referrals.join('; ')}. Your underwriter will reply within 2 business days.`,
      premium,
    };
  if (yearsInBusiness(data) < 3)
    return {
      outcome: 'indicated',
      message:
        'Indication only, not bindable: businesses under 3 years old are quoted once an underwriter has reviewed them.',
      premium,
    };
  return { outcome: 'quoted', premium };
}
