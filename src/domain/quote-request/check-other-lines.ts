// Rules on the smaller line objects: `generalLiability`, `umbrella` and `cyber`.
import { type CheckContext, checkFormat, checkOneOf } from './field-rules.ts';
import { checkLimitPair } from './limits.ts';
import { arrayAt, isObject, type JsonObject, prop } from './read.ts';
import { recordsHeldBands, underlyingLines } from './vocabulary.ts';

export function checkGeneralLiability(ctx: CheckContext, gl: JsonObject): void {
  checkLimitPair(ctx, prop(gl, 'limits'), ['generalLiability', 'limits']);
}

export function checkUmbrella(ctx: CheckContext, umbrella: JsonObject): void {
  arrayAt(umbrella, 'underlyingPolicies')?.forEach((policy, i) => {
    if (!isObject(policy)) return;
    const path = ['umbrella', 'underlyingPolicies', i] as const;
    checkOneOf(ctx, prop(policy, 'line'), [...path, 'line'], underlyingLines);
    checkFormat(ctx, prop(policy, 'limits'), [...path, 'limits'], 'limitAny');
  });
}

export function checkCyber(ctx: CheckContext, cyber: JsonObject): void {
  checkOneOf(ctx, prop(cyber, 'recordsHeld'), ['cyber', 'recordsHeld'], recordsHeldBands);
}
