// Single-field rules shared by the semantic checks. Each reports under `path` and returns the usable
// value (or undefined), so cross-field rules run only on values that passed; a value of the wrong type
// is skipped silently because the schema already reports it.

import type { PathSegment } from '../field-errors-builder.ts';
import { fieldMessages } from '../field-messages.ts';
import { isUsStateCode } from '../us-states.ts';
import { type DayNumber, parseUsDate } from './dates.ts';
import { type FormatName, matchesFormat } from './formats.ts';
import { messages } from './messages.ts';
import { phoneDigits } from './phone.ts';
import { type JsonObject, prop } from './read.ts';
import { stateOfZip } from './reference-data.ts';

export type Path = readonly PathSegment[];

export interface CheckContext {
  /** Today's calendar date for the policy and age rules (see dates.ts, usToday). */
  readonly today: DayNumber;
  report(path: Path, message: string): void;
}

/**
 * Absent keys are "is required" (or `required`, which says why for a conditional requirement); keys in
 * `text` must also hold more than white space.
 */
export function checkRequired(
  ctx: CheckContext,
  object: JsonObject,
  path: Path,
  keys: readonly string[],
  text: readonly string[] = [],
  required: string = fieldMessages.required,
): void {
  for (const key of keys) {
    const value = prop(object, key);
    if (value === undefined) ctx.report([...path, key], required);
    else if (text.includes(key) && typeof value === 'string' && value.trim() === '') {
      ctx.report([...path, key], fieldMessages.notEmpty);
    }
  }
}

type MessageFormat = FormatName & keyof typeof messages;

export function checkFormat(ctx: CheckContext, value: unknown, path: Path, format: MessageFormat) {
  if (typeof value !== 'string') return undefined;
  if (matchesFormat(format, value)) return value;
  ctx.report(path, messages[format] as string);
  return undefined;
}

/** Returns the code in upper case when it is one of the 50 states or DC. */
export function checkStateCode(ctx: CheckContext, value: unknown, path: Path): string | undefined {
  if (typeof value !== 'string') return undefined;
  if (matchesFormat('stateCode', value) && isUsStateCode(value)) return value.toUpperCase();
  ctx.report(path, messages.stateCode);
  return undefined;
}

/** Returns the state the ZIP code lies in when it exists. */
export function checkZipCode(ctx: CheckContext, value: unknown, path: Path): string | undefined {
  if (typeof value !== 'string') return undefined;
  const state = stateOfZip(value);
  if (state === undefined) ctx.report(path, messages.zipCode);
  return state;
}

export function checkPhone(ctx: CheckContext, value: unknown, path: Path): void {
  if (typeof value === 'string' && phoneDigits(value) === undefined) ctx.report(path, messages.phone);
}

/** Returns the day number of a real MM/DD/YYYY date. */
export function checkUsDate(ctx: CheckContext, value: unknown, path: Path): DayNumber | undefined {
  if (typeof value !== 'string') return undefined;
  const parsed = parseUsDate(value);
  if (parsed.ok) return parsed.day;
  ctx.report(path, parsed.reason === 'format' ? messages.usDate : messages.notARealDate(value));
  return undefined;
}

export function checkOneOf(ctx: CheckContext, value: unknown, path: Path, allowed: readonly string[]): void {
  if (typeof value === 'string' && !allowed.includes(value)) ctx.report(path, fieldMessages.oneOf(allowed));
}

/** Elements that are strings must be unique; the array as a whole reports duplicates once. */
export function checkUnique(ctx: CheckContext, values: readonly unknown[], path: Path): void {
  const strings = values.filter((v) => typeof v === 'string');
  if (new Set(strings).size !== strings.length) ctx.report(path, fieldMessages.duplicates);
}

export function checkNonEmpty(ctx: CheckContext, values: readonly unknown[], path: Path): void {
  if (values.length === 0) ctx.report(path, fieldMessages.minItems(1));
}

/** `state` and `zipCode` of an address object: each valid, and the ZIP code in the state. */
export function checkStateAndZip(ctx: CheckContext, address: JsonObject, path: Path): void {
  const state = checkStateCode(ctx, prop(address, 'state'), [...path, 'state']);
  const zip = prop(address, 'zipCode');
  const zipState = checkZipCode(ctx, zip, [...path, 'zipCode']);
  if (typeof zip === 'string' && state !== undefined && zipState !== undefined && zipState !== state) {
    ctx.report([...path, 'zipCode'], messages.zipNotInState(zip, zipState, state));
  }
}
