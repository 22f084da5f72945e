// The carrier definition schema and what a definition becomes: defaults, named lists, line defaults,
// the portal, session tabs; what the schema refuses and what only the semantic checks see.
import { describe, expect, it } from 'vitest';
import { createAjv } from '../validation.ts';
import { isKnownSubmissionPath } from './known-paths.ts';
import { type CarrierDefinition, CarrierDefinitionSchema } from './schema.ts';
import { carrierFromDefinition, definitionProblems, unknownPathProblems } from './to-carrier.ts';

const validate = createAjv({ coerceTypes: false }).compile(CarrierDefinitionSchema);

const minimal = (): CarrierDefinition => ({
  id: 'acme-mutual',
  name: 'Acme Mutual',
  portal: { origin: 'https://portal.acme.example' },
  sandbox: false,
  lines: { gl: { appetite: { naicsPrefixes: ['44'], maxAnnualRevenue: 1_000_000, maxEmployees: 10 } } },
});

describe('the carrier definition schema', () => {
  it('accepts a minimal definition and gives it the shared defaults', () => {
    const definition = minimal();
    expect(validate(definition)).toBe(true);
    const carrier = carrierFromDefinition(definition, 'a'.repeat(64), () => 'unused');
    expect(carrier).toEqual({
      id: 'acme-mutual',
      name: 'Acme Mutual',
      portalUrl: 'https://portal.acme.example',
      sandbox: false,
      sessionTabs: 1,
      definition: { id: 'acme-mutual', hash: 'a'.repeat(64) },
      // No flow: a job on it is taught by hand (decision 0037).
      unflowed: definition,
      lines: {
        gl: {
          naicsPrefixes: ['44'],
          maxAnnualRevenue: 1_000_000,
          maxEmployees: 10,
          requirements: {
            maxDaysAhead: 60,
            requiredFields: [],
            asked: [],
            businessTypesAsked: [],
            ranges: [],
            options: [],
          },
        },
      },
    });
  });

  it('maps session tabs, a sandbox host, line defaults, named lists and classes by basis', () => {
    const definition: CarrierDefinition = {
      ...minimal(),
      portal: { sandbox: 'acme' },
      session: { tabs: 3 },
      mfa: { kinds: ['email'], emailSenders: ['codes@acme.example'] },
      lineDefaults: {
        appetite: { statesExcept: ['CA'], naicsPrefixes: ['44'], maxAnnualRevenue: 5, maxEmployees: 5 },
        requirements: { maxDaysAhead: 90, businessTypesAsked: ['other'] },
      },
      lines: {
        gl: {
          appetite: { maxEmployees: 7 },
          requirements: {
            asked: ['building-facts'],
            options: [
              {
                field: 'generalLiability.limits',
                label: 'Limits',
                values: 'limits-500k-up',
                otherwise: 'closest',
              },
            ],
            glClasses: { payroll: ['91111'], sales: ['10113'] },
          },
        },
        wc: {
          requirements: { wcClasses: ['8810', { code: '5645', notIn: ['NY'] }], wcClassesNotIn: ['OH'] },
        },
      },
    };
    expect(validate(definition)).toBe(true);
    const carrier = carrierFromDefinition(definition, 'b'.repeat(64), (host) => `http://${host}.localhost:1`);
    expect(carrier.portalUrl).toBe('http://acme.localhost:1');
    expect(carrier.sessionTabs).toBe(3);
    expect(carrier.mfaEmailSenders).toEqual(['codes@acme.example']);
    const gl = carrier.lines.gl!;
    expect(gl.states).toHaveLength(50);
    expect(gl.states).not.toContain('CA');
    expect(gl.maxEmployees).toBe(7);
    expect(gl.requirements.maxDaysAhead).toBe(90);
    expect(gl.requirements.businessTypesAsked).toEqual(['other']);
    expect(gl.requirements.asked.map((a) => a.field)).toEqual([
      'businessOwners.constructionType',
      'businessOwners.yearBuilt',
      'businessOwners.squareFeet',
      'businessOwners.sprinklered',
    ]);
    expect(gl.requirements.options[0]!.values).toEqual([
      '500000/1000000',
      '1000000/2000000',
      '2000000/4000000',
    ]);
    expect(gl.requirements.glClasses).toEqual([
      { code: '10113', basis: 'sales' },
      { code: '91111', basis: 'payroll' },
    ]);
    expect(carrier.lines.wc!.requirements.wcClasses).toEqual([
      { code: '8810', notIn: ['OH'] },
      { code: '5645', notIn: ['NY'] },
    ]);
  });

  it('refuses tabs below 1, an unknown key, an unknown line and a wrong type', () => {
    expect(validate({ ...minimal(), session: { tabs: 0 } })).toBe(false);
    expect(validate({ ...minimal(), sesion: { tabs: 2 } })).toBe(false);
    expect(validate({ ...minimal(), lines: { boat: {} } })).toBe(false);
    expect(validate({ ...minimal(), sandbox: 'yes' })).toBe(false);
    expect(validate({ ...minimal(), portal: { origin: 'https://a.example/path' } })).toBe(false);
  });

  it('sees what the schema cannot: an incomplete appetite, states named twice, unknown paths', () => {
    const definition: CarrierDefinition = {
      ...minimal(),
      lines: {
        gl: {
          appetite: { states: ['TX'], statesExcept: ['CA'], maxEmployees: 1 },
          requirements: {
            requiredFields: [{ field: 'input.fein', label: 'FEIN' }],
            asked: [{ field: 'x.y', label: 'X', notAskedWhen: { field: 'cyber.nope', value: true } }],
          },
        },
      },
    };
    expect(definitionProblems(definition)).toEqual([
      {
        path: '/lines/gl/appetite/naicsPrefixes',
        message: 'must have naicsPrefixes (in the line or in lineDefaults)',
      },
      {
        path: '/lines/gl/appetite/maxAnnualRevenue',
        message: 'must have maxAnnualRevenue (in the line or in lineDefaults)',
      },
      { path: '/lines/gl/appetite', message: 'must have states or statesExcept, not both' },
    ]);
    expect(unknownPathProblems(definition)).toEqual([
      { path: '/lines/gl/requirements/asked/0/field', message: 'names no field of the submission: x.y' },
      {
        path: '/lines/gl/requirements/asked/0/notAskedWhen/field',
        message: 'names no field of the submission: cyber.nope',
      },
    ]);
  });

  it('knows the submission paths of the quote-request model', () => {
    for (const known of [
      'input.fein',
      'workersComp.classCodes[].employees',
      'commercialAuto.drivers[].accidentsLastThreeYears',
      'umbrella.underlyingPolicies[].line',
      'cyber.securityControls.endpointDetection',
    ]) {
      expect(isKnownSubmissionPath(known), known).toBe(true);
    }
    for (const unknown of ['input.feinNumber', 'workersComp.classCodes.employees', 'boat.size', 'input']) {
      expect(isKnownSubmissionPath(unknown), unknown).toBe(unknown === 'input');
    }
  });
});
