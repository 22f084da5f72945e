// Signing in to a portal no definition describes yet, for a carrier taught by hand
// (docs/decisions/0037-teaching-a-carrier-by-hand.md): the sign-in is never shown to a person (the live
// view hides it, decision 0028), so the agent does it from the page's own semantics: the one password
// field shown, the user name as the box before it, the button by the kit's sign-in intent (else the
// form's own action); then, where the portal asks for a code, the one-time-code box (its `autocomplete`,
// else a label saying code), an authenticator code from the login's seed or one a person types, a
// "remember this device" box ticked, and the button by the verify intent. What it used is answered as
// the events a person's recording would hold, so the draft definition learns the sign-in as it learns
// the rest.
import type { Locator } from 'playwright-core';
import type { TakeOverEvent } from '../../domain/learn-from-take-over.ts';
import { loginFailed, loginLocked, portalChanged } from '../errors.ts';
import { type ControlInfo, readControlInfo } from '../kit/controls.ts';
import { fillForm } from '../kit/fill.ts';
import { judgeFill } from '../kit/form-page.ts';
import type { Navigator } from '../kit/navigator.ts';
import { region } from '../kit/region.ts';
import { enterCode, enterCredentials } from '../kit/sign-in.ts';
import { unrecorded } from '../kit/unrecorded.ts';
import type { PlaybookContext, PortalCredential } from '../playbook.ts';

const CODE = /\b(code|passcode|one[- ]time|otp|token|pin)\b/i;
const REMEMBER = /\b(remember|trust|don.?t ask)\b/i;
const LOCKED = /\blocked\b/i;

/** The page's heading as a person reads it (its first h1, else h2). */
async function headingOf(nav: Navigator): Promise<string> {
  const h = nav.page.locator('h1, h2').first();
  return ((await h.count()) ? ((await h.textContent()) ?? '') : '').replace(/\s+/g, ' ').trim();
}

async function captionOf(target: Locator): Promise<string> {
  const text = await target.textContent().catch(() => null);
  const value = text?.trim() ? text : await target.getAttribute('value').catch(() => null);
  return (value ?? '').replace(/\s+/g, ' ').trim();
}

async function controls(nav: Navigator): Promise<ControlInfo[]> {
  return readControlInfo(region(nav.page, 'body'));
}

/** The portal's own words for a refused sign-in (its alert), or ours. */
async function refusal(nav: Navigator): Promise<string> {
  const alert = nav.page.getByRole('alert').first();
  const text = (await alert.count()) ? await alert.textContent() : '';
  return text?.replace(/\s+/g, ' ').trim() || `${nav.name} did not accept the sign-in`;
}

/**
 * Types the login into the sign-in form shown and presses its button: the events of what was done, and
 * whether the portal refused it (its words; `locked` when they say the login is locked).
 */
/**
 * Runs in the page: the sign-in form shown, as a person reads it: the one password field's label and
 * the user-name box's (the last text, e-mail or phone box before it in its form). Undefined without a
 * single password field shown.
 */
function readSignInForm(): { username?: string; password: string } | undefined {
  const shown = (e: HTMLElement) => {
    const box = e.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(e).visibility === 'visible';
  };
  const labelOf = (e: HTMLInputElement) =>
    (e.labels?.[0]?.textContent || e.getAttribute('aria-label') || e.placeholder || e.name || '')
      .replace(/\s+/g, ' ')
      .trim();
  const passwords = [...document.querySelectorAll<HTMLInputElement>('input[type="password"]')].filter(shown);
  const password = passwords[0];
  if (passwords.length !== 1 || !password) return undefined;
  const inputs = [...(password.form ?? document.body).querySelectorAll<HTMLInputElement>('input')].filter(
    shown,
  );
  const user = inputs
    .slice(0, inputs.indexOf(password))
    .filter((i) => ['text', 'email', 'tel', ''].includes(i.type))
    .pop();
  return { password: labelOf(password), ...(user ? { username: labelOf(user) } : {}) };
}

/**
 * Types the login into the sign-in form shown and presses its button: the events of what was done, and
 * whether the portal refused it (its words; `locked` when they say the login is locked).
 */
