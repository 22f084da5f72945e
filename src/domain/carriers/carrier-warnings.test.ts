import { describe, expect, it } from 'vitest';
import { completeCreateBody } from '../../../test/fixtures/complete-body.ts';
import { carrierCatalog } from '../../carrier-definitions/built-in.ts';
import type { Line } from '../lines.ts';
import { formatUsDate, usToday } from '../quote-request/dates.ts';
import type { CreateQuoteRequest } from '../quote-request/model/create-body.ts';
import { normalizeSubmission } from '../quote-request/normalize-submission.ts';
import { carrierWarnings } from './carrier-warnings.ts';

const now = new Date('2026-03-10T15:00:00Z');
const today = usToday(now);
const catalog = carrierCatalog((host) => `http://${host}.localhost`);
const carrier = (id: string) => catalog.find((c) => c.id === id)!;

const body = (overrides: Parameters<typeof completeCreateBody>[0] = {}) =>
  normalizeSubmission(completeCreateBody(overrides, now));
const warn = (carrierId: string, line: Line, s: CreateQuoteRequest) =>
  carrierWarnings(carrier(carrierId), line, s, today).map((w) => [w.field, w.message]);

describe('carrierWarnings', () => {
  it('has nothing to say of a complete submission the carrier takes as it is', () => {
    expect(warn('bluebonnet', 'bop', body())).toEqual([]);
    expect(warn('summit-mutual', 'gl', body())).toEqual([]);
  });

  it('names the FEIN Bluebonnet requires of every entity but a sole proprietor', () => {
    expect(warn('bluebonnet', 'bop', body({ input: { fein: undefined } }))).toEqual([
      [
        'input.fein',
        'Bluebonnet General requires Tax ID (FEIN) of every legal entity but sole_proprietorship; send input.fein, or the carrier will not quote',
      ],
    ]);
    const sole = body({ input: { fein: undefined, businessType: 'sole_proprietorship' } });
    expect(warn('bluebonnet', 'bop', sole)).toEqual([]);
  });

  it('tells of an effective date beyond the portal window the service still accepts', () => {
    const start = formatUsDate(today + 75);
    const [warning] = warn('harborline', 'gl', body({ input: { policyStartDate: start } }));
    expect(warning).toEqual([
      'input.policyStartDate',
      `Harborline Insurance quotes no more than 60 days ahead (${formatUsDate(today + 60)} at the latest); its portal will refuse this effective date`,
    ]);
  });

  it('lists the building facts a BOP portal will ask a person for', () => {
    const fields = warn('summit-mutual', 'bop', body({ businessOwners: undefined })).map(([f]) => f);
    expect(fields).toEqual([
      'businessOwners.constructionType',
      'businessOwners.yearBuilt',
      'businessOwners.squareFeet',
      'businessOwners.sprinklered',
      'businessOwners.occupiedPercent',
    ]);
  });

  it('accepts a GL class rated on another basis when the submission holds that exposure under another name', () => {
    // Harborline rates 41677 on gross sales: annualRevenue gives them.
    const consultants = { classCode: '41677', exposureBasis: 'payroll' as const, exposure: 650_000 };
    expect(warn('harborline', 'gl', body({ generalLiability: consultants }))).toEqual([]);
    // Summit rates 67635 (apartments) on units: nothing else in the submission counts them.
    const apartments = { classCode: '67635', exposureBasis: 'sales' as const, exposure: 900_000 };
    expect(warn('summit-mutual', 'gl', body({ generalLiability: apartments }))).toEqual([
      [
        'generalLiability.exposure',
        'Summit Mutual Insurance rates class 67635 on units; the submission gives gross sales and holds no units to send instead',
      ],
    ]);
  });

  it('names a GL or WC class the carrier does not write', () => {
    const gl = { classCode: '99999' };
    expect(warn('harborline', 'gl', body({ generalLiability: gl }))).toEqual([
      [
        'generalLiability.classCode',
        'Harborline Insurance does not write GL class 99999; its portal will refuse it',
      ],
    ]);
    const wc = {
      classCodes: [
        { state: 'IL', classCode: '8006', payroll: 860_000, employees: 26 },
        { state: 'IL', classCode: '8810', payroll: 90_000, employees: 2 },
      ],
    };
    expect(warn('pioneer-casualty', 'wc', body({ workersComp: wc }))).toEqual([
      [
        'workersComp.classCodes[0].classCode',
        'Pioneer Casualty Group does not write WC class 8006; its portal will refuse it',
      ],
    ]);
  });

  it('reads a class through the crosswalk and knows the states a class is not offered in', () => {
    const rows = (state: string, classCode: string) => ({
      classCodes: [{ state, classCode, payroll: 400_000, employees: 12 }],
    });
    expect(warn('harborline', 'wc', body({ workersComp: rows('TX', '9082') }))).toEqual([]);
    expect(warn('harborline', 'wc', body({ workersComp: rows('NJ', '9083') }))).toEqual([
      [
        'workersComp.classCodes[0].classCode',
        'Harborline Insurance does not write WC class 9083 in NJ; its portal will refuse it',
      ],
    ]);
  });

  it('says which options a portal offers, and whether it refuses or quotes the closest', () => {
    const s = body({ input: { deductible: '250', bopCoverageLimit: '1000000/3000000' } });
    expect(warn('summit-mutual', 'bop', s)).toEqual([
      [
        'input.bopCoverageLimit',
        'Summit Mutual Insurance offers Each Occurrence / Aggregate 300,000/600,000, 500,000/1,000,000, 1,000,000/2,000,000, 2,000,000/4,000,000 only, not 1,000,000/3,000,000; the job will not quote another value for it',
      ],
      [
        'input.deductible',
        'Summit Mutual Insurance offers Property Deductible 500, 1,000, 2,500, 5,000, 10,000 only, not 250; the job will not quote another value for it',
      ],
    ]);
    expect(warn('bluebonnet', 'bop', s).map(([, m]) => m!.split('; ')[1])).toEqual([
      'the quote will be for the closest it offers, and say so',
      'the quote will be for the closest it offers, and say so',
    ]);
  });

  it('tells of ranges: refusals and referrals', () => {
    const wc = { experienceMod: 1.62 };
    expect(warn('harborline', 'wc', body({ workersComp: wc }))).toEqual([
      [
        'workersComp.experienceMod',
        'Harborline Insurance: Experience modification factor 1.62 is above 1.5; it refers the submission to an underwriter',
      ],
    ]);
    const old = body({ businessOwners: { yearBuilt: 1940 } });
    expect(warn('summit-mutual', 'bop', old)).toEqual([
      [
        'businessOwners.yearBuilt',
        'Summit Mutual Insurance: Year Built 1940 is below 1950; it refers the submission to an underwriter',
      ],
    ]);
  });

  it('names the entity a portal has no equivalent for', () => {
    const trust = body({ input: { businessType: 'trust' } });
    expect(warn('bluebonnet', 'bop', trust)).toEqual([
      [
        'input.businessType',
        'Bluebonnet General has no legal entity for trust; a person will be asked to pick one of its own',
      ],
    ]);
  });

  it("checks an umbrella's underlying schedule against the portal's minimums", () => {
    const umbrella = {
      limit: 2_000_000,
      retention: 10_000,
      underlyingPolicies: [
        { line: 'gl' as const, limits: '1000000/1000000', carrier: 'Summit Mutual' },
        { line: 'auto' as const, limits: '500000', carrier: 'Harborline' },
      ],
    };
    const s = body({ linesRequested: ['umbrella'], umbrella });
    expect(warn('pioneer-casualty', 'umbrella', s)).toEqual([
      [
        'umbrella.underlyingPolicies',
        "Pioneer Casualty Group requires employers' liability (a wc policy) in the underlying schedule of an insured with employees",
      ],
      [
        'umbrella.underlyingPolicies[0].limits',
        'Pioneer Casualty Group requires underlying general liability limits of at least 1,000,000/2,000,000; its portal will refuse 1,000,000/1,000,000',
      ],
      [
        'umbrella.underlyingPolicies[1].limits',
        'Pioneer Casualty Group requires underlying auto limits of at least 1,000,000; its portal will refuse 500,000',
      ],
    ]);
    const noGl = body({
      linesRequested: ['umbrella'],
      umbrella: {
        ...umbrella,
        underlyingPolicies: [{ line: 'auto', limits: '1000000', carrier: 'Harborline' }],
      },
    });
    expect(warn('ironclad-specialty', 'umbrella', noGl)).toEqual([
      [
        'umbrella.underlyingPolicies',
        'Ironclad Specialty requires a general liability or businessowners policy in the underlying schedule; its portal will refuse the schedule',
      ],
    ]);
  });

  it('names a vehicle garaged outside the states a carrier writes auto in, and a driver too young', () => {
    const s = body({
      linesRequested: ['auto'],
      commercialAuto: {
        vehicles: [
          {
            vin: '1FTBR1C89MKA69532',
            year: 2021,
            make: 'Ford',
            model: 'Transit',
            garagingZip: '78701',
            use: 'service',
            radius: 50,
          },
          {
            vin: '1FTBR1C89MKA69533',
            year: 2021,
            make: 'Ford',
            model: 'Transit',
            garagingZip: '90210',
            use: 'service',
            radius: 50,
          },
        ],
        drivers: [
          {
            firstName: 'Ana',
            lastName: 'Ruiz',
            dateOfBirth: '05/01/2006',
            licenseState: 'TX',
            licenseNumber: '12345678',
            accidentsLastThreeYears: 0,
          },
        ],
        liabilityLimit: '1000000',
      },
    });
    expect(warn('bluebonnet', 'auto', s).map(([field]) => field)).toEqual([
      'commercialAuto.vehicles[1].garagingZip',
    ]);
    expect(warn('harborline', 'auto', s)).toEqual([
      [
        'commercialAuto.drivers[0].dateOfBirth',
        'Harborline Insurance declines a driver younger than 21 on the effective date',
      ],
      [
        'commercialAuto.vehicles[1].garagingZip',
        'Harborline Insurance writes vehicles garaged in AL, AZ, CO, FL, GA, IL, IN, KS, KY, MI, MN, MO, NC, NV, OH, OK, PA, SC, TN, TX, UT, VA, WI only, not CA; its portal will refuse this one',
      ],
    ]);
  });
});
