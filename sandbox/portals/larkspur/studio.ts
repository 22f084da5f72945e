// What Larkspur Quote Studio's routes share (docs/sandbox-carriers/larkspur.md): the signed-in session
// (else sign-in or the code page), the session's own quote named in the URL (else a 404 page), a draft's
// steps and the first one still incomplete.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Session } from '../../core/sessions.ts';
import type { Submission } from '../../core/submissions.ts';
import type { SandboxContext } from '../../core/types.ts';
import { shell } from './pages.ts';
import { validateWhole } from './schedule-checks.ts';
import { SESSION_COOKIE } from './sign-in.ts';
import { type Line, stepsFor } from './steps.ts';

export type Studio = ReturnType<typeof studioContext>;

export function studioContext(ctx: SandboxContext) {
  const faults = () => ctx.faults.get(ctx.carrierId);
  const layout = () => (faults().layoutVersion === 2 ? 2 : 1);

  /** The signed-in session, or undefined after redirecting to sign-in (expired) or to the code page. */
  function signedIn(request: FastifyRequest, reply: FastifyReply): Session | undefined {
    const id = request.cookies[SESSION_COOKIE];
    const session = ctx.sessions.touch(ctx.carrierId, id, ctx.now(), faults().sessionExpiryAfterPages);
    const next = new URLSearchParams({ next: request.method === 'GET' ? request.url : '/studio' });
    if (!session) {
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      if (id) next.set('expired', '1');
      reply.redirect(`/studio/sign-in?${next}`, 303);
      return undefined;
    }
    if (!session.authenticated) {
      reply.redirect(`/studio/verify?${next}`, 303);
      return undefined;
    }
    return session;
  }

  /** The session's own submission named in the URL, or undefined after a 404 page. */
  function ownQuote(session: Session, ref: string, reply: FastifyReply): Submission | undefined {
    const submission = ctx.submissions.get(ctx.carrierId, ref);
    if (submission && submission.username === session.username) return submission;
    reply
      .code(404)
      .type('text/html')
      .send(
        shell(
          'Not found',
          '<main class="frame single"><div class="sheet"><h1>We could not find that quote</h1><p><a href="/studio">Back to the dashboard</a></p></div></main>',
          session.username,
        ),
      );
    return undefined;
  }

  const html = (reply: FastifyReply, page: string, code = 200) =>
    reply.code(code).type('text/html').send(page);
  const data = (s: Submission) => s.data as Record<string, string>;

  const stepsOf = (s: Submission) => stepsFor(s.line as Line, faults().newRequirements === true, ctx.drift);

  /** Every step saved, in order: the first one still missing answers, or undefined when complete. */
  const firstIncomplete = (s: Submission) =>
    stepsOf(s).find(
      (step) => Object.keys(validateWhole(step, data(s), data(s), ctx.now(), s.line as Line)).length > 0,
    );
  return { faults, layout, signedIn, ownQuote, html, data, stepsOf, firstIncomplete };
}
