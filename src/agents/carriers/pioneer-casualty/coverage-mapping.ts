// Each line's own page (step 3) in ProducerNet's terms. See mapping.ts for formats and the choice of
// picking drop-downs by value (limits, deductibles, retentions, states) or by text (construction).
//
// Where canonical fields go:
// - BOP, Property & Liability: Business Personal Property ← input.propertyValue; Building Replacement
//   Cost ← businessOwners.buildingValue (only when buildingOwned); Liability Limits ←
//   bopCoverageLimit; Property Deductible ← input.deductible; construction, year built, square
//   footage and sprinklers from businessOwners.
// - WC, Class Codes & Payroll: one row per workersComp.classCodes entry; Experience Modification Factor
//   ← experienceMod (1.00 when absent: no experience rating); Employers' Liability Limits ←
//   employersLiabilityLimit; owners / officers ← ownersIncluded.
// - Umbrella, Underlying Insurance: limit and retention; the schedule from umbrella.underlyingPolicies:
//   General Liability ← the `gl` policy, else the `bop` one (a BOP's liability part is the insured's
//   GL); Auto ← the `auto` policy, "none" without one; Employers Liability ← the `wc` policy, "none"
//   without one (ProducerNet refuses that when the insured has employees, in its own words). Number of
//   Owned Vehicles ← commercialAuto.vehicles.length, else asked.
//
// Defaults we had to pick:
// - Construction `modified_fire_resistive` has no ProducerNet class: Masonry Non-Combustible, the next
//   more combustible class it offers (never the more favourable Fire Resistive).
// - Building facts the submission lacks (ownership, replacement cost, construction, year built, square
//   footage, sprinklers) are asked, not guessed (questions.ts).
// - Limits, deductibles and retentions ProducerNet does not offer: rejected_data naming its options.
import type { UnderlyingPolicy } from '../../../domain/quote-request/model/lines/umbrella.ts';
import type { Submission } from '../../../domain/quote-request/model/submission.ts';
import type { FieldFill } from '../shared/fill-fields.ts';
import { dollars, limitValue, type PioneerLine, yesNo } from './mapping.ts';

/** ProducerNet's Construction Type options by our ISO class. */
export const CONSTRUCTION_TYPES: Record<string, string> = {
  frame: 'Frame',
  joisted_masonry: 'Joisted Masonry',
  non_combustible: 'Non-Combustible',
  masonry_non_combustible: 'Masonry Non-Combustible',
  modified_fire_resistive: 'Masonry Non-Combustible',
  fire_resistive: 'Fire Resistive',
};

/** The building as Property & Liability asks it; typed values as text (a person may give them). */
export interface Building {
  owned: boolean;
  /** Replacement cost, asked only of an owner. */
  buildingValue: string;
  construction: string;
  yearBuilt: string;
  squareFeet: string;
  sprinklered: boolean;
}

/** What the submission says about the building; absent facts are asked (questions.ts). */
export function buildingFactsOf(s: Submission): Partial<Building> {
  const b = s.businessOwners ?? {};
  const text = (n: number | undefined) => (n === undefined ? undefined : String(Math.round(n)));
  return {
    owned: b.buildingOwned,
    buildingValue: b.buildingOwned === false ? '' : text(b.buildingValue),
    construction: b.constructionType ? CONSTRUCTION_TYPES[b.constructionType] : undefined,
    yearBuilt: text(b.yearBuilt),
    squareFeet: text(b.squareFeet),
    sprinklered: b.sprinklered,
  };
}

/** Property & Liability, once every building fact is known (from the submission or a person). */
export function bopFills(s: Submission, building: Building): FieldFill[] {
  const input = s.input;
  const fills: FieldFill[] = [
    { label: 'Does the insured own the building?', value: yesNo(building.owned) },
    // A tenant's building is not insured here: ProducerNet ignores the field then.
    { label: 'Building Replacement Cost', value: building.owned ? building.buildingValue : '' },
    { label: 'Business Personal Property', value: dollars(input.propertyValue ?? 0) },
    { label: 'Construction Type', value: building.construction },
    { label: 'Year Built', value: building.yearBuilt },
    { label: 'Total Square Footage', value: building.squareFeet },
    { label: 'Is the building fully sprinklered?', value: yesNo(building.sprinklered) },
  ];
  if (input.bopCoverageLimit)
    fills.push({
      label: 'Liability Limits',
      value: limitValue(input.bopCoverageLimit),
      byValue: true,
      offered: true,
    });
  if (input.deductible)
    fills.push({
      label: 'Property Deductible',
      value: dollars(Number(input.deductible)),
      byValue: true,
      offered: true,
    });
  return fills;
}

