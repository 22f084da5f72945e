import { describe, expect, it } from 'vitest';
import { rateBop, rateUmbrella, rateWc } from './rating.ts';

describe('rateBop', () => {
  it('rates property per $100 of insured value and liability per $1,000 of gross sales', () => {
    const result = rateBop({
      state: 'IA',
      naics: '332710',
      grossSales: 1_200_000,
      buildingValue: 800_000,
      bppValue: 150_000,
      construction: 'MNC',
      sprinklered: true,
      alarm: true,
      liabilityLimit: '1000000/2000000',
      deductible: 1000,
    });
    // property 9,500 x 0.28 x 0.90 x 0.85 x 0.95 x 1.00 x 0.92 = 1,778.50; liability 1,200 x 0.85 x 1.40 x 1.00 x 0.92 = 1,313.76
    expect(result.lines).toEqual([
      { label: 'Property', amount: 1779 },
      { label: 'Liability', amount: 1314 },
    ]);
    expect(result.premium).toBe(3093);
  });

  it('applies the minimum premium as its own line', () => {
    const result = rateBop({
      state: 'MN',
      naics: '441110',
      grossSales: 100_000,
      buildingValue: 0,
      bppValue: 20_000,
      construction: 'F',
      sprinklered: false,
      alarm: false,
      liabilityLimit: '500000/1000000',
      deductible: 2500,
    });
    // property 200 x 0.28 x 1.25 x 0.93 = 65.10; liability 100 x 0.85 x 1.00 x 0.85 = 72.25
    expect(result.lines).toEqual([
      { label: 'Property', amount: 65 },
      { label: 'Liability', amount: 72 },
      { label: 'Minimum premium adjustment', amount: 463 },
    ]);
    expect(result.premium).toBe(600);
  });

  it('refuses a NAICS code outside the class guide', () => {
    expect(() =>
      rateBop({
        state: 'IA',
        naics: '722511',
        grossSales: 1,
        buildingValue: 0,
        bppValue: 1,
        construction: 'F',
        sprinklered: false,
        alarm: false,
        liabilityLimit: '1000000/2000000',
        deductible: 1000,
      }),
    ).toThrow(/class guide/);
  });
});

describe('rateBop with additional locations', () => {
  const base = {
    state: 'IA',
    naics: '332710',
    grossSales: 1_200_000,
    buildingValue: 800_000,
    bppValue: 150_000,
    construction: 'MNC',
    sprinklered: true,
    alarm: true,
    liabilityLimit: '1000000/2000000',
    deductible: 1000,
  };

  it("adds each other building's property, rated in its own state without the alarm credit", () => {
    const result = rateBop({
      ...base,
      otherBuildings: [
        {
          where: '820 Water St, Peoria',
          state: 'IL',
          buildingValue: 0,
          bppValue: 80_000,
          construction: 'JM',
          sprinklered: true,
        },
      ],
    });
    // 800 x 0.28 x 1.05 x 0.85 x 1.00 (deductible) x 1.08 (IL) = 215.91
    expect(result.lines).toEqual([
      { label: 'Property', amount: 1779 },
      { label: 'Property, 820 Water St, Peoria', amount: 216 },
      { label: 'Liability', amount: 1314 },
    ]);
    expect(result.premium).toBe(3309);
  });

  it('rates one location exactly as before (no other buildings)', () => {
    expect(rateBop({ ...base, otherBuildings: [] })).toEqual(rateBop(base));
  });
});

