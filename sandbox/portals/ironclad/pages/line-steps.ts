// Steps 2 and 3, Coverage and Underwriting: the product's own fields and questionnaire, saved to the
// draft. A producer can only open a step once the previous one is complete.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Session } from '../../../core/sessions.ts';
import type { SandboxContext } from '../../../core/types.ts';
import { furthest, type IroncladSubmission, loadOwned, saveData, stepIndex } from '../drafts.ts';
import { renderDriftAsks, validateDriftAsks } from '../drift.ts';
import { type FieldErrors, type FormValues, readForm } from '../forms.ts';
import { renderNotFound } from '../layout.ts';
import { LINES } from '../lines/index.ts';
import { renderNewRequirements, validateNewRequirements } from '../new-requirements.ts';
import { requireSession } from '../session.ts';
import { renderWizardPage } from './wizard.ts';

type LineStep = 'coverage' | 'underwriting';

const STEP_TEXT: Record<LineStep, { index: number; heading: string; intro: string; back: string }> = {
  coverage: {
    index: 1,
    heading: 'Coverage',
    intro: 'Choose the limits and terms to rate.',
    back: 'applicant',
  },
  underwriting: {
    index: 2,
    heading: 'Underwriting questions',
    intro:
      'Answer every question. Some answers open follow-up questions; some send the submission to an underwriter.',
    back: 'coverage',
  },
};

function render(
  step: LineStep,
  session: Session,
  submission: IroncladSubmission,
  values: FormValues,
  errors: FieldErrors,
  newRequirements = false,
  drift?: SandboxContext['drift'],
): string {
  const line = LINES[submission.data.product];
  const text = STEP_TEXT[step];
  return renderWizardPage({
    user: session.username,
    line,
    step: text.index,
    heading: text.heading,
    intro: text.intro,
    reference: submission.id,
    errors,
    action: `/exchange/submissions/${submission.id}/${step}`,
    body:
      step === 'coverage'
        ? line.renderCoverage(values, errors)
        : line.renderUnderwriting(values, errors) +
          (newRequirements ? renderNewRequirements(values, errors) : '') +
          renderDriftAsks(drift, values, errors),
    backHref: `/exchange/submissions/${submission.id}/${text.back}`,
  });
}

export function registerLineSteps(app: FastifyInstance, ctx: SandboxContext): void {
  const newRequirements = () => ctx.faults.get(ctx.carrierId).newRequirements === true;
  /** A field drift moved to Underwriting from the applicant page is kept with the applicant. */
  const moved = ctx.drift?.move?.key;
  /** The draft for this step, or undefined after answering (sign-in, 404, or a redirect elsewhere). */
  function openDraft(
    step: LineStep,
    session: Session,
    ref: string,
    reply: FastifyReply,
  ): IroncladSubmission | undefined {
    const submission = loadOwned(ctx, session, ref);
    if (!submission) {
      reply.code(404).type('text/html').send(renderNotFound(session.username));
      return undefined;
    }
    if (submission.status !== 'draft') {
      reply.redirect(`/exchange/submissions/${submission.id}/result`, 303);
      return undefined;
    }
    if (stepIndex(submission.data.reached) < stepIndex(step)) {
      reply.redirect(`/exchange/submissions/${submission.id}/${submission.data.reached}`, 303);
      return undefined;
    }
    return submission;
  }

  for (const step of ['coverage', 'underwriting'] as const) {
    const next = step === 'coverage' ? 'underwriting' : 'review';

    app.get<{ Params: { ref: string } }>(`/exchange/submissions/:ref/${step}`, async (request, reply) => {
      const session = requireSession(request, reply, ctx);
      if (!session) return reply;
      const submission = openDraft(step, session, request.params.ref, reply);
      if (!submission) return reply;
      const saved = submission.data[step] ?? {};
      const values =
        step === 'underwriting' && moved
          ? { ...saved, [moved]: submission.data.applicant[moved] ?? '' }
          : saved;
      return reply
        .type('text/html')
        .send(render(step, session, submission, values, {}, newRequirements(), ctx.drift));
    });

    app.post<{ Params: { ref: string } }>(`/exchange/submissions/:ref/${step}`, async (request, reply) => {
      const session = requireSession(request, reply, ctx);
      if (!session) return reply;
      const submission = openDraft(step, session, request.params.ref, reply);
      if (!submission) return reply;
      const line = LINES[submission.data.product];
      const { action, ...values } = readForm(request.body);
      const changed = step === 'coverage' && action ? line.coverageAction?.(action, values) : undefined;
      if (changed) {
        saveData(ctx, submission, { coverage: changed });
        return reply.type('text/html').send(render(step, session, submission, changed, {}));
      }
      const errors =
        step === 'coverage'
          ? line.validateCoverage(values, submission.data.applicant)
          : {
              ...line.validateUnderwriting(values),
              ...(newRequirements() ? validateNewRequirements(values) : {}),
              ...validateDriftAsks(ctx.drift, values),
            };
      if (Object.keys(errors).length > 0)
        return reply
          .type('text/html')
          .send(render(step, session, submission, values, errors, newRequirements(), ctx.drift));
      if (step === 'underwriting' && moved) {
        const { [moved]: value, ...rest } = values;
        const applicant = { ...submission.data.applicant, [moved]: value ?? '' };
        saveData(ctx, submission, {
          applicant,
          underwriting: rest,
          reached: furthest(submission.data.reached, next),
        });
        return reply.redirect(`/exchange/submissions/${submission.id}/${next}`, 303);
      }
      saveData(ctx, submission, { [step]: values, reached: furthest(submission.data.reached, next) });
      return reply.redirect(`/exchange/submissions/${submission.id}/${next}`, 303);
    });
  }
}
