// What every fictional carrier portal gets from the sandbox core, and what it must declare.
import type { FastifyInstance } from 'fastify';
import type { AccountStore } from './accounts.ts';
import type { DriftSpec, PortalDrift } from './drift.ts';
import type { DriftMarkup } from './drift-html.ts';
import type { FaultControl } from './faults.ts';
import type { MfaInbox } from './inbox.ts';
import type { MailOutbox } from './mail.ts';
import type { SessionStore } from './sessions.ts';
import type { SubmissionStore } from './submissions.ts';

export type SandboxProfile = 'realistic' | 'fast';
export type LineOfBusiness = 'bop' | 'gl' | 'wc' | 'auto' | 'umbrella' | 'cyber';

export interface SandboxContext {
  carrierId: string;
  profile: SandboxProfile;
  /** The portal's own origin, e.g. http://summit.localhost:3100 */
  origin: string;
  accounts: AccountStore;
  inbox: MfaInbox;
  /** Outgoing mail (e-mailed codes): relayed over SMTP, or kept in the sandbox mailbox. */
  mail: MailOutbox;
  sessions: SessionStore;
  submissions: SubmissionStore;
  faults: FaultControl;
  /**
   * Waits as long again as a page (e.g. a rating engine); given the request, the wait is counted in
   * the login's latency (GET /_sandbox/latency).
   */
  pageDelay(request?: { raw: object }): Promise<void>;
  now(): Date;
  /** This portal's part of the drift plan (SANDBOX_DRIFT), when drift is on. */
  drift?: PortalDrift;
}

export interface PortalAccount {
  username: string;
  password: string;
  /** Base32 seed when the login uses an authenticator app (TOTP). */
  totpSeed?: string;
  /** Where SMS codes go (they land in the sandbox inbox). */
  phone?: string;
  /** The address on file, for portals that e-mail one-time codes (sandbox/core/mail.ts). */
  email?: string;
}

export interface CarrierPortal {
  /** Readable slug, the same id the service uses (e.g. `summit-mutual`). */
  id: string;
  /** Host label: the portal answers at http://<host>.localhost:<port>. */
  host: string;
  name: string;
  lines: LineOfBusiness[];
  /** Logins that exist on the portal from the start (the demo agency's among them). */
  accounts: PortalAccount[];
  /** Page latency on the realistic profile (default 1500 ms); API calls take a quarter of it. */
  realisticPageMs?: number;
  /** The portal's own maintenance notice; a plain one is used otherwise. */
  maintenancePage?: () => string;
  /** What drift may change on this portal and how its pages are built (docs/sandbox-carriers.md, "Drift"). */
  drift?: DriftSpec & DriftMarkup;
  /** Registers the portal's pages and APIs on its own Fastify instance. */
  register(app: FastifyInstance, ctx: SandboxContext): Promise<void> | void;
}
