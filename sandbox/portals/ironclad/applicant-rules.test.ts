// Ironclad's Applicant checks and eligibility rules.
import { describe, expect, it } from 'vitest';
import { addDays, eligibility, isoDay, validateApplicant } from './applicant-rules.ts';

const now = new Date('2026-03-10T15:00:00Z');
const valid = {
  insured_name: 'Northwind Analytics LLC',
  entity: 'llc',
  naics: '541511',
  street: '200 Park Ave',
  city: 'New York',
  state: 'NY',
  zip: '10166',
  year_started: '2012',
  revenue: '5,000,000',
  employees: '40',
  inception: '2026-04-01',
  contact_name: 'Dana Whitfield',
  contact_email: 'dana@example.com',
  contact_phone: '(212) 555-0147',
};

describe('validateApplicant', () => {
  it('accepts a complete applicant', () => {
    expect(validateApplicant(valid, now)).toEqual({});
  });

  it('refuses inceptions in the past, past 60 days, or not real', () => {
    expect(validateApplicant({ ...valid, inception: '2026-03-09' }, now).inception).toBe(
      'Policy inception cannot be in the past',
    );
    expect(
      validateApplicant({ ...valid, inception: addDays(isoDay(now), 60) }, now).inception,
    ).toBeUndefined();
    expect(validateApplicant({ ...valid, inception: '2026-05-10' }, now).inception).toMatch(
      /no more than 60 days before inception\. Choose a date on or before 2026-05-09/,
    );
    expect(validateApplicant({ ...valid, inception: '2026-02-30' }, now).inception).toBe(
      '2026-02-30 is not a real calendar date',
    );
    expect(validateApplicant({ ...valid, inception: '04/01/2026' }, now).inception).toBe(
      'Enter the policy inception date as YYYY-MM-DD',
    );
  });

  it('checks ZIP, NAICS, phone, employees and revenue', () => {
    const errors = validateApplicant(
      { ...valid, zip: '07030', naics: '999999', contact_phone: '555-0147', employees: '0', revenue: '0' },
      now,
    );
    expect(errors).toEqual({
      zip: 'ZIP code 07030 is in NJ, not NY',
      naics: 'NAICS code 999999 is not recognised',
      contact_phone: 'Enter a 10-digit phone number',
      employees: 'Enter the number of employees, including owners (at least 1)',
      revenue: 'Annual gross revenue must be greater than $0',
    });
  });
});

describe('eligibility', () => {
  const applicant = { ...valid, revenue: '5000000' };

  it('declines cyber for depository institutions, but writes their GL', () => {
    expect(eligibility('cyber', { ...applicant, naics: '522110' })).toBe(
      'Depository institutions are written by our Financial Institutions desk, not through Ironclad Exchange.',
    );
    expect(eligibility('gl', { ...applicant, naics: '522110' })).toBeUndefined();
  });

  it('declines classes, revenue and headcount outside its authority', () => {
    expect(eligibility('gl', { ...applicant, naics: '236220' })).toMatch(
      /outside the classes Ironclad Exchange writes/,
    );
    expect(eligibility('gl', { ...applicant, revenue: '60000000' })).toMatch(/above \$50,000,000/);
    expect(eligibility('cyber', { ...applicant, revenue: '60000000' })).toBeUndefined();
    expect(eligibility('umbrella', { ...applicant, employees: '1001' })).toMatch(/more than 1,000 employees/);
  });
});
