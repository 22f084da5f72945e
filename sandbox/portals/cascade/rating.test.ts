// Cascade's rating formulas against hand-worked examples (the same numbers as the carrier doc).
import { describe, expect, it } from 'vitest';
import { lossSurchargeRate, rateBop, rateCyber, rateGl } from './rating.ts';

const sum = (lines: { amount: number }[]) => lines.reduce((total, line) => total + line.amount, 0);

describe('rateGl', () => {
  it('rates exposure × class rate × state × limits × deductible, less the claims-free credit, plus the fee', () => {
    // 850 × 0.80 (41677, per $1,000 of sales) × 1.00 (WA) × 1.00 (1M/2M) × 0.96 ($500) = 652.80 → 653
    const rating = rateGl({
      state: 'WA',
      classCode: '41677',
      exposure: 850_000,
      limits: '1000000/2000000',
      deductible: '500',
      lossCount: 0,
    });
    expect(rating.breakdown).toEqual([
      { label: 'Rated premium', amount: 653 },
      { label: 'Claims-free credit', amount: -65 },
      { label: 'Policy fee', amount: 150 },
    ]);
    expect(rating.total).toBe(738);
    expect(sum(rating.breakdown)).toBe(rating.total);
  });

  it('rates payroll classes per $1,000 of payroll and gives no credit after a loss', () => {
    // 400 × 8.10 (98483) × 0.96 (OR) × 1.38 (2M/4M) × 1.00 (no deductible) = 4,292.35 → 4,292
    const rating = rateGl({
      state: 'OR',
      classCode: '98483',
      exposure: 400_000,
      limits: '2000000/4000000',
      deductible: '0',
      lossCount: 1,
    });
    expect(rating.ratedPremium).toBe(4_292);
    expect(rating.total).toBe(4_442);
  });

  it('never rates below the minimum premium', () => {
    // 100 × 0.80 × 0.82 × 0.88 = 57.73 → the $500 minimum; credit $50
    const rating = rateGl({
      state: 'WA',
      classCode: '41677',
      exposure: 100_000,
      limits: '500000/1000000',
      deductible: '2500',
      lossCount: 0,
    });
    expect(rating.ratedPremium).toBe(500);
    expect(rating.total).toBe(600);
  });
});

describe('rateBop', () => {
  it('adds property and liability, applies the state, the claims-free credit and the fee', () => {
    // property 2,400 × 0.27 × 0.90 × 1.00 = 583.20; liability 1,200 × 0.50 × 1.00 = 600;
    // (1,183.20) × 1.18 (CA) = 1,396.18 → 1,396; credit 139.6 → 140; fee 125
    const rating = rateBop({
      state: 'CA',
      classCode: '15070',
      annualRevenue: 1_200_000,
      personalPropertyLimit: 240_000,
      construction: 'masonry_non_combustible',
      sprinklered: true,
      propertyDeductible: '1000',
      liabilityLimits: '1000000/2000000',
      lossCount: 0,
    });
    expect(rating.breakdown).toEqual([
      { label: 'Rated premium', amount: 1_396 },
      { label: 'Claims-free credit', amount: -140 },
      { label: 'Policy fee', amount: 125 },
    ]);
    expect(rating.total).toBe(1_381);
  });

  it('rates frame, unsprinklered buildings higher and gives no credit after losses', () => {
    // property 1,500 × 0.48 × 1 × 0.92 = 662.40; liability 2,000 × 0.85 × 1.30 = 2,210; × 1.00 (WA)
    const rating = rateBop({
      state: 'WA',
      classCode: '16911',
      annualRevenue: 2_000_000,
      personalPropertyLimit: 150_000,
      construction: 'frame',
      sprinklered: false,
      propertyDeductible: '2500',
      liabilityLimits: '2000000/4000000',
      lossCount: 2,
    });
    expect(rating.ratedPremium).toBe(2_872);
    expect(rating.total).toBe(2_997);
  });
});

const allControls = { mfa: true, encryption: true, backups: true, edr: true, training: true, irPlan: true };

describe('rateCyber', () => {
  it('gives both credits with every control in place and no losses, then adds both fees', () => {
    // 3,200 × 0.60 × 1.35 (41668) × 1.00 (WA) × 1.00 ($1M) × 1.00 ($5,000) × 1.00 = 2,592
    const rating = rateCyber({
      state: 'WA',
      classCode: '41668',
      annualRevenue: 3_200_000,
      aggregateLimit: '1000000',
      retention: '5000',
      records: 'under100k',
      controls: allControls,
      acceptsCards: false,
      lossCount: 0,
    });
    expect(rating.breakdown).toEqual([
      { label: 'Rated premium', amount: 2_592 },
      { label: 'Claims-free credit', amount: -259 },
      { label: 'Security controls credit', amount: -389 },
      { label: 'Policy fee', amount: 100 },
      { label: 'Breach response services fee', amount: 75 },
    ]);
    expect(rating.total).toBe(2_119);
  });

  it('applies limit, retention, records, missing controls and PCI factors', () => {
    // 8,000 × 0.60 × 1.10 × 1.18 (CA) × 1.45 ($2M) × 0.93 ($10,000) × 1.20 (100k–500k)
    // × 1.35 (no MFA) × 1.15 (no EDR) × 1.25 (cards without PCI) = 19,565.45 → 19,565
    const rating = rateCyber({
      state: 'CA',
      classCode: '13759',
      annualRevenue: 8_000_000,
      aggregateLimit: '2000000',
      retention: '10000',
      records: '100k-500k',
      controls: { ...allControls, mfa: false, edr: false },
      acceptsCards: true,
      pciCompliant: false,
      lossCount: 1,
    });
    expect(rating.ratedPremium).toBe(19_565);
    expect(rating.total).toBe(19_740);
  });

  it('never rates below the minimum premium', () => {
    const rating = rateCyber({
      state: 'ID',
      classCode: '97047',
      annualRevenue: 400_000,
      aggregateLimit: '500000',
      retention: '25000',
      records: 'under100k',
      controls: allControls,
      acceptsCards: false,
      lossCount: 3,
    });
    // 400 × 0.60 × 0.95 × 0.90 × 0.70 × 0.85 = 122.09 → the $900 minimum, less 15% (135)
    expect(rating.ratedPremium).toBe(900);
    expect(rating.total).toBe(940);
  });
});

