// Bluebonnet's definition (carriers/bluebonnet.yaml) with a request's locations: the Business
// Location's Total Insured Value from the primary location's first building (owned: building plus
// contents; leased: contents), every other building a row of Additional Premises, and the flat form's
// Total Insured Value only without locations.
import { describe, expect, it } from 'vitest';
import { askedOf } from '../domain/carrier-definition/asks.ts';
import type { FieldDefinition } from '../domain/carrier-definition/flow-schema.ts';
import { rowItems } from '../domain/carrier-definition/row-items.ts';
import { evaluate, holds, type ValueScope } from '../domain/carrier-definition/values.ts';
import { builtInCarrier } from './built-in.ts';

const screen = builtInCarrier('bluebonnet').flow!.wizard.screens.property!;
const rows = [screen.rows!].flat()[0]!;
const scope = (submission: Record<string, unknown>, item?: unknown): ValueScope => ({
  submission,
  job: { line: 'bop', id: 'job' },
  today: '2026-02-01',
  item,
});
/** What the fields labelled `label` put in their control (the first whose `when` holds). */
const put = (
  fields: FieldDefinition[],
  label: string,
  submission: Record<string, unknown>,
  item?: unknown,
) => {
  const field = fields.find((f) => f.label === label && (!f.when || holds(f.when, scope(submission, item))));
  return field ? (evaluate(field.value, scope(submission, item)) ?? '') : '';
};

const kerrville = {
  id: 'kerrville',
  streetAddress: '820 Water St',
  city: 'Kerrville',
  state: 'TX',
  zipCode: '78028',
  interest: 'leased',
  buildings: [
    {
      id: '1',
      constructionType: 'joisted_masonry',
      yearBuilt: 1985,
      squareFeet: 1400,
      sprinklered: true,
      businessPersonalPropertyLimit: 80_000,
    },
  ],
};
const main = {
  id: 'main',
  primary: true,
  streetAddress: '410 W Main St',
  city: 'Fredericksburg',
  state: 'TX',
  zipCode: '78624',
  interest: 'owned',
  buildings: [{ id: '1', buildingLimit: 640_000, businessPersonalPropertyLimit: 150_000 }],
};
const flat = {
  input: { propertyValue: 230_000 },
  businessOwners: { buildingOwned: true, buildingValue: 640_000 },
};

describe('Bluebonnet definition: Additional Premises', () => {
  it("fills the flat form's Total Insured Value only when the request lists no locations", () => {
    expect(put(screen.fields!, 'Total Insured Value', flat)).toBe('870000');
    expect(put(screen.fields!, 'Total Insured Value', { ...flat, locations: [kerrville, main] })).toBe('');
  });

  it("never asks the flat Total Insured Value with locations: the premises' limits are asked instead", () => {
    const tiv = (submission: Record<string, unknown>) =>
      askedOf(builtInCarrier('bluebonnet').flow!, 'bop', submission, '2026-02-01')
        .map((a) => a.label)
        .filter((label) => /Total Insured Value|Building Limit/.test(label));
    const bop = { buildingOwned: true, buildingValue: 640_000 };
    expect(
      tiv({ input: { propertyValue: 230_000 }, businessOwners: bop, locations: [main, kerrville] }),
    ).toEqual([]);
    // An owned other premises with no building limit: its cell is asked, not the flat field.
    const ownedElsewhere = { ...kerrville, interest: 'owned' };
    expect(tiv({ businessOwners: bop, locations: [main, ownedElsewhere] })).toEqual([
      'Additional Premises 1 Building Limit',
    ]);
  });

  it("puts the primary location's first building in the Business Location's premises, owned or leased", () => {
    const submission = { ...flat, locations: [kerrville, main] };
    const [lead] = rowItems(scope(submission), rows.each);
    expect(put(rows.first!, 'Total Insured Value', submission, lead)).toBe('790000');
    const leased = { ...flat, locations: [kerrville, { ...main, interest: 'leased' }] };
    expect(put(rows.first!, 'Total Insured Value', leased, rowItems(scope(leased), rows.each)[0])).toBe(
      '150000',
    );
  });

  it('fills a row per other building; what the request lacks is left for the portal to refuse and a person to give', () => {
    const submission = { ...flat, locations: [kerrville, main] };
    const [, row] = rowItems(scope(submission), rows.each);
    const cell = (column: string, item = row) =>
      put(rows.fields, `Additional Premises {n} ${column}`, submission, item);
    expect(
      [
        'Address',
        'ZIP',
        'Interest',
        'Construction',
        'Year of Construction',
        'Area (sq ft)',
        'Sprinklered',
      ].map((c) => cell(c)),
    ).toEqual(['820 Water St', '78028', 'Tenant', 'Joisted Masonry', '1985', '1400', 'Yes']);
    expect([cell('Building Limit'), cell('Contents Limit')]).toEqual(['', '80000']);
    const owned = { ...(row as Record<string, unknown>), buildingLimit: 300_000, parent: { ...main } };
    expect(cell('Building Limit', owned)).toBe('300000');
    const unknown = { ...(row as Record<string, unknown>), yearBuilt: undefined };
    expect(cell('Year of Construction', unknown)).toBe('');
  });
});
