// The embedded classification widget (step 2), served at /widgets/classification inside an
// <iframe title="Classification">. It has its own look (a rating vendor's component). Saving tells
// the parent page by postMessage, which enables its Continue button; a declined class sends the top
// window to the decision page.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { type FormBody, field, loginUrl } from '../auth.ts';
import { type ClassificationData, draftOf, saveDraft } from '../drafts.ts';
import { outcomePath, stepPath } from '../flow.ts';
import { escapeHtml, type FieldErrors, hidden, money, textArea, textField } from '../html.ts';
import type { PortalDeps } from '../pages/common.ts';
import { CLASS_GROUPS, DECLINED_NAICS_PREFIX } from '../reference.ts';
import { naicsTitle, parseMoney, parseWholeNumber } from '../validate.ts';
import { widgetCss } from './widget-style.ts';

const MESSAGE_SOURCE = 'ratelink-classification';

function widgetPage(body: string, script = ''): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Classification</title>` +
    `<style>${widgetCss}</style></head><body><div class="rl-head">RateLink<sup>®</sup> Classification ` +
    `<span>for Pioneer Casualty Group</span></div><div class="rl-body">${body}</div>` +
    (script ? `<script>${script}</script>` : '') +
    `</body></html>`
  );
}

/** Sends the whole browser window (not the frame) somewhere: a decision, or the sign-in page. */
function topNavigation(url: string, text: string, linkText: string): string {
  return widgetPage(
    `<p>${escapeHtml(text)}</p><p><a href="${escapeHtml(url)}" target="_top">${escapeHtml(linkText)}</a></p>`,
    `window.top.location.assign(${JSON.stringify(url)});`,
  );
}

const notify = (status: 'saved' | 'editing', summary = '') =>
  `parent.postMessage(${JSON.stringify({ source: MESSAGE_SOURCE, status, summary })}, location.origin);`;

function formView(
  id: string,
  token: string,
  line: string,
  values: Record<string, string>,
  errors: FieldErrors,
) {
  const messages = Object.values(errors);
  return widgetPage(
    `<form method="post" action="/widgets/classification?ref=${encodeURIComponent(id)}" novalidate>` +
      hidden('_pnToken', token) +
      (messages.length
        ? `<div class="rl-errors" role="alert"><ul>${messages.map((m) => `<li>${escapeHtml(m)}</li>`).join('')}</ul></div>`
        : '') +
      `<p class="rl-intro">Classify the applicant's business and enter its rating basis.</p>` +
      textField({
        id: 'naicsCode',
        label: 'NAICS Code',
        value: values.naicsCode,
        errors,
        required: true,
        inputmode: 'numeric',
        maxlength: 6,
        hint: '6 digits (2017 NAICS)',
      }) +
      textArea({
        id: 'operations',
        label: 'Description of Operations',
        value: values.operations,
        errors,
        required: true,
        rows: 3,
      }) +
      textField({
        id: 'grossSales',
        label: 'Gross Sales',
        value: values.grossSales,
        errors,
        required: true,
        hint: 'Annual, all locations',
      }) +
      textField({
        id: 'employeeCount',
        label: 'Number of Employees',
        value: values.employeeCount,
        errors,
        required: true,
        inputmode: 'numeric',
      }) +
      (line === 'wc'
        ? textField({
            id: 'totalPayroll',
            label: 'Total Payroll',
            value: values.totalPayroll,
            errors,
            required: true,
            hint: 'Annual remuneration, all employees',
          })
        : '') +
      `<div class="rl-actions"><button type="submit">Save Classification</button></div></form>`,
    notify('editing'),
  );
}

function savedView(id: string, c: ClassificationData) {
  const group = CLASS_GROUPS[c.naics.slice(0, 2)];
  const summary = `${c.naics} ${c.naicsTitle}`;
  return widgetPage(
    `<div class="rl-saved" role="status">Classification saved.</div>` +
      `<dl><dt>NAICS</dt><dd>${escapeHtml(summary)}</dd>` +
      `<dt>Pioneer Class Group</dt><dd>${escapeHtml(group ? `${group.code} · ${group.name}` : '')}</dd>` +
      `<dt>Gross Sales</dt><dd>${money(c.grossSales)}</dd><dt>Employees</dt><dd>${c.employees}</dd>` +
      (c.totalPayroll !== undefined ? `<dt>Total Payroll</dt><dd>${money(c.totalPayroll)}</dd>` : '') +
      `</dl><p><a href="/widgets/classification?ref=${encodeURIComponent(id)}&amp;edit=1">Edit Classification</a></p>`,
    notify('saved', summary),
  );
}

