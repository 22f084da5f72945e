// The one wizard driver: from wherever the portal shows its submission (a new one's first page, or a
// draft found again further along) to a result, page by page. Each page is recognised by its heading
// (any layout's), completed by the playbook's page object, and counted: a page that keeps coming back or
// more pages than any line has is a loop (`portal_changed`). Fields a page did not hold travel to the
// next pages (form-page.ts `Carry`); a quote reached while one is still unplaced is never a success.
// Between pages the agent yields to a person who took over (docs/decisions/0028-take-over.md), then
// recognises the page they left, or fails naming it.
import { portalChanged } from '../errors.ts';
import type { PlaybookContext, PlaybookOutcome } from '../playbook.ts';
import { Carry, type PageResult } from './form-page.ts';
import { labelSimilarity } from './labels.ts';
import { completeLearnedPage } from './learned-page.ts';
import { unrecorded } from './unrecorded.ts';

export interface WizardPage<S> {
  /** The page's headings, one per layout. */
  headings: readonly string[];
  /** Our step name for the job's timeline. */
  step: string;
  complete(state: S, carry: Carry, heading: string): Promise<PageResult>;
}

export interface Wizard<S> {
  ctx: PlaybookContext;
  state: S;
  pages: readonly WizardPage<S>[];
  /** More pages than the longest line has (with a draft's status page): anything beyond is a loop. */
  maxPages: number;
  /** The heading of the page shown. */
  heading(): Promise<string>;
  /**
   * The result when the page shown is one (a quote, a decline, a referral), or `continue` for a page
   * that only leads on (a draft's status page, after its step); undefined for a wizard page.
   * `posted` is the last step completed.
   */
  result(heading: string, posted: string | undefined): Promise<PlaybookOutcome | 'continue' | undefined>;
  /** After each completed page (e.g. recording the portal's reference once it exists). */
  afterPage?(step: string): Promise<void>;
}

/** The page a heading belongs to: an exact heading first, else the one most like it. */
export function pageFor<S>(pages: readonly WizardPage<S>[], heading: string): WizardPage<S> | undefined {
  const exact = pages.find((p) => p.headings.includes(heading));
  if (exact) return exact;
  let best: { page: WizardPage<S>; score: number } | undefined;
  for (const page of pages)
    for (const known of page.headings) {
      const score = labelSimilarity(heading, known);
      if (score >= 0.75 && (!best || score > best.score)) best = { page, score };
    }
  return best?.page;
}

export async function driveWizard<S>(w: Wizard<S>): Promise<PlaybookOutcome> {
  const carry = new Carry();
  const visits = new Map<string, number>();
  let posted: string | undefined;
  let tookOver = false;
  for (let count = 0; count < w.maxPages; count += 1) {
    if (await w.ctx.awaitControl?.()) tookOver = true;
    const heading = await unrecorded(w.ctx.page, () => w.heading());
    const result = await w.result(heading, posted);
    if (result === 'continue') continue;
    if (result) {
      if (result.kind === 'quoted') carry.settle(`The quote page came after ${posted ?? 'no page'}`);
      return result;
    }
    const page = pageFor(w.pages, heading);
    const learned = page ? undefined : await completeLearnedPage(w.ctx, heading);
    if (learned?.kind === 'next') continue;
    if (learned) return { kind: 'rejected_data', message: learned.message };
    if (!page)
      throw portalChanged(
        tookOver
          ? `After a take-over, the page left is not one the agent knows: "${heading}" at ${w.ctx.page.url()}`
          : `Unexpected page "${heading}"`,
      );
    const seen = (visits.get(page.step) ?? 0) + 1;
    if (seen > 2) throw portalChanged(`"${heading}" keeps coming back after it was completed`);
    visits.set(page.step, seen);
    const done = await w.ctx.step(page.step, () => page.complete(w.state, carry, heading));
    if (done.kind === 'rejected') return { kind: 'rejected_data', message: done.message };
    await w.afterPage?.(page.step);
    posted = page.step;
  }
  throw portalChanged(`No result after ${w.maxPages} pages`);
}
