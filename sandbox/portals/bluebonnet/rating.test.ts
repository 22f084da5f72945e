// The rating formulas worked by hand: each expected premium below is computed in the comment.
import { describe, expect, test } from 'vitest';
import { driverFactor, rateAuto, rateBop, rateCyber, territoryFactor, vehicleAgeFactor } from './rating.ts';

describe('territory', () => {
  test('three-digit ZIP prefixes pick the factor, anything else is 1.00', () => {
    expect(territoryFactor('77550')).toBe(1.3);
    expect(territoryFactor('78704')).toBe(1.05);
    expect(territoryFactor('70112')).toBe(1.2);
    expect(territoryFactor('79901')).toBe(1);
  });
});

describe('BOP', () => {
  const austinHardware = {
    state: 'TX',
    zip: '78704',
    naics: '444130',
    annualReceipts: 1_250_000,
    totalInsuredValue: 450_000,
    construction: 'masonry_non_combustible',
    sprinklered: 'Y' as const,
    limit: 'L1000',
    deductible: '2500',
  };

  test('property and liability parts with every factor', () => {
    // property 4,500 x 0.38 x 0.92 x 0.90 x 0.94 x 1.05 = 1,397.47; liability 1,250 x 0.62 x 1.00 x 1.05 = 813.75
    const result = rateBop(austinHardware);
    expect(result.annualPremium).toBe(2211);
    expect(result.breakdown).toEqual([
      { label: 'Property', amount: 1397 },
      { label: 'Business liability', amount: 814 },
    ]);
  });

  test('state, class, limit and deductible move the premium', () => {
    // Oklahoma 0.94, Tulsa 1.06, contractors 1.30, $2M/$4M 1.18, $500 deductible 1.05, frame 1.15, no sprinklers
    const result = rateBop({
      ...austinHardware,
      state: 'OK',
      zip: '74103',
      naics: '236118',
      construction: 'frame',
      sprinklered: 'N',
      limit: 'L2000',
      deductible: '500',
    });
    const location = 0.94 * 1.06 * 1.3;
    const expected = Math.round(4500 * 0.38 * 1.15 * 1.0 * 1.05 * location + 1250 * 0.62 * 1.18 * location);
    expect(result.annualPremium).toBe(expected);
    expect(expected).toBe(3859); // 2,674.61 property + 1,184.57 liability
  });

  const dallasShop = {
    where: '2100 Elm St, Dallas',
    state: 'TX',
    zip: '75201',
    construction: 'joisted_masonry',
    sprinklered: 'N' as const,
    buildingLimit: 200_000,
    contentsLimit: 50_000,
  };

  test('each additional premises adds its property at its own address, construction and sprinklers', () => {
    // Dallas: 2,500 x 0.38 x 1.05 (joisted masonry) x 1.00 (no sprinklers) x 0.94 x (1.00 x 1.10 x 1.00) = 1,031.42
    // total 1,397.47 + 1,031.42 + 813.75 = 3,242.64 -> 3,243 (the last line takes the rounding)
    const result = rateBop({ ...austinHardware, otherPremises: [dallasShop] });
    expect(result.annualPremium).toBe(3243);
    expect(result.breakdown).toEqual([
      { label: 'Property', amount: 1397 },
      { label: 'Property, 2100 Elm St, Dallas', amount: 1031 },
      { label: 'Business liability', amount: 815 },
    ]);
  });

  test("a premises in another state is rated at that state's and territory's factors", () => {
    // Tulsa: 1,000 x 0.38 x 1.15 (frame) x 0.90 (sprinklered) x 0.94 x (0.94 x 1.06 x 1.00) = 368.37
    const tulsa = {
      ...dallasShop,
      where: '15 E 5th St, Tulsa',
      state: 'OK',
      zip: '74103',
      construction: 'frame',
      sprinklered: 'Y' as const,
      buildingLimit: 0,
      contentsLimit: 100_000,
    };
    const result = rateBop({ ...austinHardware, otherPremises: [tulsa] });
    expect(result.breakdown[1]).toEqual({ label: 'Property, 15 E 5th St, Tulsa', amount: 368 });
    expect(result.annualPremium).toBe(Math.round(1397.47 + 368.37 + 813.75));
  });

  test('no additional premises rates as the first premises alone', () => {
    expect(rateBop({ ...austinHardware, otherPremises: [] })).toEqual(rateBop(austinHardware));
  });

  test('never below the $650 minimum', () => {
    const result = rateBop({
      ...austinHardware,
      naics: '541211',
      annualReceipts: 50_000,
      totalInsuredValue: 10_000,
    });
    expect(result).toEqual({ annualPremium: 650, breakdown: [{ label: 'Minimum premium', amount: 650 }] });
  });
});

