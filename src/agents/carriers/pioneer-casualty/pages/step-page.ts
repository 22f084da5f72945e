// What every quote step page shares: how the flow hands it the run, what completing it gives back, and
// the post that ends it (ProducerNet shows its validation on the same page, in a red alert box).
import type { Locator } from 'playwright-core';
import { portalChanged } from '../../../errors.ts';
import type { PlaybookContext } from '../../../playbook.ts';
import { type FieldFill, fillFields, refusalOf } from '../../shared/fill-fields.ts';
import type { PioneerLine } from '../mapping.ts';
import { CARRIER_NAME, type ProducerNet, type Screen } from '../producernet.ts';
import type { Answers, Questionnaire } from '../questions.ts';

export interface FlowContext {
  portal: ProducerNet;
  ctx: PlaybookContext;
  line: PioneerLine;
}

/** The next screen, or ProducerNet's refusal of what we entered (its own words). */
export type StepResult = { kind: 'next'; screen: Screen } | { kind: 'rejected'; message: string };

export interface StepPage {
  /** The step's name in the job's timeline. */
  step: string;
  /** The page's h1 (either layout's). */
  headings: string[];
  complete(f: FlowContext, heading: string): Promise<StepResult>;
}

/** One call to a person for the page's questions (none when the submission answered everything). */
export async function answered<T>(f: FlowContext, questionnaire: Questionnaire<T>): Promise<T> {
  const answers: Answers =
    questionnaire.questions.length > 0 ? await f.ctx.answerQuestions(questionnaire.questions) : {};
  return questionnaire.read(answers);
}

/** Fills under `root`; a refusal message when ProducerNet does not offer one of our values. */
export async function fill(root: Locator, fills: FieldFill[], where: string): Promise<string | undefined> {
  return refusalOf(await fillFields(root, fills), where, CARRIER_NAME);
}

/**
 * Presses the step's button: the next page, or the same page with ProducerNet's validation messages
 * (a refusal of our data, returned with its words).
 */
export async function submitStep(
  f: FlowContext,
  heading: string,
  button: string | RegExp = 'Save & Continue',
): Promise<StepResult> {
  const target = f.portal.page.getByRole('button', { name: button, exact: true });
  if ((await target.count()) === 0) throw portalChanged(`${heading}: no "${button}" button`);
  const screen = await f.portal.press(target.first());
  if (screen.kind === 'page' && screen.heading === heading && screen.errors.length > 0)
    return { kind: 'rejected', message: screen.errors.join(' ') };
  return { kind: 'next', screen };
}

/** The option texts of a labelled drop-down (for a question whose answer must be one of them). */
export async function optionsOf(root: Locator, label: string): Promise<string[]> {
  // Not `exact`: a required field's label ends in a (hidden) asterisk.
  const select = root.getByLabel(label);
  if ((await select.count()) === 0) throw portalChanged(`No drop-down labelled "${label}"`);
  const texts = await select
    .first()
    .evaluate((element) =>
      [...(element as HTMLSelectElement).options].filter((o) => o.value !== '').map((o) => o.text.trim()),
    );
  return texts;
}
