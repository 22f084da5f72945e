// The application routes: start a line's long form, save it section by section (Save & Continue),
// add or remove schedule rows, and hand over to Get Rates once every section is complete.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { decoyErrors } from '../../../core/drift-posted.ts';
import type { Submission } from '../../../core/submissions.ts';
import type { SandboxContext } from '../../../core/types.ts';
import {
  createApplication,
  findApplication,
  saveApplication,
  sectionReached,
  valuesOf,
} from '../applications.ts';
import { todayIso } from '../dates.ts';
import { driverSchedule } from '../forms/drivers.ts';
import { lineForm } from '../forms/lines.ts';
import { premisesSchedule } from '../forms/premises.ts';
import { checkSection } from '../forms/render.ts';
import { addRow, removeRow } from '../forms/schedule.ts';
import type { CheckEnv, FormErrors, FormValues, LineForm } from '../forms/types.ts';
import { vehicleSchedule } from '../forms/vehicles.ts';
import { renderShell } from '../layout.ts';
import { requireAgent } from '../session.ts';
import { type ApplicationView, renderApplicationBody } from './application-view.ts';
import { notFound } from './not-found.ts';

const FIELD_KEY = /^(app|loc|ops|prop|cov|uw|cyb|veh|drv|prem)_[a-z0-9_]+$/;

export function checkEnv(ctx: SandboxContext): CheckEnv {
  return {
    today: todayIso(ctx.now()),
    layoutVersion: ctx.faults.get(ctx.carrierId).layoutVersion === 2 ? 2 : 1,
    newRequirements: ctx.faults.get(ctx.carrierId).newRequirements === true,
    drift: ctx.drift,
  };
}

/** The posted form fields AgentDesk keeps (its own prefixes, strings, bounded length). */
function postedValues(body: unknown): FormValues {
  const values: FormValues = {};
  if (!body || typeof body !== 'object') return values;
  for (const [key, value] of Object.entries(body)) {
    if (FIELD_KEY.test(key) && typeof value === 'string') values[key] = value.slice(0, 2000);
  }
  return values;
}

/** Every section up to and including `through`, checked; the first failing section's index too. */
export function checkThrough(form: LineForm, values: FormValues, through: number, env: CheckEnv) {
  const errors: FormErrors = {};
  let firstFailing: number | undefined;
  form.sections.slice(0, through + 1).forEach((section, index) => {
    const found = checkSection(section, values, env);
    if (Object.keys(found).length && firstFailing === undefined) firstFailing = index;
    Object.assign(errors, found);
  });
  return { errors, firstFailing };
}

