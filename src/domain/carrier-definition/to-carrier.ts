// A validated carrier definition → the catalog's `Carrier`: defaults and named lists resolved, the
// carrier's `lineDefaults` merged into each line, the portal resolved (a sandbox host through
// `sandboxPortalUrl`, as the catalog always did). Pure: the loader (src/carrier-definitions/) reads files.
import type { Carrier, LineAppetite } from '../carriers/catalog.ts';
import type { AskedField, GlClass, LineRequirements, OptionList, WcClass } from '../carriers/requirements.ts';
import type { Line } from '../lines.ts';
import { usStateCodes } from '../us-states.ts';
import { hasFlow } from './flow-problems.ts';
import { isKnownSubmissionPath } from './known-paths.ts';
import { namedAsked, namedValues } from './named-lists.ts';
import type { AppetiteDefinition, CarrierDefinition, RequirementsDefinition } from './schema.ts';

/** Which definition a carrier was built from: its id and the sha256 of the file's bytes (hex). */
export interface DefinitionRef {
  id: string;
  hash: string;
}

/** A semantic mistake of a definition the schema cannot see: where (JSON path) and what. */
export interface DefinitionProblem {
  path: string;
  message: string;
}

export const DEFAULT_MAX_DAYS_AHEAD = 60;

const appetiteRequired = ['naicsPrefixes', 'maxAnnualRevenue', 'maxEmployees'] as const;

/** The line's appetite and requirements with the carrier's `lineDefaults` under them. */
function merged(definition: CarrierDefinition, line: Line) {
  const own = definition.lines[line] ?? {};
  const defaults = definition.lineDefaults ?? {};
  return {
    appetite: { ...defaults.appetite, ...own.appetite } as AppetiteDefinition,
    requirements: { ...defaults.requirements, ...own.requirements } as RequirementsDefinition,
  };
}

const definedLines = (definition: CarrierDefinition) =>
  (Object.keys(definition.lines) as Line[]).filter((line) => definition.lines[line] !== undefined);

/**
 * What the schema cannot say of a definition it accepted: a line's appetite complete once defaults are
 * merged, one way of naming states (unknown paths: unknownPathProblems, checked valid or not).
 */
export function definitionProblems(definition: CarrierDefinition): DefinitionProblem[] {
  const problems: DefinitionProblem[] = [];
  for (const line of definedLines(definition)) {
    const { appetite } = merged(definition, line);
    for (const key of appetiteRequired) {
      if (appetite[key] === undefined) {
        problems.push({
          path: `/lines/${line}/appetite/${key}`,
          message: `must have ${key} (in the line or in lineDefaults)`,
        });
      }
    }
    if (appetite.states && appetite.statesExcept) {
      problems.push({
        path: `/lines/${line}/appetite`,
        message: 'must have states or statesExcept, not both',
      });
    }
  }
  return problems;
}

function requirementsOf(r: RequirementsDefinition): LineRequirements {
  const asked: AskedField[] = (r.asked ?? []).flatMap((a) => (typeof a === 'string' ? namedAsked[a] : [a]));
  const options: OptionList[] = (r.options ?? []).map((o) => ({
    ...o,
    values: typeof o.values === 'string' ? namedValues[o.values] : o.values,
  }));
  const out: LineRequirements = {
    maxDaysAhead: r.maxDaysAhead ?? DEFAULT_MAX_DAYS_AHEAD,
    requiredFields: r.requiredFields ?? [],
    asked,
    businessTypesAsked: r.businessTypesAsked ?? [],
    ranges: r.ranges ?? [],
    options,
  };
  const extra: Partial<LineRequirements> = {};
  if (r.glClasses) {
    extra.glClasses = Object.entries(r.glClasses)
      .flatMap(([basis, codes]) => (codes ?? []).map((code) => ({ code, basis }) as GlClass))
      .sort((a, b) => a.code.localeCompare(b.code));
  }
  if (r.wcClasses) {
    const notIn = r.wcClassesNotIn;
    extra.wcClasses = r.wcClasses.map(
      (c): WcClass => (typeof c === 'string' ? (notIn ? { code: c, notIn } : { code: c }) : c),
    );
  }
  if (r.wcCrosswalk) extra.wcCrosswalk = r.wcCrosswalk;
  if (r.glSalesAtMostRevenue !== undefined) extra.glSalesAtMostRevenue = r.glSalesAtMostRevenue;
  if (r.underlying) extra.underlying = r.underlying;
  if (r.garagingStates) extra.garagingStates = r.garagingStates;
  if (r.driverMinAge) extra.driverMinAge = r.driverMinAge;
  return { ...out, ...extra };
}

