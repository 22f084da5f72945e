// Step 1, Applicant Information, in either layout: the long-standing form, or the redesign ("Insured
// Details": policy date first, renamed fields, the street split into number, name and suite). Each
// field is known by both layouts' labels (mapping.ts); the kit finds whichever the page shows.
import { portalChanged } from '../../../errors.ts';
import { choicesOf } from '../../../kit/fill.ts';
import type { Carry, PageResult } from '../../../kit/form-page.ts';
import { applicantFills, legalEntityOf } from '../mapping.ts';
import { applicantQuestionnaire } from './questions.ts';
import { answered, fillAndPress, mainOf, type StepContext, type StepPage } from './step-page.ts';

const ENTITY = { label: 'Legal Entity', also: ['Entity Type'] };

export class ApplicantPage implements StepPage {
  readonly step = 'applicant';
  readonly headings = ['Applicant Information', 'Insured Details'];

  async complete(s: StepContext, carry: Carry, heading: string): Promise<PageResult> {
    const submission = s.ctx.submission;
    // The entity drop-down's own options are the choices when our business type has no equivalent.
    const choices = legalEntityOf(submission) ? [] : await this.entityChoices(s, heading);
    const entity = await answered(s, applicantQuestionnaire(submission, choices));
    if (heading !== this.headings[0])
      s.ctx.log(`Pioneer: applicant step in the redesigned layout (${heading})`);
    return fillAndPress(s, carry, heading, applicantFills(submission, entity));
  }

  private async entityChoices(s: StepContext, heading: string): Promise<string[]> {
    const [choices] = await choicesOf(mainOf(s), [ENTITY]);
    if (!choices) throw portalChanged(`${heading}: no "${ENTITY.label}" drop-down`);
    return choices;
  }
}
