// Step 1, Applicant: who the insured is, where, how big, and the policy inception. Creates the draft
// (or updates it) and runs Ironclad's eligibility rules, which may decline the risk at once.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { decoyErrors } from '../../../core/drift-posted.ts';
import type { SandboxContext } from '../../../core/types.ts';
import {
  ENTITY_OPTIONS,
  eligibility,
  normaliseApplicant,
  STATES,
  validateApplicant,
} from '../applicant-rules.ts';
import { type createNumbering, type IroncladSubmission, loadOwned, saveData } from '../drafts.ts';
import { type FieldErrors, type FormValues, readForm, selectField, textField } from '../forms.ts';
import { renderNotFound } from '../layout.ts';
import { isProduct, LINES } from '../lines/index.ts';
import type { Product } from '../lines/types.ts';
import { requireSession } from '../session.ts';
import { afterApplicant } from '../territory.ts';
import { renderWizardPage } from './wizard.ts';

function renderApplicant(
  user: string,
  product: Product,
  values: FormValues,
  errors: FieldErrors,
  action: string,
  reference?: string,
): string {
  const common = { values, errors, required: true };
  const body = `
<h2>Insured</h2>
<div class="ix-grid">
${textField({ ...common, name: 'insured_name', label: 'Named insured (legal name)' })}
${textField({ ...common, required: false, name: 'dba', label: 'DBA (optional)' })}
${selectField({ ...common, name: 'entity', label: 'Legal entity', options: ENTITY_OPTIONS, placeholder: 'Select an entity' })}
${textField({ ...common, name: 'naics', label: 'NAICS code (6 digits)', inputmode: 'numeric' })}
</div>
<h2>Mailing address</h2>
<div class="ix-grid">
${textField({ ...common, name: 'street', label: 'Street address' })}
${textField({ ...common, name: 'city', label: 'City' })}
${selectField({ ...common, name: 'state', label: 'State', options: STATES.map((s) => [s, s]), placeholder: 'Select a state' })}
${textField({ ...common, name: 'zip', label: 'ZIP code', inputmode: 'numeric' })}
</div>
<h2>Operations</h2>
<div class="ix-grid">
${textField({ ...common, name: 'year_started', label: 'Year business started', inputmode: 'numeric' })}
${textField({ ...common, name: 'revenue', label: 'Annual gross revenue (USD)', inputmode: 'numeric' })}
${textField({ ...common, name: 'employees', label: 'Total employees', inputmode: 'numeric', hint: 'Full-time and part-time, including owners' })}
${textField({ ...common, name: 'inception', label: 'Policy inception (YYYY-MM-DD)', placeholder: 'YYYY-MM-DD', hint: 'Up to 60 days from today. Policies run 12 months.' })}
</div>
<h2>Insured contact</h2>
<div class="ix-grid">
${textField({ ...common, name: 'contact_name', label: 'Contact name' })}
${textField({ ...common, name: 'contact_email', label: 'Contact email', type: 'email' })}
${textField({ ...common, name: 'contact_phone', label: 'Contact phone', type: 'tel' })}
</div>`;
  return renderWizardPage({
    user,
    line: LINES[product],
    step: 0,
    heading: reference ? 'Applicant' : `New ${LINES[product].title} submission`,
    intro: 'Tell us about the applicant. Fields marked required must be completed before we can rate.',
    reference,
    errors,
    action,
    body,
  });
}

export function registerApplicantPages(
  app: FastifyInstance,
  ctx: SandboxContext,
  numbering: ReturnType<typeof createNumbering>,
): void {
  const decline = (submission: IroncladSubmission, message: string, reply: FastifyReply) => {
    saveData(ctx, submission, { result: { kind: 'declined', message, decidedAt: ctx.now().toISOString() } });
    ctx.submissions.update(submission.id, { status: 'declined', message }, ctx.now());
    return reply.redirect(`/exchange/submissions/${submission.id}/result`, 303);
  };

  app.get<{ Querystring: { product?: string } }>('/exchange/new', async (request, reply) => {
    const session = requireSession(request, reply, ctx);
    if (!session) return reply;
    const product = request.query.product;
    if (!isProduct(product)) return reply.redirect('/exchange/home', 303);
    return reply.type('text/html').send(renderApplicant(session.username, product, {}, {}, request.url));
  });

  app.post<{ Querystring: { product?: string } }>('/exchange/new', async (request, reply) => {
    const session = requireSession(request, reply, ctx);
    if (!session) return reply;
    const product = request.query.product;
    if (!isProduct(product)) return reply.redirect('/exchange/home', 303);
    const values = readForm(request.body);
    const errors = { ...validateApplicant(values, ctx.now()), ...decoyErrors(ctx.drift, request.body) };
    if (Object.keys(errors).length > 0)
      return reply
        .type('text/html')
        .send(renderApplicant(session.username, product, values, errors, request.url));
    const applicant = normaliseApplicant(values);
    const submission = ctx.submissions.create(
      {
        id: numbering.nextReference(),
        carrierId: ctx.carrierId,
        line: product,
        username: session.username,
        applicantName: applicant.insured_name ?? '',
        effectiveDate: applicant.inception ?? '',
        status: 'draft',
        data: { product, applicant, reached: 'coverage' },
      },
      ctx.now(),
    ) as IroncladSubmission;
    const declined = eligibility(product, applicant);
    if (declined) return decline(submission, declined, reply);
    return reply.redirect(afterApplicant(ctx, submission), 303);
  });

  app.get<{ Params: { ref: string } }>('/exchange/submissions/:ref/applicant', async (request, reply) => {
    const session = requireSession(request, reply, ctx);
    if (!session) return reply;
    const submission = loadOwned(ctx, session, request.params.ref);
    if (!submission) return reply.code(404).type('text/html').send(renderNotFound(session.username));
    if (submission.status !== 'draft')
      return reply.redirect(`/exchange/submissions/${submission.id}/result`, 303);
    const { product, applicant } = submission.data;
    return reply
      .type('text/html')
      .send(renderApplicant(session.username, product, applicant, {}, request.url, submission.id));
  });

  app.post<{ Params: { ref: string } }>('/exchange/submissions/:ref/applicant', async (request, reply) => {
    const session = requireSession(request, reply, ctx);
    if (!session) return reply;
    const submission = loadOwned(ctx, session, request.params.ref);
    if (!submission) return reply.code(404).type('text/html').send(renderNotFound(session.username));
    if (submission.status !== 'draft')
      return reply.redirect(`/exchange/submissions/${submission.id}/result`, 303);
    const values = readForm(request.body);
    const errors = { ...validateApplicant(values, ctx.now()), ...decoyErrors(ctx.drift, request.body) };
    const { product } = submission.data;
    if (Object.keys(errors).length > 0)
      return reply
        .type('text/html')
        .send(renderApplicant(session.username, product, values, errors, request.url, submission.id));
    const applicant = normaliseApplicant(values);
    const updated = saveData(ctx, submission, { applicant });
    ctx.submissions.update(
      submission.id,
      { applicantName: applicant.insured_name ?? '', effectiveDate: applicant.inception ?? '' },
      ctx.now(),
    );
    const declined = eligibility(product, applicant);
    if (declined) return decline(updated, declined, reply);
    return reply.redirect(afterApplicant(ctx, updated), 303);
  });
}
