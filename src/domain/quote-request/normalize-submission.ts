// The canonical form of a valid create body, the one we store and hand to carrier playbooks: strings
// trimmed, phones as ten digits, codes in upper case, and an expiration date always present.
import { canonicalBusinessType } from './business-types.ts';
import { addYears, formatUsDate, parseUsDate } from './dates.ts';
import type { CreateQuoteRequest } from './model/create-body.ts';
import { phoneDigits } from './phone.ts';

/** Policies run one year unless the partner says otherwise. */
export const defaultTermYears = 1;

export function normalizeSubmission(body: CreateQuoteRequest): CreateQuoteRequest {
  const out = trimStrings(body) as CreateQuoteRequest;
  const input = out.input;
  input.state = input.state.toUpperCase();
  input.businessType = canonicalBusinessType(input.businessType) ?? input.businessType;
  input.contactPhone = phoneDigits(input.contactPhone) ?? input.contactPhone;
  if (input.agentContactPhone !== undefined) {
    input.agentContactPhone = phoneDigits(input.agentContactPhone) ?? input.agentContactPhone;
  }
  if (input.policyExpirationDate === undefined) {
    const start = parseUsDate(input.policyStartDate);
    if (start.ok) input.policyExpirationDate = formatUsDate(addYears(start.day, defaultTermYears));
  }
  for (const row of out.workersComp?.classCodes ?? []) row.state = row.state.toUpperCase();
  for (const vehicle of out.commercialAuto?.vehicles ?? []) vehicle.vin = vehicle.vin.toUpperCase();
  for (const driver of out.commercialAuto?.drivers ?? [])
    driver.licenseState = driver.licenseState.toUpperCase();
  return out;
}

/** A deep copy with every string trimmed; the caller's body is left as it was. */
function trimStrings(value: unknown): unknown {
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) return value.map(trimStrings);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, trimStrings(v)]));
  }
  return value;
}
