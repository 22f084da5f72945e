import { describe, expect, it } from 'vitest';
import { classFactor, rateBop, rateGl, rateUmbrella } from './rating.ts';

describe('classFactor', () => {
  it('takes the longest NAICS prefix and falls back to the other-classes factor', () => {
    expect(classFactor('445110')).toBe(1.0);
    expect(classFactor('722511')).toBe(1.4);
    expect(classFactor('541512')).toBe(0.75);
    expect(classFactor('811192')).toBe(1.5);
    expect(classFactor('311811')).toBe(1.2);
  });
});

describe('rateBop', () => {
  const grocery = {
    state: 'IL',
    naics: '445110',
    buildingLimit: 500_000,
    bppLimit: 100_000,
    construction: '2',
    sprinklered: false,
    deductible: 1000,
    occurrenceLimit: 1_000_000,
    grossSales: 1_200_000,
    losses: 0,
    terrorism: true,
  };

  it('prices property, liability, terrorism and the policy fee', () => {
    // property 600,000/100 x 0.28 x 1.10 JM x 1.10 IL = 2,032.80; liability 1,200 x 0.55 x 1.10 = 726
    expect(rateBop(grocery)).toEqual({
      property: 2033,
      liability: 726,
      minimumAdjustment: 0,
      terrorism: 28,
      policyFee: 150,
      total: 2937,
    });
  });

  it('applies the loss factor to property and liability', () => {
    const premium = rateBop({ ...grocery, losses: 1 });
    expect([premium.property, premium.liability, premium.terrorism, premium.total]).toEqual([
      2236, 799, 30, 3215,
    ]);
  });

  it('tops small risks up to the minimum premium, and TRIA can be rejected', () => {
    const premium = rateBop({
      state: 'OH',
      naics: '541512',
      buildingLimit: 0,
      bppLimit: 20_000,
      construction: '6',
      sprinklered: true,
      deductible: 2500,
      occurrenceLimit: 300_000,
      grossSales: 100_000,
      losses: 0,
      terrorism: false,
    });
    expect(premium).toEqual({
      property: 30,
      liability: 28,
      minimumAdjustment: 442,
      terrorism: 0,
      policyFee: 150,
      total: 650,
    });
  });

  it('refuses a state outside the territory', () => {
    expect(() => rateBop({ ...grocery, state: 'ND' })).toThrow(/state/);
  });
});

describe('rateGl', () => {
  it('rates sales classes per $1,000 with limit and loss factors', () => {
    const premium = rateGl({
      state: 'NY',
      classRate: 2.9,
      basis: 'S',
      exposure: 1_500_000,
      occurrenceLimit: 2_000_000,
      deductible: 0,
      losses: 1,
    });
    expect(premium).toBe(7962);
  });

  it('rates area per 1,000 sq ft with the deductible credit', () => {
    const premium = rateGl({
      state: 'AZ',
      classRate: 95,
      basis: 'A',
      exposure: 12_000,
      occurrenceLimit: 500_000,
      deductible: 250,
      losses: 0,
    });
    expect(premium).toBe(907);
  });

  it('never goes under the minimum premium', () => {
    const premium = rateGl({
      state: 'TX',
      classRate: 0.8,
      basis: 'P',
      exposure: 400_000,
      occurrenceLimit: 1_000_000,
      deductible: 500,
      losses: 0,
    });
    expect(premium).toBe(500);
  });
});

describe('rateUmbrella', () => {
  it('rates sales by limit, retention and vehicle exposure', () => {
    const premium = rateUmbrella({
      state: 'PA',
      naics: '722511',
      grossSales: 4_000_000,
      limit: 2_000_000,
      retention: 10_000,
      vehicles: true,
      summitUnderlying: false,
    });
    expect(premium).toBe(3352);
  });

  it('charges at least $750 times the limit factor', () => {
    const premium = rateUmbrella({
      state: 'OH',
      naics: '541611',
      grossSales: 500_000,
      limit: 3_000_000,
      retention: 0,
      vehicles: false,
      summitUnderlying: true,
    });
    expect(premium).toBe(1575);
  });
});
