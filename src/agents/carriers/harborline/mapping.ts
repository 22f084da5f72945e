// Our canonical submission → Harborline Broker Hub fields, in the portal's own labels, option values and
// formats. Every default picked for something our submission does not carry is written beside its field.

import { builtInCarrier } from '../../../carrier-definitions/built-in.ts';
import { glExposureOn } from '../../../domain/carriers/gl-exposure.ts';
import type { Submission, SubmissionFor } from '../../../domain/quote-request/model/submission.ts';
import type { Fill } from '../../kit/fill.ts';

export type HarborlineLine = 'wc' | 'auto' | 'gl';

/** The line names on the dashboard tiles, the search filter and the result rows. */
export const LINE_NAMES: Record<HarborlineLine, string> = {
  wc: "Workers' Compensation",
  auto: 'Commercial Auto',
  gl: 'General Liability',
};

/** "07/01/2026" (our policy dates and dates of birth) → "2026-07-01" (the portal's date inputs). */
export function isoDate(usDate: string): string {
  const [month, day, year] = usDate.split('/');
  return `${year}-${month}-${day}`;
}

/** Amounts as the portal shows them in its own inputs ("2,400,000"); it also accepts "$" and plain digits. */
export const amount = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 2 });

/** Our ACORD entity types → the "Business structure" options; the portal has no LP, S-corp, JV or trust. */
const BUSINESS_STRUCTURES: Record<string, string> = {
  sole_proprietorship: 'Sole proprietorship',
  partnership: 'Partnership',
  limited_partnership: 'Partnership',
  joint_venture: 'Partnership',
  llc: 'Limited liability company (LLC)',
  corporation: 'Corporation',
  s_corporation: 'Corporation',
  nonprofit: 'Non-profit',
  trust: 'Other',
  other: 'Other',
};

/** Step 1 of every line. The portal has no field for our job id or the agency's contact, so neither is sent. */
export function businessFields(s: Submission): Fill[] {
  const i = s.input;
  return [
    { label: 'Legal business name', value: i.businessName },
    { label: 'DBA (optional)', value: i.dba ?? '' },
    // Required for WC only; our service requires it for WC too, so it is never missing there.
    { label: 'FEIN', value: i.fein ?? '' },
    { label: 'Business structure', value: BUSINESS_STRUCTURES[i.businessType] ?? 'Other' },
    // Sent as is: the portal refuses codes outside NAICS 2017 with its own message (→ rejected_data).
    { label: 'NAICS code', value: i.industryCode },
    { label: 'Year business started', value: String(i.yearEstablished) },
    { label: 'Annual revenue', value: amount(i.annualRevenue) },
    { label: 'Total employees', value: String(i.numberOfEmployees) },
    { label: 'Street address', value: i.streetAddress },
    { label: 'City', value: i.city },
    { label: 'State', value: i.state.toUpperCase(), byValue: true }, // option values are the 2-letter codes
    { label: 'ZIP code', value: i.zipCode },
    { label: 'Contact name', value: i.contactName },
    { label: 'Contact email', value: i.contactEmail },
    { label: 'Contact phone', value: i.contactPhone }, // the portal normalizes to (404) 555-0188
    // The portal has no expiration field: it quotes a one-year term from this date, whatever
    // policyExpirationDate says.
    { label: 'Policy effective date', value: isoDate(i.policyStartDate) },
  ];
}

/**
 * NCCI codes the portal lists under their former number: NCCI split 9079 into 9082 (restaurant NOC) and
 * 9083 (fast food); Broker Hub kept 9079 for restaurants and only added 9083. Declared in the catalog.
 */
const WC_CLASS_CROSSWALK = builtInCarrier('harborline').lines.wc?.requirements.wcCrosswalk ?? {};

/** A WC class code as Broker Hub lists it (the crosswalk above). */
export const portalWcClass = (code: string) => WC_CLASS_CROSSWALK[code] ?? code;

export interface WcRow {
  state: string;
  classCode: string;
  payroll: string;
  fullTime: string;
  partTime: string;
}

export interface WcForm {
  rows: WcRow[];
  fields: Fill[];
}

export function wcForm(s: SubmissionFor<'wc'>): WcForm {
  const wc = s.workersComp;
  const split = fullTimeSplit(
    wc.classCodes.map((c) => c.employees),
    s.input,
  );
  return {
    rows: wc.classCodes.map((c, i) => ({
      state: c.state.toUpperCase(),
      classCode: WC_CLASS_CROSSWALK[c.classCode] ?? c.classCode,
      payroll: amount(c.payroll),
      fullTime: String(split[i]?.fullTime ?? c.employees),
      partTime: String(split[i]?.partTime ?? 0),
    })),
    fields: [
      // No mod means not experience rated: the portal asks for 1.00 then.
      { label: 'Experience modification factor', value: (wc.experienceMod ?? 1).toFixed(2) },
      // Option values are our own limit format (500000/500000/500000); any other limit has no option.
      {
        label: "Employers' liability limits",
        value: wc.employersLiabilityLimit,
        byValue: true,
        offered: true,
      },
      // With owners and officers listed, Yes exactly when one is included (the portal checks it).
      { label: 'Include owners and officers in coverage?', value: ownersCovered(s) ? 'Yes' : 'No' },
    ],
  };
}

function ownersCovered(s: SubmissionFor<'wc'>): boolean {
  const owners = s.ownersOfficers ?? [];
  return owners.length > 0 ? owners.some((o) => o.workersComp === 'included') : s.workersComp.ownersIncluded;
}

