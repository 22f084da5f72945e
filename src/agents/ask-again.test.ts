import { describe, expect, it } from 'vitest';
import { MAX_ASKS, pageAnswers } from './ask-again.ts';
import type { MissingFill } from './ask-missing.ts';
import { AgentError } from './errors.ts';
import type { InventoryItem } from './kit/inventory.ts';

const question = { id: 'applicant.fein', text: 'Tax ID (FEIN)', type: 'text' } as const;
const fill = (answer: string): MissingFill => ({
  label: 'Tax ID (FEIN)',
  value: answer,
  control: 'text',
  question,
  answer,
});
const marked = (value: string, error = 'Enter the Tax ID (FEIN) as NN-NNNNNNN.'): InventoryItem => ({
  label: 'Tax ID (FEIN)',
  control: 'text',
  value,
  error,
  required: true,
  shape: { type: 'text' },
});

describe('pageAnswers', () => {
  it('knows the controls a person filled, and only those', () => {
    const answers = pageAnswers('Applicant', 'Bluebonnet');
    answers.answered([fill('741234567')]);
    expect(answers.gave('Tax ID (FEIN)')).toBe(true);
    expect(answers.gave('Applicant Legal Name')).toBe(false);
  });

  it('puts a refused answer in the portal form once, then asks again with its words', () => {
    const answers = pageAnswers('Applicant', 'Bluebonnet');
    answers.answered([fill('741234567')]);
    expect(answers.refused(marked('741234567'))).toEqual({
      kind: 'reshape',
      label: 'Tax ID (FEIN)',
      value: '74-1234567',
    });
    // The rewriting refused too (a number the portal does not know): not tried twice.
    expect(answers.refused(marked('74-1234567', 'Tax ID (FEIN) not found.'))).toMatchObject({
      kind: 'ask',
      ask: { refused: { answer: '741234567', words: 'Tax ID (FEIN) not found.' } },
    });
  });

  it(`fails after ${MAX_ASKS} asks with the exchange, rewritings included`, () => {
    const answers = pageAnswers('Applicant', 'Bluebonnet');
    answers.answered([fill('741234567')]);
    expect(answers.refused(marked('741234567')).kind).toBe('reshape');
    expect(answers.refused(marked('74-1234567', 'Tax ID (FEIN) not found.')).kind).toBe('ask');
    answers.answered([fill('74-12')]);
    expect(answers.refused(marked('74-12')).kind).toBe('ask');
    answers.answered([fill('none')]);
    let failed: unknown;
    try {
      answers.refused(marked('none'));
    } catch (error) {
      failed = error;
    }
    expect(failed).toBeInstanceOf(AgentError);
    expect(failed).toMatchObject({ errorType: 'portal_rejected_data' });
    const said = 'Bluebonnet said "Enter the Tax ID (FEIN) as NN-NNNNNNN."';
    expect((failed as Error).message).toBe(
      'Applicant: Bluebonnet refused every answer to "Tax ID (FEIN)" after asking 3 times: ' +
        `answered "741234567"; ${said}; put as "74-1234567"; Bluebonnet said "Tax ID (FEIN) not found."; ` +
        `answered "74-12"; ${said}; answered "none"; ${said}`,
    );
  });
});
