// AgentDesk home: start an application for one of the three lines, or pick up a recent one.
import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../../../core/types.ts';
import { renderShell } from '../layout.ts';
import { requireAgent } from '../session.ts';
import { renderResultsTable } from './search.ts';

const TILES = [
  {
    line: 'bop',
    title: 'Businessowners (BOP)',
    text: 'Property and liability for offices, retail, restaurants and contractors.',
  },
  {
    line: 'auto',
    title: 'Commercial Auto',
    text: 'Owned vehicles garaged in TX, OK, LA, AR and NM. Up to 25 power units.',
  },
  {
    line: 'cyber',
    title: 'Cyber Liability',
    text: 'Data breach, ransomware and network liability for small business.',
  },
];

export function registerHomeRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.get('/agentdesk/home', async (request, reply) => {
    const session = requireAgent(ctx, request, reply);
    if (!session) return reply;
    const tiles = TILES.map(
      (t) =>
        `<div class="tile"><h2>${t.title}</h2><p>${t.text}</p><a class="button primary" href="/agentdesk/applications/new?line=${t.line}">Start ${t.title} application</a></div>`,
    ).join('');
    const recent = ctx.submissions
      .list(ctx.carrierId)
      .filter((s) => s.username.toLowerCase() === session.username.toLowerCase())
      .slice(-5)
      .reverse();
    const recentHtml = recent.length
      ? renderResultsTable(recent, 'The last five applications you worked on')
      : '<p>You have no applications yet.</p>';
    const body = `<h1>Welcome back</h1><p>Start a new application below, or <a href="/agentdesk/applications">find an application</a> by applicant name and effective date.</p>
<section class="tiles" aria-label="Start a new application">${tiles}</section>
<section class="card" style="margin-top:18px"><h2>Recent applications</h2>${recentHtml}</section>`;
    return reply
      .type('text/html')
      .send(renderShell({ title: 'Home', user: session.username, year: ctx.now().getFullYear(), body }));
  });
}
