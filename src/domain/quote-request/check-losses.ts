// Rules on `lossHistory[]` and `lossFreeYears`: real dates, no loss in the future, none reported before
// it happened, none in years said to be free of losses, and claim counts that agree with the rows.
import { isLine, type Line } from '../lines.ts';
import { type CheckContext, checkUsDate } from './field-rules.ts';
import { claimCountWindows, countLosses, type DatedLoss, withinYears } from './loss-counts.ts';
import { messages } from './messages.ts';
import { arrayAt, integerAt, isObject, type JsonObject, objectAt, prop } from './read.ts';

export function checkLosses(ctx: CheckContext, body: JsonObject): void {
  const rows = arrayAt(body, 'lossHistory');
  const lossFree = objectAt(body, 'lossFreeYears');
  const losses: DatedLoss[] = [];
  rows?.forEach((row, i) => {
    if (!isObject(row)) return;
    const path = ['lossHistory', i] as const;
    const lost = checkUsDate(ctx, prop(row, 'dateOfLoss'), [...path, 'dateOfLoss']);
    const reported = checkUsDate(ctx, prop(row, 'dateReported'), [...path, 'dateReported']);
    if (lost !== undefined && lost > ctx.today) ctx.report([...path, 'dateOfLoss'], messages.notInFuture);
    if (reported !== undefined && reported > ctx.today)
      ctx.report([...path, 'dateReported'], messages.notInFuture);
    else if (reported !== undefined && lost !== undefined && reported < lost) {
      ctx.report([...path, 'dateReported'], messages.reportedBeforeLoss);
    }
    losses.push({ line: prop(row, 'line'), dateOfLoss: prop(row, 'dateOfLoss') });
    const line = prop(row, 'line');
    const years = lossFree && isLine(line) ? integerAt(lossFree, line) : undefined;
    if (isLine(line) && years !== undefined && withinYears(prop(row, 'dateOfLoss'), years, ctx.today)) {
      ctx.report([...path, 'dateOfLoss'], messages.lossInLossFreeYears(line, years));
      ctx.report(['lossFreeYears', line], messages.lossInLossFreeYears(line, years));
    }
  });
  checkClaimCounts(ctx, body, rows ? losses : undefined, lossFree);
}

function checkClaimCounts(
  ctx: CheckContext,
  body: JsonObject,
  losses: DatedLoss[] | undefined,
  lossFree: JsonObject | undefined,
): void {
  for (const window of claimCountWindows) {
    const data = objectAt(body, window.object);
    const count = data ? integerAt(data, window.field) : undefined;
    if (count === undefined) continue;
    const path = [window.object, window.field];
    const line: Line = window.line;
    if (losses) {
      const listed = countLosses(losses, line, window.years, ctx.today);
      if (listed !== count)
        ctx.report(path, messages.countDisagreesWithRows(count, listed, line, window.years));
    }
    const free = lossFree ? integerAt(lossFree, line) : undefined;
    if (free !== undefined && free >= window.years && count > 0) {
      ctx.report(path, messages.lossFreeButCount(line, free));
    }
  }
}
