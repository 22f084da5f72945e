// The submission's values as the proposal scorer (proposals.ts) weighs them: each with its kind, the
// names people give it on a form, the HTML autofill field names that are it, and the block of a form it
// sits in. Names are how our field is commonly called, not a portal's wording: what other wordings mean
// is left to the scorer's lexicon. Besides the common names, each field carries the names standards give
// it: the WHATWG HTML autofill field descriptions ("address-level2": a city, town, village or other
// locality; "postal-code": a postal code, post code or ZIP code), schema.org's property names (Organization
// legalName, taxID, foundingDate, numberOfEmployees; PostalAddress addressLocality, addressRegion) and the
// captions of the ACORD 125 commercial insurance application (first named insured, legal entity, annual
// revenues, date business started, contact name, primary e-mail address). The agency's own contact is not offered: a portal knows who signed
// in, and a value guessed into an insured's box must never be the agent's.
import type { Submission } from '../../domain/quote-request/model/submission.ts';
import type { Candidate, ValueKind } from './proposals.ts';

type Input = Submission['input'];

interface Describe {
  kind: ValueKind;
  names: string[];
  autofill?: string[];
  block?: Candidate['block'];
  choice?: boolean;
  person?: boolean;
  policyholder?: boolean;
}

const FIELDS: Partial<Record<keyof Input, Describe>> = {
  businessName: {
    kind: 'name',
    names: ['Business name', 'Company name', 'Named insured', 'Legal name of insured', 'First named insured'],
    autofill: ['organization'],
    block: 'business',
    policyholder: true,
  },
  dba: { kind: 'name', names: ['DBA', 'Doing business as', 'Trade name'], block: 'business' },
  businessType: {
    kind: 'text',
    names: ['Entity type', 'Legal entity', 'Business structure', 'Legal form'],
    choice: true,
    block: 'business',
  },
  industryCode: { kind: 'naics', names: ['NAICS code', 'Industry code'], block: 'business' },
  industryDescription: {
    kind: 'text',
    names: ['Description of operations', 'Business description', 'Nature of business'],
    block: 'business',
  },
  yearEstablished: {
    kind: 'year',
    names: ['Year established', 'Year business started', 'Year founded'],
    block: 'business',
  },
  streetAddress: {
    kind: 'address',
    names: ['Street address', 'Address line 1', 'Address'],
    autofill: ['street-address', 'address-line1'],
    block: 'address',
  },
  city: {
    kind: 'city',
    names: ['City', 'Town', 'Address locality'],
    autofill: ['address-level2'],
    block: 'address',
  },
  state: {
    kind: 'state',
    names: ['State', 'Province'],
    autofill: ['address-level1'],
    block: 'address',
  },
  zipCode: {
    kind: 'zip',
    names: ['ZIP code', 'Postal code', 'Post code'],
    autofill: ['postal-code'],
    block: 'address',
  },
  annualRevenue: {
    kind: 'money',
    names: [
      'Annual revenue',
      'Gross annual sales',
      'Annual gross receipts',
      'Annual revenues',
      'Gross sales',
    ],
    block: 'size',
  },
  numberOfEmployees: {
    kind: 'count',
    names: ['Number of employees', 'Employees', 'Employee count', 'Headcount', 'Total staff', 'Personnel'],
    block: 'size',
  },
  fullTimeEmployees: { kind: 'count', names: ['Full-time employees'], block: 'size' },
  partTimeEmployees: { kind: 'count', names: ['Part-time employees'], block: 'size' },
  annualPayroll: { kind: 'money', names: ['Annual payroll', 'Total payroll'], block: 'size' },
  fein: {
    kind: 'fein',
    names: ['FEIN', 'Federal tax ID', 'Employer identification number', 'EIN', 'Tax ID'],
    block: 'business',
  },
  deductible: { kind: 'money', names: ['Property deductible', 'Deductible'], block: 'policy' },
  propertyValue: {
    kind: 'money',
    names: ['Business personal property value', 'Property value'],
    block: 'size',
  },
  policyStartDate: {
    kind: 'date',
    names: ['Effective date', 'Policy start date', 'Coverage start'],
    block: 'policy',
  },
  policyExpirationDate: { kind: 'date', names: ['Expiration date', 'Policy end date'], block: 'policy' },
  contactName: {
    kind: 'name',
    names: ['Contact name', 'Name of contact', 'Primary contact'],
    person: true,
    autofill: ['name'],
    block: 'contact',
  },
  contactEmail: {
    kind: 'email',
    names: ['Contact e-mail', 'E-mail address', 'Email', 'Primary e-mail address'],
    autofill: ['email'],
    block: 'contact',
  },
  contactPhone: {
    kind: 'phone',
    names: ['Contact phone', 'Phone number', 'Telephone', 'Telephone number', 'Primary phone'],
    autofill: ['tel', 'tel-national'],
    block: 'contact',
  },
};

export interface CandidatesOptions {
  /** Today, for the years in business a start year makes. */
  today: Date;
}

/**
 * Every value of the submission a portal's box may ask for, as candidates (field `input.<key>`), and the
 * years in business the start year makes (field `yearsInBusiness`, a count: a box that wants a number
 * of years must not receive 2012).
 */
export function candidatesOf(submission: Submission, { today }: CandidatesOptions): Candidate[] {
  const candidates: Candidate[] = [];
  for (const [key, describe] of Object.entries(FIELDS) as [keyof Input, Describe][]) {
    const value = submission.input[key];
    if (value === undefined || value === '' || typeof value === 'boolean') continue;
    candidates.push({ field: `input.${key}`, value, ...describe });
  }
  const years = today.getFullYear() - submission.input.yearEstablished;
  if (years >= 0) {
    candidates.push({
      field: 'yearsInBusiness',
      value: years,
      kind: 'count',
      names: ['Years in business', 'Years in operation'],
      block: 'business',
    });
  }
  return candidates;
}
