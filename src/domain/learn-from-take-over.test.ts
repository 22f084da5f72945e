import { describe, expect, it } from 'vitest';
import { comparableForms, learnFromTakeOver, type TakeOverEvent } from './learn-from-take-over.ts';

const submission = {
  input: {
    businessName: 'Lone Star Bakery LLC',
    zipCode: '78701',
    contactPhone: '512-555-0147',
    annualRevenue: 1200000,
    policyStartDate: '2026-12-01',
    numberOfEmployees: 12,
    fullTimeEmployees: 12,
    hasEmployees: true,
  },
  cyber: { recordsHeld: 25000 },
};

const url = 'https://portal.test/app/territory';
const set = (
  label: string,
  value: string | undefined,
  heading = 'Territory confirmation',
  control = 'text',
) =>
  ({
    type: 'set',
    label,
    control,
    heading,
    url,
    ...(value === undefined ? { secret: true } : { value }),
  }) as const;
const press = (caption: string, heading = 'Territory confirmation') =>
  ({ type: 'press', caption, heading, url }) as const;
const knownCaption = (c: string) => /^(next|continue)$/i.test(c);

const learn = (events: TakeOverEvent[], endScreen = 'Coverage') =>
  learnFromTakeOver({
    events,
    screen: 'Territory confirmation',
    endScreen,
    carrierId: 'bluebonnet',
    submission,
    knownCaption,
  });

describe('learning from a take-over', () => {
  it('binds a control whose value is exactly one submission value, and the unknown button finishing the screen', () => {
    const learned = learn([set('Zip/Postal', '7870'), set('Zip/Postal', '78701'), press('Lodge')]);
    expect(learned.fields).toEqual([
      { screen: 'Territory confirmation', label: 'Zip/Postal', field: 'input.zipCode', value: '78701', url },
    ]);
    expect(learned.continues).toEqual([{ screen: 'Territory confirmation', caption: 'Lodge', url }]);
    expect(learned.answers).toEqual([]);
  });

  it('keeps a value the submission does not hold, or holds twice, as the client’s answer', () => {
    const learned = learn([set('Storefront signage', 'Neon'), set('Staff on payroll', '12')]);
    expect(learned.fields).toEqual([]);
    expect(learned.answers).toEqual([
      {
        key: 'bluebonnet:storefront_signage',
        text: 'Storefront signage',
        answer: 'Neon',
        screen: 'Territory confirmation',
      },
      {
        key: 'bluebonnet:staff_on_payroll',
        text: 'Staff on payroll',
        answer: '12',
        screen: 'Territory confirmation',
      },
    ]);
  });

  it('never learns from a secret field, even a value set before it was known secret', () => {
    const learned = learn([
      set('Portal PIN', '78701'),
      set('Portal PIN', undefined, 'Territory confirmation', 'password'),
    ]);
    expect(learned).toEqual({ fields: [], continues: [], answers: [] });
  });

  it('does not take a known caption, nor a press the screen was not left after', () => {
    expect(learn([press('Next')]).continues).toEqual([]);
    expect(learn([press('Add location')], 'Territory confirmation').continues).toEqual([]);
    // A link followed is no button: the screen has no continue action from it.
    expect(learn([press('Lodge'), { ...press('Help centre'), link: true }]).continues).toEqual([]);
    // Several presses: the last one on the screen before it was left.
    expect(
      learn([press('Recalculate'), press('File it'), set('City', 'Austin', 'Coverage')]).continues,
    ).toEqual([{ screen: 'Territory confirmation', caption: 'File it', url }]);
  });

  it('a held-out page in wording nobody here wrote: dates, money, phones and codes in other forms', () => {
    const learned = learn(
      [
        set('Código postal del local', ' 78701 ', 'Vérification du territoire'),
        set('Inception (MM/DD/YYYY)', '12/01/2026', 'Vérification du territoire'),
        set('Chiffre d’affaires', '$1,200,000.00', 'Vérification du territoire'),
        set('Ligne directe', '(512) 555-0147', 'Vérification du territoire'),
        set('Dossiers clients', '25,000', 'Vérification du territoire'),
        press('Valider ›', 'Vérification du territoire'),
      ],
      'Récapitulatif',
    );
    expect(learned.fields.map((f) => [f.label, f.field])).toEqual([
      ['Código postal del local', 'input.zipCode'],
      ['Inception (MM/DD/YYYY)', 'input.policyStartDate'],
      ['Chiffre d’affaires', 'input.annualRevenue'],
      ['Ligne directe', 'input.contactPhone'],
      ['Dossiers clients', 'cyber.recordsHeld'],
    ]);
    expect(learned.continues).toEqual([{ screen: 'Vérification du territoire', caption: 'Valider ›', url }]);
  });

  it('compares in forms that do not confuse a year with an amount or a date', () => {
    expect(comparableForms('December 1, 2026').has('d:2026-12-01')).toBe(true);
    expect(comparableForms('2026').has('g:2026')).toBe(false);
    expect([...comparableForms('12')]).toEqual(['t:12', 'n:12']);
  });

  it('learns what was done on the page the wizard was stuck on under the wizard’s name for it', () => {
    const learned = learnFromTakeOver({
      events: [set('Zip/Postal', '78701'), press('Lodge'), set('City', 'Austin', 'Coverage')],
      screen: 'Territory confirmation',
      agentScreen: 'Territory',
      endScreen: 'Coverage',
      carrierId: 'bluebonnet',
      submission,
      knownCaption,
    });
    expect(learned.fields.map((f) => [f.screen, f.label, f.field])).toEqual([
      ['Territory', 'Zip/Postal', 'input.zipCode'],
    ]);
    expect(learned.continues).toEqual([{ screen: 'Territory', caption: 'Lodge', url }]);
    expect(learned.answers.map((a) => a.screen)).toEqual(['Coverage']);
  });
});
