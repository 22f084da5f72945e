// What every quote step shares: the run's state as the wizard hands it to a page, the step as the
// kit's form page (its controls in <main>, its button found by what it does, ProducerNet's validation
// shown on the same page in a red alert box), and the one call to a person for a page's questions.
import type { Locator } from 'playwright-core';
import { type ButtonIntent, buttonFor } from '../../../kit/buttons.ts';
import type { Fill } from '../../../kit/fill.ts';
import {
  type Carry,
  completePage,
  type FormPage,
  type PageResult,
  pressPage,
} from '../../../kit/form-page.ts';
import { region } from '../../../kit/region.ts';
import type { WizardPage } from '../../../kit/wizard.ts';
import type { PlaybookContext } from '../../../playbook.ts';
import { PIONEER_CARRIER_ID, type PioneerLine } from '../mapping.ts';
import { CARRIER_NAME, type ProducerNet, type Screen } from './producernet.ts';
import type { Answers, Questionnaire } from './questions.ts';

export interface StepContext {
  portal: ProducerNet;
  ctx: PlaybookContext;
  line: PioneerLine;
  /** What the portal shows now (each press updates it). */
  screen: Screen;
}

export type StepPage = WizardPage<StepContext>;

/** The step's form, inside <main>. */
export const mainOf = (s: StepContext): Locator =>
  region(s.portal.page, 'main, [role="main"]', s.portal.page.getByRole('main'));

/**
 * The step as the kit's form page: its button (one of `captions` ProducerNet uses, else one meaning
 * `intent`) pressed; the same page back with alert messages is a refusal.
 */
export function formPage(
  s: StepContext,
  heading: string,
  captions: readonly string[] = ['Save & Continue'],
  intent: ButtonIntent = 'continue',
): FormPage {
  const root = mainOf(s);
  return {
    ctx: s.ctx,
    carrierId: PIONEER_CARRIER_ID,
    carrierName: CARRIER_NAME,
    where: heading,
    root,
    async submit() {
      const screen = await s.portal.press(await buttonFor(root, intent, captions, heading));
      s.screen = screen;
      if (screen.kind === 'page' && screen.heading === heading && screen.errors.length > 0)
        return { moved: false, errors: screen.errors };
      return { moved: true };
    },
  };
}

/** Fills the step (with fields earlier steps did not hold) and saves it: the kit's `completePage`. */
export const fillAndPress = (
  s: StepContext,
  carry: Carry,
  heading: string,
  fills: Fill[],
): Promise<PageResult> => completePage(formPage(s, heading), fills, carry);

/** Presses a step's button alone: the next page, or ProducerNet's refusal in its words. */
export const press = (s: StepContext, heading: string, button: string, intent: ButtonIntent) =>
  pressPage(formPage(s, heading, [button], intent));

/** One call to a person for the page's questions (none when the submission answered everything). */
export async function answered<T>(s: StepContext, questionnaire: Questionnaire<T>): Promise<T> {
  const answers: Answers =
    questionnaire.questions.length > 0 ? await s.ctx.answerQuestions(questionnaire.questions) : {};
  return questionnaire.read(answers);
}
