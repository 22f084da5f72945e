// Vehicle makes by model year (the async Make dropdown), vehicle uses, radius bands, and auto coverage options.

const MAKES: { name: string; from?: number; to?: number }[] = [
  { name: 'Chevrolet' },
  { name: 'Chrysler' },
  { name: 'Dodge' },
  { name: 'Ford' },
  { name: 'Freightliner' },
  { name: 'GMC' },
  { name: 'Hino' },
  { name: 'Honda' },
  { name: 'Hummer', to: 2010 },
  { name: 'Hyundai' },
  { name: 'International' },
  { name: 'Isuzu' },
  { name: 'Jeep' },
  { name: 'Kenworth' },
  { name: 'Kia' },
  { name: 'Mack' },
  { name: 'Mercedes-Benz' },
  { name: 'Mercury', to: 2011 },
  { name: 'Mitsubishi Fuso' },
  { name: 'Nissan' },
  { name: 'Peterbilt' },
  { name: 'Pontiac', to: 2010 },
  { name: 'Ram', from: 2011 },
  { name: 'Rivian', from: 2022 },
  { name: 'Saturn', to: 2010 },
  { name: 'Scion', from: 2004, to: 2016 },
  { name: 'Subaru' },
  { name: 'Tesla', from: 2012 },
  { name: 'Toyota' },
  { name: 'Volkswagen' },
  { name: 'Volvo' },
];

export const OLDEST_MODEL_YEAR = 1990;

export function newestModelYear(now: Date): number {
  return now.getUTCFullYear() + 1;
}

export function makesFor(year: number): string[] {
  return MAKES.filter((m) => (m.from ?? 0) <= year && year <= (m.to ?? 9999)).map((m) => m.name);
}

export const VEHICLE_USES = [
  { value: 'service', label: 'Service (travel to job sites)', factor: 1.0 },
  { value: 'commercial', label: 'Commercial (hauling goods)', factor: 1.15 },
  { value: 'retail', label: 'Retail (delivery to customers)', factor: 1.3 },
];

export const RADIUS_BANDS = [
  { value: 'local', label: 'Local (up to 50 miles)', factor: 1.0 },
  { value: 'intermediate', label: 'Intermediate (51 to 200 miles)', factor: 1.2 },
  { value: 'long', label: 'Long haul (over 200 miles)', factor: 1.55 },
];

export const AUTO_LIMITS = [
  { value: '300000', label: '$300,000 CSL', factor: 0.78 },
  { value: '500000', label: '$500,000 CSL', factor: 0.88 },
  { value: '1000000', label: '$1,000,000 CSL', factor: 1.0 },
];

export const AUTO_DEDUCTIBLES = [
  { value: 500, label: '$500', factor: 1.1 },
  { value: 1000, label: '$1,000', factor: 1.0 },
  { value: 2500, label: '$2,500', factor: 0.9 },
];

/** More vehicles than this and the Broker Hub only gives an indication. */
export const MAX_BINDABLE_VEHICLES = 10;
export const MAX_VEHICLES = 50;
export const MAX_DRIVERS = 50;
