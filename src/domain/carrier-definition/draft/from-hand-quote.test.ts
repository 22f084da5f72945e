import { describe, expect, it } from 'vitest';
import type { TakeOverEvent } from '../../learn-from-take-over.ts';
import { draftFromHandQuote } from './from-hand-quote.ts';

const origin = 'http://quotes.example.test';
const at = (path: string, heading: string) => ({ url: `${origin}${path}`, heading });
const set = (where: ReturnType<typeof at>, label: string, control: string, value: string, more = {}) =>
  ({ type: 'set', label, control, value, ...where, ...more }) as TakeOverEvent;
const press = (where: ReturnType<typeof at>, caption: string) =>
  ({ type: 'press', caption, ...where }) as TakeOverEvent;

const submission = {
  input: {
    businessName: 'Cottonwood Cafe LLC',
    dba: 'Cottonwood Cafe',
    businessType: 'llc',
    yearEstablished: 2015,
    streetAddress: '14 Main Street',
    city: 'Bozeman',
    state: 'MT',
    zipCode: '59715',
    annualRevenue: 420000,
    annualPayroll: 160000,
    policyStartDate: '12/09/2026',
  },
  generalLiability: {
    classCode: '16900',
    exposureBasis: 'sales',
    exposure: 420000,
    limits: '1000000/2000000',
  },
};

const signIn = at('/studio/sign-in', 'Sign in to Quote Studio');
const verify = at('/studio/verify', 'Verify it’s you');
const home = at('/studio', 'Your quotes');
const business = at('/studio/quotes/LK-204518/business', 'About the business');
const location = at('/studio/quotes/LK-204518/location', 'Where the business operates');
const liability = at('/studio/quotes/LK-204518/liability', 'Liability exposure');
const review = at('/studio/quotes/LK-204518/review', 'Review and quote');

const events: TakeOverEvent[] = [
  set(signIn, 'Producer ID', 'text', 'demo.agency'),
  { type: 'set', label: 'Password', control: 'password', secret: true, secretKind: 'password', ...signIn },
  press(signIn, 'Continue'),
  {
    type: 'set',
    label: 'Authenticator code',
    control: 'password',
    secret: true,
    secretKind: 'code',
    ...verify,
  },
  set(verify, 'Remember this device for 30 days', 'checkbox', 'true'),
  press(verify, 'Verify'),
  press(home, 'New general liability quote'),
  set(business, 'Named insured', 'text', 'Cottonwood Cafe'),
  set(business, 'Named insured', 'text', 'Cottonwood Cafe LLC'),
  set(business, 'Type of business entity', 'select', 'Limited liability company', {
    choices: ['Limited liability company', 'Corporation', 'Partnership'],
  }),
  set(business, 'Building type', 'select', 'Strip mall', {
    choices: ['Storefront', 'Strip mall', 'Standalone'],
  }),
  set(business, 'Year the business started', 'text', '2015'),
  set(business, 'Coverage start date', 'date', '2026-12-09'),
  press(business, 'Save and continue'),
  set(location, 'State', 'select', 'Montana', { choices: ['Colorado', 'Montana'] }),
  press(location, 'Save and continue'),
  set(
    liability,
    'Business classification',
    'select',
    '16900 Restaurant, no alcohol (per $1,000 of gross sales)',
    {
      optionValue: '16900',
      choices: ['10100 Retail store', '16900 Restaurant, no alcohol (per $1,000 of gross sales)'],
    },
  ),
  set(liability, 'Annual gross sales', 'text', '420,000'),
  set(liability, 'Limits (each occurrence / aggregate)', 'radio', '$1,000,000 / $2,000,000', {
    choices: ['$500,000 / $1,000,000', '$1,000,000 / $2,000,000'],
  }),
  set(
    liability,
    'Has any insurer cancelled or refused to renew this business in the past 3 years?',
    'radio',
    'No',
    {
      choices: ['Yes', 'No'],
    },
  ),
  press(liability, 'Save and continue'),
  set(review, 'The applicant confirmed these answers are true and complete', 'checkbox', 'true'),
  press(review, 'Get my quote'),
];

const outcome = {
  url: `${origin}/studio/quotes/LK-204518`,
  heading: 'Your quote is ready',
  pairs: [
    { label: 'Annual premium', value: '$759', anchor: 'label' as const },
    { label: 'Named insured', value: 'Cottonwood Cafe LLC', anchor: 'term' as const },
    { label: 'Quote number', value: 'LMQ-GL-204518', anchor: 'term' as const },
    { label: 'Limits', value: '$1,000,000 / $2,000,000', anchor: 'term' as const },
    { label: 'Deductible', value: '$500 per claim', anchor: 'row' as const },
    { label: 'Valid until', value: 'January 8, 2027', anchor: 'term' as const },
  ],
  tables: ['Premium breakdown'],
  links: [{ caption: 'Quote letter (HTML)', href: '/studio/quotes/LK-204518/letter' }],
  notes: [{ text: 'Bindable quote', selector: '.badge' }],
};

const draft = () =>
  draftFromHandQuote({
    carrierId: 'larkspur-mutual',
    name: 'Larkspur Mutual',
    line: 'gl',
    origin,
    mfa: 'totp',
    events,
    submission,
    outcome,
  });

