// Rules on `additionalInterests[]`: real addresses (what each applies to is check-references.ts's).
import { type CheckContext, checkStateAndZip } from './field-rules.ts';
import { arrayAt, isObject, type JsonObject } from './read.ts';

export function checkAdditionalInterests(ctx: CheckContext, body: JsonObject): void {
  arrayAt(body, 'additionalInterests')?.forEach((interest, i) => {
    if (isObject(interest)) checkStateAndZip(ctx, interest, ['additionalInterests', i]);
  });
}
