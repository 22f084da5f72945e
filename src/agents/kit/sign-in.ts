// A portal's sign-in and one-time-code forms, the same way for every carrier: the user name and the code
// found by what a person reads (kit/fill.ts), the password as the one password field shown (never read
// back, never passed through a page script), and the button by intent (kit/buttons.ts).
import type { Locator } from 'playwright-core';
import { portalChanged } from '../errors.ts';
import type { PortalCredential } from '../playbook.ts';
import { buttonFor } from './buttons.ts';
import { fillForm } from './fill.ts';
import { judgeFill } from './form-page.ts';

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
  const password = root.locator('input[type="password"]:visible');
  if ((await password.count()) !== 1) throw portalChanged(`${form.where}: no single password field`);
  await password.fill(credential.password);
  return buttonFor(root, 'sign-in', [form.button], form.where);
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
