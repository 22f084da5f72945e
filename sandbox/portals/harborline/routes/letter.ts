// Quote letter download: a PDF attachment for quoted and indicated submissions.
import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../../../core/types.ts';
import { buildQuoteLetter, quoteLetterFileName } from '../letter.ts';
import { requireSession, sendError } from '../session.ts';
import { text } from '../validate/common.ts';
import type { BrokerProfile } from './auth.ts';

export function registerLetterRoutes(
  app: FastifyInstance,
  ctx: SandboxContext,
  profiles: Record<string, BrokerProfile>,
) {
  app.get('/api/submissions/:id/quote-letter.pdf', async (request, reply) => {
    const session = requireSession(request, reply, ctx, { count: true });
    if (!session) return reply;
    const submission = ctx.submissions.get(
      ctx.carrierId,
      text((request.params as Record<string, unknown>).id, 20),
    );
    if (!submission?.quote)
      return sendError(reply, 404, 'NOT_FOUND', 'There is no quote letter for this submission.');
    const profile = profiles[submission.username.toLowerCase()];
    const producer = profile ? `${profile.name}, ${profile.agency}` : submission.username;
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${quoteLetterFileName(submission)}"`)
      .send(buildQuoteLetter(submission, producer));
  });
}
