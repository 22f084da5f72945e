// Ironclad rating formulas against hand-worked examples (the same numbers as the carrier doc).
import { describe, expect, it } from 'vitest';
import { glLossFactor, rateCyber, rateGl, rateUmbrella } from './rating.ts';

const cyberBase = {
  state: 'NY',
  naics: '541511',
  annualRevenue: 5_000_000,
  aggregateLimit: 1_000_000,
  retention: 5_000,
  socialEngineeringSublimit: 100_000,
  records: 'under100k' as const,
  remoteAccessMfa: true,
  backupsEncrypted: true,
  edr: true,
  pci: 'none' as const,
};

describe('rateCyber', () => {
  it('rates revenue x state x class x limit x retention x controls, plus fees', () => {
    // 0.55 x 5,000 x 1.15 (NY) x 1.10 (NAICS 54) = 3,478.75 -> 3,479; fees 150 + 75
    const rating = rateCyber(cyberBase);
    expect(rating.premium).toBe(3_479);
    expect(rating.total).toBe(3_704);
    expect(rating.breakdown).toEqual([
      { label: 'First-party coverage', amount: 1_566 },
      { label: 'Third-party liability', amount: 1_496 },
      { label: 'Social engineering (sublimit $100,000)', amount: 417 },
      { label: 'Policy fee', amount: 150 },
      { label: 'Risk management services fee', amount: 75 },
    ]);
    const sum = rating.breakdown.reduce((total, part) => total + part.amount, 0);
    expect(sum).toBe(rating.total);
  });

  it('applies records, PCI and missing-control factors', () => {
    // 3,478.75 x 1.15 (100k-500k) x 1.05 (level 4) = 4,200.59 -> 4,201
    expect(rateCyber({ ...cyberBase, records: '100k-500k', pci: 'level4' }).premium).toBe(4_201);
    // 3,478.75 x 1.20 (no remote MFA) x 1.10 (unencrypted) x 1.15 (no EDR) = 5,280.74 -> 5,281
    expect(
      rateCyber({ ...cyberBase, remoteAccessMfa: false, backupsEncrypted: false, edr: false }).premium,
    ).toBe(5_281);
    // No remote access at all is not surcharged.
    expect(rateCyber({ ...cyberBase, remoteAccessMfa: undefined }).premium).toBe(3_479);
  });

  it('applies limit, retention and social engineering factors', () => {
    // 3,478.75 x 2.60 (5M) x 0.84 (25k) x 1.06 (250k SE) = 8,053.40 -> 8,053
    const rating = rateCyber({
      ...cyberBase,
      aggregateLimit: 5_000_000,
      retention: 25_000,
      socialEngineeringSublimit: 250_000,
    });
    expect(rating.premium).toBe(8_053);
  });

  it('never goes below the minimum premium', () => {
    const rating = rateCyber({ ...cyberBase, annualRevenue: 100_000, state: 'OH' });
    expect(rating.premium).toBe(1_250);
    expect(rating.total).toBe(1_475);
  });

  it('refuses options the portal does not offer', () => {
    expect(() => rateCyber({ ...cyberBase, aggregateLimit: 1_500_000 })).toThrow(/limit/);
    expect(() => rateCyber({ ...cyberBase, naics: '236220' })).toThrow(/class/);
  });
});

describe('rateGl', () => {
  const glBase = {
    state: 'IL',
    naics: '445110',
    exposureBasis: 'sales' as const,
    exposure: 3_200_000,
    limits: '1000000/2000000',
    deductible: 1_000,
    privateLabel: true,
  };

  it('rates per $1,000 of sales with state, deductible and private-label factors', () => {
    // 1.45 x 3,200 x 1.10 (IL) x 1.00 (44) x 1.00 x 0.94 x 1.20 = 5,757.31 -> 5,757
    expect(rateGl(glBase)).toEqual({ premium: 5_757, fees: [], total: 5_757, breakdown: [] });
  });

  it('rates payroll per $1,000 and higher limits', () => {
    // 3.10 x 900 x 1.00 (OH) x 0.85 (54) x 1.45 x 1.00 = 3,438.68 -> 3,439
    const rating = rateGl({
      ...glBase,
      state: 'OH',
      naics: '541611',
      exposureBasis: 'payroll',
      exposure: 900_000,
      limits: '2000000/4000000',
      deductible: 0,
      privateLabel: false,
    });
    expect(rating.total).toBe(3_439);
  });

  it('rates units one by one, with a minimum premium', () => {
    expect(rateGl({ ...glBase, exposureBasis: 'units', exposure: 5, privateLabel: false }).total).toBe(750);
  });

  const texasShop = { state: 'TX', exposureBasis: 'sales' as const, exposure: 800_000 };
  const closed = { paid: 8_200, reserved: 0, open: false };
  const open = { paid: 10_000, reserved: 15_000, open: true };

  it('rates each scheduled location at its own state, added to location 1 before the other factors', () => {
    // (1.45 x 3,200 x 1.10 (IL) + 1.45 x 800 x 1.08 (TX)) = 6,356.80 x 0.94 x 1.20 = 7,170.47 -> 7,170
    expect(rateGl({ ...glBase, otherLocations: [texasShop] }).premium).toBe(7_170);
    // The same shop in a state without a factor adds less.
    expect(rateGl({ ...glBase, otherLocations: [{ ...texasShop, state: 'OH' }] }).premium).toBe(7_066);
  });

  it('quotes exactly as before with no scheduled location and no listed loss', () => {
    expect(rateGl({ ...glBase, otherLocations: [], losses: [] })).toEqual(rateGl(glBase));
  });

  it('surcharges each listed loss by its status and by every full $5,000 paid and reserved', () => {
    expect(glLossFactor([])).toBe(1);
    // closed 0.05 + 1 x 0.02 ($8,200); open 0.10 + 5 x 0.02 ($25,000)
    expect(glLossFactor([closed])).toBeCloseTo(1.07, 10);
    expect(glLossFactor([open])).toBeCloseTo(1.2, 10);
    // 7,170.47 x 1.07 = 7,672.40 -> 7,672; with the open loss too x 1.27 = 9,106.50 -> 9,106
    expect(rateGl({ ...glBase, otherLocations: [texasShop], losses: [closed] }).premium).toBe(7_672);
    expect(rateGl({ ...glBase, otherLocations: [texasShop], losses: [closed, open] }).premium).toBe(9_106);
  });

  it('caps the loss factor at 1.50', () => {
    expect(glLossFactor([open, open, open])).toBe(1.5);
    // 5,757.31 x 1.50 = 8,635.97 -> 8,636 (three open losses would be 1.60)
    expect(rateGl({ ...glBase, losses: [open, open, open] }).premium).toBe(8_636);
  });
});

describe('rateUmbrella', () => {
  it('rates revenue x state x class x limit x retention, surcharged over auto', () => {
    // 0.16 x 12,000 x 1.20 (FL) x 1.20 (61) x 3.35 x 0.95 x 1.30 = 11,438.67 -> 11,439
    const rating = rateUmbrella({
      state: 'FL',
      naics: '611310',
      annualRevenue: 12_000_000,
      limit: 5_000_000,
      retention: 10_000,
      hasAutoUnderlying: true,
    });
    expect(rating.total).toBe(11_439);
  });

  it('never goes below the minimum premium', () => {
    const rating = rateUmbrella({
      state: 'VT',
      naics: '541511',
      annualRevenue: 1_000_000,
      limit: 1_000_000,
      retention: 0,
      hasAutoUnderlying: false,
    });
    expect(rating.total).toBe(1_000);
  });
});
