// Signing in to AgentDesk: the kept session when it still holds (the page the job starts on answers),
// else User ID and password, then the Producer Terms of Use AgentDesk asks every session (no second
// factor: the terms stand in that place). AgentDesk keeps deep links through sign-in, so it goes
// straight on to where the job starts.

import { signInUnlessKept } from '../../kit/sign-in-unless-kept.ts';
import type { PlaybookContext, PortalCredential } from '../../playbook.ts';
import type { AgentDesk } from './pages/agentdesk.ts';
import { LoginPage } from './pages/login-page.ts';
import { TermsPage } from './pages/terms-page.ts';

/**
 * Opens the sign-in page (then going on to `next`) and signs in. The login is fetched only once the
 * page has answered: a portal that is down fails before any secret reaches the page, so that
 * failure's trace may be kept (decision 0008).
 */
export async function enterPassword(
  desk: AgentDesk,
  credential: () => Promise<PortalCredential>,
  next?: string,
): Promise<void> {
  const login = new LoginPage(desk);
  await login.open(next);
  await login.signIn(await credential());
}

export async function signIn(ctx: PlaybookContext, desk: AgentDesk, next: string): Promise<void> {
  const acceptTerms = async () => {
    if (desk.current === 'terms') await ctx.step('terms', () => new TermsPage(desk).accept());
  };
  await signInUnlessKept(ctx, {
    resume: async () => {
      if ((await desk.open(next, { signInExpected: true })) === 'sign-in') return undefined;
      await acceptTerms();
      return desk.current;
    },
    signIn: async () => {
      await ctx.step('login', () => enterPassword(desk, () => ctx.credential(), next));
      await acceptTerms();
      return desk.current;
    },
  });
}
