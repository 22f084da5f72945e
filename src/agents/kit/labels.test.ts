import { describe, expect, test } from 'vitest';
import { labelSimilarity, pairByLabel, SAME_FIELD } from './labels.ts';

describe('labelSimilarity', () => {
  test.each([
    ['Named Insured', 'Legal name of insured'],
    ['Business Name', 'Company name'],
    ['Number of Employees', 'Employee count'],
    ['Total Employees', 'Total headcount'],
    ['ZIP Code', 'Postal code'],
    ['Federal Employer ID', 'Federal tax ID number'],
    ['Entity Type', 'Form of business'],
    ['Years in Business', 'Years in operation'],
    ['Year Business Started', 'Year operations began'],
    ['NAICS Code', 'Industry code (NAICS)'],
    ['Gross Annual Sales', 'Annual gross receipts'],
    ['Proposed Effective Date', 'Coverage start (YYYY-MM-DD)'],
    ['Contact Phone', 'Phone number'],
    ['Contact E-mail', 'Contact email address'],
    ['Number of losses in the past 3 years', 'Loss count, last three years'],
    ['Does the applicant sell or serve alcoholic beverages?', 'Any liquor sales or service?'],
  ])('"%s" and "%s" are one field', (a, b) => {
    expect(labelSimilarity(a, b)).toBeGreaterThanOrEqual(SAME_FIELD);
  });

  test.each([
    ['City', 'State'],
    ['Years in Business', 'Year established'],
    ['Contact Name', 'Named Insured'],
    ['Annual Payroll', 'Gross annual sales'],
    ['Number of Employees', 'Annual Payroll'],
    ['Street Address', 'Contact email address'],
  ])('"%s" and "%s" are not', (a, b) => {
    expect(labelSimilarity(a, b)).toBeLessThan(SAME_FIELD);
  });

  test('the label a playbook knows beats a synonym of equal meaning', () => {
    expect(labelSimilarity('Policy 1 Coverage', 'Policy 1 Coverage')).toBe(1);
    expect(labelSimilarity('Policy 1 Coverage', 'Coverage, policy 1')).toBeLessThan(1);
  });
});

describe('pairByLabel', () => {
  const controls = (...labels: string[]) => labels.map((label) => ({ item: label, label }));

  test('pairs each field with its best control, best pairs first', () => {
    const { pairs, unpaired } = pairByLabel(
      [['Contact Name'], ['Contact Phone'], ['Named Insured']],
      (w) => w,
      controls('Phone number', 'Primary contact', 'Legal name of insured'),
    );
    expect(pairs.map((p) => [p.wanted[0], p.found])).toEqual([
      ['Named Insured', 'Legal name of insured'],
      ['Contact Phone', 'Phone number'],
      ['Contact Name', 'Primary contact'],
    ]);
    expect(unpaired).toEqual([]);
  });

  test('does not choose between two controls that fit a field equally', () => {
    const { pairs, ambiguous } = pairByLabel([['City']], (w) => w, controls('City', 'City'));
    expect(pairs).toEqual([]);
    expect(ambiguous).toEqual([{ wanted: ['City'], labels: ['City', 'City'] }]);
  });

  test('gives a control two fields fit equally to neither, and each field looks further', () => {
    // "Insured contact person" names the named insured as well as the contact: a business name in a
    // contact's box would be a wrong value sent to the portal.
    const { pairs, unpaired } = pairByLabel(
      [['Named insured (legal name)'], ['Contact name']],
      (w) => w,
      controls('Insured contact person'),
    );
    expect(pairs).toEqual([]);
    expect(unpaired).toHaveLength(2);
  });
});
