// The `zipcodes` package ships no types; only what we use is declared.
declare module 'zipcodes' {
  export interface ZipCodeInfo {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: string;
  }
  export function lookup(zip: string | number): ZipCodeInfo | undefined;
  const zipcodes: { lookup: typeof lookup };
  export default zipcodes;
}
