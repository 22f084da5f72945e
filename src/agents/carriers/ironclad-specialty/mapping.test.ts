import { describe, expect, it } from 'vitest';
import { isAppetiteDecline, quoteFromPage } from './extract.ts';
import { amount, isoFromUs, pickLimit, pickRetention, usFromIso } from './mapping.ts';

describe('Ironclad mapping', () => {
  it('converts dates both ways', () => {
    expect(isoFromUs('03/01/2026')).toBe('2026-03-01');
    expect(usFromIso('2027-03-01')).toBe('03/01/2027');
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

  it('reads amounts as the portal shows them', () => {
    expect(amount('$1,000,000')).toBe(1_000_000);
    expect(amount('None')).toBe(0);
    expect(Number.isNaN(amount('n/a'))).toBe(true);
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
      quoteExpiresAt: '03/31/2026',
      portalUrl: 'https://example/result',
    });
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
