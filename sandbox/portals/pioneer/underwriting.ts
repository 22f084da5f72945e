// Pioneer's underwriting questions per line and the rules that turn a submission into a decline or
// a referral instead of a quote.
import { driftAsks, type PortalDrift } from '../../core/drift.ts';
import type { DraftData } from './drafts.ts';
import { LOSS_COUNTS, type PioneerLine } from './reference.ts';

export interface Question {
  id: string;
  text: string;
  kind: 'yesno' | 'select' | 'text';
  choices?: [string, string][];
  required: boolean;
  /** Free text: the fewest characters accepted. */
  minLength?: number;
  /** Free text that must be a whole number. */
  digits?: boolean;
  hint?: string;
}

/** The `newRequirements` fault: every line's questions gain two that no playbook maps (not rated). */
export const NEW_QUESTIONS: Question[] = [
  {
    id: 'experienceYears',
    text: 'Years of experience in this industry (owner or manager)',
    kind: 'text',
    required: true,
    digits: true,
    hint: 'Whole years',
  },
  {
    id: 'safetyWritten',
    text: 'Does the applicant have a written safety program?',
    kind: 'yesno',
    required: true,
  },
];

/** Layout drift's additions to every line: the moved field and new questions (none is rated). */
const driftQuestions = (drift: PortalDrift | undefined): Question[] =>
  driftAsks(drift).map((ask) => ({ id: ask.key, text: ask.text, kind: ask.kind, required: ask.required }));

export const questionsFor = (
  line: PioneerLine,
  newRequirements: boolean,
  drift?: PortalDrift,
): Question[] => [...QUESTIONS[line], ...(newRequirements ? NEW_QUESTIONS : []), ...driftQuestions(drift)];

const manufacturing: Question = {
  id: 'mfgProducts',
  text: 'Any manufacturing of products for aircraft, automotive or medical use?',
  kind: 'yesno',
  required: true,
};
const losses: Question = {
  id: 'lossCount',
  text: 'Number of losses in the past 3 years',
  kind: 'select',
  choices: LOSS_COUNTS,
  required: true,
};
const priorCarrier: Question = {
  id: 'priorCarrier',
  text: 'Current or prior carrier',
  kind: 'text',
  required: false,
};
const safety = (required: boolean): Question => ({
  id: 'safetyProgram',
  text: 'Describe safety program',
  kind: 'text',
  required,
  ...(required ? { minLength: 20 } : {}),
});

export const QUESTIONS: Record<PioneerLine, Question[]> = {
  bop: [
    manufacturing,
    {
      id: 'cooking',
      text: 'Is there any cooking with deep fryers or open flame on premises?',
      kind: 'yesno',
      required: true,
    },
    {
      id: 'alarm',
      text: 'Is the premises protected by a central station burglar alarm?',
      kind: 'yesno',
      required: true,
    },
    {
      id: 'leasedToOthers',
      text: 'Does the applicant lease any part of the premises to others?',
      kind: 'yesno',
      required: true,
    },
    losses,
    priorCarrier,
    safety(false),
  ],
  wc: [
    manufacturing,
    { id: 'uninsuredSubs', text: 'Are there any uninsured subcontractors?', kind: 'yesno', required: true },
    { id: 'heights', text: 'Do any employees work at heights over 15 feet?', kind: 'yesno', required: true },
    { id: 'returnToWork', text: 'Is there a formal return-to-work program?', kind: 'yesno', required: true },
    losses,
    priorCarrier,
    safety(true),
  ],
  umbrella: [
    manufacturing,
    {
      id: 'hazmat',
      text: 'Does the applicant transport hazardous materials?',
      kind: 'yesno',
      required: true,
    },
    losses,
    priorCarrier,
    safety(false),
  ],
};

export function validateAnswers(
  line: PioneerLine,
  answers: Record<string, string>,
  newRequirements = false,
  drift?: PortalDrift,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const q of questionsFor(line, newRequirements, drift)) {
    const value = answers[q.id] ?? '';
    if (q.kind === 'yesno' && q.required && value !== 'Y' && value !== 'N')
      errors[q.id] = `Answer: ${q.text}`;
    if (q.kind === 'select' && q.required && !q.choices?.some(([v]) => v === value))
      errors[q.id] = `Select: ${q.text}`;
    if (q.kind === 'text') {
      if (q.required && value.length < (q.minLength ?? 1)) {
        errors[q.id] = `${q.text}: enter at least ${q.minLength ?? 1} characters.`;
      } else if (value.length > 1000) errors[q.id] = `${q.text}: 1,000 characters at most.`;
      else if (q.digits && value && !/^\d{1,2}$/.test(value)) errors[q.id] = `${q.text}: enter whole years.`;
    }
  }
  return errors;
}

export type Decision = { status: 'declined' | 'referred'; message: string };

const referral = (reason: string): Decision => ({
  status: 'referred',
  message: `Referred to underwriter: ${reason} Your Pioneer underwriter will contact you within 2 business days.`,
});

/** The first decline, else the first referral, for a complete draft; undefined when it can be priced. */
export function underwritingDecision(draft: DraftData): Decision | undefined {
  const a = draft.answers ?? {};
  if (a.mfgProducts === 'Y') {
    return {
      status: 'declined',
      message:
        'Pioneer Casualty does not write risks that manufacture products for aircraft, automotive or medical use.',
    };
  }
  if (draft.line === 'umbrella' && a.hazmat === 'Y') {
    return {
      status: 'declined',
      message:
        'Pioneer Casualty does not offer umbrella coverage to risks that transport hazardous materials.',
    };
  }
  if (draft.line === 'bop' && (draft.bop?.buildingValue ?? 0) > 5_000_000) {
    return referral('Building Replacement Cost over $5,000,000 requires underwriter review.');
  }
  if (draft.line === 'bop' && a.cooking === 'Y') {
    return referral('Cooking exposures (deep fryers or open flame) require underwriter review.');
  }
  if (draft.line === 'wc' && a.uninsuredSubs === 'Y') {
    return referral('Uninsured subcontractors require underwriter review.');
  }
  if (draft.line === 'wc' && (draft.wc?.experienceMod ?? 1) > 1.5) {
    return referral('An experience modification above 1.50 requires underwriter review.');
  }
  if (draft.line === 'umbrella' && (draft.umbrella?.limit ?? 0) > 5_000_000) {
    return referral('Umbrella limits above $5,000,000 require underwriter review.');
  }
  if (a.lossCount === '3+')
    return referral('Three or more losses in the past 3 years require underwriter review.');
  return undefined;
}
