// Step 1, Applicant Information: who the insured is, where, who to contact, and the proposed
// effective date. A valid first step creates the submission (status draft).
import type { FastifyInstance, FastifyReply } from 'fastify';
import { decoyErrors } from '../../../core/drift-posted.ts';
import type { FormBody, Signed } from '../auth.ts';
import { type ApplicantData, draftOf, newSubmissionId } from '../drafts.ts';
import { stepPath } from '../flow.ts';
import { errorSummary, type FieldErrors } from '../html.ts';
import { renderPage } from '../layout.ts';
import {
  LEGAL_ENTITIES,
  lineFromCode,
  OPERATING_STATES,
  type PioneerLine,
  STATE_NAMES,
} from '../reference.ts';
import { checkEffectiveDate, digitsOnly, isEmail, lookupZip, normalizeFein } from '../validate.ts';
import {
  type ApplicantKey,
  type ApplicantLayout,
  layoutV1,
  layoutV2,
  type RawApplicant,
} from './applicant-form.ts';
import {
  completeStep,
  loadStep,
  type PortalDeps,
  type StepRequest,
  sendHtml,
  stepActions,
  submissionHeader,
} from './common.ts';

type Errors = Partial<Record<ApplicantKey, string>>;

export function validateApplicant(
  raw: RawApplicant,
  labels: Record<ApplicantKey, string>,
  line: PioneerLine,
  now: Date,
): { data?: ApplicantData; errors: Errors } {
  const errors: Errors = {};
  const required = (key: Exclude<ApplicantKey, 'effective'>) => {
    if (!raw[key]) errors[key] = `${labels[key]} is required.`;
    else if (raw[key].length > 120) errors[key] = `${labels[key]} must be 120 characters or fewer.`;
  };
  for (const key of ['namedInsured', 'street', 'city', 'contactName'] as const) required(key);
  if (raw.dba.length > 120) errors.dba = `${labels.dba} must be 120 characters or fewer.`;
  if (!LEGAL_ENTITIES.some(([code]) => code === raw.legalEntity))
    errors.legalEntity = `Select the ${labels.legalEntity}.`;
  const fein = raw.fein ? normalizeFein(raw.fein) : '';
  if (raw.fein && !fein) errors.fein = `${labels.fein} must be 9 digits in the format 12-3456789.`;
  else if (!raw.fein && line === 'wc') errors.fein = `${labels.fein} is required for Workers' Compensation.`;
  const year = Number(raw.yearStarted);
  const thisYear = now.getUTCFullYear();
  if (!/^\d{4}$/.test(raw.yearStarted) || year < 1800 || year > thisYear) {
    errors.yearStarted = `${labels.yearStarted} must be a 4-digit year between 1800 and ${thisYear}.`;
  }
  if (!raw.state) errors.state = `Select the ${labels.state}.`;
  else if (!OPERATING_STATES.includes(raw.state)) {
    errors.state = `Pioneer Casualty Group is not licensed to write business in ${raw.state}.`;
  }
  const zip = lookupZip(raw.zip);
  if (!/^\d{5}$/.test(raw.zip)) errors.zip = `${labels.zip} must be 5 digits.`;
  else if (!zip) errors.zip = `${labels.zip} ${raw.zip} was not found. Check the ZIP Code and try again.`;
  else if (raw.state && zip.state !== raw.state) {
    errors.zip = `${labels.zip} ${raw.zip} is not in ${STATE_NAMES[raw.state] ?? raw.state}.`;
  }
  const phone = digitsOnly(raw.contactPhone).replace(/^1(?=\d{10}$)/, '');
  if (phone.length !== 10) errors.contactPhone = `${labels.contactPhone} must be a 10-digit phone number.`;
  if (!isEmail(raw.contactEmail)) errors.contactEmail = `Enter a valid ${labels.contactEmail}.`;
  const date = checkEffectiveDate(raw.effMonth, raw.effDay, raw.effYear, now, labels.effective);
  if ('error' in date) errors.effective = date.error;
  if (Object.keys(errors).length > 0 || 'error' in date) return { errors };
  return {
    errors,
    data: {
      namedInsured: raw.namedInsured,
      dba: raw.dba,
      legalEntity: raw.legalEntity,
      fein: fein ?? '',
      yearStarted: year,
      street: raw.street,
      city: raw.city,
      state: raw.state,
      zip: raw.zip,
      contactName: raw.contactName,
      contactPhone: `${phone.slice(0, 3)}-${phone.slice(3, 6)}-${phone.slice(6)}`,
      contactEmail: raw.contactEmail,
      effectiveDate: date.iso,
    },
  };
}