export async function enterPasswordBySemantics(
  nav: Navigator,
  credential: PortalCredential,
): Promise<{ events: TakeOverEvent[]; refused?: { message: string; locked: boolean } }> {
  const form = await unrecorded(nav.page, () => nav.page.evaluate(readSignInForm));
  if (!form) throw portalChanged(`${nav.name} shows no sign-in form at ${nav.path()}`);
  if (!form.username)
    throw portalChanged(`${nav.name}: no user name box before the password at ${nav.path()}`);
  const where = { url: nav.page.url(), heading: await headingOf(nav) };
  const button = await enterCredentials(
    region(nav.page, 'body'),
    { username: form.username, button: '', where: `${nav.name} sign-in` },
    credential,
  );
  const events: TakeOverEvent[] = [
    { type: 'set', label: form.username, control: 'text', value: credential.username, ...where },
    {
      type: 'set',
      label: form.password,
      control: 'password',
      secret: true,
      secretKind: 'password',
      ...where,
    },
    { type: 'press', caption: await captionOf(button), ...where },
  ];
  await nav.press(button, { signInExpected: true });
  if (!(await passwordShown(nav))) return { events };
  const message = await refusal(nav);
  return { events, refused: { message, locked: LOCKED.test(message) } };
}

const passwordShown = async (nav: Navigator) =>
  (await unrecorded(nav.page, () => nav.page.evaluate(readSignInForm))) !== undefined;

/**
 * Signs in from the page the portal opens on (a kept session that holds signs in nothing) and answers
 * what was done, as recorded events, and whether its code came from the login's authenticator seed. Steps `login` and `mfa`, as every playbook's.
 */
export async function signInBySemantics(
  ctx: PlaybookContext,
  nav: Navigator,
): Promise<{ events: TakeOverEvent[]; totp: boolean }> {
  const events: TakeOverEvent[] = [];
  await ctx.step('open-portal', () => nav.open('/', { signInExpected: true }));
  if (ctx.keptSession && !(await passwordShown(nav))) {
    await ctx.signedIn('reused');
    return { events, totp: false };
  }
  let totpSeed: string | undefined;
  await ctx.step('login', async () => {
    const credential = await ctx.credential();
    totpSeed = credential.totpSeed;
    const entered = await enterPasswordBySemantics(nav, credential);
    events.push(...entered.events);
    if (entered.refused)
      throw entered.refused.locked
        ? loginLocked(entered.refused.message)
        : loginFailed(entered.refused.message);
  });
  const code = await codeBox(nav);
  if (code) {
    await ctx.step('mfa', async () => {
      const where = { url: nav.page.url(), heading: await headingOf(nav) };
      const typed = totpSeed
        ? ctx.totp(totpSeed)
        : await ctx.askForMfaCode(`${nav.name} asks for a code ("${code.label}"): type the one it sent`);
      const remember = (await controls(nav)).find((c) => c.kind === 'checkbox' && REMEMBER.test(c.label));
      if (remember) {
        judgeFill(
          await fillForm(region(nav.page, 'body'), [{ label: remember.label, value: 'true' }]),
          nav.name,
          nav.name,
        );
        events.push({ type: 'set', label: remember.label, control: 'checkbox', value: 'true', ...where });
      }
      const button = await enterCode(
        region(nav.page, 'body'),
        { label: code.label, button: '', where: nav.name },
        typed,
      );
      events.push(
        { type: 'set', label: code.label, control: 'password', secret: true, secretKind: 'code', ...where },
        { type: 'press', caption: await captionOf(button), ...where },
      );
      await nav.press(button, { signInExpected: true });
      if ((await passwordShown(nav)) || (await codeBox(nav))) throw loginFailed(await refusal(nav));
    });
  }
  await ctx.signedIn('signed_in');
  return { events, totp: code !== undefined && totpSeed !== undefined };
}

/** The one-time-code box shown, if any: its `autocomplete`, else a label saying code. */
export async function codeBox(nav: Navigator): Promise<ControlInfo | undefined> {
  return (await controls(nav)).find(
    (c) => c.kind === 'text' && (/one-time-code/.test(c.autocomplete ?? '') || CODE.test(c.label)),
  );
}
