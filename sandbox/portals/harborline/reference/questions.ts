// Underwriting questions per line (served to the SPA, which renders them) and what each answer leads to.
import { driftAsks, type PortalDrift } from '../../../core/drift.ts';
import type { HarborlineLine } from './states.ts';

export interface UnderwritingQuestion {
  id: string;
  text: string;
  type: 'yesno' | 'choice' | 'text';
  choices?: string[];
  hint?: string;
  /** Free text: the fewest characters accepted (3 by default), and the message when fewer. */
  minLength?: number;
  message?: string;
  /** Answer that sends the submission to an underwriter, with the reason shown. */
  refer?: { answer: string; reason: string };
  /** Answer that declines the submission, with the portal's message. */
  decline?: { answer: string; reason: string };
  /** May be left unanswered (layout drift's optional question and moved field). */
  optional?: boolean;
}

export const QUESTIONS: Record<HarborlineLine, UnderwritingQuestion[]> = {
  wc: [
    {
      id: 'heightsOver15ft',
      text: 'Do employees work at heights above 15 feet?',
      type: 'yesno',
      refer: { answer: 'yes', reason: 'Work at heights above 15 feet requires underwriter review.' },
    },
    {
      id: 'priorClaims',
      text: "How many workers' compensation claims has the business had in the past 3 years?",
      type: 'choice',
      choices: ['None', '1 to 2', '3 or more'],
      decline: {
        answer: '3 or more',
        reason: "The loss history does not meet Harborline's workers' compensation underwriting guidelines.",
      },
    },
    {
      id: 'subcontractorCertificates',
      text: 'Do you collect certificates of insurance from every subcontractor?',
      type: 'choice',
      choices: ['Yes', 'No', 'We do not use subcontractors'],
      refer: { answer: 'No', reason: 'Uninsured subcontractors require underwriter review.' },
    },
  ],
  auto: [
    {
      id: 'hazardousMaterials',
      text: 'Do any vehicles haul hazardous materials?',
      type: 'yesno',
      decline: {
        answer: 'yes',
        reason: 'Harborline does not insure vehicles that haul hazardous materials.',
      },
    },
    {
      id: 'unlistedDrivers',
      text: 'Does anyone not listed as a driver operate these vehicles?',
      type: 'yesno',
      refer: { answer: 'yes', reason: 'Vehicles driven by unlisted operators require underwriter review.' },
    },
    {
      id: 'atFaultAccidents',
      text: 'How many at-fault accidents have the listed drivers had in the past 3 years?',
      type: 'choice',
      choices: ['0', '1', '2', '3 or more'],
      refer: { answer: '3 or more', reason: 'Three or more at-fault accidents require underwriter review.' },
    },
  ],
  gl: [
    {
      id: 'subcontractedWork',
      text: 'Describe any subcontracted work',
      type: 'text',
      hint: 'Trades, share of revenue and whether subcontractors name you as additional insured. Enter "None" if you do not subcontract.',
    },
    {
      id: 'subcontractedShare',
      text: 'What share of annual revenue is paid to subcontractors?',
      type: 'choice',
      choices: ['None', 'Less than 25%', '25% to 50%', 'More than 50%'],
      refer: {
        answer: 'More than 50%',
        reason: 'Subcontracted cost above 50% of revenue requires underwriter review.',
      },
    },
    {
      id: 'residentialNewConstruction',
      text: 'Does the business work on new residential construction (tract homes, condominiums, townhomes)?',
      type: 'yesno',
      decline: {
        answer: 'yes',
        reason: 'New residential construction is outside Harborline general liability guidelines.',
      },
    },
    {
      id: 'priorLawsuits',
      text: 'Has the business had any general liability claims or lawsuits in the past 5 years?',
      type: 'yesno',
      refer: { answer: 'yes', reason: 'Prior liability claims or lawsuits require underwriter review.' },
    },
  ],
};

/** The `newRequirements` fault: every line's questions gain two that no playbook maps (not rated). */
export const NEW_QUESTIONS: UnderwritingQuestion[] = [
  {
    id: 'ownerExperienceYears',
    text: 'How many years of industry experience does the owner or manager have?',
    type: 'text',
    hint: 'Whole years, e.g. 12',
    minLength: 1,
    message: 'Enter the years of experience as a whole number.',
  },
  { id: 'writtenSafetyProgram', text: 'Does the applicant have a written safety program?', type: 'yesno' },
];

/** Layout drift's additions to every line: the moved field and new questions (none is rated). */
const driftQuestions = (drift: PortalDrift | undefined): UnderwritingQuestion[] =>
  driftAsks(drift).map((ask) => ({
    id: ask.key,
    text: ask.text,
    type: ask.kind,
    ...(ask.required ? { minLength: 1, message: 'Answer this question.' } : { optional: true }),
  }));

/** The questions of every line as the portal asks them today. */
export function questionsNow(
  newRequirements: boolean,
  drift?: PortalDrift,
): Record<HarborlineLine, UnderwritingQuestion[]> {
  if (!newRequirements && !drift) return QUESTIONS;
  const extra = [...(newRequirements ? NEW_QUESTIONS : []), ...driftQuestions(drift)];
  const lines = Object.keys(QUESTIONS) as HarborlineLine[];
  return Object.fromEntries(lines.map((l) => [l, [...QUESTIONS[l], ...extra]])) as Record<
    HarborlineLine,
    UnderwritingQuestion[]
  >;
}
