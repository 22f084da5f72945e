// The carriers the service can quote with, and each one's appetite per line. Real carriers are added
// here with a playbook under src/agents/carriers/<id>/; nothing else knows which ones are sandboxes.

import type { Line } from '../lines.ts';
import { usStateCodes } from '../us-states.ts';
import { bluebonnetRequirements } from './requirements/bluebonnet.ts';
import { cascadeRequirements } from './requirements/cascade-commercial.ts';
import { harborlineAutoStates, harborlineRequirements } from './requirements/harborline.ts';
import { ironcladRequirements } from './requirements/ironclad-specialty.ts';
import { pioneerRequirements } from './requirements/pioneer-casualty.ts';
import { summitRequirements } from './requirements/summit-mutual.ts';
import type { LineRequirements } from './requirements.ts';

export interface LineAppetite {
  /** Two-letter codes it writes in; undefined means every state and DC. */
  states?: readonly string[];
  /** NAICS codes or prefixes (2 to 6 digits) it writes. */
  naicsPrefixes: readonly string[];
  maxAnnualRevenue: number;
  maxEmployees: number;
  /** Why a state is excluded, when it has a reason worth telling (beyond "not written"). */
  stateNotes?: Readonly<Record<string, string>>;
  /** What the portal requires of a submission on this line (requirements.ts). */
  requirements: LineRequirements;
}

export interface Carrier {
  id: string;
  name: string;
  /** Where the agency's staff log in by hand; the agent uses the same portal. */
  portalUrl: string;
  /** Whether the portal is one of our fictional sandbox portals. */
  sandbox: boolean;
  lines: Partial<Record<Line, LineAppetite>>;
  /**
   * The addresses the portal e-mails its one-time sign-in codes from (lower case). Mail to an agency's
   * code address from one of these, while one of the agency's jobs waits at this portal's code page,
   * gives the code to that job (src/inbound/email/). Absent: the portal sends no codes by e-mail.
   */
  mfaEmailSenders?: readonly string[];
  /**
   * How many tabs of one signed-in session the portal allows (the definition's `session.tabs`; absent:
   * 1). Read through `tabsOf` (session-tabs.ts); docs/decisions/0033-tabs-of-one-session.md.
   */
  sessionTabs?: number;
}

const except = (...excluded: string[]) => usStateCodes.filter((s) => !excluded.includes(s));

// biome-ignore format: a compact list
const summitStates = [
  'AZ', 'CA', 'CO', 'CT', 'FL', 'GA', 'IL', 'IN', 'MA', 'MD', 'MI', 'MN', 'NC', 'NJ', 'NY', 'OH', 'OR',
  'PA', 'TN', 'TX', 'VA', 'WA', 'WI',
];
// biome-ignore format: a compact list
const summitClasses = [
  '44', '45', '7225', '5411', '5412', '5413', '5414', '5415', '5416', '5418', '8111', '8121', '8123',
];
const harborlineClasses = ['23', '42', '44', '45', '484', '54', '56', '72'];
// biome-ignore format: a compact list
const pioneerStates = [
  'IA', 'IL', 'IN', 'KS', 'MI', 'MN', 'MO', 'NE', 'OH', 'PA', 'WI', 'NY', 'NJ', 'CT', 'MA',
];
const pioneerClasses = ['31', '32', '33', '42', '44', '45', '81'];
const ironcladClasses = ['51', '52', '54', '61', '62', '44', '45'];
const bluebonnetStates = ['TX', 'OK', 'LA', 'AR', 'NM'];
const bluebonnetClasses = ['23', '44', '45', '53', '54', '72', '81'];
// biome-ignore format: a compact list
const cascadeStates = ['AK', 'AZ', 'CA', 'CO', 'HI', 'ID', 'MT', 'NV', 'OR', 'UT', 'WA', 'WY'];
// biome-ignore format: a compact list
const cascadeClasses = ['238', '4441', '4451', '5311', '5415', '5416', '5617', '7225', '8121'];

