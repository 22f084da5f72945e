// Applicant Information (Applicant.aspx), the first wizard step: saving it creates the submission.
// Two layouts exist: the classic table ("Next >") and the redesigned user control ("Save & Continue",
// other labels and order, the year the business started instead of years in business).
import { portalChanged } from '../../../errors.ts';
import { applicantQuestionnaire } from '../answers.ts';
import { type ApplicantField, applicantValues } from '../mapping.ts';
import type { Fill } from './form.ts';
import { answer, fillAndPress, type StepContext, type StepResult, type WizardPage } from './wizard-page.ts';

type Layout = 1 | 2;
const BUTTONS: Record<Layout, string> = { 1: 'Next >', 2: 'Save & Continue' };

/** Each layout's labels; layout 2 asks the year the business started, layout 1 years in business. */
const LABELS: Record<Layout, Partial<Record<ApplicantField, string>>> = {
  1: {
    name: 'Named Insured',
    dba: 'Doing Business As',
    entity: 'Entity Type',
    fein: 'Federal Employer ID',
    yearsInBusiness: 'Years in Business',
    street: 'Street Address',
    city: 'City',
    state: 'State',
    zip: 'ZIP Code',
    naics: 'NAICS Code',
    operations: 'Description of Operations',
    sales: 'Gross Annual Sales',
    employees: 'Number of Employees',
    effective: 'Proposed Effective Date',
    contact: 'Contact Name',
    phone: 'Contact Phone',
    email: 'Contact E-mail',
  },
  2: {
    effective: 'Policy Effective Date',
    name: 'Applicant Legal Name',
    dba: 'DBA / Trade Name',
    entity: 'Legal Entity',
    fein: 'FEIN',
    yearStarted: 'Year Business Started',
    naics: 'NAICS Industry Code',
    operations: 'Business Description',
    sales: 'Annual Gross Receipts',
    employees: 'Total Employees',
    street: 'Street Address',
    city: 'City',
    state: 'State',
    zip: 'Postal Code',
    contact: 'Primary Contact',
    phone: 'Contact Phone',
    email: 'Contact E-mail',
  },
};

export class ApplicantPage implements WizardPage {
  readonly heading = 'Applicant Information';
  readonly step = 'applicant';

  /** Which layout is shown, told by its submit button. */
  async layout(s: StepContext): Promise<Layout> {
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
    const values = applicantValues(s.ctx.submission, new Date(), entityType);
    const fills: Fill[] = [];
    for (const [field, label] of Object.entries(LABELS[layout]) as [ApplicantField, string][]) {
      const value = values[field];
      if (value !== undefined) fills.push({ label, value, byValue: field === 'state' });
    }
    return fillAndPress(s, this.heading, fills, BUTTONS[layout]);
  }
}
