// Step 5, Review & Submit: the agent's certification, then Get Quote (umbrella: Request Indication),
// which sends the submission to ProducerNet's underwriting rules and rating.
import { portalChanged } from '../../../errors.ts';
import { type FlowContext, type StepPage, type StepResult, submitStep } from './step-page.ts';

export class ReviewPage implements StepPage {
  readonly step = 'review';
  readonly headings = ['Review & Submit'];

  async complete(f: FlowContext, heading: string): Promise<StepResult> {
    const certify = f.portal.page.getByLabel(
      /^I certify that the information in this application is complete/,
    );
    if ((await certify.count()) === 0) throw portalChanged(`${heading}: no certification checkbox`);
    await certify.check();
    return submitStep(f, heading, /^(Get Quote|Request Indication)$/);
  }
}
