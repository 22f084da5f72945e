// Ironclad Specialty's definition (carriers/ironclad-specialty.yaml) on the cases its playbook's mapping
// tests held: dates as Exchange takes them, never less cover nor a higher retention than asked, a pair
// of limits chosen by its first, no GL deductible; and which follow-up questions a person is asked.
import { describe, expect, it } from 'vitest';
import { askedOf } from '../domain/carrier-definition/asks.ts';
import type { FieldDefinition } from '../domain/carrier-definition/flow-schema.ts';
import { evaluate } from '../domain/carrier-definition/values.ts';
import { builtInCarrier } from './built-in.ts';

const flow = builtInCarrier('ironclad-specialty').flow!;
const field = (screen: string, label: string): FieldDefinition => {
  const found = flow.wizard.screens[screen]?.fields?.find((f) => f.label === label);
  if (!found) throw new Error(`no field ${label} on ${screen}`);
  return found;
};
const put = (screen: string, label: string, submission: Record<string, unknown>) =>
  evaluate(field(screen, label).value, { submission, job: { line: 'gl', id: 'job' }, today: '2026-02-01' });

describe('Ironclad Specialty definition: values', () => {
  it('writes our dates as Exchange takes them', () => {
    const at = (date: string) =>
      put('applicant', 'Policy inception (YYYY-MM-DD)', { input: { policyStartDate: date } });
    expect(at('03/01/2026')).toBe('2026-03-01');
  });

  it('never quotes less cover or a higher retention than asked', () => {
    const limit = (aggregateLimit: number) =>
      put('cyber-coverage', 'Aggregate limit', { cyber: { aggregateLimit } });
    expect(limit(2_000_000)).toBe('2000000');
    expect(limit(4_000_000)).toBe('5000000');
    expect(limit(500_000)).toBe('1000000');
    expect(limit(10_000_000)).toBe('5000000');
    const retention = (r: number) => put('cyber-coverage', 'Retention', { cyber: { retention: r } });
    expect(retention(7_500)).toBe('5000');
    expect(retention(0)).toBe('2500');
    expect(retention(100_000)).toBe('50000');
    const sir = (r: number) =>
      put('umbrella-coverage', 'Self-insured retention', { umbrella: { retention: r } });
    expect(sir(5_000)).toBe('0');
    expect(sir(30_000)).toBe('25000');
  });

  it('picks a pair of limits by its first, and files GL with no deductible', () => {
    const gl = {
      generalLiability: {
        classCode: '41677',
        exposureBasis: 'sales',
        exposure: 2_400_000,
        limits: '2000000/4000000',
      },
    };
    expect(put('gl-coverage', 'Limits (each occurrence / general aggregate)', gl)).toBe('2000000/4000000');
    const higher = { generalLiability: { ...gl.generalLiability, limits: '1500000/3000000' } };
    expect(put('gl-coverage', 'Limits (each occurrence / general aggregate)', higher)).toBe(
      '2000000/4000000',
    );
    expect(put('gl-coverage', 'Property damage deductible', gl)).toBe('None');
    expect(put('gl-coverage', 'Exposure basis', gl)).toBe('Gross sales');
  });
});

describe('Ironclad Specialty definition: questions', () => {
  const asked = (line: string, submission: Record<string, unknown>) =>
    askedOf(flow, line, submission).filter((a) => a.id.split(':').length < 3); // questions, not fields

  it('asks the follow-ups of what a person answers, not of what the submission says', () => {
    const cyber = (controls: Record<string, unknown>, more: Record<string, unknown> = {}) => ({
      cyber: {
        recordsHeld: '<100k',
        securityControls: { mfa: true, backups: true, encryption: true, ...controls },
        ...more,
      },
    });
    expect(asked('cyber', cyber({})).map((a) => a.id)).toEqual([
      'ironclad-specialty:remote_network_access',
      'ironclad-specialty:backup_procedure',
      'ironclad-specialty:edr_deployed',
      'ironclad-specialty:edr_product',
      'cyber.priorIncident',
      'ironclad-specialty:cyber_incident_details',
      'ironclad-specialty:pci_level',
    ]);
    const known = cyber(
      { endpointDetection: false, backups: false },
      { priorIncidents: false, acceptsPaymentCards: false },
    );
    expect(asked('cyber', known).map((a) => a.id)).toEqual(['ironclad-specialty:remote_network_access']);
  });

  it('answers subcontracting, claims, fleet and operations from the submission where it can', () => {
    const gl = {
      input: { industryDescription: 'Neighborhood grocery store with a deli counter' },
      generalLiability: { subcontractorCost: 0, claimsLastFiveYears: 0 },
    };
    expect(asked('gl', gl).map((a) => a.id)).toEqual([
      'products.ownLabel',
      'ironclad-specialty:private_label_products',
    ]);
    const umbrella = {
      input: { industryDescription: 'Grocery' },
      commercialAuto: { vehicles: [{}, {}] },
      umbrella: { underlyingPolicies: [] },
    };
    expect(asked('umbrella', umbrella).map((a) => a.id)).toEqual([
      'operations.hazardousMaterials',
      'ironclad-specialty:underlying_cancelled',
      'ironclad-specialty:underlying_cancellation_details',
      'operations.description',
    ]);
  });

  it('tells eligibility declines from underwriting ones', () => {
    const appetite = (message: string) =>
      (flow.extract.appetite ?? []).some((p) => new RegExp(p, 'i').test(message));
    expect(
      appetite('NAICS 722511 (Full-Service Restaurants) is outside the classes Ironclad Exchange writes.'),
    ).toBe(true);
    expect(appetite('Ironclad does not write umbrella over hazardous-materials exposures.')).toBe(false);
  });
});
