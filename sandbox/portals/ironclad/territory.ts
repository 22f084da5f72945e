// The `territoryCheck` fault on Ironclad Exchange (docs/sandbox-carriers/ironclad.md): after the Applicant step is saved,
// a page no playbook knows, "Territory confirmation", asks for the applicant's ZIP again in a control
// labelled "Zip/Postal" and is left with a button captioned "Lodge". Only the ZIP saved on the Applicant
// step passes (anything else, or nothing, shows the page again with its message); then the wizard goes
// on to Coverage as it would have. It changes nothing in rating.
import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../../core/types.ts';
import { type IroncladSubmission, loadOwned, saveData } from './drafts.ts';
import { type FieldErrors, readForm, textField } from './forms.ts';
import { renderNotFound } from './layout.ts';
import { LINES } from './lines/index.ts';
import { renderWizardPage } from './pages/wizard.ts';
import { requireSession } from './session.ts';

const FIELD = 'territory_postal';

/** Where the Applicant step leads: the territory page while the fault is on and it is not passed. */
export function afterApplicant(ctx: SandboxContext, submission: IroncladSubmission): string {
  const on = ctx.faults.get(ctx.carrierId).territoryCheck === true;
  const passed = submission.data.territoryConfirmed === true;
  return `/exchange/submissions/${submission.id}/${on && !passed ? 'territory' : 'coverage'}`;
}

function render(user: string, submission: IroncladSubmission, value: string, errors: FieldErrors) {
  return renderWizardPage({
    user,
    line: LINES[submission.data.product],
    step: 0,
    heading: 'Territory confirmation',
    intro: 'Our territory rules need the risk location confirmed before coverage can be offered.',
    reference: submission.id,
    errors,
    action: `/exchange/submissions/${submission.id}/territory`,
    body: textField({ name: FIELD, label: 'Zip/Postal', values: { [FIELD]: value }, errors, required: true }),
    backHref: `/exchange/submissions/${submission.id}/applicant`,
    submitLabel: 'Lodge',
  });
}

export function registerTerritoryPage(app: FastifyInstance, ctx: SandboxContext): void {
  app.get<{ Params: { ref: string } }>('/exchange/submissions/:ref/territory', async (request, reply) => {
    const session = requireSession(request, reply, ctx);
    if (!session) return reply;
    const submission = loadOwned(ctx, session, request.params.ref);
    if (!submission) return reply.code(404).type('text/html').send(renderNotFound(session.username));
    return reply.type('text/html').send(render(session.username, submission, '', {}));
  });

  app.post<{ Params: { ref: string } }>('/exchange/submissions/:ref/territory', async (request, reply) => {
    const session = requireSession(request, reply, ctx);
    if (!session) return reply;
    const submission = loadOwned(ctx, session, request.params.ref);
    if (!submission) return reply.code(404).type('text/html').send(renderNotFound(session.username));
    const value = (readForm(request.body)[FIELD] ?? '').trim();
    const zip = String(submission.data.applicant.zip ?? '').trim();
    if (!value || value !== zip)
      return reply.type('text/html').send(
        render(session.username, submission, value, {
          [FIELD]: value
            ? 'Zip/Postal does not match the risk location on file'
            : 'Enter the Zip/Postal of the risk location',
        }),
      );
    saveData(ctx, submission, { territoryConfirmed: true } as Partial<IroncladSubmission['data']>);
    return reply.redirect(`/exchange/submissions/${submission.id}/coverage`, 303);
  });
}
