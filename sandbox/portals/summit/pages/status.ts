// Status.aspx: a submission's status page. Referrals and declines show the portal's message; an open
// draft offers "Continue Submission"; a quoted one goes to its quote.
import type { FastifyInstance } from 'fastify';
import { type SummitApp, sendPage } from '../app.ts';
import { requireAgent } from '../auth.ts';
import { esc } from '../html.ts';
import { shell } from '../layout.ts';
import { LOB_NAMES } from '../reference.ts';
import { formatUsDate } from '../validate.ts';
import { continueUrl, FIND_PATH, loadSubmission, NEW_PATH, quoteUrl, STATUS_PATH } from '../wizard.ts';
import { STATUS_TEXT } from './search.ts';

const HEADINGS = {
  draft: 'Submission In Progress',
  referred: 'Submission Referred to Underwriting',
  declined: 'Submission Declined',
} as const;

export function registerStatusPage(fastify: FastifyInstance, app: SummitApp) {
  fastify.get<{ Querystring: { SubmissionNo?: string } }>(STATUS_PATH, async (request, reply) => {
    const session = requireAgent(app, request, reply);
    if (!session) return reply;
    const loaded = loadSubmission(app, request.query.SubmissionNo);
    if (!loaded) return reply.redirect(FIND_PATH);
    const { submission } = loaded;
    if (submission.status === 'quoted' || submission.status === 'indicated')
      return reply.redirect(quoteUrl(submission.id));
    const heading = HEADINGS[submission.status];
    let message = '';
    if (submission.status === 'declined')
      message = `<div class="validation-summary" id="ctl00_MainContent_pnlDeclined" role="alert"><b>Summit Mutual is unable to offer a quote.</b><br /><span id="ctl00_MainContent_lblMessage">${esc(submission.message)}</span></div>`;
    else if (submission.status === 'referred')
      message = `<div class="notice" id="ctl00_MainContent_pnlReferred" role="alert"><b>Referred to Underwriter.</b><br /><span id="ctl00_MainContent_lblMessage">${esc(submission.message)}</span></div>`;
    else
      message = `<div class="notice" id="ctl00_MainContent_pnlDraft">This submission has not been rated yet. <a href="${continueUrl(submission)}" id="ctl00_MainContent_lnkContinue">Continue Submission</a></div>`;
    const rows: [string, string][] = [
      ['Submission No.', submission.id],
      ['Named Insured', submission.applicantName],
      ['Line of Business', LOB_NAMES[loaded.draft.lob]],
      [
        'Proposed Effective Date',
        submission.effectiveDate ? formatUsDate(new Date(`${submission.effectiveDate}T00:00:00Z`)) : '',
      ],
      ['Status', STATUS_TEXT[submission.status]],
      ['Last Updated', formatUsDate(new Date(submission.updatedAt))],
    ];
    const table = rows
      .map(
        ([label, value]) => `<tr><td class="lbl">${esc(label)}:</td><td class="ctl">${esc(value)}</td></tr>`,
      )
      .join('');
    const content = `<h1 class="pagetitle">${esc(heading)}</h1>${message}<table class="form" id="ctl00_MainContent_tblStatus">${table}</table>
<div class="buttons"><a href="${NEW_PATH}">New Submission</a> &nbsp;|&nbsp; <a href="${FIND_PATH}">Find Submission</a></div>`;
    return sendPage(
      reply,
      shell({
        title: heading,
        content,
        year: app.year(),
        user: app.profile(session.username),
        nav: 'find',
        crumb: ['Submissions', submission.id],
      }),
    );
  });
}
