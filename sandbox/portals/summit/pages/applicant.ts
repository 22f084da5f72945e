// Applicant.aspx: the first wizard step. A new submission is created here as a draft (its number
// appears from then on); Summit declines automotive repair for BOP and CGL right away.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { decoyErrors } from '../../../core/drift-posted.ts';
import type { Session } from '../../../core/sessions.ts';
import { type SummitApp, sendPage } from '../app.ts';
import { requireAgent } from '../auth.ts';
import { button, pressed, readForm } from '../html.ts';
import { DECLINED_NAICS } from '../reference.ts';
import { openStep, stepShell } from '../step-page.ts';
import type { ApplicantData, FieldError, FormValues, Lob, SummitDraft } from '../types.ts';
import { isoDate, parseUsDate } from '../validate.ts';
import {
  type LoadedDraft,
  markCompleted,
  NEW_PATH,
  neighbour,
  STEP_PATHS,
  saveDraft,
  statusUrl,
  stepUrl,
} from '../wizard.ts';
import { APPLICANT_FIELDS, applicantToForm, parseApplicant } from './applicant-fields.ts';
import { applicantV1, applicantV2, readApplicantV2, V2_LABELS } from './applicant-markup.ts';
import { viewStateErrorPage } from './errors.ts';
import { LOB_PARAM, lobFromParam } from './home.ts';

type Req = { Querystring: { SubmissionNo?: string; LOB?: string }; Body: Record<string, unknown> };

export const AUTO_REPAIR_DECLINE: Record<Lob, string> = {
  bop: 'Automotive repair and body shop risks are not eligible for Summit Mutual business owners or general liability programs.',
  gl: 'Automotive repair and body shop risks are not eligible for Summit Mutual business owners or general liability programs.',
  umbrella: '',
};

export function registerApplicantPage(fastify: FastifyInstance, app: SummitApp) {
  const { ctx } = app;
  const path = STEP_PATHS.applicant;
  const layout = () => (ctx.faults.get(ctx.carrierId).layoutVersion === 2 ? 2 : 1);

  function show(
    reply: FastifyReply,
    session: Session,
    view: { lob: Lob; loaded?: LoadedDraft; form: FormValues; errors: FieldError[]; layout: number },
  ) {
    const submissionNo = view.loaded?.submission.id;
    const action = submissionNo ? stepUrl('applicant', submissionNo) : `${path}?LOB=${LOB_PARAM[view.lob]}`;
    const v2 = view.layout === 2;
    const html = stepShell(app, session, {
      step: 'applicant',
      lob: view.lob,
      draft: view.loaded?.draft,
      submissionNo,
      errors: view.errors,
      body: v2 ? applicantV2(view.form, view.errors) : applicantV1(view.form, view.errors),
      action,
      layoutVersion: view.layout,
      buttons: v2
        ? `${button('ucApplicant$btnSaveContinue', 'Save & Continue', 'button primary')} ${button('btnBack', 'Cancel')}`
        : undefined,
    });
    return sendPage(reply, html);
  }

  /** Layout 2 shows the year the business started where layout 1 shows years in business. */
  const toForm = (data: ApplicantData | undefined, version: number): FormValues => {
    const form = applicantToForm(data);
    if (version === 2 && data)
      form.txtYearsInBusiness = String(ctx.now().getUTCFullYear() - data.yearsInBusiness);
    return form;
  };

  /** The draft being edited (SubmissionNo) or the line of a new one (LOB); undefined after answering. */
  function open(request: FastifyRequest<Req>, reply: FastifyReply) {
    if (request.query.SubmissionNo) {
      const opened = openStep(app, request, reply, 'applicant');
      return opened && { session: opened.session, loaded: opened.loaded, lob: opened.loaded.draft.lob };
    }
    const session = requireAgent(app, request, reply);
    if (!session) return undefined;
    const lob = lobFromParam(request.query.LOB);
    if (!lob) {
      reply.redirect(NEW_PATH);
      return undefined;
    }
    return { session, lob, loaded: undefined as LoadedDraft | undefined };
  }

  fastify.get<Req>(path, async (request, reply) => {
    const opened = open(request, reply);
    if (!opened) return reply;
    const version = layout();
    const form = toForm(opened.loaded?.draft.applicant, version);
    return show(reply, opened.session, { ...opened, form, errors: [], layout: version });
  });

  fastify.post<Req>(path, async (request, reply) => {
    const opened = open(request, reply);
    if (!opened) return reply;
    const state = app.viewState.decode(request.body?.__VIEWSTATE, 'applicant');
    if (!state) return sendPage(reply, viewStateErrorPage(), 500);
    if (pressed(request.body, 'btnBack')) return reply.redirect(NEW_PATH);
    const v2 = state.l === 2;
    const form = v2 ? readApplicantV2(request.body) : readForm(request.body, APPLICANT_FIELDS);
    const next = v2 ? pressed(request.body, 'ucApplicant$btnSaveContinue') : pressed(request.body, 'btnNext');
    if (!next) return show(reply, opened.session, { ...opened, form, errors: [], layout: state.l ?? 1 });
    const result = parseApplicant(form, {
      now: ctx.now(),
      ...(v2 ? { labels: V2_LABELS, yearStarted: form.txtYearsInBusiness ?? '' } : {}),
    });
    // A filled decoy (form drift) refuses the page with its own message.
    const decoy = Object.entries(decoyErrors(ctx.drift, request.body)).map(([field, message]) => ({
      field,
      message,
    }));
    if (!result.data || decoy.length)
      return show(reply, opened.session, {
        ...opened,
        form,
        errors: [...result.errors, ...decoy],
        layout: state.l ?? 1,
      });
    const loaded = saveApplicant(app, opened.session, opened.lob, opened.loaded, result.data);
    const decline = DECLINED_NAICS.has(result.data.naics) ? AUTO_REPAIR_DECLINE[opened.lob] : '';
    if (decline) {
      saveDraft(app, loaded, { status: 'declined', message: decline });
      return reply.redirect(statusUrl(loaded.submission.id));
    }
    return reply.redirect(stepUrl(neighbour(loaded.draft, 'applicant', 1) ?? 'review', loaded.submission.id));
  });
}

function saveApplicant(
  app: SummitApp,
  session: Session,
  lob: Lob,
  existing: LoadedDraft | undefined,
  data: ApplicantData,
): LoadedDraft {
  const { ctx } = app;
  const effectiveDate = isoDate(parseUsDate(data.effectiveDate)!);
  if (existing) {
    existing.draft.applicant = data;
    saveDraft(app, existing, { applicantName: data.insuredName, effectiveDate });
    return existing;
  }
  const draft: SummitDraft = { lob, completed: [], applicant: data };
  markCompleted(draft, 'applicant');
  const submission = ctx.submissions.create(
    {
      id: `AL${10_000_000 + app.nextSequence()}`,
      carrierId: ctx.carrierId,
      line: lob,
      username: session.username,
      applicantName: data.insuredName,
      effectiveDate,
      status: 'draft',
      data: draft as unknown as Record<string, unknown>,
    },
    ctx.now(),
  );
  return { submission, draft };
}
