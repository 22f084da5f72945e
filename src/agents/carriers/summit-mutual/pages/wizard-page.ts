// What every New Submission wizard step shares: the page is identified by its heading, its fields are
// filled in one script, and "Next >" (or the page's own button) posts it. A red validation summary
// after the post is AgentLink refusing our data, which ends the run as rejected_data.
import { portalChanged } from '../../../errors.ts';
import type { PlaybookContext } from '../../../playbook.ts';
import type { Questionnaire } from '../answers.ts';
import type { SummitLine } from '../mapping.ts';
import type { AgentLink, Screen } from '../portal.ts';
import { checkFill, type Fill, fillByLabel } from './form.ts';

export interface StepContext {
  portal: AgentLink;
  ctx: PlaybookContext;
  line: SummitLine;
}

export type StepResult = { kind: 'next'; screen: Screen } | { kind: 'rejected'; message: string };

export interface WizardPage {
  /** The page's heading (h1), how the flow recognises where the portal put it. */
  heading: string;
  /** Our step name for the job timeline. */
  step: string;
  complete(s: StepContext): Promise<StepResult>;
}

/** Fills the page, presses its button, and reads what came back. */
export async function fillAndPress(
  s: StepContext,
  heading: string,
  fills: Fill[],
  button = 'Next >',
): Promise<StepResult> {
  const refusal = checkFill(heading, await fillByLabel(s.portal.page, fills));
  if (refusal) return { kind: 'rejected', message: refusal };
  return press(s, heading, button);
}

export async function press(s: StepContext, heading: string, button: string): Promise<StepResult> {
  const target = s.portal.page.getByRole('button', { name: button, exact: true });
  if ((await target.count()) === 0) throw portalChanged(`${heading}: no "${button}" button`);
  const screen = await s.portal.press(target);
  if (screen.kind === 'page' && screen.errors.length > 0)
    return { kind: 'rejected', message: screen.errors.join(' ') };
  return { kind: 'next', screen };
}

/** Answers a page's questions with ONE call for a person, skipped when the submission answered all. */
export async function answer<T>(s: StepContext, questionnaire: Questionnaire<T>): Promise<T> {
  const { questions } = questionnaire;
  return questionnaire.read(questions.length > 0 ? await s.ctx.answerQuestions(questions) : {});
}