describe('rateWc with owners and officers', () => {
  const classes = [
    { state: 'IA', classCode: '8810', payroll: 250_000, employees: 4 },
    { state: 'IL', classCode: '3632', payroll: 400_000, employees: 9 },
  ];
  const input = { classes, experienceMod: 0.87, employersLiabilityLimit: '500000/500000/500000' };

  it("rates an included officer's pay at the officer's class in the governing state; an excluded one adds nothing", () => {
    const result = rateWc({
      ...input,
      officers: [
        { name: 'Ana Reyes', included: true, classCode: '8810', annualPay: 60_000 },
        { name: 'Tomas Reyes', included: false, classCode: '', annualPay: 0 },
      ],
    });
    // officer 600 x 0.16 x 0.95 (IA) = 91.20; manual 15,466 x 0.87 = 13,455.42; EL 13,455 x 0.015 = 201.83
    expect(result.lines).toEqual([
      { label: 'IA 8810 Clerical Office Employees NOC', amount: 380 },
      { label: 'IL 3632 Machine Shop NOC', amount: 14995 },
      { label: 'Officer Ana Reyes: IA 8810 Clerical Office Employees NOC', amount: 91 },
      { label: 'Experience modification (0.87)', amount: -2011 },
      { label: "Employers' liability increased limits", amount: 202 },
      { label: 'Expense constant', amount: 250 },
    ]);
    expect(result.premium).toBe(13907);
    const excludedOnly = rateWc({
      ...input,
      officers: [{ name: 'Tomas Reyes', included: false, classCode: '', annualPay: 0 }],
    });
    expect(excludedOnly).toEqual(rateWc(input));
    expect(rateWc(input).premium).toBe(13827);
  });
});

describe('rateWc', () => {
  it('sums class premiums by state, then applies the mod, EL limits and expense constant', () => {
    const result = rateWc({
      classes: [
        { state: 'IA', classCode: '8810', payroll: 250_000, employees: 4 },
        { state: 'IL', classCode: '3632', payroll: 400_000, employees: 9 },
      ],
      experienceMod: 0.87,
      employersLiabilityLimit: '500000/500000/500000',
    });
    // 2,500 x 0.16 x 0.95 = 380; 4,000 x 2.84 x 1.32 = 14,995.20; manual 15,375 x 0.87 = 13,376.25
    expect(result.lines).toEqual([
      { label: 'IA 8810 Clerical Office Employees NOC', amount: 380 },
      { label: 'IL 3632 Machine Shop NOC', amount: 14995 },
      { label: 'Experience modification (0.87)', amount: -1999 },
      { label: "Employers' liability increased limits", amount: 201 },
      { label: 'Expense constant', amount: 250 },
    ]);
    expect(result.premium).toBe(13827);
  });

  it('applies the minimum premium', () => {
    const result = rateWc({
      classes: [{ state: 'IN', classCode: '8810', payroll: 60_000, employees: 1 }],
      experienceMod: 1,
      employersLiabilityLimit: '100000/500000/100000',
    });
    // 600 x 0.16 x 0.78 = 74.88
    expect(result.lines.map((l) => l.amount)).toEqual([75, 250, 675]);
    expect(result.premium).toBe(1000);
  });

  it('has no rate for Ohio (monopolistic state fund)', () => {
    expect(() =>
      rateWc({
        classes: [{ state: 'OH', classCode: '8810', payroll: 100_000, employees: 2 }],
        experienceMod: 1,
        employersLiabilityLimit: '100000/500000/100000',
      }),
    ).toThrow(/WC state/);
  });
});

describe('rateUmbrella', () => {
  it('rates gross sales and vehicles with the limit and retention factors', () => {
    const result = rateUmbrella({
      state: 'IA',
      naics: '445110',
      grossSales: 1_200_000,
      limit: 2_000_000,
      retention: 10_000,
      vehicles: 3,
    });
    // 1,200 x 0.55 x 1.00 x 0.92 x 1.60 x 0.93 = 903.51; 3 x 55 x 1.60 = 264
    expect(result.lines).toEqual([
      { label: 'Premises and operations', amount: 904 },
      { label: 'Automobile (3 vehicles)', amount: 264 },
    ]);
    expect(result.premium).toBe(1168);
  });

  it('applies the minimum premium', () => {
    const result = rateUmbrella({
      state: 'NE',
      naics: '811111',
      grossSales: 300_000,
      limit: 1_000_000,
      retention: 25_000,
      vehicles: 0,
    });
    // 300 x 0.55 x 1.15 x 0.93 x 1.00 x 0.88 = 155.29
    expect(result.lines).toEqual([
      { label: 'Premises and operations', amount: 155 },
      { label: 'Minimum premium adjustment', amount: 595 },
    ]);
    expect(result.premium).toBe(750);
  });
});
