// Rules on `priorInsurance[]`: terms that end after they start, and a reason for one cut short.
import { type CheckContext, checkUsDate } from './field-rules.ts';
import { messages } from './messages.ts';
import { arrayAt, isObject, type JsonObject, prop } from './read.ts';

export function checkPriorInsurance(ctx: CheckContext, body: JsonObject): void {
  arrayAt(body, 'priorInsurance')?.forEach((policy, i) => {
    if (!isObject(policy)) return;
    const path = ['priorInsurance', i] as const;
    const start = checkUsDate(ctx, prop(policy, 'effectiveDate'), [...path, 'effectiveDate']);
    const end = checkUsDate(ctx, prop(policy, 'expirationDate'), [...path, 'expirationDate']);
    if (start !== undefined && end !== undefined && end <= start) {
      ctx.report([...path, 'expirationDate'], messages.afterEffectiveDate);
    }
    const ending = prop(policy, 'ending');
    if ((ending === 'non_renewed' || ending === 'cancelled') && prop(policy, 'reason') === undefined) {
      ctx.report([...path, 'reason'], messages.reasonForEnding);
    }
  });
}
