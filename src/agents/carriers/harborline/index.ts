// Harborline Insurance, "Broker Hub": a single-page app over a JSON API, with an authenticator-app second
// factor, asynchronous dropdowns and repeating tables. Writes WC, commercial auto and GL. The flow:
// sign in → code → a new submission, or (a retry) the one this job filed, found by its reference →
// the line's wizard steps, whichever the draft still lacks → the outcome page.
import { AgentError, portalChanged } from '../../errors.ts';
import { signInOutcome } from '../../kit/sign-in-outcome.ts';
import type { Playbook, PlaybookContext, PlaybookOutcome } from '../../playbook.ts';
import { type HarborlineLine, isoDate, LINE_NAMES } from './mapping.ts';
import { BrokerHub, type Screen } from './pages/broker-hub.ts';
import { completeSubmission } from './pages/flow.ts';
import { SearchPage } from './pages/search.ts';
import { enterPassword, signIn } from './sign-in.ts';

const LINES: readonly HarborlineLine[] = ['wc', 'auto', 'gl'];

export const harborlinePlaybook: Playbook<HarborlineLine> = {
  carrierId: 'harborline',
  lines: LINES,
  run,
  // The sign-in screen alone: the code prompt it leads to means the password was accepted.
  signIn: (session, credential) =>
    signInOutcome(() =>
      enterPassword(new BrokerHub(session.page, session.portalUrl, session.log), async () => credential),
    ),
};

async function run(ctx: PlaybookContext<HarborlineLine>): Promise<PlaybookOutcome> {
  const line = ctx.line;
  if (!LINES.includes(line)) throw new AgentError('internal_error', `Harborline does not write ${ctx.line}`);
  const hub = new BrokerHub(ctx.page, ctx.portalUrl, ctx.log);
  await signIn(ctx, hub);
  const search = new SearchPage(hub);
  // Only the submission this job filed is continued (a retry); a new job always files anew.
  const own = ctx.portalReference;
  const screen = own
    ? await ctx.step('open-submission', () => openOwn(ctx, search, own, line))
    : await ctx.step('new-submission', () => search.startQuote(LINE_NAMES[line]));
  return completeSubmission({ hub, ctx, screen });
}

/** Finds the submission this job recorded among the search results (by its reference, never by name). */
async function openOwn(
  ctx: PlaybookContext,
  search: SearchPage,
  reference: string,
  line: HarborlineLine,
): Promise<Screen> {
  const input = ctx.submission.input;
  await search.open();
  const rows = await search.find(input.businessName, isoDate(input.policyStartDate), LINE_NAMES[line]);
  if (!rows.some((row) => row.submission === reference))
    throw portalChanged(`Broker Hub no longer lists submission ${reference}, which this job filed`);
  ctx.log('Continuing the submission this job filed', { submission: reference });
  return search.openSubmission(reference);
}