export function registerApplicationRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const page = (reply: FastifyReply, user: string, title: string, view: ApplicationView) =>
    reply
      .type('text/html')
      .send(renderShell({ title, user, year: ctx.now().getFullYear(), body: renderApplicationBody(view) }));

  app.get<{ Querystring: { line?: string } }>('/agentdesk/applications/new', async (request, reply) => {
    const session = requireAgent(ctx, request, reply);
    if (!session) return reply;
    const form = lineForm(request.query.line ?? '');
    if (!form) return notFound(reply, ctx, session.username);
    return page(reply, session.username, `New ${form.title} Application`, {
      form,
      values: {},
      errors: {},
      current: 0,
      env: checkEnv(ctx),
    });
  });

  app.get<{ Params: { ref: string }; Querystring: { open?: string; saved?: string } }>(
    '/agentdesk/applications/:ref',
    async (request, reply) => {
      const session = requireAgent(ctx, request, reply);
      if (!session) return reply;
      const submission = findApplication(ctx, request.params.ref);
      const form = submission && lineForm(submission.line);
      if (!submission || !form) return notFound(reply, ctx, session.username);
      if (submission.status !== 'draft')
        return reply.redirect(`/agentdesk/applications/${submission.id}/result`, 303);
      return page(reply, session.username, `${form.title} Application ${submission.id}`, {
        form,
        values: valuesOf(submission),
        errors: {},
        current: sectionReached(submission),
        open: request.query.open,
        ref: submission.id,
        notice: request.query.saved ? 'Your application was saved as a draft.' : undefined,
        env: checkEnv(ctx),
      });
    },
  );

  async function save(
    reply: FastifyReply,
    user: string,
    form: LineForm,
    body: unknown,
    existing?: Submission,
  ) {
    const env = checkEnv(ctx);
    const values = { ...(existing ? valuesOf(existing) : {}), ...postedValues(body) };
    const action = String((body as Record<string, unknown> | undefined)?.action ?? 'continue');
    let current = existing ? sectionReached(existing) : 0;
    const title = `${form.title} Application`;
    const redisplay = (errors: FormErrors, ref?: string) =>
      page(reply, user, title, { form, values, errors, current, ref, env });

    // A filled decoy (form drift) refuses the page with its own message; nothing is saved.
    const decoy = decoyErrors(ctx.drift, body);
    if (Object.keys(decoy).length) return redisplay(decoy, existing?.id);

    let submission = existing;
    if (!submission) {
      const errors = checkSection(form.sections[0]!, values, env);
      if (Object.keys(errors).length) return redisplay(errors);
      submission = createApplication(ctx, form, user, values, 0);
    }
    const url = `/agentdesk/applications/${submission.id}`;

    const schedules = [vehicleSchedule, driverSchedule, premisesSchedule];
    const schedule = schedules.find((s) => action === `add_${s.noun}`);
    if (schedule) {
      const full = addRow(values, schedule);
      saveApplication(ctx, submission, values, current);
      if (full) return redisplay({ [schedule.sectionId]: full }, submission.id);
      return reply.redirect(`${url}?open=${schedule.sectionId}#sec-${schedule.sectionId}`, 303);
    }
    const removal = /^remove_(vehicle|driver|premises)_(\d+)$/.exec(action);
    if (removal) {
      const target = schedules.find((s) => s.noun === removal[1])!;
      removeRow(values, target, Number(removal[2]));
      saveApplication(ctx, submission, values, current);
      return reply.redirect(`${url}?open=${target.sectionId}#sec-${target.sectionId}`, 303);
    }
    if (action === 'save') {
      saveApplication(ctx, submission, values, current);
      return reply.redirect(`${url}?saved=1`, 303);
    }

    const through = Math.min(current, form.sections.length - 1);
    const { errors } = checkThrough(form, values, through, env);
    if (Object.keys(errors).length) {
      saveApplication(ctx, submission, values, current);
      return redisplay(errors, submission.id);
    }
    const operations = form.sections.findIndex((s) => s.id === 'operations');
    if (through >= operations) {
      const knockout = form.classKnockout(values.ops_naics ?? '');
      if (knockout) {
        saveApplication(ctx, submission, values, current);
        ctx.submissions.update(submission.id, { status: 'declined', message: knockout }, ctx.now());
        return reply.redirect(`${url}/result`, 303);
      }
    }
    current = Math.min(through + 1, form.sections.length);
    saveApplication(ctx, submission, values, current);
    if (current >= form.sections.length) return reply.redirect(`${url}/rates`, 303);
    return reply.redirect(`${url}#sec-${form.sections[current]!.id}`, 303);
  }

  app.post<{ Querystring: { line?: string } }>('/agentdesk/applications/new', async (request, reply) => {
    const session = requireAgent(ctx, request, reply);
    if (!session) return reply;
    const form = lineForm(request.query.line ?? '');
    if (!form) return notFound(reply, ctx, session.username);
    return save(reply, session.username, form, request.body);
  });

  app.post<{ Params: { ref: string } }>('/agentdesk/applications/:ref', async (request, reply) => {
    const session = requireAgent(ctx, request, reply);
    if (!session) return reply;
    const submission = findApplication(ctx, request.params.ref);
    const form = submission && lineForm(submission.line);
    if (!submission || !form) return notFound(reply, ctx, session.username);
    if (submission.status !== 'draft')
      return reply.redirect(`/agentdesk/applications/${submission.id}/result`, 303);
    return save(reply, session.username, form, request.body, submission);
  });
}
