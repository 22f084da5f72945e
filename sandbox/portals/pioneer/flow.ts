// The five steps of a ProducerNet submission, per line, and where each one lives.
import type { PioneerLine } from './reference.ts';

export type StepSlug = 'applicant' | 'classification' | 'coverage' | 'questions' | 'review';

export const STEP_ORDER: StepSlug[] = ['applicant', 'classification', 'coverage', 'questions', 'review'];

const COVERAGE_TITLES: Record<PioneerLine, string> = {
  bop: 'Property & Liability',
  wc: 'Class Codes & Payroll',
  umbrella: 'Underlying Insurance',
};

export function stepTitles(line: PioneerLine): string[] {
  return [
    'Applicant Information',
    'Classification',
    COVERAGE_TITLES[line],
    'Underwriting Questions',
    line === 'umbrella' ? 'Review & Indication' : 'Review & Quote',
  ];
}

export const stepNumber = (slug: StepSlug) => STEP_ORDER.indexOf(slug) + 1;

export const stepPath = (submissionId: string, slug: StepSlug) =>
  `/producernet/submissions/${encodeURIComponent(submissionId)}/${slug}`;

export const outcomePath = (submissionId: string) =>
  `/producernet/submissions/${encodeURIComponent(submissionId)}/outcome`;

export interface StepInfo {
  line: PioneerLine;
  current: StepSlug;
}
