// The carriers the service can quote with, and each one's appetite per line. Real carriers are added
// here with a playbook under src/agents/carriers/<id>/; nothing else knows which ones are sandboxes.

export type Line = 'bop' | 'gl' | 'wc' | 'auto' | 'umbrella' | 'cyber';

export interface LineAppetite {
  /** Two-letter codes it writes in; undefined means every state and DC. */
  states?: readonly string[];
  /** NAICS codes or prefixes (2 to 6 digits) it writes. */
  naicsPrefixes: readonly string[];
  maxAnnualRevenue: number;
  maxEmployees: number;
  /** Why a state is excluded, when it has a reason worth telling (beyond "not written"). */
  stateNotes?: Readonly<Record<string, string>>;
}

export interface Carrier {
  id: string;
  name: string;
  /** Where the agency's staff log in by hand; the agent uses the same portal. */
  portalUrl: string;
  /** Whether the portal is one of our fictional sandbox portals. */
  sandbox: boolean;
  lines: Partial<Record<Line, LineAppetite>>;
}

const ALL_STATES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
] as const;
export const usStates: readonly string[] = ALL_STATES;

const except = (...excluded: string[]) => ALL_STATES.filter((s) => !excluded.includes(s));

const summitStates = [
  'AZ',
  'CA',
  'CO',
  'CT',
  'FL',
  'GA',
  'IL',
  'IN',
  'MA',
  'MD',
  'MI',
  'MN',
  'NC',
  'NJ',
  'NY',
  'OH',
  'OR',
  'PA',
  'TN',
  'TX',
  'VA',
  'WA',
  'WI',
];
const summitClasses = [
  '44',
  '45',
  '7225',
  '5411',
  '5412',
  '5413',
  '5414',
  '5415',
  '5416',
  '5418',
  '8111',
  '8121',
  '8123',
];
const harborlineClasses = ['23', '42', '44', '45', '484', '54', '56', '72'];
const pioneerStates = [
  'IA',
  'IL',
  'IN',
  'KS',
  'MI',
  'MN',
  'MO',
  'NE',
  'OH',
  'PA',
  'WI',
  'NY',
  'NJ',
  'CT',
  'MA',
];
const pioneerClasses = ['31', '32', '33', '42', '44', '45', '81'];
const ironcladClasses = ['51', '52', '54', '61', '62', '44', '45'];
const bluebonnetStates = ['TX', 'OK', 'LA', 'AR', 'NM'];
const bluebonnetClasses = ['23', '44', '45', '53', '54', '72', '81'];

/** Portal base URLs come from the sandbox origin in embedded mode; see `carrierCatalog()`. */
export function carrierCatalog(sandboxPortalUrl: (host: string) => string): Carrier[] {
  return [
    {
      id: 'summit-mutual',
      name: 'Summit Mutual Insurance',
      portalUrl: sandboxPortalUrl('summit'),
      sandbox: true,
      lines: {
        bop: {
          states: summitStates,
          naicsPrefixes: summitClasses,
          maxAnnualRevenue: 10_000_000,
          maxEmployees: 100,
        },
        gl: {
          states: summitStates,
          naicsPrefixes: summitClasses,
          maxAnnualRevenue: 10_000_000,
          maxEmployees: 100,
        },
        umbrella: {
          states: summitStates,
          naicsPrefixes: summitClasses,
          maxAnnualRevenue: 20_000_000,
          maxEmployees: 100,
        },
      },
    },
    {
      id: 'harborline',
      name: 'Harborline Insurance',
      portalUrl: sandboxPortalUrl('harborline'),
      sandbox: true,
      lines: {
        wc: {
          states: except('CA'),
          naicsPrefixes: harborlineClasses,
          maxAnnualRevenue: 25_000_000,
          maxEmployees: 250,
          stateNotes: { CA: 'Harborline does not write workers’ compensation in CA' },
        },
        gl: {
          states: except('AK', 'HI'),
          naicsPrefixes: harborlineClasses,
          maxAnnualRevenue: 25_000_000,
          maxEmployees: 250,
        },
        auto: {
          states: [
            'AL',
            'AZ',
            'CO',
            'FL',
            'GA',
            'IL',
            'IN',
            'KS',
            'KY',
            'MI',
            'MN',
            'MO',
            'NC',
            'NV',
            'OH',
            'OK',
            'PA',
            'SC',
            'TN',
            'TX',
            'UT',
            'VA',
            'WI',
          ],
          naicsPrefixes: harborlineClasses,
          maxAnnualRevenue: 25_000_000,
          maxEmployees: 250,
        },
      },
    },
    {
      id: 'pioneer-casualty',
      name: 'Pioneer Casualty Group',
      portalUrl: sandboxPortalUrl('pioneer'),
      sandbox: true,
      lines: {
        bop: {
          states: pioneerStates,
          naicsPrefixes: pioneerClasses,
          maxAnnualRevenue: 50_000_000,
          maxEmployees: 500,
        },
        wc: {
          states: pioneerStates,
          naicsPrefixes: pioneerClasses,
          maxAnnualRevenue: 50_000_000,
          maxEmployees: 500,
        },
        umbrella: {
          states: pioneerStates,
          naicsPrefixes: pioneerClasses,
          maxAnnualRevenue: 50_000_000,
          maxEmployees: 500,
        },
      },
    },
    {
      id: 'ironclad-specialty',
      name: 'Ironclad Specialty',
      portalUrl: sandboxPortalUrl('ironclad'),
      sandbox: true,
      lines: {
        cyber: { naicsPrefixes: ironcladClasses, maxAnnualRevenue: 100_000_000, maxEmployees: 1000 },
        gl: { naicsPrefixes: ironcladClasses, maxAnnualRevenue: 50_000_000, maxEmployees: 1000 },
        umbrella: { naicsPrefixes: ironcladClasses, maxAnnualRevenue: 50_000_000, maxEmployees: 1000 },
      },
    },
    {
      id: 'bluebonnet',
      name: 'Bluebonnet General',
      portalUrl: sandboxPortalUrl('bluebonnet'),
      sandbox: true,
      lines: {
        bop: {
          states: bluebonnetStates,
          naicsPrefixes: bluebonnetClasses,
          maxAnnualRevenue: 15_000_000,
          maxEmployees: 75,
        },
        auto: {
          states: bluebonnetStates,
          naicsPrefixes: bluebonnetClasses,
          maxAnnualRevenue: 15_000_000,
          maxEmployees: 75,
        },
        cyber: {
          states: bluebonnetStates,
          naicsPrefixes: bluebonnetClasses,
          maxAnnualRevenue: 15_000_000,
          maxEmployees: 75,
        },
      },
    },
  ];
}