function appetiteOf(a: AppetiteDefinition, requirements: LineRequirements): LineAppetite {
  const states =
    a.states ?? (a.statesExcept ? usStateCodes.filter((s) => !a.statesExcept!.includes(s)) : undefined);
  return {
    ...(states ? { states } : {}),
    naicsPrefixes: a.naicsPrefixes ?? [],
    maxAnnualRevenue: a.maxAnnualRevenue ?? 0,
    maxEmployees: a.maxEmployees ?? 0,
    ...(a.stateNotes ? { stateNotes: a.stateNotes } : {}),
    requirements,
  };
}

/** The catalog entry of a definition that validated and has no problems (definitionProblems). */
export function carrierFromDefinition(
  definition: CarrierDefinition,
  hash: string,
  sandboxPortalUrl: (host: string) => string,
): Carrier {
  const lines: Carrier['lines'] = {};
  for (const line of definedLines(definition)) {
    const { appetite, requirements } = merged(definition, line);
    lines[line] = appetiteOf(appetite, requirementsOf(requirements));
  }
  const portal = definition.portal;
  return {
    id: definition.id,
    name: definition.name,
    portalUrl: 'origin' in portal ? portal.origin : sandboxPortalUrl(portal.sandbox),
    sandbox: definition.sandbox,
    lines,
    ...(definition.mfa?.emailSenders ? { mfaEmailSenders: definition.mfa.emailSenders } : {}),
    sessionTabs: definition.session?.tabs ?? 1,
    definition: { id: definition.id, hash },
    // The flow travels with the catalog entry the job took: its playbook is built from this very file.
    ...(hasFlow(definition) ? { flow: definition } : { unflowed: definition }),
  };
}

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/**
 * Every submission path a definition names, with where (required fields, asked, ranges, options): read
 * from the parsed value as it is, so the paths of a definition the schema refuses are checked too.
 */
export function submissionPaths(value: unknown): { path: string; field: string }[] {
  const root = asRecord(value);
  const places: [string, Record<string, unknown>][] = [
    ['/lineDefaults/requirements', asRecord(asRecord(root.lineDefaults).requirements)],
    ...Object.entries(asRecord(root.lines)).map(([line, def]): [string, Record<string, unknown>] => [
      `/lines/${line}/requirements`,
      asRecord(asRecord(def).requirements),
    ]),
  ];
  return places.flatMap(([at, r]) =>
    (['requiredFields', 'asked', 'ranges', 'options'] as const).flatMap((key) =>
      asList(r[key]).flatMap((item, i) => {
        const entry = asRecord(item);
        const found: { path: string; field: string }[] = [];
        if (typeof entry.field === 'string')
          found.push({ path: `${at}/${key}/${i}/field`, field: entry.field });
        const unless = asRecord(entry.notAskedWhen);
        if (typeof unless.field === 'string') {
          found.push({ path: `${at}/${key}/${i}/notAskedWhen/field`, field: unless.field });
        }
        return found;
      }),
    ),
  );
}

/** The paths of a parsed definition (valid or not) that name no field of the submission. */
export function unknownPathProblems(value: unknown): DefinitionProblem[] {
  return submissionPaths(value)
    .filter(({ field }) => !isKnownSubmissionPath(field))
    .map(({ path, field }) => ({ path, message: `names no field of the submission: ${field}` }));
}
