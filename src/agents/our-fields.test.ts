import { describe, expect, it } from 'vitest';
import { ourFieldOf } from './our-fields.ts';

describe('ourFieldOf', () => {
  it('names our field for the portals’ labels', () => {
    expect(ourFieldOf('Tax ID (FEIN)')).toBe('input.fein');
    expect(ourFieldOf('Federal Employer ID')).toBe('input.fein');
    expect(ourFieldOf('Policy Effective Date')).toBe('input.policyStartDate');
    expect(ourFieldOf('Proposed Effective Date')).toBe('input.policyStartDate');
    expect(ourFieldOf('Postal Code')).toBe('input.zipCode');
    expect(ourFieldOf('Annual Gross Receipts')).toBe('input.annualRevenue');
    expect(ourFieldOf('Gross Annual Sales')).toBe('input.annualRevenue');
    expect(ourFieldOf('Applicant Legal Name')).toBe('input.businessName');
    expect(ourFieldOf('Year Business Started')).toBe('input.yearEstablished');
    expect(ourFieldOf('Does the applicant have a written safety program?')).toBeUndefined();
  });
});
