// Signing in to Broker Hub: the kept session when it still holds (the dashboard answers), else the
// password and the authenticator code (the TOTP seed in the vault, or a person typing the code).

import { signInUnlessKept } from '../../kit/sign-in-unless-kept.ts';
import type { PlaybookContext, PortalCredential } from '../../playbook.ts';
import type { BrokerHub, Screen } from './pages/broker-hub.ts';
import { LoginPage } from './pages/login.ts';

/**
 * Opens the sign-in screen and signs in: answers the code prompt or the dashboard. The login is
 * fetched only once the page has answered: a portal that is down fails before any secret reaches the
 * page, so that failure's trace may be kept (decision 0008).
 */
export async function enterPassword(
  hub: BrokerHub,
  credential: () => Promise<PortalCredential>,
): Promise<Screen> {
  const login = new LoginPage(hub);
  await login.open();
  return login.signIn(await credential());
}

export function signIn(ctx: PlaybookContext, hub: BrokerHub): Promise<Screen> {
  const login = new LoginPage(hub);
  return signInUnlessKept(ctx, {
    resume: async () => {
      const screen = await login.openDashboard();
      return screen.id === 'dashboard' ? screen : undefined;
    },
    signIn: async () => {
      // Only the TOTP seed, if the vault holds one, outlives the login step.
      let seed: string | undefined;
      const screen = await ctx.step('login', () =>
        enterPassword(hub, async () => {
          const credential = await ctx.credential();
          seed = credential.totpSeed;
          return credential;
        }),
      );
      if (screen.id !== 'code') return screen;
      return ctx.step('mfa', async () => {
        const code = seed
          ? ctx.totp(seed)
          : await ctx.askForMfaCode(
              'Harborline Broker Hub asks for the 6-digit code from the authenticator app.',
            );
        return login.verify(code.trim());
      });
    },
  });
}
