import { describe, expect, it } from 'vitest';
import { rateAuto, rateGl, rateWc } from './rating.ts';

describe('rateWc', () => {
  it('sums class premiums, then applies the experience mod and EL factor', () => {
    const rating = rateWc({
      classes: [
        { state: 'GA', classCode: '8810', payroll: 120_000 },
        { state: 'GA', classCode: '5190', payroll: 300_000 },
      ],
      experienceMod: 1,
      elLimit: '500000/500000/500000',
    });
    // 1200 x 0.18 x 0.98 = 211.68; 3000 x 2.55 x 0.98 = 7497; (7708.68 x 1.02) = 7862.85 -> 7863
    expect(rating.premium).toBe(7863);
    expect(rating.breakdown.map((l) => l.amount)).toEqual([212, 7497, 154]);
  });

  it('applies the experience mod', () => {
    const rating = rateWc({
      classes: [{ state: 'NY', classCode: '5403', payroll: 50_000 }],
      experienceMod: 0.85,
      elLimit: '100000/500000/100000',
    });
    // 500 x 7.05 x 1.35 = 4758.75; x 0.85 = 4044.94 -> 4045
    expect(rating.premium).toBe(4045);
  });

  it('charges the minimum premium', () => {
    const rating = rateWc({
      classes: [{ state: 'TX', classCode: '8810', payroll: 10_000 }],
      experienceMod: 1,
      elLimit: '100000/500000/100000',
    });
    expect(rating.premium).toBe(750);
    expect(rating.breakdown.at(-1)).toEqual({ label: 'Minimum premium adjustment', amount: 735 });
  });
});

describe('rateAuto', () => {
  it('rates each vehicle by state, use, radius, limit and deductible', () => {
    const vehicles = [
      { year: 2022, make: 'Ford', model: 'Transit', garagingState: 'GA', use: 'service', radius: 'local' },
      {
        year: 2020,
        make: 'Ram',
        model: '2500',
        garagingState: 'GA',
        use: 'commercial',
        radius: 'intermediate',
      },
    ];
    // 1150 x 1.2 = 1380; 1150 x 1.2 x 1.15 x 1.2 = 1904.4 -> 1904
    expect(rateAuto({ vehicles, liabilityLimit: '1000000', deductible: 1000 }).premium).toBe(3284);
    // 1150 x 1.2 x 0.88 x 1.1 = 1335.84 -> 1336; 1904.4 x 0.88 x 1.1 = 1843.46 -> 1843
    expect(rateAuto({ vehicles, liabilityLimit: '500000', deductible: 500 }).premium).toBe(3179);
  });

  it('charges the minimum premium', () => {
    const vehicles = [
      { year: 2015, make: 'Ford', model: 'F-150', garagingState: 'UT', use: 'service', radius: 'local' },
    ];
    // 1150 x 0.92 x 0.78 x 0.9 = 742.74 -> 743, below the 1,500 minimum
    expect(rateAuto({ vehicles, liabilityLimit: '300000', deductible: 2500 }).premium).toBe(1500);
  });
});

describe('rateGl', () => {
  it('rates exposure per basis unit with state, limit and deductible factors', () => {
    // 400 x 6.8 x 1.05 x 1.0 x 0.95 = 2713.2 -> 2713
    expect(
      rateGl({
        state: 'TX',
        classCode: '92478',
        exposure: 400_000,
        limits: '1000000/2000000',
        deductible: 500,
      }).premium,
    ).toBe(2713);
    // units basis: 12 x 38 x 1.4 x 1.35 = 861.84 -> 862
    expect(
      rateGl({ state: 'NY', classCode: '60010', exposure: 12, limits: '2000000/4000000', deductible: 0 })
        .premium,
    ).toBe(862);
  });

  it('charges the minimum premium', () => {
    // 150 x 0.85 = 127.5 -> 128, below the 500 minimum
    expect(
      rateGl({ state: 'OH', classCode: '41677', exposure: 150_000, limits: '1000000/2000000', deductible: 0 })
        .premium,
    ).toBe(500);
  });

  it('refuses an unknown class', () => {
    expect(() =>
      rateGl({ state: 'OH', classCode: '00000', exposure: 1, limits: '1000000/2000000', deductible: 0 }),
    ).toThrow(/unknown GL class/);
  });
});

describe('owners and officers (WC)', () => {
  const base = {
    classes: [{ state: 'GA', classCode: '2003', payroll: 200_000 }],
    experienceMod: 1,
    elLimit: '100000/500000/100000',
  };

  it("rates an included officer's payroll at their class in the first row's state, an excluded one not at all", () => {
    const rating = rateWc({
      ...base,
      officers: [
        { name: 'Ana Reyes', included: true, classCode: '8810', payroll: 60_000 },
        { name: 'Ben Reyes', included: false, classCode: '', payroll: 0 },
      ],
    });
    // 2000 x 2.1 x 0.98 = 4116; officer 600 x 0.18 x 0.98 = 105.84; (4221.84 x 1.00) -> 4222
    expect(rating.premium).toBe(4222);
    expect(rating.breakdown.map((l) => l.label)).toEqual([
      'GA 2003 Bakery & drivers',
      'Officer Ana Reyes: GA 8810 Clerical office employees NOC',
      "Experience modification and employers' liability",
    ]);
    expect(rating.breakdown.map((l) => l.amount)).toEqual([4116, 106, 0]);
  });

  it('rates as before without the table, or with every officer excluded', () => {
    // 2000 x 2.1 x 0.98 = 4116
    expect(rateWc(base).premium).toBe(4116);
    expect(rateWc({ ...base, officers: [] }).premium).toBe(4116);
    const excluded = [{ name: 'Ben Reyes', included: false, classCode: '', payroll: 0 }];
    expect(rateWc({ ...base, officers: excluded }).premium).toBe(4116);
  });
});

describe('loss history (GL)', () => {
  const base = {
    state: 'TX',
    classCode: '92478',
    exposure: 400_000,
    limits: '1000000/2000000',
    deductible: 500,
  };

  it('surcharges listed losses: 10 % each, 5 % per open one, 10 % from $25,000 incurred, 50 % at most', () => {
    // base exact 2713.2; one closed loss of $8,200: 10 % -> 271.32 -> 271; total 2713 + 271 = 2984
    const one = rateGl({ ...base, losses: [{ paid: 8200, reserved: 0, status: 'closed' }] });
    expect(one.premium).toBe(2984);
    expect(one.breakdown.at(-1)).toEqual({ label: 'Loss history surcharge (1 loss, 10 %)', amount: 271 });
    // two losses, one open, $30,000 incurred: 20 + 5 + 10 = 35 % -> 949.62 -> 950; 2713 + 950 = 3663
    const two = rateGl({
      ...base,
      losses: [
        { paid: 10_000, reserved: 0, status: 'closed' },
        { paid: 5_000, reserved: 15_000, status: 'open' },
      ],
    });
    expect(two.premium).toBe(3663);
    // six open losses: 60 + 30 % capped at 50 % -> 1356.6 -> 1357; 2713 + 1357 = 4070
    const many = Array.from({ length: 6 }, () => ({ paid: 0, reserved: 100, status: 'open' as const }));
    expect(rateGl({ ...base, losses: many }).premium).toBe(4070);
  });

  it('rates as before without losses', () => {
    expect(rateGl({ ...base, losses: [] })).toEqual(rateGl(base));
    expect(rateGl(base).premium).toBe(2713);
  });
});
