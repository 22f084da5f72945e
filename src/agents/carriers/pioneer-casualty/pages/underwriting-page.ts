// Step 4, Underwriting Questions (yes/no fieldsets, the loss-count drop-down, text fields), read from
// the page with the kit's control reader and answered in one call to a person
// (underwriting-questions.ts decides what the submission answers itself).
import { portalChanged } from '../../../errors.ts';
import { type ControlInfo, readControlInfo } from '../../../kit/controls.ts';
import type { Carry, PageResult } from '../../../kit/form-page.ts';
import { carriedOn } from '../../../kit/place-on-page.ts';
import { region } from '../../../kit/region.ts';
import { answered, fillAndPress, mainOf, type StepContext, type StepPage } from './step-page.ts';
import { type PageQuestion, underwritingQuestionnaire } from './underwriting-questions.ts';

const isYesNo = (choices: string[]) =>
  choices.length === 2 && choices.includes('Yes') && choices.includes('No');

export class UnderwritingPage implements StepPage {
  readonly step = 'questions';
  readonly headings = ['Underwriting Questions'];

  async complete(s: StepContext, carry: Carry, heading: string): Promise<PageResult> {
    const controls = await this.controls(s);
    // A field of ours the portal moved here (it was not on its own page) is filled, not asked.
    const carried = carriedOn(s.ctx, carry, controls, heading);
    const shown = this.questions(controls).filter((q) => !carried.has(q.text));
    if (shown.length === 0) throw portalChanged(`${heading}: no questions on the page`);
    const fills = await answered(s, underwritingQuestionnaire(s.ctx.submission, s.line, shown));
    return fillAndPress(s, carry, heading, fills);
  }

  /** The form's controls, in page order. */
  private controls(s: StepContext): Promise<ControlInfo[]> {
    return readControlInfo(region(s.portal.page, 'main form, [role="main"] form', mainOf(s).locator('form')));
  }

  /** Every question of the form, in page order, as a person reads it. */
  private questions(controls: readonly ControlInfo[]): PageQuestion[] {
    return controls.flatMap((c): PageQuestion[] => {
      if (c.kind === 'radio') {
        const choices = c.choices ?? [];
        // A question's radios are always answered: ProducerNet requires each.
        return isYesNo(choices)
          ? [{ text: c.label, type: 'yes_no', required: true }]
          : [{ text: c.label, type: 'choice', choices, required: true }];
      }
      if (c.kind === 'select')
        return [{ text: c.label, type: 'choice', choices: c.choices ?? [], required: c.required }];
      if (c.kind === 'text' || c.kind === 'textarea')
        return [{ text: c.label, type: 'text', required: c.required, ...(c.hint ? { hint: c.hint } : {}) }];
      return [];
    });
  }
}
