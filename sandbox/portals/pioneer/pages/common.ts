// What every submission step page does first: the signed-in user, the submission, the step guard
// (no skipping ahead, finished submissions show their outcome) and the form token on POST.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Submission } from '../../../core/submissions.ts';
import type { SandboxContext } from '../../../core/types.ts';
import type { Auth, FormBody, Signed } from '../auth.ts';
import { type DraftData, draftOf, saveDraft } from '../drafts.ts';
import { outcomePath, STEP_ORDER, type StepSlug, stepNumber, stepPath } from '../flow.ts';
import { escapeHtml } from '../html.ts';
import { renderPage } from '../layout.ts';

export interface PortalDeps {
  ctx: SandboxContext;
  auth: Auth;
}

export type StepRequest = FastifyRequest<{ Params: { id: string }; Body: FormBody }>;

export interface LoadedStep {
  signed: Signed;
  submission: Submission;
  draft: DraftData;
}

export const sendHtml = (reply: FastifyReply, html: string, code = 200) =>
  reply.code(code).type('text/html; charset=utf-8').send(html);

export const notFoundPage = (signed?: Signed) =>
  renderPage({
    title: 'Submission not found',
    user: signed?.user,
    body:
      `<div class="panel"><h1>Submission not found</h1><p>We could not find that submission. ` +
      `Use <a href="/producernet/submissions">Find Submissions</a> to look it up.</p></div>`,
  });

export function loadStep(
  deps: PortalDeps,
  request: StepRequest,
  reply: FastifyReply,
  slug: StepSlug,
): LoadedStep | undefined {
  const signed = deps.auth.require(request, reply, stepPath(request.params.id, slug));
  if (!signed) return undefined;
  const submission = deps.ctx.submissions.get(deps.ctx.carrierId, request.params.id);
  if (!submission) {
    sendHtml(reply, notFoundPage(signed), 404);
    return undefined;
  }
  if (submission.status !== 'draft') {
    reply.redirect(outcomePath(submission.id), 303);
    return undefined;
  }
  const draft = draftOf(submission);
  if (stepNumber(slug) > draft.completed + 1) {
    const next = STEP_ORDER[Math.min(draft.completed, STEP_ORDER.length - 1)]!;
    reply.redirect(stepPath(submission.id, next), 303);
    return undefined;
  }
  if (request.method === 'POST' && !deps.auth.verifyToken(signed, request.body, reply)) return undefined;
  return { signed, submission, draft };
}

/** Marks a step complete and sends the agent to the next one. */
export function completeStep(
  deps: PortalDeps,
  loaded: LoadedStep,
  slug: StepSlug,
  patch: Partial<DraftData>,
  reply: FastifyReply,
) {
  const completed = Math.max(loaded.draft.completed, stepNumber(slug));
  saveDraft(deps.ctx, loaded.submission, { ...patch, completed });
  const next = STEP_ORDER[stepNumber(slug)];
  return reply.redirect(next ? stepPath(loaded.submission.id, next) : outcomePath(loaded.submission.id), 303);
}

/** The Back link and primary button at the foot of every step form. */
export function stepActions(submissionId: string, slug: StepSlug, primary = 'Save & Continue'): string {
  const index = STEP_ORDER.indexOf(slug);
  const previous = index > 0 ? STEP_ORDER[index - 1] : undefined;
  const back = previous
    ? `<a class="button secondary" href="${escapeHtml(stepPath(submissionId, previous))}">Back</a>`
    : `<a class="button secondary" href="/producernet/home">Cancel</a>`;
  return `<div class="actions">${back}<button type="submit" class="primary" name="action" value="continue">${escapeHtml(primary)}</button></div>`;
}

/** Header line shown above every step form. */
export const submissionHeader = (submission: Submission) =>
  `<p class="hint">Submission <strong>${escapeHtml(submission.id)}</strong>${
    submission.applicantName ? ` · ${escapeHtml(submission.applicantName)}` : ''
  }</p>`;
