// The appetite check run when a quote request is created: which (carrier, line) pairs are dispatched
// and, for the rest, a reason a person can read. Pure: no I/O.
import type { Line } from '../lines.ts';
import type { Carrier, LineAppetite } from './catalog.ts';

/** Workers' compensation in these states is written only by the state fund. */
export const MONOPOLISTIC_WC_STATES: Readonly<Record<string, string>> = {
  ND: 'North Dakota',
  OH: 'Ohio',
  WA: 'Washington',
  WY: 'Wyoming',
};

export const lineNames: Record<Line, string> = {
  bop: 'BOP',
  gl: 'GL',
  wc: 'WC',
  auto: 'Commercial Auto',
  umbrella: 'Umbrella',
  cyber: 'Cyber',
};

export interface Risk {
  state: string;
  industryCode: string;
  annualRevenue: number;
  numberOfEmployees: number;
}

export type CredentialStatus = 'configured' | 'missing' | 'invalid' | 'locked';

const money = (n: number) => `$${n.toLocaleString('en-US')}`;

/**
 * Why `carrier` will not be sent `line` for this risk, or undefined when it is in appetite. A rule whose
 * fact the risk lacks (a partial body: POST /v1/quotes/requirements) is not applied.
 */
export function lineSkipReason(
  carrier: Carrier,
  line: Line,
  risk: Partial<Risk>,
  credential: CredentialStatus,
): string | undefined {
  const name = lineNames[line];
  const appetite: LineAppetite | undefined = carrier.lines[line];
  if (!appetite) return `${carrier.name} does not offer ${name}`;
  const { state, industryCode, annualRevenue, numberOfEmployees } = risk;
  if (line === 'wc' && state !== undefined && MONOPOLISTIC_WC_STATES[state]) {
    return `Does not write WC in ${state}: monopolistic state fund`;
  }
  if (state !== undefined && appetite.states && !appetite.states.includes(state)) {
    return appetite.stateNotes?.[state] ?? `Does not write ${name} in ${state}`;
  }
  if (
    industryCode !== undefined &&
    !appetite.naicsPrefixes.some((prefix) => industryCode.startsWith(prefix))
  ) {
    return `NAICS ${industryCode} is outside ${carrier.name}'s ${name} appetite`;
  }
  if (annualRevenue !== undefined && annualRevenue > appetite.maxAnnualRevenue) {
    return `Annual revenue ${money(annualRevenue)} is above the ${money(appetite.maxAnnualRevenue)} ${name} limit`;
  }
  if (numberOfEmployees !== undefined && numberOfEmployees > appetite.maxEmployees) {
    return `${numberOfEmployees} employees is above the ${appetite.maxEmployees}-employee ${name} limit`;
  }
  if (credential === 'missing') return `No ${carrier.name} portal login is configured for this agency`;
  if (credential === 'invalid') return `The ${carrier.name} portal login was rejected; update it in the app`;
  if (credential === 'locked')
    return `The ${carrier.name} portal locked the login out; test it in the app once the portal lifts the lock`;
  return undefined;
}

export interface SkipReason {
  line: Line;
  reason: string;
}

export interface AppetiteOutcome {
  dispatch: { carrierId: string; line: Line }[];
  skippedCarriers: { carrierId: string; reasons: SkipReason[] }[];
  partialSkips: { carrierId: string; skippedLines: SkipReason[] }[];
}

export function checkAppetite(
  carriers: readonly Carrier[],
  lines: readonly Line[],
  risk: Risk,
  credentials: (carrierId: string) => CredentialStatus,
): AppetiteOutcome {
  const outcome: AppetiteOutcome = { dispatch: [], skippedCarriers: [], partialSkips: [] };
  for (const carrier of carriers) {
    const skipped: SkipReason[] = [];
    for (const line of lines) {
      const reason = lineSkipReason(carrier, line, risk, credentials(carrier.id));
      if (reason) skipped.push({ line, reason });
      else outcome.dispatch.push({ carrierId: carrier.id, line });
    }
    if (skipped.length === lines.length)
      outcome.skippedCarriers.push({ carrierId: carrier.id, reasons: skipped });
    else if (skipped.length > 0) outcome.partialSkips.push({ carrierId: carrier.id, skippedLines: skipped });
  }
  return outcome;
}

/** One line per line offered, for GET /v1/carriers. */
export function appetiteSummary(carrier: Carrier) {
  return Object.entries(carrier.lines).map(([line, a]) => ({
    line: line as Line,
    states: a.states ? [...a.states].sort() : ('all' as const),
    naicsPrefixes: [...a.naicsPrefixes],
    maxAnnualRevenue: a.maxAnnualRevenue,
    maxEmployees: a.maxEmployees,
    excludedStates: line === 'wc' ? Object.keys(MONOPOLISTIC_WC_STATES) : [],
    requirements: a.requirements,
  }));
}
