// A full submission's locations, buildings and losses in Cascade's terms: what is filed, what is asked.
import { describe, expect, it } from 'vitest';
import { bakeryBody } from '../../../../test/fixtures/bakery.ts';
import { washingtonOffice } from '../../../../test/fixtures/quote-request.ts';
import { formatUsDate, usToday } from '../../../domain/quote-request/dates.ts';
import type { Submission } from '../../../domain/quote-request/model/submission.ts';
import { lossRows, lossTotals, lossTypeOf } from './loss-rows.ts';
import { firstBuildingBpp, firstBuildingLimit, otherLocations } from './parts.ts';

const now = new Date();
const bakery = () => bakeryBody(now) as Submission;

describe('otherLocations', () => {
  it('files every location but the primary one, each building by its fieldset, a missing building limit as $0', () => {
    const gaps = otherLocations(bakery());
    expect(gaps.questions).toEqual([]);
    expect(gaps.complete({})).toEqual([
      {
        number: 2,
        values: { 'Street address': '820 Water St', City: 'Kerrville', State: 'TX', 'ZIP code': '78028' },
        buildings: [
          {
            number: 1,
            name: 'Location 2, building 1',
            values: {
              'Construction type': 'joisted_masonry',
              'Year built': '1985',
              Stories: '1',
              'Square footage': '1400',
              'Is the building fully sprinklered?': 'Yes',
              'Building limit (USD)': '0',
              'Business personal property limit (USD)': '80000',
            },
          },
        ],
      },
    ]);
  });

  it("asks what a building lacks, by its place, and files the answers in the portal's spellings", () => {
    const sub = bakery();
    const building = sub.locations![1]!.buildings![0]!;
    delete building.constructionType;
    delete building.sprinklered;
    const gaps = otherLocations(sub);
    expect(gaps.questions.map((q) => [q.id, q.text, q.type])).toEqual([
      [
        'cascade-commercial:location_2_building_1_construction_type',
        'Location 2 (820 Water St, Kerrville), building 1: Construction type',
        'choice',
      ],
      [
        'cascade-commercial:location_2_building_1_sprinklered',
        'Location 2 (820 Water St, Kerrville), building 1: Is the building fully sprinklered?',
        'yes_no',
      ],
    ]);
    const [location] = gaps.complete({
      'cascade-commercial:location_2_building_1_construction_type': 'Frame',
      'cascade-commercial:location_2_building_1_sprinklered': false,
    });
    expect(location!.buildings[0]!.values).toMatchObject({
      'Construction type': 'frame',
      'Is the building fully sprinklered?': 'No',
    });
  });

  it("files the business address's further buildings as location 1's, after its first", () => {
    const sub = bakery();
    const main = sub.locations![0]!;
    main.buildings = [
      ...main.buildings!,
      {
        id: '2',
        constructionType: 'frame',
        yearBuilt: 2001,
        stories: 1,
        squareFeet: 600,
        sprinklered: false,
        businessPersonalPropertyLimit: 20_000,
      },
    ];
    const [first, second] = otherLocations(sub).complete({});
    expect(first).toEqual({
      number: 1,
      values: {},
      buildings: [
        {
          number: 2,
          name: 'Location 1, building 2',
          values: {
            'Construction type': 'frame',
            'Year built': '2001',
            Stories: '1',
            'Square footage': '600',
            'Is the building fully sprinklered?': 'No',
            'Building limit (USD)': '0',
            'Business personal property limit (USD)': '20000',
          },
        },
      ],
    });
    expect(second!.number).toBe(2);
  });

  it('has nothing for a flat v1 body, whose building limit is never filed', () => {
    const flat = washingtonOffice('Rainier Advisory LLC', 'CASCADE-1') as Submission;
    expect(otherLocations(flat).complete({})).toEqual([]);
    expect(firstBuildingLimit(flat)).toBeUndefined();
    expect(firstBuildingBpp(flat)).toBe(240_000);
    expect(firstBuildingLimit(bakery())).toBe('640000');
    expect(firstBuildingBpp(bakery())).toBe(150_000);
  });
});

describe('lossRows', () => {
  it("lists the line's losses of Cascade's 3 years, typed by their cause, and totals them", () => {
    const sub = bakery();
    const today = usToday(now);
    sub.lossHistory = [
      ...sub.lossHistory!,
      {
        line: 'gl',
        dateOfLoss: formatUsDate(today - 4 * 365),
        cause: 'Fire',
        amountPaid: 1,
        status: 'closed',
      },
      {
        line: 'bop',
        dateOfLoss: formatUsDate(today - 20),
        cause: 'Burst pipe',
        amountPaid: 2_000,
        amountReserved: 500,
        status: 'open',
      },
    ];
    const gl = lossRows('gl', sub, now)!.complete({});
    expect(gl).toEqual([
      {
        number: 1,
        values: {
          'Date of loss': sub.lossHistory[0]!.dateOfLoss,
          'Type of loss': 'Bodily injury',
          'Amount paid (USD)': '8200',
          'Amount reserved (USD)': '0',
          'Claim status': 'Closed',
        },
      },
    ]);
    expect(lossTotals(gl)).toEqual({ count: '1', incurred: '8200', open: false });
    const bop = lossRows('bop', sub, now)!.complete({});
    expect(bop[0]!.values['Type of loss']).toBe('Water damage');
    expect(lossTotals(bop)).toEqual({ count: '1', incurred: '2500', open: true });
    expect(lossRows('cyber', sub, now)).toBeUndefined();
    expect(lossRows('gl', { ...sub, lossHistory: undefined }, now)).toBeUndefined();
  });

  it('asks for what a listed loss leaves out', () => {
    const sub = bakery();
    delete sub.lossHistory![0]!.amountReserved;
    delete sub.lossHistory![0]!.cause;
    const listed = lossRows('gl', sub, now)!;
    expect(listed.questions.map((q) => q.id)).toEqual([
      'cascade-commercial:loss_1_type',
      'cascade-commercial:loss_1_reserved',
    ]);
    const [row] = listed.complete({
      'cascade-commercial:loss_1_type': 'Other',
      'cascade-commercial:loss_1_reserved': '$1,500',
    });
    expect(row!.values).toMatchObject({ 'Type of loss': 'Other', 'Amount reserved (USD)': '1500' });
  });

  it('reads a loss type from the words of its cause, "Other" when none fits', () => {
    expect(lossTypeOf('Slip and fall')).toBe('Bodily injury');
    expect(lossTypeOf('Kitchen fire')).toBe('Fire');
    expect(lossTypeOf('Hail storm')).toBe('Wind or hail');
    expect(lossTypeOf('Break-in, register stolen')).toBe('Theft or burglary');
    expect(lossTypeOf('Delivery van backed into a wall: damage')).toBe('Property damage');
    expect(lossTypeOf('Spoiled inventory')).toBe('Other');
  });
});
