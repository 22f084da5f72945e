// Rules on `workersComp`: every class code row in a real state with positive payroll, the experience
// mod within the range rating bureaus publish, and employers' liability limits that make sense.
import { fieldMessages } from '../field-messages.ts';
import { type CheckContext, checkStateCode } from './field-rules.ts';
import { checkEmployersLiability } from './limits.ts';
import { arrayAt, isObject, type JsonObject, numberAt, prop } from './read.ts';

export const experienceModRange = { min: 0.2, max: 10 } as const;

export function checkWorkersComp(ctx: CheckContext, wc: JsonObject): void {
  arrayAt(wc, 'classCodes')?.forEach((row, i) => {
    if (!isObject(row)) return;
    const path = ['workersComp', 'classCodes', i] as const;
    checkStateCode(ctx, prop(row, 'state'), [...path, 'state']);
    const payroll = numberAt(row, 'payroll');
    if (payroll !== undefined && payroll <= 0) ctx.report([...path, 'payroll'], fieldMessages.greaterThan(0));
  });

  const mod = numberAt(wc, 'experienceMod');
  if (mod !== undefined && mod < experienceModRange.min) {
    ctx.report(['workersComp', 'experienceMod'], fieldMessages.atLeast(experienceModRange.min));
  } else if (mod !== undefined && mod > experienceModRange.max) {
    ctx.report(['workersComp', 'experienceMod'], fieldMessages.atMost(experienceModRange.max));
  }

  checkEmployersLiability(ctx, prop(wc, 'employersLiabilityLimit'), [
    'workersComp',
    'employersLiabilityLimit',
  ]);
}
