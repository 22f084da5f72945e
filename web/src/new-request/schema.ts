// The create body's JSON schema as the new-request page reads it (GET /app/api/quotes/form): which
// control each field gets, its label, and what one item of a list is called. No rule lives here: what
// is valid is the service's answer (POST /app/api/quotes/check).
export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: (string | number)[];
  anyOf?: JsonSchema[];
  const?: string | number;
  description?: string;
  examples?: unknown[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
}

export type Control =
  | { kind: 'object' }
  | { kind: 'list' }
  | { kind: 'choices'; options: string[] }
  | { kind: 'words' }
  | { kind: 'select'; options: string[] }
  | { kind: 'yesNo' }
  | { kind: 'number'; integer: boolean }
  | { kind: 'text' };

export function controlOf(s: JsonSchema): Control {
  const options = optionsOf(s);
  if (options) return { kind: 'select', options };
  if (s.type === 'object' || s.properties) return { kind: 'object' };
  if (s.type === 'array') {
    const item = s.items ?? {};
    if (item.type === 'object' || item.properties) return { kind: 'list' };
    const itemOptions = optionsOf(item);
    return itemOptions ? { kind: 'choices', options: itemOptions } : { kind: 'words' };
  }
  if (s.type === 'boolean') return { kind: 'yesNo' };
  if (s.type === 'integer' || s.type === 'number') return { kind: 'number', integer: s.type === 'integer' };
  if (s.anyOf?.some((a) => a.type === 'number' || a.type === 'integer'))
    return { kind: 'number', integer: false };
  return { kind: 'text' };
}

function optionsOf(s: JsonSchema): string[] | undefined {
  if (s.enum) return s.enum.map(String);
  if (s.anyOf?.length && s.anyOf.every((a) => a.const !== undefined))
    return s.anyOf.map((a) => String(a.const));
  return undefined;
}

const words: Record<string, string> = {
  fein: 'FEIN',
  dba: 'DBA',
  zipCode: 'ZIP code',
  industryCode: 'NAICS code',
  industryDescription: 'What the business does',
  numberOfEmployees: 'Employees',
  bopCoverageLimit: 'BOP limits (occurrence/aggregate)',
  externalReference: 'Your reference',
  classCode: 'Class code',
  areaOccupied: 'Area occupied (sq ft)',
  squareFeet: 'Area (sq ft)',
  id: 'Id',
  bop: 'Business owners',
  gl: 'General liability',
  wc: "Workers' comp",
  auto: 'Commercial auto',
  umbrella: 'Umbrella',
  cyber: 'Cyber',
};

/** `streetAddress` → "Street address" (with the few words people spell otherwise). */
export function labelOf(key: string): string {
  if (words[key]) return words[key]!;
  const spaced = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

const itemNames: Record<string, string> = {
  locations: 'Location',
  buildings: 'Building',
  lossHistory: 'Loss',
  priorInsurance: 'Prior policy',
  ownersOfficers: 'Owner or officer',
  additionalInterests: 'Additional interest',
  classCodes: 'Class code',
  locationClassCodes: 'Class code at a location',
  vehicles: 'Vehicle',
  drivers: 'Driver',
  underlyingPolicies: 'Underlying policy',
};

/** What one item of the list under `key` is called: "Location", "Owner or officer". */
export function itemNameOf(key: string): string {
  return itemNames[key] ?? labelOf(key).replace(/s$/, '');
}

/** Words for an option code: `masonry_non_combustible` → "masonry non combustible", `gl` → "General liability". */
export const optionText = (code: string) =>
  ['bop', 'gl', 'wc', 'auto'].includes(code) ? words[code]! : code.replaceAll('_', ' ');

/** A field's hint: the first sentence of its description and its example (the API reference has the rest). */
export function hintOf(schema: JsonSchema): string | undefined {
  const { description, examples } = schema;
  if (!description) return undefined;
  const first = (/^.*?[.:](?=\s|$)/.exec(description)?.[0] ?? description).replace(/:$/, '.');
  const example = examples?.[0];
  return example === undefined || typeof example === 'object' ? first : `${first} E.g. ${String(example)}`;
}

/** The line objects of the body, by line. */
export const lineObjects: Record<string, string> = {
  bop: 'businessOwners',
  gl: 'generalLiability',
  wc: 'workersComp',
  auto: 'commercialAuto',
  umbrella: 'umbrella',
  cyber: 'cyber',
};
