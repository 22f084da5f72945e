import { describe, expect, it } from 'vitest';
import { bakeryBody } from '../../../../test/fixtures/bakery.ts';
import { formatUsDate, usToday } from '../../../domain/quote-request/dates.ts';
import type { Submission } from '../../../domain/quote-request/model/submission.ts';
import { lossRows, lossTypeOf, officerRows } from './parts.ts';

const now = new Date('2026-11-20T15:00:00Z');
const bakery = () => bakeryBody(now) as Submission;
const same = (code: string) => code;

describe('officerRows', () => {
  it("gives each owner's columns, an included one's class (crosswalked) and payroll, an excluded one's none", () => {
    const rows = officerRows(bakery(), (code) => (code === '2003' ? '2003X' : code))!;
    expect(rows.questions).toEqual([]);
    expect(rows.complete({})).toEqual([
      {
        Name: 'Ana Reyes',
        Title: 'President',
        'Ownership %': '60',
        Coverage: 'Included',
        'Class code': '2003X',
        'Annual payroll': '62000',
      },
      { Name: 'Tomas Reyes', Title: 'Secretary', 'Ownership %': '40', Coverage: 'Excluded' },
    ]);
  });

  it('asks a missing title by its owner, and is undefined without owners', () => {
    const sub = bakery();
    delete sub.ownersOfficers![1]!.title;
    const rows = officerRows(sub, same)!;
    expect(rows.questions).toEqual([
      {
        id: 'harborline:owner_2_title',
        text: 'Owner 2 (Tomas Reyes): Title',
        type: 'text',
        hint: 'Harborline asks the title of every owner or officer (President, Member, …).',
      },
    ]);
    expect(rows.complete({ 'harborline:owner_2_title': ' Treasurer ' })[1]!.Title).toBe('Treasurer');
    expect(officerRows({ ...sub, ownersOfficers: undefined }, same)).toBeUndefined();
    expect(officerRows({ ...sub, ownersOfficers: [] }, same)).toBeUndefined();
  });
});

describe('lossRows', () => {
  const day = (daysAgo: number) => formatUsDate(usToday(now) - daysAgo);

  it("lists the GL losses of Harborline's 5 years, not other lines' or older ones", () => {
    const sub = bakery();
    const gl = sub.lossHistory![0]!;
    sub.lossHistory!.push(
      { ...gl, dateOfLoss: day(6 * 365) },
      { ...gl, line: 'wc', dateOfLoss: day(30) },
      { ...gl, dateOfLoss: day(40), cause: 'Water from a burst pipe', amountReserved: 5000, status: 'open' },
    );
    const rows = lossRows(sub, now)!;
    expect(rows.questions).toEqual([]);
    expect(rows.complete({})).toEqual([
      {
        'Date of loss': `${gl.dateOfLoss.slice(6)}-${gl.dateOfLoss.slice(0, 2)}-${gl.dateOfLoss.slice(3, 5)}`,
        'Type of loss': 'Bodily injury',
        'Amount paid': '8200',
        'Amount reserved': '0',
        Status: 'Closed',
      },
      expect.objectContaining({
        'Type of loss': 'Property damage',
        'Amount reserved': '5000',
        Status: 'Open',
      }),
    ]);
    expect(lossRows({ ...sub, lossHistory: undefined }, now)).toBeUndefined();
  });

  it('asks what a row lacks by its place, the amounts read as digits', () => {
    const sub = bakery();
    const loss = sub.lossHistory![0]!;
    delete loss.cause;
    delete loss.amountReserved;
    const rows = lossRows(sub, now)!;
    const where = `Loss of ${loss.dateOfLoss} (Customer slipped on a wet floor at the counter.)`;
    expect(rows.questions.map((q) => [q.id, q.text])).toEqual([
      ['harborline:loss_1_type', `${where}: Type of loss`],
      ['harborline:loss_1_reserved', `${where}: Amount reserved`],
    ]);
    const [row] = rows.complete({
      'harborline:loss_1_type': 'Other',
      'harborline:loss_1_reserved': '$1,500',
    });
    expect(row).toMatchObject({ 'Type of loss': 'Other', 'Amount reserved': '1500' });
  });

  it('reads a type from the words of a cause', () => {
    expect(lossTypeOf('Customer slipped and fell')).toBe('Bodily injury');
    expect(lossTypeOf('Defective product recalled')).toBe('Products-completed operations');
    expect(lossTypeOf('Advertising injury claim')).toBe('Personal and advertising injury');
    expect(lossTypeOf('Water damage to a neighbour')).toBe('Property damage');
    expect(lossTypeOf('Something else')).toBe('Other');
  });
});
