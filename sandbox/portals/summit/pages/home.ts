// Default.aspx (the agent dashboard), NewSubmission.aspx (choose a line) and Resources.aspx.
import type { FastifyInstance } from 'fastify';
import { type SummitApp, sendPage } from '../app.ts';
import { HOME_PATH, requireAgent, sessionCookieId } from '../auth.ts';
import { button, esc, type Option, pressed, radioListRow, readForm, validationSummary } from '../html.ts';
import { BASE, shell } from '../layout.ts';
import { LOB_NAMES } from '../reference.ts';
import type { Lob } from '../types.ts';
import { FIND_PATH, NEW_PATH, STEP_PATHS } from '../wizard.ts';
import { viewStateErrorPage } from './errors.ts';
import { submissionsGrid } from './search.ts';

export const LOB_PARAM: Record<Lob, string> = { bop: 'BOP', gl: 'CGL', umbrella: 'CUMB' };
export const lobFromParam = (value: unknown) =>
  (Object.keys(LOB_PARAM) as Lob[]).find((lob) => LOB_PARAM[lob] === String(value ?? '').toUpperCase());

const LINE_OPTIONS: Option[] = [
  { value: 'BOP', text: 'Businessowners (BOP)' },
  { value: 'CGL', text: 'Commercial General Liability (CGL)' },
  { value: 'CUMB', text: 'Commercial Umbrella' },
];

export function registerHomePages(fastify: FastifyInstance, app: SummitApp) {
  const { ctx } = app;

  fastify.get(HOME_PATH, async (request, reply) => {
    const session = requireAgent(app, request, reply);
    if (!session) return reply;
    const mine = ctx.submissions
      .list(ctx.carrierId)
      .filter((s) => s.username.toLowerCase() === session.username.toLowerCase())
      .reverse()
      .slice(0, 5);
    const content = `<h1 class="pagetitle">Agency Home</h1>
<table width="100%" role="presentation"><tr><td style="vertical-align:top;width:60%">
<h2 class="section">Quick Links</h2>
<p><a href="${NEW_PATH}" id="ctl00_MainContent_lnkNewSubmission"><b>New Submission</b></a> - start a Businessowners, General Liability or Umbrella quote.</p>
<p><a href="${FIND_PATH}" id="ctl00_MainContent_lnkFindSubmission"><b>Find Submission</b></a> - look up a submission, quote, referral or decline.</p>
<h2 class="section">My Recent Submissions</h2>
${mine.length ? submissionsGrid(mine) : '<p>You have no recent submissions.</p>'}
</td><td style="vertical-align:top;padding-left:14px">
<h2 class="section">Underwriting Bulletins</h2>
<ul><li><b>BOP:</b> buildings constructed before 1950 are referred to your underwriter.</li>
<li><b>BOP &amp; CGL:</b> automotive repair and body shop risks are not eligible.</li>
<li><b>Effective dates</b> may be no more than 60 days in the future.</li>
<li>Quotes are valid for 30 days from the rating date.</li></ul>
</td></tr></table>`;
    return sendPage(
      reply,
      shell({ title: 'Home', content, year: app.year(), user: app.profile(session.username), nav: 'home' }),
    );
  });

  const newPage = (username: string, chosen: string, error?: string) => {
    const errors = error ? [{ field: 'rblLineOfBusiness', message: error }] : [];
    const content = `<h1 class="pagetitle">New Submission</h1>${validationSummary(errors)}
<p>Select the line of business for this submission. Quotes are available for risks located in Summit Mutual's operating territory.</p>
<table class="form">${radioListRow('Line of Business', 'rblLineOfBusiness', LINE_OPTIONS, { rblLineOfBusiness: chosen }, { required: true, errors })}</table>
<div class="buttons">${button('btnContinue', 'Continue', 'button primary')}</div>`;
    return shell({
      title: 'New Submission',
      content,
      year: app.year(),
      user: app.profile(username),
      nav: 'new',
      action: NEW_PATH,
      viewState: app.viewState.encode({ p: 'new' }),
    });
  };

  fastify.get(NEW_PATH, async (request, reply) => {
    const session = requireAgent(app, request, reply);
    if (!session) return reply;
    return sendPage(reply, newPage(session.username, ''));
  });

  fastify.post<{ Body: Record<string, unknown> }>(NEW_PATH, async (request, reply) => {
    const session = requireAgent(app, request, reply);
    if (!session) return reply;
    if (!app.viewState.decode(request.body?.__VIEWSTATE, 'new'))
      return sendPage(reply, viewStateErrorPage(), 500);
    const chosen = readForm(request.body, ['rblLineOfBusiness']).rblLineOfBusiness!;
    const lob = lobFromParam(chosen);
    if (!lob || !pressed(request.body, 'btnContinue'))
      return sendPage(reply, newPage(session.username, chosen, 'Select a line of business to continue.'));
    return reply.redirect(`${STEP_PATHS.applicant}?LOB=${LOB_PARAM[lob]}`);
  });

  // Public (the login page links here for password help); shows the user bar when logged in.
  fastify.get(`${BASE}/Resources.aspx`, async (request, reply) => {
    const session = ctx.sessions.peek(ctx.carrierId, sessionCookieId(request));
    const user = session?.authenticated ? app.profile(session.username) : undefined;
    const lines = Object.values(LOB_NAMES)
      .map((n) => `<li>${esc(n)}</li>`)
      .join('');
    const content = `<h1 class="pagetitle">Agency Resources</h1>
<h2 class="section" id="contacts">Underwriting Contacts</h2><p>Commercial Lines Underwriting: 1-800-555-0177, option 2. Lines written through AgentLink:</p><ul>${lines}</ul>
<h2 class="section" id="billing">Billing Inquiry</h2><p>Billing inquiry is available in Summit AgentLink Classic. Call 1-800-555-0160.</p>
<h2 class="section" id="password">Password Help</h2><p>Call the Agency Help Desk at 1-800-555-0199, Monday to Friday, 7:30 a.m. to 6:00 p.m. Central.</p>`;
    return sendPage(
      reply,
      shell({ title: 'Agency Resources', content, year: app.year(), user, nav: 'resources' }),
    );
  });
}