export function registerApplicant(app: FastifyInstance, deps: PortalDeps) {
  const { ctx, auth } = deps;
  const layoutFor = (version: string | number | undefined) => (String(version) === '2' ? layoutV2 : layoutV1);
  const currentLayout = () => layoutFor(ctx.faults.get(ctx.carrierId).layoutVersion);

  function page(
    reply: FastifyReply,
    o: {
      signed: Signed;
      line: PioneerLine;
      layout: ApplicantLayout;
      values: Record<string, string>;
      errors?: FieldErrors;
      header?: string;
      submissionId?: string;
    },
  ) {
    const year = ctx.now().getUTCFullYear();
    const errors = o.errors ?? {};
    const title = o.layout.version === 2 ? 'Insured Details' : 'Applicant Information';
    return sendHtml(
      reply,
      renderPage({
        title,
        user: o.signed.user,
        nav: 'quote',
        step: { line: o.line, current: 'applicant' },
        body:
          `<h1>${title}</h1>${o.header ?? ''}${errorSummary(errors)}<form method="post" novalidate>` +
          `<input type="hidden" name="_pnToken" value="${o.signed.token}">` +
          o.layout.render(o.values, errors, [year, year + 1]) +
          stepActions(o.submissionId ?? '', 'applicant') +
          `</form>`,
      }),
    );
  }

  /** Reads and validates a posted applicant form, with errors keyed by the layout's field names. */
  function read(body: FormBody, line: PioneerLine) {
    const layout = layoutFor(typeof body.layout === 'string' ? body.layout : undefined);
    const { raw, errors: structural } = layout.read(body);
    const { data, errors } = validateApplicant(raw, layout.labels, line, ctx.now());
    // A filled decoy (form drift) refuses the page with its own message.
    const fieldErrors: FieldErrors = { ...structural, ...decoyErrors(ctx.drift, body) };
    for (const [key, message] of Object.entries(errors)) {
      const name = layout.errorField[key as ApplicantKey];
      if (!fieldErrors[name]) fieldErrors[name] = message;
    }
    const values = Object.fromEntries(
      Object.entries(body).map(([k, v]) => [k, Array.isArray(v) ? (v[0] ?? '') : (v ?? '')]),
    );
    return { layout, data: Object.keys(fieldErrors).length ? undefined : data, errors: fieldErrors, values };
  }

  app.get<{ Querystring: { lob?: string } }>('/producernet/quote/applicant', async (request, reply) => {
    const signed = auth.require(request, reply);
    if (!signed) return reply;
    const line = lineFromCode(request.query.lob ?? '');
    if (!line) return reply.redirect('/producernet/quote/new', 303);
    return page(reply, { signed, line, layout: currentLayout(), values: {} });
  });

  app.post<{ Querystring: { lob?: string }; Body: FormBody }>(
    '/producernet/quote/applicant',
    async (request, reply) => {
      const signed = auth.require(request, reply, request.url);
      if (!signed || !auth.verifyToken(signed, request.body, reply)) return reply;
      const line = lineFromCode(request.query.lob ?? '');
      if (!line) return reply.redirect('/producernet/quote/new', 303);
      const { layout, data, errors, values } = read(request.body ?? {}, line);
      if (!data) return page(reply, { signed, line, layout, values, errors });
      const submission = ctx.submissions.create(
        {
          id: newSubmissionId(ctx),
          carrierId: ctx.carrierId,
          line,
          username: signed.account.username,
          applicantName: data.namedInsured,
          effectiveDate: data.effectiveDate,
          status: 'draft',
          data: { line, completed: 1, applicant: data },
        },
        ctx.now(),
      );
      return reply.redirect(stepPath(submission.id, 'classification'), 303);
    },
  );

  app.get('/producernet/submissions/:id/applicant', async (request: StepRequest, reply) => {
    const loaded = loadStep(deps, request, reply, 'applicant');
    if (!loaded) return reply;
    const layout = currentLayout();
    const values = loaded.draft.applicant ? layout.values(loaded.draft.applicant) : {};
    return page(reply, {
      signed: loaded.signed,
      line: loaded.draft.line,
      layout,
      values,
      header: submissionHeader(loaded.submission),
      submissionId: loaded.submission.id,
    });
  });

  app.post('/producernet/submissions/:id/applicant', async (request: StepRequest, reply) => {
    const loaded = loadStep(deps, request, reply, 'applicant');
    if (!loaded) return reply;
    const line = draftOf(loaded.submission).line;
    const { layout, data, errors, values } = read(request.body ?? {}, line);
    if (!data) {
      return page(reply, {
        signed: loaded.signed,
        line,
        layout,
        values,
        errors,
        header: submissionHeader(loaded.submission),
        submissionId: loaded.submission.id,
      });
    }
    return completeStep(deps, loaded, 'applicant', { applicant: data }, reply);
  });
}
