// Step 1, Applicant: creates the draft. Ironclad's eligibility rules run on save and may decline the
// class of business at once (straight to "Unable to offer terms").
import type { Carry, PageResult } from '../../../kit/form-page.ts';
import { applicantFills, PRODUCTS } from '../mapping.ts';
import { fillAndSave, type StepContext, type StepPage } from './step-page.ts';

export class ApplicantPage implements StepPage {
  readonly step = 'applicant';
  /** "New Cyber Liability submission" for a new one, "Applicant" for a draft's. */
  readonly headings = [...Object.values(PRODUCTS).map((p) => `New ${p.title} submission`), 'Applicant'];

  complete(s: StepContext, carry: Carry, heading: string): Promise<PageResult> {
    return fillAndSave(s, carry, heading, applicantFills(s.ctx.submission));
  }
}
