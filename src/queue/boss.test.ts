import { describe, expect, it } from 'vitest';
import { superviseEvery } from './boss.ts';

describe('how often pg-boss looks for jobs whose worker stopped heartbeating', () => {
  it('looks every half heartbeat, so a dead worker’s job is taken over within 1.5 heartbeats', () => {
    expect(superviseEvery(10)).toBe(5);
    expect(superviseEvery(30)).toBe(15);
    expect(superviseEvery(45)).toBe(22);
  });

  it('never more often than every 5 s, never less often than pg-boss’s own minute', () => {
    expect(superviseEvery(10)).toBeGreaterThanOrEqual(5);
    expect(superviseEvery(3600)).toBe(60);
    expect(superviseEvery(121)).toBe(60);
  });
});
