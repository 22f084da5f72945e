// A playbook built from a carrier definition's flow (docs/decisions/0034-the-portal-flow-as-data.md),
// entirely over the kit: sign in (kept session, password, code, the pages after), find a retry's own
// draft, open the job's submission (its own by reference, else a new one, its reference recorded as
// soon as a page's path carries it), then the kit's wizard driver from screen to outcome: screens by
// their headings, pages passed on the way, the outcome read. A screen the definition does not know
// goes the wizard's usual way (a learned page, a person asked to take over, else `portal_changed`).
import type { FlowDefinition } from '../../domain/carrier-definition/flow-problems.ts';
import type { Line } from '../../domain/lines.ts';
import { portalChanged } from '../errors.ts';
import { signInOutcome } from '../kit/sign-in-outcome.ts';
import { driveWizard } from '../kit/wizard.ts';
import type { Playbook, PlaybookContext, PlaybookOutcome } from '../playbook.ts';
import { watchAnsweredReference } from './controls/answered-reference.ts';
import { readHeading } from './controls/heading.ts';
import { passPage } from './controls/pass-page.ts';
import { readOutcome } from './extract.ts';
import { DefinedPortal } from './portal.ts';
import { wizardPages } from './screens.ts';
import { enterPassword, signIn } from './sign-in.ts';
import { findOwnDraft, openSubmission, recordReference, startPath } from './submission.ts';

async function completeSubmission(
  ctx: PlaybookContext,
  portal: DefinedPortal,
  answered: () => Promise<void>,
): Promise<PlaybookOutcome> {
  const { wizard } = portal.definition;
  const outcome = await driveWizard({
    ctx,
    state: undefined,
    pages: wizardPages(ctx, portal),
    maxPages: wizard.maxPages,
    heading: async () => (await readHeading(portal, wizard)) || (portal.current ?? ''),
    async result(heading, posted) {
      const kind = portal.current;
      // A page that only leads on (under its heading, where the definition names one).
      const pass = wizard.pass?.find(
        (p) => p.page === kind && (!p.heading || new RegExp(p.heading).test(heading)),
      );
      if (pass) {
        await ctx.step(pass.step ?? pass.page, () => passPage(portal, pass));
        return 'continue';
      }
      if (kind && wizard.results.includes(kind)) {
        // A referral or a decline is the `outcome` step, a quote or an indication the `quote` step.
        const { heading: where, referred, declined } = portal.definition.extract;
        const said = await portal.text(where ?? 'main h1');
        const held = (portal.definition.extract.held ?? []).map((h) => h.heading);
        const other = [...referred, ...declined, ...held].some((p) => new RegExp(p, 'i').test(said));
        return ctx.step(other ? 'outcome' : 'quote', async () => {
          const read = await readOutcome(ctx, portal);
          // A decline as a named screen was saved is the carrier's appetite (a class guide).
          const atAppetite = posted !== undefined && wizard.appetiteAfter?.includes(posted);
          return read.kind === 'declined' && atAppetite ? { ...read, appetite: true } : read;
        });
      }
      return undefined;
    },
    afterPage: async () => {
      await answered();
      await recordReference(ctx, portal);
    },
    // After a take-over: the page the person left.
    reread: async () => {
      portal.arrived();
    },
  });
  // A refusal the definition names a decline (a class the carrier does not write) is its appetite.
  const declined =
    outcome.kind === 'rejected_data' && wizard.declines?.some((p) => new RegExp(p).test(outcome.message));
  return declined ? { kind: 'declined', appetite: true, message: outcome.message } : outcome;
}

export function definedPlaybook(definition: FlowDefinition): Playbook {
  const lines = Object.entries(definition.wizard.lines)
    .filter(([, screens]) => screens !== undefined)
    .map(([line]) => line as Line);
  return {
    carrierId: definition.id,
    lines,
    async run(ctx) {
      const portal = new DefinedPortal(ctx.page, ctx.portalUrl, definition, ctx.log);
      await signIn(ctx, portal, startPath(ctx, portal));
      const adopted =
        !ctx.portalReference && ctx.attempt > 1
          ? await ctx.step('find-draft', () => findOwnDraft(ctx, portal))
          : undefined;
      await ctx.step(ctx.portalReference ? 'open-submission' : 'new-submission', () =>
        openSubmission(ctx, portal, adopted),
      );
      if (!portal.current) throw portalChanged(`${definition.name} showed no page of its definition`);
      const answered = watchAnsweredReference(ctx, definition.submission);
      try {
        return await completeSubmission(ctx, portal, answered.settled);
      } finally {
        answered.stop();
      }
    },
    // The password alone: a code page it leads to means the password was accepted.
    signIn: (session, credential) =>
      signInOutcome(() =>
        enterPassword(
          new DefinedPortal(session.page, session.portalUrl, definition, session.log),
          async () => credential,
        ),
      ),
  };
}
