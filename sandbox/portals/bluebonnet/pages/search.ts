// Find an Application: search the producer's own applications by applicant name, effective date
// (MM-DD-YYYY) and line, then open one.
import type { FastifyInstance } from 'fastify';
import type { Submission } from '../../../core/submissions.ts';
import type { SandboxContext } from '../../../core/types.ts';
import { parseDashDate, toDashDate } from '../dates.ts';
import { lineForms } from '../forms/lines.ts';
import { escapeHtml, formatMoney } from '../html.ts';
import { renderShell } from '../layout.ts';
import { requireAgent } from '../session.ts';

export const STATUS_LABELS: Record<string, string> = {
  draft: 'In Progress',
  quoted: 'Quoted',
  indicated: 'Indication',
  referred: 'Referred to Underwriting',
  declined: 'Declined',
};

export function renderResultsTable(rows: Submission[], caption: string): string {
  const body = rows
    .map((s) => {
      const premium = s.quote ? formatMoney(s.quote.annualPremium) : '';
      return `<tr><td>${escapeHtml(s.id)}</td><td>${escapeHtml(s.applicantName)}</td><td>${escapeHtml(lineForms[s.line]?.title ?? s.line)}</td><td>${s.effectiveDate ? toDashDate(s.effectiveDate) : ''}</td><td><span class="status status-${s.status}">${STATUS_LABELS[s.status] ?? s.status}</span></td><td>${premium}</td><td><a href="/agentdesk/applications/${encodeURIComponent(s.id)}" aria-label="Open ${escapeHtml(s.id)}">Open</a></td></tr>`;
    })
    .join('');
  return `<table class="results"><caption>${escapeHtml(caption)}</caption><thead><tr><th scope="col">Application #</th><th scope="col">Applicant</th><th scope="col">Line of Business</th><th scope="col">Effective Date</th><th scope="col">Status</th><th scope="col">Premium</th><th scope="col"><span class="sr-only">Open</span></th></tr></thead><tbody>${body}</tbody></table>`;
}

type SearchQuery = { q_name?: string; q_eff?: string; q_line?: string };

export function registerSearchRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.get<{ Querystring: SearchQuery }>('/agentdesk/applications', async (request, reply) => {
    const session = requireAgent(ctx, request, reply);
    if (!session) return reply;
    const name = (request.query.q_name ?? '').trim();
    const eff = (request.query.q_eff ?? '').trim();
    const line = lineForms[request.query.q_line ?? ''] ? request.query.q_line : undefined;
    const effectiveDate = eff ? parseDashDate(eff) : undefined;
    const searched = name !== '' || eff !== '' || line !== undefined;
    let results = '';
    if (eff && !effectiveDate) {
      results = '<div class="alert error" role="alert">Enter the Effective Date as MM-DD-YYYY.</div>';
    } else {
      const found = ctx.submissions
        .search(ctx.carrierId, { applicantName: name || undefined, effectiveDate, line })
        .filter((s) => s.username.toLowerCase() === session.username.toLowerCase())
        .slice(0, 50);
      const caption = searched
        ? `${found.length} application${found.length === 1 ? '' : 's'} found`
        : 'Most recent applications';
      results = found.length
        ? renderResultsTable(found, caption)
        : '<p role="status">No applications match your search.</p>';
    }
    const lineOptions = Object.values(lineForms)
      .map(
        (f) =>
          `<option value="${f.line}"${f.line === line ? ' selected' : ''}>${escapeHtml(f.title)}</option>`,
      )
      .join('');
    const body = `<h1>Find an Application</h1><div class="card"><form method="get" action="/agentdesk/applications" novalidate><div class="grid">
<div class="field"><label for="q_name">Applicant Legal Name</label><input type="text" id="q_name" name="q_name" value="${escapeHtml(name)}"></div>
<div class="field"><label for="q_eff">Effective Date</label><span class="hint" id="q_eff-hint">MM-DD-YYYY</span><input type="text" id="q_eff" name="q_eff" value="${escapeHtml(eff)}" aria-describedby="q_eff-hint"></div>
<div class="field"><label for="q_line">Line of Business</label><select id="q_line" name="q_line"><option value="">All lines</option>${lineOptions}</select></div>
</div><button type="submit" class="primary">Search</button></form></div><div class="card">${results}</div>`;
    return reply.type('text/html').send(
      renderShell({
        title: 'Find an Application',
        user: session.username,
        year: ctx.now().getFullYear(),
        body,
      }),
    );
  });
}
