import { describe, expect, it } from 'vitest';
import { accepts, normaliseAnswer, patternShape, reshape, wantedShapes } from './answer-shape.ts';

describe('wantedShapes', () => {
  it('reads masks, dates, digit counts and whole numbers from the portal words', () => {
    expect(wantedShapes(['Enter the Tax ID (FEIN) as NN-NNNNNNN.'])).toEqual([
      { kind: 'mask', mask: 'NN-NNNNNNN' },
    ]);
    expect(wantedShapes(['SSN: ###-##-####'])).toEqual([{ kind: 'mask', mask: '###-##-####' }]);
    expect(wantedShapes(['Phone as (NNN) NNN-NNNN'])).toEqual([{ kind: 'mask', mask: '(NNN) NNN-NNNN' }]);
    expect(wantedShapes(['Enter the Policy Effective Date as MM-DD-YYYY (for example 06-01-2025).'])).toEqual(
      [{ kind: 'date', order: 'MDY', separator: '-' }],
    );
    expect(wantedShapes(['Date (YYYY/MM/DD)'])).toEqual([{ kind: 'date', order: 'YMD', separator: '/' }]);
    expect(wantedShapes(['Year Built (YYYY)'])).toEqual([{ kind: 'digits', length: 4 }]);
    expect(wantedShapes(['Contact Phone must be 10 digits.'])).toEqual([{ kind: 'digits', length: 10 }]);
    expect(wantedShapes(['Digits only, no dashes'])).toEqual([{ kind: 'digits' }]);
    expect(wantedShapes(['Enter the years of industry experience as a whole number.'])).toEqual([
      { kind: 'whole' },
    ]);
    expect(wantedShapes(['Enter the number of employees, including owners (at least 1)'])).toEqual([
      { kind: 'whole' },
    ]);
  });

  it('reads the control: its pattern, inputmode and type', () => {
    expect(wantedShapes([], { pattern: '\\d{2}-\\d{7}' })).toEqual([{ kind: 'mask', mask: 'NN-NNNNNNN' }]);
    expect(wantedShapes([], { inputMode: 'numeric' })).toEqual([{ kind: 'digits' }]);
    expect(wantedShapes([], { type: 'number' })).toEqual([{ kind: 'whole' }]);
  });

  it('finds nothing in words that state no form', () => {
    expect(
      wantedShapes(['Tax ID (FEIN) is required for this Legal Entity.', 'Enter a valid Contact Email.']),
    ).toEqual([]);
    expect(wantedShapes(['NAICS code (6 digits) was not found'])).toEqual([{ kind: 'digits', length: 6 }]);
  });
});

describe('patternShape', () => {
  it('turns digit runs and separators into a mask, and leaves other patterns alone', () => {
    expect(patternShape('^[0-9]{5}$')).toEqual({ kind: 'digits', length: 5 });
    expect(patternShape('\\d{3}-\\d{2}-\\d{4}')).toEqual({ kind: 'mask', mask: 'NNN-NN-NNNN' });
    expect(patternShape('\\d+')).toEqual({ kind: 'digits' });
    expect(patternShape('[A-Z]{2}\\d{6}')).toBeUndefined();
    expect(patternShape('-')).toBeUndefined();
  });
});

describe('reshape', () => {
  const fein = { kind: 'mask', mask: 'NN-NNNNNNN' } as const;
  it('puts the digits a person typed in a mask, and refuses another count', () => {
    expect(reshape('741234567', fein)).toBe('74-1234567');
    expect(reshape('74 123 4567', fein)).toBe('74-1234567');
    expect(reshape('74-12', fein)).toBeUndefined();
    expect(reshape('FEIN 741234567', fein)).toBeUndefined();
  });

  it('strips separators for digits, keeping a count', () => {
    expect(reshape('(512) 555-0142', { kind: 'digits', length: 10 })).toBe('5125550142');
    expect(reshape('555-0142', { kind: 'digits', length: 10 })).toBeUndefined();
    expect(reshape('12.5', { kind: 'digits' })).toBeUndefined();
    expect(reshape('1,200', { kind: 'digits' })).toBe('1200');
  });

  it('reads a whole number with grouping, a zero decimal, a dollar sign or a unit', () => {
    expect(reshape('12 employees', { kind: 'whole' })).toBe('12');
    expect(reshape('$250,000', { kind: 'whole' })).toBe('250000');
    expect(reshape('5.0', { kind: 'whole' })).toBe('5');
    expect(reshape('twelve', { kind: 'whole' })).toBeUndefined();
    expect(reshape('2.5', { kind: 'whole' })).toBeUndefined();
  });

  it('writes a date in the order and with the separator wanted', () => {
    const dashed = { kind: 'date', order: 'MDY', separator: '-' } as const;
    expect(reshape('06/01/2026', dashed)).toBe('06-01-2026');
    expect(reshape('2026-06-01', dashed)).toBe('06-01-2026');
    expect(reshape('June 1, 2026', { kind: 'date', order: 'DMY', separator: '/' })).toBe('01/06/2026');
    expect(reshape('soon', dashed)).toBeUndefined();
  });
});

describe('accepts', () => {
  it('checks the whole value against the pattern and the maximum length', () => {
    expect(accepts({ pattern: '\\d{2}-\\d{7}' }, '74-1234567')).toBe(true);
    expect(accepts({ pattern: '\\d{2}-\\d{7}' }, 'x74-1234567')).toBe(false);
    expect(accepts({ maxLength: 4 }, '12345')).toBe(false);
    expect(accepts({ pattern: '[' }, 'anything')).toBe(true);
  });
});

describe('normaliseAnswer', () => {
  it('gives the answer in the stated form when that is another value', () => {
    expect(normaliseAnswer('741234567', ['Enter the Tax ID (FEIN) as NN-NNNNNNN.'])).toBe('74-1234567');
    expect(
      normaliseAnswer('12 employees', ['Enter the number of employees, including owners (at least 1)']),
    ).toBe('12');
    expect(normaliseAnswer('about 7 years', ['a whole number'], { inputMode: 'numeric' })).toBeUndefined();
  });

  it('gives nothing when the answer already is in that form, or cannot be put in it', () => {
    expect(normaliseAnswer('74-1234567', ['Enter the Tax ID (FEIN) as NN-NNNNNNN.'])).toBeUndefined();
    expect(normaliseAnswer('74-12', ['Enter the Tax ID (FEIN) as NN-NNNNNNN.'])).toBeUndefined();
    expect(
      normaliseAnswer('0', ['Enter the number of employees, including owners (at least 1)']),
    ).toBeUndefined();
  });

  it('skips a form the control would not take', () => {
    // The words say digits, the control's pattern keeps the hyphen: the pattern's mask wins.
    expect(normaliseAnswer('741234567', ['digits only'], { pattern: '\\d{2}-\\d{7}' })).toBe('74-1234567');
    expect(normaliseAnswer('12345678901', ['digits only'], { maxLength: 10 })).toBeUndefined();
  });
});
