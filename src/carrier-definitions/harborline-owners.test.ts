// Harborline's "Include owners and officers in coverage?" from its definition, without a browser: with
// owners and officers listed the portal wants Yes exactly when one of them is included (it refuses the
// page otherwise), whatever `workersComp.ownersIncluded` says; with none listed, that flag decides.
import { describe, expect, it } from 'vitest';
import type { FieldDefinition } from '../domain/carrier-definition/flow-schema.ts';
import { evaluate, holds, type ValueScope } from '../domain/carrier-definition/values.ts';
import { builtInCarrier } from './built-in.ts';

const fields: readonly FieldDefinition[] =
  builtInCarrier('harborline').flow!.wizard.screens['wc-classes']!.fields!;
const LABEL = 'Include owners and officers in coverage?';
const answer = (submission: object) => {
  const s: ValueScope = {
    submission: submission as Record<string, unknown>,
    job: { line: 'wc', id: 'job-1' },
    today: '2026-03-01',
  };
  const field = fields.find((f) => f.label === LABEL && (!f.when || holds(f.when, s)));
  return field ? evaluate(field.value, s) : undefined;
};
const owner = (name: string, workersComp: 'included' | 'excluded') => ({ name, title: 'Owner', workersComp });

describe("Harborline's owners-included answer", () => {
  it('is Yes when any listed owner is included, and No when every one is excluded', () => {
    const both = [owner('Ana Reyes', 'excluded'), owner('Tomas Reyes', 'included')];
    expect(answer({ ownersOfficers: both, workersComp: { ownersIncluded: false } })).toBe('Yes');
    const excluded = [owner('Ana Reyes', 'excluded'), owner('Tomas Reyes', 'excluded')];
    expect(answer({ ownersOfficers: excluded, workersComp: { ownersIncluded: true } })).toBe('No');
  });

  it('follows ownersIncluded when no owner is listed (No when it is not given)', () => {
    expect(answer({ workersComp: { ownersIncluded: true } })).toBe('Yes');
    expect(answer({ workersComp: {} })).toBe('No');
  });
});
