// "Find a submission": search the producer's submissions by named insured and policy inception, and
// open one (a draft resumes where it stopped; a quote shows again).
import type { FastifyInstance } from 'fastify';
import type { Submission } from '../../../core/submissions.ts';
import type { SandboxContext } from '../../../core/types.ts';
import { isRealDate } from '../applicant-rules.ts';
import { type IroncladData, resumeUrl } from '../drafts.ts';
import { errorSummary, type FieldErrors, selectField, textField } from '../forms.ts';
import { escapeHtml, money, renderShell } from '../layout.ts';
import { isProduct, LINES } from '../lines/index.ts';
import { requireSession } from '../session.ts';

const STATUS_LABELS: Record<Submission['status'], string> = {
  draft: 'In progress',
  quoted: 'Quoted',
  indicated: 'Indication',
  referred: 'Referred',
  declined: 'Declined',
};

export function submissionsTable(rows: Submission[]): string {
  const body = rows
    .map((s) => {
      const product = (s.data as Partial<IroncladData>).product;
      const quote = s.quote ? `${escapeHtml(s.quote.quoteNumber)} (${money(s.quote.annualPremium)})` : '';
      return `<tr>
  <td><a href="${resumeUrl(s)}">${escapeHtml(s.id)}</a></td>
  <td>${escapeHtml(s.applicantName)}</td>
  <td>${escapeHtml(product ? LINES[product].title : s.line)}</td>
  <td>${escapeHtml(s.effectiveDate)}</td>
  <td><span class="ix-badge">${STATUS_LABELS[s.status]}</span></td>
  <td>${quote}</td>
</tr>`;
    })
    .join('');
  return `<table class="ix-table" aria-label="Submissions">
<thead><tr><th scope="col">Submission</th><th scope="col">Named insured</th><th scope="col">Product</th><th scope="col">Inception</th><th scope="col">Status</th><th scope="col">Quote</th></tr></thead>
<tbody>${body}</tbody></table>`;
}

export function registerSearch(app: FastifyInstance, ctx: SandboxContext): void {
  app.get<{ Querystring: Record<string, string | undefined> }>(
    '/exchange/submissions',
    async (request, reply) => {
      const session = requireSession(request, reply, ctx);
      if (!session) return reply;
      const values = {
        insured: (request.query.insured ?? '').trim().slice(0, 120),
        inception: (request.query.inception ?? '').trim(),
        product: request.query.product ?? '',
      };
      const errors: FieldErrors = {};
      if (values.inception && !isRealDate(values.inception))
        errors.inception = 'Enter the policy inception as YYYY-MM-DD';
      const searched = 'insured' in request.query || 'inception' in request.query;
      let results = '';
      if (searched && Object.keys(errors).length === 0) {
        const matches = ctx.submissions
          .search(ctx.carrierId, {
            applicantName: values.insured || undefined,
            effectiveDate: values.inception || undefined,
            line: isProduct(values.product) ? values.product : undefined,
          })
          .filter((s) => s.username.toLowerCase() === session.username.toLowerCase());
        results = matches.length
          ? `<p role="status">${matches.length} ${matches.length === 1 ? 'submission matches' : 'submissions match'}.</p>${submissionsTable(matches)}`
          : '<p role="status">No submissions match your search.</p>';
      }
      const common = { values, errors };
      const body = `<section class="ix-card">
  <h1>Find a submission</h1>
  ${errorSummary(errors)}
  <form method="get" action="/exchange/submissions">
    <div class="ix-grid">
      ${textField({ ...common, name: 'insured', label: 'Named insured' })}
      ${textField({ ...common, name: 'inception', label: 'Policy inception (YYYY-MM-DD)', placeholder: 'YYYY-MM-DD' })}
      ${selectField({ ...common, name: 'product', label: 'Product', options: Object.values(LINES).map((l) => [l.product, l.title]), placeholder: 'All products' })}
    </div>
    <div class="ix-actions"><button type="submit" class="ix-button">Search</button></div>
  </form>
  ${results}
</section>`;
      return reply
        .type('text/html')
        .send(renderShell({ title: 'Find a submission', user: session.username, body }));
    },
  );
}
