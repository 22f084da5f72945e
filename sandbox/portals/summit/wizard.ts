// The New Submission wizard: which steps each line has, where they live, the sidebar that shows
// progress, and draft look-ups. Drafts live in the sandbox submission store, never in the session,
// so an agent whose session expired can log in again and continue.
import type { Submission } from '../../core/submissions.ts';
import type { SummitApp } from './app.ts';
import { esc } from './html.ts';
import { BASE } from './layout.ts';
import { LOB_NAMES } from './reference.ts';
import type { Lob, StepKey, SummitDraft } from './types.ts';

export const SUBMISSIONS = `${BASE}/Submissions`;

export const FLOWS: Record<Lob, StepKey[]> = {
  bop: ['applicant', 'building', 'coverages', 'underwriting', 'review'],
  gl: ['applicant', 'exposure', 'underwriting', 'review'],
  umbrella: ['applicant', 'limits', 'underlying', 'underwriting', 'review'],
};

export const STEP_PATHS: Record<StepKey, string> = {
  applicant: `${SUBMISSIONS}/Applicant.aspx`,
  building: `${SUBMISSIONS}/BOP/Building.aspx`,
  coverages: `${SUBMISSIONS}/BOP/Coverages.aspx`,
  exposure: `${SUBMISSIONS}/GL/Exposure.aspx`,
  limits: `${SUBMISSIONS}/Umbrella/Limits.aspx`,
  underlying: `${SUBMISSIONS}/Umbrella/Underlying.aspx`,
  underwriting: `${SUBMISSIONS}/Underwriting.aspx`,
  review: `${SUBMISSIONS}/Review.aspx`,
};

export const STEP_TITLES: Record<StepKey, string> = {
  applicant: 'Applicant Information',
  building: 'Location & Building',
  coverages: 'Coverages',
  exposure: 'Liability Exposure',
  limits: 'Umbrella Limits',
  underlying: 'Underlying Insurance',
  underwriting: 'Underwriting Questions',
  review: 'Review & Rate',
};

export const QUOTE_PATH = `${SUBMISSIONS}/Quote.aspx`;
export const STATUS_PATH = `${SUBMISSIONS}/Status.aspx`;
export const LETTER_PATH = `${SUBMISSIONS}/QuoteLetter.ashx`;
export const FIND_PATH = `${SUBMISSIONS}/FindSubmission.aspx`;
export const NEW_PATH = `${SUBMISSIONS}/NewSubmission.aspx`;

export const stepUrl = (step: StepKey, submissionNo: string) =>
  `${STEP_PATHS[step]}?SubmissionNo=${encodeURIComponent(submissionNo)}`;
export const quoteUrl = (submissionNo: string) =>
  `${QUOTE_PATH}?SubmissionNo=${encodeURIComponent(submissionNo)}`;
export const statusUrl = (submissionNo: string) =>
  `${STATUS_PATH}?SubmissionNo=${encodeURIComponent(submissionNo)}`;

export interface LoadedDraft {
  submission: Submission;
  draft: SummitDraft;
}

export function loadSubmission(app: SummitApp, submissionNo: unknown): LoadedDraft | undefined {
  if (typeof submissionNo !== 'string') return undefined;
  const submission = app.ctx.submissions.get(app.ctx.carrierId, submissionNo.trim().toUpperCase());
  return submission ? { submission, draft: submission.data as unknown as SummitDraft } : undefined;
}

export function saveDraft(app: SummitApp, loaded: LoadedDraft, patch: Partial<Submission> = {}) {
  app.ctx.submissions.update(
    loaded.submission.id,
    { ...patch, data: loaded.draft as unknown as Record<string, unknown> },
    app.ctx.now(),
  );
}

export function markCompleted(draft: SummitDraft, step: StepKey) {
  if (!draft.completed.includes(step)) draft.completed.push(step);
}

/** True when every step before `step` in the line's flow is done. */
export function canOpen(draft: SummitDraft, step: StepKey): boolean {
  const flow = FLOWS[draft.lob];
  const index = flow.indexOf(step);
  return index >= 0 && flow.slice(0, index).every((s) => draft.completed.includes(s));
}

export const firstIncomplete = (draft: SummitDraft): StepKey =>
  FLOWS[draft.lob].find((s) => !draft.completed.includes(s)) ?? 'review';

export function neighbour(draft: SummitDraft, step: StepKey, offset: 1 | -1): StepKey | undefined {
  const flow = FLOWS[draft.lob];
  return flow[flow.indexOf(step) + offset];
}

/** Where an open submission continues: the first unfinished step, or its result page. */
export function continueUrl(submission: Submission): string {
  const draft = submission.data as unknown as SummitDraft;
  if (submission.status === 'quoted' || submission.status === 'indicated') return quoteUrl(submission.id);
  if (submission.status !== 'draft') return statusUrl(submission.id);
  return stepUrl(firstIncomplete(draft), submission.id);
}

/** The WebForms Wizard side bar: the line's steps with the current one in bold. */
export function wizardSidebar(
  lob: Lob,
  current: StepKey,
  draft: SummitDraft | undefined,
  submissionNo?: string,
) {
  const items = FLOWS[lob]
    .map((step) => {
      const css = step === current ? 'current' : draft?.completed.includes(step) ? 'done' : '';
      return `<li${css ? ` class="${css}"` : ''}>${esc(STEP_TITLES[step])}</li>`;
    })
    .join('');
  const number = submissionNo
    ? `<p style="margin:4px 6px">Submission No.: <b id="ctl00_MainContent_lblSubmissionNo">${esc(submissionNo)}</b></p>`
    : '';
  return `<div class="wizard" id="ctl00_MainContent_wizSteps"><h4>${esc(LOB_NAMES[lob])}</h4><ol>${items}</ol>${number}</div>`;
}
