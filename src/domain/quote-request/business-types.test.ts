import { describe, expect, it } from 'vitest';
import { validCreateBody } from '../../../test/fixtures/quote-request.ts';
import { canonicalBusinessType } from './business-types.ts';
import { validateCreateQuoteRequest } from './validate-create.ts';
import { businessTypes } from './vocabulary.ts';

const now = new Date('2026-03-10T15:00:00Z');

describe('canonicalBusinessType', () => {
  it.each([
    ['LLC', 'llc'],
    ['L.L.C.', 'llc'],
    ['Limited Liability Company', 'llc'],
    ['Corporation', 'corporation'],
    ['Inc.', 'corporation'],
    ['C-Corp', 'corporation'],
    ['S Corp', 's_corporation'],
    ['s-corporation', 's_corporation'],
    ['Subchapter S', 's_corporation'],
    ['Sole Proprietor', 'sole_proprietorship'],
    ['INDIVIDUAL', 'sole_proprietorship'],
    ['Partnership', 'partnership'],
    ['LP', 'limited_partnership'],
    ['Non-Profit', 'nonprofit'],
    ['Not-for-Profit Organization', 'nonprofit'],
    ['501(c)(3)', 'nonprofit'],
    ['Joint Venture', 'joint_venture'],
    ['Trust or Estate', 'trust'],
    // ACORD 125 entity codes
    ['CP', 'corporation'],
    ['IN', 'sole_proprietorship'],
    ['LL', 'llc'],
    ['NP', 'nonprofit'],
  ])('reads %s as %s', (spelling, canonical) => {
    expect(canonicalBusinessType(spelling)).toBe(canonical);
  });

  it('keeps every canonical value, in any case', () => {
    for (const type of businessTypes) {
      expect(canonicalBusinessType(type)).toBe(type);
      expect(canonicalBusinessType(type.toUpperCase())).toBe(type);
    }
  });

  it('knows nothing of other words', () => {
    for (const value of ['Co', 'cooperative', 'LLCC', '', 'sole']) {
      expect(canonicalBusinessType(value)).toBeUndefined();
    }
  });
});

describe('businessType in a create body', () => {
  it('stores the canonical value of a common spelling', () => {
    const result = validateCreateQuoteRequest(
      validCreateBody({ input: { businessType: 'S Corp' as never } }, now),
      now,
    );
    expect(result.ok && result.value.input.businessType).toBe('s_corporation');
  });

  it('refuses an unknown value, listing the accepted ones', () => {
    const result = validateCreateQuoteRequest(
      validCreateBody({ input: { businessType: 'Cooperative' as never } }, now),
      now,
    );
    expect(result.ok).toBe(false);
    const messages = result.ok ? [] : result.fieldErrors['input.businessType'];
    expect(messages).toHaveLength(1);
    expect(messages![0]).toContain(`must be one of: ${businessTypes.join(', ')}`);
  });
});
