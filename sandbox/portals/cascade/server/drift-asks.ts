// What layout drift adds to Coverage (SANDBOX_DRIFT): the field it moved from Business (the DBA) and its
// new questions, checked with Cascade's own messages: a required one refused while empty. None is rated;
// the moved field is kept with the business, as Business keeps it.
import { driftAsks, type PortalDrift } from '../../../core/drift.ts';
import type { Business } from '../model.ts';
import { text } from '../validate.ts';

export function checkDriftAsks(
  drift: PortalDrift | undefined,
  body: Record<string, unknown>,
): { errors: Record<string, string>; moved?: Partial<Business> } {
  const errors: Record<string, string> = {};
  let moved: Partial<Business> | undefined;
  for (const ask of driftAsks(drift)) {
    const value = text(body[ask.key], 200);
    if (ask.moved) moved = { [ask.key]: value };
    else if (ask.required && !value)
      errors[ask.key] = ask.kind === 'yesno' ? 'Answer this question.' : 'Enter an answer.';
  }
  return moved ? { errors, moved } : { errors };
}
