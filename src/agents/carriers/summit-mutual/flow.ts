// Drives the New Submission wizard from wherever the portal shows it (a new submission's first page,
// or the first unfinished step of a draft found again) to a result page, step by step: each page is
// recognised by its heading, so a continued draft simply starts further along.
import { portalChanged } from '../../errors.ts';
import type { PlaybookOutcome } from '../../playbook.ts';
import { ApplicantPage } from './pages/applicant-page.ts';
import {
  CoveragesPage,
  LiabilityExposurePage,
  LocationBuildingPage,
  UmbrellaLimitsPage,
  UnderlyingInsurancePage,
} from './pages/line-pages.ts';
import { isQuoteHeading, QuotePage, STATUS_HEADINGS, StatusPage } from './pages/result-pages.ts';
import { ReviewPage, UnderwritingPage } from './pages/underwriting-page.ts';
import type { StepContext, WizardPage } from './pages/wizard-page.ts';
import type { Screen } from './portal.ts';

const PAGES: WizardPage[] = [
  new ApplicantPage(),
  new LocationBuildingPage(),
  new CoveragesPage(),
  new LiabilityExposurePage(),
  new UmbrellaLimitsPage(),
  new UnderlyingInsurancePage(),
  new UnderwritingPage(),
  new ReviewPage(),
];

/** More pages than the longest line has (with a draft's status page): anything beyond is a loop. */
const MAX_PAGES = 12;

export async function completeSubmission(s: StepContext, first: Screen): Promise<PlaybookOutcome> {
  let screen = first;
  /** The last step we posted: a decline right after the applicant page is Summit's appetite. */
  let posted: string | undefined;
  const visits = new Map<string, number>();
  for (let count = 0; count < MAX_PAGES; count += 1) {
    if (screen.kind !== 'page')
      throw portalChanged(`Expected a submission page, got the ${screen.kind} page`);
    const { heading } = screen;
    if (isQuoteHeading(heading)) {
      const quote = await s.ctx.step('quote', () => new QuotePage(s.portal).extract(s.ctx));
      return { kind: 'quoted', quote };
    }
    if (heading === STATUS_HEADINGS.draft) {
      screen = await s.ctx.step('continue', () => new StatusPage(s.portal).continueDraft());
      continue;
    }
    if (heading === STATUS_HEADINGS.referred || heading === STATUS_HEADINGS.declined) {
      const message = await s.ctx.step('outcome', () => new StatusPage(s.portal).message());
      if (heading === STATUS_HEADINGS.referred) return { kind: 'referred', message };
      return { kind: 'declined', appetite: isAppetiteDecline(posted, message), message };
    }
    const page = PAGES.find((p) => p.heading === heading);
    if (!page) throw portalChanged(`Unexpected page "${heading}"`);
    const seen = (visits.get(heading) ?? 0) + 1;
    if (seen > 2) throw portalChanged(`"${heading}" keeps coming back after Next`);
    visits.set(heading, seen);
    const result = await s.ctx.step(page.step, () => page.complete(s));
    if (result.kind === 'rejected') return { kind: 'rejected_data', message: result.message };
    await recordReference(s);
    posted = page.step;
    screen = result.screen;
  }
  throw portalChanged(`No result after ${MAX_PAGES} pages`);
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
