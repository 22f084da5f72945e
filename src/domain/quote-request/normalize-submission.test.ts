import { describe, expect, it } from 'vitest';
import { fullLinesBody, validCreateBody } from '../../../test/fixtures/quote-request.ts';
import { normalizeSubmission } from './normalize-submission.ts';

const now = new Date('2026-03-10T15:00:00Z');

describe('normalizeSubmission', () => {
  it('keeps phone digits only', () => {
    const out = normalizeSubmission(
      validCreateBody(
        { input: { contactPhone: '(512) 555-0142', agentContactPhone: '+1 512.555.0199' } },
        now,
      ),
    );
    expect(out.input.contactPhone).toBe('5125550142');
    expect(out.input.agentContactPhone).toBe('5125550199');
  });

  it('defaults the expiration to one year after the start', () => {
    const out = normalizeSubmission(
      validCreateBody({ input: { policyStartDate: '03/20/2026', policyExpirationDate: undefined } }, now),
    );
    expect(out.input.policyExpirationDate).toBe('03/20/2027');
  });

  it('keeps a given expiration', () => {
    const out = normalizeSubmission(
      validCreateBody({ input: { policyStartDate: '03/20/2026', policyExpirationDate: '09/20/2026' } }, now),
    );
    expect(out.input.policyExpirationDate).toBe('09/20/2026');
  });

  it('trims strings everywhere and upper-cases codes, leaving the original alone', () => {
    const body = fullLinesBody({ input: { businessName: '  Lone Star Smokehouse LLC ', state: 'tx' } }, now);
    body.workersComp!.classCodes[0]!.state = 'tx';
    body.commercialAuto!.vehicles[0]!.vin = ' 1ftbr1c89mka69532';
    body.commercialAuto!.drivers[0]!.licenseState = 'tx';
    body.umbrella!.underlyingPolicies[0]!.carrier = 'Summit Mutual\n';
    const out = normalizeSubmission(body);
    expect(out.input.businessName).toBe('Lone Star Smokehouse LLC');
    expect(out.input.state).toBe('TX');
    expect(out.workersComp!.classCodes[0]!.state).toBe('TX');
    expect(out.commercialAuto!.vehicles[0]!.vin).toBe('1FTBR1C89MKA69532');
    expect(out.commercialAuto!.drivers[0]!.licenseState).toBe('TX');
    expect(out.umbrella!.underlyingPolicies[0]!.carrier).toBe('Summit Mutual');
    expect(body.input.businessName).toBe('  Lone Star Smokehouse LLC ');
  });
});
