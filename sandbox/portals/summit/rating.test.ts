import { describe, expect, it } from 'vitest';
import { classFactor, listedLossFactor, rateBop, rateGl, rateUmbrella } from './rating.ts';

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

describe('the parts: Additional Premises (BOP), Additional Locations and Loss History (CGL)', () => {
  const bakery = {
    state: 'TX',
    naics: '445291',
    buildingLimit: 640_000,
    bppLimit: 150_000,
    construction: '4',
    sprinklered: false,
    deductible: 1000,
    occurrenceLimit: 1_000_000,
    grossSales: 1_150_000,
    losses: 0,
    terrorism: true,
  };
  const kerrville = {
    label: 'Loc 2 / Bldg 1, 820 Water St, Kerrville',
    state: 'TX',
    buildingLimit: 0,
    bppLimit: 80_000,
    construction: '2',
    sprinklered: true,
  };

  it('rates each other building as location 1 in its own state, inside the minimum and TRIA', () => {
    // Location 1: 7,900 x 0.28 x 0.90 MNC x 1.15 TX = 2,289.42; Kerrville: 800 x 0.28 x 1.10 JM x 0.85
    // sprinklered x 1.15 = 240.86; liability 1,150 x 0.55 x 1.15 = 727.38; TRIA 1% of 3,257
    expect(rateBop({ ...bakery, otherBuildings: [kerrville] })).toEqual({
      property: 2289,
      otherProperty: [{ label: 'Property, Loc 2 / Bldg 1, 820 Water St, Kerrville', amount: 241 }],
      liability: 727,
      minimumAdjustment: 0,
      terrorism: 33,
      policyFee: 150,
      total: 3440,
    });
    expect(rateBop(bakery).total).toBe(3196);
    expect(rateBop({ ...bakery, otherBuildings: [] })).toEqual(rateBop(bakery));
  });

  it("takes an owned building's limit, another state's factor and the loss factor", () => {
    const owned = { ...kerrville, state: 'NY', buildingLimit: 200_000 };
    // 2,800 x 0.28 x 1.10 x 0.85 x 1.30 NY x 1.10 (one loss) = 1,048.25
    const premium = rateBop({ ...bakery, losses: 1, otherBuildings: [owned] });
    expect(premium.otherProperty).toEqual([{ label: `Property, ${kerrville.label}`, amount: 1048 }]);
  });

  const gl = {
    state: 'TX',
    classRate: 1.35,
    basis: 'S' as const,
    exposure: 780_000,
    occurrenceLimit: 1_000_000,
    deductible: 0,
    losses: 0,
  };

  it("adds each other location's exposure at its class rate and its state's factor", () => {
    // 780 x 1.35 x 1.15 = 1,210.95 + 370 x 1.35 x 1.15 = 574.43 (+ 12 x 95 x 1.30 NY = 1,482)
    expect(rateGl(gl)).toBe(1211);
    const kerrvilleGl = { state: 'TX', classRate: 1.35, basis: 'S' as const, exposure: 370_000 };
    expect(rateGl({ ...gl, otherLocations: [kerrvilleGl] })).toBe(1785);
    const office = { state: 'NY', classRate: 95, basis: 'A' as const, exposure: 12_000 };
    expect(rateGl({ ...gl, otherLocations: [kerrvilleGl, office] })).toBe(3267);
    expect(rateGl({ ...gl, otherLocations: [], listedLosses: [] })).toBe(rateGl(gl));
  });

  it('surcharges listed losses instead of the answered count: 0.10 each, 0.05 open, 0.01 per $1,000', () => {
    const slip = { paid: 8200, reserved: 0, open: false };
    expect(listedLossFactor([slip])).toBe(1.18);
    expect(listedLossFactor([slip, { paid: 3000, reserved: 12_500, open: true }])).toBe(1.48);
    expect(listedLossFactor(Array.from({ length: 5 }, () => ({ ...slip, open: true })))).toBe(1.75);
    // 1,785.38 x 1.18 = 2,106.74; the answered "1" (x 1.10) is not applied on top
    const kerrvilleGl = { state: 'TX', classRate: 1.35, basis: 'S' as const, exposure: 370_000 };
    expect(rateGl({ ...gl, losses: 1, otherLocations: [kerrvilleGl], listedLosses: [slip] })).toBe(2107);
    expect(rateGl({ ...gl, listedLosses: [slip] })).toBe(1429);
  });
});
