import { describe, expect, it } from 'vitest';
import { isAppetiteDecline, quoteFromPage } from './extract.ts';
import { glCoverageFills, isoFromUs, pickLimit, pickRetention } from './mapping.ts';

describe('Ironclad mapping', () => {
  it('writes our dates as Ironclad takes them', () => {
    expect(isoFromUs('03/01/2026')).toBe('2026-03-01');
    expect(() => isoFromUs('2026-03-01')).toThrow();
  });

  it('never quotes less cover or a higher retention than asked', () => {
    const limits = [1_000_000, 2_000_000, 3_000_000, 5_000_000];
    expect(pickLimit(2_000_000, limits)).toBe(2_000_000);
    expect(pickLimit(4_000_000, limits)).toBe(5_000_000);
    expect(pickLimit(500_000, limits)).toBe(1_000_000);
    expect(pickLimit(10_000_000, limits)).toBe(5_000_000);
    const retentions = [2_500, 5_000, 10_000, 25_000, 50_000];
    expect(pickRetention(7_500, retentions)).toBe(5_000);
    expect(pickRetention(0, retentions)).toBe(2_500);
    expect(pickRetention(100_000, retentions)).toBe(50_000);
  });

  it('picks among the options as the portal shows them, a pair of limits by its first', () => {
    const fills = glCoverageFills(
      { classCode: '41677', exposureBasis: 'sales', exposure: 2_400_000, limits: '2000000/4000000' },
      {
        'Limits (each occurrence / general aggregate)': [
          '$1,000,000 / $2,000,000',
          '$2,000,000 / $4,000,000',
          'Refer to underwriter',
        ],
      },
    );
    const value = (label: string) => fills.find((f) => f.label === label)?.value;
    expect(value('Limits (each occurrence / general aggregate)')).toBe('$2,000,000 / $4,000,000');
    expect(value('Property damage deductible')).toBe('None');
  });
});

describe('Ironclad quote extraction', () => {
  it('reads layout 2 (coverage period, "Ref #", "Total payable")', () => {
    const quote = quoteFromPage(
      'gl',
      {
        layout: 'terms',
        terms: [
          ['Ref #', 'IXQ-GLX-508201'],
          ['Insured', 'Maple Street Grocery LLC'],
          ['Coverage period', '2026-03-01 to 2027-03-01'],
          ['Each occurrence', '$1,000,000'],
          ['General aggregate', '$2,000,000'],
          ['Property damage deductible', 'None'],
          ['Offer expires', '2026-03-31'],
          ['Total payable', '$5,757'],
        ],
        breakdown: [],
        indication: false,
        bindableMarker: 'Bindable quote',
      },
      'https://example/result',
    );
    expect(quote).toEqual({
      quoteNumber: 'IXQ-GLX-508201',
      annualPremium: 5757,
      quoteType: 'bindable',
      bindableMarker: 'Bindable quote',
      namedInsured: 'Maple Street Grocery LLC',
      policyStartDate: '03/01/2026',
      policyExpirationDate: '03/01/2027',
      limits: '1000000/2000000',
      deductible: '0',
      asQuoted: { limits: 'Each occurrence: $1,000,000 / General aggregate: $2,000,000', deductible: 'None' },
      quoteExpiresAt: '03/31/2026',
      portalUrl: 'https://example/result',
    });
  });

  it('keeps a credit in the breakdown negative', () => {
    const quote = quoteFromPage(
      'cyber',
      {
        layout: 'terms',
        terms: [
          ['Ref #', 'IXQ-CYB-100001'],
          ['Total payable', '$2,380'],
        ],
        breakdown: [
          ['Base premium', '$2,500'],
          ['Security controls credit', '-$120'],
        ],
        indication: false,
      },
      'u',
    );
    expect(quote.premiumBreakdown).toEqual([
      { label: 'Base premium', amount: 2500 },
      { label: 'Security controls credit', amount: -120 },
    ]);
  });

  it('calls a quote bindable only when the page says so', () => {
    const page = { layout: 'terms' as const, breakdown: [], indication: false };
    const terms: [string, string][] = [
      ['Ref #', 'IXQ-GLX-508201'],
      ['Total payable', '$5,757'],
    ];
    expect(quoteFromPage('gl', { ...page, terms }, 'u').quoteType).toBe('indication');
    const indication = { ...page, terms, indication: true, bindableMarker: 'Quote ready' };
    expect(quoteFromPage('gl', indication, 'u').quoteType).toBe('indication');
  });

  it('tells eligibility declines from underwriting ones', () => {
    expect(
      isAppetiteDecline(
        'NAICS 722511 (Full-Service Restaurants) is outside the classes Ironclad Exchange writes.',
      ),
    ).toBe(true);
    expect(isAppetiteDecline('Ironclad does not write umbrella over hazardous-materials exposures.')).toBe(
      false,
    );
  });
});
