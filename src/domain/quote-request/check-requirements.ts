// Requirement groups (product brief section 4): what is always required, what each requested line adds,
// and line objects sent for a line that is not requested.
import { isLine, type Line, lineIds, lineObjectKeys, lineObjectRequired } from '../lines.ts';
import { type CheckContext, checkRequired } from './field-rules.ts';
import { messages } from './messages.ts';
import { type JsonObject, objectAt, prop } from './read.ts';

export const requiredTopLevel = [
  'externalReference',
  'externalSource',
  'linesRequested',
  'carrierIds',
  'input',
];

export const alwaysRequiredInput = [
  'businessName',
  'businessType',
  'industryCode',
  'streetAddress',
  'city',
  'state',
  'zipCode',
  'yearEstablished',
  'annualRevenue',
  'numberOfEmployees',
  'policyStartDate',
  'contactName',
  'contactEmail',
  'contactPhone',
] as const;

/** `input` fields a line adds to the always-required group. */
export const inputRequiredByLine: Partial<Record<Line, readonly string[]>> = {
  bop: ['bopCoverageLimit', 'deductible', 'propertyValue'],
  wc: ['fein'],
};

// Free text that must hold more than white space (formatted fields have their own messages).
const freeText = [
  'externalReference',
  'externalSource',
  'businessName',
  'streetAddress',
  'city',
  'contactName',
];

/**
 * The known lines in `linesRequested`, or undefined when it is not an array: then nothing conditional
 * can be decided and those rules are skipped (the schema reports the array itself).
 */
export function requestedLines(body: JsonObject): Set<Line> | undefined {
  const lines = prop(body, 'linesRequested');
  return Array.isArray(lines) ? new Set(lines.filter(isLine)) : undefined;
}

export function checkRequirements(ctx: CheckContext, body: JsonObject): void {
  checkRequired(ctx, body, [], requiredTopLevel, freeText);
  const input = objectAt(body, 'input');
  if (input) checkRequired(ctx, input, ['input'], alwaysRequiredInput, freeText);

  const lines = requestedLines(body);
  if (!lines) return;
  for (const line of lineIds) {
    const key = lineObjectKeys[line];
    const supplied = prop(body, key) !== undefined;
    if (lines.has(line)) {
      const required = messages.requiredForLine(line);
      if (input) checkRequired(ctx, input, ['input'], inputRequiredByLine[line] ?? [], [], required);
      if (lineObjectRequired[line] && !supplied) ctx.report([key], required);
    } else if (supplied) {
      ctx.report([key], messages.onlyWhenRequested(line));
    }
  }
}
