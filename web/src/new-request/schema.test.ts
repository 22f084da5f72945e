import { describe, expect, it } from 'vitest';
import { hintOf } from './schema.ts';

describe('the schema words', () => {
  it('hints with the first sentence of a description and its example', () => {
    expect(
      hintOf({
        description: 'Legal entity type (ACORD 125): one of llc, corporation. Common spellings are accepted.',
        examples: ['llc'],
      }),
    ).toBe('Legal entity type (ACORD 125). E.g. llc');
    expect(hintOf({ description: 'Annual gross revenue, US dollars.' })).toBe(
      'Annual gross revenue, US dollars.',
    );
    expect(
      hintOf({
        description: 'Requested effective date: today or up to 90 days ahead.',
        examples: ['07/01/2026'],
      }),
    ).toBe('Requested effective date. E.g. 07/01/2026');
    expect(hintOf({ description: 'Lines.', examples: [['bop']] })).toBe('Lines.');
  });
});
