import { describe, expect, it } from 'vitest';
import { collectFieldErrors, joinPath, mergeFieldErrors } from './field-errors-builder.ts';

describe('field errors', () => {
  it('joins paths like property access', () => {
    expect(joinPath(['workersComp', 'classCodes', 0, 'payroll'])).toBe('workersComp.classCodes[0].payroll');
    expect(joinPath(['input', 'zipCode'])).toBe('input.zipCode');
    expect(joinPath(['input', 'first name'])).toBe('input["first name"]');
    expect(joinPath([])).toBe('body');
  });

  it('keeps one copy of each message per path, in the order found', () => {
    const errors = collectFieldErrors();
    errors.add('input.zipCode', 'a');
    errors.add('input.state', 'b');
    errors.add('input.zipCode', 'a');
    errors.add('input.zipCode', 'c');
    expect(errors.size).toBe(2);
    expect(errors.toObject()).toEqual({ 'input.zipCode': ['a', 'c'], 'input.state': ['b'] });
  });

  it('merges by path', () => {
    expect(mergeFieldErrors({ a: ['x'], b: ['y'] }, { a: ['x', 'z'] }, {})).toEqual({
      a: ['x', 'z'],
      b: ['y'],
    });
  });
});
