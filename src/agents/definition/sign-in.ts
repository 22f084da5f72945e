// Signing in as a definition says (`signIn`): the kept session when it still holds (the page the job
// starts on answers), else the kit's credentials form, the one-time code page (TOTP from the vault's
// seed, else a person types the code the portal sent: the definition's `mfa.kinds`), "remember this
// device" ticked where the portal offers it, and the pages some portals show after sign-in. A refusal
// is the portal's own words: locked out where they say so, else the login refused.
import { loginFailed, loginLocked, portalChanged } from '../errors.ts';
import { buttonFor } from '../kit/buttons.ts';
import { fillForm } from '../kit/fill.ts';
import { judgeFill } from '../kit/form-page.ts';
import { region } from '../kit/region.ts';
import { enterCredentials } from '../kit/sign-in.ts';
import { passwordThenCode, signInUnlessKept } from '../kit/sign-in-unless-kept.ts';
import type { PlaybookContext, PortalCredential } from '../playbook.ts';
import { enterOneTimeCode } from './controls/code-entry.ts';
import { type DefinedPortal, fillTemplate } from './portal.ts';

const SIGNING_IN = { signInExpected: true };

/** Opens the sign-in page (going on to `next` where the portal keeps deep links) and types the login. */
export async function enterPassword(
  portal: DefinedPortal,
  credential: () => Promise<PortalCredential>,
  next = '',
): Promise<string> {
  const { signIn, name } = portal.definition;
  const opened = await portal.open(fillTemplate(signIn.open, { next }).replace(/[?&]next=$/, ''), SIGNING_IN);
  if (opened !== signIn.page)
    throw portalChanged(`${name} sign-in opened ${opened} instead of the sign-in page`);
  const root = region(portal.page, portal.root);
  const form = { ...signIn.form, where: `${name} sign-in` };
  const kind = await portal.press(await enterCredentials(root, form, await credential()), SIGNING_IN);
  if (kind === signIn.page) {
    const message = (await portal.errors()).join(' ') || `${name} did not accept the sign-in`;
    const locked = (signIn.lockedOut ?? []).some((pattern) => new RegExp(pattern, 'i').test(message));
    throw locked ? loginLocked(message) : loginFailed(message);
  }
  return kind;
}

/** The pages a sign-in leads through (terms of use): each as the definition says, until none. */
async function passAfterPages(ctx: PlaybookContext, portal: DefinedPortal): Promise<string> {
  const { signIn, name } = portal.definition;
  for (let guard = 0; guard < 5; guard += 1) {
    const after = signIn.after?.find((a) => a.page === portal.current);
    if (!after) return portal.current!;
    await ctx.step(after.page, async () => {
      const root = region(portal.page, portal.root);
      if (after.tick)
        judgeFill(
          await fillForm(
            root,
            after.tick.map((label) => ({ label, value: 'true' })),
          ),
          after.page,
          name,
        );
      const kind = await portal.press(await buttonFor(root, 'continue', [after.press], after.page));
      if (kind === after.page)
        throw portalChanged(`${name} did not accept ${after.page}: ${(await portal.errors()).join(' ')}`);
    });
  }
  throw portalChanged(`${name} keeps showing pages after sign-in`);
}

/** Signed in, on the page the job starts on (or where the portal went on to). */
export async function signIn(ctx: PlaybookContext, portal: DefinedPortal, next: string): Promise<string> {
  const { signIn: definition } = portal.definition;
  return signInUnlessKept(ctx, {
    resume: async () => {
      const kind = await portal.open(next, SIGNING_IN);
      if (kind === definition.page || kind === definition.code?.page) return undefined;
      return passAfterPages(ctx, portal);
    },
    signIn: async () => {
      await passwordThenCode(ctx, {
        password: (credential) => enterPassword(portal, async () => credential, next),
        asksForCode: (kind) => definition.code !== undefined && kind === definition.code.page,
        code: (seed) => enterOneTimeCode(ctx, portal, seed),
      });
      return passAfterPages(ctx, portal);
    },
  });
}
