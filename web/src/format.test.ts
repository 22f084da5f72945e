import { describe, expect, it } from 'vitest';
import { amountText, limitsText, minutesLeft, mmss } from './format.ts';

describe('the countdown words', () => {
  it('shows mm:ss rounded up, never below zero', () => {
    expect(mmss(15 * 60_000)).toBe('15:00');
    expect(mmss(14 * 60_000 + 59_001)).toBe('15:00');
    expect(mmss(61_000)).toBe('01:01');
    expect(mmss(400)).toBe('00:01');
    expect(mmss(0)).toBe('00:00');
    expect(mmss(-5000)).toBe('00:00');
    expect(mmss(75 * 60_000)).toBe('75:00');
  });

  it('says the minutes left, changing once a minute', () => {
    expect(minutesLeft(15 * 60_000)).toBe('15 minutes left');
    expect(minutesLeft(14 * 60_000 + 1)).toBe('15 minutes left');
    expect(minutesLeft(2 * 60_000)).toBe('2 minutes left');
    expect(minutesLeft(60_000)).toBe('Less than a minute left');
    expect(minutesLeft(5000)).toBe('Less than a minute left');
  });
});

describe('the terms of a quote', () => {
  const words = { limits: '1,000,000/2,000,000', deductible: 'None' };
  it('reads the same numbers the same way for every carrier, in the line’s structure', () => {
    const gl = { limits: { perOccurrence: 1_000_000, aggregate: 2_000_000 }, deductible: 0, retention: null };
    expect(limitsText({ ...gl, asQuoted: words })).toBe('$1,000,000 per occurrence / $2,000,000 aggregate');
    const wc = { eachAccident: 500_000, diseasePolicyLimit: 500_000, diseaseEachEmployee: 100_000 };
    expect(limitsText({ limits: wc, deductible: null, retention: null, asQuoted: {} })).toBe(
      '$500,000 each accident / $500,000 disease, policy limit / $100,000 disease, each employee',
    );
    expect(amountText(0, 'None')).toBe('None');
    expect(amountText(2500, '$2,500 per claim')).toBe('$2,500');
  });

  it('shows the carrier’s words, said to be so, where they gave no number', () => {
    const unread = { limits: null, deductible: null, retention: null, asQuoted: { limits: 'See schedule' } };
    expect(limitsText(unread)).toBe('See schedule (as quoted)');
    expect(amountText(null, 'N/A')).toBe('N/A (as quoted)');
    expect(amountText(null, undefined)).toBe('—');
    expect(limitsText(undefined)).toBe('—');
  });
});
