// The page actions' stretch: each action's median over the span against the least median seen, weighed
// by how many were timed; nothing said until enough were timed.
import { describe, expect, it } from 'vitest';
import { createActionStretch } from './action-stretch.ts';

describe('action stretch', () => {
  it('says nothing until an action was timed often enough within the span', () => {
    const stretch = createActionStretch({ spanMs: 10_000, minSamples: 3 });
    expect(stretch.observe(1000, { screenshot: [40, 42] })).toBeUndefined();
    expect(stretch.observe(2000, { screenshot: [41] })).toBe(1);
    expect(stretch.figures()).toEqual({ screenshot: { medianMs: 41, baselineMs: 41 } });
  });

  it('compares the recent median with the least one seen, and forgets samples older than the span', () => {
    const stretch = createActionStretch({ spanMs: 5000, minSamples: 3 });
    stretch.observe(1000, { screenshot: [40, 40, 40] });
    // Within the span the old samples still count: the median of 40,40,40,100,100 is 40.
    expect(stretch.observe(2000, { screenshot: [100, 100] })).toBe(1);
    // Past it only the slow ones are left: 100 against the baseline of 40.
    expect(stretch.observe(7000, { screenshot: [100, 100, 100] })).toBe(2.5);
    expect(stretch.figures().screenshot).toEqual({ medianMs: 100, baselineMs: 40 });
  });

  it('weighs the actions by how many of each were timed', () => {
    const stretch = createActionStretch({ spanMs: 5000, minSamples: 3 });
    stretch.observe(1000, { screenshot: [50, 50, 50, 50, 50, 50], context: [80, 80, 80] });
    // Screenshots doubled (6 of them), contexts held (3): (6 × 2 + 3 × 1) / 9.
    const s = stretch.observe(7000, { screenshot: [100, 100, 100, 100, 100, 100], context: [80, 80, 80] });
    expect(s).toBeCloseTo(15 / 9, 5);
  });
});
