// A carrier no definition describes how to quote yet, taught by one quote done by hand
// (docs/decisions/0037-teaching-a-carrier-by-hand.md): the agent signs in from the page's own semantics
// (sign-in is never shown to a person), then asks a person to take the page over and quote the job's
// submission by hand in the live view; from what they did (the take-over recording) and the outcome page
// they handed back on, it writes a draft definition (the carrier's file with the portal's flow added),
// saved with the job as `<carrier>.draft.yaml`, and reads the quote they reached with the draft's own
// extraction, verified as every quote is. The operator completes the draft (its TODO list), lints it and
// puts it in CARRIERS_DIR: the next quote on the portal is the agent's.
import { stringify } from 'yaml';
import { draftFromHandQuote } from '../../domain/carrier-definition/draft/from-hand-quote.ts';
import type { FlowDefinition } from '../../domain/carrier-definition/flow-problems.ts';
import type { CarrierDefinition } from '../../domain/carrier-definition/schema.ts';
import type { Line } from '../../domain/lines.ts';
import { readOutcome } from '../definition/extract.ts';
import { DefinedPortal } from '../definition/portal.ts';
import { AgentError, loginFailed, loginLocked, portalChanged } from '../errors.ts';
import { Navigator } from '../kit/navigator.ts';
import { signInOutcome } from '../kit/sign-in-outcome.ts';
import type { Playbook, PlaybookContext, PlaybookOutcome } from '../playbook.ts';
import { readOutcomeSnapshot } from './outcome-snapshot.ts';
import { enterPasswordBySemantics, signInBySemantics } from './sign-in.ts';

/** The draft as a file: a header saying what it is and what is left to do, then the definition. */
export function draftFile(
  definition: Record<string, unknown>,
  todo: readonly string[],
  jobId: string,
): string {
  const header = [
    '# yaml-language-server: $schema=./carrier-definition.schema.json',
    `# A draft written from one quote done by hand (job ${jobId}): the portal's flow as the person went`,
    '# through it. Complete what is listed below, check it with `npm run cli -- carrier lint <file>`, and put',
    "# it in CARRIERS_DIR as <id>.yaml: the next quote on this portal is the agent's.",
    '#',
    ...todo.map((t) => `# TODO ${t}`),
    '',
  ];
  return `${header.join('\n')}${stringify(definition, { lineWidth: 0 })}`;
}

/** Where the draft cannot say yet, what makes it readable for this one outcome (never written to the file). */
function readable(definition: Record<string, unknown>): FlowDefinition {
  const extract = definition.extract as Record<string, unknown>;
  const never = ['(?!)'];
  return {
    ...definition,
    extract: { referred: never, declined: never, message: 'main [role=alert]', ...extract },
  } as unknown as FlowDefinition;
}

async function taught(
  ctx: PlaybookContext,
  definition: CarrierDefinition,
  signIn: Awaited<ReturnType<typeof signInBySemantics>>,
): Promise<PlaybookOutcome> {
  const error = portalChanged(`No definition says how to quote on ${definition.name} yet`);
  if (!ctx.askTakeover)
    throw new AgentError(
      'portal_changed',
      `${error.message}, and no person can take the page over here (the live view and take-over are off)`,
    );
  const ask = ctx.askTakeover;
  // A step of its own: the live view shows the page again (sign-in hid it) and names what is asked.
  const recorded = await ctx.step('quote-by-hand', () =>
    ask({
      step: 'quote-by-hand',
      evidence: `no definition of ${definition.name}'s quote flow yet`,
      error,
      message: `No definition says how to quote on ${definition.name} yet: take the page over in the live view, quote this submission by hand (a new quote, every page, up to the quote), and hand the page back on the quote. A draft definition is written from what you do.`,
    }),
  );
  const outcome = await ctx.step('read-hand-quote', () => readOutcomeSnapshot(ctx.page));
  const draft = draftFromHandQuote({
    carrierId: definition.id,
    name: definition.name,
    line: ctx.line,
    origin: ctx.portalUrl,
    ...(signIn.totp ? { mfa: 'totp' as const } : {}),
    events: [...signIn.events, ...(recorded?.events ?? [])],
    submission: ctx.submission,
    outcome,
  });
  const { id: _, name: __, portal: ___, ...rest } = draft.definition;
  const file = { ...definition, ...rest };
  const name = `${definition.id}.draft.yaml`;
  await ctx.saveDocument(name, Buffer.from(draftFile(file, draft.todo, ctx.jobId)));
  ctx.log('A draft definition was written from the quote done by hand', {
    file: name,
    todo: draft.todo.length,
  });
  const portal = new DefinedPortal(ctx.page, ctx.portalUrl, readable(file), ctx.log);
  portal.arrived();
  return readOutcome(ctx, portal).catch((e: unknown) => {
    throw e instanceof AgentError
      ? new AgentError(
          e.errorType,
          `${e.message} (quoted by hand; the draft definition ${name} cannot read the quote yet)`,
          { cause: e },
        )
      : e;
  });
}

export function teachPlaybook(definition: CarrierDefinition): Playbook {
  return {
    carrierId: definition.id,
    lines: Object.keys(definition.lines) as Line[],
    async run(ctx) {
      const nav = new Navigator(ctx.page, { origin: ctx.portalUrl, name: definition.name, log: ctx.log });
      return taught(ctx, definition, await signInBySemantics(ctx, nav));
    },
    signIn: (session, credential) =>
      signInOutcome(async () => {
        const nav = new Navigator(session.page, {
          origin: session.portalUrl,
          name: definition.name,
          log: session.log,
        });
        await nav.open('/', { signInExpected: true });
        const entered = await enterPasswordBySemantics(nav, credential);
        if (entered.refused)
          throw entered.refused.locked
            ? loginLocked(entered.refused.message)
            : loginFailed(entered.refused.message);
      }),
  };
}
