// FindSubmission.aspx: search by Named Insured, Proposed Effective Date, line or number (a postback
// form, as WebForms search pages were), with a GridView of matches linking to each submission.
import type { FastifyInstance } from 'fastify';
import type { Submission, SubmissionStatus } from '../../../core/submissions.ts';
import { type SummitApp, sendPage } from '../app.ts';
import { requireAgent } from '../auth.ts';
import { button, esc, money, type Option, readForm, selectRow, textRow, validationSummary } from '../html.ts';
import { shell } from '../layout.ts';
import { LOB_NAMES } from '../reference.ts';
import type { FieldError, FormValues, Lob } from '../types.ts';
import { formatUsDate, isoDate, parseUsDate } from '../validate.ts';
import { FIND_PATH, statusUrl } from '../wizard.ts';
import { viewStateErrorPage } from './errors.ts';

export const STATUS_TEXT: Record<SubmissionStatus, string> = {
  draft: 'In Progress',
  quoted: 'Quoted',
  indicated: 'Indication',
  referred: 'Referred to Underwriter',
  declined: 'Declined',
};

const LOB_OPTIONS: Option[] = (Object.keys(LOB_NAMES) as Lob[]).map((lob) => ({
  value: lob,
  text: LOB_NAMES[lob],
}));
const FIELDS = ['txtSearchName', 'txtSearchEffDate', 'ddlSearchLOB', 'txtSearchSubmissionNo'];

const usDate = (iso: string) => (iso ? formatUsDate(new Date(`${iso}T00:00:00Z`)) : '');

export function submissionsGrid(rows: Submission[]): string {
  const body = rows
    .map(
      (s, i) => `<tr${i % 2 ? ' class="alt"' : ''}><td><a href="${statusUrl(s.id)}">${esc(s.id)}</a></td>
<td>${esc(s.applicantName)}</td><td>${esc(LOB_NAMES[s.line as Lob] ?? s.line)}</td><td>${esc(usDate(s.effectiveDate))}</td>
<td>${esc(STATUS_TEXT[s.status])}</td><td>${esc(s.quote?.quoteNumber ?? '')}</td>
<td class="amt">${s.quote ? money(s.quote.annualPremium) : ''}</td><td>${esc(usDate(s.updatedAt.slice(0, 10)))}</td></tr>`,
    )
    .join('');
  return `<table class="grid" id="ctl00_MainContent_gvSubmissions" cellspacing="0">
<tr><th scope="col">Submission No.</th><th scope="col">Named Insured</th><th scope="col">Line of Business</th><th scope="col">Effective Date</th>
<th scope="col">Status</th><th scope="col">Quote No.</th><th scope="col" class="amt">Premium</th><th scope="col">Last Updated</th></tr>${body}</table>`;
}

function findPage(
  app: SummitApp,
  username: string,
  form: FormValues,
  errors: FieldError[],
  results?: Submission[],
) {
  let resultHtml = '';
  if (results) {
    resultHtml = results.length
      ? `<p id="ctl00_MainContent_lblResultCount">${results.length} submission(s) found.</p>${submissionsGrid(results)}`
      : '<p id="ctl00_MainContent_lblResultCount">No submissions match your search criteria.</p>';
  }
  const content = `<h1 class="pagetitle">Find Submission</h1>${validationSummary(errors)}
<p>Enter one or more search criteria. Named Insured matches any part of the name.</p>
<table class="form">
${textRow('Named Insured', 'txtSearchName', form, { maxlength: 100, size: 40, errors })}
${textRow('Proposed Effective Date', 'txtSearchEffDate', form, { maxlength: 10, size: 12, hint: '(MM/DD/YYYY)', errors })}
${selectRow('Line of Business', 'ddlSearchLOB', LOB_OPTIONS, form, { errors })}
${textRow('Submission No.', 'txtSearchSubmissionNo', form, { maxlength: 12, size: 14, errors })}
</table><div class="buttons">${button('btnSearch', 'Search', 'button primary')}</div>
<h2 class="section">Search Results</h2>${resultHtml || '<p>Enter search criteria and select Search.</p>'}`;
  return shell({
    title: 'Find Submission',
    content,
    year: app.year(),
    user: app.profile(username),
    nav: 'find',
    action: FIND_PATH,
    viewState: app.viewState.encode({ p: 'find' }),
  });
}

export function registerSearchPage(fastify: FastifyInstance, app: SummitApp) {
  const { ctx } = app;

  fastify.get(FIND_PATH, async (request, reply) => {
    const session = requireAgent(app, request, reply);
    if (!session) return reply;
    return sendPage(reply, findPage(app, session.username, {}, []));
  });

  fastify.post<{ Body: Record<string, unknown> }>(FIND_PATH, async (request, reply) => {
    const session = requireAgent(app, request, reply);
    if (!session) return reply;
    if (!app.viewState.decode(request.body?.__VIEWSTATE, 'find'))
      return sendPage(reply, viewStateErrorPage(), 500);
    const form = readForm(request.body, FIELDS);
    const name = form.txtSearchName!.trim();
    const dateText = form.txtSearchEffDate!.trim();
    const number = form.txtSearchSubmissionNo!.trim().toUpperCase();
    const errors: FieldError[] = [];
    const date = dateText ? parseUsDate(dateText) : undefined;
    if (dateText && !date)
      errors.push({
        field: 'txtSearchEffDate',
        message: 'Proposed Effective Date must be a valid date in MM/DD/YYYY format.',
      });
    if (!name && !dateText && !form.ddlSearchLOB && !number)
      errors.push({ field: 'txtSearchName', message: 'Enter at least one search criterion.' });
    if (errors.length) return sendPage(reply, findPage(app, session.username, form, errors));
    const results = ctx.submissions
      .search(ctx.carrierId, {
        applicantName: name || undefined,
        effectiveDate: date ? isoDate(date) : undefined,
        line: form.ddlSearchLOB || undefined,
      })
      .filter((s) => !number || s.id === number);
    return sendPage(reply, findPage(app, session.username, form, [], results));
  });
}
