// What the service knows of a carrier it can quote with, and each one's appetite per line: built from
// the carrier's definition file (carriers/<id>.yaml, domain/carrier-definition/to-carrier.ts), read by
// src/carrier-definitions/. A carrier is quoted by its playbook under src/agents/carriers/<id>/, or from
// its definition's flow when it has none (src/agents/definition/).

import type { FlowDefinition } from '../carrier-definition/flow-problems.ts';
import type { CarrierDefinition } from '../carrier-definition/schema.ts';
import type { Line } from '../lines.ts';
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
  /** How many tabs one signed-in session of the portal allows (the definition's `session.tabs`, default 1). */
  sessionTabs: number;
  /** The definition it was built from: its id and the sha256 of its file (absent for one built in code). */
  definition?: { id: string; hash: string };
  /**
   * The definition itself when it holds the portal's flow (docs/decisions/0034-the-portal-flow-as-data.md):
   * a carrier with no playbook of its own is quoted from it, by the job that took this entry.
   */
  flow?: FlowDefinition;
  /**
   * The definition when it has no flow yet: a carrier with no playbook of its own is then taught by one
   * quote done by hand (docs/decisions/0037-teaching-a-carrier-by-hand.md).
   */
  unflowed?: CarrierDefinition;
}
