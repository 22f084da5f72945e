// A login check on a worker: the login's portal session taken like a job takes it (one session per
// login: a check never signs a running job out), the secret from the vault, the playbook's sign-in alone
// in a fresh browser context, and the portal's answer recorded on the check and on the login's status.
// Nothing is traced or recorded as a step (decision 0008); the secret is never logged or stored.
import type { BrowserPool } from '../agents/browser-pool.ts';
import type { Playbook, SignInOutcome } from '../agents/playbook.ts';
import { signInOnly } from '../agents/runtime/sign-in-only.ts';
import type { Carrier } from '../domain/carriers/catalog.ts';
import { errorToEnd } from '../runs/error-to-end.ts';
import type { RunTiming } from '../runs/run-timing.ts';
import { reserveCarrierStart } from '../store/carrier-pacing.ts';
import type { Db } from '../store/db.ts';
import { type LoginCheckEnd, type LoginCheckRow, startLoginCheck } from '../store/login-checks.ts';
import {
  acquirePortalLease,
  type LeaseKey,
  releasePortalLease,
  renewPortalLease,
} from '../store/portal-leases.ts';
import type { Vault } from '../vault/vault.ts';
import { recordLoginCheck } from './record-login-check.ts';

export interface LoginCheckDeps
  extends Pick<RunTiming, 'now' | 'sleep' | 'heartbeatMs' | 'leaseTtlSeconds' | 'leasePollMs'> {
  db: Db;
  vault: Vault;
  pool: BrowserPool;
  carriers: readonly Carrier[];
  playbookFor(carrierId: string, carrier?: Carrier): Playbook | undefined;
  workerId: string;
  /** Least time between two portal sessions started with one carrier, across every worker. */
  carrierStartIntervalMs?: number;
  /** How long a check waits for a job using the same login (default a minute): then it gives up. */
  checkLeaseWaitMs?: number;
  log(message: string, fields?: Record<string, unknown>): void;
}

export interface LoginCheckResult {
  status: LoginCheckEnd;
  /** The portal's words (refused, locked out) or why the check could not finish. */
  message: string | null;
}

/** Runs the queued check; undefined when it was closed before it started (a new login saved). */
export async function runLoginCheck(
  deps: LoginCheckDeps,
  checkId: string,
): Promise<LoginCheckResult | undefined> {
  const check = await startLoginCheck(deps.db, checkId);
  if (!check) return undefined;
  let result: LoginCheckResult;
  try {
    result = await checkLogin(deps, check);
  } catch (error) {
    // Already redacted by signInOnly; cut to its first line like a job's error.
    const end = errorToEnd(error, (s) => s);
    result = { status: 'failed', message: ('errorMessage' in end && end.errorMessage) || 'The test failed' };
  }
  await recordLoginCheck(deps.db, check, result);
  deps.log('login check finished', { checkId, carrierId: check.carrierId, status: result.status });
  return result;
}

async function checkLogin(deps: LoginCheckDeps, check: LoginCheckRow): Promise<LoginCheckResult> {
  const carrier = deps.carriers.find((c) => c.id === check.carrierId);
  const playbook = deps.playbookFor(check.carrierId, carrier);
  if (!carrier || !playbook) return failed(`No playbook for ${check.carrierId}`);
  const key: LeaseKey = { agencyId: check.agencyId, carrierId: check.carrierId };
  const holder = { jobId: check.id, workerId: deps.workerId };
  if (!(await waitForLogin(deps, key, holder)))
    return failed(
      `A job is using the ${carrier.name} login right now: test it again once the job has finished`,
    );
  const renew = setInterval(() => {
    renewPortalLease(deps.db, key, holder, deps.leaseTtlSeconds).catch(() => undefined);
  }, deps.heartbeatMs);
  try {
    const pace = await reserveCarrierStart(deps.db, carrier.id, deps.carrierStartIntervalMs ?? 0);
    if (pace > 0) await deps.sleep(pace);
    const credential = await deps.vault.useCredentialForCheck(check.agencyId, check.carrierId);
    if (!credential) return failed(`No ${carrier.name} login is saved`);
    return resultOf(await signInOnly(deps, { playbook, portalUrl: carrier.portalUrl, credential }));
  } finally {
    clearInterval(renew);
    await releasePortalLease(deps.db, key, holder).catch(() => undefined);
  }
}

/** Takes the login's portal session, waiting for a job holding it; false when it stays busy. */
async function waitForLogin(
  deps: LoginCheckDeps,
  key: LeaseKey,
  holder: { jobId: string; workerId: string },
) {
  const giveUpAt = deps.now() + (deps.checkLeaseWaitMs ?? 60_000);
  while (!(await acquirePortalLease(deps.db, key, holder, deps.leaseTtlSeconds))) {
    if (deps.now() > giveUpAt) return false;
    await deps.sleep(deps.leasePollMs);
  }
  return true;
}

function resultOf(outcome: SignInOutcome): LoginCheckResult {
  if (outcome === 'accepted') return { status: 'accepted', message: null };
  if ('locked' in outcome) return { status: 'locked', message: outcome.locked };
  return { status: 'rejected', message: outcome.rejected };
}

const failed = (message: string): LoginCheckResult => ({ status: 'failed', message });
