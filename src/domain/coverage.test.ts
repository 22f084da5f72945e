import { describe, expect, it } from 'vitest';
import { type Coverage, coverageOf, limitsOf, withCoverage } from './coverage.ts';
import type { Line } from './lines.ts';

const pair = { perOccurrence: 1_000_000, aggregate: 2_000_000 };
const employers = { eachAccident: 500_000, diseasePolicyLimit: 500_000, diseaseEachEmployee: 500_000 };

describe('limitsOf: each dialect the sandbox carriers print, into the line’s structure', () => {
  it.each([
    ['summit-mutual', '1,000,000/2,000,000'],
    ['harborline, cascade-commercial, bluebonnet', '$1,000,000 / $2,000,000'],
    ['pioneer-casualty', '$1,000,000 Occurrence / $2,000,000 Aggregate'],
    ['ironclad-specialty (two rows)', 'Each occurrence: $1,000,000 / General aggregate: $2,000,000'],
    ['a v1 result stored normalised', '1000000/2000000'],
    ['unseen: abbreviated', '$1M/$2M'],
    ['unseen: spaced digits', '1,000,000 / 2,000,000'],
    ['unseen: double M', '$1MM / $2MM'],
    ['unseen: currency code', 'USD 1,000,000 / USD 2,000,000'],
  ])('GL and BOP from %s: %s', (_carrier, text) => {
    expect(limitsOf('gl', text)).toEqual(pair);
    expect(limitsOf('bop', text)).toEqual(pair);
  });

  it('reads employers’ liability as each accident / disease policy limit / disease each employee', () => {
    expect(limitsOf('wc', '$500,000 / $500,000 / $500,000')).toEqual(employers);
    expect(limitsOf('wc', '$100,000 / $500,000 / $100,000')).toEqual({
      eachAccident: 100_000,
      diseasePolicyLimit: 500_000,
      diseaseEachEmployee: 100_000,
    });
    expect(
      limitsOf('wc', 'Each accident $100K / Disease-policy limit $500K / Disease-each employee $100K'),
    ).toEqual({ eachAccident: 100_000, diseasePolicyLimit: 500_000, diseaseEachEmployee: 100_000 });
  });

  it('reads an umbrella’s single limit as each occurrence and aggregate', () => {
    const umbrella = { perOccurrence: 2_000_000, aggregate: 2_000_000 };
    expect(limitsOf('umbrella', '2,000,000/2,000,000')).toEqual(umbrella);
    expect(limitsOf('umbrella', '$2,000,000 Each Occurrence / $2,000,000 Aggregate')).toEqual(umbrella);
    expect(limitsOf('umbrella', '$2,000,000')).toEqual(umbrella);
    expect(limitsOf('umbrella', '2000000')).toEqual(umbrella);
  });

  it('reads auto as a combined single limit or split limits, and cyber as its aggregate', () => {
    expect(limitsOf('auto', '$1,000,000 CSL')).toEqual({ combinedSingleLimit: 1_000_000 });
    expect(limitsOf('auto', '1000000')).toEqual({ combinedSingleLimit: 1_000_000 });
    expect(
      limitsOf('auto', '$250,000 per person / $500,000 per accident / $100,000 property damage'),
    ).toEqual({ bodilyInjuryPerPerson: 250_000, bodilyInjuryPerAccident: 500_000, propertyDamage: 100_000 });
    expect(limitsOf('cyber', '$1,000,000')).toEqual({ aggregate: 1_000_000 });
    expect(limitsOf('cyber', '1000000')).toEqual({ aggregate: 1_000_000 });
  });

  it.each([
    ['gl', 'N/A'],
    ['gl', 'See policy'],
    ['gl', ''],
    ['gl', '$1,000,000'],
    ['gl', '1,000,000 and 2,000,000'],
    ['gl', '$2,000,000 Aggregate / $1,000,000 Occurrence'],
    ['gl', '$2M/$1M'],
    ['bop', '$1,000,000 / $2,000,000 / $3,000,000'],
    ['wc', 'Statutory'],
    ['wc', '$500,000 / $500,000'],
    ['wc', '$500,000 disease-each employee / $500,000 each accident / $500,000 disease-policy limit'],
    ['cyber', '$1,000,000 / $2,000,000'],
    ['auto', '$500,000 / $1,000,000'],
    ['umbrella', '$1,000,000 / $2,000,000 / $3,000,000'],
  ] as const)('%s limits "%s" give no number', (line, text) => {
    expect(limitsOf(line, text)).toBeNull();
  });
});

