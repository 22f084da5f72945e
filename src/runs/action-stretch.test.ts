// The page actions' stretch: each recent timing against the least median of three timings of the same
// thing (a screenshot: of the same page), the median of those ratios; nothing said until enough were
// timed with a baseline.
import { describe, expect, it } from 'vitest';
import { createActionStretch } from './action-stretch.ts';

describe('action stretch', () => {
  it('says nothing until a thing was timed three times and enough timings have a baseline', () => {
    const stretch = createActionStretch({ spanMs: 10_000, minSamples: 3 });
    expect(stretch.observe(1000, { screenshot: [40, 42] })).toBeUndefined();
    expect(stretch.observe(2000, { screenshot: [41] })).toBe(1);
    expect(stretch.figures()).toEqual({ screenshot: { medianMs: 41, baselineMs: 41 } });
  });

  it('compares the recent timings with the least median of three seen, and forgets those older than the span', () => {
    const stretch = createActionStretch({ spanMs: 5000, minSamples: 3 });
    stretch.observe(1000, { screenshot: [40, 40, 40] });
    // Within the span the old timings still count: the median of 1,1,1,2.5,2.5 is 1.
    expect(stretch.observe(2000, { screenshot: [100, 100] })).toBe(1);
    // Past it only the slow ones are left: 100 against the baseline of 40.
    expect(stretch.observe(7000, { screenshot: [100, 100, 100] })).toBe(2.5);
    expect(stretch.figures().screenshot).toEqual({ medianMs: 100, baselineMs: 40 });
  });

  it('one fast timing alone does not set the baseline: it is a median of three', () => {
    const stretch = createActionStretch({ spanMs: 5000, minSamples: 3 });
    stretch.observe(1000, { context: [50, 10, 50, 50] });
    expect(stretch.figures().context?.baselineMs).toBe(50);
    expect(stretch.observe(2000, { context: [50, 50] })).toBe(1);
  });

  it("compares each page's screenshot with that page's own: a mix of light and heavy pages is not a stretch", () => {
    const stretch = createActionStretch({ spanMs: 5000, minSamples: 5 });
    const light = 'screenshot hub.localhost login';
    const heavy = 'screenshot portal.localhost quote';
    stretch.observe(1000, { [light]: [20, 20, 20], [heavy]: [60, 60, 60] });
    // Now mostly heavy pages, as unloaded as before: the stretch stays 1 whatever the mix.
    expect(stretch.observe(7000, { [light]: [20], [heavy]: [60, 60, 60, 60, 60] })).toBe(1);
    // Both pages take twice their own time: 2, although every light page is faster than any heavy one.
    expect(stretch.observe(13_000, { [light]: [40, 40, 40, 40], [heavy]: [120, 120] })).toBe(2);
    expect(stretch.figures().screenshot).toEqual({ medianMs: 40, baselineMs: 20 });
  });

  it('leaves out timings of a page with no baseline yet', () => {
    const stretch = createActionStretch({ spanMs: 5000, minSamples: 3 });
    stretch.observe(1000, { page: [30, 30, 30] });
    expect(stretch.observe(2000, { 'screenshot new.localhost applicant': [500, 500] })).toBe(1);
    expect(stretch.figures().screenshot).toBeUndefined();
  });

  it('keeps baselines of at most 5000 things: a page past them is left out, the others still count', () => {
    const stretch = createActionStretch({ spanMs: 5000, minSamples: 3 });
    const pages = Object.fromEntries(
      Array.from({ length: 5000 }, (_, i) => [`screenshot portal.localhost step-${i}`, [20, 20, 20]]),
    );
    stretch.observe(1000, pages);
    expect(stretch.observe(2000, { 'screenshot portal.localhost one-more': [90, 90, 90] })).toBe(1);
    expect(stretch.observe(7000, { 'screenshot portal.localhost step-1': [40, 40, 40] })).toBe(2);
  });
});
