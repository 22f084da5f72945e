// What a carrier will refuse or ask of this submission on this line, told when the request is created
// (POST /v1/quotes `warnings`). Nothing is skipped for a warning: the job runs, and the portal decides.
// Pure: the catalog's requirements (requirements.ts) against the canonical submission.
import { partUse } from '../carrier-definition/part-use.ts';
import { type Line, lineObjectKeys } from '../lines.ts';
import { type DayNumber, formatUsDate, parseUsDate, yearsBetween } from '../quote-request/dates.ts';
import { withDerivedFields } from '../quote-request/derive-flat-fields.ts';
import type { CreateQuoteRequest } from '../quote-request/model/create-body.ts';
import type { Submission } from '../quote-request/model/submission.ts';
import { stateOfZip } from '../quote-request/reference-data.ts';
import type { Carrier } from './catalog.ts';
import { basisNames, glExposureOn } from './gl-exposure.ts';
import { checkOptions, checkRanges } from './requirement-values.ts';
import type { AskedField, LineRequirements } from './requirements.ts';
import { valueAt, valuesAt } from './submission-paths.ts';
import { checkUnderlying } from './underlying-warnings.ts';

export interface RequirementWarning {
  carrierId: string;
  line: Line;
  /** The submission's field, as in field errors (`input.fein`, `workersComp.classCodes[0].classCode`). */
  field: string;
  message: string;
}

type Found = { field: string; message: string };

export function carrierWarnings(
  carrier: Carrier,
  line: Line,
  submission: CreateQuoteRequest,
  today: DayNumber,
): RequirementWarning[] {
  const requirements = carrier.lines[line]?.requirements;
  if (!requirements) return [];
  const found: Found[] = [
    ...effectiveDate(carrier.name, requirements, submission, today),
    ...requiredFields(carrier.name, requirements, submission),
    ...askedFields(carrier, line, requirements, submission, today),
    ...checkRanges(carrier.name, requirements.ranges, submission),
    ...checkOptions(carrier.name, requirements.options, submission),
    ...glClass(carrier.name, requirements, submission),
    ...wcClasses(carrier.name, requirements, submission),
    ...drivers(carrier.name, requirements, submission),
    ...checkUnderlying(carrier.name, requirements.underlying, submission),
    ...garaging(carrier.name, requirements, submission),
  ];
  return found.map((f) => ({ carrierId: carrier.id, line, ...f }));
}

function effectiveDate(name: string, r: LineRequirements, s: CreateQuoteRequest, today: DayNumber): Found[] {
  const start = parseUsDate(s.input.policyStartDate);
  const latest = today + r.maxDaysAhead;
  if (!start.ok || start.day <= latest) return [];
  return [
    {
      field: 'input.policyStartDate',
      message: `${name} quotes no more than ${r.maxDaysAhead} days ahead (${formatUsDate(latest)} at the latest); its portal will refuse this effective date`,
    },
  ];
}

function requiredFields(name: string, r: LineRequirements, s: CreateQuoteRequest): Found[] {
  return r.requiredFields
    .filter((f) => !f.exceptBusinessTypes?.includes(s.input.businessType))
    .filter((f) => isBlank(valueAt(s, f.field)))
    .map((f) => ({
      field: f.field,
      message: `${name} requires ${f.label}${f.exceptBusinessTypes ? ` of every legal entity but ${f.exceptBusinessTypes.join(', ')}` : ''}; send ${f.field}, or the carrier will not quote`,
    }));
}

function askedFields(
  carrier: Carrier,
  line: Line,
  r: LineRequirements,
  s: CreateQuoteRequest,
  today: DayNumber,
): Found[] {
  const name = carrier.name;
  // A part's field no run of the carrier's flow asks is not warned of (part-use.ts).
  const derive = (d: Record<string, unknown>) =>
    withDerivedFields(d as unknown as Submission, today) as unknown as Record<string, unknown>;
  const asked = partUse(carrier.flow, line, s as unknown as Record<string, unknown>, derive);
  const found: Found[] = r.asked
    .filter((f) => !f.ownersOnly || s.businessOwners?.buildingOwned === true)
    .filter((f) => carried(f.field, line, s))
    .filter((f) => !f.notAskedWhen || !holds(s, f.notAskedWhen))
    .flatMap((f) =>
      valuesAt(s, f.field)
        .filter(({ value }) => isBlank(value) || (f.minLength !== undefined && tooShort(value, f.minLength)))
        .filter(({ path, value }) => !isBlank(value) || asked(path))
        .map(({ path }) => ({ field: path, message: askedMessage(name, f, path) })),
    );
  if (r.businessTypesAsked.includes(s.input.businessType)) {
    found.push({
      field: 'input.businessType',
      message: `${name} has no legal entity for ${s.input.businessType}; a person will be asked to pick one of its own`,
    });
  }
  return found;
}

