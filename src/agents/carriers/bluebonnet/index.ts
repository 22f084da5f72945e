// Bluebonnet General's agent portal, Bluebonnet AgentDesk (BOP, commercial auto, cyber). Sign in and
// accept the Producer Terms of Use (every session); a new application, or (a retry) the one this job
// filed, opened by its number; then the line's long form section by section, Get Rates, and the
// outcome with its quote letter.
import { portalChanged } from '../../errors.ts';
import type { Playbook, PlaybookContext, PlaybookOutcome, PortalCredential } from '../../playbook.ts';
import { signInUnlessKept } from '../shared/kept-session.ts';
import { signInOutcome } from '../shared/sign-in-outcome.ts';
import { AgentDesk, PortalRefusal } from './agentdesk.ts';
import { outcomeOf } from './extract.ts';
import { answerErrors, fillGaps } from './fill-gaps.ts';
import type { BluebonnetLine } from './mapping.ts';
import { ApplicationPage } from './pages/application-page.ts';
import { LoginPage } from './pages/login-page.ts';
import { RatesPage } from './pages/rates-page.ts';
import { ResultPage } from './pages/result-page.ts';
import { TermsPage } from './pages/terms-page.ts';
import { sectionFor } from './sections.ts';

/** A long form has at most 7 sections; schedules and a stale date can add a few pages. */
const MAX_PAGES = 40;

export const bluebonnetPlaybook: Playbook<BluebonnetLine> = {
  carrierId: 'bluebonnet',
  lines: ['bop', 'auto', 'cyber'],
  async run(ctx) {
    const desk = new AgentDesk(ctx.page, ctx.portalUrl);
    try {
      const start = startPath(ctx);
      await signIn(ctx, desk, start);
      await ctx.step(ctx.portalReference ? 'open-submission' : 'new-submission', () => open(desk, start));
      return await complete(ctx, desk);
    } catch (error) {
      if (error instanceof PortalRefusal) return { kind: 'rejected_data', message: error.message };
      throw error;
    } finally {
      desk.dispose();
    }
  },
  // The sign-in page alone: the Producer Terms of Use it leads to means the password was accepted.
  async signIn(session, credential) {
    const desk = new AgentDesk(session.page, session.portalUrl);
    try {
      return await signInOutcome(() => enterPassword(desk, async () => credential));
    } finally {
      desk.dispose();
    }
  },
};

/**
 * Opens the sign-in page (then going on to `next`, AgentDesk keeps deep links) and signs in. The login
 * is fetched only once the page has answered: a portal that is down fails before any
 * secret reaches the page, so that failure's trace may be kept (decision 0008).
 */
async function enterPassword(
  desk: AgentDesk,
  credential: () => Promise<PortalCredential>,
  next?: string,
): Promise<void> {
  const login = new LoginPage(desk);
  await login.open(next);
  await login.signIn(await credential());
}

/**
 * Only the application this job filed is continued (a retry; its result page opens a draft at its
 * long form); a new job always files anew, even when AgentDesk holds one for the same applicant.
 */
function startPath(ctx: PlaybookContext): string {
  const own = ctx.portalReference;
  if (own) return `/agentdesk/applications/${encodeURIComponent(own)}/result`;
  return `/agentdesk/applications/new?${new URLSearchParams({ line: ctx.line })}`;
}

/**
 * Sign-in goes straight on to where the job starts (AgentDesk keeps deep links), saving the home page.
 * With the login's kept session the start page itself is opened first: it shows when the session holds.
 */
async function signIn(ctx: PlaybookContext, desk: AgentDesk, next: string): Promise<void> {
  await signInUnlessKept(ctx, {
    resume: async () => {
      const kind = await desk.goto(next);
      if (kind === 'login') return undefined;
      desk.signedIn = true;
      if (kind === 'terms') await ctx.step('terms', () => new TermsPage(desk).accept());
      return kind;
    },
    signIn: async () => {
      await ctx.step('login', () => enterPassword(desk, () => ctx.credential(), next));
      // No second factor on AgentDesk: its Producer Terms of Use interstitial stands in that place.
      if (desk.current === 'terms') await ctx.step('terms', () => new TermsPage(desk).accept());
      return desk.current;
    },
  });
}

async function open(desk: AgentDesk, path: string): Promise<void> {
  if (desk.current === 'form' || desk.current === 'result') return;
  const kind = await desk.goto(path);
  if (kind !== 'form' && kind !== 'result') throw portalChanged(`Opening ${path} showed ${kind}`);
}

/** Saving the first section creates the application: its number is in the address from then on. */
async function recordReference(ctx: PlaybookContext, desk: AgentDesk): Promise<void> {
  if (ctx.portalReference) return;
  const ref = /^\/agentdesk\/applications\/([^/]+)/.exec(new URL(desk.page.url()).pathname)?.[1];
  if (ref && ref !== 'new') await ctx.recordPortalReference(decodeURIComponent(ref));
}

/** Works through whatever page AgentDesk shows until it shows an outcome. */
async function complete(ctx: PlaybookContext<BluebonnetLine>, desk: AgentDesk): Promise<PlaybookOutcome> {
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
    const section = sectionFor(ctx, state.section.title);
    repeats = section.step === last ? repeats + 1 : 0;
    if (repeats > 1)
      throw portalChanged(`AgentDesk keeps returning to ${state.section.title} without a message`);
    await ctx.step(section.step, async () => {
      await section.fill(form);
      await fillGaps(ctx, form);
      await form.saveAndContinue();
    });
    await recordReference(ctx, desk);
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
