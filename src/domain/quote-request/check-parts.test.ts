import { describe, expect, it } from 'vitest';
import { bakeryBody } from '../../../test/fixtures/bakery.ts';
import { formatUsDate, usToday } from './dates.ts';
import { validateCreateQuoteRequest } from './validate-create.ts';

const now = new Date('2026-03-10T15:00:00Z');
const today = usToday(now);

/** The bakery with `change` applied, validated (schema and rules) as the API does. */
function errorsOf(change: (body: ReturnType<typeof bakeryBody>) => void) {
  const body = bakeryBody(now);
  change(body);
  const result = validateCreateQuoteRequest(body, now);
  return result.ok ? {} : result.fieldErrors;
}

describe('a full submission (locations, losses, prior insurance, owners, interests)', () => {
  it('accepts the two-location bakery', () => {
    expect(errorsOf(() => {})).toEqual({});
  });

  it('names a class code, an interest and a building under a location that does not exist', () => {
    expect(
      errorsOf((b) => {
        b.workersComp!.classCodes[1]!.locationId = 'boerne';
        b.generalLiability!.locationClassCodes![0]!.locationId = 'nowhere';
        b.additionalInterests![0]!.appliesTo = { locationId: 'main', buildingId: '7' };
        b.additionalInterests![1]!.appliesTo = { locationId: 'annex' };
      }),
    ).toEqual({
      'workersComp.classCodes[1].locationId': ['no location with id "boerne" in locations'],
      'generalLiability.locationClassCodes[0].locationId': ['no location with id "nowhere" in locations'],
      'additionalInterests[0].appliesTo.buildingId': ['no building with id "7" at location "main"'],
      'additionalInterests[1].appliesTo.locationId': ['no location with id "annex" in locations'],
    });
  });

  it('knows location "1" and building "1" without locations[]', () => {
    const errors = errorsOf((b) => {
      delete b.locations;
      delete b.generalLiability!.locationClassCodes;
      b.workersComp!.classCodes = [
        { state: 'TX', classCode: '2003', payroll: 250_000, employees: 8, locationId: '1' },
      ];
      b.additionalInterests = [
        { ...b.additionalInterests![0]!, appliesTo: { locationId: '1', buildingId: '1' } },
      ];
    });
    expect(errors).toEqual({});
  });

  it('refuses owners above 100 percent, naming the field', () => {
    expect(errorsOf((b) => (b.ownersOfficers![1]!.ownershipPercent = 45))).toEqual({
      ownersOfficers: ['ownership percentages add up to 105, more than 100'],
    });
    expect(errorsOf((b) => (b.ownersOfficers![0]!.ownershipPercent = 101))).toEqual({
      'ownersOfficers[0].ownershipPercent': ['must be at most 100'],
      ownersOfficers: ['ownership percentages add up to 141, more than 100'],
    });
  });

  it('asks an included owner for class code and pay, and ownersIncluded to agree', () => {
    expect(
      errorsOf((b) => {
        b.ownersOfficers![1]!.workersComp = 'included';
        b.workersComp!.ownersIncluded = false;
      }),
    ).toEqual({
      'ownersOfficers[1].classCode': ['is required when the person is included in workers compensation'],
      'ownersOfficers[1].annualPay': ['is required when the person is included in workers compensation'],
      'workersComp.ownersIncluded': ['is false but ownersOfficers includes someone in workers compensation'],
    });
  });

  it('refuses a loss in the future and one reported before it happened', () => {
    expect(
      errorsOf((b) => {
        b.lossHistory![0]!.dateOfLoss = formatUsDate(today + 3);
        b.lossHistory!.push({
          line: 'bop',
          dateOfLoss: formatUsDate(today - 900),
          dateReported: formatUsDate(today - 950),
        });
        b.lossFreeYears = { wc: 5 };
      }),
    ).toEqual({
      'lossHistory[0].dateOfLoss': ['must not be in the future'],
      'lossHistory[0].dateReported': ['must not be before dateOfLoss'],
      'lossHistory[1].dateReported': ['must not be before dateOfLoss'],
      // the future loss is not one of the last five years, so the count no longer agrees either
      'generalLiability.claimsLastFiveYears': ['is 1 but lossHistory lists 0 gl losses in the last 5 years'],
    });
  });

  it('refuses claim counts that contradict the rows or the loss-free years', () => {
    expect(
      errorsOf((b) => {
        b.generalLiability!.claimsLastFiveYears = 2;
        b.workersComp!.claimsLastThreeYears = 1;
      }),
    ).toEqual({
      'generalLiability.claimsLastFiveYears': ['is 2 but lossHistory lists 1 gl loss in the last 5 years'],
      'workersComp.claimsLastThreeYears': [
        'is 1 but lossHistory lists 0 wc losses in the last 3 years',
        'contradicts lossFreeYears.wc (no wc losses in the last 5 years)',
      ],
    });
    expect(errorsOf((b) => (b.lossFreeYears = { gl: 2 }))).toEqual({
      'lossHistory[0].dateOfLoss': ['is within the 2 years lossFreeYears.gl says were free of gl losses'],
      'lossFreeYears.gl': ['is within the 2 years lossFreeYears.gl says were free of gl losses'],
    });
  });

  it('names both fields of a conflict between the flat form and location 1', () => {
    expect(
      errorsOf((b) => {
        b.input.zipCode = '78028';
        b.input.city = 'Kerrville';
        b.businessOwners = { yearBuilt: 1970, buildingOwned: false, sprinklered: false };
      }),
    ).toEqual({
      'input.city': ['conflicts with locations[0].city ("Fredericksburg")'],
      'locations[0].city': ['conflicts with input.city ("Kerrville")'],
      'input.zipCode': ['conflicts with locations[0].zipCode ("78624")'],
      'locations[0].zipCode': ['conflicts with input.zipCode ("78028")'],
      'businessOwners.yearBuilt': ['conflicts with locations[0].buildings[0].yearBuilt (1962)'],
      'locations[0].buildings[0].yearBuilt': ['conflicts with businessOwners.yearBuilt (1970)'],
      'businessOwners.buildingOwned': ['conflicts with locations[0].interest ("owned")'],
      'locations[0].interest': ['conflicts with businessOwners.buildingOwned (false)'],
    });
  });

  it('checks ids, flags, addresses, years and employees of the locations', () => {
    const errors = errorsOf((b) => {
      const [main, kerrville] = b.locations!;
      b.locations!.push({
        ...kerrville!,
        id: 'main',
        primary: true,
        zipCode: '10001',
        fullTimeEmployees: 30,
      });
      main!.buildings![0]!.roofUpdatedYear = 1950;
      main!.buildings!.push({ ...main!.buildings![0]!, roofUpdatedYear: undefined, yearBuilt: 2099 });
    });
    expect(errors).toEqual({
      'locations[2].id': ['id "main" is used twice'],
      'locations[2].primary': ['only one location may be primary'],
      'locations[2].zipCode': ['ZIP code 10001 is in NY, not TX'],
      'locations[0].buildings[0].roofUpdatedYear': ['must not be before yearBuilt'],
      'locations[0].buildings[1].id': ['id "1" is used twice'],
      'locations[0].buildings[1].yearBuilt': ['must not be in the future'],
      locations: ["the locations' employees (46) exceed input.numberOfEmployees (14)"],
    });
  });

  it('asks why a prior policy was cut short and checks its dates', () => {
    expect(
      errorsOf((b) => {
        b.priorInsurance![0]!.ending = 'cancelled';
        b.priorInsurance![1]!.expirationDate = b.priorInsurance![1]!.effectiveDate;
      }),
    ).toEqual({
      'priorInsurance[0].reason': ['is required when the policy was non-renewed or cancelled'],
      'priorInsurance[1].expirationDate': ['must be after effectiveDate'],
    });
  });

  it('bounds every part', () => {
    const errors = errorsOf((b) => {
      b.ownersOfficers = Array.from({ length: 31 }, () => ({
        ...b.ownersOfficers![1]!,
        ownershipPercent: 1,
      }));
      b.locations![0]!.buildings![0]!.occupancy = 'x'.repeat(201);
      b.additionalInterests![0]!.zipCode = '10001';
    });
    expect(errors).toEqual({
      ownersOfficers: ['must have at most 30 items'],
      'locations[0].buildings[0].occupancy': ['must be at most 200 characters'],
      'additionalInterests[0].zipCode': ['ZIP code 10001 is in NY, not TX'],
      // thirty-one excluded owners: none included, yet the body says owners are
      'workersComp.ownersIncluded': [
        'is true but ownersOfficers excludes every owner and officer from workers compensation',
      ],
    });
  });
});
