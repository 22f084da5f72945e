import { describe, expect, it } from 'vitest';
import { type BodyOverrides, filedFor, validCreateBody } from '../../../../test/fixtures/quote-request.ts';
import type { Line } from '../../../domain/lines.ts';
import { fullTimeSplit, glForm, wcForm } from './mapping.ts';

const submission = <L extends Line>(line: L, overrides: BodyOverrides) =>
  filedFor(line, validCreateBody(overrides));

describe('Harborline GL exposure', () => {
  it('sends gross sales from annualRevenue for a class it rates on sales when the submission gives payroll', () => {
    const form = glForm(
      submission('gl', {
        input: { annualRevenue: 850_000 },
        generalLiability: { classCode: '41677', exposureBasis: 'payroll', exposure: 650_000 },
      }),
    );
    expect(form.basis).toBe('Gross sales');
    expect(form.fields[1]).toEqual({ label: 'Exposure', value: '850,000' });
  });

  it('sends payroll from annualPayroll for a payroll class given on sales', () => {
    const form = glForm(
      submission('gl', {
        input: { annualPayroll: 410_000 },
        generalLiability: { classCode: '98483', exposureBasis: 'sales', exposure: 1_200_000 },
      }),
    );
    expect(form.basis).toBe('Payroll');
    expect(form.fields[1]).toEqual({ label: 'Exposure', value: '410,000' });
  });

  it('sends the exposure as given on its own basis, and for a class it does not list', () => {
    const same = glForm(
      submission('gl', {
        generalLiability: { classCode: '18501', exposureBasis: 'sales', exposure: 2_400_000 },
      }),
    );
    expect(same.fields[1]).toEqual({ label: 'Exposure', value: '2,400,000' });
    const unlisted = glForm(
      submission('gl', {
        generalLiability: { classCode: '16910', exposureBasis: 'sales', exposure: 1_000_000 },
      }),
    );
    expect(unlisted.basis).toBe('Gross sales');
    expect(unlisted.fields[1]).toEqual({ label: 'Exposure', value: '1,000,000' });
  });
});

describe('Harborline WC full-time / part-time split', () => {
  it('splits the rows by the business counts when they add up, full-time first', () => {
    expect(
      fullTimeSplit([10, 6], { numberOfEmployees: 16, fullTimeEmployees: 12, partTimeEmployees: 4 }),
    ).toEqual([
      { fullTime: 10, partTime: 0 },
      { fullTime: 2, partTime: 4 },
    ]);
    expect(fullTimeSplit([8], { numberOfEmployees: 8, partTimeEmployees: 3 })).toEqual([
      { fullTime: 5, partTime: 3 },
    ]);
  });

  it('puts every row full-time without counts, or when the rows count other employees', () => {
    expect(fullTimeSplit([5], { numberOfEmployees: 5 })).toEqual([{ fullTime: 5, partTime: 0 }]);
    expect(
      fullTimeSplit([5], { numberOfEmployees: 28, fullTimeEmployees: 18, partTimeEmployees: 10 }),
    ).toEqual([{ fullTime: 5, partTime: 0 }]);
  });

  it('fills the rows of the form with the split', () => {
    const form = wcForm(
      submission('wc', {
        input: { numberOfEmployees: 9, fullTimeEmployees: 7, partTimeEmployees: 2 },
        workersComp: { classCodes: [{ state: 'TX', classCode: '8810', payroll: 300_000, employees: 9 }] },
      }),
    );
    expect(form.rows[0]).toMatchObject({ fullTime: '7', partTime: '2' });
  });
});
