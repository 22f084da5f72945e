// Step 3: the line's own coverage page (BOP property & liability, WC class codes, umbrella underlying).
import type { FastifyInstance, FastifyReply } from 'fastify';
import { field } from '../auth.ts';
import { saveDraft } from '../drafts.ts';
import { stepTitles } from '../flow.ts';
import { errorSummary, type FieldErrors } from '../html.ts';
import { renderPage } from '../layout.ts';
import { bopValues, readBop, renderBop, roofTypeError } from './bop-coverage.ts';
import { LOCATIONS, readLocations } from './bop-locations.ts';
import {
  completeStep,
  type LoadedStep,
  loadStep,
  type PortalDeps,
  type StepRequest,
  sendHtml,
  stepActions,
  submissionHeader,
} from './common.ts';
import { applyRowAction, readSchedule } from './schedule-table.ts';
import { readUmbrella, renderUmbrella, umbrellaValues } from './umbrella-coverage.ts';
import {
  addRow,
  formFromCoverage,
  readWcForm,
  removeRow,
  renderWc,
  validateWc,
  type WcForm,
} from './wc-classes.ts';
import { OWNERS } from './wc-owners.ts';

function page(
  reply: FastifyReply,
  loaded: LoadedStep,
  values: Record<string, string>,
  errors: FieldErrors = {},
  newRequirements = false,
) {
  const { submission, draft, signed } = loaded;
  const title = stepTitles(draft.line)[2]!;
  const form =
    draft.line === 'bop'
      ? renderBop(values, errors, newRequirements)
      : draft.line === 'wc'
        ? renderWc(values, errors)
        : renderUmbrella(values, errors);
  return sendHtml(
    reply,
    renderPage({
      title,
      user: signed.user,
      nav: 'quote',
      step: { line: draft.line, current: 'coverage' },
      body:
        `<h1>${title}</h1>${submissionHeader(submission)}${errorSummary(errors)}` +
        `<form method="post" novalidate><input type="hidden" name="_pnToken" value="${signed.token}">` +
        `${form}${stepActions(submission.id, 'coverage')}</form>`,
    }),
  );
}

function savedValues(loaded: LoadedStep): Record<string, string> {
  const { draft } = loaded;
  if (draft.line === 'bop') return draft.bop ? bopValues(draft.bop) : {};
  if (draft.line === 'umbrella') return draft.umbrella ? umbrellaValues(draft.umbrella) : {};
  if (draft.wcForm) return draft.wcForm;
  if (draft.wc) return formFromCoverage(draft.wc);
  return { rowCount: '1', cls_0_state: draft.applicant?.state ?? '' };
}

export function registerCoverage(app: FastifyInstance, deps: PortalDeps) {
  const { ctx } = deps;
  const newRequirements = () => ctx.faults.get(ctx.carrierId).newRequirements === true;

  function postWc(loaded: LoadedStep, request: StepRequest, reply: FastifyReply) {
    let form: WcForm = readWcForm(request.body ?? {});
    const action = field(request.body, 'action');
    const owners = applyRowAction(OWNERS, form, action);
    if (owners) {
      form = owners.form;
      saveDraft(ctx, loaded.submission, { wcForm: form });
      return page(reply, loaded, form, owners.refusal ? { ownRows: owners.refusal } : {});
    }
    if (action === 'add' || action.startsWith('remove-')) {
      const errors: FieldErrors = {};
      if (action === 'add') {
        const added = addRow(form, loaded.draft.applicant?.state ?? '');
        if (added) form = added;
        else
          errors.rows =
            'A maximum of 10 class codes can be entered online. Contact your Pioneer underwriter.';
      } else form = removeRow(form, Number(action.slice('remove-'.length)));
      saveDraft(ctx, loaded.submission, { wcForm: form });
      return page(reply, loaded, form, errors);
    }
    const { data, errors } = validateWc(form);
    if (!data) {
      saveDraft(ctx, loaded.submission, { wcForm: form });
      return page(reply, loaded, form, errors);
    }
    return completeStep(deps, loaded, 'coverage', { wc: data, wcForm: form }, reply);
  }

  app.get('/producernet/submissions/:id/coverage', async (request: StepRequest, reply) => {
    const loaded = loadStep(deps, request, reply, 'coverage');
    if (!loaded) return reply;
    return page(reply, loaded, savedValues(loaded), {}, newRequirements());
  });

  app.post('/producernet/submissions/:id/coverage', async (request: StepRequest, reply) => {
    const loaded = loadStep(deps, request, reply, 'coverage');
    if (!loaded) return reply;
    const body = request.body ?? {};
    const values = Object.fromEntries(Object.keys(body).map((k) => [k, field(body, k)]));
    if (loaded.draft.line === 'wc') return postWc(loaded, request, reply);
    if (loaded.draft.line === 'bop') {
      // "Add another location" / "Remove additional location n": the page again, with what was typed.
      const pressed = applyRowAction(LOCATIONS, values, field(body, 'action'));
      if (pressed) {
        const errors: FieldErrors = pressed.refusal ? { locRows: pressed.refusal } : {};
        return page(reply, loaded, pressed.form, errors, newRequirements());
      }
      const thisYear = ctx.now().getUTCFullYear();
      const { data, errors } = readBop(body, thisYear);
      const locations = readLocations(readSchedule(LOCATIONS, body), thisYear);
      Object.assign(errors, locations.errors);
      // The roof type (newRequirements) is checked but not rated: the premium stays the formula's.
      const roof = newRequirements() ? roofTypeError(values.roofType ?? '') : undefined;
      if (roof) errors.roofType = roof;
      return data && !roof && Object.keys(locations.errors).length === 0
        ? completeStep(
            deps,
            loaded,
            'coverage',
            { bop: { ...data, ...(locations.rows.length ? { otherBuildings: locations.rows } : {}) } },
            reply,
          )
        : page(reply, loaded, values, errors, newRequirements());
    }
    const { data, errors } = readUmbrella(body, loaded.draft.classification?.employees ?? 0);
    return data
      ? completeStep(deps, loaded, 'coverage', { umbrella: data }, reply)
      : page(reply, loaded, values, errors);
  });
}
