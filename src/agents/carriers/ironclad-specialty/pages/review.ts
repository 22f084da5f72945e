// Step 4, Review and submit: the attestation checkbox and "Submit for quote", which rates the risk.
import { type Carry, fillPage, type PageResult, pressPage } from '../../../kit/form-page.ts';
import { formPage, type StepContext, type StepPage } from './step-page.ts';

const ATTESTATION = 'I confirm the applicant has reviewed these answers and they are true and complete';

export class ReviewPage implements StepPage {
  readonly step = 'review';
  readonly headings = ['Review and submit'];

  async complete(s: StepContext, carry: Carry, heading: string): Promise<PageResult> {
    const page = formPage(s, heading, ['Submit for quote'], 'rate');
    const refusal = await fillPage(page, [{ label: ATTESTATION, value: 'true', kinds: ['checkbox'] }], carry);
    if (refusal) return { kind: 'rejected', message: refusal };
    return pressPage(page);
  }
}
