// Create-time warnings for the questions a portal asks that an optional field answers (`asked`): what
// the partner could have sent, said as the playbook uses it. That the lists match the playbooks is
// checked in src/agents/carriers/asked-fields.test.ts.
import { describe, expect, it } from 'vitest';
import { completeCreateBody } from '../../../test/fixtures/complete-body.ts';
import { carrierCatalog } from '../../carrier-definitions/built-in.ts';
import type { Line } from '../lines.ts';
import { usToday } from '../quote-request/dates.ts';
import type { CreateQuoteRequest } from '../quote-request/model/create-body.ts';
import { normalizeSubmission } from '../quote-request/normalize-submission.ts';
import { carrierWarnings } from './carrier-warnings.ts';

const now = new Date('2026-03-10T15:00:00Z');
const catalog = carrierCatalog((host) => `http://${host}.localhost`);
const body = (overrides: Parameters<typeof completeCreateBody>[0] = {}) =>
  normalizeSubmission(completeCreateBody(overrides, now));
const warn = (carrierId: string, line: Line, s: CreateQuoteRequest) =>
  carrierWarnings(catalog.find((c) => c.id === carrierId)!, line, s, usToday(now)).map((w) => [
    w.field,
    w.message,
  ]);
/** The fields warned about as asked of a person (other warnings, as a class not written, aside). */
const fields = (carrierId: string, line: Line, s: CreateQuoteRequest) =>
  warn(carrierId, line, s)
    .filter(([, message]) => message!.includes('a person will be asked'))
    .map(([field]) => field);

const cyber = (more: Partial<NonNullable<CreateQuoteRequest['cyber']>> = {}) => ({
  linesRequested: ['cyber' as const],
  cyber: {
    aggregateLimit: 1_000_000,
    retention: 5000,
    recordsHeld: '<100k' as const,
    securityControls: { mfa: true, encryption: true, backups: true },
    ...more,
  },
});

describe('warnings for what a person will be asked', () => {
  it("names every cyber control and history question Cascade asks, in the portal's words", () => {
    expect(warn('cascade-commercial', 'cyber', body(cyber()))).toEqual(
      [
        [
          'cyber.securityControls.endpointDetection',
          'Is endpoint detection and response (EDR) deployed on every endpoint?',
        ],
        [
          'cyber.securityControls.securityTraining',
          'Do employees complete security awareness training every year?',
        ],
        ['cyber.securityControls.incidentResponsePlan', 'Is there a written incident response plan?'],
        ['cyber.priorIncidents', 'Any cyber incidents, breaches or cyber claims in the past 5 years?'],
        ['cyber.acceptsPaymentCards', 'Does the business accept payment cards?'],
        ['cyber.pciCompliant', 'Is the business PCI DSS compliant?'],
      ].map(([field, label]) => [
        field,
        `Cascade Commercial asks for ${label}; without ${field} a person will be asked during the run`,
      ]),
    );
  });

  it('does not ask for PCI compliance of a business that takes no cards', () => {
    const none = cyber({ acceptsPaymentCards: false });
    expect(fields('cascade-commercial', 'cyber', body(none))).not.toContain('cyber.pciCompliant');
    expect(fields('cascade-commercial', 'cyber', body(none))).not.toContain('cyber.acceptsPaymentCards');
  });

  it('says which value answers a question a field answers only in part', () => {
    const s = body({ generalLiability: { claimsLastFiveYears: undefined } });
    expect(warn('ironclad-specialty', 'gl', s)).toEqual([
      [
        'generalLiability.claimsLastFiveYears',
        'Ironclad Specialty asks for Any general liability claims over $25,000 in the past 3 years?; send generalLiability.claimsLastFiveYears: 0 when there were none, or a person will be asked during the run',
      ],
    ]);
    // Claims there were: the body holds nothing more that could answer, so nothing is said.
    expect(warn('ironclad-specialty', 'gl', body({ generalLiability: { claimsLastFiveYears: 2 } }))).toEqual(
      [],
    );
    const tenants = body({ businessOwners: { occupiedPercent: undefined } });
    expect(warn('pioneer-casualty', 'bop', tenants)).toEqual([
      [
        'businessOwners.occupiedPercent',
        'Pioneer Casualty Group asks for Does the applicant lease any part of the premises to others?; send businessOwners.occupiedPercent: 100 when the insured occupies the whole building, or a person will be asked during the run',
      ],
    ]);
  });

  it("asks for a field of another line's object only when the submission carries that object", () => {
    const withGl = body({ generalLiability: { claimsLastFiveYears: undefined } });
    expect(fields('summit-mutual', 'bop', withGl)).toEqual(['generalLiability.claimsLastFiveYears']);
    const bopOnly = body({ linesRequested: ['bop'], generalLiability: undefined, workersComp: undefined });
    expect(fields('summit-mutual', 'bop', bopOnly)).toEqual([]);
  });

  it('names each driver whose accidents are not given', () => {
    const driver = (lastName: string, accidents?: number) => ({
      firstName: 'Ana',
      lastName,
      dateOfBirth: '05/01/1980',
      licenseState: 'TX',
      licenseNumber: '12345678',
      ...(accidents === undefined ? {} : { accidentsLastThreeYears: accidents }),
    });
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
        ],
        drivers: [driver('Ruiz', 0), driver('Ortega')],
        liabilityLimit: '1000000',
      },
    });
    expect(warn('harborline', 'auto', s)).toEqual([
      [
        'commercialAuto.drivers[1].accidentsLastThreeYears',
        'Harborline Insurance asks for How many at-fault accidents have the listed drivers had in the past 3 years?; without commercialAuto.drivers[1].accidentsLastThreeYears a person will be asked during the run',
      ],
    ]);
  });

  it('asks for an operations description long enough for the portal', () => {
    const short = body({ input: { industryDescription: 'Barbecue' } });
    expect(warn('ironclad-specialty', 'gl', short)).toEqual([
      [
        'input.industryDescription',
        "Ironclad Specialty asks for Describe the applicant's operations; without input.industryDescription of 20 characters or more a person will be asked during the run",
      ],
    ]);
  });

  it("does not ask Pioneer for the WC carrier the umbrella's schedule names", () => {
    const noPrior = { workersComp: { priorCarrier: undefined } };
    expect(fields('pioneer-casualty', 'wc', body(noPrior))).toEqual(['workersComp.priorCarrier']);
    const umbrella = {
      limit: 2_000_000,
      retention: 10_000,
      underlyingPolicies: [{ line: 'wc' as const, limits: '500000/500000/500000', carrier: 'Texas Mutual' }],
    };
    expect(fields('pioneer-casualty', 'wc', body({ ...noPrior, umbrella }))).toEqual([]);
  });
});