describe('a draft definition from one quote done by hand', () => {
  it('takes sign-in from where the password and the code were typed, and the submission from the button that led to a reference', () => {
    const { definition } = draft();
    expect(definition.signIn).toEqual({
      open: '/studio/sign-in',
      page: 'sign-in-to-quote-studio',
      form: { username: 'Producer ID', button: 'Continue' },
      code: {
        page: 'verify-it-s-you',
        label: 'Authenticator code',
        remember: 'Remember this device for 30 days',
        button: 'Verify',
      },
    });
    expect(definition.mfa).toEqual({ kinds: ['totp'] });
    expect(definition.submission).toEqual({
      start: { open: '/studio', press: { gl: 'New general liability quote' } },
      reference: { page: 'about-the-business', group: 'reference' },
      resume: '/studio/quotes/{reference}',
    });
    const pages = definition.pages as Record<string, string>;
    expect(pages['about-the-business']).toBe('^/studio/quotes/(?<reference>[^/]+)/business/?$');
    expect(new RegExp(pages['your-quote-is-ready']!).exec('/studio/quotes/LK-1/')?.groups?.reference).toBe(
      'LK-1',
    );
  });

  it('binds each control to the one submission value it holds, with the transform that made what was typed', () => {
    const wizard = draft().definition.wizard as {
      lines: Record<string, string[]>;
      screens: Record<string, { fields: unknown[]; questions: unknown[]; continue: string[] }>;
      results: string[];
    };
    expect(wizard.lines.gl).toEqual([
      'about-the-business',
      'where-the-business-operates',
      'liability-exposure',
      'review-and-quote',
    ]);
    // A state's name by the map the kit holds.
    expect(wizard.screens['where-the-business-operates']!.fields).toEqual([
      { label: 'State', value: { from: 'input.state', map: 'us-state-names' } },
    ]);
    expect(wizard.results).toEqual(['your-quote-is-ready']);
    expect(wizard.screens['about-the-business']!.fields).toEqual([
      { label: 'Named insured', value: 'input.businessName' },
      // Our code named by the option's words: a one-entry map the operator completes.
      {
        label: 'Type of business entity',
        value: { from: 'input.businessType', map: { llc: 'Limited liability company' } },
      },
      { label: 'Year the business started', value: 'input.yearEstablished' },
      { label: 'Coverage start date', value: { from: 'input.policyStartDate', date: 'YYYY-MM-DD' } },
    ]);
    expect(wizard.screens['liability-exposure']!.fields).toEqual([
      { label: 'Business classification', value: 'generalLiability.classCode', byValue: true },
      // Two of ours hold 420000: the draft binds the quoted line's own, and says so.
      { label: 'Annual gross sales', value: { from: 'generalLiability.exposure', digits: true } },
      {
        label: 'Limits (each occurrence / aggregate)',
        value: { from: 'generalLiability.limits', limitPair: true },
      },
    ]);
    expect(wizard.screens['liability-exposure']!.continue).toEqual(['Save and continue']);
    expect(wizard.screens['review-and-quote']!.fields).toEqual([
      { label: 'The applicant confirmed these answers are true and complete', value: { literal: 'true' } },
    ]);
  });

  it('asks a person for what the submission does not hold, and lists what the operator completes', () => {
    const { definition, todo } = draft();
    const screens = (definition.wizard as { screens: Record<string, { questions: unknown[] }> }).screens;
    expect(screens['about-the-business']!.questions).toEqual([
      {
        id: 'larkspur-mutual:building_type',
        label: 'Building type',
        type: 'choice',
        choices: ['Storefront', 'Strip mall', 'Standalone'],
      },
    ]);
    expect(screens['liability-exposure']!.questions).toEqual([
      expect.objectContaining({ type: 'yes_no', label: expect.stringMatching(/^Has any insurer cancelled/) }),
    ]);
    expect(todo.join('\n')).toMatch(
      /"Type of business entity": input\.businessType "llc" is "Limited liability company"; add the portal's words/,
    );
    expect(todo.join('\n')).toMatch(/"Building type" was chosen as "Strip mall".*bind it with `map`/);
    expect(todo.join('\n')).toMatch(
      /Annual gross sales.*input\.annualRevenue and generalLiability\.exposure/,
    );
    expect(todo.join('\n')).toMatch(/signIn\.lockedOut/);
  });

  it('reads the outcome page’s labelled values as the extraction', () => {
    const { definition } = draft();
    expect(definition.extract).toEqual({
      page: 'your-quote-is-ready',
      quoted: ['^Your quote is ready$'],
      fields: {
        annualPremium: { label: 'Annual premium', parse: 'money' },
        quoteNumber: { term: 'Quote number' },
        namedInsured: { term: 'Named insured' },
        limits: { term: 'Limits', parse: 'limits' },
        quoteExpiresAt: { term: 'Valid until', parse: 'date' },
      },
      breakdown: { table: 'Premium breakdown' },
      bindable: { selector: '.badge', match: ['^Bindable quote$'] },
      documents: [
        { link: 'Quote letter (HTML)', name: 'larkspur-mutual-quote-letter.html', contentType: 'text/html' },
      ],
    });
    expect(draft().todo.join('\n')).toMatch(
      /extract\.fields\.deductible: "Deductible" shows it in a table row/,
    );
  });
});
