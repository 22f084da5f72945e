import { describe, expect, it } from 'vitest';
import { minutesLeft, mmss } from './format.ts';

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
