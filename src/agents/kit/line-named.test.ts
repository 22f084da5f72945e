import { describe, expect, it } from 'vitest';
import { lineNamed } from './line-named.ts';

describe('lineNamed', () => {
  const names = { bop: 'Businessowners (BOP)', gl: 'General Liability' };
  it('gives our id for the portal name, with or without its parenthesised code', () => {
    expect(lineNamed(names, 'Businessowners')).toBe('bop');
    expect(lineNamed(names, ' general  liability ')).toBe('gl');
  });
  it('keeps the page words for a line it does not know, undefined when none is shown', () => {
    expect(lineNamed(names, 'Commercial Umbrella')).toBe('Commercial Umbrella');
    expect(lineNamed(names, '')).toBeUndefined();
    expect(lineNamed(names, undefined)).toBeUndefined();
  });
});
