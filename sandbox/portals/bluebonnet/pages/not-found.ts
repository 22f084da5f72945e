// AgentDesk's own "not found" page.
import type { FastifyReply } from 'fastify';
import type { SandboxContext } from '../../../core/types.ts';
import { renderShell } from '../layout.ts';

export function notFound(reply: FastifyReply, ctx: SandboxContext, user?: string): FastifyReply {
  return reply
    .code(404)
    .type('text/html')
    .send(
      renderShell({
        title: 'Page not found',
        user,
        year: ctx.now().getFullYear(),
        body: '<div class="card"><h1>We could not find that page</h1><p>The application or page you asked for does not exist or is no longer available. <a href="/agentdesk/home">Return to AgentDesk home</a>.</p></div>',
      }),
    );
}
