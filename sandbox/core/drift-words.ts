// What drift may say instead: other wordings of the portals' field labels and question texts (as an
// underwriter would write them), other button captions, and the questions a drifted portal may add.
// Keys are the portals' own texts, compared without case, spacing or a trailing ':' / '*'; option
// texts (Yes, No, a select's choices) are never here, so they never change.

export const LABEL_SYNONYMS: Record<string, string[]> = {
  // The insured
  'Named Insured': ['Legal name of insured', 'Insured name'],
  'Legal business name': ['Legal name of insured', 'Company name'],
  'Named insured (legal name)': ['Legal name of insured', 'Insured business name'],
  'Applicant Legal Name': ['Legal name of insured', 'Name of applicant'],
  'Business Name': ['Legal name of insured', 'Company name'],
  'Doing Business As': ['Trade name', 'DBA name'],
  'DBA Name': ['Trade name', 'Doing business as'],
  'DBA (optional)': ['Trade name (if any)', 'Doing business as (optional)'],
  'Trade Name': ['DBA name', 'Doing business as'],
  'Entity Type': ['Form of business', 'Legal structure'],
  'Legal Entity': ['Form of business', 'Legal structure'],
  'Legal entity': ['Form of business', 'Business entity'],
  'Business structure': ['Form of business', 'Legal entity type'],
  'Federal Employer ID': ['FEIN', 'Federal tax ID number'],
  FEIN: ['Federal Employer Identification Number', 'Federal tax ID'],
  'Tax ID (FEIN)': ['Federal tax ID number', 'Employer identification number'],
  'Years in Business': ['Years in operation', 'Years established'],
  'Year business started': ['Year established', 'Year operations began'],
  'Year Business Started': ['Year established', 'Year operations began'],
  // Address
  'Street Address': ['Mailing address', 'Address line 1'],
  'Street address': ['Mailing address', 'Address line 1'],
  City: ['Town / city', 'City or town'],
  'ZIP Code': ['Postal code', 'ZIP'],
  'ZIP code': ['Postal code', 'ZIP'],
  // Operations and exposures
  'NAICS Code': ['Industry code (NAICS)', 'NAICS classification'],
  'NAICS code': ['Industry code (NAICS)', 'NAICS classification'],
  'NAICS code (6 digits)': ['Industry code (NAICS, 6 digits)', 'Six-digit NAICS code'],
  'Description of Operations': ['Nature of business', 'Business operations'],
  'Gross Annual Sales': ['Annual gross receipts', 'Total annual sales'],
  'Annual revenue': ['Gross annual sales', 'Annual gross receipts'],
  'Annual revenue (USD)': ['Gross annual sales (USD)', 'Total annual revenue (USD)'],
  'Annual gross revenue (USD)': ['Gross annual sales (USD)', 'Total annual revenue (USD)'],
  'Annual Receipts': ['Gross annual sales', 'Annual gross revenue'],
  'Annual Payroll': ['Total annual payroll', 'Estimated annual payroll'],
  'Number of Employees': ['Employee count', 'Total headcount'],
  'Total employees': ['Employee count', 'Number of employees'],
  'Total Employees': ['Employee count', 'Headcount'],
  // Policy and contact
  'Proposed Effective Date': ['Requested effective date', 'Policy start date'],
  'Policy effective date': ['Requested effective date', 'Coverage start date'],
  'Policy Effective Date': ['Requested effective date', 'Coverage start date'],
  'Policy inception (YYYY-MM-DD)': ['Requested effective date (YYYY-MM-DD)', 'Coverage start (YYYY-MM-DD)'],
  'Contact Name': ['Primary contact', 'Insured contact person'],
  'Contact name': ['Primary contact', 'Insured contact person'],
  'Contact Phone': ['Contact telephone', 'Phone number'],
  'Contact phone': ['Contact telephone', 'Phone number'],
  'Contact E-mail': ['Contact email address', 'Email'],
  'Contact email': ['Contact email address', 'Email'],
  'Contact Email': ['Contact email address', 'E-mail'],
  // Questions
  'Number of losses in the past 3 years': [
    'Loss count, last three years',
    'How many losses in the past 3 years?',
  ],
  'Does the applicant sell, serve or furnish alcoholic beverages?': [
    'Are alcoholic beverages sold, served or furnished by the applicant?',
    'Any liquor exposure (selling, serving or furnishing alcohol)?',
  ],
  'Does the applicant use subcontractors?': [
    'Are subcontractors used by the applicant?',
    'Any work subcontracted to others?',
  ],
  'Does the applicant sell or serve alcoholic beverages?': [
    'Are alcoholic beverages sold or served by the applicant?',
    'Any liquor sales or service?',
  ],
  'Are there any uninsured subcontractors?': [
    'Does the applicant use subcontractors without insurance?',
    'Any subcontractors lacking their own coverage?',
  ],
  'Do you use subcontractors?': ['Are subcontractors used?', 'Any work subcontracted to others?'],
  'Current or prior carrier': ['Incumbent carrier', 'Present or previous insurer'],
  'Describe safety program': ['Safety program description', 'Describe loss control / safety measures'],
};

/** Button captions and what a drifted portal may print instead (the button works the same). */
export const CAPTION_SYNONYMS: Record<string, string[]> = {
  Continue: ['Next', 'Proceed'],
  'Next >': ['Continue >', 'Next Step >'],
  'Save and continue': ['Proceed', 'Save & next'],
  'Save & Continue': ['Proceed', 'Save and Next'],
  'Get quote': ['Calculate premium', 'Rate this submission'],
  'Get Rates': ['Calculate Premium', 'Rate Application'],
  'Get Quote': ['Calculate Premium', 'Rate Submission'],
  Rate: ['Calculate Premium', 'Get Rates'],
  'Sign in': ['Log in', 'Sign on'],
  'Sign In': ['Log In', 'Sign On'],
  'Log In': ['Sign In', 'Log On'],
  'Review submission': ['Review', 'Go to review'],
  'Continue to review': ['Review', 'Proceed to review'],
};

export interface DriftQuestionText {
  text: string;
  kind: 'yesno' | 'text';
}

/** Questions an underwriter might add: none is rated. */
export const QUESTION_BANK: DriftQuestionText[] = [
  { text: 'Is the applicant a member of a trade association?', kind: 'yesno' },
  { text: 'Has the applicant ever filed for bankruptcy?', kind: 'yesno' },
  { text: 'Does the applicant have a formal hiring policy with background checks?', kind: 'yesno' },
  { text: 'Is there a documented business continuity plan?', kind: 'yesno' },
  { text: 'How did you hear about this program?', kind: 'text' },
  { text: "Name of the applicant's accountant or bookkeeper", kind: 'text' },
  { text: 'Website of the applicant (if any)', kind: 'text' },
];

/** How a text is compared with the table's keys. */
export const normalizeText = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\s*[:*]+$/, '')
    .toLowerCase();
