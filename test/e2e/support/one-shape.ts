// Results in one shape across carriers: the lines beyond BOP, GL and WC for a run that asks every
// carrier, and the check that per line every carrier's `coverage` equals the others' and what was
// filed, field by field, while the carriers' own words (`coverage.asQuoted`) differ.
import { expect } from 'vitest';
import type { validCreateBody } from '../../fixtures/quote-request.ts';

type Body = ReturnType<typeof validCreateBody>;

/** Auto, umbrella and cyber data a store of `state` sends, with terms every carrier of the line offers. */
export function otherLines(state: string, garagingZip: string) {
  return {
    commercialAuto: {
      vehicles: [
        {
          vin: '1FTBR1C89MKA69532',
          year: 2021,
          make: 'Ford',
          model: 'Transit 250',
          garagingZip,
          use: 'commercial' as const,
          radius: 50,
          vehicleType: 'van' as const,
          costNew: 48_000,
          comprehensiveDeductible: 1000,
          collisionDeductible: 1000,
        },
      ],
      drivers: [
        {
          firstName: 'Luis',
          lastName: 'Ortega',
          dateOfBirth: '04/18/1988',
          licenseState: state,
          licenseNumber: '12345678',
          yearsLicensed: 18,
        },
      ],
      liabilityLimit: '1000000',
    },
    umbrella: {
      limit: 2_000_000,
      retention: 10_000,
      underlyingPolicies: [
        { line: 'gl' as const, limits: '1000000/2000000', carrier: 'Summit Mutual' },
        { line: 'auto' as const, limits: '1000000', carrier: 'Harbor Casualty' },
        { line: 'wc' as const, limits: '500000/500000/500000', carrier: 'Prairie Mutual' },
      ],
    },
    cyber: {
      aggregateLimit: 1_000_000,
      retention: 5000,
      recordsHeld: '<100k' as const,
      securityControls: { mfa: true, encryption: true, backups: true },
      acceptsPaymentCards: true,
      pciCompliant: true,
    },
  };
}

type Coverage = {
  limits: Record<string, number> | null;
  deductible: number | null;
  retention: number | null;
  asQuoted: { limits?: string; deductible?: string; retention?: string };
};
export type Quoted = { carrierId: string; lineOfBusiness: string; coverage: Coverage };
type Terms = Omit<Coverage, 'asQuoted'>;

const amounts = (limits: string) => limits.split('/').map(Number);

/** What the body asks per line, in the shape of `coverage`. */
function filedTerms(body: Body): Record<string, Terms> {
  const [perOccurrence, aggregate] = amounts(body.input.bopCoverageLimit!);
  const [glOccurrence, glAggregate] = amounts(body.generalLiability!.limits);
  const [eachAccident, diseasePolicyLimit, diseaseEachEmployee] = amounts(
    body.workersComp!.employersLiabilityLimit,
  );
  const auto = body.commercialAuto!;
  const umbrella = body.umbrella!;
  const cyber = body.cyber!;
  return {
    bop: { limits: { perOccurrence, aggregate }, deductible: Number(body.input.deductible), retention: null },
    // We carry no GL deductible: every playbook files the portal's "None".
    gl: { limits: { perOccurrence: glOccurrence, aggregate: glAggregate }, deductible: 0, retention: null },
    wc: {
      limits: { eachAccident, diseasePolicyLimit, diseaseEachEmployee },
      deductible: null,
      retention: null,
    },
    auto: {
      limits: { combinedSingleLimit: Number(auto.liabilityLimit) },
      deductible: auto.vehicles[0]!.collisionDeductible!,
      retention: null,
    },
    umbrella: {
      limits: { perOccurrence: umbrella.limit, aggregate: umbrella.limit },
      deductible: null,
      retention: umbrella.retention,
    },
    cyber: { limits: { aggregate: cyber.aggregateLimit }, deductible: null, retention: cyber.retention },
  } as Record<string, Terms>;
}

/**
 * Per line, every carrier's limits, deductible and retention equal each other's and what `body`
 * asked, field by field; every job quoted, and each line's words came in more than one dialect where
 * the line's portals write it differently.
 */
export function compareInOneShape(
  results: Quoted[],
  jobs: { carrierId: string; lineOfBusiness: string }[],
  body: Body,
  detail: string,
) {
  // Every job quoted: no carrier is left out of its line's comparison.
  const key = (r: { carrierId: string; lineOfBusiness: string }) => `${r.carrierId}:${r.lineOfBusiness}`;
  expect(results.map(key).sort(), detail).toEqual(jobs.map(key).sort());
  for (const [line, want] of Object.entries(filedTerms(body))) {
    const quoted = results.filter((r) => r.lineOfBusiness === line);
    expect(quoted.length, `${line}: ${detail}`).toBeGreaterThanOrEqual(2);
    for (const field of ['limits', 'deductible', 'retention'] as const) {
      const seen = Object.fromEntries(quoted.map((r) => [r.carrierId, r.coverage[field]]));
      expect(seen, `${line} ${field}`).toEqual(
        Object.fromEntries(quoted.map((r) => [r.carrierId, want[field]])),
      );
    }
  }
  const dialects = (line: string) =>
    new Set(results.filter((r) => r.lineOfBusiness === line).map((r) => JSON.stringify(r.coverage.asQuoted)));
  // Not wc nor cyber: their portals print the same words ("$500,000 / $500,000 / $500,000", "$1,000,000").
  for (const line of ['bop', 'gl', 'auto', 'umbrella'])
    expect(dialects(line).size, `${line}: ${[...dialects(line)].join(' | ')}`).toBeGreaterThan(1);
}
