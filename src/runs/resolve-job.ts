// POST /v1/quotes/:id/jobs/:jobId/resolve: a person's MFA code or answers for a waiting job. Checked
// against what the job is waiting for (409 if it waits for nothing, 400 if malformed), then stored
// and announced to the worker holding the browser. Answers confirming a proposal teach the mapping
// (learn-from-answers.ts).
import type { UnderwritingQuestion } from '../agents/playbook.ts';
import { closestName } from '../domain/closest-name.ts';
import { checkAnswer } from '../domain/questions/check-answer.ts';
import type { JobRecord } from '../domain/quote-request/types.ts';
import { AppError, type FieldErrors, notFound, validationError } from '../errors.ts';
import type { Db } from '../store/db.ts';
import { findAgencyJob, moveJob } from '../store/jobs.ts';
import type { CodeBox } from '../vault/one-time-codes.ts';
import { endPause } from './action-notices.ts';
import { learnFromAnswers } from './learn-from-answers.ts';
import { giveResolution, type Resolution } from './resolutions.ts';

export interface ResolveBody {
  code?: unknown;
  answers?: unknown;
  /** With answers: whether they join the client's remembered answers (the default) or serve this job only. */
  remember?: unknown;
}

type ResolutionCheck = { ok: true; resolution: Resolution } | { ok: false; fieldErrors: FieldErrors };

export async function resolveJob(
  deps: { db: Db; codes: CodeBox },
  agencyId: string,
  quoteRequestId: string,
  jobId: string,
  body: ResolveBody,
  /** Who resolves: a person (`usr_…`) or an API key (`key_…`); a confirmed proposal is learned as theirs. */
  actor?: string,
) {
  const job = await findAgencyJob(deps.db, agencyId, quoteRequestId, jobId);
  if (!job) throw notFound(`Job ${jobId}`);
  if (job.status === 'action_required' && job.actionRequired?.type === 'takeover')
    // Only a person finishes the page (decision 0029): nothing an API call sends could.
    throw new AppError(
      'INVALID_STATE',
      `The job waits for a person to take over the portal's page in the agency app's live view (${job.actionRequired.deepLink}) and hand it back; it cannot be resolved through the API`,
    );
  const checked = checkResolution(job, body);
  if (!checked) {
    throw new AppError(
      'INVALID_STATE',
      `The job is ${job.status}; only a job waiting for a person can be resolved`,
    );
  }
  if (!checked.ok) throw validationError(checked.fieldErrors);
  const { resolution } = checked;
  // The job goes on from the moment its resolution is stored, so the answer (and every read after it)
  // shows it `running`, not still waiting; the worker holding the browser takes the resolution next.
  const resumed = await deps.db.transaction(async (tx) => {
    const moved = await moveJob(tx, jobId, 'running', { actionRequired: null, waitingUntil: null });
    if (moved) {
      await giveResolution({ db: tx, codes: deps.codes }, jobId, resolution);
      await endPause(tx, moved, 'answered');
    }
    return moved;
  });
  if (!resumed) {
    // It stopped waiting between the read above and now: cancelled, or its window ended.
    throw new AppError('INVALID_STATE', 'The job stopped waiting for a person before the resolution arrived');
  }
  if (resolution.kind === 'answers' && actor && job.actionRequired?.type === 'missing_information') {
    await learnFromAnswers(deps.db, {
      agencyId,
      carrierId: job.carrierId,
      questions: (job.actionRequired.questions ?? []) as UnderwritingQuestion[],
      given: (body.answers ?? {}) as Record<string, unknown>,
      checked: resolution.answers,
      confirmedBy: actor,
    });
  }
  return resumed;
}

/**
 * What is wrong with `body` (as sent, any shape) for the job it would resolve: nothing when the job is
 * not found or waits for no person, which resolveJob answers with 404 or 409.
 */
export async function resolutionErrors(
  db: Db,
  agencyId: string,
  quoteRequestId: string,
  jobId: string,
  body: unknown,
): Promise<FieldErrors> {
  const job = await findAgencyJob(db, agencyId, quoteRequestId, jobId);
  const checked = job && checkResolution(job, typeof body === 'object' && body !== null ? body : {});
  return checked && !checked.ok ? checked.fieldErrors : {};
}

/** The resolution `body` gives the job, or its field errors; undefined when the job waits for no one. */
function checkResolution(job: JobRecord, body: ResolveBody): ResolutionCheck | undefined {
  if (job.status === 'mfa_waiting') {
    const code = typeof body.code === 'string' ? body.code.trim() : '';
    if (!/^[0-9A-Za-z]{4,10}$/.test(code)) {
      return { ok: false, fieldErrors: { code: ['must be the 4 to 10 character code the portal sent'] } };
    }
    return { ok: true, resolution: { kind: 'mfa', code } };
  }
  if (job.status === 'action_required') {
    if (job.actionRequired?.type === 'takeover') return undefined;
    const questions = (job.actionRequired?.questions ?? []) as UnderwritingQuestion[];
    return checkAnswers(questions, body.answers, body.remember !== false);
  }
  return undefined;
}

function checkAnswers(questions: UnderwritingQuestion[], raw: unknown, remember: boolean): ResolutionCheck {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
    return {
      ok: false,
      fieldErrors: { answers: ['must be an object mapping each question id to its answer'] },
    };
  }
  const given = raw as Record<string, unknown>;
  // Whether the answer given to a follow-up's question (as checked: a choice in any case) opens it;
  // a follow-up of a question not asked in this pause stands on its own.
  const opens = (when: NonNullable<UnderwritingQuestion['when']>) => {
    const parent = questions.find((p) => p.id === when.questionId);
    if (!parent) return true;
    const checked = checkAnswer(parent, given[parent.id]);
    return checked.ok && checked.answer === when.answer;
  };
  const errors: FieldErrors = {};
  const answers: Record<string, string | boolean> = {};
  for (const q of questions) {
    // A follow-up whose condition does not hold is not asked: the playbook ignores its answer, so
    // whatever came for it (a form's empty text box) is neither checked nor kept.
    if (q.when && !opens(q.when)) continue;
    const value = given[q.id];
    if (value === undefined) {
      errors[`answers.${q.id}`] = [requiredMessage(q)];
      continue;
    }
    const checked = checkAnswer(q, value);
    if (!checked.ok) {
      // Named by id and by the portal's wording, so a person sees which question to fix.
      errors[`answers.${q.id}`] = [`${checked.message} (${q.text})`];
      continue;
    }
    answers[q.id] = checked.answer;
  }
  const asked = questions.map((q) => q.id);
  for (const id of Object.keys(given)) {
    if (!asked.includes(id)) errors[`answers.${id}`] = [notAskedMessage(id, asked)];
  }
  if (Object.keys(errors).length > 0) return { ok: false, fieldErrors: errors };
  return { ok: true, resolution: { kind: 'answers', answers, remember } };
}

/** Quotes the question, and for a follow-up the answer that makes it required. */
function requiredMessage(q: UnderwritingQuestion): string {
  const because = q.when ? ` because ${q.when.questionId} is ${JSON.stringify(q.when.answer)}` : '';
  return `is required${because} (${q.text})`;
}

/** Names the question id it most likely meant, or every id the job asks when none is close. */
function notAskedMessage(id: string, asked: readonly string[]): string {
  const meant = closestName(id, asked);
  if (meant) return `is not a question this job asks: did you mean \`${meant}\`?`;
  return `is not a question this job asks (it asks: ${asked.join(', ')})`;
}
