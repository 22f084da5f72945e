// The `newRequirements` fault on Ironclad Exchange: Underwriting questions (every product) gains a
// required field and a required question that no playbook maps; neither changes rating.
import { type FieldErrors, type FormValues, radioQuestion, textField } from './forms.ts';

const EXPERIENCE = 'experienceYears';
const SAFETY = 'writtenSafetyProgram';

export function renderNewRequirements(values: FormValues, errors: FieldErrors): string {
  return (
    textField({
      name: EXPERIENCE,
      label: 'Owner or manager: years of experience in this industry',
      hint: 'Whole years',
      values,
      errors,
      required: true,
    }) +
    radioQuestion({
      name: SAFETY,
      label: 'Does the applicant have a written safety program?',
      values,
      errors,
      required: true,
    })
  );
}

export function validateNewRequirements(values: FormValues): FieldErrors {
  const errors: FieldErrors = {};
  if (!/^\d{1,2}$/.test((values[EXPERIENCE] ?? '').trim()))
    errors[EXPERIENCE] = 'Enter the years of industry experience as a whole number.';
  if (!['Y', 'N'].includes(values[SAFETY] ?? ''))
    errors[SAFETY] = 'Answer whether the applicant has a written safety program.';
  return errors;
}