describe('coverageOf: deductible and retention', () => {
  it.each([
    ['$2,500', 2500],
    ['2500', 2500],
    ['$1,000 comprehensive / collision', 1000],
    ['None', 0],
    ['None property damage', 0],
    ['$0', 0],
    ['0', 0],
    ['No deductible', 0],
    ['$2,500 per claim', 2500],
    ['$1K', 1000],
  ])('"%s" → %d', (text, amount) => {
    expect(coverageOf('gl', { deductible: text }).deductible).toBe(amount);
    expect(coverageOf('cyber', { retention: text }).retention).toBe(amount);
  });

  it.each([
    'N/A',
    'No physical damage (liability only)',
    '$500 comprehensive / $1,000 collision',
    '10%',
    '$250 credit',
    'Varies',
  ])('"%s" gives no number, and the words are kept', (text) => {
    const coverage = coverageOf('auto', { limits: 'Varies', deductible: text });
    expect(coverage).toEqual({
      limits: null,
      deductible: null,
      retention: null,
      asQuoted: { limits: 'Varies', deductible: text },
    });
  });

  it('leaves a term the quote does not show null, and keeps only the words given', () => {
    expect(coverageOf('wc', { limits: '$500,000 / $500,000 / $500,000', deductible: '  ' })).toEqual({
      limits: employers,
      deductible: null,
      retention: null,
      asQuoted: { limits: '$500,000 / $500,000 / $500,000' },
    });
  });
});

describe('withCoverage: a stored result as partners read it', () => {
  it('reads the words kept with the result, and moves them into coverage', () => {
    const asQuoted = { limits: '$1,000,000 / $2,000,000', deductible: 'None' };
    const stored = { quoteNumber: 'Q-1', limits: '1000000/2000000', deductible: '0', asQuoted };
    expect(withCoverage('gl', stored)).toEqual({
      quoteNumber: 'Q-1',
      limits: '1000000/2000000',
      deductible: '0',
      coverage: { limits: pair, deductible: 0, retention: null, asQuoted },
    });
  });

  it('falls back to the v1 strings of a result stored before, a retention where the line has one', () => {
    expect(withCoverage('gl', { limits: '1000000/2000000', deductible: '0' }).coverage).toEqual({
      limits: pair,
      deductible: 0,
      retention: null,
      asQuoted: { limits: '1000000/2000000', deductible: '0' },
    });
    expect(withCoverage('umbrella', { limits: '2000000', deductible: '10000' }).coverage).toEqual({
      limits: { perOccurrence: 2_000_000, aggregate: 2_000_000 },
      deductible: null,
      retention: 10_000,
      asQuoted: { limits: '2000000', retention: '10000' },
    });
    expect(withCoverage('cyber', { limits: '1000000', deductible: '5000' }).coverage).toEqual({
      limits: { aggregate: 1_000_000 },
      deductible: null,
      retention: 5000,
      asQuoted: { limits: '1000000', retention: '5000' },
    });
    expect(withCoverage('wc', {}).coverage).toEqual({
      limits: null,
      deductible: null,
      retention: null,
      asQuoted: {},
    });
  });
});

describe('the API guide’s example per line', () => {
  it('is what the words it shows read as', async () => {
    const { readFile } = await import('node:fs/promises');
    const guide = await readFile(new URL('../../docs/api-guide.md', import.meta.url), 'utf8');
    const block = /One example per line[^`]*```json\n([\s\S]*?)```/.exec(guide)?.[1];
    const examples = JSON.parse(block ?? '[]') as {
      lineOfBusiness: Line;
      coverage: Coverage;
    }[];
    expect(examples.map((e) => e.lineOfBusiness).sort()).toEqual([
      'auto',
      'bop',
      'cyber',
      'gl',
      'umbrella',
      'wc',
    ]);
    for (const { lineOfBusiness, coverage } of examples)
      expect(coverageOf(lineOfBusiness, coverage.asQuoted), lineOfBusiness).toEqual(coverage);
  });
});
