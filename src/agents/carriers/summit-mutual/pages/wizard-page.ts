// What every New Submission wizard step shares: the page is identified by its heading, its fields are
// filled by the carrier kit (a field this layout shows on a later page is carried there), and the
// page's button posts it. A red validation summary after the post is AgentLink refusing our data, which
// ends the run as rejected_data, or naming fields we left empty, which are asked of a person.
import { type ButtonIntent, buttonFor } from '../../../kit/buttons.ts';
import type { Fill } from '../../../kit/fill.ts';
import { type Carry, type FormPage, fillPage, finishPage, type PageResult } from '../../../kit/form-page.ts';
import { region } from '../../../kit/region.ts';
import type { WizardPage } from '../../../kit/wizard.ts';
import type { PlaybookContext } from '../../../playbook.ts';
import type { SummitLine } from '../mapping.ts';
import type { Questionnaire } from './answers.ts';
import type { AgentLink, Screen } from './portal.ts';

export interface StepContext {
  portal: AgentLink;
  ctx: PlaybookContext;
  line: SummitLine;
  /** What the portal shows now (each press updates it). */
  screen: Screen;
}

export type SummitPage = WizardPage<StepContext>;

/** One wizard step as the kit's form page: its controls in the body, its button by what it does. */
function formPage(s: StepContext, heading: string, button: string, intent: ButtonIntent): FormPage {
  const root = region(s.portal.page, 'body');
  return {
    ctx: s.ctx,
    carrierId: 'summit-mutual',
    carrierName: 'Summit Mutual',
    where: heading,
    root,
    async submit() {
      s.screen = await s.portal.press(await buttonFor(root, intent, [button], heading));
      return s.screen.kind === 'page' && s.screen.errors.length > 0
        ? { moved: false, errors: s.screen.errors }
        : { moved: true };
    },
  };
}

/**
 * Fills the page (fields carried from earlier pages too), asks a person for required fields still
 * empty, presses its button and reads what came back (the kit's `finishPage`).
 */
export async function fillAndPress(
  s: StepContext,
  carry: Carry,
  heading: string,
  fills: Fill[],
  button = 'Next >',
): Promise<PageResult> {
  const page = formPage(s, heading, button, 'continue');
  const refusal = await fillPage(page, fills, carry);
  if (refusal) return { kind: 'rejected', message: refusal };
  return finishPage(page, carry);
}

/** Presses the page's button alone (Review & Rate's "Rate"). */
export async function press(
  s: StepContext,
  heading: string,
  button: string,
  intent: ButtonIntent,
): Promise<PageResult> {
  const submitted = await formPage(s, heading, button, intent).submit();
  return submitted.moved ? { kind: 'next' } : { kind: 'rejected', message: submitted.errors.join(' ') };
}

/** Answers a page's questions with ONE call for a person, skipped when the submission answered all. */
export async function answer<T>(s: StepContext, questionnaire: Questionnaire<T>): Promise<T> {
  const { questions } = questionnaire;
  return questionnaire.read(questions.length > 0 ? await s.ctx.answerQuestions(questions) : {});
}
