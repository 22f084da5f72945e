// Layout drift on Ironclad Exchange: Underwriting questions (every product) may ask a field moved from
// the applicant page and new questions, in the portal's own controls; none changes rating.
import { driftAsks, type PortalDrift } from '../../core/drift.ts';
import { type FieldErrors, type FormValues, radioQuestion, textField } from './forms.ts';

export function renderDriftAsks(
  drift: PortalDrift | undefined,
  values: FormValues,
  errors: FieldErrors,
): string {
  return driftAsks(drift)
    .map((ask) => {
      const field = { name: ask.key, label: ask.text, values, errors, required: ask.required };
      return ask.kind === 'yesno' ? radioQuestion(field) : textField(field);
    })
    .join('');
}

export function validateDriftAsks(drift: PortalDrift | undefined, values: FormValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const ask of driftAsks(drift)) {
    const value = (values[ask.key] ?? '').trim();
    if (ask.required && ask.kind === 'yesno' && !['Y', 'N'].includes(value))
      errors[ask.key] = `Answer the question: ${ask.text}`;
    else if (ask.required && !value) errors[ask.key] = `Enter ${ask.text.toLowerCase()}.`;
    else if (value.length > 500) errors[ask.key] = `${ask.text}: 500 characters at most.`;
  }
  return errors;
}
