// Underwriting Questions (Underwriting.aspx) and Review & Rate (Review.aspx), the last two steps of
// every line. Rate runs Summit's rules and rating and lands on the quote or on a status page.

import type { Carry, PageResult } from '../../../kit/form-page.ts';
import { remarksFor, underwritingQuestionnaire } from './answers.ts';
import { answer, fillAndPress, press, type StepContext, type SummitPage } from './wizard-page.ts';

export class UnderwritingPage implements SummitPage {
  readonly headings = ['Underwriting Questions'];
  readonly step = 'underwriting';

  async complete(s: StepContext, carry: Carry): Promise<PageResult> {
    const remarks = remarksFor(s.ctx.submission, s.ctx.jobId);
    const fills = await answer(s, underwritingQuestionnaire(s.ctx.submission, s.line, remarks));
    return fillAndPress(s, carry, this.headings[0]!, fills);
  }
}

export class ReviewPage implements SummitPage {
  readonly headings = ['Review & Rate'];
  readonly step = 'review';

  complete(s: StepContext): Promise<PageResult> {
    return press(s, this.headings[0]!, 'Rate', 'rate');
  }
}
