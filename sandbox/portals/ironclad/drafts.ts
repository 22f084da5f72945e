// Ironclad submissions in the sandbox store: what each wizard page saved, and which page comes next.
// Drafts live in the store (not the session), so a producer can resume after a timeout.
import type { Session } from '../../core/sessions.ts';
import type { Submission } from '../../core/submissions.ts';
import type { SandboxContext } from '../../core/types.ts';
import type { FormValues } from './forms.ts';
import type { Product, StoredResult } from './lines/types.ts';

export type WizardStep = 'applicant' | 'coverage' | 'underwriting' | 'review';

export interface IroncladData {
  product: Product;
  applicant: FormValues;
  coverage?: FormValues;
  underwriting?: FormValues;
  /** The furthest page the producer may open. */
  reached: WizardStep;
  result?: StoredResult;
}

export interface IroncladSubmission extends Submission {
  data: IroncladData & Record<string, unknown>;
}

const ORDER: WizardStep[] = ['applicant', 'coverage', 'underwriting', 'review'];

export const stepIndex = (step: WizardStep) => ORDER.indexOf(step);

export function furthest(a: WizardStep, b: WizardStep): WizardStep {
  return stepIndex(a) >= stepIndex(b) ? a : b;
}

/** Submission references look like IX-4210001; quote numbers like IXQ-CYB-508201. */
export function createNumbering() {
  let submission = 4_210_000;
  let quote = 508_200;
  return {
    nextReference: () => `IX-${++submission}`,
    nextQuoteNumber: (code: string) => `IXQ-${code}-${++quote}`,
  };
}

/** The submission when it belongs to this producer, else undefined. */
export function loadOwned(
  ctx: SandboxContext,
  session: Session,
  ref: string,
): IroncladSubmission | undefined {
  const submission = ctx.submissions.get(ctx.carrierId, ref);
  if (!submission || submission.username.toLowerCase() !== session.username.toLowerCase()) return undefined;
  return submission as IroncladSubmission;
}

/** Where "Open" or "Continue" takes the producer for this submission. */
export function resumeUrl(submission: Submission): string {
  const data = submission.data as Partial<IroncladData>;
  if (submission.status !== 'draft') return `/exchange/submissions/${submission.id}/result`;
  return `/exchange/submissions/${submission.id}/${data.reached ?? 'coverage'}`;
}

export function saveData(
  ctx: SandboxContext,
  submission: IroncladSubmission,
  patch: Partial<IroncladData>,
): IroncladSubmission {
  return ctx.submissions.update(
    submission.id,
    { data: { ...submission.data, ...patch } },
    ctx.now(),
  ) as IroncladSubmission;
}
