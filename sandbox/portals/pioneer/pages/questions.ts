// Step 4, Underwriting Questions: yes/no radios, a loss-count select and free text, per line.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { PortalDrift } from '../../../core/drift.ts';
import { field } from '../auth.ts';
import {
  errorSummary,
  type FieldErrors,
  radioGroup,
  selectField,
  textArea,
  textField,
  YES_NO,
} from '../html.ts';
import { renderPage } from '../layout.ts';
import { questionsFor, validateAnswers } from '../underwriting.ts';
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

function page(
  reply: FastifyReply,
  loaded: LoadedStep,
  values: Record<string, string>,
  options: { newRequirements: boolean; drift: PortalDrift | undefined },
  errors: FieldErrors = {},
) {
  const { submission, draft, signed } = loaded;
  const fields = questionsFor(draft.line, options.newRequirements, options.drift)
    .map((q) => {
      const common = { id: q.id, label: q.text, value: values[q.id], errors, required: q.required };
      if (q.kind === 'yesno') return radioGroup({ ...common, choices: YES_NO });
      if (q.kind === 'select')
        return selectField({ ...common, choices: q.choices ?? [], placeholder: '-- Select --' });
      if (q.id === 'safetyProgram') {
        return textArea({
          ...common,
          hint: q.required
            ? 'Training, inspections, PPE and claims reporting (at least 20 characters)'
            : undefined,
        });
      }
      return textField({ ...common, ...(q.hint ? { hint: q.hint } : {}) });
    })
    .join('');
  return sendHtml(
    reply,
    renderPage({
      title: 'Underwriting Questions',
      user: signed.user,
      nav: 'quote',
      step: { line: draft.line, current: 'questions' },
      body:
        `<h1>Underwriting Questions</h1>${submissionHeader(submission)}${errorSummary(errors)}` +
        `<form method="post" novalidate><input type="hidden" name="_pnToken" value="${signed.token}">` +
        `<div class="panel">${fields}</div>${stepActions(submission.id, 'questions')}</form>`,
    }),
  );
}

export function registerQuestions(app: FastifyInstance, deps: PortalDeps) {
  const { drift } = deps.ctx;
  const options = () => ({
    newRequirements: deps.ctx.faults.get(deps.ctx.carrierId).newRequirements === true,
    drift,
  });
  /** A field drift moved here from the applicant page is kept with the applicant, as that page keeps it. */
  const moved = drift?.move?.key as 'dba' | undefined;
  app.get('/producernet/submissions/:id/questions', async (request: StepRequest, reply) => {
    const loaded = loadStep(deps, request, reply, 'questions');
    if (!loaded) return reply;
    const answers = loaded.draft.answers ?? {};
    const values = moved ? { ...answers, [moved]: loaded.draft.applicant?.[moved] ?? '' } : answers;
    return page(reply, loaded, values, options());
  });

  app.post('/producernet/submissions/:id/questions', async (request: StepRequest, reply) => {
    const loaded = loadStep(deps, request, reply, 'questions');
    if (!loaded) return reply;
    const { newRequirements } = options();
    const asked = questionsFor(loaded.draft.line, newRequirements, drift);
    const answers = Object.fromEntries(asked.map((q) => [q.id, field(request.body, q.id)]));
    const errors = validateAnswers(loaded.draft.line, answers, newRequirements, drift);
    if (Object.keys(errors).length) return page(reply, loaded, answers, options(), errors);
    if (!moved || !loaded.draft.applicant) return completeStep(deps, loaded, 'questions', { answers }, reply);
    const { [moved]: value, ...rest } = answers;
    const applicant = { ...loaded.draft.applicant, [moved]: value ?? '' };
    return completeStep(deps, loaded, 'questions', { answers: rest, applicant }, reply);
  });
}
