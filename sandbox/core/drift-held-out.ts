// Held-out wording for drift that looks like the web (decisions 0020 and 0021): field labels, button captions, decoy
// fields, disclosures, cookie banners and notice dialogs as other sites print them. Nothing under src/ may import this file or read its words
// (src/architecture.test.ts checks that the engine imports nothing from sandbox/): the kit must meet
// them as it would meet a portal nobody here has seen, by what the page is, not by a list it was
// tuned to. Keys are the portals' own captions, compared as drift-words.ts compares them.

/** Other wordings of the portals' field labels and questions, as other underwriting forms print them. */
export const UNSEEN_LABELS: Record<string, string[]> = {
  // The insured
  'Named Insured': ['Insured entity (as on the policy)', 'Applicant of record'],
  'Named insured (legal name)': ['Insured entity (as on the policy)', 'Registered name of the applicant'],
  'Applicant Legal Name': ['Registered name of the applicant', 'Insured entity (as on the policy)'],
  'Legal business name': ['Registered name of the applicant', 'Insured entity (as on the policy)'],
  'Doing Business As': ['Assumed name', 'Operates under the name'],
  'DBA Name': ['Assumed name', 'Operates under the name'],
  'DBA (optional)': ['Assumed name, if any', 'Operates under another name (optional)'],
  'Trade Name': ['Assumed name', 'Operates under the name'],
  'Entity Type': ['Type of organization', 'Ownership form'],
  'Legal Entity': ['Type of organization', 'Ownership form'],
  'Legal entity': ['Type of organization', 'Ownership form'],
  'Business structure': ['Type of organization', 'Ownership form'],
  'Federal Employer ID': ['IRS employer number', 'Taxpayer ID (employer)'],
  FEIN: ['IRS employer number', 'Taxpayer ID (employer)'],
  'FEIN / Tax ID': ['IRS employer number', 'Taxpayer ID (employer)'],
  'Tax ID (FEIN)': ['IRS employer number', 'Taxpayer ID (employer)'],
  'Years in Business': ['Time in business (years)', 'How long in operation (years)', 'Years trading'],
  'Year business started': ['Year founded', 'Founded in (year)', 'Trading since (year)'],
  'Year Business Started': ['Year Founded', 'Founded In (Year)', 'Trading Since (Year)'],
  // Address
  'Street Address': ['Premises address', 'Location street'],
  'Street address': ['Premises address', 'Location street'],
  City: ['Municipality', 'Locality'],
  'ZIP Code': ['Postcode (5 digits)', 'Premises ZIP'],
  'ZIP code': ['Postcode (5 digits)', 'Premises ZIP'],
  // Operations and exposures
  'NAICS Code': ['Industry classification number', 'Six-digit industry code'],
  'NAICS code': ['Industry classification number', 'Six-digit industry code'],
  'NAICS code (6 digits)': ['Industry classification number (6 digits)', 'Six-digit industry code'],
  'Description of Operations': ['What the business does', 'Operations narrative'],
  'Gross Annual Sales': ['Yearly turnover', 'Revenue, last 12 months', 'Sales volume per year'],
  'Annual revenue': ['Yearly turnover', 'Revenue, last 12 months', 'Sales volume per year'],
  'Annual revenue (USD)': ['Yearly turnover (USD)', 'Revenue, last 12 months (USD)'],
  'Annual gross revenue (USD)': ['Yearly turnover (USD)', 'Revenue, last 12 months (USD)'],
  'Annual Receipts': ['Yearly turnover', 'Revenue, last 12 months', 'Sales volume per year'],
  'Annual Payroll': ['Wages paid per year', 'Yearly remuneration'],
  'Number of Employees': ['Workforce size', 'Persons employed', 'Staff on payroll'],
  'Total employees': ['Workforce size', 'Persons employed', 'Staff on payroll'],
  // Policy and contact
  'Proposed Effective Date': ['Cover to begin on', 'Inception requested'],
  'Policy effective date': ['Cover to begin on', 'Inception requested'],
  'Policy Effective Date': ['Cover To Begin On', 'Inception Requested'],
  'Policy inception (YYYY-MM-DD)': ['Cover to begin on (YYYY-MM-DD)', 'Inception requested (YYYY-MM-DD)'],
  'Contact Name': ['Person we should speak to', 'Applicant representative'],
  'Contact name': ['Person we should speak to', 'Applicant representative'],
  'Contact Phone': ['Daytime telephone', 'Best number to reach'],
  'Contact phone': ['Daytime telephone', 'Best number to reach'],
  'Contact E-mail': ['Electronic mail', 'Where to send correspondence'],
  'Contact Email': ['Electronic mail', 'Where to send correspondence'],
  'Contact email': ['Electronic mail', 'Where to send correspondence'],
  // Questions
  'Number of losses in the past 3 years': [
    'Claims made in the last 36 months (count)',
    'Prior losses, 3-year count',
  ],
  'Does the applicant sell, serve or furnish alcoholic beverages?': [
    'Is liquor sold, poured or provided on the premises?',
    'Does the business deal in alcohol in any way?',
  ],
  'Does the applicant sell or serve alcoholic beverages?': [
    'Is liquor sold or poured on the premises?',
    'Does the business deal in alcohol?',
  ],
  'Does the applicant use subcontractors?': [
    'Is any work farmed out to other firms?',
    'Are outside contractors hired?',
  ],
  'Do you use subcontractors?': ['Is any work farmed out to other firms?', 'Are outside contractors hired?'],
  'Are there any uninsured subcontractors?': [
    'Do any hired contractors go without their own cover?',
    'Any hired contractors without insurance of their own?',
  ],
  'Current or prior carrier': ['Who insures the risk today (or last did)', 'Existing insurer'],
  'Describe safety program': ['Outline the loss prevention measures', 'Workplace safety arrangements'],
};

