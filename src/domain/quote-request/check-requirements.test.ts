import { describe, expect, it } from 'vitest';
import { fullLinesBody, validCreateBody } from '../../../test/fixtures/quote-request.ts';
import type { Line } from '../lines.ts';
import { alwaysRequiredInput } from './check-requirements.ts';
import { checkSubmission } from './check-submission.ts';

const now = new Date('2026-03-10T15:00:00Z');

/** The full-lines body quoting only `lines`, with the other lines' objects removed. */
function quoting(...lines: Line[]) {
  const body = fullLinesBody({ linesRequested: lines }, now) as Record<string, unknown>;
  const keys = {
    bop: 'businessOwners',
    gl: 'generalLiability',
    wc: 'workersComp',
    auto: 'commercialAuto',
  } as const;
  for (const [line, key] of Object.entries({ ...keys, umbrella: 'umbrella', cyber: 'cyber' })) {
    if (!lines.includes(line as Line)) delete body[key];
  }
  return body;
}

describe('checkSubmission: requirement groups', () => {
  it('reports every always-required input field at once', () => {
    const body = validCreateBody({}, now) as Record<string, unknown>;
    const input = body.input as Record<string, unknown>;
    for (const key of alwaysRequiredInput) delete input[key];
    const errors = checkSubmission(body, now);
    expect(Object.keys(errors).sort()).toEqual(alwaysRequiredInput.map((k) => `input.${k}`).sort());
    expect(new Set(Object.values(errors).flat())).toEqual(new Set(['is required']));
  });

  it('reports the top-level fields of an empty body, not the fields inside them', () => {
    expect(checkSubmission({}, now)).toEqual({
      externalReference: ['is required'],
      externalSource: ['is required'],
      linesRequested: ['is required'],
      carrierIds: ['is required'],
      input: ['is required'],
    });
  });

  it('rejects blank free text', () => {
    const body = validCreateBody({ externalReference: '  ', input: { businessName: '', city: '\t' } }, now);
    expect(checkSubmission(body, now)).toEqual({
      externalReference: ['must not be empty'],
      'input.businessName': ['must not be empty'],
      'input.city': ['must not be empty'],
    });
  });

  it('needs nothing beyond input for a BOP-only request, but needs the BOP fields there', () => {
    expect(checkSubmission(quoting('bop'), now)).toEqual({});
    const body = quoting('bop');
    const input = body.input as Record<string, unknown>;
    delete input.bopCoverageLimit;
    delete input.deductible;
    delete input.propertyValue;
    delete body.businessOwners;
    expect(checkSubmission(body, now)).toEqual({
      'input.bopCoverageLimit': ['is required because linesRequested includes bop'],
      'input.deductible': ['is required because linesRequested includes bop'],
      'input.propertyValue': ['is required because linesRequested includes bop'],
    });
  });

  it('does not require the BOP fields without bop', () => {
    const body = quoting('gl');
    const input = body.input as Record<string, unknown>;
    delete input.bopCoverageLimit;
    delete input.deductible;
    delete input.propertyValue;
    delete input.fein;
    expect(checkSubmission(body, now)).toEqual({});
  });

  it('requires the FEIN and the workersComp object for wc', () => {
    const body = quoting('wc');
    delete (body.input as Record<string, unknown>).fein;
    delete body.workersComp;
    expect(checkSubmission(body, now)).toEqual({
      'input.fein': ['is required because linesRequested includes wc'],
      workersComp: ['is required because linesRequested includes wc'],
    });
  });

  it.each([
    ['gl', 'generalLiability'],
    ['auto', 'commercialAuto'],
    ['umbrella', 'umbrella'],
    ['cyber', 'cyber'],
  ] as const)('requires the line object for %s', (line, key) => {
    const body = quoting(line);
    expect(checkSubmission(body, now)).toEqual({});
    delete body[key];
    expect(checkSubmission(body, now)).toEqual({
      [key]: [`is required because linesRequested includes ${line}`],
    });
  });

  it.each([
    ['bop', 'businessOwners'],
    ['gl', 'generalLiability'],
    ['wc', 'workersComp'],
    ['auto', 'commercialAuto'],
    ['umbrella', 'umbrella'],
    ['cyber', 'cyber'],
  ] as const)('refuses the %s object when %s is not requested', (line, key) => {
    const others = (['bop', 'gl', 'wc', 'auto', 'umbrella', 'cyber'] as const).filter((l) => l !== line);
    const body = fullLinesBody({ linesRequested: [...others] }, now);
    expect(checkSubmission(body, now)).toEqual({
      [key]: [`is only accepted when ${line} is in linesRequested`],
    });
  });

  it('decides nothing conditional when linesRequested is not an array', () => {
    const body = fullLinesBody({ linesRequested: 'bop' as never }, now);
    delete (body.input as Record<string, unknown>).fein;
    delete (body as Record<string, unknown>).workersComp;
    expect(checkSubmission(body, now)).toEqual({});
  });
});

describe('checkSubmission: linesRequested and carrierIds', () => {
  const check = (overrides: Record<string, unknown>) =>
    checkSubmission({ ...validCreateBody({}, now), ...overrides }, now);

  it('rejects an empty selection', () => {
    expect(
      check({
        linesRequested: [],
        businessOwners: undefined,
        generalLiability: undefined,
        workersComp: undefined,
      }),
    ).toEqual({
      linesRequested: ['must have at least 1 item'],
    });
    expect(check({ carrierIds: [] })).toEqual({ carrierIds: ['must have at least 1 item'] });
  });

  it('rejects unknown lines by element and duplicates once', () => {
    expect(check({ linesRequested: ['bop', 'gl', 'wc', 'life', 'wc', 'bop'] })).toEqual({
      'linesRequested[3]': ['must be one of: bop, gl, wc, auto, umbrella, cyber'],
      linesRequested: ['must not contain duplicate values'],
    });
  });

  it.each(['Summit Mutual', 'summit_mutual', 'summit--mutual', '-summit', 'summit-', 'a'.repeat(65), ''])(
    'rejects the carrier id %j',
    (id) => {
      expect(check({ carrierIds: ['harbor-casualty', id] })).toEqual({
        'carrierIds[1]': [
          'must be a carrier id: lowercase letters, digits and single hyphens, at most 64 characters',
        ],
      });
    },
  );

  it('rejects a carrier selected twice', () => {
    expect(check({ carrierIds: ['harbor-casualty', 'harbor-casualty'] })).toEqual({
      carrierIds: ['must not contain duplicate values'],
    });
  });
});
