// Kit control: the one-time code page as a definition's `signIn.code` says. The code comes from the
// vault's TOTP seed, else a person types the one the portal sent (the definition's `mfa.kinds`), asked
// in the portal's own words where `instructions` finds them; "remember this device" is ticked where
// offered; a refused code is followed, up to `attempts`, by the portal's "send a new code" (`resend`)
// and asked again with the refusal. The last refusal, in the portal's words, fails the login.
import { loginFailed, portalChanged } from '../../errors.ts';
import { buttonNamed, linkFor, readInPage } from '../../kit/buttons.ts';
import { fillForm } from '../../kit/fill.ts';
import { judgeFill } from '../../kit/form-page.ts';
import { region } from '../../kit/region.ts';
import { enterCode } from '../../kit/sign-in.ts';
import { unrecorded } from '../../kit/unrecorded.ts';
import type { PlaybookContext } from '../../playbook.ts';
import type { DefinedPortal } from '../portal.ts';

const SIGNING_IN = { signInExpected: true };

/** Runs in the page: the text of the innermost element whose words match `pattern`. */
function wordsMatching([pattern, root]: [string, string]): string {
  const norm = (s: string | null) => (s ?? '').replace(/\s+/g, ' ').trim();
  const re = new RegExp(pattern, 'i');
  const found = [...document.querySelectorAll(`${root} *`)].filter((e) => re.test(norm(e.textContent)));
  return norm(
    found.find((e) => ![...e.children].some((c) => re.test(norm(c.textContent))))?.textContent ?? null,
  );
}

/** What the person is asked: the portal's words where the definition finds them, else a plain request. */
async function promptFor(portal: DefinedPortal, refusal?: string, resent = true): Promise<string> {
  const { signIn, name, mfa } = portal.definition;
  const step = signIn.code!;
  if (step.instructions) {
    const words = await unrecorded(portal.page, () =>
      portal.page.evaluate(wordsMatching, [step.instructions!, portal.root] as [string, string]),
    );
    if (!words) throw portalChanged(`${name} code page no longer says where the code went`);
    const said = refusal ? `${refusal}${resent ? ' A new code was requested.' : ''} ${words}` : words;
    return (step.prompt ?? '{instructions}').replace('{instructions}', said);
  }
  const kinds = mfa?.kinds ?? ['totp'];
  const asked =
    kinds.includes('totp') && kinds.length === 1
      ? `${name} asks for the 6-digit code from the authenticator app.`
      : `${name} sent a one-time sign-in code (${kinds.join(' or ')}): type it to continue.`;
  return refusal ? `${refusal} ${asked}` : asked;
}

/** The code page, up to `attempts` codes; answers the page the accepted code leads to. */
export async function enterOneTimeCode(
  ctx: PlaybookContext,
  portal: DefinedPortal,
  seed: string | undefined,
): Promise<string> {
  const { signIn, name } = portal.definition;
  const step = signIn.code!;
  const attempts = seed ? 1 : (step.attempts ?? 1);
  let refusal: string | undefined;
  let resent = true;
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    const code = seed ? ctx.totp(seed) : await ctx.askForMfaCode(await promptFor(portal, refusal, resent));
    const root = region(portal.page, portal.root);
    if (step.remember)
      judgeFill(await fillForm(root, [{ label: step.remember, value: 'true' }]), `${name} code page`, name);
    const form = { label: step.label, button: step.button, where: `${name} code page` };
    const kind = await portal.press(await enterCode(root, form, code), SIGNING_IN);
    if (kind !== step.page && kind !== signIn.page) return kind;
    refusal = (await portal.errors()).join(' ') || `${name} did not accept the code`;
    if (kind === signIn.page || attempt === attempts || !step.resend) break;
    // A new code (with `resendWhen`, only for such a refusal): the button, else the link of that name.
    resent = !step.resendWhen || new RegExp(step.resendWhen, 'i').test(refusal);
    if (!resent) continue;
    const button = await buttonNamed(root, step.resend);
    const link = readInPage(button) ? undefined : await linkFor(root, step.resend, { exact: true });
    await portal.press(link?.link ?? button, SIGNING_IN);
  }
  throw loginFailed(refusal ?? `${name} did not accept the code`);
}
