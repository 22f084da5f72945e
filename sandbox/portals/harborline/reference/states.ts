// US states and where Harborline writes each line (the portal's own appetite, stricter than the service's).
import { US_STATE_NAMES } from '../../../core/us-states.ts';

export const STATES: Record<string, string> = US_STATE_NAMES;

export type HarborlineLine = 'wc' | 'auto' | 'gl';

export const LINE_NAMES: Record<HarborlineLine, string> = {
  wc: "Workers' Compensation",
  auto: 'Commercial Auto',
  gl: 'General Liability',
};

const ALL = Object.keys(STATES);
const WC_EXCLUDED = new Set(['ND', 'OH', 'WA', 'WY', 'CA']);
const GL_EXCLUDED = new Set(['AK', 'HI']);
const AUTO_STATES = 'AL AZ CO FL GA IL IN KS KY MI MN MO NC NV OH OK PA SC TN TX UT VA WI'.split(' ');

/** States Harborline writes a line in. */
export const LINE_STATES: Record<HarborlineLine, string[]> = {
  wc: ALL.filter((s) => !WC_EXCLUDED.has(s)),
  gl: ALL.filter((s) => !GL_EXCLUDED.has(s)),
  auto: AUTO_STATES,
};

export const MONOPOLISTIC_STATES = new Set(['ND', 'OH', 'WA', 'WY']);

export function isLine(value: unknown): value is HarborlineLine {
  return value === 'wc' || value === 'auto' || value === 'gl';
}

/** Why Harborline does not write `line` in `state`, or undefined when it does. */
export function stateRefusal(line: HarborlineLine, state: string): string | undefined {
  if (LINE_STATES[line].includes(state)) return undefined;
  if (line === 'wc' && MONOPOLISTIC_STATES.has(state)) {
    return `${STATES[state] ?? state} is a monopolistic state-fund state. Harborline cannot write workers' compensation there.`;
  }
  return `Harborline does not write ${LINE_NAMES[line].toLowerCase()} in ${STATES[state] ?? state}.`;
}
