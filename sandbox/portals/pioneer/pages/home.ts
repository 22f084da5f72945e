// ProducerNet home (recent submissions, shortcuts) and the "New Quote" line-of-business chooser.
import type { FastifyInstance } from 'fastify';
import { escapeHtml, radioGroup } from '../html.ts';
import { renderPage } from '../layout.ts';
import { LINE_CODES, LINE_NAMES, type PioneerLine } from '../reference.ts';
import { type PortalDeps, sendHtml } from './common.ts';
import { submissionTable } from './search.ts';

const LINES: PioneerLine[] = ['bop', 'wc', 'umbrella'];

export function registerHome(app: FastifyInstance, deps: PortalDeps) {
  const { ctx, auth } = deps;

  app.get('/producernet/home', async (request, reply) => {
    const signed = auth.require(request, reply);
    if (!signed) return reply;
    const recent = ctx.submissions
      .list(ctx.carrierId)
      .filter((s) => s.username.toLowerCase() === signed.account.username.toLowerCase())
      .slice(-5)
      .reverse();
    const links = LINES.map(
      (line) =>
        `<li><a href="/producernet/quote/applicant?lob=${LINE_CODES[line]}">${escapeHtml(LINE_NAMES[line])}</a></li>`,
    ).join('');
    return sendHtml(
      reply,
      renderPage({
        title: 'Home',
        user: signed.user,
        nav: 'home',
        body:
          `<h1>Welcome to ProducerNet</h1>` +
          `<div class="alert alert-info">Reminder: online quoting is available for effective dates up to 60 days out. ` +
          `Umbrella submissions return an indication only.</div>` +
          `<div class="grid"><div class="panel"><h2>Start a New Quote</h2><ul>${links}</ul></div>` +
          `<div class="panel"><h2>Find a Submission</h2><form method="get" action="/producernet/submissions">` +
          `<div class="field"><label for="quick-insured">Named Insured</label><input type="text" id="quick-insured" name="insured"></div>` +
          `<button type="submit" class="secondary">Search</button></form></div></div>` +
          `<h2>Your Recent Submissions</h2>${recent.length ? submissionTable(recent) : '<p>No submissions yet.</p>'}`,
      }),
    );
  });

  app.get('/producernet/quote/new', async (request, reply) => {
    const signed = auth.require(request, reply);
    if (!signed) return reply;
    const choices: [string, string][] = LINES.map((line) => [LINE_CODES[line], LINE_NAMES[line]]);
    return sendHtml(
      reply,
      renderPage({
        title: 'New Quote',
        user: signed.user,
        nav: 'quote',
        body:
          `<h1>New Quote</h1><div class="panel"><form method="get" action="/producernet/quote/applicant">` +
          radioGroup({ id: 'lob', label: 'Line of Business', choices, value: 'BOP' }) +
          `<p class="hint">Pioneer writes in CT, IA, IL, IN, KS, MA, MI, MN, MO, NE, NJ, NY, OH, PA and WI ` +
          `(workers' compensation is not available in Ohio).</p>` +
          `<div class="actions"><a class="button secondary" href="/producernet/home">Cancel</a>` +
          `<button type="submit" class="primary">Start Quote</button></div></form></div>`,
      }),
    );
  });
}
