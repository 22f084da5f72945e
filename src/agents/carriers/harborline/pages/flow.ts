// Drives a submission with the kit's wizard driver from whatever screen the Broker Hub shows (a new
// quote's first step, a draft found again, or its outcome) to a result: each step is recognised by
// its heading, and a line's wizard holds only its own steps.
import { driveWizard } from '../../../kit/wizard.ts';
import type { PlaybookContext, PlaybookOutcome } from '../../../playbook.ts';
import { parseQuotePage } from '../extract.ts';
import type { HarborlineLine } from '../mapping.ts';
import { BusinessPage } from './business.ts';
import { DriversPage } from './drivers.ts';
import { OperationsPage } from './gl-operations.ts';
import { OutcomePage } from './outcome.ts';
import { QuestionsPage } from './questions.ts';
import { ReviewPage } from './review.ts';
import { VehiclesPage } from './vehicles.ts';
import { ClassCodesPage } from './wc-classes.ts';
import type { HarborlinePage, StepContext } from './wizard-page.ts';

const PAGES: { [L in HarborlineLine]: HarborlinePage<L>[] } = {
  wc: [new BusinessPage(), new ClassCodesPage(), new QuestionsPage(), new ReviewPage()],
  auto: [new BusinessPage(), new VehiclesPage(), new DriversPage(), new QuestionsPage(), new ReviewPage()],
  gl: [new BusinessPage(), new OperationsPage(), new QuestionsPage(), new ReviewPage()],
};

export function completeSubmission(s: StepContext): Promise<PlaybookOutcome> {
  const outcome = new OutcomePage(s.hub);
  return driveWizard({
    ctx: s.ctx,
    state: s,
    pages: PAGES[s.ctx.line],
    // More screens than any line's wizard has (a draft never revisits one).
    maxPages: 12,
    heading: async () => s.screen.heading,
    async result(_heading, posted) {
      switch (s.screen.id) {
        case 'draft':
          s.screen = await s.ctx.step('continue-draft', () => outcome.continueDraft());
          return 'continue';
        case 'quote':
          return s.ctx.step('quote', () => readQuote(s.ctx, outcome));
        case 'referred':
          return s.ctx.step('quote', async () => ({ kind: 'referred', message: await outcome.message() }));
        case 'declined':
          return s.ctx.step('quote', async () => {
            const message = await outcome.message();
            // Broker Hub declines a class of business as soon as the step naming it is saved, in words
            // that say "appetite"; underwriting declines come from rating.
            const atStep = posted !== undefined && posted !== 'review';
            return { kind: 'declined', appetite: atStep || /appetite/i.test(message), message };
          });
        default:
          return undefined;
      }
    },
    afterPage: () => recordReference(s.ctx),
    // After a take-over: the screen the person left, not the one the last press led to.
    reread: async () => {
      s.screen = await s.hub.current();
    },
  });
}

/** Saving Business details creates the submission: its id is in every later route. */
async function recordReference(ctx: PlaybookContext): Promise<void> {
  if (ctx.portalReference) return;
  const id = /#\/submissions\/([^/]+)/.exec(ctx.page.url())?.[1];
  if (id) await ctx.recordPortalReference(decodeURIComponent(id));
}

async function readQuote(ctx: PlaybookContext, outcome: OutcomePage): Promise<PlaybookOutcome> {
  const quote = parseQuotePage(await outcome.readQuote());
  const letter = (await outcome.downloadLetter()) ?? (await outcome.downloadLetterAgain());
  const path = await ctx.saveDocument(letter.name, letter.data);
  return {
    kind: 'quoted',
    quote: { ...quote, documents: [{ name: letter.name, path }], portalUrl: ctx.page.url() },
  };
}
