// The address check behind the "We found a standardized address" dialog: the postal form of what was
// typed (upper case, USPS suffix and direction abbreviations, the ZIP's own city, and a ZIP+4 that is
// the same for the same street), as address-verification services answer.
import { lookupZip } from './validate.ts';

export interface Address {
  street: string;
  city: string;
  state: string;
  zip: string;
}

// biome-ignore format: a table
const ABBREVIATIONS: Record<string, string> = {
  STREET: 'ST', AVENUE: 'AVE', BOULEVARD: 'BLVD', ROAD: 'RD', DRIVE: 'DR', LANE: 'LN', COURT: 'CT',
  PLACE: 'PL', PARKWAY: 'PKWY', HIGHWAY: 'HWY', TERRACE: 'TER', CIRCLE: 'CIR', SQUARE: 'SQ', WAY: 'WAY',
  SUITE: 'STE', APARTMENT: 'APT', BUILDING: 'BLDG', FLOOR: 'FL', NORTH: 'N', SOUTH: 'S', EAST: 'E',
  WEST: 'W', NORTHEAST: 'NE', NORTHWEST: 'NW', SOUTHEAST: 'SE', SOUTHWEST: 'SW',
};

/** Four digits from the street: the same street always gets the same ZIP+4. */
function plusFour(street: string): string {
  let hash = 7;
  for (const char of street) hash = (hash * 31 + char.charCodeAt(0)) % 9973;
  return String(1000 + (hash % 9000)).padStart(4, '0');
}

export function standardize(address: Address): Address {
  const street = address.street
    .toUpperCase()
    .replace(/[.,#]/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => ABBREVIATIONS[word] ?? word)
    .join(' ');
  const zip5 = address.zip.slice(0, 5);
  const city = (lookupZip(zip5)?.city ?? address.city).toUpperCase();
  return { street, city, state: address.state, zip: `${zip5}-${plusFour(street)}` };
}

export const sameAddress = (a: Address, b: Address) =>
  a.street === b.street && a.city === b.city && a.state === b.state && a.zip === b.zip;