describe('several locations and listed losses (GL and BOP)', () => {
  it("rates every location's buildings at their own state, and a listed loss adds its surcharge", () => {
    // location 1 (WA): 60,000 BPP / 100 × 0.38 (joisted masonry) × 1 × 1.00 ($1,000) = 228 × 1.00 = 228
    // location 2 (OR): (400,000 + 40,000) / 100 × 0.27 × 0.90 × 1.00 = 1,069.20 × 0.96 = 1,026.43
    // liability: 900 × 0.75 (16916) × 1.00 (1M/2M) × 1.00 (WA) = 675
    // rated 1,929.43 → 1,929; surcharge 15% (one loss) + 6 × 1% ($6,500 incurred) = 21% → 405.09 → 405
    const rating = rateBop({
      state: 'WA',
      classCode: '16916',
      annualRevenue: 900_000,
      personalPropertyLimit: 60_000,
      construction: 'joisted_masonry',
      sprinklered: false,
      propertyDeductible: '1000',
      liabilityLimits: '1000000/2000000',
      lossCount: 1,
      locations: [
        {
          state: 'OR',
          buildings: [
            {
              construction: 'masonry_non_combustible',
              sprinklered: true,
              buildingLimit: 400_000,
              personalPropertyLimit: 40_000,
            },
          ],
        },
      ],
      losses: [{ paid: 6_500, reserved: 0 }],
    });
    expect(rating.breakdown).toEqual([
      { label: 'Rated premium', amount: 1_929 },
      { label: 'Loss surcharge', amount: 405 },
      { label: 'Policy fee', amount: 125 },
    ]);
    expect(rating.total).toBe(2_459);
  });

  it("rates location 1's building limit with its business personal property", () => {
    // (100,000 + 240,000) / 100 × 0.27 × 0.90 × 1.00 = 826.20; liability 600; × 1.18 (CA) = 1,682.92 → 1,683
    const rating = rateBop({
      state: 'CA',
      classCode: '15070',
      annualRevenue: 1_200_000,
      buildingLimit: 100_000,
      personalPropertyLimit: 240_000,
      construction: 'masonry_non_combustible',
      sprinklered: true,
      propertyDeductible: '1000',
      liabilityLimits: '1000000/2000000',
      lossCount: 0,
    });
    expect(rating.ratedPremium).toBe(1_683);
    expect(rating.total).toBe(1_683 - 168 + 125);
  });

  it("rates location 1's further buildings at its state", () => {
    // building 1: 240,000 / 100 × 0.27 × 0.90 = 583.20; building 2: 20,000 / 100 × 0.48 (frame) × 1 = 96;
    // liability 600; (583.20 + 96 + 600) × 1.18 (CA) = 1,509.46 → 1,509; credit 150.9 → 151; fee 125
    const rating = rateBop({
      state: 'CA',
      classCode: '15070',
      annualRevenue: 1_200_000,
      personalPropertyLimit: 240_000,
      construction: 'masonry_non_combustible',
      sprinklered: true,
      propertyDeductible: '1000',
      liabilityLimits: '1000000/2000000',
      lossCount: 0,
      buildings: [
        { construction: 'frame', sprinklered: false, buildingLimit: 0, personalPropertyLimit: 20_000 },
      ],
    });
    expect(rating.ratedPremium).toBe(1_509);
    expect(rating.total).toBe(1_509 - 151 + 125);
  });

  it('surcharges GL by the count and the amounts of the listed losses', () => {
    // 900 × 1.50 (16916) × 1.00 × 1.00 × 1.00 = 1,350; two losses 2 × 15% = 30%, incurred
    // 12,000 + 4,000 = 16,000 → 16 × 1% = 16%; 46% of 1,350 = 621; fee 150
    const rating = rateGl({
      state: 'WA',
      classCode: '16916',
      exposure: 900_000,
      limits: '1000000/2000000',
      deductible: '0',
      lossCount: 2,
      losses: [
        { paid: 12_000, reserved: 4_000 },
        { paid: 0, reserved: 0 },
      ],
    });
    expect(rating.breakdown).toEqual([
      { label: 'Rated premium', amount: 1_350 },
      { label: 'Loss surcharge', amount: 621 },
      { label: 'Policy fee', amount: 150 },
    ]);
    expect(rating.total).toBe(2_121);
  });

  it('caps the surcharge at 75% and adds none when the losses were not listed', () => {
    // 3 × 15% + 80 × 1% = 125% → 75%
    expect(
      lossSurchargeRate([
        { paid: 50_000, reserved: 0 },
        { paid: 20_000, reserved: 10_000 },
        { paid: 0, reserved: 0 },
      ]),
    ).toBe(0.75);
    expect(lossSurchargeRate([])).toBe(0);
    const unlisted = rateGl({
      state: 'WA',
      classCode: '16916',
      exposure: 900_000,
      limits: '1000000/2000000',
      deductible: '0',
      lossCount: 2,
    });
    expect(unlisted.total).toBe(1_350 + 150);
  });
});
