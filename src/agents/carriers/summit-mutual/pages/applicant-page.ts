// Applicant Information (Applicant.aspx), the first wizard step: saving it creates the submission.
// Two layouts exist: the classic table ("Next >") and the redesigned user control ("Save & Continue",
// other labels and order, the year the business started instead of years in business). Each field is
// known by both layouts' labels; the kit finds whichever the page shows.
import type { Fill } from '../../../kit/fill.ts';
import type { Carry, PageResult } from '../../../kit/form-page.ts';
import { type ApplicantField, applicantValues } from '../mapping.ts';
import { applicantQuestionnaire } from './answers.ts';
import { answer, fillAndPress, type StepContext, type SummitPage } from './wizard-page.ts';

/** Each field's labels: the classic layout's first, the redesign's after. */
const LABELS: Record<ApplicantField, readonly string[]> = {
  name: ['Named Insured', 'Applicant Legal Name'],
  dba: ['Doing Business As', 'DBA / Trade Name'],
  entity: ['Entity Type', 'Legal Entity'],
  fein: ['Federal Employer ID', 'FEIN'],
  yearsInBusiness: ['Years in Business'],
  yearStarted: ['Year Business Started'],
  street: ['Street Address'],
  city: ['City'],
  state: ['State'],
  zip: ['ZIP Code', 'Postal Code'],
  naics: ['NAICS Code', 'NAICS Industry Code'],
  operations: ['Description of Operations', 'Business Description'],
  sales: ['Gross Annual Sales', 'Annual Gross Receipts'],
  employees: ['Number of Employees', 'Total Employees'],
  effective: ['Proposed Effective Date', 'Policy Effective Date'],
  contact: ['Contact Name', 'Primary Contact'],
  phone: ['Contact Phone'],
  email: ['Contact E-mail'],
};

/** A layout asks one of these, never both. */
const EITHER: Partial<Record<ApplicantField, string>> = { yearsInBusiness: 'age', yearStarted: 'age' };

export class ApplicantPage implements SummitPage {
  readonly headings = ['Applicant Information'];
  readonly step = 'applicant';

  async complete(s: StepContext, carry: Carry): Promise<PageResult> {
    const entityType = await answer(s, applicantQuestionnaire(s.ctx.submission));
    const values = applicantValues(s.ctx.submission, new Date(), entityType);
    const fills: Fill[] = [];
    for (const [field, [label, ...also]] of Object.entries(LABELS) as [ApplicantField, string[]][]) {
      const value = values[field];
      if (value === undefined) continue;
      fills.push({ label: label!, also, value, byValue: field === 'state', either: EITHER[field] });
    }
    return fillAndPress(s, carry, this.headings[0]!, fills, 'Save & Continue');
  }
}
