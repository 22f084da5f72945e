// Kit control: questions read from the page (`pageQuestions: true` on a screen). Every question the form
// shows is asked or answered, so a question the portal adds is asked rather than breaking the run: the
// screen's `questions` give the id and what the submission knows by the control's label (the first whose
// `when` holds); any other is asked under the vocabulary's canonical id for its wording, else
// `<carrier>:<slug>`. Radios of Yes and No are a yes/no, other radios and drop-downs a choice of the
// page's options, text boxes text (a required one must be answered; an optional one may be left blank).
// A field of ours the portal moved here is the kit's to fill (carriedOn), not asked.
import type { QuestionDefinition, ScreenDefinition } from '../../../domain/carrier-definition/flow-schema.ts';
import {
  isCanonicalQuestion,
  questionVocabulary,
  recogniseQuestion,
} from '../../../domain/questions/vocabulary.ts';
import { portalChanged } from '../../errors.ts';
import { type ControlInfo, readControlInfo } from '../../kit/controls.ts';
import { choicesOf } from '../../kit/fill.ts';
import type { Carry } from '../../kit/form-page.ts';
import { carriedOn } from '../../kit/place-on-page.ts';
import { region } from '../../kit/region.ts';
import type { PlaybookContext } from '../../playbook.ts';
import type { DefinedPortal } from '../portal.ts';
import type { AskedQuestion } from '../questions.ts';
import { evaluateFor, holdsFor } from '../scope.ts';

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '')
    .slice(0, 60);

const isYesNo = (choices: string[]) =>
  choices.length === 2 && choices.includes('Yes') && choices.includes('No');

function questionOf(
  ctx: PlaybookContext,
  carrier: string,
  c: ControlInfo,
  defined: readonly QuestionDefinition[],
) {
  const own = defined.find((q) => q.label === c.label && holdsFor(ctx, q.when));
  const id = own?.id ?? recogniseQuestion(c.label) ?? `${carrier}:${slug(c.label)}`;
  const choices = c.choices ?? [];
  if (c.kind === 'radio' && isYesNo(choices)) return { ...own, id, label: c.label, type: 'yes_no' as const };
  // A question the definition asks as a yes/no whose control offers more ("We do not use subcontractors").
  if ((c.kind === 'radio' || c.kind === 'select') && own?.type === 'yes_no')
    return { ...own, id, label: c.label, type: 'yes_no' as const, controlChoices: choices };
  if (c.kind === 'radio' || c.kind === 'select')
    return {
      ...own,
      id,
      label: c.label,
      type: 'choice' as const,
      choices,
      optional: !c.required && c.kind === 'select',
    };
  const canonical = isCanonicalQuestion(id) ? questionVocabulary[id].type : undefined;
  const type =
    own?.type ??
    (canonical === 'year' || canonical === 'integer' || canonical === 'money' ? canonical : 'text');
  const notes = [c.hint, c.required ? '' : 'optional: leave blank if none'].filter(Boolean);
  const text = notes.length > 0 ? `${own?.text ?? c.label} (${notes.join('; ')})` : (own?.text ?? c.label);
  return { ...own, id, label: c.label, type, text, optional: !c.required };
}

/** The questions the form shows, as the screen's questions (with what the definition knows of them). */
export async function pageQuestions(
  ctx: PlaybookContext,
  portal: DefinedPortal,
  defined: readonly QuestionDefinition[],
  carry: Carry,
  where: string,
): Promise<AskedQuestion[]> {
  const root = portal.definition.wizard.root ?? 'main';
  const controls = await readControlInfo(region(portal.page, `${root} form`));
  const carried = carriedOn(ctx, carry, controls, where);
  const shown = controls.filter(
    (c) => !carried.has(c.label) && ['radio', 'select', 'text', 'textarea'].includes(c.kind),
  );
  if (shown.length === 0) throw portalChanged(`${where}: no questions on the page`);
  return shown.map((c) => questionOf(ctx, portal.definition.id, c, defined) as AskedQuestion);
}

/** A screen's questions: read from the page where it says so, else its own (choices read where asked). */
export async function questionsOf(
  ctx: PlaybookContext,
  portal: DefinedPortal,
  screen: ScreenDefinition,
  carry: Carry,
  where: string,
): Promise<AskedQuestion[]> {
  const defined = screen.questions ?? [];
  if (screen.pageQuestions) return pageQuestions(ctx, portal, defined, carry, where);
  const root = region(portal.page, portal.definition.wizard.root ?? 'main');
  return Promise.all(
    defined.map(async (q) => {
      if (!q.choicesFromPage || !holdsFor(ctx, q.when)) return q;
      if (q.known !== undefined && evaluateFor(ctx, q.known) !== undefined) return q;
      const [choices] = await choicesOf(root, [{ label: q.label }]);
      if (!choices) throw portalChanged(`${where}: no "${q.label}" drop-down`);
      return { ...q, choices };
    }),
  );
}