/** 0.95 → "0.95", 1 → "1.00", 0.875 → "0.875" (ProducerNet takes up to three decimals). */
export function experienceModText(mod: number | undefined): string {
  const fixed = (mod ?? 1).toFixed(3);
  return fixed.endsWith('0') ? fixed.slice(0, -1) : fixed;
}

export const wcRowsOf = (s: Submission) => s.workersComp?.classCodes ?? [];

/** Class Codes & Payroll, for a table that already has one row per class code. */
export function wcFills(s: Submission): FieldFill[] {
  const wc = s.workersComp;
  if (!wc) return [];
  const rows = wc.classCodes.flatMap((row, i): FieldFill[] => {
    const n = i + 1;
    return [
      { label: `State (class ${n})`, value: row.state.toUpperCase(), byValue: true, offered: true },
      { label: `NCCI Class Code (class ${n})`, value: row.classCode },
      { label: `Payroll (class ${n})`, value: dollars(row.payroll) },
      { label: `Number of Employees (class ${n})`, value: String(row.employees) },
    ];
  });
  return [
    ...rows,
    { label: 'Experience Modification Factor', value: experienceModText(wc.experienceMod) },
    {
      label: "Employers' Liability Limits",
      value: limitValue(wc.employersLiabilityLimit),
      byValue: true,
      offered: true,
    },
    { label: 'Include owners / officers in coverage?', value: yesNo(wc.ownersIncluded) },
  ];
}

const policyFor = (policies: UnderlyingPolicy[], ...lines: UnderlyingPolicy['line'][]) =>
  lines.map((line) => policies.find((p) => p.line === line)).find((p) => p !== undefined);

/** Owned vehicles for the auto schedule: known from the auto schedule, else asked (undefined). */
export function ownedVehiclesOf(s: Submission): number | undefined {
  if (!policyFor(s.umbrella?.underlyingPolicies ?? [], 'auto')) return 0;
  return s.commercialAuto?.vehicles.length;
}

/** Underlying Insurance: the umbrella and its schedule. `vehicles` when an auto policy is scheduled. */
export function umbrellaFills(s: Submission, vehicles: number): FieldFill[] {
  const umbrella = s.umbrella;
  if (!umbrella) return [];
  const policies = umbrella.underlyingPolicies;
  const gl = policyFor(policies, 'gl', 'bop');
  const auto = policyFor(policies, 'auto');
  const el = policyFor(policies, 'wc');
  const choice = (label: string, value: string): FieldFill => ({
    label,
    value,
    byValue: true,
    offered: true,
  });
  return [
    choice('Umbrella Limit', dollars(umbrella.limit)),
    choice('Self-Insured Retention', dollars(umbrella.retention)),
    { label: 'General Liability Carrier', value: gl?.carrier ?? '' },
    choice('General Liability Limits', gl ? limitValue(gl.limits) : ''),
    choice('Auto Liability Limit', auto ? limitValue(auto.limits) : 'none'),
    { label: 'Auto Liability Carrier', value: auto?.carrier ?? '' },
    { label: 'Number of Owned Vehicles', value: auto ? String(vehicles) : '' },
    choice('Employers Liability Limits', el ? limitValue(el.limits) : 'none'),
    { label: 'Employers Liability Carrier', value: el?.carrier ?? '' },
  ];
}

/** Who writes the line today, when the submission says (an underlying policy, the WC prior carrier). */
export function currentCarrierOf(s: Submission, line: PioneerLine): string | undefined {
  const policies = s.umbrella?.underlyingPolicies ?? [];
  if (line === 'wc') return s.workersComp?.priorCarrier ?? policyFor(policies, 'wc')?.carrier;
  if (line === 'bop') return policyFor(policies, 'bop')?.carrier;
  return undefined;
}