/** A field of `input` or of the line's own object; another line's only when the submission carries it. */
function carried(field: string, line: Line, s: CreateQuoteRequest): boolean {
  const top = field.split('.')[0]!;
  return top === 'input' || top === lineObjectKeys[line] || valueAt(s, top) !== undefined;
}

const holds = (s: CreateQuoteRequest, when: NonNullable<AskedField['notAskedWhen']>) =>
  valuesAt(s, when.field).some(({ value }) => value === when.value);

function askedMessage(name: string, f: AskedField, path: string): string {
  const asks = `${name} asks for ${f.label}`;
  if (f.answersOnly)
    return `${asks}; send ${path}: ${f.answersOnly.value} ${f.answersOnly.when}, or a person will be asked during the run`;
  const least = f.minLength === undefined ? '' : ` of ${f.minLength} characters or more`;
  return `${asks}; without ${path}${least} a person will be asked during the run`;
}

const tooShort = (value: unknown, length: number) =>
  typeof value === 'string' && value.trim().length < length;

function glClass(name: string, r: LineRequirements, s: CreateQuoteRequest): Found[] {
  const gl = s.generalLiability;
  if (!gl) return [];
  if (r.glSalesAtMostRevenue && gl.exposureBasis === 'sales' && gl.exposure > s.input.annualRevenue) {
    return [
      {
        field: 'generalLiability.exposure',
        message: `${name} refuses gross sales above the annual revenue (input.annualRevenue)`,
      },
    ];
  }
  if (!r.glClasses) return [];
  const written = r.glClasses.find((c) => c.code === gl.classCode);
  if (!written) {
    return [
      {
        field: 'generalLiability.classCode',
        message: `${name} does not write GL class ${gl.classCode}; its portal will refuse it`,
      },
    ];
  }
  if (glExposureOn(s, written.basis)) return [];
  return [
    {
      field: 'generalLiability.exposure',
      message: `${name} rates class ${gl.classCode} on ${basisNames[written.basis]}; the submission gives ${basisNames[gl.exposureBasis]} and holds no ${basisNames[written.basis]} to send instead`,
    },
  ];
}

function wcClasses(name: string, r: LineRequirements, s: CreateQuoteRequest): Found[] {
  if (!r.wcClasses) return [];
  const classes = r.wcClasses;
  return (s.workersComp?.classCodes ?? []).flatMap((row, i) => {
    const code = r.wcCrosswalk?.[row.classCode] ?? row.classCode;
    const written = classes.find((c) => c.code === code);
    if (written && !written.notIn?.includes(row.state)) return [];
    const where = written ? ` in ${row.state}` : '';
    return [
      {
        field: `workersComp.classCodes[${i}].classCode`,
        message: `${name} does not write WC class ${row.classCode}${where}; its portal will refuse it`,
      },
    ];
  });
}

function drivers(name: string, r: LineRequirements, s: CreateQuoteRequest): Found[] {
  const rule = r.driverMinAge;
  const start = parseUsDate(s.input.policyStartDate);
  if (!rule || !start.ok) return [];
  return valuesAt(s, 'commercialAuto.drivers[].dateOfBirth').flatMap(({ path, value }) => {
    const birth = typeof value === 'string' ? parseUsDate(value) : undefined;
    if (!birth?.ok || yearsBetween(birth.day, start.day) >= rule.years) return [];
    const verb =
      rule.outcome === 'declined' ? 'declines' : rule.outcome === 'referred' ? 'refers' : 'refuses';
    return [
      { field: path, message: `${name} ${verb} a driver younger than ${rule.years} on the effective date` },
    ];
  });
}

function garaging(name: string, r: LineRequirements, s: CreateQuoteRequest): Found[] {
  const states = r.garagingStates;
  if (!states) return [];
  return (s.commercialAuto?.vehicles ?? []).flatMap((vehicle, i) => {
    const state = stateOfZip(vehicle.garagingZip);
    if (!state || states.includes(state)) return [];
    return [
      {
        field: `commercialAuto.vehicles[${i}].garagingZip`,
        message: `${name} writes vehicles garaged in ${states.join(', ')} only, not ${state}; its portal will refuse this one`,
      },
    ];
  });
}

const isBlank = (value: unknown) => value === undefined || value === null || value === '';
