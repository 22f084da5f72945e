import { describe, expect, it } from 'vitest';
import { parseQuote, type QuotePageText } from './extract.ts';

const summary: [string, string][] = [
  ['Quote number', 'CQ-CYB-240003'],
  ['Submission reference', 'CC-240003'],
  ['Insured', 'Rainier Analytics LLC'],
  ['Line', 'Cyber'],
  ['Policy period', '07/01/2026 to 07/01/2027'],
  ['Quote valid until', '06/20/2026'],
];

describe('Cascade quote page', () => {
  it('reads the first layout: tables, credits negative, the total from the footer', () => {
    const page: QuotePageText = {
      sections: [
        { name: 'Quote summary', pairs: summary },
        {
          name: 'Coverage',
          pairs: [
            ['Aggregate limit', '$1,000,000'],
            ['Retention', '$5,000'],
            ['Class code', '41668 — Computer consulting or programming'],
          ],
        },
        {
          name: 'Premium breakdown',
          pairs: [
            ['Rated premium', '$2,592'],
            ['Claims-free credit', '-$259'],
            ['Security controls credit', '-$389'],
            ['Policy fee', '$100'],
            ['Breach response services fee', '$75'],
            ['Total annual premium', '$2,119'],
          ],
        },
      ],
      items: [],
      badge: 'Bindable quote',
    };
    expect(parseQuote(page)).toEqual({
      quoteNumber: 'CQ-CYB-240003',
      annualPremium: 2119,
      quoteType: 'bindable',
      bindableMarker: 'Bindable quote',
      namedInsured: 'Rainier Analytics LLC',
      line: 'cyber',
      policyStartDate: '07/01/2026',
      policyExpirationDate: '07/01/2027',
      limits: '$1,000,000',
      deductible: '$5,000',
      asQuoted: { limits: '$1,000,000', retention: '$5,000' },
      quoteExpiresAt: '06/20/2026',
      premiumBreakdown: [
        { label: 'Rated premium', amount: 2592 },
        { label: 'Claims-free credit', amount: -259 },
        { label: 'Security controls credit', amount: -389 },
        { label: 'Policy fee', amount: 100 },
        { label: 'Breach response services fee', amount: 75 },
      ],
    });
  });

  it('reads the second layout: definition lists in another order and the breakdown as a list', () => {
    const page: QuotePageText = {
      sections: [
        { name: 'Your quote', pairs: [['Total payable', '$738'], ...summary.filter(([l]) => l !== 'Line')] },
        {
          name: 'Limits and deductibles',
          pairs: [
            ['Each occurrence / general aggregate', '$1,000,000 / $2,000,000'],
            ['Property damage deductible', '$500'],
          ],
        },
      ],
      items: ['Rated premium: $653', 'Claims-free credit: -$65', 'Policy fee: $150'],
      badge: undefined,
    };
    const quote = parseQuote(page);
    expect(quote).toMatchObject({
      annualPremium: 738,
      quoteType: 'indication',
      limits: '$1,000,000 / $2,000,000',
      deductible: '$500',
      asQuoted: { limits: '$1,000,000 / $2,000,000', deductible: '$500' },
      premiumBreakdown: [
        { label: 'Rated premium', amount: 653 },
        { label: 'Claims-free credit', amount: -65 },
        { label: 'Policy fee', amount: 150 },
      ],
    });
    expect(quote.line).toBeUndefined();
  });

  it('treats a page without a quote number or total as changed', () => {
    expect(() => parseQuote({ sections: [], items: [], badge: undefined })).toThrow(/no quote number/);
  });
});
