// POST /v1/quotes/:id/jobs/:jobId/resolve: a person's MFA code or answers for a waiting job. Checked
// against what the job is waiting for (409 if it waits for nothing, 400 if malformed), then stored
// and announced to the worker holding the browser.
import type { UnderwritingQuestion } from '../agents/playbook.ts';
import { checkAnswer } from '../domain/questions/check-answer.ts';
import { AppError, type FieldErrors, notFound, validationError } from '../errors.ts';
import type { Db } from '../store/db.ts';
import { saveResolution } from '../store/job-resolutions.ts';
import { findAgencyJob } from '../store/jobs.ts';

export interface ResolveBody {
  code?: unknown;
  answers?: unknown;
}

export async function resolveJob(
  db: Db,
  agencyId: string,
  quoteRequestId: string,
  jobId: string,
  body: ResolveBody,
) {
  const job = await findAgencyJob(db, agencyId, quoteRequestId, jobId);
  if (!job) throw notFound(`Job ${jobId}`);
  if (job.status === 'mfa_waiting') {
    const code = typeof body.code === 'string' ? body.code.trim() : '';
    if (!/^[0-9A-Za-z]{4,10}$/.test(code)) {
      throw validationError({ code: ['must be the 4 to 10 character code the portal sent'] });
    }
    await saveResolution(db, jobId, { kind: 'mfa', code });
    return job;
  }
  if (job.status === 'action_required') {
    const questions = (job.actionRequired?.questions ?? []) as UnderwritingQuestion[];
    const answers = checkAnswers(questions, body.answers);
    await saveResolution(db, jobId, { kind: 'answers', answers });
    return job;
  }
  throw new AppError(
    'INVALID_STATE',
    `The job is ${job.status}; only a job waiting for a person can be resolved`,
  );
}

function checkAnswers(questions: UnderwritingQuestion[], raw: unknown): Record<string, string | boolean> {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
    throw validationError({ answers: ['must be an object mapping each question id to its answer'] });
  }
  const given = raw as Record<string, unknown>;
  const errors: FieldErrors = {};
  const out: Record<string, string | boolean> = {};
  for (const q of questions) {
    const applies = !q.when || given[q.when.questionId] === q.when.answer;
    const value = given[q.id];
    if (value === undefined) {
      if (applies) errors[`answers.${q.id}`] = ['is required'];
      continue;
    }
    const checked = checkAnswer(q, value);
    if (!checked.ok) {
      // Named by id and by the portal's wording, so a person sees which question to fix.
      errors[`answers.${q.id}`] = [`${checked.message} (${q.text})`];
      continue;
    }
    out[q.id] = checked.answer;
  }
  for (const id of Object.keys(given)) {
    if (!questions.some((q) => q.id === id)) errors[`answers.${id}`] = ['is not a question this job asks'];
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return out;
}
