// Signing in only when the portal asks: a job whose browser starts from the login's kept session
// opens the portal first, and signs in (with its second factor) only when the portal shows its sign-in
// page. Either way the runtime is told, so it keeps the session for the next job and counts it.
import type { PlaybookSession, PortalCredential } from '../playbook.ts';

export interface SessionEntry<S> {
  /** Opens a signed-in page of the portal: what it shows when the session holds, undefined at sign-in. */
  resume(): Promise<S | undefined>;
  /** The whole sign-in, second factor included, as the playbook's own steps; ends signed in. */
  signIn(): Promise<S>;
}

export async function signInUnlessKept<S>(ctx: PlaybookSession, entry: SessionEntry<S>): Promise<S> {
  if (ctx.keptSession) {
    const resumed = await ctx.step('resume-session', () => entry.resume());
    if (resumed !== undefined) {
      ctx.log('Signed in already: the kept portal session still holds');
      await ctx.signedIn('reused');
      return resumed;
    }
  }
  const screen = await entry.signIn();
  await ctx.signedIn('signed_in');
  return screen;
}

/**
 * The usual sign-in: the `login` step (the password; only the TOTP seed, if the vault holds one,
 * outlives it), then the `mfa` step when the portal's answer asks for a code.
 */
export async function passwordThenCode<S>(
  ctx: PlaybookSession,
  portal: {
    password(credential: PortalCredential): Promise<S>;
    asksForCode(screen: S): boolean;
    code(totpSeed: string | undefined): Promise<S>;
  },
): Promise<S> {
  let totpSeed: string | undefined;
  const screen = await ctx.step('login', async () => {
    const credential = await ctx.credential();
    totpSeed = credential.totpSeed;
    return portal.password(credential);
  });
  return portal.asksForCode(screen) ? ctx.step('mfa', () => portal.code(totpSeed)) : screen;
}
