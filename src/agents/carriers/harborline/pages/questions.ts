// "Underwriting questions": yes/no radio groups named by the question, choice dropdowns and free-text
// areas labelled by it, read with the kit's control reader. What the submission answers is filled, a
// person answers the rest in one call, and the page is saved.
import { portalChanged } from '../../../errors.ts';
import { type ControlInfo, readControlInfo } from '../../../kit/controls.ts';
import type { Carry, PageResult } from '../../../kit/form-page.ts';
import { carriedOn } from '../../../kit/place-on-page.ts';
import { region } from '../../../kit/region.ts';
import { type PortalQuestion, planAnswers, portalAnswers } from './answers.ts';
import { fillAndSave, type HarborlinePage, type StepContext } from './wizard-page.ts';

const isYesNo = (choices: string[] = []) =>
  choices.length === 2 && choices.includes('Yes') && choices.includes('No');

export class QuestionsPage implements HarborlinePage {
  readonly headings = ['Underwriting questions'];
  readonly step = 'questions';

  async complete(s: StepContext, carry: Carry): Promise<PageResult> {
    const controls = await this.controls(s);
    // A field of ours the portal moved here (it was not on its own page) is filled, not asked.
    const carried = carriedOn(s.ctx, carry, controls, this.headings[0]!);
    const questions = this.questions(controls).filter((q) => !carried.has(q.text));
    if (questions.length === 0) throw portalChanged('The underwriting questions page shows no questions');
    const plan = planAnswers(questions, s.ctx.submission);
    const given = plan.ask.length > 0 ? await s.ctx.answerQuestions(plan.ask) : {};
    const pending = questions.filter((q) => !(q.text in plan.answered));
    const answers = { ...plan.answered, ...portalAnswers(pending, given) };
    const fills = Object.entries(answers).map(([label, value]) => ({ label, value }));
    return fillAndSave(s, carry, this.headings[0]!, fills);
  }

  /** The form's controls, in page order. */
  private controls(s: StepContext): Promise<ControlInfo[]> {
    const main = s.hub.page.getByRole('main');
    return readControlInfo(region(s.hub.page, 'main form, [role="main"] form', main.locator('form')));
  }

  private questions(controls: readonly ControlInfo[]): PortalQuestion[] {
    return controls.map((c) => {
      if (c.kind === 'radio' && isYesNo(c.choices)) return { text: c.label, type: 'yes_no' };
      if (c.kind === 'radio' || c.kind === 'select')
        return { text: c.label, type: 'choice', choices: c.choices ?? [] };
      return { text: c.label, type: 'text' };
    });
  }
}
