// Drives a submission from wherever ProducerNet shows it (a new submission's first step, a draft found
// again at its first unfinished step, or a decision) to an outcome, page by page: each page is
// recognised by its heading, so a continued draft simply starts further along.
import { portalChanged } from '../../errors.ts';
import type { PlaybookOutcome } from '../../playbook.ts';
import { extractOutcome } from './extract.ts';
import { ApplicantPage } from './pages/applicant-page.ts';
import { ClassificationPage } from './pages/classification-page.ts';
import { BopCoveragePage, UmbrellaCoveragePage, WcClassesPage } from './pages/coverage-pages.ts';
import { isOutcomeHeading, OutcomePage } from './pages/outcome-page.ts';
import { ReviewPage } from './pages/review-page.ts';
import type { FlowContext, StepPage } from './pages/step-page.ts';
import { UnderwritingPage } from './pages/underwriting-page.ts';
import type { Screen } from './producernet.ts';

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

/** Five steps and the decision, with room for a step shown again: anything beyond is a loop. */
const MAX_PAGES = 10;

export async function completeSubmission(f: FlowContext, first: Screen): Promise<PlaybookOutcome> {
  let screen = first;
  /** The last step we completed: a decline right after the classification is Pioneer's appetite. */
  let posted: string | undefined;
  const visits = new Map<string, number>();
  for (let count = 0; count < MAX_PAGES; count += 1) {
    if (screen.kind !== 'page')
      throw portalChanged(`Expected a submission page, got the ${screen.kind} page`);
    const { heading } = screen;
    if (isOutcomeHeading(heading)) return decision(f, posted);
    const page = PAGES.find((p) => p.headings.includes(heading));
    if (!page) throw portalChanged(`Unexpected page "${heading}"`);
    const seen = (visits.get(heading) ?? 0) + 1;
    if (seen > 2) throw portalChanged(`"${heading}" keeps coming back`);
    visits.set(heading, seen);
    const result = await f.ctx.step(page.step, () => page.complete(f, heading));
    if (result.kind === 'rejected') {
      if (CLASS_NOT_WRITTEN.test(result.message))
        return { kind: 'declined', appetite: true, message: result.message };
      return { kind: 'rejected_data', message: result.message };
    }
    await recordReference(f);
    posted = page.step;
    screen = result.screen;
  }
  throw portalChanged(`No decision after ${MAX_PAGES} pages`);
}

/** Saving the applicant step creates the submission: its id is in every later page's address. */
async function recordReference(f: FlowContext): Promise<void> {
  if (f.ctx.portalReference) return;
  const id = /^\/producernet\/submissions\/([^/]+)\//.exec(new URL(f.portal.page.url()).pathname)?.[1];
  if (id) await f.ctx.recordPortalReference(decodeURIComponent(id));
}

/** The decision page: a quote (with its letter) under the `quote` step, anything else `outcome`. */
async function decision(f: FlowContext, posted: string | undefined): Promise<PlaybookOutcome> {
  const outcomePage = new OutcomePage(f.portal);
  const view = await outcomePage.read();
  const options = { line: f.line, declinedAtClassification: posted === 'classification' };
  const quoted = /^(Quote issued|Indication only)/i.test(view.banner);
  return f.ctx.step(quoted ? 'quote' : 'outcome', () => extractOutcome(f, outcomePage, view, options));
}
