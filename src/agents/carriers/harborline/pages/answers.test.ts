import { describe, expect, it } from 'vitest';
import { validCreateBody } from '../../../../../test/fixtures/quote-request.ts';
import { autoDeductible, isoDate, radiusBand } from '../mapping.ts';
import { band, type PortalQuestion, planAnswers, portalAnswers, toPortal } from './answers.ts';

const claims: PortalQuestion = {
  text: "How many workers' compensation claims has the business had in the past 3 years?",
  type: 'choice',
  choices: ['None', '1 to 2', '3 or more'],
};
const certificates: PortalQuestion = {
  text: 'Do you collect certificates of insurance from every subcontractor?',
  type: 'choice',
  choices: ['Yes', 'No', 'We do not use subcontractors'],
};
const heights: PortalQuestion = { text: 'Do employees work at heights above 15 feet?', type: 'yes_no' };

const submission = (overrides: Parameters<typeof validCreateBody>[0] = {}) => validCreateBody(overrides);

describe('Harborline questions', () => {
  it('answers from the submission where it can and asks the rest under canonical ids', () => {
    const plan = planAnswers(
      [heights, claims, certificates],
      submission({ workersComp: { claimsLastThreeYears: 2, usesSubcontractors: false } }),
    );
    expect(plan.answered).toEqual({
      [claims.text]: '1 to 2',
      [certificates.text]: 'We do not use subcontractors',
    });
    expect(plan.ask).toEqual([{ id: 'operations.workAtHeights', text: heights.text, type: 'yes_no' }]);
  });

  it('asks the certificates question the canonical way round and inverts the answer', () => {
    const plan = planAnswers([certificates], submission());
    expect(plan.ask).toEqual([
      {
        id: 'gl.subcontractorsWithoutCertificates',
        text: 'Does the applicant use subcontractors without certificates of insurance?',
        type: 'yes_no',
      },
    ]);
    expect(portalAnswers([certificates], { 'gl.subcontractorsWithoutCertificates': true })).toEqual({
      [certificates.text]: 'No',
    });
    expect(portalAnswers([certificates], { 'gl.subcontractorsWithoutCertificates': false })).toEqual({
      [certificates.text]: 'Yes',
    });
  });

  it('gives a question the portal adds a carrier id from its text', () => {
    const added: PortalQuestion = { text: 'Any work on oil rigs?', type: 'yes_no' };
    expect(planAnswers([added], submission()).ask[0]!.id).toBe('harborline:any-work-on-oil-rigs');
  });

  it("turns a person's answer into the portal's choice", () => {
    expect(toPortal(true, heights)).toBe('Yes');
    expect(toPortal('no', heights)).toBe('No');
    expect(toPortal('none', claims)).toBe('None');
    expect(toPortal('2', claims)).toBe('1 to 2');
    expect(toPortal('7', claims)).toBe('3 or more');
    expect(() => toPortal('several', claims)).toThrow(/not one of/);
  });

  it('places numbers in count and percent bands', () => {
    const share = ['None', 'Less than 25%', '25% to 50%', 'More than 50%'];
    expect(band(0, share)).toBe('None');
    expect(band(10, share)).toBe('Less than 25%');
    expect(band(50, share)).toBe('25% to 50%');
    expect(band(60, share)).toBe('More than 50%');
    expect(band(3, ['0', '1', '2', '3 or more'])).toBe('3 or more');
    expect(band(undefined, share)).toBeUndefined();
  });
});

describe('Harborline mapping', () => {
  it('converts dates, radius and deductibles to what the portal offers', () => {
    expect(isoDate('04/18/1988')).toBe('1988-04-18');
    expect([radiusBand(50), radiusBand(51), radiusBand(200), radiusBand(201)]).toEqual([
      'local',
      'intermediate',
      'intermediate',
      'long',
    ]);
    expect([autoDeductible(undefined), autoDeductible(250), autoDeductible(2000)]).toEqual([1000, 500, 2500]);
  });
});