/** Portal base URLs come from the sandbox origin in embedded mode; see `carrierCatalog()`. */
export function carrierCatalog(sandboxPortalUrl: (host: string) => string): Carrier[] {
  return [
    {
      id: 'summit-mutual',
      name: 'Summit Mutual Insurance',
      portalUrl: sandboxPortalUrl('summit'),
      sessionTabs: 3,
      sandbox: true,
      lines: {
        bop: {
          states: summitStates,
          naicsPrefixes: summitClasses,
          maxAnnualRevenue: 10_000_000,
          maxEmployees: 100,
          requirements: summitRequirements.bop,
        },
        gl: {
          states: summitStates,
          naicsPrefixes: summitClasses,
          maxAnnualRevenue: 10_000_000,
          maxEmployees: 100,
          requirements: summitRequirements.gl,
        },
        umbrella: {
          states: summitStates,
          naicsPrefixes: summitClasses,
          maxAnnualRevenue: 20_000_000,
          maxEmployees: 100,
          requirements: summitRequirements.umbrella,
        },
      },
    },
    {
      id: 'harborline',
      name: 'Harborline Insurance',
      portalUrl: sandboxPortalUrl('harborline'),
      sessionTabs: 3,
      sandbox: true,
      lines: {
        wc: {
          states: except('CA'),
          naicsPrefixes: harborlineClasses,
          maxAnnualRevenue: 25_000_000,
          maxEmployees: 250,
          requirements: harborlineRequirements.wc,
          stateNotes: { CA: 'Harborline does not write workers’ compensation in CA' },
        },
        gl: {
          states: except('AK', 'HI'),
          naicsPrefixes: harborlineClasses,
          maxAnnualRevenue: 25_000_000,
          maxEmployees: 250,
          requirements: harborlineRequirements.gl,
        },
        auto: {
          states: harborlineAutoStates,
          naicsPrefixes: harborlineClasses,
          maxAnnualRevenue: 25_000_000,
          maxEmployees: 250,
          requirements: harborlineRequirements.auto,
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
          requirements: pioneerRequirements.bop,
        },
        wc: {
          states: pioneerStates,
          naicsPrefixes: pioneerClasses,
          maxAnnualRevenue: 50_000_000,
          maxEmployees: 500,
          requirements: pioneerRequirements.wc,
        },
        umbrella: {
          states: pioneerStates,
          naicsPrefixes: pioneerClasses,
          maxAnnualRevenue: 50_000_000,
          maxEmployees: 500,
          requirements: pioneerRequirements.umbrella,
        },
      },
    },
    {
      id: 'ironclad-specialty',
      name: 'Ironclad Specialty',
      portalUrl: sandboxPortalUrl('ironclad'),
      sandbox: true,
      mfaEmailSenders: ['verify@ironcladspecialty.example'],
      lines: {
        cyber: {
          naicsPrefixes: ironcladClasses,
          maxAnnualRevenue: 100_000_000,
          maxEmployees: 1000,
          requirements: ironcladRequirements.cyber,
        },
        gl: {
          naicsPrefixes: ironcladClasses,
          maxAnnualRevenue: 50_000_000,
          maxEmployees: 1000,
          requirements: ironcladRequirements.gl,
        },
        umbrella: {
          naicsPrefixes: ironcladClasses,
          maxAnnualRevenue: 50_000_000,
          maxEmployees: 1000,
          requirements: ironcladRequirements.umbrella,
        },
      },
    },
    {
      id: 'bluebonnet',
      name: 'Bluebonnet General',
      portalUrl: sandboxPortalUrl('bluebonnet'),
      sessionTabs: 3,
      sandbox: true,
      lines: {
        bop: {
          states: bluebonnetStates,
          naicsPrefixes: bluebonnetClasses,
          maxAnnualRevenue: 15_000_000,
          maxEmployees: 75,
          requirements: bluebonnetRequirements.bop,
        },
        auto: {
          states: bluebonnetStates,
          naicsPrefixes: bluebonnetClasses,
          maxAnnualRevenue: 15_000_000,
          maxEmployees: 75,
          requirements: bluebonnetRequirements.auto,
        },
        cyber: {
          states: bluebonnetStates,
          naicsPrefixes: bluebonnetClasses,
          maxAnnualRevenue: 15_000_000,
          maxEmployees: 75,
          requirements: bluebonnetRequirements.cyber,
        },
      },
    },
    {
      id: 'cascade-commercial',
      name: 'Cascade Commercial',
      portalUrl: sandboxPortalUrl('cascade'),
      sessionTabs: 3,
      sandbox: true,
      mfaEmailSenders: ['no-reply@cascadecommercial.example'],
      lines: {
        gl: {
          states: cascadeStates,
          naicsPrefixes: cascadeClasses,
          maxAnnualRevenue: 20_000_000,
          maxEmployees: 150,
          requirements: cascadeRequirements.gl,
        },
        bop: {
          states: cascadeStates,
          naicsPrefixes: cascadeClasses,
          maxAnnualRevenue: 20_000_000,
          maxEmployees: 150,
          requirements: cascadeRequirements.bop,
        },
        cyber: {
          states: cascadeStates,
          naicsPrefixes: cascadeClasses,
          maxAnnualRevenue: 20_000_000,
          maxEmployees: 150,
          requirements: cascadeRequirements.cyber,
        },
      },
    },
  ];
}
