// Reading a definition: the built-in seven validate, a definition with planted mistakes is refused with
// each one named (file, JSON path, message), and the hash is the sha256 of the file's bytes.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { transformNames, transformSchemas } from '../domain/carrier-definition/value-schema.ts';
import { builtInCarriersDir, builtInDefinitions, carrierCatalog } from './built-in.ts';
import { readDefinition, readDefinitionFile, readDefinitionsDir } from './read.ts';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../test/fixtures/carriers');

describe('reading carrier definitions', () => {
  it('reads the seven built-in definitions, each hashed by its bytes', () => {
    const { loaded, errors } = readDefinitionsDir(builtInCarriersDir);
    expect(errors).toEqual([]);
    expect(loaded.map((d) => d.id).sort()).toEqual([
      'bluebonnet',
      'cascade-commercial',
      'harborline',
      'ironclad-specialty',
      'larkspur-mutual',
      'pioneer-casualty',
      'summit-mutual',
    ]);
    for (const d of loaded) {
      expect(d.hash).toBe(createHash('sha256').update(readFileSync(d.file)).digest('hex'));
      expect(d.hash).toMatch(/^[0-9a-f]{64}$/);
    }
  });

  it('builds the catalog in list order, with session tabs and the definition named', () => {
    const catalog = carrierCatalog((host) => `http://${host}.localhost:9`);
    expect(catalog.map((c) => c.id)).toEqual([
      'summit-mutual',
      'harborline',
      'pioneer-casualty',
      'ironclad-specialty',
      'bluebonnet',
      'cascade-commercial',
      'larkspur-mutual',
    ]);
    const summit = catalog[0]!;
    expect(summit.portalUrl).toBe('http://summit.localhost:9');
    expect(summit.sessionTabs).toBe(3);
    const hash = builtInDefinitions().find((d) => d.id === 'summit-mutual')!.hash;
    expect(summit.definition).toEqual({ id: 'summit-mutual', hash });
    // Defaults resolved: the 60-day window, named lists expanded, line defaults merged.
    expect(summit.lines.bop?.requirements.maxDaysAhead).toBe(60);
    expect(summit.lines.umbrella?.maxAnnualRevenue).toBe(20_000_000);
    expect(summit.lines.gl?.maxAnnualRevenue).toBe(10_000_000);
    expect(summit.lines.bop?.requirements.asked.map((a) => a.field).slice(0, 4)).toEqual([
      'businessOwners.constructionType',
      'businessOwners.yearBuilt',
      'businessOwners.squareFeet',
      'businessOwners.sprinklered',
    ]);
  });

  it('refuses a definition with planted mistakes, naming each one', () => {
    const file = path.join(fixtures, 'planted-mistakes.yaml');
    const result = readDefinitionFile(file);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const named = result.errors.map((e) => `${e.path}: ${e.message}`);
    expect(named.sort()).toEqual([
      '/lines/boat: is not a known key',
      '/lines/gl/appetite/maxEmployees: must be integer',
      '/lines/gl/requirements/requiredFields/0/field: names no field of the submission: input.feinNumber',
      '/name: is required',
    ]);
    for (const e of result.errors) expect(e.file).toBe(file);
  });

  // One planted mistake per file of a small portal flow (test/fixtures/carriers/flow-*.yaml), each
  // refused at load with the mistake named where it is; the same file without it is clean.
  const FLOW_MISTAKES: Record<string, string> = {
    'flow-unknown-transform': `/wizard/screens/applicant/fields/0/value/titleCase: is not a transform of the value library (${transformNames.join(', ')})`,
    'flow-bad-argument': `/wizard/screens/applicant/fields/1/value/date: must match pattern "${(transformSchemas.date as { pattern?: string }).pattern}"`,
    'flow-unreachable-screen': '/wizard/screens/loss-history: is listed by no line: nothing leads to it',
    'flow-unknown-screen': '/wizard/lines/gl/1: names a screen not defined: location',
    'flow-undefined-page': '/signIn/code/page: names a page not defined under pages: verify',
    'flow-unknown-path':
      '/wizard/screens/applicant/fields/0/value: names no field of the submission: input.legalName',
  };

  it('reads the planted flows’ clean control', () => {
    const result = readDefinitionFile(path.join(fixtures, 'flow-clean.yaml'));
    expect(result.ok ? [] : result.errors).toEqual([]);
  });

  for (const [name, mistake] of Object.entries(FLOW_MISTAKES)) {
    it(`refuses a portal flow with one planted mistake: ${name}`, () => {
      const result = readDefinitionFile(path.join(fixtures, `${name}.yaml`));
      expect(result.ok ? [] : result.errors.map((e) => `${e.path}: ${e.message}`)).toEqual([mistake]);
    });
  }

  it('refuses a flow with only some of its sections, naming the missing ones', () => {
    const text = readFileSync(path.join(fixtures, 'flow-clean.yaml'), 'utf8').replace(
      /^extract:[\s\S]*$/m,
      '',
    );
    const result = readDefinition('flow-clean.yaml', new TextEncoder().encode(text));
    expect(result.ok ? [] : result.errors.map((e) => `${e.path}: ${e.message}`)).toEqual([
      '/extract: is required with pages, signedOut, signIn, submission, wizard (a portal flow has all its sections)',
    ]);
  });

  it('refuses submission paths that name no field, each with where it is', () => {
    const file = path.join(fixtures, 'planted-path.yaml');
    const result = readDefinitionFile(file);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((e) => `${e.path}: ${e.message}`)).toEqual([
      '/lines/gl/requirements/asked/0/field: names no field of the submission: generalLiability.claimCount',
      '/lines/gl/requirements/ranges/0/field: names no field of the submission: commercialAuto.vehicles[].colour',
    ]);
  });

  it('names the unknown field path of the planted file once its schema mistakes are fixed', () => {
    const text = readFileSync(path.join(fixtures, 'planted-mistakes.yaml'), 'utf8')
      .replace('id: planted-mistakes', 'id: planted-mistakes\nname: Planted')
      .replace('maxEmployees: ten', 'maxEmployees: 10')
      .replace(/ {2}boat:\n.*\n/, '');
    const result = readDefinition('planted-mistakes.yaml', new TextEncoder().encode(text));
    expect(result.ok ? [] : result.errors.map((e) => `${e.path}: ${e.message}`)).toEqual([
      '/lines/gl/requirements/requiredFields/0/field: names no field of the submission: input.feinNumber',
    ]);
  });

  it('names a YAML syntax error, a wrong option list and an id that is not the file name', () => {
    const bad = readDefinition('x.yaml', new TextEncoder().encode('id: [unclosed\n'));
    expect(bad.ok).toBe(false);
    const text = readFileSync(path.join(builtInCarriersDir, 'summit-mutual.yaml'), 'utf8')
      .replace('values: limits-300k-up', 'values: limits-900k-up')
      .replace('"5000", "10000"]', '"5000", "ten"]');
    const result = readDefinition('summit.yaml', new TextEncoder().encode(text));
    expect(result.ok ? [] : result.errors.map((e) => `${e.path}: ${e.message}`)).toEqual([
      expect.stringMatching(
        /^\/lines\/bop\/requirements\/options\/0\/values: must be an array, or "limits-300k-up"/,
      ),
      '/lines/bop/requirements/options/1/values/4: must match pattern "^[0-9]+(/[0-9]+)*$"',
      "/id: must be the file's name, summit",
    ]);
  });
});
