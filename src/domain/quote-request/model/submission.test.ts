import { describe, expect, it } from 'vitest';
import { fullLinesBody, validCreateBody } from '../../../../test/fixtures/quote-request.ts';
import { lineIds } from '../../lines.ts';
import { holdsLineObject, lineSubmission } from './submission.ts';

describe('lineSubmission', () => {
  it('pairs every line with a submission that holds its object', () => {
    const body = fullLinesBody();
    for (const line of lineIds) {
      expect(lineSubmission(line, body)).toEqual({ line, submission: body });
    }
  });

  it('refuses a line whose required object is missing', () => {
    const body = validCreateBody({ generalLiability: undefined, workersComp: undefined });
    expect(lineSubmission('gl', body)).toBeUndefined();
    expect(lineSubmission('wc', body)).toBeUndefined();
    expect(lineSubmission('cyber', body)).toBeUndefined();
  });

  it('files BOP without its building details, which are optional', () => {
    const body = validCreateBody({ businessOwners: undefined });
    expect(holdsLineObject('bop', body)).toBe(true);
    expect(lineSubmission('bop', body)?.submission).toBe(body);
  });
});
