// Bluebonnet General's agent portal, Bluebonnet AgentDesk (BOP, commercial auto, cyber). Sign in and
// accept the Producer Terms of Use (every session); look for this applicant's application first (a
// quote is returned as it stands, a draft is continued, nothing found starts a new one); then the
// line's long form section by section, Get Rates, and the outcome with its quote letter.
import type { Line } from '../../../domain/carriers/catalog.ts';
import { portalChanged } from '../../errors.ts';
import type { Playbook, PlaybookContext, PlaybookOutcome } from '../../playbook.ts';
import { AgentDesk, PortalRefusal } from './agentdesk.ts';
import { outcomeOf } from './extract.ts';
import { answerErrors, fillGaps } from './fill-gaps.ts';
import { toPortalDate } from './mapping.ts';
import { ApplicationPage } from './pages/application-page.ts';
import { LoginPage } from './pages/login-page.ts';
import { RatesPage } from './pages/rates-page.ts';
import { ResultPage } from './pages/result-page.ts';
import { type ApplicationRow, SearchPage, type SearchQuery } from './pages/search-page.ts';
import { TermsPage } from './pages/terms-page.ts';
import { sectionFor } from './sections.ts';

/** A long form has at most 7 sections; schedules and a stale date can add a few pages. */
const MAX_PAGES = 40;

export const bluebonnetPlaybook: Playbook = {
  carrierId: 'bluebonnet',
  lines: ['bop', 'auto', 'cyber'],
  async run(ctx) {
    const desk = new AgentDesk(ctx.page, ctx.portalUrl);
    try {
      await signIn(ctx, desk);
      await ctx.step('search', () => findOrStart(ctx, desk));
      return await complete(ctx, desk);
    } catch (error) {
      if (error instanceof PortalRefusal) return { kind: 'rejected_data', message: error.message };
      throw error;
    } finally {
      desk.dispose();
    }
  },
};

function searchQuery(ctx: PlaybookContext): SearchQuery {
  const { businessName, policyStartDate } = ctx.submission.input;
  return { applicantName: businessName.trim(), effectiveDate: toPortalDate(policyStartDate), line: ctx.line };
}

/** Sign-in goes straight on to the search (AgentDesk keeps deep links), saving the home page. */
async function signIn(ctx: PlaybookContext, desk: AgentDesk): Promise<void> {
  await ctx.step('login', async () => {
    const login = new LoginPage(desk);
    await login.open(SearchPage.path(searchQuery(ctx)));
    await login.signIn(await ctx.credential());
  });
  // No second factor on AgentDesk: its Producer Terms of Use interstitial stands in that place.
  if (desk.current === 'terms') await ctx.step('terms', () => new TermsPage(desk).accept());
}

/** How the results table names each line AgentDesk writes. */
const LINE_TITLES: Partial<Record<Line, RegExp>> = {
  bop: /Businessowners/i,
  auto: /Commercial Auto/i,
  cyber: /Cyber Liability/i,
};

/** Finished outcomes first (never filed twice), then a draft to continue; newest first within each. */
const STATUS_RANK: Record<string, number> = {
  Quoted: 0,
  Indication: 0,
  'In Progress': 1,
  'Referred to Underwriting': 2,
  Declined: 2,
};

export function pickApplication(rows: ApplicationRow[], query: SearchQuery): ApplicationRow | undefined {
  const name = query.applicantName.replace(/\s+/g, ' ').toLowerCase();
  return rows
    .filter(
      (r) =>
        r.applicant.trim().toLowerCase() === name &&
        r.effectiveDate === query.effectiveDate &&
        LINE_TITLES[query.line]?.test(r.lineOfBusiness) === true &&
        STATUS_RANK[r.status] !== undefined,
    )
    .sort((a, b) => STATUS_RANK[a.status]! - STATUS_RANK[b.status]!)[0];
}

async function findOrStart(ctx: PlaybookContext, desk: AgentDesk): Promise<void> {
  const query = searchQuery(ctx);
  const search = new SearchPage(desk);
  if (desk.current !== 'search') await search.open(query);
  const found = pickApplication(await search.rows(), query);
  if (found) {
    ctx.log('Found the application on AgentDesk', { reference: found.reference, status: found.status });
    await search.openApplication(found.reference);
    return;
  }
  const kind = await desk.goto(`/agentdesk/applications/new?${new URLSearchParams({ line: ctx.line })}`);
  if (kind !== 'form') throw portalChanged(`Starting a ${ctx.line} application opened ${kind}`);
}

/** Works through whatever page AgentDesk shows until it shows an outcome. */
async function complete(ctx: PlaybookContext, desk: AgentDesk): Promise<PlaybookOutcome> {
  const form = new ApplicationPage(desk);
  let last = '';
  let repeats = 0;
  for (let pages = 0; pages < MAX_PAGES; pages += 1) {
    if (desk.current === 'result')
      return ctx.step('quote', () => readOutcome(ctx, desk, last === 'operations'));
    if (desk.current === 'rates') {
      await ctx.step('rates', () => new RatesPage(desk).getRates());
      last = 'rates';
      continue;
    }
    if (desk.current === 'terms') {
      await ctx.step('terms', () => new TermsPage(desk).accept());
      continue;
    }
    if (desk.current !== 'form')
      throw portalChanged(`AgentDesk showed ${desk.current} in the middle of an application`);
    const state = await form.read();
    if (state.errors.length > 0) {
      // Fields we left empty are asked and saved again, once; anything else is AgentDesk refusing us.
      if (last === 'missing-information') throw new PortalRefusal(state.errors.join(' '));
      await ctx.step('missing-information', async () => {
        await answerErrors(ctx, form, state.errors);
        await form.saveAndContinue();
      });
      last = 'missing-information';
      continue;
    }
    if (!state.section) {
      await ctx.step('review', () => form.saveAndContinue());
      last = 'review';
      continue;
    }
    const section = sectionFor(state.section.title);
    repeats = section.step === last ? repeats + 1 : 0;
    if (repeats > 1)
      throw portalChanged(`AgentDesk keeps returning to ${state.section.title} without a message`);
    await ctx.step(section.step, async () => {
      await section.fill(ctx, form);
      await fillGaps(ctx, form);
      await form.saveAndContinue();
    });
    last = section.step;
  }
  throw portalChanged('The AgentDesk application did not reach an outcome');
}

async function readOutcome(
  ctx: PlaybookContext,
  desk: AgentDesk,
  declinedAtClassCheck: boolean,
): Promise<PlaybookOutcome> {
  const result = new ResultPage(desk);
  const view = await result.read();
  const portalUrl = desk.page.url().split('#')[0]!;
  const outcome = outcomeOf(view, { line: ctx.line, declinedAtClassCheck, portalUrl });
  if (outcome.kind !== 'quoted') return outcome;
  if (!view.hasLetter) {
    ctx.log('AgentDesk showed no quote letter link', { quoteNumber: outcome.quote.quoteNumber });
    return outcome;
  }
  const letter = await result.downloadLetter();
  outcome.quote.documents = [{ name: letter.name, path: await ctx.saveDocument(letter.name, letter.data) }];
  return outcome;
}
