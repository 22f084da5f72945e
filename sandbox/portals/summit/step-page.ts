// One wizard page's life cycle, shared by every step: guard (login, draft, order), render with the
// side bar, postback with viewstate check, Back / Next, validation summary, save to the draft.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PortalDrift } from '../../core/drift.ts';
import type { Session } from '../../core/sessions.ts';
import { type SummitApp, sendPage } from './app.ts';
import { requireAgent } from './auth.ts';
import { button, pressed, validationSummary } from './html.ts';
import { shell } from './layout.ts';
import { viewStateErrorPage } from './pages/errors.ts';
import { LOB_NAMES } from './reference.ts';
import type { FieldError, FormValues, Lob, StepKey, SummitDraft } from './types.ts';
import {
  canOpen,
  continueUrl,
  FIND_PATH,
  type LoadedDraft,
  loadSubmission,
  markCompleted,
  NEW_PATH,
  neighbour,
  STEP_PATHS,
  STEP_TITLES,
  saveDraft,
  stepUrl,
  wizardSidebar,
} from './wizard.ts';

export interface StepContext {
  draft: SummitDraft;
  now: Date;
  submissionNo: string;
  /** The `newRequirements` fault: Underwriting Questions asks two more things. */
  newRequirements?: boolean;
  /** Layout drift: Underwriting Questions may ask new questions and a moved field. */
  drift?: PortalDrift;
}

export interface StepPage<T> {
  key: StepKey;
  read(body: unknown, context: StepContext): FormValues;
  toForm(draft: SummitDraft): FormValues;
  parse(form: FormValues, context: StepContext): { data?: T; errors: FieldError[] };
  save(draft: SummitDraft, data: T): void;
  render(form: FormValues, errors: FieldError[], context: StepContext): string;
  /** A postback button other than Back / Next (e.g. Add Another Policy): the form to show again. */
  postback?(body: unknown, form: FormValues): FormValues | undefined;
}

export interface StepShellOptions {
  step: StepKey;
  lob: Lob;
  draft?: SummitDraft;
  submissionNo?: string;
  errors: FieldError[];
  body: string;
  action: string;
  buttons?: string;
  layoutVersion?: number;
}

export function stepShell(app: SummitApp, session: Session, options: StepShellOptions): string {
  const title = STEP_TITLES[options.step];
  const buttons =
    options.buttons ??
    `<span style="float:right">${button('btnNext', 'Next >', 'button primary')}</span>${button('btnBack', '< Back')}`;
  const content =
    wizardSidebar(options.lob, options.step, options.draft, options.submissionNo) +
    `<h1 class="pagetitle">${title.replace('&', '&amp;')}</h1>${validationSummary(options.errors)}` +
    `${options.body}<div class="buttons">${buttons}</div>`;
  return shell({
    title,
    content,
    year: app.year(),
    user: app.profile(session.username),
    nav: 'new',
    crumb: ['New Submission', LOB_NAMES[options.lob], title],
    action: options.action,
    viewState: app.viewState.encode({ p: options.step, l: options.layoutVersion ?? 1 }),
  });
}

/** Session + draft for a step, or undefined after answering (login, not found, locked, out of order). */
export function openStep(
  app: SummitApp,
  request: FastifyRequest,
  reply: FastifyReply,
  step: StepKey,
): { session: Session; loaded: LoadedDraft } | undefined {
  const session = requireAgent(app, request, reply);
  if (!session) return undefined;
  const loaded = loadSubmission(app, (request.query as { SubmissionNo?: string }).SubmissionNo);
  if (!loaded) {
    reply.redirect(FIND_PATH);
    return undefined;
  }
  if (loaded.submission.status !== 'draft' || !canOpen(loaded.draft, step)) {
    reply.redirect(continueUrl(loaded.submission));
    return undefined;
  }
  return { session, loaded };
}

const stepContext = (app: SummitApp, loaded: LoadedDraft): StepContext => ({
  draft: loaded.draft,
  now: app.ctx.now(),
  submissionNo: loaded.submission.id,
  newRequirements: app.ctx.faults.get(app.ctx.carrierId).newRequirements === true,
  drift: app.ctx.drift,
});

export function registerStepPage<T>(fastify: FastifyInstance, app: SummitApp, page: StepPage<T>) {
  type Req = { Querystring: { SubmissionNo?: string }; Body: Record<string, unknown> };
  const path = STEP_PATHS[page.key];

  const show = (
    reply: FastifyReply,
    session: Session,
    loaded: LoadedDraft,
    form: FormValues,
    errors: FieldError[],
  ) => {
    const context = stepContext(app, loaded);
    const html = stepShell(app, session, {
      step: page.key,
      lob: loaded.draft.lob,
      draft: loaded.draft,
      submissionNo: loaded.submission.id,
      errors,
      body: page.render(form, errors, context),
      action: stepUrl(page.key, loaded.submission.id),
    });
    return sendPage(reply, html);
  };

  fastify.get<Req>(path, async (request, reply) => {
    const opened = openStep(app, request, reply, page.key);
    if (!opened) return reply;
    return show(reply, opened.session, opened.loaded, page.toForm(opened.loaded.draft), []);
  });

  fastify.post<Req>(path, async (request, reply) => {
    const opened = openStep(app, request, reply, page.key);
    if (!opened) return reply;
    const { session, loaded } = opened;
    if (!app.viewState.decode(request.body?.__VIEWSTATE, page.key))
      return sendPage(reply, viewStateErrorPage(), 500);
    const submissionNo = loaded.submission.id;
    if (pressed(request.body, 'btnBack')) {
      const previous = neighbour(loaded.draft, page.key, -1);
      return reply.redirect(previous ? stepUrl(previous, submissionNo) : NEW_PATH);
    }
    const context = stepContext(app, loaded);
    const form = page.read(request.body, context);
    const again = page.postback?.(request.body, form);
    if (again) return show(reply, session, loaded, again, []);
    // A postback without a known button (script submit) re-renders the page, as WebForms did.
    if (!pressed(request.body, 'btnNext')) return show(reply, session, loaded, form, []);
    const result = page.parse(form, context);
    if (result.errors.length > 0 || result.data === undefined)
      return show(reply, session, loaded, form, result.errors);
    page.save(loaded.draft, result.data);
    markCompleted(loaded.draft, page.key);
    saveDraft(app, loaded);
    const next = neighbour(loaded.draft, page.key, 1) ?? 'review';
    return reply.redirect(stepUrl(next, submissionNo));
  });
}