describe('auto', () => {
  test('per-vehicle premium with garaging territory, vehicle age and policy factors', () => {
    // policy: contractors 1.25 x $1M CSL 1.00 x $1,000 PD 0.94 x driver 40 1.00 = 1.175
    // 2022 in Austin: 1,150 x 1.10 x 1.05 x 1.175 = 1,560.69; 2016 in Houston: 1,150 x 1.00 x 1.15 x 1.175 = 1,553.94
    const result = rateAuto({
      naics: '238220',
      effectiveYear: 2025,
      limit: 'CSL1000',
      physicalDamageDeductible: '1000',
      vehicles: [
        { year: 2022, garagingZip: '78704', garagingState: 'TX', use: 'service', radius: 'local' },
        { year: 2016, garagingZip: '77002', garagingState: 'TX', use: 'service', radius: 'local' },
      ],
      driverAges: [40],
    });
    expect(result.annualPremium).toBe(3115);
    expect(result.breakdown.map((b) => b.amount)).toEqual([1561, 1554]);
  });

  test('the $1,250 minimum applies to one cheap vehicle', () => {
    const result = rateAuto({
      naics: '541211',
      effectiveYear: 2025,
      limit: 'CSL300',
      physicalDamageDeductible: 'none',
      vehicles: [{ year: 2005, garagingZip: '72201', garagingState: 'AR', use: 'retail', radius: 'local' }],
      driverAges: [45],
    });
    expect(result.annualPremium).toBe(1250);
  });

  test('driver and vehicle age factors', () => {
    expect(driverFactor([24, 40])).toBe(1.25);
    expect(driverFactor([71, 40])).toBe(1.1);
    expect(driverFactor([30])).toBe(1);
    expect(vehicleAgeFactor(2022, 2025)).toBe(1.1);
    expect(vehicleAgeFactor(2015, 2025)).toBe(1);
    expect(vehicleAgeFactor(2010, 2025)).toBe(0.9);
  });
});

describe('cyber', () => {
  const bookkeeper = {
    state: 'TX',
    naics: '541211',
    annualReceipts: 2_400_000,
    records: '100k_500k',
    limit: 'C1000',
    retention: '10000',
    encryption: true,
    backups: false,
    paymentCards: true,
  };

  test('base plus receipts, times records, limit, retention, class and controls', () => {
    // (650 + 2,400 x 0.55) x 1.30 x 1.00 x 0.92 x 1.15 x 1.00 x (1.20 no backups x 1.10 cards) = 3,576.59
    expect(rateCyber(bookkeeper).annualPremium).toBe(3577);
  });

  test('more than a million records weighs 2.20', () => {
    expect(rateCyber({ ...bookkeeper, records: 'gt1m' }).annualPremium).toBe(
      Math.round(1970 * 2.2 * 0.92 * 1.15 * 1.32),
    );
  });

  test('the $750 minimum', () => {
    const tiny = {
      ...bookkeeper,
      annualReceipts: 10_000,
      records: 'lt100k',
      limit: 'C250',
      retention: '25000',
    };
    expect(rateCyber({ ...tiny, backups: true, paymentCards: false }).annualPremium).toBe(750);
  });
});
