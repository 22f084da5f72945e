// Step 1, Applicant: creates the draft. Ironclad's eligibility rules run on save and may decline the
// class of business at once (straight to "Unable to offer terms").
import type { Submission } from '../../../../domain/quote-request/model/submission.ts';
import { applicantFills } from '../mapping.ts';
import { fillForm } from './form.ts';
import type { Portal } from './portal.ts';
import { type SaveResult, saveAndContinue } from './save.ts';

export class ApplicantPage {
  readonly portal: Portal;

  constructor(portal: Portal) {
    this.portal = portal;
  }

  async fillAndSave(submission: Submission): Promise<SaveResult> {
    const { invalid } = await fillForm(this.portal.page, applicantFills(submission), 'applicant');
    return saveAndContinue(this.portal, invalid, 'applicant');
  }
}
