// What every step of Cascade's quote wizard shares: the step is known by its heading, its fields are
// filled by the carrier kit (a field a drifted layout shows on a later step is carried there), and its
// button saves it in place. The app's answer is another path (moved on) or the step again with its
// alert: our value refused (rejected_data, naming our field) or fields we left empty (asked of a person,
// then saved once more), both read by the kit's form page.
import type { Locator } from 'playwright-core';
import { type ButtonIntent, buttonFor } from '../../../kit/buttons.ts';
import type { Fill } from '../../../kit/fill.ts';
import { type Carry, type FormPage, fillPage, finishPage, type PageResult } from '../../../kit/form-page.ts';
import { region } from '../../../kit/region.ts';
import type { WizardPage } from '../../../kit/wizard.ts';
import type { FiledTerms, PlaybookContext } from '../../../playbook.ts';
import { CARRIER_ID, CARRIER_NAME, type CascadeLine } from '../mapping.ts';
import type { CascadePortal, Screen } from './portal.ts';

export interface StepContext {
  portal: CascadePortal;
  ctx: PlaybookContext<CascadeLine>;
  /** What the app shows now (each save updates it). */
  screen: Screen;
  /** Limits and deductibles filed where Cascade offers only the closest (Coverage sets them). */
  filed?: FiledTerms;
}

export type CascadePage = WizardPage<StepContext>;

/**
 * One step as the kit's form page: its controls in the page, its button by what it does. `save` is
 * what pressing the button takes (a dialog to answer, on Business); the app's answer is read after it.
 */
export function formPage(
  s: StepContext,
  where: string,
  button: { caption: string; intent: ButtonIntent },
  save: (button: Locator) => Promise<void> = (b) => s.portal.answer(b),
): FormPage {
  const root = region(s.portal.page, 'body');
  return {
    ctx: s.ctx,
    carrierId: CARRIER_ID,
    carrierName: CARRIER_NAME,
    where,
    root,
    async submit() {
      const before = s.screen.id;
      const target = await buttonFor(root, button.intent, [button.caption], where);
      s.screen = await s.portal.act(() => save(target));
      return s.screen.id === before ? { moved: false, errors: s.screen.messages } : { moved: true };
    },
  };
}

export const CONTINUE = { caption: 'Continue', intent: 'continue' } as const;

/** Fills the step (fields carried from earlier steps too), asks for what it still lacks, and saves it. */
export async function fillAndSave(carry: Carry, page: FormPage, fills: readonly Fill[]): Promise<PageResult> {
  const refusal = await fillPage(page, fills, carry);
  if (refusal) return { kind: 'rejected', message: refusal };
  return finishPage(page, carry);
}
