// The one wizard driver: from wherever the portal shows its submission (a new one's first page, or a
// draft found again further along) to a result, page by page. Each page is recognised by its heading
// (any layout's), completed by the playbook's page object, and counted: a page that keeps coming back or
// more pages than any line has is a loop (`portal_changed`). Fields a page did not hold travel to the
// next pages (form-page.ts `Carry`); a quote reached while one is still unplaced is never a success.
// Between pages the agent yields to a person who took over (docs/decisions/0028-take-over.md), then
// recognises the page they left, or fails naming it. Where it would fail `portal_changed` or `timeout`
// on a page, it may ask for a person instead (`askTakeover`, docs/decisions/0029-the-agent-asks-for-a-take-over.md)
// and reads the page again once one handed it back, a bounded number of times.
import { errors } from 'playwright-core';
import { AgentError, portalChanged } from '../errors.ts';
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
  /**
   * After a person had the page (a take-over, asked for or not): reads the screen shown anew, for a
   * playbook that keeps the screen its last press led to (`heading` would answer the old one).
   */
  reread?(): Promise<void>;
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

/** Take-overs the wizard asks for at most: per page (by its step or unknown heading), and per try. */
export const MAX_ASKS_PER_PAGE = 2;
export const MAX_ASKS_PER_TRY = 3;

/** Failures a person may get past by taking over the page (the rest end the try as they are). */
const ASKABLE = new Set(['portal_changed', 'timeout']);

/** An agent error, or a browser timeout as the `timeout` the job would end with (runs/error-to-end.ts). */
function asAgentError(error: unknown): AgentError | undefined {
  if (error instanceof AgentError) return error;
  if (error instanceof errors.TimeoutError)
    return new AgentError('timeout', error.message.split('\n')[0]!, { cause: error });
  return undefined;
}

export async function driveWizard<S>(w: Wizard<S>): Promise<PlaybookOutcome> {
  const carry = new Carry();
  const visits = new Map<string, number>();
  const asks = new Map<string, number>();
  let asked = 0;
  let posted: string | undefined;
  let tookOver = false;
  /**
   * Asks a person to take over the page where the agent would fail with `error`: true once one handed
   * it back (the page must be read again), false when the agent may not ask (the error stands).
   */
  const ask = async (key: string, step: string, error: AgentError): Promise<boolean> => {
    if (!w.ctx.askTakeover || !ASKABLE.has(error.errorType)) return false;
    if ((asks.get(key) ?? 0) >= MAX_ASKS_PER_PAGE || asked >= MAX_ASKS_PER_TRY) return false;
    asks.set(key, (asks.get(key) ?? 0) + 1);
    asked += 1;
    await w.ctx.askTakeover({ step, evidence: error.message, error });
    tookOver = true;
    stale = true;
    return true;
  };
  /** A person had the page: the playbook reads it anew (a screen it cannot read may be asked about too). */
  let stale = false;
  const reread = async () => {
    while (stale) {
      stale = false;
      try {
        await w.reread?.();
      } catch (error) {
        const failure = asAgentError(error);
        if (!failure || !(await ask('reread', posted ? `after ${posted}` : 'start', failure))) throw error;
      }
    }
  };
  for (let count = 0; count < w.maxPages; count += 1) {
    if (await w.ctx.awaitControl?.()) {
      tookOver = true;
      stale = true;
    }
    await reread();
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
    if (!page) {
      const error = portalChanged(
        tookOver
          ? `After a take-over, the page left is not one the agent knows: "${heading}" at ${w.ctx.page.url()}`
          : `Unexpected page "${heading}"`,
      );
      // A page asked about is read again, not counted as one of the line's pages.
      if (await ask(`heading:${heading}`, posted ? `after ${posted}` : 'start', error)) {
        count -= 1;
        continue;
      }
      throw error;
    }
    const seen = (visits.get(page.step) ?? 0) + 1;
    if (seen > 2) throw portalChanged(`"${heading}" keeps coming back after it was completed`);
    visits.set(page.step, seen);
    let done: Awaited<ReturnType<WizardPage<S>['complete']>>;
    try {
      done = await w.ctx.step(page.step, () => page.complete(w.state, carry, heading));
    } catch (error) {
      const failure = asAgentError(error);
      if (!failure || !(await ask(`step:${page.step}`, page.step, failure))) throw error;
      // Not completed by the agent: the page's visit does not count.
      visits.set(page.step, seen - 1);
      count -= 1;
      continue;
    }
    if (done.kind === 'rejected') return { kind: 'rejected_data', message: done.message };
    await w.afterPage?.(page.step);
    posted = page.step;
  }
  throw portalChanged(`No result after ${w.maxPages} pages`);
}
