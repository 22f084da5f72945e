import { describe, expect, it } from 'vitest';
import { checkAnswer } from './check-answer.ts';
import { constructionTypeOf, recogniseQuestion } from './vocabulary.ts';

const now = new Date('2026-11-23T12:00:00Z');

describe('checkAnswer', () => {
  it('takes a year as a number or digits, within 1800 to next year', () => {
    expect(checkAnswer({ type: 'year' }, 1998, now)).toEqual({ ok: true, answer: '1998' });
    expect(checkAnswer({ type: 'year' }, ' 2004 ', now)).toEqual({ ok: true, answer: '2004' });
    expect(checkAnswer({ type: 'year' }, '98', now)).toEqual({
      ok: false,
      message: 'must be a year from 1800 to 2027',
    });
    expect(checkAnswer({ type: 'year' }, 2031, now).ok).toBe(false);
    expect(checkAnswer({ type: 'year' }, true, now).ok).toBe(false);
  });

  it('takes counts and amounts with commas and a dollar sign, never fractions or words', () => {
    expect(checkAnswer({ type: 'integer' }, '4,200')).toEqual({ ok: true, answer: '4200' });
    expect(checkAnswer({ type: 'integer' }, 4.5).ok).toBe(false);
    expect(checkAnswer({ type: 'integer' }, 'about 4000').ok).toBe(false);
    expect(checkAnswer({ type: 'money' }, '$250,000')).toEqual({ ok: true, answer: '250000' });
    expect(checkAnswer({ type: 'money' }, -5).ok).toBe(false);
  });

  it('takes a choice in any case and answers its own spelling', () => {
    const q = { type: 'choice' as const, choices: ['None', '1', '3 or more'] };
    expect(checkAnswer(q, 'none')).toEqual({ ok: true, answer: 'None' });
    expect(checkAnswer(q, '7')).toEqual({ ok: false, message: 'must be one of: None, 1, 3 or more' });
  });

  it('takes yes/no as a boolean or its common spellings, and text trimmed and non-empty', () => {
    expect(checkAnswer({ type: 'yes_no' }, false)).toEqual({ ok: true, answer: false });
    for (const yes of ['yes', 'YES', ' y ', 'True', 'Y'])
      expect(checkAnswer({ type: 'yes_no' }, yes)).toEqual({ ok: true, answer: true });
    for (const no of ['no', 'No', 'n', 'FALSE'])
      expect(checkAnswer({ type: 'yes_no' }, no)).toEqual({ ok: true, answer: false });
    for (const other of ['maybe', 'constructor', '1', 1, null])
      expect(checkAnswer({ type: 'yes_no' }, other)).toEqual({
        ok: false,
        message: 'must be yes or no: true/false, "yes"/"no" or "y"/"n", in any case',
      });
    expect(checkAnswer({ type: 'text' }, '  Bakery ')).toEqual({ ok: true, answer: 'Bakery' });
    expect(checkAnswer({ type: 'text' }, '   ').ok).toBe(false);
    expect(checkAnswer({ type: 'text' }, 'x'.repeat(2001)).ok).toBe(false);
  });
});

describe('the vocabulary', () => {
  it('recognises portals’ wordings of the same question', () => {
    expect(recogniseQuestion('Year Built (YYYY)')).toBe('building.yearBuilt');
    expect(recogniseQuestion('Year Built')).toBe('building.yearBuilt');
    expect(recogniseQuestion('Total Square Footage')).toBe('building.squareFeet');
    expect(recogniseQuestion('Is the building fully sprinklered?')).toBe('building.sprinklered');
    expect(recogniseQuestion('Owner / manager years of industry experience')).toBe(
      'operations.ownerYearsExperience',
    );
    expect(recogniseQuestion('Year Business Started')).toBeUndefined();
  });

  it('maps a construction answer to our construction class', () => {
    expect(constructionTypeOf('joisted masonry')).toBe('joisted_masonry');
    expect(constructionTypeOf('Log cabin')).toBeUndefined();
  });
});
