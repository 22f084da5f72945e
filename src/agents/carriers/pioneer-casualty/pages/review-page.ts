// Step 5, Review & Submit: the agent's certification, then Get Quote (umbrella: Request Indication),
// which sends the submission to ProducerNet's underwriting rules and rating.
import { type Carry, fillPage, type PageResult, pressPage } from '../../../kit/form-page.ts';
import { formPage, type StepContext, type StepPage } from './step-page.ts';

const CERTIFY =
  'I certify that the information in this application is complete and accurate to the best of my knowledge.';

export class ReviewPage implements StepPage {
  readonly step = 'review';
  readonly headings = ['Review & Submit'];

  async complete(s: StepContext, carry: Carry, heading: string): Promise<PageResult> {
    const page = formPage(s, heading, ['Get Quote', 'Request Indication'], 'rate');
    const refusal = await fillPage(page, [{ label: CERTIFY, value: 'true', kinds: ['checkbox'] }], carry);
    if (refusal) return { kind: 'rejected', message: refusal };
    return pressPage(page);
  }
}
