// Drives Cascade's quote wizard with the kit's driver from wherever the portal shows the submission (a
// new one's Business step, or the first unsaved step or the outcome of the one this job filed) to a
// result. The portal's reference is recorded the moment the first save answers with it.
import { portalChanged } from '../../../errors.ts';
import { watchReference } from '../../../kit/reference.ts';
import { driveWizard } from '../../../kit/wizard.ts';
import type { PlaybookContext, PlaybookOutcome } from '../../../playbook.ts';
import { BusinessPage } from './business-page.ts';
import { CoveragePage } from './coverage-page.ts';
import { LossHistoryPage } from './loss-history-page.ts';
import { isAppetiteDecline, lossRunsRequested, outcomeMessage, readQuote } from './result-pages.ts';
import { ReviewPage } from './review-page.ts';
import type { CascadePage, StepContext } from './wizard-page.ts';

const PAGES: CascadePage[] = [
  new BusinessPage(),
  new CoveragePage(),
  new LossHistoryPage(),
  new ReviewPage(),
];

export async function completeSubmission(s: StepContext): Promise<PlaybookOutcome> {
  const reference = watchForReference(s.ctx);
  try {
    return await driveWizard({
      ctx: s.ctx,
      state: s,
      pages: PAGES,
      // Four steps, each saved at most twice: anything beyond is a loop.
      maxPages: 9,
      heading: async () => s.screen.heading,
      async result() {
        const { screen, ctx, portal } = s;
        switch (screen.id) {
          case 'quote':
          case 'indication': {
            const quote = await ctx.step('quote', () => readQuote(portal));
            return { kind: 'quoted', quote, ...(s.filed ? { filed: s.filed } : {}) };
          }
          case 'referred':
            return ctx.step('outcome', async () => ({ kind: 'referred', message: outcomeMessage(screen) }));
          case 'declined':
            return ctx.step('outcome', async () => {
              const message = outcomeMessage(screen);
              return { kind: 'declined', appetite: isAppetiteDecline(message), message };
            });
          case 'loss-runs':
            return ctx.step('outcome', async () => {
              await reference.settled();
              return lossRunsRequested(portal, ctx);
            });
          case 'business':
          case 'coverage':
          case 'loss-history':
          case 'review':
            return undefined;
          default:
            throw portalChanged(
              `Cascade Commercial showed "${screen.heading}" in the middle of a submission`,
            );
        }
      },
      afterPage: () => reference.settled(),
      // After a take-over: the screen the person left, not the one the last press led to.
      reread: async () => {
        s.screen = await s.portal.screen();
      },
    });
  } finally {
    reference.stop();
  }
}

/**
 * Saving Business the first time creates the submission: its reference is in the save's answer, and is
 * recorded as that answer arrives (not once the next step has rendered), so a worker that dies in
 * between leaves it to the job's retry, which continues it instead of filing anew.
 */
function watchForReference(ctx: PlaybookContext) {
  return watchReference(ctx, (response) => {
    const request = response.request();
    if (request.method() !== 'POST' || new URL(response.url()).pathname !== '/api/quotes') return undefined;
    if (response.status() !== 201) return undefined;
    return response
      .json()
      .then((body: { ref?: unknown }) => (typeof body.ref === 'string' ? body.ref : undefined));
  });
}
