// Each product's questionnaire rules: which answers refer, decline or only indicate, and the checks on
// its coverage page.
import { describe, expect, it } from 'vitest';
import { cyberLine } from './cyber.ts';
import { glLine } from './gl.ts';
import { umbrellaLine } from './umbrella.ts';

const applicant = { state: 'NY', naics: '541511', revenue: '5000000', employees: '40' };

describe('cyber decisions', () => {
  const coverage = { agg_limit: '1000000', retention: '5000', se_sublimit: '100000' };
  const good = {
    mfa_email: 'Y',
    remote_access: 'N',
    backups: 'Y',
    backups_encrypted: 'Y',
    backup_procedure: 'Nightly immutable snapshots, restore tested quarterly',
    edr: 'Y',
    edr_product: 'SentinelOne',
    records: 'under100k',
    prior_incidents: 'N',
    pci: 'none',
  };
  const kind = (answers: Record<string, string>) =>
    cyberLine.decide(applicant, coverage, { ...good, ...answers }).kind;

  it('quotes a clean risk and only indicates without MFA on email', () => {
    expect(kind({})).toBe('quoted');
    const indication = cyberLine.decide(applicant, coverage, { ...good, mfa_email: 'N' });
    expect(indication).toMatchObject({
      kind: 'indicated',
      note: 'Indication — bindable once MFA is confirmed',
    });
  });

  it('refers prior incidents, even without MFA on email', () => {
    expect(kind({ prior_incidents: 'Y', mfa_email: 'N' })).toBe('referred');
  });

  it('declines no weekly backups, and over 1M records with unencrypted backups', () => {
    expect(kind({ backups: 'N' })).toBe('declined');
    expect(kind({ records: 'over1m', backups_encrypted: 'N' })).toBe('declined');
    expect(kind({ records: 'over1m' })).toBe('quoted');
  });

  it('requires the follow-ups that an answer opens', () => {
    const errors = cyberLine.validateUnderwriting({
      ...good,
      remote_access: 'Y',
      edr_product: '',
      backup_procedure: 'tape',
    });
    expect(Object.keys(errors).sort()).toEqual(['backup_procedure', 'edr_product', 'mfa_remote']);
    expect(cyberLine.validateUnderwriting({ ...good, edr: 'N', edr_product: '' })).toEqual({});
  });
});

describe('GL', () => {
  const coverage = {
    gl_class: '41677',
    exposure_basis: 'payroll',
    exposure: '900000',
    gl_limits: '1000000/2000000',
    gl_deductible: '0',
  };
  const good = {
    private_label: 'N',
    uses_subs: 'Y',
    subs_no_coi: 'N',
    gl_losses: 'N',
    operations: 'IT consulting for manufacturers',
  };

  it('declines subcontractors without certificates and refers large claims', () => {
    expect(glLine.decide(applicant, coverage, good).kind).toBe('quoted');
    expect(glLine.decide(applicant, coverage, { ...good, subs_no_coi: 'Y' }).kind).toBe('declined');
    expect(glLine.decide(applicant, coverage, { ...good, gl_losses: 'Y' }).kind).toBe('referred');
  });

  it('refuses zero exposure and sales above the revenue on the Applicant page', () => {
    expect(glLine.validateCoverage({ ...coverage, exposure: '0' }, applicant).exposure).toBe(
      'Exposure must be a number greater than zero',
    );
    expect(
      glLine.validateCoverage({ ...coverage, exposure_basis: 'sales', exposure: '6000000' }, applicant)
        .exposure,
    ).toMatch(/cannot exceed the annual gross revenue/);
    expect(glLine.validateCoverage({ ...coverage, gl_limits: 'toString' }, applicant).gl_limits).toBe(
      'Select limits',
    );
  });
});

describe('umbrella', () => {
  const coverage = {
    umb_limit: '2000000',
    umb_retention: '0',
    ul_rows: '3',
    ul_line_1: 'gl',
    ul_carrier_1: 'Ironclad',
    ul_limits_1: '1,000,000/2,000,000',
    ul_line_2: 'el',
    ul_carrier_2: 'Pioneer',
    ul_limits_2: '500000/500000/500000',
  };
  const good = {
    fleet_25: 'N',
    hazmat: 'N',
    ul_cancelled: 'N',
    operations: 'Private college with two campuses',
  };

  it('accepts a schedule with blank rows and requires underlying GL at minimum limits', () => {
    expect(umbrellaLine.validateCoverage(coverage, applicant)).toEqual({});
    const noGl = umbrellaLine.validateCoverage({ ...coverage, ul_line_1: 'other' }, applicant);
    expect(noGl.schedule).toMatch(/Schedule the underlying general liability policy/);
    const thinEl = umbrellaLine.validateCoverage(
      { ...coverage, ul_limits_2: '100000/500000/500000' },
      applicant,
    );
    expect(thinEl.ul_limits_2).toMatch(/at least 500000\/500000\/500000/);
    const badFormat = umbrellaLine.validateCoverage({ ...coverage, ul_limits_1: '1M' }, applicant);
    expect(badFormat.ul_limits_1).toMatch(/as numbers separated by \//);
  });

  it('adds schedule rows up to eight', () => {
    expect(umbrellaLine.coverageAction?.('add-row', coverage)?.ul_rows).toBe('4');
    expect(umbrellaLine.coverageAction?.('add-row', { ...coverage, ul_rows: '8' })?.ul_rows).toBe('8');
  });

  it('refers fleets over 25 vehicles and declines hazardous materials', () => {
    expect(umbrellaLine.decide(applicant, coverage, good).kind).toBe('quoted');
    expect(umbrellaLine.decide(applicant, coverage, { ...good, fleet_25: 'Y' }).kind).toBe('referred');
    expect(umbrellaLine.decide(applicant, coverage, { ...good, hazmat: 'Y', fleet_25: 'Y' }).kind).toBe(
      'declined',
    );
  });
});
