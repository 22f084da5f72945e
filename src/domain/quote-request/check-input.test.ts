import { describe, expect, it } from 'vitest';
import { type BodyOverrides, validCreateBody } from '../../../test/fixtures/quote-request.ts';
import { checkSubmission } from './check-submission.ts';

// 15:00 UTC is 05:00 in Hawaii: "today" is 03/10/2026 everywhere in the US
const now = new Date('2026-03-10T15:00:00Z');
const check = (input: BodyOverrides['input']) => checkSubmission(validCreateBody({ input }, now), now);

describe('checkSubmission: input', () => {
  it('accepts the fixture body', () => {
    expect(checkSubmission(validCreateBody({}, now), now)).toEqual({});
  });

  describe('ZIP code and state', () => {
    it('reports a ZIP code in another state, naming both', () => {
      expect(check({ zipCode: '10001', state: 'NJ' })).toEqual({
        'input.zipCode': ['ZIP code 10001 is in NY, not NJ'],
      });
    });

    it.each(['00000', '99999', '7870', '787011', 'ABCDE', '78701-1234'])('rejects ZIP %s', (zipCode) => {
      expect(check({ zipCode })).toEqual({ 'input.zipCode': ['a valid ZIP code is required (form 12345)'] });
    });

    it.each(['ZZ', 'PR', 'GU', 'Texas', 'T', ''])('rejects state %j', (state) => {
      // an invalid state cannot be compared with the ZIP code, so only the state is reported
      expect(check({ state })).toEqual({ 'input.state': ['must be a two-letter US state code'] });
    });

    it('accepts DC and a lower-case state code', () => {
      expect(check({ state: 'dc', zipCode: '20500' })).toEqual({});
      expect(check({ state: 'tx' })).toEqual({});
    });
  });

  describe('phones', () => {
    it.each([
      '5125550142',
      '(512) 555-0142',
      '512.555.0142',
      '512-555-0142',
      '+1 512 555 0142',
      '1-512-555-0142',
    ])('accepts %s', (contactPhone) => {
      expect(check({ contactPhone, agentContactPhone: contactPhone })).toEqual({});
    });

    it.each(['555-1234', '512-555-01423', '(512) 555-014', 'call me', '512 555 O142', '2-512-555-0142', ''])(
      'rejects %j on both phones',
      (phone) => {
        expect(check({ contactPhone: phone, agentContactPhone: phone })).toEqual({
          'input.contactPhone': ['phone must be 10 digits'],
          'input.agentContactPhone': ['phone must be 10 digits'],
        });
      },
    );
  });

  it.each(['741234567', '74-123456', '7-41234567', 'AB-CDEFGHI', '74 1234567'])('rejects FEIN %s', (fein) => {
    expect(check({ fein })).toEqual({ 'input.fein': ['must be a FEIN in the form 12-3456789'] });
  });

  describe('NAICS', () => {
    it('rejects a well-formed code that is not a national industry', () => {
      expect(check({ industryCode: '999999' })).toEqual({
        'input.industryCode': ['999999 is not a known 6-digit NAICS industry code'],
      });
    });

    it.each(['72251', '72', '7225110', 'abcdef'])('rejects the malformed code %s', (industryCode) => {
      expect(check({ industryCode })).toEqual({ 'input.industryCode': ['must be a 6-digit NAICS code'] });
    });

    it('accepts another real national industry', () => {
      expect(check({ industryCode: '238220' })).toEqual({});
    });
  });

  describe('policy dates', () => {
    it('accepts a start today and one exactly 90 days ahead', () => {
      expect(check({ policyStartDate: '03/10/2026', policyExpirationDate: '03/10/2027' })).toEqual({});
      expect(check({ policyStartDate: '06/08/2026', policyExpirationDate: '06/08/2027' })).toEqual({});
    });

    it('rejects a start in the past, naming today', () => {
      expect(check({ policyStartDate: '03/09/2026' })).toEqual({
        'input.policyStartDate': ['must not be in the past (today is 03/10/2026)'],
      });
    });

    it('takes today in Hawaii: at 02:00 UTC on the 11th it is still the 10th there', () => {
      const late = new Date('2026-03-11T02:00:00Z');
      const body = validCreateBody({ input: { policyStartDate: '03/10/2026' } }, late);
      expect(checkSubmission(body, late)).toEqual({});
    });

    it('rejects a start more than 90 days ahead', () => {
      expect(check({ policyStartDate: '06/09/2026', policyExpirationDate: '06/09/2027' })).toEqual({
        'input.policyStartDate': ['must be at most 90 days ahead (06/08/2026 at the latest)'],
      });
    });

    it.each(['02/29/2026', '02/30/2026', '04/31/2026', '13/01/2026', '00/10/2026', '03/00/2026'])(
      'rejects %s as not a real date',
      (date) => {
        expect(check({ policyStartDate: date })).toEqual({
          'input.policyStartDate': [`${date} is not a real calendar date`],
        });
      },
    );

    it.each(['2026-03-20', '3/20/2026', '03-20-2026', 'March 20'])('rejects the format %s', (date) => {
      expect(check({ policyStartDate: date })).toEqual({
        'input.policyStartDate': ['must be a date in the form MM/DD/YYYY'],
      });
    });

    it('requires the expiration after the start', () => {
      const start = '03/20/2026';
      for (const end of ['03/20/2026', '03/19/2026']) {
        expect(check({ policyStartDate: start, policyExpirationDate: end })).toEqual({
          'input.policyExpirationDate': ['must be after policyStartDate'],
        });
      }
    });

    it('checks an expiration date on its own when the start is unusable', () => {
      expect(check({ policyStartDate: 'soon', policyExpirationDate: '02/30/2027' })).toEqual({
        'input.policyStartDate': ['must be a date in the form MM/DD/YYYY'],
        'input.policyExpirationDate': ['02/30/2027 is not a real calendar date'],
      });
    });
  });

  describe('employees and age of the business', () => {
    it('requires full-time plus part-time to equal the total', () => {
      expect(check({ numberOfEmployees: 30 })).toEqual({
        'input.numberOfEmployees': ['must equal fullTimeEmployees + partTimeEmployees (18 + 10 = 28)'],
      });
    });

    it('with one count given, keeps it within the total', () => {
      expect(check({ partTimeEmployees: undefined, fullTimeEmployees: 29 })).toEqual({
        'input.fullTimeEmployees': ['must not exceed numberOfEmployees'],
      });
      expect(check({ partTimeEmployees: undefined, fullTimeEmployees: 20 })).toEqual({});
    });

    it('rejects a business established in the future or before 1801', () => {
      expect(check({ yearEstablished: 2027 })).toEqual({
        'input.yearEstablished': ['must not be in the future'],
      });
      expect(check({ yearEstablished: 1800 })).toEqual({
        'input.yearEstablished': ['must be greater than 1800'],
      });
      expect(check({ yearEstablished: 2026 })).toEqual({});
    });
  });

  describe('BOP limits', () => {
    it('rejects a malformed coverage limit and an aggregate below the occurrence limit', () => {
      expect(check({ bopCoverageLimit: '1000000' })).toEqual({
        'input.bopCoverageLimit': [
          'must be per-occurrence/aggregate dollar amounts, for example 1000000/2000000',
        ],
      });
      expect(check({ bopCoverageLimit: '2000000/1000000' })).toEqual({
        'input.bopCoverageLimit': ['aggregate must be at least the per-occurrence limit'],
      });
    });

    it('rejects a deductible that is not digits', () => {
      expect(check({ deductible: '$2,500' })).toEqual({
        'input.deductible': ['must be a whole dollar amount in digits, for example 1000'],
      });
    });
  });
});
