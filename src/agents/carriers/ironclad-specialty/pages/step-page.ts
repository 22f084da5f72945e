// What every wizard step of Ironclad Exchange shares: the run's state as the wizard hands it to a page,
// and the step as the kit's form page: its controls in <main>, "Save and continue" (found by what it
// does if renamed), the next page or the same page with the error summary ("Please correct the
// following before you continue"). A post the browser's own constraint validation would block is not
// clicked: its messages are the refusal.
import type { Locator } from 'playwright-core';
import { portalChanged } from '../../../errors.ts';
import { type ButtonIntent, buttonFor } from '../../../kit/buttons.ts';
import type { Fill } from '../../../kit/fill.ts';
import { type Carry, completePage, type FormPage, type PageResult } from '../../../kit/form-page.ts';
import { evaluateAt, region } from '../../../kit/region.ts';
import type { WizardPage } from '../../../kit/wizard.ts';
import type { PlaybookContext } from '../../../playbook.ts';
import { IRONCLAD_CARRIER_ID, type IroncladLine } from '../mapping.ts';
import type { Portal } from './portal.ts';

export interface StepContext {
  portal: Portal;
  ctx: PlaybookContext<IroncladLine>;
}

export type StepPage = WizardPage<StepContext>;

export const mainOf = (s: StepContext): Locator => region(s.portal.page, 'main');

/** The step as the kit's form page, its button one of `captions` (else one meaning `intent`). */
export function formPage(
  s: StepContext,
  heading: string,
  captions: readonly string[] = ['Save and continue'],
  intent: ButtonIntent = 'continue',
): FormPage {
  const root = mainOf(s);
  return {
    ctx: s.ctx,
    carrierId: IRONCLAD_CARRIER_ID,
    carrierName: 'Ironclad Specialty',
    where: heading,
    root,
    async submit() {
      const blocked = await blockedFields(root);
      if (blocked.length > 0) return { moved: false, errors: blocked };
      await s.portal.click(await buttonFor(root, intent, captions, heading));
      if ((await s.portal.heading()) !== heading) return { moved: true };
      const errors = await s.portal.validationErrors();
      if (errors.length === 0)
        throw portalChanged(`Ironclad ${heading} page did not save and showed no error`);
      return { moved: false, errors };
    },
  };
}

/** Fills the step, asks a person for required fields still empty, saves it: the kit's `completePage`. */
export const fillAndSave = (
  s: StepContext,
  carry: Carry,
  heading: string,
  fills: Fill[],
): Promise<PageResult> => completePage(formPage(s, heading), fills, carry);

/** The fields the browser's constraint validation would block, with its message. */
async function blockedFields(root: Locator): Promise<string[]> {
  const blocked = (main: Element) =>
    Array.from(main.querySelectorAll('form input, form select, form textarea'))
      .filter((c) => !(c as HTMLInputElement).checkValidity())
      .map((c) => {
        const control = c as HTMLInputElement;
        const name = control.labels?.[0]?.textContent?.trim() || control.name;
        return `${name}: ${control.validationMessage}`;
      });
  return evaluateAt(root, blocked);
}
