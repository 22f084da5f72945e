// Step 1, Applicant Information, in either layout: the long-standing form, or the redesign ("Insured
// Details": policy date first, renamed fields, the street split into number, name and suite).
// Recognised by its heading; the values come from the same mapping either way.
import { applicantFills, legalEntityOf } from '../mapping.ts';
import { applicantQuestionnaire } from '../questions.ts';
import { finishStep } from './fill-gaps.ts';
import { answered, type FlowContext, fill, optionsOf, type StepPage, type StepResult } from './step-page.ts';

const LAYOUTS: Record<string, { version: 1 | 2; entityLabel: string }> = {
  'Applicant Information': { version: 1, entityLabel: 'Legal Entity' },
  'Insured Details': { version: 2, entityLabel: 'Entity Type' },
};

export class ApplicantPage implements StepPage {
  readonly step = 'applicant';
  readonly headings = Object.keys(LAYOUTS);

  async complete(f: FlowContext, heading: string): Promise<StepResult> {
    const layout = LAYOUTS[heading]!;
    const main = f.portal.page.getByRole('main');
    const s = f.ctx.submission;
    // The entity drop-down's own options are the choices when our business type has no equivalent.
    const choices = legalEntityOf(s) ? [] : await optionsOf(main, layout.entityLabel);
    const entity = await answered(f, applicantQuestionnaire(s, choices));
    const refusal = await fill(main, applicantFills(s, layout.version, entity), heading);
    if (refusal) return { kind: 'rejected', message: refusal };
    if (layout.version === 2) f.ctx.log('Pioneer: applicant step in the redesigned layout (Insured Details)');
    return finishStep(f, heading);
  }
}
