// Our values placed by what the page says of its controls (place-by-value.ts): a carried value filled
// where the scorer is confident, a learned mapping applied, a value two controls claim asked, a value
// the playbook did not mean to file here proposed to a person, a decoy left alone.
import { describe, expect, it } from 'vitest';
import { texasOffice } from '../../../test/fixtures/quote-request.ts';
import type { Submission } from '../../domain/quote-request/model/submission.ts';
import { Carry } from './form-page.ts';
import { offeredValues, placeByValue } from './place-by-value.ts';
import type { ControlFacts } from './proposals.ts';

const submission = texasOffice('Place By Value CPA LLC', 'PBV-1') as unknown as Submission;
const today = new Date('2026-11-28T12:00:00Z');
const box = (label: string, extra: Partial<ControlFacts> = {}): ControlFacts => ({
  label,
  type: 'text',
  required: true,
  ...extra,
});

describe('placing our values by what the page says', () => {
  it('fills a carried value the scorer is sure of, and only asks about one it was not carried', () => {
    const pending = [{ label: 'Number of Employees', value: '9' }];
    const offered = offeredValues(submission, pending, new Set(), today);
    const placed = placeByValue(
      [box('Workforce size'), box('Electronic mail', { type: 'email' })],
      offered,
      'Business Information',
      [],
      today,
    );
    expect(placed.get(0)).toMatchObject({ kind: 'fill', value: '9' });
    expect(placed.get(0)).toMatchObject({ offered: { pending: pending[0] } });
    // The contact e-mail was not carried: the playbook did not mean to file it here, so a person confirms.
    expect(placed.get(1)).toMatchObject({
      kind: 'ask',
      proposal: {
        field: 'input.contactEmail',
        value: submission.input.contactEmail,
        screen: 'Business Information',
      },
    });
  });

  it('applies a learned mapping for this screen and label, and not on another screen', () => {
    const offered = offeredValues(submission, [], new Set(), today);
    const learned = [
      {
        id: 'lm_1',
        kind: 'field' as const,
        screen: 'Applicant',
        label: 'Head count (all staff)',
        field: 'input.numberOfEmployees',
      },
    ];
    const here = placeByValue([box('Head count (all staff):')], offered, 'applicant', learned, today);
    expect(here.get(0)).toMatchObject({ kind: 'fill', value: '9', mapping: 'lm_1' });
    const elsewhere = placeByValue([box('Head count (all staff)')], offered, 'Review', learned, today);
    expect(elsewhere.get(0)).not.toMatchObject({ mapping: 'lm_1' });
  });

  it('asks when two controls claim one value, and leaves an optional decoy empty', () => {
    const pending = [{ label: 'ZIP Code', value: '78701' }];
    const offered = offeredValues(submission, pending, new Set(), today);
    const twice = placeByValue([box('Postal area'), box('Postal district')], offered, 'Location', [], today);
    expect([...twice.values()].every((p) => p.kind === 'ask')).toBe(true);
    const decoy = placeByValue(
      [box('Postal area'), box('Mailing ZIP (if different)', { required: false })],
      offered,
      'Location',
      [],
      today,
    );
    expect(decoy.get(0)).toMatchObject({ kind: 'fill', value: '78701' });
    expect(decoy.has(1)).toBe(false);
  });

  it('gives a value two controls claim to the one well ahead, and scores the other again without it', () => {
    // The playbook carries the legal form in the portal's wording and the business name; the page
    // words both otherwise, and the name box's label shares a word with our legal form's names.
    const pending = [
      { label: 'Legal entity', value: 'Limited liability company' },
      { label: 'Named insured', value: submission.input.businessName },
    ];
    const offered = offeredValues(submission, pending, new Set(), today);
    const forms = ['Sole proprietorship', 'Partnership', 'Corporation', 'Limited liability company'];
    const placed = placeByValue(
      [box('Registered entity'), box('Kind of enterprise', { type: 'select', options: forms })],
      offered,
      'Applicant',
      [],
      today,
    );
    expect(placed.get(1)).toMatchObject({
      kind: 'fill',
      value: 'Limited liability company',
      offered: { candidate: { field: 'input.businessType' } },
    });
    expect(placed.get(0)).not.toMatchObject({ kind: 'fill' });
    expect(placed.get(0)).not.toMatchObject({ proposal: { field: 'input.businessType' } });
  });

  it('an optional box the words fit a little more surely than another does not take the value from it', () => {
    // No DBA in this submission: the DBA's box is empty, and its words are close to the business name's.
    const pending = [{ label: 'Named Insured', value: submission.input.businessName }];
    const noDba = { ...submission, input: { ...submission.input, dba: undefined } } as Submission;
    // The page's other values are placed already: only the business name is on offer.
    const offered = offeredValues(noDba, pending, new Set(), today).filter((o) => o.pending);
    const boxes = [
      box('Name on the policy', { required: false, section: 'Applicant information' }),
      box('Trade name', { required: false, section: 'Applicant information' }),
    ];
    const placed = placeByValue(boxes, offered, 'Applicant', [], today);
    expect([...placed.values()].some((p) => p.kind === 'fill')).toBe(false);
  });

  it('a field placed by value that a layout shows in place of others leaves none of them waiting', () => {
    const carry = new Carry();
    const street = { label: 'Street Address', value: '600 Congress Ave', either: 'street' };
    const parts = [
      { label: 'Street Number', value: '600', either: 'street' },
      { label: 'Street Name', value: 'Congress Ave', either: 'street' },
    ];
    const city = { label: 'City', value: 'Austin' };
    carry.record({
      filled: [],
      notFound: [street, ...parts, city],
      ambiguous: [],
      missingOptions: [],
      unsettled: [],
    });
    carry.placed(street);
    expect(carry.waiting).toEqual([city]);
  });

  it('once a field of an either group is placed by value, the others of its group are offered no more', () => {
    // Pioneer drifted: "Premises address" takes the street address whole; its number and name, carried
    // as the other way of filing it, must not go into "Best number to reach" or a DBA box.
    const pending = [
      { label: 'Street Address', value: '600 Congress Ave', either: 'street' },
      { label: 'Street Number', value: '600', either: 'street' },
      { label: 'Street Name', value: 'Congress Ave', either: 'street' },
    ];
    const offered = offeredValues(submission, pending, new Set(), today);
    const placed = placeByValue(
      [box('Premises address'), box('Best number to reach')],
      offered,
      'Applicant',
      [],
      today,
    );
    expect(placed.get(0)).toMatchObject({ kind: 'fill', value: '600 Congress Ave' });
    const other = placed.get(1);
    const proposed = other?.kind === 'ask' ? other.proposal?.field : other?.offered.candidate.field;
    expect(proposed ?? '').not.toMatch(/^portal:Street/);
  });

  it('a value a person typed where nothing was proposed places the one carried field it is, never a yes or no', () => {
    const carry = new Carry();
    const phone = { label: 'Contact Phone', value: '(512) 555-0142' };
    const alcohol = { label: 'Does the applicant sell or serve alcoholic beverages?', value: 'No' };
    carry.record({
      filled: [],
      notFound: [phone, alcohol],
      ambiguous: [],
      missingOptions: [],
      unsettled: [],
    });
    carry.typed('No');
    expect(carry.waiting).toEqual([phone, alcohol]);
    carry.typed('512-555-0142');
    expect(carry.waiting).toEqual([alcohol]);
  });

  it('a carried yes or no goes to the question its words name, not to any yes/no question', () => {
    const pending = [{ label: 'Does the applicant sell or serve alcoholic beverages?', value: 'No' }];
    const offered = offeredValues(submission, pending, new Set(), today).filter((o) => o.pending);
    const yesNo = { type: 'radio', options: ['Yes', 'No'] };
    const placed = placeByValue(
      [
        box('Is there a documented business continuity plan?', yesNo),
        box('Does the business deal in alcohol?', yesNo),
      ],
      offered,
      'Underwriting Questions',
      [],
      today,
    );
    const first = placed.get(0);
    expect(first?.kind === 'ask' ? first.proposal : first).toBeUndefined();
    const second = placed.get(1);
    expect(second?.kind === 'ask' ? second.proposal?.field : second?.offered.candidate.field).toBe(
      'portal:Does the applicant sell or serve alcoholic beverages',
    );
  });

  it('a carried field with nothing to file is no loss when no page shows its control', () => {
    const carry = new Carry();
    const report = { filled: [], ambiguous: [], missingOptions: [], unsettled: [] };
    carry.record({ ...report, notFound: [{ label: 'DBA (optional)', value: '' }] });
    expect(() => carry.settle('The quote page')).not.toThrow();
    carry.record({ ...report, notFound: [{ label: 'Contact Name', value: 'Maria Alvarez' }] });
    expect(() => carry.settle('The quote page')).toThrow(/no control recognised for "Contact Name"/);
  });

  it('offers a carried value as the submission field it is, and a value placed already not at all', () => {
    const offered = offeredValues(
      submission,
      [{ label: 'Contact Phone', value: submission.input.contactPhone }],
      new Set(['input.businessName']),
      today,
    );
    expect(offered[0]).toMatchObject({ candidate: { field: 'input.contactPhone', kind: 'phone' } });
    expect(offered.some((o) => o.candidate.field === 'input.businessName')).toBe(false);
    expect(offered.filter((o) => o.candidate.field === 'input.contactPhone')).toHaveLength(1);
  });
});
