// Step 4, Review and get quote: the accuracy confirmation ticked (what the agent filed is what the
// submission says) and "Get quote", which rates the submission and opens its outcome.
import type { Carry, PageResult } from '../../../kit/form-page.ts';
import { type CascadePage, fillAndSave, formPage, type StepContext } from './wizard-page.ts';

export class ReviewPage implements CascadePage {
  readonly headings = ['Review and get quote'];
  readonly step = 'review';

  complete(s: StepContext, carry: Carry): Promise<PageResult> {
    const page = formPage(s, this.headings[0]!, { caption: 'Get quote', intent: 'rate' });
    return fillAndSave(carry, page, [
      { label: 'I confirm the information in this submission is accurate and complete', value: 'true' },
    ]);
  }
}
