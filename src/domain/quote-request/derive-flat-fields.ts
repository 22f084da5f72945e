// The flat v1 values a full submission implies, so whatever reads the flat fields (playbooks, carrier
// warnings) reads the same values a partner who sent only the flat form would have sent (decision 0035):
// - location "1" and building "1" from the request address and `businessOwners` when `locations[]` is
//   absent (`locationsOf`), and `businessOwners` from the primary location's first building when only
//   `locations[]` was sent;
// - the claim counts from `lossHistory` rows, or 0 from `lossFreeYears` covering the count's years;
// - `workersComp.priorCarrier` from the newest WC term of `priorInsurance`.
// Values the partner sent are never replaced (the create rules refuse those that disagree). Pure.
import { lineObjectKeys } from '../lines.ts';
import { type BusinessOwnersKey, businessOwnersMapping, ownedToInterest } from './check-locations.ts';
import { type DayNumber, parseUsDate } from './dates.ts';
import { claimCountWindows, countLosses } from './loss-counts.ts';
import type { BusinessOwners } from './model/lines/business-owners.ts';
import type { Building, Location } from './model/locations.ts';
import type { Submission } from './model/submission.ts';
import { impliedBuildingId, impliedLocationId, primaryLocationIndex } from './primary-location.ts';

/** `submission` with the flat values its full parts imply filled in; the argument is left as it was. */
export function withDerivedFields(submission: Submission, today: DayNumber): Submission {
  const out = structuredClone(submission);
  deriveBusinessOwners(out);
  deriveClaimCounts(out, today);
  derivePriorCarrier(out);
  return out;
}

/** The request's locations: `locations[]` as sent, or location "1" with building "1" from the flat form. */
export function locationsOf(submission: Submission): Location[] {
  if (submission.locations) return submission.locations;
  const { input, businessOwners: bop = {} } = submission;
  const location: Location = {
    id: impliedLocationId,
    primary: true,
    streetAddress: input.streetAddress,
    city: input.city,
    state: input.state,
    zipCode: input.zipCode,
  };
  const building: Building = { id: impliedBuildingId };
  const buildingRecord = building as Record<string, unknown>;
  const locationRecord = location as Record<string, unknown>;
  for (const key of Object.keys(businessOwnersMapping) as BusinessOwnersKey[]) {
    const value = bop[key];
    if (value === undefined) continue;
    const [where, field] = businessOwnersMapping[key];
    const target = where === 'location' ? locationRecord : buildingRecord;
    target[field] = key === 'buildingOwned' ? ownedToInterest(value as boolean) : value;
  }
  return [{ ...location, buildings: [building] }];
}

/** The primary location: flagged `primary`, else the first (location "1" of the flat form). */
export function primaryLocation(submission: Submission): Location {
  const locations = locationsOf(submission);
  return locations[primaryLocationIndex(locations)] ?? locations[0]!;
}

function deriveBusinessOwners(s: Submission): void {
  if (!s.locations || !s.linesRequested.includes('bop')) return;
  const location = primaryLocation(s);
  const building = location.buildings?.[0];
  const bop: BusinessOwners = { ...s.businessOwners };
  const bopRecord = bop as Record<string, unknown>;
  for (const key of Object.keys(businessOwnersMapping) as BusinessOwnersKey[]) {
    if (bop[key] !== undefined) continue;
    const [where, field] = businessOwnersMapping[key];
    const holder = (where === 'location' ? location : building) as Record<string, unknown> | undefined;
    const value = holder?.[field];
    if (value === undefined) continue;
    bopRecord[key] = key === 'buildingOwned' ? value === 'owned' : value;
  }
  if (Object.keys(bop).length > 0) s[lineObjectKeys.bop] = bop;
}

function deriveClaimCounts(s: Submission, today: DayNumber): void {
  for (const window of claimCountWindows) {
    const data = s[window.object] as Record<string, unknown> | undefined;
    if (!data || data[window.field] !== undefined) continue;
    if (s.lossHistory) data[window.field] = countLosses(s.lossHistory, window.line, window.years, today);
    else if ((s.lossFreeYears?.[window.line] ?? 0) >= window.years) data[window.field] = 0;
  }
}

function derivePriorCarrier(s: Submission): void {
  if (!s.workersComp || s.workersComp.priorCarrier !== undefined) return;
  const start = (date: string) => {
    const parsed = parseUsDate(date);
    return parsed.ok ? parsed.day : Number.NEGATIVE_INFINITY;
  };
  const newest = (s.priorInsurance ?? [])
    .filter((p) => p.line === 'wc')
    .sort((a, b) => start(b.effectiveDate) - start(a.effectiveDate))[0];
  if (newest) s.workersComp.priorCarrier = newest.carrier;
}
