// Step 1 of every line ("Business details"): the applicant, its address and contact, the effective date.
import type { BusinessInfo } from '../model.ts';
import { type HarborlineLine, STATES } from '../reference/states.ts';
import {
  addDays,
  EMAIL_PATTERN,
  FEIN_PATTERN,
  type FieldErrors,
  isIsoDate,
  lookupZip,
  naicsTitle,
  parseAmount,
  parseWhole,
  phoneDigits,
  text,
  todayIso,
} from './common.ts';

export const ENTITY_TYPES = [
  { value: 'corporation', label: 'Corporation' },
  { value: 'llc', label: 'Limited liability company (LLC)' },
  { value: 'partnership', label: 'Partnership' },
  { value: 'sole_proprietor', label: 'Sole proprietorship' },
  { value: 'nonprofit', label: 'Non-profit' },
  { value: 'other', label: 'Other' },
];

export const MAX_EFFECTIVE_DAYS = 60;
export const MAX_REVENUE = 25_000_000;
export const MAX_EMPLOYEES = 250;

export type Validated<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

export function validateBusiness(
  body: Record<string, unknown>,
  line: HarborlineLine,
  now: Date,
  newRequirements = false,
): Validated<BusinessInfo> {
  const errors: FieldErrors = {};
  const v = {
    legalName: text(body.legalName),
    dba: text(body.dba),
    fein: text(body.fein, 20),
    naics: text(body.naics, 10),
    entityType: text(body.entityType, 20),
    street: text(body.street),
    city: text(body.city, 60),
    state: text(body.state, 2).toUpperCase(),
    zip: text(body.zip, 10),
    contactName: text(body.contactName, 80),
    contactEmail: text(body.contactEmail, 120),
    contactPhone: text(body.contactPhone, 25),
    effectiveDate: text(body.effectiveDate, 10),
  };
  const yearStarted = parseWhole(body.yearStarted);
  const annualRevenue = parseAmount(body.annualRevenue);
  const employeeCount = parseWhole(body.employeeCount);
  const year = now.getUTCFullYear();

  if (v.legalName.length < 2) errors.legalName = "Enter the applicant's legal business name.";
  if (!v.fein && line === 'wc') errors.fein = "FEIN is required for workers' compensation.";
  else if (v.fein && !FEIN_PATTERN.test(v.fein)) errors.fein = 'Enter the FEIN as 12-3456789.';
  const title = naicsTitle(v.naics);
  if (!/^\d{6}$/.test(v.naics)) errors.naics = 'Enter a 6-digit NAICS code.';
  else if (!title) {
    errors.naics = `NAICS code ${v.naics} isn't in our classification list. Choose the closest 2017 NAICS code.`;
  }
  if (!ENTITY_TYPES.some((t) => t.value === v.entityType)) errors.entityType = 'Select a business structure.';
  if (!(yearStarted >= 1800 && yearStarted <= year)) {
    errors.yearStarted = `Enter a year between 1800 and ${year}.`;
  }
  if (!(annualRevenue > 0)) errors.annualRevenue = 'Annual revenue must be greater than $0.';
  else if (annualRevenue > MAX_REVENUE) {
    errors.annualRevenue = 'Broker Hub quotes businesses with annual revenue up to $25,000,000.';
  }
  if (!(employeeCount >= 1))
    errors.employeeCount = 'Enter at least 1 employee (include owners who work in the business).';
  else if (employeeCount > MAX_EMPLOYEES) {
    errors.employeeCount = 'Broker Hub quotes businesses with up to 250 employees. Contact your underwriter.';
  }
  if (v.street.length < 3) errors.street = 'Enter the street address.';
  if (v.city.length < 2) errors.city = 'Enter the city.';
  if (!STATES[v.state]) errors.state = 'Select a state.';
  if (!/^\d{5}$/.test(v.zip)) errors.zip = 'Enter a 5-digit ZIP code.';
  else {
    const zip = lookupZip(v.zip);
    if (!zip) errors.zip = `We couldn't find ZIP code ${v.zip}.`;
    else if (STATES[v.state] && zip.state !== v.state)
      errors.zip = `ZIP code ${v.zip} is in ${zip.state}, not ${v.state}.`;
  }
  if (v.contactName.length < 2) errors.contactName = 'Enter a contact name.';
  if (!EMAIL_PATTERN.test(v.contactEmail)) errors.contactEmail = 'Enter a valid email address.';
  if (phoneDigits(v.contactPhone).length !== 10) errors.contactPhone = 'Enter a 10-digit phone number.';
  const today = todayIso(now);
  if (!isIsoDate(v.effectiveDate)) errors.effectiveDate = 'Enter the policy effective date.';
  else if (v.effectiveDate < today) errors.effectiveDate = "The effective date can't be in the past.";
  else if (v.effectiveDate > addDays(today, MAX_EFFECTIVE_DAYS)) {
    errors.effectiveDate = 'Harborline can only quote policies effective within the next 60 days.';
  }
  // The `newRequirements` fault: years at this address is required too (checked, not kept nor rated).
  if (newRequirements && !/^\d{1,3}$/.test(text(body.yearsAtAddress, 4)))
    errors.yearsAtAddress = 'Enter the number of years at this address.';

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const digits = phoneDigits(v.contactPhone);
  return {
    ok: true,
    value: {
      ...v,
      contactPhone: `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`,
      naicsTitle: title ?? '',
      yearStarted,
      annualRevenue,
      employeeCount,
    },
  };
}
