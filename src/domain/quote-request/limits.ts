// Limit strings: per occurrence/aggregate (BOP, GL) and employers' liability triples (WC).
import type { CheckContext, Path } from './field-rules.ts';
import { checkFormat } from './field-rules.ts';
import { limitAmounts } from './formats.ts';
import { messages } from './messages.ts';

/** `1000000/2000000`: an aggregate below the per-occurrence limit is a typo, not a policy. */
export function checkLimitPair(ctx: CheckContext, value: unknown, path: Path): void {
  const limits = checkFormat(ctx, value, path, 'limitPair');
  if (limits === undefined) return;
  const [occurrence = 0, aggregate = 0] = limitAmounts(limits);
  if (aggregate < occurrence) ctx.report(path, messages.aggregateBelowOccurrence);
}

/** `500000/500000/500000`: each accident / disease policy limit / disease each employee. */
export function checkEmployersLiability(ctx: CheckContext, value: unknown, path: Path): void {
  const limits = checkFormat(ctx, value, path, 'limitTriple');
  if (limits === undefined) return;
  const [, policy = 0, perEmployee = 0] = limitAmounts(limits);
  if (policy < perEmployee) ctx.report(path, messages.diseasePolicyBelowEmployee);
}