function validate(body: FormBody, line: string) {
  const errors: FieldErrors = {};
  const naics = field(body, 'naicsCode');
  const title = naicsTitle(naics);
  if (!/^\d{6}$/.test(naics)) errors.naicsCode = 'Enter a 6-digit NAICS code.';
  else if (!title) errors.naicsCode = `NAICS code ${naics} was not found in the 2017 NAICS index.`;
  const operations = field(body, 'operations');
  if (!operations) errors.operations = "Describe the applicant's operations.";
  else if (operations.length > 500)
    errors.operations = 'Description of Operations must be 500 characters or fewer.';
  const grossSales = parseMoney(field(body, 'grossSales'));
  if (grossSales === undefined || grossSales <= 0)
    errors.grossSales = 'Gross Sales must be a dollar amount greater than $0.';
  const employees = parseWholeNumber(field(body, 'employeeCount'));
  if (employees === undefined || employees > 100_000)
    errors.employeeCount = 'Number of Employees must be a whole number.';
  const payroll = line === 'wc' ? parseMoney(field(body, 'totalPayroll')) : undefined;
  if (line === 'wc' && (payroll === undefined || payroll <= 0))
    errors.totalPayroll = 'Total Payroll must be greater than $0.';
  if (Object.keys(errors).length) return { errors };
  const data: ClassificationData = {
    naics,
    naicsTitle: title!,
    operations,
    grossSales: grossSales!,
    employees: employees!,
    classGroup: CLASS_GROUPS[naics.slice(0, 2)]?.code ?? '',
    ...(payroll !== undefined ? { totalPayroll: payroll } : {}),
  };
  return { errors, data };
}

export function registerClassificationWidget(app: FastifyInstance, { ctx, auth }: PortalDeps) {
  const send = (reply: FastifyReply, html: string, code = 200) =>
    reply.code(code).type('text/html; charset=utf-8').send(html);

  /** The signed-in user and their draft, or a widget page already sent. */
  function load(ref: string, request: Parameters<typeof auth.check>[0], reply: FastifyReply) {
    const signed = auth.check(request);
    if (!('session' in signed)) {
      const url = loginUrl(signed.reason ?? 'timeout', stepPath(ref, 'classification'));
      send(reply, topNavigation(url, 'Your ProducerNet session has ended.', 'Sign in again'));
      return undefined;
    }
    const submission = ctx.submissions.get(ctx.carrierId, ref);
    if (!submission) {
      send(reply, widgetPage('<p role="alert">This classification request is no longer valid.</p>'), 404);
      return undefined;
    }
    if (submission.status !== 'draft') {
      send(reply, topNavigation(outcomePath(ref), 'This submission has a decision.', 'View decision'));
      return undefined;
    }
    return { signed, submission, draft: draftOf(submission) };
  }

  app.get<{ Querystring: { ref?: string; edit?: string } }>(
    '/widgets/classification',
    async (request, reply) => {
      const ref = request.query.ref ?? '';
      const loaded = load(ref, request, reply);
      if (!loaded) return reply;
      const saved = loaded.draft.classification;
      if (saved && request.query.edit !== '1') return send(reply, savedView(ref, saved));
      const values: Record<string, string> = saved
        ? {
            naicsCode: saved.naics,
            operations: saved.operations,
            grossSales: String(saved.grossSales),
            employeeCount: String(saved.employees),
            totalPayroll: saved.totalPayroll !== undefined ? String(saved.totalPayroll) : '',
          }
        : {};
      return send(reply, formView(ref, loaded.signed.token, loaded.draft.line, values, {}));
    },
  );

  app.post<{ Querystring: { ref?: string }; Body: FormBody }>(
    '/widgets/classification',
    async (request, reply) => {
      const ref = request.query.ref ?? '';
      const loaded = load(ref, request, reply);
      if (!loaded) return reply;
      if (field(request.body, '_pnToken') !== loaded.signed.token) {
        return send(
          reply,
          widgetPage('<p role="alert">Your request could not be verified. Reload the page.</p>'),
          403,
        );
      }
      const { errors, data } = validate(request.body ?? {}, loaded.draft.line);
      if (!data) {
        const values = Object.fromEntries(
          ['naicsCode', 'operations', 'grossSales', 'employeeCount', 'totalPayroll'].map((k) => [
            k,
            field(request.body, k),
          ]),
        );
        return send(reply, formView(ref, loaded.signed.token, loaded.draft.line, values, errors));
      }
      saveDraft(ctx, loaded.submission, { classification: data });
      const decline = data.naics.startsWith(DECLINED_NAICS_PREFIX)
        ? "Chemical manufacturing is outside Pioneer Casualty's appetite."
        : !CLASS_GROUPS[data.naics.slice(0, 2)]
          ? `Pioneer Casualty does not have an eligible class for NAICS ${data.naics} (${data.naicsTitle}).`
          : undefined;
      if (decline) {
        ctx.submissions.update(ref, { status: 'declined', message: decline }, ctx.now());
        return send(reply, topNavigation(outcomePath(ref), decline, 'View decision'));
      }
      return send(reply, savedView(ref, data));
    },
  );
}
