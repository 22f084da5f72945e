// Larkspur Mutual's rating formulas, by hand: each factor, the minimum premium and the policy fee.
import { describe, expect, it } from 'vitest';
import { carrierCatalog } from '../../../src/carrier-definitions/built-in.ts';
import { portals } from '../index.ts';
import { decide } from './decide.ts';
import { LARKSPUR_ID } from './index.ts';
import { BOP, GL, POLICY_FEE, rateBop, rateGl } from './rating.ts';

const gl = {
  state: 'CO',
  classCode: '10100',
  grossSales: 850_000,
  payroll: 210_000,
  limits: '1000000/2000000',
  deductible: '500',
  yearsInBusiness: 14,
};
const bop = {
  state: 'CO',
  classCode: 'R-100',
  grossSales: 600_000,
  buildingLimit: 0,
  contentsLimit: 150_000,
  construction: 'masonry_noncombustible',
  sprinklered: true,
  limits: '1000000/2000000',
  deductible: '1000',
};

describe('Larkspur rating', () => {
  it('GL: basis ÷ 1,000 × rate × limits × deductible × state × experience, plus the fee', () => {
    expect(rateGl(gl)).toEqual({
      annualPremium: 759,
      breakdown: [
        { label: 'General liability', amount: 684 },
        { label: 'Policy fee', amount: POLICY_FEE },
      ],
    });
    // A payroll class rates on payroll: 210 × 3.20 × 1.28 × 1 × 1.12 × 1.15 (under 3 years) = 1,108.
    expect(
      rateGl({
        ...gl,
        classCode: '96816',
        limits: '2000000/4000000',
        deductible: '0',
        state: 'NV',
        yearsInBusiness: 2,
      }).annualPremium,
    ).toBe(Math.round(210 * 3.2 * 1.28 * 1.12 * 1.15) + POLICY_FEE);
  });

  it('BOP: property and liability parts, then the fee; never below the minimum', () => {
    expect(rateBop(bop)).toEqual({
      annualPremium: 758,
      breakdown: [
        { label: 'Property', amount: 399 },
        { label: 'Business liability', amount: 284 },
        { label: 'Policy fee', amount: POLICY_FEE },
      ],
    });
    const small = rateBop({ ...bop, grossSales: 50_000, contentsLimit: 20_000 });
    expect(small.annualPremium).toBe(BOP.minimumPremium + POLICY_FEE);
    expect(rateGl({ ...gl, grossSales: 100_000 }).annualPremium).toBe(GL.minimumPremium + POLICY_FEE);
  });

  it('declines and refers in the documented order', () => {
    const answers = {
      state: 'CO',
      gl_class: '10100',
      gross_sales: '850,000',
      payroll: '0',
      gl_limits: '1000000/2000000',
      gl_deductible: '500',
      year_started: '2012',
      effective_date: '2026-07-01',
      loss_count: '0',
      prior_cancel: 'no',
    };
    expect(decide('gl', answers).outcome).toBe('quoted');
    expect(decide('gl', { ...answers, gl_class: '91560', prior_cancel: 'yes' })).toMatchObject({
      outcome: 'declined',
      reason: 'appetite',
    });
    expect(decide('gl', { ...answers, loss_count: '3' })).toMatchObject({ reason: 'underwriting' });
    expect(decide('gl', { ...answers, loss_count: '2', year_started: '2025' }).outcome).toBe('referred');
    expect(decide('gl', { ...answers, year_started: '2024' }).outcome).toBe('indicated');
  });
});

it('is a sandbox portal the service catalog knows from its definition alone (carriers/larkspur-mutual.yaml)', () => {
  expect(portals.map((p) => p.id)).toContain(LARKSPUR_ID);
  const entry = carrierCatalog((host) => `http://${host}.localhost:3100`).find((c) => c.id === LARKSPUR_ID);
  expect(entry?.flow?.wizard).toBeDefined();
  expect(entry?.flow?.extract).toBeDefined();
});
