// Applicant Information (Applicant.aspx), the first wizard step: saving it creates the submission.
// Two layouts exist: the classic table ("Next >") and the redesigned user control ("Save & Continue",
// other labels and order, the year the business started instead of years in business).
import { portalChanged } from '../../../errors.ts';
import { applicantQuestionnaire } from '../answers.ts';
import { type ApplicantLayout, applicantFills } from '../mapping.ts';
import { answer, fillAndPress, type StepContext, type StepResult, type WizardPage } from './wizard-page.ts';

const BUTTONS: Record<ApplicantLayout, string> = { 1: 'Next >', 2: 'Save & Continue' };

export class ApplicantPage implements WizardPage {
  readonly heading = 'Applicant Information';
  readonly step = 'applicant';

  /** Which layout is shown, told by its submit button. */
  async layout(s: StepContext): Promise<ApplicantLayout> {
    const buttons = s.portal.page.getByRole('button', { name: /^(Next >|Save & Continue)$/ });
    const names = await buttons.evaluateAll((elements) =>
      elements.map((e) => (e as HTMLInputElement).value || e.textContent || ''),
    );
    if (names.includes(BUTTONS[2])) return 2;
    if (names.includes(BUTTONS[1])) return 1;
    throw portalChanged('Applicant Information: neither "Next >" nor "Save & Continue"');
  }

  async complete(s: StepContext): Promise<StepResult> {
    const entityType = await answer(s, applicantQuestionnaire(s.ctx.submission));
    const layout = await this.layout(s);
    const fills = applicantFills(s.ctx.submission, layout, new Date(), entityType);
    return fillAndPress(s, this.heading, fills, BUTTONS[layout]);
  }
}
