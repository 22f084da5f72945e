// A sign-in-only attempt (the app's "Test login"): a fresh browser context, the playbook's `signIn`,
// the context always closed. Nothing is traced, screenshot or recorded as a step: a sign-in page holds
// the secret (decision 0008). What comes back is the portal's words with the secret redacted.
import type { BrowserPool } from '../browser-pool.ts';
import type { Playbook, PortalCredential, SignInOutcome } from '../playbook.ts';
import { createRedactor } from './redactor.ts';

export interface SignInOnlyDeps {
  pool: BrowserPool;
  log(message: string, fields?: Record<string, unknown>): void;
}

export interface SignInOnlyInput {
  playbook: Playbook;
  portalUrl: string;
  credential: PortalCredential;
}

/** The portal's answer to the login; throws (redacted) for anything else: portal down, changed markup. */
export async function signInOnly(deps: SignInOnlyDeps, input: SignInOnlyInput): Promise<SignInOutcome> {
  const redactor = createRedactor();
  redactor.add(input.credential.password);
  redactor.add(input.credential.totpSeed);
  const context = await deps.pool.newContext();
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    const outcome = await input.playbook.signIn(
      {
        page,
        portalUrl: input.portalUrl,
        log: (message, fields) => deps.log(redactor.redact(message), fields),
      },
      input.credential,
    );
    if (outcome === 'accepted') return outcome;
    return 'locked' in outcome
      ? { locked: redactor.redact(outcome.locked) }
      : { rejected: redactor.redact(outcome.rejected) };
  } catch (error) {
    if (error instanceof Error) error.message = redactor.redact(error.message);
    throw error;
  } finally {
    await context.close().catch(() => undefined);
  }
}
