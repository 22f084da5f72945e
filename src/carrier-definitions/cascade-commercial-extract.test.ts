// Cascade's definition, its quote page: both layouts read by the same anchors, without a browser (the
// pages themselves: test/e2e/playbooks/cascade-commercial.test.ts).
import { describe, expect, it } from 'vitest';
import { collectFields, expandAnchors } from '../agents/definition/controls/anchors.ts';
import { builtInCarrier } from './built-in.ts';

const flow = builtInCarrier('cascade-commercial').flow!;

describe('Cascade definition: the quote page', () => {
  const { fields } = flow.extract;
  const read = (page: Record<string, string>) =>
    collectFields(
      fields,
      Object.fromEntries(
        expandAnchors(fields).map(([key, a]) => [key, page[a.after ?? a.term ?? a.selector ?? ''] ?? '']),
      ),
    );

  it('reads both layouts by the same anchors', () => {
    const page = {
      'Quote number': 'CQ-GL-240001',
      Insured: 'Rainier Advisory LLC',
      Line: 'General Liability',
      'Policy period': '07/01/2026 to 07/01/2027',
      'Quote valid until': '2026-07-31',
      'Each occurrence / general aggregate': '$1,000,000 / $2,000,000',
      'Property damage deductible': 'None',
    };
    const expected = {
      quoteNumber: 'CQ-GL-240001',
      namedInsured: 'Rainier Advisory LLC',
      line: 'General Liability',
      policyStartDate: '07/01/2026',
      policyExpirationDate: '07/01/2027',
      quoteExpiresAt: '2026-07-31',
      limits: '$1,000,000 / $2,000,000',
      deductible: 'None',
    };
    expect(read({ ...page, 'Total annual premium': '$2,119' })).toEqual({
      ...expected,
      annualPremium: '$2,119',
    });
    expect(read({ ...page, 'Total payable': '$2,119' })).toEqual({ ...expected, annualPremium: '$2,119' });
  });
});
