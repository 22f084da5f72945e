// Last step, every line: "Review & quote". "Get quote" rates the submission and opens its outcome.
import type { PageResult } from '../../../kit/form-page.ts';
import { formPage, type HarborlinePage, rejected, type StepContext } from './wizard-page.ts';

export class ReviewPage implements HarborlinePage {
  readonly headings = ['Review & quote'];
  readonly step = 'review';

  async complete(s: StepContext): Promise<PageResult> {
    const where = this.headings[0]!;
    const submitted = await formPage(s, where, 'Get quote', 'rate').submit();
    return submitted.moved
      ? { kind: 'next' }
      : rejected(submitted.errors.join(' ') || `${where} was refused`);
  }
}
