// The `newRequirements` fault on AgentDesk: Business Operations gains a required question and a required
// field that no playbook maps (they change nothing in rating).
import { type CheckEnv, type FieldDef, type SectionDef, yesNo } from './types.ts';

export const NEW_FIELDS: FieldDef[] = [
  {
    name: 'ops_experience_years',
    label: 'Years of Industry Experience (owner or manager)',
    kind: 'text',
    size: 'short',
    hint: 'Whole years the owner or manager has worked in this industry',
    check: (v) => (/^\d{1,2}$/.test(v) ? undefined : 'Enter Years of Industry Experience as a whole number.'),
  },
  {
    name: 'ops_safety_program',
    label: 'Does the applicant have a written safety program?',
    kind: 'radio',
    options: yesNo,
  },
];

/** A section's fields as the portal shows them today. */
export function fieldsOf(section: SectionDef, env: CheckEnv): FieldDef[] {
  return env.newRequirements && section.id === 'operations'
    ? [...section.fields, ...NEW_FIELDS]
    : section.fields;
}
