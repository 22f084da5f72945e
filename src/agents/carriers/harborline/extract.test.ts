import { describe, expect, it } from 'vitest';
import { parseQuotePage, type QuotePageText } from './extract.ts';

const details: [string, string][] = [
  ['Quote number', 'HBL-GL-100004-01'],
  ['Applicant', 'Lakefront Advisory Group LLC'],
  ['Line of business', 'General Liability'],
  ['Quote type', 'Bindable'],
  ['Effective date', 'Mar 4, 2027'],
  ['Expiration date', 'Mar 4, 2028'],
  ['Limit: Each occurrence / general aggregate', '$1,000,000 / $2,000,000'],
  ['Deductible', '$500 property damage'],
  ['Annual premium', '$7,863'],
  ['Quote valid until', 'Feb 12, 2027'],
];

const layout1: QuotePageText = {
  heading: 'Quote ready',
  sections: [
    { title: 'Quote details', pairs: details, notes: [] },
    { title: 'Premium breakdown', pairs: [['Premises and operations', '$7,863']], notes: [] },
  ],
};

const layout2: QuotePageText = {
  heading: 'Your Harborline quote',
  sections: [
    { title: 'Total annual cost', pairs: [], notes: ['$7,863', 'Ready to bind'] },
    {
      title: 'Policy',
      pairs: [
        ['Reference', 'HBL-GL-100004-01'],
        ['Business', 'Lakefront Advisory Group LLC'],
        ['Coverage', 'General Liability'],
        ['Coverage starts', 'Mar 4, 2027'],
        ['Coverage ends', 'Mar 4, 2028'],
        ['Offer expires', 'Feb 12, 2027'],
      ],
      notes: [],
    },
    {
      title: 'Limits',
      pairs: [
        ['Each occurrence / general aggregate', '$1,000,000 / $2,000,000'],
        ['Deductible', '$500 property damage'],
      ],
      notes: [],
    },
    { title: 'How we priced it', pairs: [['Premises and operations', '$7,863']], notes: [] },
  ],
};

describe('Harborline quote extraction', () => {
  it('reads both layouts of the quote page into the same result', () => {
    const expected = {
      quoteNumber: 'HBL-GL-100004-01',
      annualPremium: 7863,
      quoteType: 'bindable',
      namedInsured: 'Lakefront Advisory Group LLC',
      line: 'gl',
      policyStartDate: '03/04/2027',
      policyExpirationDate: '03/04/2028',
      limits: '1000000/2000000',
      deductible: '500',
      asQuoted: { limits: '$1,000,000 / $2,000,000', deductible: '$500 property damage' },
      quoteExpiresAt: '02/12/2027',
      premiumBreakdown: [{ label: 'Premises and operations', amount: 7863 }],
    };
    expect(parseQuotePage(layout1)).toEqual({ ...expected, bindableMarker: 'Bindable' });
    expect(parseQuotePage(layout2)).toEqual({ ...expected, bindableMarker: 'Ready to bind' });
  });

  it('tells an indication in either layout', () => {
    const indication1 = structuredClone(layout1);
    indication1.sections[0]!.pairs[3] = ['Quote type', 'Indication (not bindable)'];
    const indication2 = structuredClone(layout2);
    indication2.sections[0]!.notes[1] = 'Indication — subject to underwriter review';
    expect(parseQuotePage(indication1).quoteType).toBe('indication');
    expect(parseQuotePage(indication2).quoteType).toBe('indication');
  });

  it('calls a quote bindable only when the page says so', () => {
    const plain1 = structuredClone(layout1);
    plain1.sections[0]!.pairs[3] = ['Quote type', 'Quote'];
    const plain2 = structuredClone(layout2);
    plain2.sections[0]!.notes[1] = '';
    expect(parseQuotePage(plain1)).toMatchObject({ quoteType: 'indication', bindableMarker: undefined });
    expect(parseQuotePage(plain2)).toMatchObject({ quoteType: 'indication', bindableMarker: undefined });
  });

  it('refuses a page without a quote number as changed markup', () => {
    expect(() => parseQuotePage({ heading: 'Quote ready', sections: [] })).toThrow(/quote number/);
  });

  it("reads the portal's formats: a credit negative, a statutory limit left out, no deductible as 0", () => {
    const wc = structuredClone(layout1);
    const pairs = wc.sections[0]!.pairs.filter(([l]) => !l.startsWith('Limit: ') && l !== 'Deductible');
    const limits: [string, string][] = [
      ['Limit: Part One', 'Statutory'],
      ['Limit: Employers liability', '$500,000 / $500,000 / $500,000'],
      ['Deductible', 'None property damage'],
    ];
    wc.sections[0]!.pairs = [...pairs, ...limits];
    wc.sections[1]!.pairs = [
      ['Class 8810', '$8,118'],
      ['Experience modification', '$-255'],
      ['Schedule credit', '-$0'],
    ];
    expect(parseQuotePage(wc)).toMatchObject({
      limits: '500000/500000/500000',
      deductible: '0',
      // The statutory part is no amount: the words kept are employers' liability's.
      asQuoted: { limits: '$500,000 / $500,000 / $500,000', deductible: 'None property damage' },
      premiumBreakdown: [
        { label: 'Class 8810', amount: 8118 },
        { label: 'Experience modification', amount: -255 },
        { label: 'Schedule credit', amount: 0 },
      ],
    });
  });
});
