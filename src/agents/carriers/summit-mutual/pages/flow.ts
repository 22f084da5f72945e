// Drives the New Submission wizard with the kit's driver from wherever the portal shows it (a new
// submission's first page, or the first unfinished step of a draft found again) to a result page:
// each page is recognised by its heading, so a continued draft simply starts further along.
import { portalChanged } from '../../../errors.ts';
import { driveWizard } from '../../../kit/wizard.ts';
import type { PlaybookOutcome } from '../../../playbook.ts';
import { ApplicantPage } from './applicant-page.ts';
import {
  CoveragesPage,
  LiabilityExposurePage,
  LocationBuildingPage,
  UmbrellaLimitsPage,
  UnderlyingInsurancePage,
} from './line-pages.ts';
import { isQuoteHeading, QuotePage, STATUS_HEADINGS, StatusPage } from './result-pages.ts';
import { ReviewPage, UnderwritingPage } from './underwriting-page.ts';
import type { StepContext, SummitPage } from './wizard-page.ts';

const PAGES: SummitPage[] = [
  new ApplicantPage(),
  new LocationBuildingPage(),
  new CoveragesPage(),
  new LiabilityExposurePage(),
  new UmbrellaLimitsPage(),
  new UnderlyingInsurancePage(),
  new UnderwritingPage(),
  new ReviewPage(),
];

export function completeSubmission(s: StepContext): Promise<PlaybookOutcome> {
  return driveWizard({
    ctx: s.ctx,
    state: s,
    pages: PAGES,
    // More pages than the longest line has (with a draft's status page): anything beyond is a loop.
    maxPages: 12,
    async heading() {
      if (s.screen.kind !== 'page')
        throw portalChanged(`Expected a submission page, got the ${s.screen.kind} page`);
      return s.screen.heading;
    },
    async result(heading, posted) {
      if (isQuoteHeading(heading)) {
        const quote = await s.ctx.step('quote', () => new QuotePage(s.portal).extract(s.ctx));
        return { kind: 'quoted', quote };
      }
      if (heading === STATUS_HEADINGS.draft) {
        s.screen = await s.ctx.step('continue', () => new StatusPage(s.portal).continueDraft());
        return 'continue';
      }
      if (heading === STATUS_HEADINGS.referred || heading === STATUS_HEADINGS.declined) {
        const message = await s.ctx.step('outcome', () => new StatusPage(s.portal).message());
        if (heading === STATUS_HEADINGS.referred) return { kind: 'referred', message };
        return { kind: 'declined', appetite: isAppetiteDecline(posted, message), message };
      }
      return undefined;
    },
    afterPage: () => recordReference(s),
    // After a take-over: the page the person left, not the one the last press led to.
    reread: async () => {
      s.screen = await s.portal.screen();
    },
  });
}

/** Saving the applicant page creates the submission: its number is in every later page's address. */
async function recordReference(s: StepContext): Promise<void> {
  if (s.ctx.portalReference) return;
  const number = new URL(s.portal.page.url()).searchParams.get('SubmissionNo');
  if (number) await s.ctx.recordPortalReference(number);
}

/**
 * Summit declines classes it does not write when the applicant page is saved; declines after Rate are
 * underwriting (loss history). A decline found by the search is told apart by Summit's wording.
 */
export function isAppetiteDecline(posted: string | undefined, message: string): boolean {
  if (posted === 'applicant') return true;
  if (posted === 'review') return false;
  return /\bnot eligible\b/i.test(message);
}
