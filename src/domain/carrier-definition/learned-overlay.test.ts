import { createTwoFilesPatch } from 'diff';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { applyLearned } from './learned-overlay.ts';

const definition = `# Quote Studio (a comment a reviewer keeps)
id: larkspur-mutual
wizard:
  maxPages: 8
  lines:
    gl: [business, location]
  screens:
    business:
      headings: [About the business]
      fields:
        - { label: Named insured, value: input.businessName }
        - { label: Year the business started, value: { from: input.yearEstablished, digits: true } }
      continue: [Save and continue]
    location:
      headings: [Where the business operates]
      fields:
        - { label: ZIP code, value: input.zipCode } # five digits
      continue: [Save and continue]
`;

describe('learned mappings written over a definition for review', () => {
  it('adds, rebinds and names continue buttons on the screens their headings name, comments kept', () => {
    const { text, applied, skipped } = applyLearned(definition, [
      { kind: 'field', screen: 'about the business', label: 'Doing business as', field: 'input.dba' },
      {
        kind: 'field',
        screen: 'About the business',
        label: 'Year the business started',
        field: 'input.yearEstablished',
      },
      { kind: 'field', screen: 'Where the business operates', label: 'ZIP code', field: 'input.zipCode' },
      { kind: 'continue', screen: 'Where the business operates', label: 'Next step', field: '' },
      { kind: 'field', screen: 'Territory confirmation', label: 'Zip/Postal', field: 'input.zipCode' },
      { kind: 'continue', screen: 'Territory confirmation', label: 'Lodge', field: '' },
    ]);
    const read = parse(text);
    expect(read.wizard.screens.business.fields).toEqual([
      { label: 'Named insured', value: 'input.businessName' },
      { label: 'Year the business started', value: 'input.yearEstablished' },
      { label: 'Doing business as', value: 'input.dba' },
    ]);
    expect(read.wizard.screens.location.continue).toEqual(['Next step', 'Save and continue']);
    expect(read.wizard.screens['learned-territory-confirmation']).toEqual({
      headings: ['Territory confirmation'],
      fields: [{ label: 'Zip/Postal', value: 'input.zipCode' }],
      continue: ['Lodge'],
    });
    expect(read.wizard.lines.gl).toEqual(['business', 'location', 'learned-territory-confirmation']);
    expect(text).toContain('# Quote Studio (a comment a reviewer keeps)');
    expect(text).toContain('# five digits');
    expect(applied).toHaveLength(6);
    expect(applied[1]).toBe(
      'business: "Year the business started" → input.yearEstablished (was {"from":"input.yearEstablished","digits":true})',
    );
    expect(skipped).toEqual(['location: "ZIP code" → input.zipCode: already so']);

    // As a reviewer sees it: only the lines the mappings change.
    const patch = createTwoFilesPatch('a/larkspur-mutual.yaml', 'b/larkspur-mutual.yaml', definition, text);
    const changed = patch.split('\n').filter((l) => /^[+-][^+-]/.test(l));
    expect(changed.some((l) => l.startsWith('-') && l.includes('# Quote Studio'))).toBe(false);
    expect(changed.filter((l) => l.startsWith('+')).join('\n')).toContain('Doing business as');
  });

  it('writes nothing into a definition with no wizard, and says why', () => {
    const plain = 'id: summit-mutual\nname: Summit\n';
    const { text, applied, skipped } = applyLearned(plain, [
      { kind: 'field', screen: 'Applicant', label: 'FEIN', field: 'input.fein' },
    ]);
    expect(text).toBe(plain);
    expect(applied).toEqual([]);
    expect(skipped).toEqual(['Applicant: FEIN: the definition has no wizard yet (its flow is not data)']);
  });
});
