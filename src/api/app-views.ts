// Store records → the agency app's answers (its own routes under /app/api): API keys, people, carrier
// logins and the session. Secrets never appear here: a new key or password is added by the one answer
// that shows it.
import type { Carrier } from '../domain/carriers/catalog.ts';
import type { QuoteRequestRecord } from '../domain/quote-request/types.ts';
import type { ApiKeyRecord } from '../store/agencies.ts';
import type { LoginCheckRow, LoginCheckStatus } from '../store/login-checks.ts';
import type { Role, UserRecord } from '../store/users.ts';
import type { CredentialStatus } from '../vault/vault.ts';

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

export function apiKeyView(key: ApiKeyRecord) {
  return {
    id: key.id,
    name: key.name,
    displayPrefix: key.displayPrefix,
    scopes: key.scopes,
    createdAt: new Date(key.createdAt).toISOString(),
    lastUsedAt: iso(key.lastUsedAt),
    revokedAt: iso(key.revokedAt),
  };
}

export function userView(user: UserRecord) {
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    createdAt: new Date(user.createdAt).toISOString(),
  };
}

/**
 * A catalog carrier with the agency's login status for it (`missing` without one) and its latest
 * "Test login": `testing` while it is under way.
 */
export function carrierLoginView(
  carrier: Carrier,
  status: CredentialStatus | undefined,
  check?: LoginCheckRow & { open: boolean },
) {
  return {
    carrierId: carrier.id,
    name: carrier.name,
    lines: Object.keys(carrier.lines),
    status: status?.status ?? 'missing',
    ...(status ? { updatedAt: status.updatedAt } : {}),
    ...(status?.reason ? { reason: status.reason } : {}),
    ...(status?.lastVerifiedAt ? { lastVerifiedAt: status.lastVerifiedAt } : {}),
    ...(status && check && current(check, status) ? { check: loginCheckView(check) } : {}),
  };
}

/**
 * Whether the check still says something about the login: under way, or finished no earlier than the
 * login's last change (its own result sets both in one transaction). A job refusing or locking out the
 * login later, or a new login saved since, makes an older answer misleading.
 */
function current(check: LoginCheckRow & { open: boolean }, status: CredentialStatus): boolean {
  return (
    check.open || (check.finishedAt !== null && +new Date(check.finishedAt) >= +new Date(status.updatedAt))
  );
}

/** A login check as the app shows it: never the login, only what the portal answered. */
export function loginCheckView(check: LoginCheckRow & { open?: boolean }) {
  const open = check.open ?? check.finishedAt === null;
  // Open but gone stale: its worker died, and a new test may be asked for.
  const stale = !open && check.finishedAt === null;
  const state = open ? 'testing' : stale ? 'failed' : check.status;
  const message = stale ? 'The test did not finish' : check.message;
  return {
    state: state as 'testing' | Exclude<LoginCheckStatus, 'queued' | 'running'>,
    requestedAt: new Date(check.createdAt).toISOString(),
    ...(check.finishedAt ? { finishedAt: new Date(check.finishedAt).toISOString() } : {}),
    ...(message ? { message } : {}),
  };
}

export interface SessionViewInput {
  email: string;
  role: Role;
  agencyId: string;
  agencyName: string;
  csrfToken: string;
}

/** Who is signed in, for which agency, and the CSRF token the app sends back on state-changing calls. */
export function sessionView(session: SessionViewInput) {
  return {
    user: { email: session.email, role: session.role },
    agency: { id: session.agencyId, name: session.agencyName },
    csrfToken: session.csrfToken,
  };
}

/** Who a proposal is for: the business named in the submission, else the partner's reference. */
export function clientNameOf(record: QuoteRequestRecord): string {
  const input = (record.submission as { input?: { businessName?: string } }).input;
  return input?.businessName ?? record.externalReference;
}
