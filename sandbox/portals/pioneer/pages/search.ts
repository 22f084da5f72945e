// "Find Submissions": search by Named Insured, effective date and line; each result opens the draft
// where it stopped, or the decision (a quoted one shows its quote again).
import type { FastifyInstance } from 'fastify';
import type { Submission, SubmissionStatus } from '../../../core/submissions.ts';
import { draftOf } from '../drafts.ts';
import { outcomePath, STEP_ORDER, stepPath } from '../flow.ts';
import { dateSelects, escapeHtml, money, selectField, textField, usDate } from '../html.ts';
import { renderPage } from '../layout.ts';
import { LINE_CODES, LINE_NAMES, lineFromCode, type PioneerLine } from '../reference.ts';
import { type PortalDeps, sendHtml } from './common.ts';

export const STATUS_TEXT: Record<SubmissionStatus, string> = {
  draft: 'In Progress',
  quoted: 'Quoted',
  indicated: 'Indicated',
  referred: 'Referred to Underwriter',
  declined: 'Declined',
};

export function openPath(submission: Submission): string {
  if (submission.status !== 'draft') return outcomePath(submission.id);
  const completed = draftOf(submission).completed;
  return stepPath(submission.id, STEP_ORDER[Math.min(completed, STEP_ORDER.length - 1)]!);
}

export function submissionTable(rows: Submission[]): string {
  const body = rows
    .map((s) => {
      const line = s.line as PioneerLine;
      return (
        `<tr><td><a href="${escapeHtml(openPath(s))}">${escapeHtml(s.id)}</a></td>` +
        `<td>${escapeHtml(s.applicantName)}</td><td>${escapeHtml(LINE_NAMES[line] ?? s.line)}</td>` +
        `<td>${s.effectiveDate ? usDate(s.effectiveDate) : ''}</td>` +
        `<td><span class="status-badge">${STATUS_TEXT[s.status]}</span></td>` +
        `<td class="num">${s.quote ? money(s.quote.annualPremium) : ''}</td>` +
        `<td>${usDate(s.updatedAt.slice(0, 10))}</td></tr>`
      );
    })
    .join('');
  return (
    `<table class="data" aria-label="Submissions"><thead><tr><th scope="col">Submission #</th>` +
    `<th scope="col">Named Insured</th><th scope="col">Line of Business</th><th scope="col">Effective Date</th>` +
    `<th scope="col">Status</th><th scope="col" class="num">Premium</th><th scope="col">Last Updated</th></tr></thead>` +
    `<tbody>${body}</tbody></table>`
  );
}

type SearchQuery = { insured?: string; lob?: string; effMonth?: string; effDay?: string; effYear?: string };

export function registerSearch(app: FastifyInstance, { ctx, auth }: PortalDeps) {
  app.get<{ Querystring: SearchQuery }>('/producernet/submissions', async (request, reply) => {
    const signed = auth.require(request, reply);
    if (!signed) return reply;
    const q = request.query;
    const insured = (q.insured ?? '').trim();
    const line = q.lob ? lineFromCode(q.lob) : undefined;
    const dateParts = [q.effMonth, q.effDay, q.effYear].filter(Boolean).length;
    const effectiveDate = dateParts === 3 ? `${q.effYear}-${q.effMonth}-${q.effDay}` : undefined;
    const dateError =
      dateParts > 0 && dateParts < 3
        ? 'Select a month, day and year to search by effective date.'
        : undefined;
    const searched = Boolean(insured || line || effectiveDate);
    const results = searched
      ? ctx.submissions.search(ctx.carrierId, { applicantName: insured, effectiveDate, line })
      : ctx.submissions.list(ctx.carrierId).slice(-25).reverse();
    const now = ctx.now().getUTCFullYear();
    const lineChoices: [string, string][] = (['bop', 'wc', 'umbrella'] as PioneerLine[]).map((l) => [
      LINE_CODES[l],
      LINE_NAMES[l],
    ]);
    const heading = searched
      ? `<h2>Search Results (${results.length})</h2>`
      : '<h2>Recent Submissions</h2><p class="hint">Enter a Named Insured or an effective date to search.</p>';
    const list = results.length
      ? submissionTable(results)
      : '<p role="status">No submissions match your search.</p>';
    return sendHtml(
      reply,
      renderPage({
        title: 'Find Submissions',
        user: signed.user,
        nav: 'search',
        body:
          `<h1>Find Submissions</h1><div class="panel"><form method="get" action="/producernet/submissions" novalidate>` +
          `<div class="grid">` +
          textField({ id: 'insured', label: 'Named Insured', value: insured }) +
          selectField({
            id: 'lob',
            label: 'Line of Business',
            choices: lineChoices,
            value: q.lob,
            placeholder: 'All lines',
          }) +
          `<div class="wide">${dateSelects({
            legend: 'Effective Date',
            prefix: 'eff',
            value: { month: q.effMonth ?? '', day: q.effDay ?? '', year: q.effYear ?? '' },
            years: [now - 1, now, now + 1],
            error: dateError,
          })}</div></div>` +
          `<div class="actions"><a class="button secondary" href="/producernet/submissions">Clear</a>` +
          `<button type="submit" class="primary">Search</button></div></form></div>${heading}${list}`,
      }),
    );
  });
}
