// What every New Submission wizard step shares: the page is identified by its heading, its fields are
// filled in one script, and "Next >" (or the page's own button) posts it. A red validation summary
// after the post is AgentLink refusing our data, which ends the run as rejected_data.
import { askForMissing, refusalOf } from '../../../ask-missing.ts';
import { portalChanged } from '../../../errors.ts';
import { ourFieldOf } from '../../../our-fields.ts';
import { type InventoryItem, takeInventory } from '../../../page-inventory.ts';
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

export type StepResult =
  | { kind: 'next'; screen: Screen }
  /** `screen`: the page that showed the refusal, when the portal showed one. */
  | { kind: 'rejected'; message: string; screen?: Screen };

export interface WizardPage {
  /** The page's heading (h1), how the flow recognises where the portal put it. */
  heading: string;
  /** Our step name for the job timeline. */
  step: string;
  complete(s: StepContext): Promise<StepResult>;
}

/**
 * Fills the page, asks a person for required fields still empty (the shared page inventory), presses
 * its button, and reads what came back. When AgentLink then names fields we left empty, they are asked
 * and the page posted once more; a value we sent that it refuses ends the run as rejected_data.
 */
export async function fillAndPress(
  s: StepContext,
  heading: string,
  fills: Fill[],
  button = 'Next >',
): Promise<StepResult> {
  const refusal = checkFill(heading, await fillByLabel(s.portal.page, fills));
  if (refusal) return { kind: 'rejected', message: refusal };
  await fillGaps(s, heading);
  const result = await press(s, heading, button);
  if (result.kind !== 'rejected' || result.screen?.kind !== 'page' || result.screen.heading !== heading)
    return result;
  const items = await takeInventory(s.portal.page);
  const refused = refusalOf(items, ourFieldOf);
  if (refused) return { kind: 'rejected', message: refused };
  if (!(await fillGaps(s, heading, items))) return result;
  return press(s, heading, button);
}

/** Asks for the page's required fields still empty and fills them; true when there were any. */
async function fillGaps(s: StepContext, heading: string, found?: InventoryItem[]): Promise<boolean> {
  const missing = await askForMissing(s.ctx, 'summit-mutual', found ?? (await takeInventory(s.portal.page)));
  if (missing.length === 0) return false;
  const refusal = checkFill(heading, await fillByLabel(s.portal.page, missing));
  if (refusal) throw portalChanged(`${heading}: ${refusal}`);
  return true;
}

export async function press(s: StepContext, heading: string, button: string): Promise<StepResult> {
  const target = s.portal.page.getByRole('button', { name: button, exact: true });
  if ((await target.count()) === 0) throw portalChanged(`${heading}: no "${button}" button`);
  const screen = await s.portal.press(target);
  if (screen.kind === 'page' && screen.errors.length > 0)
    return { kind: 'rejected', message: screen.errors.join(' '), screen };
  return { kind: 'next', screen };
}

/** Answers a page's questions with ONE call for a person, skipped when the submission answered all. */
export async function answer<T>(s: StepContext, questionnaire: Questionnaire<T>): Promise<T> {
  const { questions } = questionnaire;
  return questionnaire.read(questions.length > 0 ? await s.ctx.answerQuestions(questions) : {});
}
