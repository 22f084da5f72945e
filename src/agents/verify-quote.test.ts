import { describe, expect, it } from 'vitest';
import { validCreateBody } from '../../test/fixtures/quote-request.ts';
import type { Submission } from '../domain/quote-request/model/submission.ts';
import type { QuoteExtract } from './playbook.ts';
import {
  describeMismatches,
  normaliseAmount,
  normaliseLimits,
  sameLimits,
  verifyQuote,
} from './verify-quote.ts';

// The fields the check reads, on an otherwise complete body.
const submission: Submission = validCreateBody({
  externalReference: 'ams-1',
  input: {
    businessName: 'Maple Street Grocery, LLC',
    state: 'IL',
    zipCode: '60601',
    industryCode: '445110',
    annualRevenue: 3_200_000,
    numberOfEmployees: 12,
    policyStartDate: '03/01/2026',
    bopCoverageLimit: '1000000/2000000',
    deductible: '2500',
  },
  generalLiability: { limits: '2000000/4000000', exposure: 1_300_000 },
});

const quote: QuoteExtract = {
  quoteNumber: 'IXQ-GLX-100001',
  annualPremium: 1850,
  quoteType: 'bindable',
  bindableMarker: 'Quote ready',
  namedInsured: 'MAPLE STREET GROCERY LLC',
  policyStartDate: '2026-03-01',
  limits: '$2,000,000 / $4,000,000',
  quoteExpiresAt: '03/31/2026',
  premiumBreakdown: [
    { label: 'Premium', amount: 1700.5 },
    { label: 'Policy fee', amount: 149.5 },
  ],
};

const check = (patch: Partial<QuoteExtract>, line: 'gl' | 'bop' = 'gl') =>
  verifyQuote({ ...quote, ...patch }, { submission, line });

