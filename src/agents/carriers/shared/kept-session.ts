// Signing in only when the portal asks: a job whose browser starts from the login's kept session
// opens the portal first, and signs in (with its second factor) only when the portal shows its sign-in
// page. Either way the runtime is told, so it keeps the session for the next job and counts it.
import type { PlaybookSession } from '../../playbook.ts';

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
