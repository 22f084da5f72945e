// The producer dashboard: start a submission per product, and the producer's latest submissions.
import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../../../core/types.ts';
import { escapeHtml, renderShell } from '../layout.ts';
import { LINES } from '../lines/index.ts';
import { requireSession } from '../session.ts';
import { submissionsTable } from './search.ts';

const BLURBS: Record<string, string> = {
  cyber: 'First- and third-party cyber, social engineering, breach response. Revenue up to $100M.',
  gl: 'Primary general liability for professional, retail, education and healthcare classes.',
  umbrella: 'Excess liability over your scheduled GL, auto and employers liability.',
};

export function registerHome(app: FastifyInstance, ctx: SandboxContext): void {
  app.get('/exchange/home', async (request, reply) => {
    const session = requireSession(request, reply, ctx);
    if (!session) return reply;
    const products = Object.values(LINES)
      .map(
        (line) => `<div class="ix-product">
  <h2>${escapeHtml(line.title)}</h2>
  <p>${escapeHtml(BLURBS[line.product] ?? '')}</p>
  <a class="ix-button" href="/exchange/new?product=${line.product}">New ${escapeHtml(line.title)} submission</a>
</div>`,
      )
      .join('');
    const mine = ctx.submissions
      .list(ctx.carrierId)
      .filter((s) => s.username.toLowerCase() === session.username.toLowerCase())
      .reverse()
      .slice(0, 5);
    const body = `<section class="ix-card">
  <h1>Producer dashboard</h1>
  <p>Quote E&amp;S cyber, general liability and umbrella in minutes. Submissions save as you go.</p>
  <div class="ix-products">${products}</div>
</section>
<section class="ix-card">
  <h2>Recent submissions</h2>
  ${mine.length ? submissionsTable(mine) : '<p>No submissions yet.</p>'}
  <p><a href="/exchange/submissions">Find a submission</a></p>
</section>`;
    return reply.type('text/html').send(renderShell({ title: 'Dashboard', user: session.username, body }));
  });
}