describe('verifyQuote', () => {
  it('passes a quote that echoes what we filed, with the expiry as an ISO date', () => {
    const { quote: settled, mismatches } = check({});
    expect(mismatches).toEqual([]);
    expect(settled.quoteType).toBe('bindable');
    expect(settled.quoteExpiresAt).toBe('2026-03-31');
    expect(settled).not.toHaveProperty('bindableMarker');
  });

  it('compares amounts however the portal writes them', () => {
    expect(normaliseAmount('$2,500')).toBe('2500');
    expect(normaliseAmount('2500')).toBe('2500');
    expect(normaliseAmount('None')).toBe('0');
    expect(normaliseAmount('$1M')).toBe('1000000');
    expect(normaliseAmount('ask us')).toBeUndefined();
    expect(normaliseLimits('1,000,000/2,000,000')).toBe(normaliseLimits('$1,000,000 / $2,000,000'));
    expect(sameLimits('2000000', '$2,000,000 / $2,000,000')).toBe(true);
    expect(sameLimits('2000000', '$2,000,000 / $4,000,000')).toBe(false);
    expect(sameLimits('1000000/2000000', 'ask your underwriter')).toBe(false);
    const bop = check({ limits: '1,000,000/2,000,000', deductible: '$2,500' }, 'bop');
    expect(bop.mismatches).toEqual([]);
  });

  it('fails other limits, another insured, another effective date, another deductible', () => {
    const { mismatches } = verifyQuote(
      {
        ...quote,
        limits: '1,000,000/2,000,000',
        namedInsured: 'Maple Street Bakery LLC',
        policyStartDate: '04/01/2026',
        deductible: '1000',
      },
      { submission, line: 'gl', filed: { deductible: '2500' } },
    );
    expect(mismatches.map((m) => m.field).sort()).toEqual([
      'deductible',
      'limits',
      'namedInsured',
      'policyStartDate',
    ]);
    expect(describeMismatches(mismatches)).toContain(
      'limits: expected 2000000/4000000, seen 1,000,000/2,000,000',
    );
  });

  it('prefers what the playbook says it filed over the request', () => {
    const filed = { limits: '1000000/2000000' };
    const result = verifyQuote(
      { ...quote, limits: '1,000,000/2,000,000' },
      { submission, line: 'gl', filed },
    );
    expect(result.mismatches).toEqual([]);
  });

  it('checks the numbers a partner reads, from the page’s own words, against what was filed', () => {
    const words = {
      limits: 'Each occurrence: $2,000,000 / General aggregate: $4,000,000',
      deductible: 'None',
    };
    expect(check({ asQuoted: words }).mismatches).toEqual([]);
    // The v1 string agrees with the request; the words kept for `coverage` do not: the job fails.
    const other = check({ asQuoted: { ...words, limits: '$1M/$2M' } });
    expect(other.mismatches).toEqual([
      { field: 'coverage.limits', expected: '2000000/4000000', seen: '$1M/$2M' },
    ]);
    const bop = check(
      { limits: '1000000/2000000', deductible: '2500', asQuoted: { deductible: '$1,000' } },
      'bop',
    );
    expect(bop.mismatches).toEqual([{ field: 'coverage.deductible', expected: '2500', seen: '$1,000' }]);
    // One mismatch per term: where the v1 string already fails, the numbers do not repeat it.
    const both = check({ limits: '1,000,000/2,000,000', asQuoted: { limits: '$1M/$2M' } }).mismatches;
    expect(both.map((m) => m.field)).toEqual(['limits']);
    // Words that give no number are not a second failure: the v1 check judges what the page showed.
    expect(check({ asQuoted: { limits: 'See schedule' } }).mismatches).toEqual([]);
  });

  it('checks workers’ compensation’s employers’ liability limits, part by part', () => {
    const withWc = {
      ...submission,
      workersComp: { ...validCreateBody().workersComp!, employersLiabilityLimit: '100000/500000/100000' },
    } as Submission;
    const verify = (limits: string, words: string) =>
      verifyQuote({ ...quote, limits, asQuoted: { limits: words } }, { submission: withWc, line: 'wc' })
        .mismatches;
    expect(verify('100000/500000/100000', '$100,000 / $500,000 / $100,000')).toEqual([]);
    // The same amounts in another order are other limits.
    expect(verify('500000/100000/100000', '$500,000 / $100,000 / $100,000').map((m) => m.field)).toEqual([
      'limits',
    ]);
    expect(verify('100000/500000/100000', '$100,000 / $100,000 / $500,000')).toEqual([
      {
        field: 'coverage.limits',
        expected: '100000/500000/100000',
        seen: '$100,000 / $100,000 / $500,000',
      },
    ]);
  });

  it('checks a retention where the line carries one', () => {
    const withUmbrella = {
      ...submission,
      umbrella: { limit: 2_000_000, retention: 10_000, underlyingPolicies: [] },
    } as Submission;
    const shown = { ...quote, limits: '2000000/2000000', deductible: '10000' };
    const verify = (asQuoted: QuoteExtract['asQuoted']) =>
      verifyQuote({ ...shown, asQuoted }, { submission: withUmbrella, line: 'umbrella' }).mismatches;
    expect(verify({ limits: '$2,000,000', retention: '$10,000' })).toEqual([]);
    expect(verify({ limits: '$2,000,000', retention: '$25,000' })).toEqual([
      { field: 'coverage.retention', expected: '10000', seen: '$25,000' },
    ]);
  });

  it('fails a breakdown that does not add up to the total within a cent', () => {
    expect(check({ annualPremium: 1850.01 }).mismatches).toEqual([]);
    const { mismatches } = check({ annualPremium: 1851 });
    expect(mismatches).toEqual([
      { field: 'premiumBreakdown', expected: 'lines adding up to 1851', seen: 'lines adding up to 1850' },
    ]);
  });

  it('fails no premium, no quote number, no expiry, another line', () => {
    const { mismatches } = check({
      annualPremium: 0,
      quoteNumber: ' ',
      quoteExpiresAt: undefined,
      line: 'bop',
    });
    expect(mismatches.map((m) => m.field)).toEqual([
      'quoteNumber',
      'annualPremium',
      'line',
      'premiumBreakdown',
      'quoteExpiresAt',
    ]);
    expect(check({ quoteExpiresAt: '02/30/2026' }).mismatches.map((m) => m.field)).toEqual([
      'quoteExpiresAt',
    ]);
    expect(check({ annualPremium: Number.NaN, premiumBreakdown: undefined }).mismatches).toHaveLength(1);
  });

  it('returns an indication where the page shows no bindable marker', () => {
    expect(check({ bindableMarker: undefined }).quote.quoteType).toBe('indication');
    expect(check({ quoteType: 'indication' }).quote.quoteType).toBe('indication');
  });
});
