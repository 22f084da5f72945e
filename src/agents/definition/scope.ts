// A definition's values evaluated for a job (src/domain/carrier-definition/values.ts): its submission,
// its line and id, today's date, and inside `each` the row's element.
import type { Condition, Value } from '../../domain/carrier-definition/value-schema.ts';
import { evaluate, holds, type ValueScope } from '../../domain/carrier-definition/values.ts';
import type { PlaybookContext } from '../playbook.ts';

export function scopeOf(ctx: PlaybookContext, item?: unknown): ValueScope {
  return {
    submission: ctx.submission as unknown as Record<string, unknown>,
    job: { line: ctx.line, id: ctx.jobId, reference: ctx.submission.externalReference },
    today: new Date().toISOString().slice(0, 10),
    item,
  };
}

export const evaluateFor = (ctx: PlaybookContext, value: Value, item?: unknown): string | undefined =>
  evaluate(value, scopeOf(ctx, item));

export const holdsFor = (ctx: PlaybookContext, condition: Condition | undefined, item?: unknown): boolean =>
  condition === undefined || holds(condition, scopeOf(ctx, item));
