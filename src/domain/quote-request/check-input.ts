// Rules on `input`: location, identifiers, contact phones, policy dates and employee counts.
import { fieldMessages } from '../field-messages.ts';
import { canonicalBusinessType } from './business-types.ts';
import { formatUsDate, yearOf } from './dates.ts';
import {
  type CheckContext,
  checkFormat,
  checkPhone,
  checkStateCode,
  checkUsDate,
  checkZipCode,
} from './field-rules.ts';
import { checkLimitPair } from './limits.ts';
import { messages } from './messages.ts';
import { integerAt, type JsonObject, prop, stringAt } from './read.ts';
import { isNaicsNationalIndustry } from './reference-data.ts';

/** How far ahead a policy may start: carriers do not quote further out. */
export const maxDaysAhead = 90;
export const earliestYearEstablished = 1800;

export function checkInput(ctx: CheckContext, input: JsonObject): void {
  checkBusinessType(ctx, input);
  checkLocation(ctx, input);
  checkFormat(ctx, prop(input, 'fein'), ['input', 'fein'], 'fein');
  checkIndustry(ctx, input);
  checkPhone(ctx, prop(input, 'contactPhone'), ['input', 'contactPhone']);
  checkPhone(ctx, prop(input, 'agentContactPhone'), ['input', 'agentContactPhone']);
  checkLimitPair(ctx, prop(input, 'bopCoverageLimit'), ['input', 'bopCoverageLimit']);
  checkFormat(ctx, prop(input, 'deductible'), ['input', 'deductible'], 'dollars');
  checkPolicyDates(ctx, input);
  checkYearEstablished(ctx, input);
  checkEmployees(ctx, input);
}

function checkBusinessType(ctx: CheckContext, input: JsonObject): void {
  const value = stringAt(input, 'businessType');
  if (value !== undefined && value.length <= 60 && canonicalBusinessType(value) === undefined) {
    ctx.report(['input', 'businessType'], messages.businessType);
  }
}

function checkLocation(ctx: CheckContext, input: JsonObject): void {
  const state = checkStateCode(ctx, prop(input, 'state'), ['input', 'state']);
  const zip = stringAt(input, 'zipCode');
  const zipState = checkZipCode(ctx, zip, ['input', 'zipCode']);
  if (zip !== undefined && state !== undefined && zipState !== undefined && zipState !== state) {
    ctx.report(['input', 'zipCode'], messages.zipNotInState(zip, zipState, state));
  }
}

function checkIndustry(ctx: CheckContext, input: JsonObject): void {
  const code = checkFormat(ctx, prop(input, 'industryCode'), ['input', 'industryCode'], 'naics');
  if (code !== undefined && !isNaicsNationalIndustry(code)) {
    ctx.report(['input', 'industryCode'], messages.naicsUnknown(code));
  }
}

function checkPolicyDates(ctx: CheckContext, input: JsonObject): void {
  const start = checkUsDate(ctx, prop(input, 'policyStartDate'), ['input', 'policyStartDate']);
  const end = checkUsDate(ctx, prop(input, 'policyExpirationDate'), ['input', 'policyExpirationDate']);
  if (start !== undefined) {
    if (start < ctx.today)
      ctx.report(['input', 'policyStartDate'], messages.notInPast(formatUsDate(ctx.today)));
    const latest = ctx.today + maxDaysAhead;
    if (start > latest) {
      ctx.report(['input', 'policyStartDate'], messages.tooFarAhead(maxDaysAhead, formatUsDate(latest)));
    }
  }
  if (start !== undefined && end !== undefined && end <= start) {
    ctx.report(['input', 'policyExpirationDate'], messages.afterStart);
  }
}

function checkYearEstablished(ctx: CheckContext, input: JsonObject): void {
  const year = integerAt(input, 'yearEstablished');
  if (year === undefined) return;
  if (year <= earliestYearEstablished) {
    ctx.report(['input', 'yearEstablished'], fieldMessages.greaterThan(earliestYearEstablished));
  } else if (year > yearOf(ctx.today)) {
    ctx.report(['input', 'yearEstablished'], messages.notInFuture);
  }
}

function checkEmployees(ctx: CheckContext, input: JsonObject): void {
  const total = integerAt(input, 'numberOfEmployees');
  const full = integerAt(input, 'fullTimeEmployees');
  const part = integerAt(input, 'partTimeEmployees');
  if (total === undefined) return;
  if (full !== undefined && part !== undefined) {
    if (full + part !== total) ctx.report(['input', 'numberOfEmployees'], messages.employeesSum(full, part));
    return;
  }
  if (full !== undefined && full > total)
    ctx.report(['input', 'fullTimeEmployees'], messages.exceedsEmployees);
  if (part !== undefined && part > total)
    ctx.report(['input', 'partTimeEmployees'], messages.exceedsEmployees);
}
