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

  it("GL: each other exposure rated at its class and its premises' state, with the same factors", () => {
    // Location 2 in Utah, a grocery on $300,000 of sales: 300 × 0.70 × 1 × 0.97 × 0.96 × 0.93 = 181.86.
    const other = { location: 2, state: 'UT', classCode: '18501', grossSales: 300_000, payroll: 0 };
    expect(rateGl({ ...gl, otherExposures: [other] })).toEqual({
      annualPremium: Math.round(684.36 + 181.86) + POLICY_FEE,
      breakdown: [
        { label: 'General liability', amount: 684 },
        { label: 'General liability, location 2 (18501)', amount: 182 },
        { label: 'Policy fee', amount: POLICY_FEE },
      ],
    });
    // The same exposure in Nevada costs more: its state's factor, not the main premises'.
    expect(rateGl({ ...gl, otherExposures: [{ ...other, state: 'NV' }] }).annualPremium).toBe(
      Math.round(684.36 + 300 * 0.7 * 0.97 * 1.12 * 0.93) + POLICY_FEE,
    );
    // No other exposure: the premium of one location.
    expect(rateGl({ ...gl, otherExposures: [] })).toEqual(rateGl(gl));
    // Together above the minimum, though each alone is below it.
    const small = { ...gl, grossSales: 400_000 };
    expect(rateGl(small).annualPremium).toBe(GL.minimumPremium + POLICY_FEE);
    expect(
      rateGl({ ...small, otherExposures: [{ ...other, state: 'CO', classCode: '10100' }] }).annualPremium,
    ).toBe(Math.round(700 * 0.85 * 0.97 * 1.05 * 0.93) + POLICY_FEE);
  });

  it("BOP: each other building's property at its premises' state; liability on the whole gross sales", () => {
    const second = {
      location: 2,
      building: 1,
      state: 'WY',
      buildingLimit: 0,
      contentsLimit: 80_000,
      construction: 'joisted_masonry',
      sprinklered: true,
    };
    // 800 × 0.32 × 1.05 × 0.88 × 1 × 0.90 = 212.89; a frame building owned at the main premises:
    // 2,900 × 0.32 × 1.20 × 1 × 1 × 1.05 = 1,169.28.
    const owned = {
      ...second,
      location: 1,
      building: 2,
      state: 'CO',
      buildingLimit: 250_000,
      contentsLimit: 40_000,
      construction: 'frame',
      sprinklered: false,
    };
    expect(rateBop({ ...bop, otherBuildings: [second, owned] })).toEqual({
      annualPremium: 2065 + POLICY_FEE,
      breakdown: [
        { label: 'Property', amount: 399 },
        { label: 'Property, location 2 building 1', amount: 213 },
        { label: 'Property, location 1 building 2', amount: 1169 },
        { label: 'Business liability', amount: 284 },
        { label: 'Policy fee', amount: POLICY_FEE },
      ],
    });
    expect(rateBop({ ...bop, otherBuildings: [] })).toEqual(rateBop(bop));
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

  it("rates the schedules' rows kept on the answers, and refers an old or large building among them", () => {
    const answers = {
      state: 'CO',
      street: '400 Main Ave',
      bop_class: 'R-100',
      gross_sales: '600,000',
      building_limit: '0',
      contents_limit: '150,000',
      construction: 'masonry_noncombustible',
      year_built: '1990',
      sprinklered: 'yes',
      bop_limits: '1000000/2000000',
      property_deductible: '1000',
      year_started: '2012',
      effective_date: '2026-07-01',
      loss_count: '0',
      prior_cancel: 'no',
      loc_count: '1',
      loc_1_street: '12 Elm St',
      loc_1_city: 'Laramie',
      loc_1_state: 'WY',
      loc_1_zip: '82070',
      bldg_count: '1',
      bldg_1_premises: '2',
      bldg_1_building_limit: '0',
      bldg_1_contents_limit: '80,000',
      bldg_1_construction: 'joisted_masonry',
      bldg_1_year_built: '1985',
      bldg_1_sprinklered: 'yes',
    };
    const quoted = decide('bop', answers);
    expect(quoted).toMatchObject({ outcome: 'quoted', premium: { annualPremium: 758 + 213 } });
    expect(decide('bop', { ...answers, bldg_1_year_built: '1940' })).toMatchObject({
      outcome: 'referred',
      message: expect.stringContaining('a building built before 1950'),
    });
    expect(decide('bop', { ...answers, bldg_1_contents_limit: '4,900,000' })).toMatchObject({
      outcome: 'referred',
      message: expect.stringContaining('property limits above $5,000,000'),
    });
  });
});

it('is a sandbox portal the service catalog knows from its definition alone (carriers/larkspur-mutual.yaml)', () => {
  expect(portals.map((p) => p.id)).toContain(LARKSPUR_ID);
  const entry = carrierCatalog((host) => `http://${host}.localhost:3100`).find((c) => c.id === LARKSPUR_ID);
  expect(entry?.flow?.wizard).toBeDefined();
  expect(entry?.flow?.extract).toBeDefined();
});
