// Harborline's rating formulas: deterministic premiums from the portal's own data, rounded to whole dollars
// with a minimum premium per line. Documented in docs/sandbox-carriers/harborline-rating.md.
import { BASIS_UNITS, findGlClass, GL_DEDUCTIBLES, GL_LIMITS } from './reference/gl-classes.ts';
import { AUTO_DEDUCTIBLES, AUTO_LIMITS, RADIUS_BANDS, VEHICLE_USES } from './reference/vehicles.ts';
import { EL_LIMITS, WC_CLASSES } from './reference/wc-classes.ts';

export interface PremiumLine {
  label: string;
  amount: number;
}

export interface Rating {
  premium: number;
  breakdown: PremiumLine[];
}

export const MINIMUM_PREMIUM = { wc: 750, auto: 1500, gl: 500 } as const;
/** WC rates are per $100 of payroll. */
export const WC_BASE_RATE = 1.0;
/** Annual premium per vehicle before factors. */
export const AUTO_BASE_RATE = 1150;

/** State factors per line; states not listed rate at 1.00. */
export const STATE_FACTORS: Record<'wc' | 'auto' | 'gl', Record<string, number>> = {
  wc: {
    AZ: 0.9,
    CO: 0.95,
    CT: 1.2,
    FL: 1.1,
    GA: 0.98,
    IL: 1.25,
    IN: 0.82,
    MA: 1.05,
    NJ: 1.3,
    NY: 1.35,
    PA: 1.15,
    TX: 0.85,
    VA: 0.88,
  },
  auto: {
    AZ: 1.05,
    CO: 1.1,
    FL: 1.4,
    GA: 1.2,
    IL: 1.15,
    MI: 1.45,
    NV: 1.15,
    OH: 0.9,
    TX: 1.25,
    UT: 0.92,
    WI: 0.88,
  },
  gl: { CA: 1.25, FL: 1.15, IL: 1.1, NJ: 1.2, NY: 1.4, TX: 1.05 },
};

export const stateFactor = (line: 'wc' | 'auto' | 'gl', state: string) => STATE_FACTORS[line][state] ?? 1;

const factor = <T extends { value: unknown; factor: number }>(options: T[], value: unknown, what: string) => {
  const found = options.find((o) => String(o.value) === String(value));
  if (!found) throw new Error(`unknown ${what}: ${String(value)}`);
  return found.factor;
};

function withMinimum(line: keyof typeof MINIMUM_PREMIUM, breakdown: PremiumLine[]): Rating {
  const total = breakdown.reduce((sum, l) => sum + l.amount, 0);
  const minimum = MINIMUM_PREMIUM[line];
  if (total >= minimum) return { premium: total, breakdown };
  return {
    premium: minimum,
    breakdown: [...breakdown, { label: 'Minimum premium adjustment', amount: minimum - total }],
  };
}

export interface WcRatingInput {
  classes: { state: string; classCode: string; payroll: number }[];
  experienceMod: number;
  elLimit: string;
  /** "Owners & officers": an included one's payroll is rated at their class in the first row's state. */
  officers?: { name: string; included: boolean; classCode: string; payroll: number }[];
}

/** The rated rows: every class row, then each included officer's payroll in the governing state. */
function wcRows(input: WcRatingInput) {
  const governing = input.classes[0]?.state ?? '';
  const officers = (input.officers ?? [])
    .filter((o) => o.included)
    .map((o) => ({ state: governing, classCode: o.classCode, payroll: o.payroll, officer: o.name }));
  return [...input.classes.map((c) => ({ ...c, officer: undefined as string | undefined })), ...officers];
}

export function rateWc(input: WcRatingInput): Rating {
  const rows = wcRows(input).map((row) => {
    const cls = WC_CLASSES.find((c) => c.code === row.classCode);
    if (!cls) throw new Error(`unknown class code ${row.classCode}`);
    const exact = (row.payroll / 100) * WC_BASE_RATE * cls.factor * stateFactor('wc', row.state);
    const what = row.officer ? `Officer ${row.officer}: ` : '';
    return { label: `${what}${row.state} ${row.classCode} ${cls.description}`, exact };
  });
  const manual = rows.reduce((sum, r) => sum + r.exact, 0);
  const modified = Math.round(manual * input.experienceMod * factor(EL_LIMITS, input.elLimit, 'EL limit'));
  const breakdown = rows.map((r) => ({ label: r.label, amount: Math.round(r.exact) }));
  const listed = breakdown.reduce((sum, l) => sum + l.amount, 0);
  breakdown.push({ label: "Experience modification and employers' liability", amount: modified - listed });
  return withMinimum('wc', breakdown);
}

export interface AutoRatingInput {
  vehicles: {
    year: number;
    make: string;
    model: string;
    garagingState: string;
    use: string;
    radius: string;
  }[];
  liabilityLimit: string;
  deductible: number;
}

export function rateAuto(input: AutoRatingInput): Rating {
  const limit = factor(AUTO_LIMITS, input.liabilityLimit, 'liability limit');
  const deductible = factor(AUTO_DEDUCTIBLES, input.deductible, 'deductible');
  const breakdown = input.vehicles.map((v, i) => ({
    label: `Vehicle ${i + 1}: ${v.year} ${v.make} ${v.model}`,
    amount: Math.round(
      AUTO_BASE_RATE *
        stateFactor('auto', v.garagingState) *
        factor(VEHICLE_USES, v.use, 'use') *
        factor(RADIUS_BANDS, v.radius, 'radius') *
        limit *
        deductible,
    ),
  }));
  return withMinimum('auto', breakdown);
}

export interface GlRatingInput {
  state: string;
  classCode: string;
  exposure: number;
  limits: string;
  deductible: number;
  /** The "Loss history" table's rows (the past 5 years). */
  losses?: { paid: number; reserved: number; status: 'open' | 'closed' }[];
}

/** Loss surcharge: 10 % per listed loss, 5 % more per open one, 10 % more when $25,000+ incurred; 50 % at most. */
export const LOSS_SURCHARGE = { perLoss: 0.1, perOpen: 0.05, largeIncurred: 25_000, large: 0.1, cap: 0.5 };

export function lossSurcharge(losses: GlRatingInput['losses']): number {
  const rows = losses ?? [];
  if (rows.length === 0) return 0;
  const incurred = rows.reduce((sum, l) => sum + l.paid + l.reserved, 0);
  const open = rows.filter((l) => l.status === 'open').length;
  const s = LOSS_SURCHARGE;
  const rate = rows.length * s.perLoss + open * s.perOpen + (incurred >= s.largeIncurred ? s.large : 0);
  return Math.min(s.cap, Math.round(rate * 100) / 100);
}

export function rateGl(input: GlRatingInput): Rating {
  const cls = findGlClass(input.classCode);
  if (!cls) throw new Error(`unknown GL class ${input.classCode}`);
  const exact =
    (input.exposure / BASIS_UNITS[cls.basis].divisor) *
    cls.rate *
    stateFactor('gl', input.state) *
    factor(GL_LIMITS, input.limits, 'limits') *
    factor(GL_DEDUCTIBLES, input.deductible, 'deductible');
  const amount = Math.round(exact);
  const breakdown = [{ label: 'Premises, operations and products-completed operations', amount }];
  const surcharge = lossSurcharge(input.losses);
  if (surcharge > 0) {
    const count = input.losses!.length;
    breakdown.push({
      label: `Loss history surcharge (${count} loss${count === 1 ? '' : 'es'}, ${Math.round(surcharge * 100)} %)`,
      amount: Math.round(exact * surcharge),
    });
  }
  return withMinimum('gl', breakdown);
}
