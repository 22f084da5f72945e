// The `newRequirements` fault on AgentLink: Underwriting Questions (BOP and CGL) gains a required question
// and a required field that no playbook maps; neither changes rating.
import { YES_NO } from '../html.ts';
import type { Question } from './underwriting.ts';

export const NEW_QUESTIONS: Question[] = [
  {
    id: 'txtExperienceYears',
    text: "Owner's or manager's years of experience in this industry",
    lines: ['bop', 'gl'],
    kind: 'number',
    required: true,
    hint: '(whole years)',
  },
  {
    id: 'rblSafetyProgram',
    text: 'Does the applicant have a written safety program?',
    lines: ['bop', 'gl'],
    kind: 'yesno',
    options: YES_NO,
    required: true,
  },
];
