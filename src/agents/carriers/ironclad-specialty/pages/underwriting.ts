// Step 3, Underwriting questions: Yes/No fieldsets, selects and free text, with follow-ups the page
// script opens after an answer (the kit fills them once their answer has opened them). The questions
// the submission does not answer go to a person in ONE call (questionnaire.ts).
import type { Carry, PageResult } from '../../../kit/form-page.ts';
import { questionnaireFor } from './questionnaire.ts';
import { fillAndSave, type StepContext, type StepPage } from './step-page.ts';

export class UnderwritingPage implements StepPage {
  readonly step = 'underwriting';
  readonly headings = ['Underwriting questions'];

  async complete(s: StepContext, carry: Carry, heading: string): Promise<PageResult> {
    const questionnaire = questionnaireFor(s.ctx);
    const answers =
      questionnaire.questions.length > 0 ? await s.ctx.answerQuestions(questionnaire.questions) : {};
    return fillAndSave(s, carry, heading, questionnaire.fills(answers));
  }
}
