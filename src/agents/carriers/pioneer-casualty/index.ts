// Pioneer Casualty Group, "Pioneer ProducerNet": a server-rendered agent portal (Businessowners,
// Workers' Compensation, Commercial Umbrella). Sign-in with a texted code from any browser it does not
// know (sign-in.ts), then a new submission through the five-step quote flow (whose classification step
// is a vendor widget in an iframe), or (a retry) the one this job filed.
import type { Playbook, PlaybookContext, PlaybookOutcome } from '../../playbook.ts';
import { isPioneerLine, LINE_NAMES, PIONEER_CARRIER_ID, PIONEER_LINES, type PioneerLine } from './mapping.ts';
import { completeSubmission } from './pages/flow.ts';
import { NewQuotePage } from './pages/new-quote-page.ts';
import { ProducerNet } from './pages/producernet.ts';
import { checkSignIn, signIn } from './sign-in.ts';

export const pioneerCasualtyPlaybook: Playbook<PioneerLine> = {
  carrierId: PIONEER_CARRIER_ID,
  lines: PIONEER_LINES,

  async run(ctx: PlaybookContext<PioneerLine>): Promise<PlaybookOutcome> {
    const line = ctx.line;
    if (!isPioneerLine(line)) throw new Error(`Pioneer ProducerNet does not quote the ${line} line`);
    const portal = new ProducerNet(ctx.page, ctx.portalUrl, ctx.log);
    await signIn(ctx, portal);
    // Only the submission this job filed is continued (a retry); a new job always files anew. Its
    // decision page opens a draft at its first unfinished step.
    const own = ctx.portalReference;
    const screen = own
      ? await ctx.step('open-submission', () =>
          portal.open(`/producernet/submissions/${encodeURIComponent(own)}/outcome`),
        )
      : await ctx.step('new-submission', () => new NewQuotePage(portal).start(LINE_NAMES[line]));
    return completeSubmission({ portal, ctx, line, screen });
  },

  signIn: checkSignIn,
};