/**
 * We carry one head count per class row and, for the business, the full-time and part-time counts; the
 * portal asks the split per row (not rated). When the rows add up to the business's full-time plus
 * part-time employees, rows take full-time employees first, in order, then part-time ones; otherwise
 * (or without the counts) every row's employees are full-time.
 */
export function fullTimeSplit(
  rows: number[],
  input: { fullTimeEmployees?: number; partTimeEmployees?: number; numberOfEmployees: number },
): { fullTime: number; partTime: number }[] {
  const full =
    input.fullTimeEmployees ??
    (input.partTimeEmployees === undefined ? undefined : input.numberOfEmployees - input.partTimeEmployees);
  const part = input.partTimeEmployees ?? (full === undefined ? undefined : input.numberOfEmployees - full);
  const total = rows.reduce((sum, n) => sum + n, 0);
  if (full === undefined || part === undefined || full + part !== total) {
    return rows.map((n) => ({ fullTime: n, partTime: 0 }));
  }
  let fullLeft = full;
  return rows.map((n) => {
    const fullTime = Math.min(n, fullLeft);
    fullLeft -= fullTime;
    return { fullTime, partTime: n - fullTime };
  });
}

/** Our radius in miles → the portal's bands (local up to 50, intermediate 51–200, long haul beyond). */
export function radiusBand(miles: number): string {
  if (miles <= 50) return 'local';
  if (miles <= 200) return 'intermediate';
  return 'long';
}

/** The comprehensive and collision deductibles the portal offers (one for the whole schedule). */
export const AUTO_DEDUCTIBLES = [500, 1000, 2500];

/**
 * Ours are per vehicle and optional; the portal takes one. The first vehicle's collision (else
 * comprehensive) deductible, moved to the nearest offered amount; none given → $1,000, the portal's
 * own default. The quote page shows the deductible quoted, and the extract reports that one.
 */
export function autoDeductible(requested: number | undefined): number {
  if (requested === undefined) return 1000;
  return AUTO_DEDUCTIBLES.reduce((best, d) =>
    Math.abs(d - requested) < Math.abs(best - requested) ? d : best,
  );
}

export interface VehicleRow {
  vin: string;
  year: string;
  make: string;
  model: string;
  garagingZip: string;
  use: string;
  radius: string;
}

export function vehiclesForm(s: SubmissionFor<'auto'>): { rows: VehicleRow[]; fields: Fill[] } {
  const auto = s.commercialAuto;
  const first = auto.vehicles[0];
  return {
    rows: auto.vehicles.map((v) => ({
      vin: v.vin.toUpperCase(),
      year: String(v.year),
      make: v.make, // matched to the year's make list without regard to case
      model: v.model,
      garagingZip: v.garagingZip,
      use: v.use, // service, commercial, retail are the portal's values too; pleasure and farm have none
      radius: radiusBand(v.radius),
    })),
    fields: [
      // Option values are the combined single limit in dollars; split limits have no option.
      {
        label: 'Liability limit (combined single limit)',
        value: auto.liabilityLimit,
        byValue: true,
        offered: true,
      },
      {
        label: 'Comprehensive and collision deductible',
        value: String(autoDeductible(first?.collisionDeductible ?? first?.comprehensiveDeductible)),
        byValue: true,
      },
    ],
  };
}

export interface DriverRow {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  licenseState: string;
  licenseNumber: string;
}

export function driverRows(s: SubmissionFor<'auto'>): DriverRow[] {
  return s.commercialAuto.drivers.map((d) => ({
    firstName: d.firstName,
    lastName: d.lastName,
    dateOfBirth: isoDate(d.dateOfBirth),
    licenseState: d.licenseState.toUpperCase(),
    licenseNumber: d.licenseNumber.replace(/\s/g, '').toUpperCase(),
  }));
}

/** How the portal names a class's premium basis ("Premium basis: Gross sales, rated per …"). */
export const BASIS_NAMES: Record<string, string> = {
  payroll: 'Payroll',
  sales: 'Gross sales',
  area: 'Area (square feet)',
  units: 'Units',
};

/**
 * The exposure on the basis Harborline rates the class on (its class table in the carrier catalog): a
 * class rated on gross sales takes `annualRevenue` when the submission gives payroll, and so on
 * (gl-exposure.ts). A class it does not list, or an exposure the submission holds on no other basis,
 * goes as given: the page then shows the basis it wants and the run stops there.
 */
export function glForm(s: SubmissionFor<'gl'>): { basis: string; fields: Fill[] } {
  const gl = s.generalLiability;
  const rated = builtInCarrier('harborline').lines.gl?.requirements.glClasses?.find(
    (c) => c.code === gl.classCode,
  );
  const exposure = (rated && glExposureOn(s, rated.basis)) ?? {
    basis: gl.exposureBasis,
    amount: gl.exposure,
  };
  return {
    basis: BASIS_NAMES[exposure.basis] ?? exposure.basis,
    fields: [
      // Sent as is: ISO codes the portal does not list have no option (→ rejected_data).
      {
        label: 'General liability class',
        value: gl.classCode,
        byValue: true,
        offered: true,
        refusal: `Harborline's general liability class list has no class ${gl.classCode}.`,
      },
      { label: 'Exposure', value: amount(exposure.amount) },
      {
        label: 'Limits of insurance (each occurrence / aggregate)',
        value: gl.limits,
        byValue: true,
        offered: true,
      },
      // We carry no GL deductible: "None", which is also what the portal preselects.
      { label: 'Property damage deductible', value: 'None' },
    ],
  };
}
