// AgentDesk applications in the sandbox submission store: numbering, the saved form values, and the
// section the agent has reached.
import type { Submission } from '../../core/submissions.ts';
import type { SandboxContext } from '../../core/types.ts';
import { parseDashDate } from './dates.ts';
import type { FormValues, LineForm } from './forms/types.ts';

/** Application numbers look like AD-25-10001 (year, then a running number). */
export function nextApplicationRef(ctx: SandboxContext): string {
  const yy = String(ctx.now().getFullYear()).slice(-2);
  return `AD-${yy}-${10001 + ctx.submissions.list(ctx.carrierId).length}`;
}

/** Quote numbers: BBG-<line code>-<application digits>, e.g. BBG-BP-2510001. */
export function quoteNumber(form: LineForm, ref: string): string {
  return `BBG-${form.code}-${ref.replace(/\D/g, '')}`;
}

export function valuesOf(submission: Submission): FormValues {
  const values: FormValues = {};
  for (const [key, value] of Object.entries(submission.data)) {
    if (!key.startsWith('_') && typeof value === 'string') values[key] = value;
  }
  return values;
}

/** Index of the section the agent is on; equal to the number of sections once the form is complete. */
export function sectionReached(submission: Submission): number {
  const n = Number(submission.data._section);
  return Number.isInteger(n) && n >= 0 ? n : 0;
}

export function findApplication(ctx: SandboxContext, ref: string): Submission | undefined {
  return ctx.submissions.get(ctx.carrierId, ref);
}

export function createApplication(
  ctx: SandboxContext,
  form: LineForm,
  username: string,
  values: FormValues,
  section: number,
): Submission {
  return ctx.submissions.create(
    {
      id: nextApplicationRef(ctx),
      carrierId: ctx.carrierId,
      line: form.line,
      username,
      applicantName: values.app_insured_name ?? '',
      effectiveDate: parseDashDate(values.app_eff_date ?? '') ?? '',
      status: 'draft',
      data: { ...values, _section: section },
    },
    ctx.now(),
  );
}

export function saveApplication(
  ctx: SandboxContext,
  submission: Submission,
  values: FormValues,
  section: number,
) {
  const effective = parseDashDate(values.app_eff_date ?? '');
  return ctx.submissions.update(
    submission.id,
    {
      data: { ...values, _section: section },
      applicantName: values.app_insured_name?.trim() || submission.applicantName,
      effectiveDate: effective ?? submission.effectiveDate,
    },
    ctx.now(),
  );
}
