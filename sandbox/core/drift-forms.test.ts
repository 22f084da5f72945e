// Form drift on a page and on what it posts: the same plan gives the same bytes; the phone becomes
// three inputs and the date three selects that post back as one field; the decoy sits beside its field
// and is refused only when filled; optional fields go behind a closed disclosure; a placeholder-only
// input keeps no label (and gets no aria-label).
import { describe, expect, it } from 'vitest';
import type { PortalDrift } from './drift.ts';
import { driftHtml } from './drift-html.ts';
import { decoyErrors, rejoinPosted } from './drift-posted.ts';

const field = (name: string, label: string, value = '') =>
  `<div class="field"><label for="${name}">${label} <span class="req">*</span></label><input type="text" id="${name}" name="${name}" value="${value}" required><span class="hint">a hint</span></div>`;

const PAGE = `<html><body><form method="post"><div class="grid">${field('dba', 'DBA Name')}${field('fein', 'FEIN')}${field('zip', 'ZIP Code', '50309')}${field('phone', 'Contact Phone', '(515) 555-0110')}${field('eff', 'Effective date', '06/15/2027')}${field('city', 'City')}</div></form></body></html>`;

const drift: PortalDrift = {
  carrierId: 'test',
  kinds: ['unseenLabels', 'decoy', 'placeholderOnly', 'splitPhone', 'dateSelects', 'collapsed'],
  labels: [{ from: 'City', to: 'Municipality' }],
  reorder: null,
  renames: null,
  move: null,
  captions: [],
  optionalQuestion: null,
  requiredQuestion: null,
  slowRender: null,
  banner: null,
  notice: null,
  decoy: {
    name: 'mailing_zip',
    label: 'Mailing ZIP (if different)',
    message: 'Mailing ZIP applies only to a mailing address outside the premises; leave it blank.',
    beside: { name: 'zip', label: 'ZIP Code' },
  },
  placeholderOnly: ['City'],
  splitPhone: { name: 'phone', label: 'Contact Phone' },
  dateSelects: { name: 'eff', label: 'Effective date', format: 'us-slash' },
  collapsed: {
    summary: 'Additional details',
    fields: [
      { name: 'dba', label: 'DBA Name' },
      { name: 'fein', label: 'FEIN' },
    ],
  },
};

const drifted = () =>
  driftHtml(PAGE, drift, { rows: ['div.field'] }, '/apply', new Set(), new Date('2027-05-01T12:00:00Z'));

describe('form drift on a server-rendered page', () => {
  it('gives the same bytes for the same plan', () => {
    expect(drifted()).toBe(drifted());
  });

  it('splits the phone into area code, exchange and line, and the date into three selects', () => {
    const html = drifted();
    expect(html).toContain(
      '<input type="text" inputmode="numeric" name="phone__area" maxlength="3" size="3" value="515" id="phone" required>',
    );
    expect(html).toMatch(/name="phone__exchange" maxlength="3"[^>]*value="555"/);
    expect(html).toMatch(/name="phone__line" maxlength="4"[^>]*value="0110"/);
    expect(html).not.toContain('name="phone"');
    expect(html).toMatch(
      /<select name="eff__month" id="eff" required>.*<option value="06" selected>June<\/option>/,
    );
    expect(html).toContain('<option value="15" selected>15</option>');
    expect(html).toContain('<option value="2027" selected>2027</option>');
    expect(html).toContain('<option value="2028">2028</option>');
  });

  it('puts the decoy right after its field, empty and optional, with its own label', () => {
    const html = drifted();
    const decoy =
      '<div class="field"><label for="mailing-zip">Mailing ZIP (if different)</label><input type="text" id="mailing-zip" name="mailing_zip" value></div>';
    expect(html).toContain(decoy);
    expect(html.indexOf(decoy)).toBeGreaterThan(html.indexOf('name="zip"'));
  });

  it('collapses the optional fields behind a closed disclosure and leaves a placeholder-only input unlabelled', () => {
    const html = drifted();
    expect(html).toMatch(
      /<details class="optional-group"><summary>Additional details<\/summary><div class="grid"><div class="field"><label for="dba">/,
    );
    expect(html).not.toContain('<details class="optional-group" open');
    expect(html).toContain('name="city" value required placeholder="Municipality">');
    expect(html).not.toContain('for="city"');
    expect(html).not.toContain('aria-label="Municipality"');
  });

  it('joins the split fields of a post and refuses a filled decoy, not an empty one', () => {
    const body: Record<string, unknown> = {
      phone__area: '515',
      phone__exchange: '555',
      phone__line: '0110',
      eff__month: '06',
      eff__day: '15',
      eff__year: '2027',
      mailing_zip: '',
    };
    rejoinPosted(drift, body);
    expect(body).toEqual({ phone: '515-555-0110', eff: '06/15/2027', mailing_zip: '' });
    expect(decoyErrors(drift, body)).toEqual({});
    expect(decoyErrors(drift, { ...body, mailing_zip: '50310' })).toEqual({
      mailing_zip: drift.decoy!.message,
    });
    const iso = {
      phone__area: '',
      phone__exchange: '',
      phone__line: '',
      eff__month: '06',
      eff__day: '15',
      eff__year: '2027',
    };
    rejoinPosted({ ...drift, dateSelects: { name: 'eff', label: 'Effective date', format: 'iso' } }, iso);
    expect(iso).toEqual({ phone: '', eff: '2027-06-15' });
  });
});
