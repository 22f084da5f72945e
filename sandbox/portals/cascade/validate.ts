// Server-side checks of each section the SPA saves, in Cascade's own words. Every answer is a field
// name → message map (422 VALIDATION_FAILED) or the section's typed value.
import { createRequire } from 'node:module';
import { usFromIso } from './app/format.ts';
import type { BopCoverage, Business, Coverage, CyberCoverage, GlCoverage, LossHistory } from './model.ts';
import {
  type CascadeLine,
  CONSTRUCTION_TYPES,
  type ConstructionType,
  CYBER_CONTROLS,
  CYBER_LIMITS,
  CYBER_RETENTIONS,
  type CyberControl,
  ENTITY_TYPES,
  findClass,
  GL_DEDUCTIBLES,
  LIABILITY_LIMITS,
  MAX_DAYS_AHEAD,
  MAX_EMPLOYEES,
  MAX_REVENUE,
  type Option,
  PROPERTY_DEDUCTIBLES,
  RECORDS_BANDS,
  type RecordsBand,
  WRITTEN_STATES,
} from './reference.ts';
import { checkLocations, checkLossRows, checkLossTotals, checkMoreBuildings } from './validate-parts.ts';

const require = createRequire(import.meta.url);
const zipcodes = require('zipcodes') as { lookup(zip: string): { state: string; city: string } | undefined };

export type FieldErrors = Record<string, string>;
export type Checked<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };
type Body = Record<string, unknown>;

export const text = (value: unknown, max = 120): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim().slice(0, max) : '';

/** "$1,250,000" → 1250000; NaN when not an amount. */
export function amount(value: unknown): number {
  const raw = text(value, 40).replace(/[$,\s]/g, '');
  return /^\d+(\.\d{1,2})?$/.test(raw) ? Number(raw) : Number.NaN;
}

export function whole(value: unknown): number {
  const raw = text(value, 20).replace(/,/g, '');
  return /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
}

export const todayIso = (now: Date) => now.toISOString().slice(0, 10);

