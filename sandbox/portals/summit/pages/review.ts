// Review.aspx (Review & Rate): everything entered, with Edit links, and the Rate button that runs
// underwriting rules and rating, then shows the quote, the referral or the decline.
import type { FastifyInstance } from 'fastify';
import { type SummitApp, sendPage } from '../app.ts';
import { applicantRows, lineRows, type Rows } from '../describe.ts';
import { button, esc, pressed } from '../html.ts';
import { decideOutcome } from '../outcome.ts';
import { openStep, stepShell } from '../step-page.ts';
import type { StepKey, SummitDraft } from '../types.ts';
import {
  FLOWS,
  markCompleted,
  neighbour,
  quoteUrl,
  STEP_PATHS,
  STEP_TITLES,
  saveDraft,
  statusUrl,
  stepUrl,
} from '../wizard.ts';
import { viewStateErrorPage } from './errors.ts';
import { QUESTIONS } from './underwriting.ts';

type Req = { Querystring: { SubmissionNo?: string }; Body: Record<string, unknown> };

function section(title: string, step: StepKey, submissionNo: string, rows: Rows): string {
  const body = rows
    .map(
      ([label, value], i) =>
        `<tr${i % 2 ? ' class="alt"' : ''}><th scope="row" style="width:40%">${esc(label)}</th><td>${esc(value)}</td></tr>`,
    )
    .join('');
  return `<h2 class="section">${esc(title)} <span style="float:right;font-weight:normal"><a href="${stepUrl(step, submissionNo)}">Edit</a></span></h2>
<table class="grid">${body}</table>`;
}

function answerRows(draft: SummitDraft): Rows {
  const uw = draft.underwriting;
  if (!uw) return [];
  const answer: Record<string, string | undefined> = {
    rblAlcohol: uw.alcohol === undefined ? undefined : uw.alcohol ? 'Yes' : 'No',
    ddlLosses:
      uw.losses === undefined
        ? undefined
        : uw.losses >= 3
          ? '3 or more'
          : uw.losses
            ? String(uw.losses)
            : 'None',
    rblCancelled: uw.cancelled === undefined ? undefined : uw.cancelled ? 'Yes' : 'No',
    txtCancelExplain: uw.cancelled ? uw.cancelExplanation : undefined,
    rblOtherTenants: uw.otherTenants === undefined ? undefined : uw.otherTenants ? 'Yes' : 'No',
    rblSubcontractors: uw.subcontractors === undefined ? undefined : uw.subcontractors ? 'Yes' : 'No',
    rblVehicles: uw.vehicles === undefined ? undefined : uw.vehicles ? 'Yes' : 'No',
    rblSummitUnderlying: uw.summitUnderlying === undefined ? undefined : uw.summitUnderlying ? 'Yes' : 'No',
    txtAircraft: uw.aircraftWatercraft || undefined,
    txtRemarks: uw.remarks || undefined,
  };
  return QUESTIONS.filter((q) => answer[q.id] !== undefined).map((q) => [q.text, answer[q.id]!]);
}

function reviewBody(draft: SummitDraft, submissionNo: string): string {
  const lineSteps = FLOWS[draft.lob].filter((s) => !['applicant', 'underwriting', 'review'].includes(s));
  return `<p>Review the submission. Select <b>Rate</b> to submit it to Summit Mutual for a quote.</p>
${section(STEP_TITLES.applicant, 'applicant', submissionNo, applicantRows(draft))}
${section(lineSteps.map((s) => STEP_TITLES[s]).join(' / '), lineSteps[0]!, submissionNo, lineRows(draft))}
${section(STEP_TITLES.underwriting, 'underwriting', submissionNo, answerRows(draft))}`;
}

export function registerReviewPage(fastify: FastifyInstance, app: SummitApp) {
  const { ctx } = app;
  const path = STEP_PATHS.review;
  const buttons = `<span style="float:right">${button('btnRate', 'Rate', 'button primary')}</span>${button('btnBack', '< Back')}`;

  fastify.get<Req>(path, async (request, reply) => {
    const opened = openStep(app, request, reply, 'review');
    if (!opened) return reply;
    const { session, loaded } = opened;
    const id = loaded.submission.id;
    const html = stepShell(app, session, {
      step: 'review',
      lob: loaded.draft.lob,
      draft: loaded.draft,
      submissionNo: id,
      errors: [],
      body: reviewBody(loaded.draft, id),
      action: stepUrl('review', id),
      buttons,
    });
    return sendPage(reply, html);
  });

  fastify.post<Req>(path, async (request, reply) => {
    const opened = openStep(app, request, reply, 'review');
    if (!opened) return reply;
    const { loaded } = opened;
    if (!app.viewState.decode(request.body?.__VIEWSTATE, 'review'))
      return sendPage(reply, viewStateErrorPage(), 500);
    const id = loaded.submission.id;
    if (pressed(request.body, 'btnBack'))
      return reply.redirect(stepUrl(neighbour(loaded.draft, 'review', -1)!, id));
    if (!pressed(request.body, 'btnRate')) return reply.redirect(stepUrl('review', id));
    await ctx.pageDelay(request); // the rating engine takes as long again as a page
    const outcome = decideOutcome(loaded.draft, id, ctx.now());
    loaded.draft.ratedAt = ctx.now().toISOString();
    markCompleted(loaded.draft, 'review');
    if (outcome.status === 'quoted') {
      saveDraft(app, loaded, { status: 'quoted', quote: outcome.quote });
      return reply.redirect(quoteUrl(id));
    }
    saveDraft(app, loaded, { status: outcome.status, message: outcome.message });
    return reply.redirect(statusUrl(id));
  });
}
