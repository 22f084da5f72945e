// The `newRequirements` fault on AgentDesk: Business Operations gains a required question and a required
// field that no playbook maps; layout drift moves a field and adds questions (nothing changes rating).
import { driftAsks, type PortalDrift } from '../../../core/drift.ts';
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

/**
 * Layout drift: the moved field leaves its section for Underwriting, where the new questions go too.
 * The values of a line's form are one flat map, so a moved field is rated as before.
 */
function drifted(section: SectionDef, fields: FieldDef[], drift: PortalDrift | undefined): FieldDef[] {
  const moved = drift?.move?.key;
  const kept = fields.filter((f) => f.name !== moved);
  if (section.id !== 'underwriting') return kept;
  const asks = driftAsks(drift).map(
    (ask): FieldDef => ({
      // AgentDesk keeps only its own prefixes: a new question is one of Underwriting's (uw_).
      name: ask.moved ? ask.key : `uw_${ask.key}`,
      label: ask.text,
      kind: ask.kind === 'yesno' ? 'radio' : 'text',
      ...(ask.kind === 'yesno' ? { options: yesNo } : { size: 'long' as const }),
      optional: !ask.required,
    }),
  );
  return [...kept, ...asks];
}

/** A section's fields as the portal shows them today. */
export function fieldsOf(section: SectionDef, env: CheckEnv): FieldDef[] {
  const fields =
    env.newRequirements && section.id === 'operations' ? [...section.fields, ...NEW_FIELDS] : section.fields;
  return env.drift ? drifted(section, fields, env.drift) : fields;
}