export function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** "07/01/2026" → "2026-07-01"; undefined when not a real date in that format. */
export function parseUsDate(value: string): string | undefined {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  if (!match) return undefined;
  const iso = `${match[3]}-${match[1]!.padStart(2, '0')}-${match[2]!.padStart(2, '0')}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso ? iso : undefined;
}

/** "2026-07-01" → "07/01/2026": the portal's one date formatter (its React app's). */
export const usDate = usFromIso;

export const lookupZip = (zip: string) => (/^\d{5}$/.test(zip) ? zipcodes.lookup(zip) : undefined);

const yesNo = (value: unknown): boolean | undefined =>
  value === 'yes' || value === true ? true : value === 'no' || value === false ? false : undefined;

const option = <V extends string>(options: readonly Option<V>[], value: unknown): V | undefined =>
  options.find((o) => o.value === text(value, 40))?.value;

/** Street, city, state and ZIP: shared by the address check and the business section. */
export function checkAddress(
  body: Body,
): Checked<{ street: string; city: string; state: string; zip: string }> {
  const errors: FieldErrors = {};
  const street = text(body.street, 120);
  const city = text(body.city, 80);
  const state = text(body.state, 2).toUpperCase();
  const zip = text(body.zip, 10);
  if (street.length < 3) errors.street = 'Enter the street address.';
  if (!city) errors.city = 'Enter the city.';
  if (!state) errors.state = 'Choose the state.';
  const zip5 = zip.slice(0, 5);
  const found = /^\d{5}(-\d{4})?$/.test(zip) ? lookupZip(zip5) : undefined;
  if (!/^\d{5}(-\d{4})?$/.test(zip)) errors.zip = 'Enter a 5-digit ZIP code.';
  else if (!found) errors.zip = `We could not find ZIP code ${zip5}.`;
  else if (state && found.state !== state)
    errors.zip = `ZIP code ${zip5} is in ${found.state}, not ${state}.`;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { street, city, state, zip } };
}

export function checkBusiness(body: Body, now: Date): Checked<Business> {
  const errors: FieldErrors = {};
  const legalName = text(body.legalName, 120);
  const entity = text(body.entity, 40);
  const yearStarted = whole(body.yearStarted);
  const annualRevenue = amount(body.annualRevenue);
  const employees = whole(body.employees);
  if (legalName.length < 2) errors.legalName = "Enter the business's legal name.";
  if (!(ENTITY_TYPES as readonly string[]).includes(entity)) errors.entity = 'Choose the legal entity.';
  if (!(yearStarted >= 1800 && yearStarted <= now.getUTCFullYear()))
    errors.yearStarted = `Enter a year from 1800 to ${now.getUTCFullYear()}.`;
  if (!(annualRevenue > 0)) errors.annualRevenue = 'Enter the annual revenue in dollars (more than $0).';
  else if (annualRevenue > MAX_REVENUE)
    errors.annualRevenue = 'Cascade Commercial quotes businesses with annual revenue up to $20,000,000.';
  if (!(employees >= 1)) errors.employees = 'Enter the number of employees, owners included (at least 1).';
  else if (employees > MAX_EMPLOYEES)
    errors.employees = 'Cascade Commercial quotes businesses with up to 150 employees.';
  const address = checkAddress(body);
  if (!address.ok) Object.assign(errors, address.errors);
  else if (!WRITTEN_STATES.includes(address.value.state))
    errors.state = `Cascade Commercial writes business in ${WRITTEN_STATES.join(', ')} only.`;
  const addressChoice = body.addressChoice === 'entered' ? 'entered' : 'suggested';
  if (Object.keys(errors).length > 0 || !address.ok) return { ok: false, errors };
  return {
    ok: true,
    value: {
      legalName,
      dba: text(body.dba, 120),
      entity,
      yearStarted,
      annualRevenue,
      employees,
      ...address.value,
      addressChoice,
    },
  };
}

function checkCommon(body: Body, now: Date, errors: FieldErrors, newRequirements: boolean) {
  const classCode = text(body.classCode, 5);
  if (!findClass(classCode)) errors.classCode = 'Choose a class code from the list.';
  const raw = text(body.effectiveDate, 10);
  const effectiveDate = parseUsDate(raw);
  const today = todayIso(now);
  const latest = addDays(today, MAX_DAYS_AHEAD);
  if (!effectiveDate) errors.effectiveDate = 'Enter the effective date as MM/DD/YYYY.';
  else if (effectiveDate < today) errors.effectiveDate = 'The effective date cannot be in the past.';
  else if (effectiveDate > latest)
    errors.effectiveDate = `Cascade Commercial quotes up to ${MAX_DAYS_AHEAD} days ahead: choose ${usDate(latest)} or earlier.`;
  const extra: { yearsExperience?: number; safetyProgram?: boolean } = {};
  if (newRequirements) {
    const years = whole(body.yearsExperience);
    if (!(years >= 0 && years <= 80))
      errors.yearsExperience = "Enter the owner's or manager's years of industry experience (whole years).";
    else extra.yearsExperience = years;
    const safety = yesNo(body.safetyProgram);
    if (safety === undefined)
      errors.safetyProgram = 'Answer whether the applicant has a written safety program.';
    else extra.safetyProgram = safety;
  }
  return { classCode, effectiveDate: effectiveDate ?? '', ...extra };
}

function checkGl(body: Body, errors: FieldErrors): Omit<GlCoverage, 'classCode' | 'effectiveDate'> {
  const exposure = amount(body.exposure);
  const basis = findClass(text(body.classCode, 5))?.basis;
  if (!(exposure > 0)) errors.exposure = 'Enter the exposure (more than 0).';
  else if ((basis === 'area' || basis === 'units') && !Number.isInteger(exposure))
    errors.exposure = 'Enter the exposure as a whole number.';
  const limits = option(LIABILITY_LIMITS.gl, body.limits);
  if (!limits) errors.limits = 'Choose the limits.';
  const deductible = option(GL_DEDUCTIBLES, body.deductible);
  if (!deductible) errors.deductible = 'Choose the property damage deductible.';
  return { line: 'gl', exposure, limits: limits ?? '', deductible: deductible ?? '' };
}

function checkBop(
  body: Body,
  now: Date,
  errors: FieldErrors,
): Omit<BopCoverage, 'classCode' | 'effectiveDate'> {
  const personalPropertyLimit = amount(body.personalPropertyLimit);
  if (!(personalPropertyLimit >= 10_000 && personalPropertyLimit <= 5_000_000))
    errors.personalPropertyLimit = 'Enter a business personal property limit from $10,000 to $5,000,000.';
  const construction = option(CONSTRUCTION_TYPES, body.construction);
  if (!construction) errors.construction = 'Choose the construction type.';
  const yearBuilt = whole(body.yearBuilt);
  if (!(yearBuilt >= 1800 && yearBuilt <= now.getUTCFullYear()))
    errors.yearBuilt = `Enter a year built from 1800 to ${now.getUTCFullYear()}.`;
  const squareFeet = whole(body.squareFeet);
  if (!(squareFeet >= 100 && squareFeet <= 100_000))
    errors.squareFeet = 'Enter the square footage occupied (100 to 100,000).';
  const sprinklered = yesNo(body.sprinklered);
  if (sprinklered === undefined) errors.sprinklered = 'Answer whether the building is fully sprinklered.';
  const propertyDeductible = option(PROPERTY_DEDUCTIBLES, body.propertyDeductible);
  if (!propertyDeductible) errors.propertyDeductible = 'Choose the property deductible.';
  const liabilityLimits = option(LIABILITY_LIMITS.bop, body.liabilityLimits);
  if (!liabilityLimits) errors.liabilityLimits = 'Choose the liability limits.';
  const buildingLimit = text(body.buildingLimit, 40) === '' ? 0 : amount(body.buildingLimit);
  if (!(buildingLimit >= 0 && buildingLimit <= 10_000_000))
    errors.buildingLimit = 'Enter a building limit up to $10,000,000 (blank when not insured).';
  const buildings = checkMoreBuildings(body.buildings, now, errors);
  const locations = checkLocations(body.locations, now, errors);
  return {
    line: 'bop',
    ...(buildingLimit > 0 ? { buildingLimit } : {}),
    ...(buildings.length > 0 ? { buildings } : {}),
    ...(locations.length > 0 ? { locations } : {}),
    personalPropertyLimit,
    construction: (construction ?? 'frame') as ConstructionType,
    yearBuilt,
    squareFeet,
    sprinklered: sprinklered ?? false,
    propertyDeductible: propertyDeductible ?? '',
    liabilityLimits: liabilityLimits ?? '',
  };
}

function checkCyber(body: Body, errors: FieldErrors): Omit<CyberCoverage, 'classCode' | 'effectiveDate'> {
  const aggregateLimit = option(CYBER_LIMITS, body.aggregateLimit);
  if (!aggregateLimit) errors.aggregateLimit = 'Choose the aggregate limit.';
  const retention = option(CYBER_RETENTIONS, body.retention);
  if (!retention) errors.retention = 'Choose the retention.';
  const records = option(RECORDS_BANDS, body.records);
  if (!records) errors.records = 'Choose how many records with personal information the business holds.';
  const controls = {} as Record<CyberControl, boolean>;
  for (const control of CYBER_CONTROLS) {
    const answer = yesNo(body[control.id]);
    if (answer === undefined) errors[control.id] = 'Answer this question.';
    controls[control.id] = answer ?? false;
  }
  const priorIncidents = yesNo(body.priorIncidents);
  if (priorIncidents === undefined) errors.priorIncidents = 'Answer this question.';
  const acceptsCards = yesNo(body.acceptsCards);
  if (acceptsCards === undefined) errors.acceptsCards = 'Answer this question.';
  const pciCompliant = acceptsCards ? yesNo(body.pciCompliant) : undefined;
  if (acceptsCards && pciCompliant === undefined) errors.pciCompliant = 'Answer this question.';
  return {
    line: 'cyber',
    aggregateLimit: aggregateLimit ?? '',
    retention: retention ?? '',
    records: (records ?? 'under100k') as RecordsBand,
    controls,
    priorIncidents: priorIncidents ?? false,
    acceptsCards: acceptsCards ?? false,
    ...(pciCompliant === undefined ? {} : { pciCompliant }),
  };
}

export function checkCoverage(
  line: CascadeLine,
  body: Body,
  now: Date,
  newRequirements: boolean,
): Checked<Coverage> {
  const errors: FieldErrors = {};
  const common = checkCommon(body, now, errors, newRequirements);
  const own =
    line === 'gl'
      ? checkGl(body, errors)
      : line === 'bop'
        ? checkBop(body, now, errors)
        : checkCyber(body, errors);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { ...common, ...own } as Coverage };
}

export function checkLossHistory(body: Body, line: CascadeLine, now: Date): Checked<LossHistory> {
  const errors: FieldErrors = {};
  const lossCount = whole(body.lossCount);
  const totalIncurred = amount(body.totalIncurred);
  const openClaims = yesNo(body.openClaims);
  if (!(lossCount >= 0 && lossCount <= 99)) errors.lossCount = 'Enter the number of losses (0 to 99).';
  if (!(totalIncurred >= 0)) errors.totalIncurred = 'Enter the total incurred in dollars (0 when none).';
  else if (lossCount === 0 && totalIncurred > 0)
    errors.totalIncurred = 'With no losses, the total incurred must be $0.';
  if (openClaims === undefined) errors.openClaims = 'Answer whether any claims are still open.';
  const losses = line === 'cyber' ? [] : checkLossRows(body.losses, now, errors);
  if (Object.keys(errors).length === 0)
    checkLossTotals(losses, { lossCount, totalIncurred, openClaims: openClaims ?? false }, errors);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const value = { lossCount, totalIncurred, openClaims: openClaims ?? false };
  return { ok: true, value: losses.length > 0 ? { ...value, losses } : value };
}
