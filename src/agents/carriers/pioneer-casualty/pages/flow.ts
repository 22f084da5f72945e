// Drives a submission with the kit's wizard driver from wherever ProducerNet shows it (a new
// submission's first step, a draft found again at its first unfinished step, or a decision) to an
// outcome: each page is recognised by its heading, so a continued draft simply starts further along.
import { portalChanged } from '../../../errors.ts';
import { driveWizard } from '../../../kit/wizard.ts';
import type { PlaybookOutcome } from '../../../playbook.ts';
import { extractOutcome } from '../extract.ts';
import { ApplicantPage } from './applicant-page.ts';
import { ClassificationPage } from './classification-page.ts';
import { BopCoveragePage, UmbrellaCoveragePage, WcClassesPage } from './coverage-pages.ts';
import { isOutcomeHeading, OutcomePage } from './outcome-page.ts';
import { ReviewPage } from './review-page.ts';
import type { StepContext, StepPage } from './step-page.ts';
import { UnderwritingPage } from './underwriting-page.ts';

const PAGES: StepPage[] = [
  new ApplicantPage(),
  new ClassificationPage(),
  new BopCoveragePage(),
  new WcClassesPage(),
  new UmbrellaCoveragePage(),
  new UnderwritingPage(),
  new ReviewPage(),
];

/**
 * "Class code 8006 is not available on ProducerNet. Contact your Pioneer underwriter.": a valid NCCI
 * class Pioneer does not write online. That is the carrier's appetite, told in its words (the catalog
 * lists its classes, so the partner was warned at create time), not bad data of ours.
 */
export const CLASS_NOT_WRITTEN = /Class code \d{4} is not available on ProducerNet/;

export async function completeSubmission(s: StepContext): Promise<PlaybookOutcome> {
  const outcome = await driveWizard({
    ctx: s.ctx,
    state: s,
    pages: PAGES,
    // Five steps and the decision, with room for a step shown again: anything beyond is a loop.
    maxPages: 10,
    async heading() {
      if (s.screen.kind !== 'page')
        throw portalChanged(`Expected a submission page, got the ${s.screen.kind} page`);
      return s.screen.heading;
    },
    // A decline right after the classification is Pioneer's class guide, i.e. its appetite.
    result: (heading, posted) =>
      isOutcomeHeading(heading) ? decision(s, posted) : Promise.resolve(undefined),
    afterPage: () => recordReference(s),
    // After a take-over: the page the person left, not the one the last press led to.
    reread: async () => {
      s.screen = await s.portal.current();
    },
  });
  if (outcome.kind === 'rejected_data' && CLASS_NOT_WRITTEN.test(outcome.message))
    return { kind: 'declined', appetite: true, message: outcome.message };
  return outcome;
}

/** Saving the applicant step creates the submission: its id is in every later page's address. */
async function recordReference(s: StepContext): Promise<void> {
  if (s.ctx.portalReference) return;
  const id = /^\/producernet\/submissions\/([^/]+)\//.exec(new URL(s.portal.page.url()).pathname)?.[1];
  if (id) await s.ctx.recordPortalReference(decodeURIComponent(id));
}

/** The decision page: a quote (with its letter) under the `quote` step, anything else `outcome`. */
async function decision(s: StepContext, posted: string | undefined): Promise<PlaybookOutcome> {
  const outcomePage = new OutcomePage(s.portal);
  const view = await outcomePage.read();
  const options = { line: s.line, declinedAtClassification: posted === 'classification' };
  const quoted = /^(Quote issued|Indication only)/i.test(view.banner);
  return s.ctx.step(quoted ? 'quote' : 'outcome', () => extractOutcome(s, outcomePage, view, options));
}