/** A decoy field put beside a real one: an optional field nobody should fill, and why it is refused. */
export interface DecoyWords {
  /** The control's name (the portal ignores it). */
  name: string;
  label: string;
  message: string;
}

export const DECOYS: Record<'zip' | 'phone' | 'email', DecoyWords[]> = {
  zip: [
    {
      name: 'mailing_zip',
      label: 'Mailing ZIP (if different)',
      message: 'Mailing ZIP applies only to a mailing address outside the premises; leave it blank.',
    },
    {
      name: 'billing_postcode',
      label: 'Billing postcode (if not the premises)',
      message: 'Billing postcode is for a separate billing address only; leave it blank.',
    },
  ],
  phone: [
    {
      name: 'phone_secondary',
      label: 'Secondary phone (optional)',
      message: 'Secondary phone is only for a second contact on file; leave it blank.',
    },
    {
      name: 'fax_number',
      label: 'Fax (optional)',
      message: 'Fax is no longer accepted for this program; leave it blank.',
    },
  ],
  email: [
    {
      name: 'email_alternate',
      label: 'Alternate e-mail (optional)',
      message: 'Alternate e-mail is only for a second contact on file; leave it blank.',
    },
    {
      name: 'email_cc',
      label: 'Copy correspondence to (optional)',
      message: 'Copies of correspondence go to the producer of record only; leave it blank.',
    },
  ],
};

/** What a disclosure over optional fields says while it is closed. */
export const DISCLOSURES = [
  'More about the business (optional)',
  'Additional details',
  'Show optional fields',
];

/** Other captions for a portal's buttons that press on: no list the kit reads has them. */
export const UNSEEN_CAPTIONS: Record<string, string[]> = {
  Continue: ['Store and go on', 'Carry on', 'Move ahead', 'Onward'],
  'Next >': ['Onward >', 'Step ahead >', 'Move along >'],
  'Save and continue': ['Store and go on', 'Keep and advance', 'Save, then onward'],
  'Save & Continue': ['Store and go on', 'Keep & advance', 'Record and move on'],
  'Get quote': ['Work out the premium', 'See the price', 'Price this risk'],
  'Get Rates': ['Work Out Premium', 'Show Pricing', 'Run the Numbers'],
  'Get Quote': ['Work Out Premium', 'Show My Price', 'Price This Risk'],
  Rate: ['Run Rating', 'Work Out Premium', 'Price It Up'],
  'Sign in': ['Enter the portal', 'Access my desk', 'Open my account'],
  'Sign In': ['Enter The Portal', 'Access My Desk', 'Open My Account'],
  'Log In': ['Enter The Portal', 'Access My Desk', 'Open My Account'],
};

/** A cookie banner's words: what it says, the caption that takes the cookies, the one that does not. */
export interface BannerWords {
  text: string;
  accept: string;
  other: string;
}

export const BANNERS: BannerWords[] = [
  {
    text: 'We use cookies to keep you signed in, remember your preferences and understand how the portal is used.',
    accept: 'Sounds good',
    other: 'Manage preferences',
  },
  {
    text: 'This site stores small files on your device to work properly and to measure traffic.',
    accept: 'Allow all',
    other: 'Cookie settings',
  },
  {
    text: 'Your privacy matters to us. We and our partners use cookies for security, analytics and service improvement.',
    accept: 'Fine by me',
    other: 'Customize choices',
  },
  {
    text: 'Cookies help us run this portal. By staying you accept our use of them.',
    accept: 'OK',
    other: 'Read the policy',
  },
];

/** A notice dialog after sign-in: a title, what it says, its button; `maintenance` when it speaks of it. */
export interface NoticeWords {
  title: string;
  text: string;
  button: string;
  maintenance: boolean;
}

export const NOTICES: NoticeWords[] = [
  {
    title: 'Scheduled maintenance',
    text: 'The portal will be unavailable on Sunday from 1:00 to 5:00 AM Central for scheduled maintenance. Save your work before then.',
    button: 'Noted',
    maintenance: true,
  },
  {
    title: 'Planned system maintenance this weekend',
    text: 'Quoting stays available until Saturday 10:00 PM; the portal is down for maintenance until Sunday 6:00 AM.',
    button: 'Understood',
    maintenance: true,
  },
  {
    title: "What's new",
    text: 'Quote letters can now be downloaded as PDF from the results page, and drafts are kept for 60 days.',
    button: 'Take me in',
    maintenance: false,
  },
  {
    title: 'Important notice for producers',
    text: 'Our underwriting guidelines for restaurants were updated on the 1st. Submissions already in progress are not affected.',
    button: 'Acknowledge',
    maintenance: false,
  },
];
