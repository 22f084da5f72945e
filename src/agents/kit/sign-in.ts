// A portal's sign-in and one-time-code forms, the same way for every carrier: the user name and the code
// found by what a person reads (kit/fill.ts), the password as the one password field shown (typed by
// the keyboard, never read back, never passed through a page script), and the button by intent
// (kit/buttons.ts).
import type { Locator } from 'playwright-core';
import { portalChanged } from '../errors.ts';
import type { PortalCredential } from '../playbook.ts';
import { buttonFor } from './buttons.ts';
import { fillForm } from './fill.ts';
import { judgeFill } from './form-page.ts';
import { evaluateIn } from './region.ts';

export interface SignInForm {
  /** The user name field's label on this portal (other wordings matched by meaning). */
  username: string;
  /** The button's caption on this portal (another sign-in caption is found by intent). */
  button: string;
  /** The portal's name in messages. */
  where: string;
}

/** Types the login into the form under `root` and answers the button to press. */
export async function enterCredentials(
  root: Locator,
  form: SignInForm,
  credential: PortalCredential,
): Promise<Locator> {
  judgeFill(
    await fillForm(root, [
      { label: form.username, also: ['User name', 'User ID', 'Username'], value: credential.username },
    ]),
    form.where,
    form.where,
  );
  await typePassword(root, credential.password, form.where);
  return buttonFor(root, 'sign-in', [form.button], form.where);
}

/**
 * Runs in the page (self-contained): the password fields shown under `root`, open shadow roots
 * included, as Playwright's `input[type="password"]:visible` counts them. When there is exactly one and
 * it takes the keyboard's focus, it is focused and selected (answer 1); a field that does not (disabled,
 * read-only, another frame holding the focus) answers -1. No secret passes through it.
 */
function focusOnlyPassword(root: Element): number {
  const shown: HTMLInputElement[] = [];
  const walk = (node: ParentNode) => {
    for (const e of node.querySelectorAll('*')) {
      if (e instanceof HTMLInputElement && e.type === 'password') {
        const box = e.getBoundingClientRect();
        if (box.width > 0 && box.height > 0 && getComputedStyle(e).visibility === 'visible') shown.push(e);
      }
      if (e.shadowRoot) walk(e.shadowRoot);
    }
  };
  walk(root);
  const input = shown[0];
  if (shown.length !== 1 || !input) return shown.length;
  if (input.disabled || input.readOnly) return -1;
  input.focus();
  let active = input.ownerDocument.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  if (active !== input || !input.ownerDocument.hasFocus()) return -1;
  input.select();
  return 1;
}

/**
 * Types the password into the one password field shown under `root`: found and focused by a page script
 * in a region (no Playwright page script in the sign-in page), typed by Playwright's keyboard as its
 * fill would. A field the keyboard cannot take now, or a root that is no region, is left to Playwright's
 * fill, which waits for it or says why not.
 */
async function typePassword(root: Locator, password: string, where: string): Promise<void> {
  const found = (await evaluateIn(root, focusOnlyPassword))?.value;
  if (found === 1) {
    if (password === '') await root.page().keyboard.press('Delete');
    else await root.page().keyboard.insertText(password);
    return;
  }
  if (found !== undefined && found !== -1) throw portalChanged(`${where}: no single password field`);
  const field = root.locator('input[type="password"]:visible');
  if ((await field.count()) !== 1) throw portalChanged(`${where}: no single password field`);
  await field.fill(password);
}

export interface CodeForm {
  /** The code field's label on this portal. */
  label: string;
  button: string;
  where: string;
}

/** Types a one-time code and answers the button that submits it. */
export async function enterCode(root: Locator, form: CodeForm, code: string): Promise<Locator> {
  judgeFill(
    await fillForm(root, [
      { label: form.label, also: ['Verification code', 'One-time code'], value: code.trim() },
    ]),
    form.where,
    form.where,
  );
  return buttonFor(root, 'verify', [form.button], form.where);
}
