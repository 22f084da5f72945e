// Bluebonnet's definition (carriers/bluebonnet.yaml) on the cases its playbook's mapping held: dates with
// dashes, limits never below and deductibles never above what was asked (a pair by its occurrence
// limit, a split auto limit by its per-accident part), the vehicles' highest deductible, radius bands,
// Total Insured Value with the building only when owned, no $0 payroll; and what a person is asked.
import { describe, expect, it } from 'vitest';
import { askedOf } from '../domain/carrier-definition/asks.ts';
import { evaluate } from '../domain/carrier-definition/values.ts';
import { builtInCarrier } from './built-in.ts';

const flow = builtInCarrier('bluebonnet').flow!;
const scope = (submission: Record<string, unknown>, item?: unknown) => ({
  submission,
  job: { line: 'bop', id: 'job' },
  today: '2026-02-01',
  item,
});
/** What goes in the screen's control `label` (the first field of that label whose `when` holds). */
const put = (screen: string, label: string, submission: Record<string, unknown>, item?: unknown) => {
  const s = flow.wizard.screens[screen]!;
  const rows = s.rows === undefined ? [] : [s.rows].flat().flatMap((r) => r.fields);
  const fields = [...(s.fields ?? []), ...rows].filter((f) => f.label === label);
  if (fields.length === 0) throw new Error(`no field ${label} on ${screen}`);
  const field = fields.find(
    (f) =>
      !f.when ||
      (f.when.equals === undefined
        ? true
        : evaluate(f.when.path, scope(submission)) === String(f.when.equals)),
  );
  return field && evaluate(field.value, scope(submission, item));
};

describe('Bluebonnet definition: values', () => {
  it('writes dates with dashes, limits as AgentDesk labels them', () => {
    expect(put('applicant', 'Policy Effective Date', { input: { policyStartDate: '06/01/2026' } })).toBe(
      '06-01-2026',
    );
    const bop = (bopCoverageLimit?: string, deductible?: string) => [
      put('bop-coverages', 'Liability Limits (Occurrence / Aggregate)', { input: { bopCoverageLimit } }),
      put('bop-coverages', 'Property Deductible', { input: { deductible } }),
    ];
    expect(bop()).toEqual(['$1,000,000 / $2,000,000', '$1,000']);
    expect(bop('500000/1000000', '2500')).toEqual(['$500,000 / $1,000,000', '$2,500']);
    expect(bop('750000/1500000', '3000')).toEqual(['$1,000,000 / $2,000,000', '$2,500']);
    expect(bop('5000000/10000000', '250')).toEqual(['$2,000,000 / $4,000,000', '$500']);
  });

  it('compares a split auto limit by its per-accident part, and takes the highest vehicle deductible', () => {
    const csl = (liabilityLimit: string) =>
      put('auto-coverages', 'Liability Limit (Combined Single Limit)', {
        commercialAuto: { liabilityLimit },
      });
    expect(csl('1000000')).toBe('$1,000,000 CSL');
    expect(csl('100000/300000/50000')).toBe('$300,000 CSL');
    expect(csl('400000')).toBe('$500,000 CSL');
    const damage = (vehicles: Record<string, number>[]) =>
      put('auto-coverages', 'Physical Damage Deductible (Comprehensive & Collision)', {
        commercialAuto: { vehicles },
      });
    expect(
      damage([{ collisionDeductible: 500 }, { collisionDeductible: 2500, comprehensiveDeductible: 100 }]),
    ).toBe('$2,500');
    expect(damage([{ comprehensiveDeductible: 1000 }])).toBe('$1,000');
    expect(damage([{}])).toBe('$1,000');
    expect(damage([{ collisionDeductible: 5000 }])).toBe('$2,500');
  });

  it('writes a vehicle by its bands and ISO uses, a driver by AgentDesk formats', () => {
    const vehicle = (item: Record<string, unknown>, label: string) => put('vehicles', label, {}, item);
    expect([50, 51, 200, 201, 500].map((radius) => vehicle({ radius }, 'Vehicle {n} Radius'))).toEqual([
      'Local (0-50 miles)',
      'Intermediate (51-200 miles)',
      'Intermediate (51-200 miles)',
      'Long distance (over 200 miles)',
      'Long distance (over 200 miles)',
    ]);
    expect(
      ['service', 'commercial', 'retail', 'pleasure', 'farm'].map((use) => vehicle({ use }, 'Use')),
    ).toEqual(['Service', 'Commercial', 'Retail', 'Service', 'Service']);
    expect(vehicle({ vin: '1gcwgaff4g1234567' }, 'VIN #')).toBe('1GCWGAFF4G1234567');
    expect(put('drivers', 'Driver {n} Date of Birth', {}, { dateOfBirth: '09/30/2002' })).toBe('09-30-2002');
    expect(put('drivers', 'Driver {n} License Number', {}, { licenseNumber: 'TX 1234 567' })).toBe(
      'TX1234567',
    );
  });

  it('adds the building to Total Insured Value only when owned, and leaves a $0 payroll blank', () => {
    const tiv = (businessOwners: Record<string, unknown>) =>
      put('property', 'Total Insured Value', { input: { propertyValue: 250_000 }, businessOwners });
    expect(tiv({ buildingOwned: true, buildingValue: 600_000 })).toBe('850000');
    expect(tiv({ buildingOwned: false, buildingValue: 600_000 })).toBe('250000');
    expect(put('operations', 'Annual Payroll', { input: { annualPayroll: 0 } })).toBeUndefined();
    expect(put('operations', 'Annual Payroll', { input: { annualPayroll: 410_000.4 } })).toBe('410000');
    expect(put('location', 'State', { input: { state: 'NM' } })).toBe('New Mexico');
  });
});

describe('Bluebonnet definition: questions', () => {
  const asked = (line: string, submission: Record<string, unknown>) =>
    askedOf(flow, line, submission, '2026-02-01')
      .map((a) => a.id)
      .filter((id) => id.split(':').length < 3); // questions, not fields

  it('asks what the submission cannot say: no entity for a trust, the roof only without its year', () => {
    const input = { businessType: 'trust', policyStartDate: '06/01/2026', industryDescription: 'Bakery' };
    const bop = {
      buildingOwned: false,
      constructionType: 'frame',
      yearBuilt: 1990,
      squareFeet: 2000,
      sprinklered: true,
    };
    expect(asked('bop', { input, businessOwners: { ...bop, roofUpdatedYear: 2018 } })).toEqual([
      'bluebonnet:legal_entity',
      'history.lossesPast3Years',
      'operations.alcoholSales',
      'bluebonnet:unrepaired_damage',
      'bluebonnet:other_operations',
    ]);
    expect(asked('bop', { input: { ...input, businessType: 'llc' }, businessOwners: bop })).toContain(
      'bluebonnet:roof_age',
    );
  });

  it('answers the driver question Yes from violation counts, never No', () => {
    const auto = (violations: number[]) => ({
      input: { businessType: 'llc' },
      commercialAuto: { drivers: violations.map((v) => ({ violationsLastThreeYears: v })) },
    });
    expect(asked('auto', auto([1, 3]))).not.toContain('bluebonnet:driver_violations');
    expect(asked('auto', auto([0, 2]))).toContain('bluebonnet:driver_violations');
  });
});
