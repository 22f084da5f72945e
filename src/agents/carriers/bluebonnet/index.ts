// Bluebonnet General's agent portal, Bluebonnet AgentDesk (BOP, commercial auto, cyber). Sign in and
// accept the Producer Terms of Use (every session); a new application, or (a retry) the one this job
// filed, opened by its number (a later attempt holding none looks for its unrecorded draft first:
// orphan-application.ts); then the line's long form section by section, Get Rates, and the outcome
// with its quote letter.
import { portalChanged } from '../../errors.ts';
import { signInOutcome } from '../../kit/sign-in-outcome.ts';
import type { Playbook, PlaybookContext } from '../../playbook.ts';
import type { BluebonnetLine } from './mapping.ts';
import { AgentDesk } from './pages/agentdesk.ts';
import { completeApplication } from './pages/flow.ts';
import { findOrphanApplication } from './pages/orphan-application.ts';
import { enterPassword, signIn } from './sign-in.ts';

export const bluebonnetPlaybook: Playbook<BluebonnetLine> = {
  carrierId: 'bluebonnet',
  lines: ['bop', 'auto', 'cyber'],
  async run(ctx) {
    const desk = new AgentDesk(ctx.page, ctx.portalUrl, ctx.log);
    const start = startPath(ctx);
    await signIn(ctx, desk, start);
    if (!ctx.portalReference && ctx.attempt > 1)
      await ctx.step('find-draft', () => findOrphanApplication(ctx, desk));
    await ctx.step(ctx.portalReference ? 'open-submission' : 'new-submission', () =>
      open(desk, startPath(ctx)),
    );
    return completeApplication({ desk, ctx });
  },
  // The sign-in page alone: the Producer Terms of Use it leads to means the password was accepted.
  signIn: (session, credential) =>
    signInOutcome(() =>
      enterPassword(new AgentDesk(session.page, session.portalUrl, session.log), async () => credential),
    ),
};

/**
 * Only the application this job filed is continued (a retry; its result page opens a draft at its
 * long form); a new job always files anew, even when AgentDesk holds one for the same applicant.
 */
function startPath(ctx: PlaybookContext): string {
  const own = ctx.portalReference;
  if (own) return `/agentdesk/applications/${encodeURIComponent(own)}/result`;
  return `/agentdesk/applications/new?${new URLSearchParams({ line: ctx.line })}`;
}

/** Sign-in went on to where the job starts; a kept session that did not lands there now. */
async function open(desk: AgentDesk, path: string): Promise<void> {
  if (desk.current === 'form' || desk.current === 'result') return;
  const kind = await desk.open(path);
  if (kind !== 'form' && kind !== 'result') throw portalChanged(`Opening ${path} showed ${kind}`);
}
