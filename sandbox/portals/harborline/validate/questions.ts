// The "Underwriting questions" step: every question of the line must be answered.
import type { PortalDrift } from '../../../core/drift.ts';
import { questionsNow } from '../reference/questions.ts';
import type { HarborlineLine } from '../reference/states.ts';
import type { Validated } from './business.ts';
import { type FieldErrors, text } from './common.ts';

export function validateQuestions(
  body: Record<string, unknown>,
  line: HarborlineLine,
  newRequirements = false,
  drift?: PortalDrift,
): Validated<Record<string, string>> {
  const raw = (body.answers && typeof body.answers === 'object' ? body.answers : {}) as Record<
    string,
    unknown
  >;
  const errors: FieldErrors = {};
  const answers: Record<string, string> = {};
  for (const q of questionsNow(newRequirements, drift)[line]) {
    const answer = text(raw[q.id], 1000);
    if (q.optional && !answer) answers[q.id] = answer;
    else if (q.type === 'yesno' && answer !== 'yes' && answer !== 'no') errors[q.id] = 'Answer Yes or No.';
    else if (q.type === 'choice' && !q.choices?.includes(answer)) errors[q.id] = 'Choose an answer.';
    else if (q.type === 'text' && answer.length < (q.minLength ?? 3))
      errors[q.id] = q.message ?? 'Describe the work, or enter None.';
    answers[q.id] = answer;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: answers };
}
