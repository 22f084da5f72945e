// A playbook's sign-in-only entry point ("Test login") against a sandbox portal, through the runtime's
// signInOnly (a fresh browser context each time, the secret redacted from what comes back), and the
// lock-out: wrong passwords in a row until the portal locks the account.
import type { PortalHarness } from '../../../sandbox/testing.ts';
import type { BrowserPool } from '../../../src/agents/browser-pool.ts';
import type { Playbook, PortalCredential, SignInOutcome } from '../../../src/agents/playbook.ts';
import { signInOnly } from '../../../src/agents/runtime/sign-in-only.ts';

export function signInWith(
  harness: PortalHarness,
  playbook: Playbook,
  credential: PortalCredential,
): Promise<SignInOutcome> {
  const pool: BrowserPool = {
    newContext: () => harness.browser.newContext(),
    openContexts: () => 0,
    close: async () => undefined,
  };
  return signInOnly(
    { pool, log: () => undefined },
    { playbook, portalUrl: harness.sandbox.origin(playbook.carrierId), credential },
  );
}

/** Five wrong passwords for `username`, in a row: the portal's answers, the last one its lock-out. */
export async function lockOut(harness: PortalHarness, playbook: Playbook, username: string) {
  const outcomes: SignInOutcome[] = [];
  for (let i = 1; i <= 5; i += 1)
    outcomes.push(await signInWith(harness, playbook, { username, password: `Wrong#Password${i}` }));
  return outcomes;
}
