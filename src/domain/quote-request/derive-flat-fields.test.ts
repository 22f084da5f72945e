import { describe, expect, it } from 'vitest';
import { bakeryBody } from '../../../test/fixtures/bakery.ts';
import { fullLinesBody, validCreateBody } from '../../../test/fixtures/quote-request.ts';
import { usToday } from './dates.ts';
import { locationsOf, primaryLocation, withDerivedFields } from './derive-flat-fields.ts';
import { validateCreateQuoteRequest } from './validate-create.ts';

const now = new Date('2026-03-10T15:00:00Z');
const today = usToday(now);

/** The body as the API stores it: validated and in canonical form. */
function stored(body: unknown) {
  const result = validateCreateQuoteRequest(body, now);
  if (!result.ok) throw new Error(JSON.stringify(result.fieldErrors));
  return result.value;
}

describe('withDerivedFields', () => {
  it('leaves a v1 submission exactly as it was', () => {
    for (const body of [validCreateBody({}, now), fullLinesBody({}, now)]) {
      const submission = stored(body);
      expect(withDerivedFields(submission, today)).toEqual(submission);
    }
  });

  it('derives the claim counts from the loss rows and the loss-free years', () => {
    const body = bakeryBody(now);
    delete body.generalLiability!.claimsLastFiveYears;
    const derived = withDerivedFields(stored(body), today);
    expect(derived.generalLiability?.claimsLastFiveYears).toBe(1);
    expect(derived.workersComp?.claimsLastThreeYears).toBe(0);

    delete body.lossHistory;
    body.lossFreeYears = { gl: 5, wc: 2 };
    const fromYears = withDerivedFields(stored(body), today);
    expect(fromYears.generalLiability?.claimsLastFiveYears).toBe(0);
    // two loss-free years say nothing about the third
    expect(fromYears.workersComp?.claimsLastThreeYears).toBeUndefined();
  });

  it('keeps the counts a partner sent', () => {
    const derived = withDerivedFields(stored(bakeryBody(now)), today);
    expect(derived.generalLiability?.claimsLastFiveYears).toBe(1);
  });

  it("fills businessOwners from the primary location's first building, and the prior WC carrier", () => {
    const body = bakeryBody(now);
    delete body.businessOwners;
    body.locations!.reverse();
    const submission = stored(body);
    const derived = withDerivedFields(submission, today);
    expect(derived.businessOwners).toEqual({
      constructionType: 'masonry_non_combustible',
      yearBuilt: 1962,
      stories: 2,
      roofUpdatedYear: 2019,
      sprinklered: false,
      burglarAlarm: 'central_station',
      buildingValue: 640_000,
      squareFeet: 3200,
      buildingOwned: true,
    });
    expect(derived.workersComp?.priorCarrier).toBe('Texas Mutual');
    expect(submission.businessOwners).toBeUndefined();
  });
});

describe('locationsOf and primaryLocation', () => {
  it('make location "1" with building "1" of the flat form', () => {
    const submission = stored(validCreateBody({}, now));
    expect(locationsOf(submission)).toEqual([
      {
        id: '1',
        primary: true,
        streetAddress: '600 Congress Ave',
        city: 'Austin',
        state: 'TX',
        zipCode: '78701',
        areaOccupied: 4200,
        interest: 'leased',
        buildings: [{ id: '1', constructionType: 'joisted_masonry', yearBuilt: 1998, sprinklered: true }],
      },
    ]);
  });

  it('find the flagged primary location, whose address is the request address', () => {
    const body = bakeryBody(now);
    body.locations!.reverse();
    const submission = stored(body);
    const primary = primaryLocation(submission);
    expect(primary.id).toBe('main');
    expect([primary.streetAddress, primary.city, primary.state, primary.zipCode]).toEqual([
      submission.input.streetAddress,
      submission.input.city,
      submission.input.state,
      submission.input.zipCode,
    ]);
  });
});
