// Drives a submission with the kit's wizard driver from wherever Ironclad Exchange shows it (a new
// submission's Applicant page, or a draft reopened at its furthest step) to an outcome: each page is
// recognised by its heading. Saving step 1 creates the submission, and the portal's redirect names its
// reference: recorded the moment the browser receives that answer, not once the next page has loaded,
// so a worker that dies in between leaves the reference known to the job's retry (which continues it
// instead of filing anew).
import { watchReference } from '../../../kit/reference.ts';
import { driveWizard } from '../../../kit/wizard.ts';
import type { PlaybookContext, PlaybookOutcome } from '../../../playbook.ts';
import { isAppetiteDecline, quoteFromPage } from '../extract.ts';
import { ApplicantPage } from './applicant.ts';
import { CoveragePage } from './coverage.ts';
import { OutcomePage } from './outcome.ts';
import { screenOf } from './portal.ts';
import { ReviewPage } from './review.ts';
import type { StepContext, StepPage } from './step-page.ts';
import { UnderwritingPage } from './underwriting.ts';

const PAGES: StepPage[] = [new ApplicantPage(), new CoveragePage(), new UnderwritingPage(), new ReviewPage()];

export async function completeSubmission(s: StepContext): Promise<PlaybookOutcome> {
  const reference = watchForReference(s.ctx);
  try {
    return await driveWizard({
      ctx: s.ctx,
      state: s,
      pages: PAGES,
      // Four wizard pages and the outcome; more turns than that means the portal goes round in circles.
      maxPages: 8,
      heading: () => s.portal.heading(),
      result: (heading, posted) => outcome(s, heading, posted),
      afterPage: () => reference.record(),
    });
  } finally {
    reference.stop();
  }
}

/** The outcome page shown, or undefined for a wizard page. */
async function outcome(
  s: StepContext,
  heading: string,
  posted: string | undefined,
): Promise<PlaybookOutcome | undefined> {
  const { ctx } = s;
  const page = new OutcomePage(s.portal);
  switch (screenOf(heading)) {
    case 'quote':
      return ctx.step('quote', async () => {
        const quote = quoteFromPage(ctx.line, await page.readQuote(), ctx.page.url());
        const letter = await page.letter();
        if (letter)
          quote.documents = [{ name: letter.name, path: await ctx.saveDocument(letter.name, letter.data) }];
        else ctx.log('Ironclad: the quote page offers no letter');
        return { kind: 'quoted', quote };
      });
    case 'referred':
      return ctx.step('outcome', async () => ({ kind: 'referred', message: await page.message() }));
    case 'declined':
      return ctx.step('outcome', async () => {
        const message = await page.message();
        // Declined on saving the Applicant page: Ironclad's eligibility rules, i.e. appetite. A decline
        // found again (nothing posted in this run) is told by its wording.
        const appetite = posted === 'applicant' || (posted === undefined && isAppetiteDecline(message));
        return { kind: 'declined', appetite, message };
      });
    default:
      return undefined;
  }
}

const referenceIn = (path: string) => /^\/exchange\/submissions\/([^/]+)\//.exec(path)?.[1];

/** Records the submission's reference from the redirect that names it (see the file comment). */
function watchForReference(ctx: PlaybookContext) {
  const { page } = ctx;
  const watch = watchReference(ctx, (response) => {
    if (!response.request().isNavigationRequest() || response.frame() !== page.mainFrame()) return undefined;
    const reference = referenceIn(
      new URL(response.headers().location ?? response.url(), response.url()).pathname,
    );
    return reference ? decodeURIComponent(reference) : undefined;
  });
  return {
    /** After each page: the reference recorded (from the redirect, else from the page's address). */
    async record() {
      await watch.settled();
      if (ctx.portalReference) return;
      const reference = referenceIn(new URL(page.url()).pathname);
      if (reference) await ctx.recordPortalReference(decodeURIComponent(reference));
    },
    stop: watch.stop,
  };
}
