// Underwriting Questions (Underwriting.aspx) and Review & Rate (Review.aspx), the last two steps of
// every line. Rate runs Summit's rules and rating and lands on the quote or on a status page.
import { remarksFor, underwritingQuestionnaire } from '../answers.ts';
import {
  answer,
  fillAndPress,
  press,
  type StepContext,
  type StepResult,
  type WizardPage,
} from './wizard-page.ts';

export class UnderwritingPage implements WizardPage {
  readonly heading = 'Underwriting Questions';
  readonly step = 'underwriting';

  async complete(s: StepContext): Promise<StepResult> {
    const remarks = remarksFor(s.ctx.submission, s.ctx.jobId);
    const fills = await answer(s, underwritingQuestionnaire(s.ctx.submission, s.line, remarks));
    return fillAndPress(s, this.heading, fills);
  }
}

export class ReviewPage implements WizardPage {
  readonly heading = 'Review & Rate';
  readonly step = 'review';

  complete(s: StepContext): Promise<StepResult> {
    return press(s, this.heading, 'Rate');
  }
}
