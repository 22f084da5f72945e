// Harborline Insurance, "Broker Hub": a single-page app over a JSON API, with an authenticator-app second
// factor, asynchronous dropdowns and repeating tables. Writes WC, commercial auto and GL. The flow:
// sign in → code → a new submission, or (a retry) the one this job filed, found by its reference →
// the line's wizard steps, whichever the draft still lacks → the outcome page.
import { AgentError, portalChanged } from '../../errors.ts';
import type {
  Playbook,
  PlaybookContext,
  PlaybookOutcome,
  PortalCredential,
  SignInSession,
} from '../../playbook.ts';
import { signInUnlessKept } from '../shared/kept-session.ts';
import { signInOutcome } from '../shared/sign-in-outcome.ts';
import { parseQuotePage } from './extract.ts';
import {
  businessFields,
  driverRows,
  glForm,
  type HarborlineLine,
  isoDate,
  LINE_NAMES,
  vehiclesForm,
  wcForm,
} from './mapping.ts';
import { BusinessPage } from './pages/business.ts';
import { DriversPage } from './pages/drivers.ts';
import { OperationsPage } from './pages/gl-operations.ts';
import { LoginPage } from './pages/login.ts';
import { OutcomePage } from './pages/outcome.ts';
import { QuestionsPage } from './pages/questions.ts';
import { ReviewPage } from './pages/review.ts';
import type { Screen } from './pages/screen.ts';
import { SearchPage } from './pages/search.ts';
import { VehiclesPage } from './pages/vehicles.ts';
import { ClassCodesPage } from './pages/wc-classes.ts';
import type { StepResult } from './pages/wizard.ts';
import { planAnswers, portalAnswers } from './questions.ts';

const LINES: readonly HarborlineLine[] = ['wc', 'auto', 'gl'];

/** More screens than any line's wizard has (a draft never revisits one). */
const MAX_SCREENS = 12;

export const harborlinePlaybook: Playbook<HarborlineLine> = {
  carrierId: 'harborline',
  lines: LINES,
  run,
  // The sign-in screen alone: the code prompt it leads to means the password was accepted.
  signIn: (session, credential) => signInOutcome(() => enterPassword(session, async () => credential)),
};

/**
 * Opens Broker Hub's sign-in screen and signs in: answers the code prompt or the dashboard. The login
 * is fetched only once the page has answered: a portal that is down fails before any
 * secret reaches the page, so that failure's trace may be kept (decision 0008).
 */
async function enterPassword(
  session: SignInSession,
  credential: () => Promise<PortalCredential>,
): Promise<Screen> {
  const login = new LoginPage(session.page, session.portalUrl);
  await login.open();
  return login.signIn(await credential());
}

async function run(ctx: PlaybookContext<HarborlineLine>): Promise<PlaybookOutcome> {
  const line = ctx.line;
  if (!LINES.includes(line)) throw new AgentError('internal_error', `Harborline does not write ${ctx.line}`);
  await signIn(ctx);
  const search = new SearchPage(ctx.page);
  // Only the submission this job filed is continued (a retry); a new job always files anew.
  const own = ctx.portalReference;
  const start = own
    ? await ctx.step('open-submission', () => openOwn(ctx, search, own, line))
    : await ctx.step('new-submission', () => search.startQuote(LINE_NAMES[line]));
  return complete(ctx, start);
}

async function signIn(ctx: PlaybookContext): Promise<void> {
  await signInUnlessKept(ctx, {
    // The dashboard answers when the kept session holds; the app shows its sign-in screen when not.
    resume: async () => {
      const login = new LoginPage(ctx.page, ctx.portalUrl);
      const screen = await login.openDashboard();
      return screen.id === 'dashboard' ? screen : undefined;
    },
    signIn: () => signInAnew(ctx),
  });
}

async function signInAnew(ctx: PlaybookContext): Promise<Screen> {
  const login = new LoginPage(ctx.page, ctx.portalUrl);
  let seed: string | undefined;
  const screen = await ctx.step('login', () =>
    enterPassword(ctx, async () => {
      const credential = await ctx.credential();
      seed = credential.totpSeed;
      return credential;
    }),
  );
  if (screen.id !== 'verify') return screen;
  return ctx.step('mfa', async () => {
    const code = seed
      ? ctx.totp(seed)
      : await ctx.askForMfaCode(
          'Harborline Broker Hub asks for the 6-digit code from the authenticator app.',
        );
    return login.verify(code.trim());
  });
}

/** Finds the submission this job recorded among the search results (by its reference, never by name). */
async function openOwn(ctx: PlaybookContext, search: SearchPage, reference: string, line: HarborlineLine) {
  const input = ctx.submission.input;
  await search.open();
  const rows = await search.find(input.businessName, isoDate(input.policyStartDate), LINE_NAMES[line]);
  if (!rows.some((row) => row.submission === reference))
    throw portalChanged(`Broker Hub no longer lists submission ${reference}, which this job filed`);
  ctx.log('Continuing the submission this job filed', { submission: reference });
  return search.openSubmission(reference);
}

/** Saving Business details creates the submission: its id is in every later route. */
async function recordReference(ctx: PlaybookContext): Promise<void> {
  if (ctx.portalReference) return;
  const id = /#\/submissions\/([^/]+)/.exec(ctx.page.url())?.[1];
  if (id) await ctx.recordPortalReference(decodeURIComponent(id));
}

/** Drives whichever screen is showing until an outcome: the wizard steps, then the outcome page. */
async function complete(ctx: PlaybookContext<HarborlineLine>, start: Screen): Promise<PlaybookOutcome> {
  const { page } = ctx;
  const outcome = new OutcomePage(page);
  let screen = start;
  let lastSave: 'none' | 'step' | 'rating' = 'none';
  for (let turn = 0; turn < MAX_SCREENS; turn += 1) {
    let result: StepResult;
    switch (screen.id) {
      case 'draft':
        screen = await ctx.step('continue-draft', () => outcome.continueDraft());
        continue;
      case 'business':
        result = await ctx.step('business-details', () =>
          new BusinessPage(page, ctx).complete(businessFields(ctx.submission)),
        );
        break;
      // A line's own steps: another line's step is a screen this submission should not show.
      case 'wc-classes':
        if (ctx.line !== 'wc') throw unexpected(screen, ctx.line);
        result = await ctx.step('class-codes', () =>
          new ClassCodesPage(page, ctx).complete(wcForm(ctx.submission)),
        );
        break;
      case 'vehicles':
        if (ctx.line !== 'auto') throw unexpected(screen, ctx.line);
        result = await ctx.step('vehicles', () =>
          new VehiclesPage(page, ctx).complete(vehiclesForm(ctx.submission)),
        );
        break;
      case 'drivers':
        if (ctx.line !== 'auto') throw unexpected(screen, ctx.line);
        result = await ctx.step('drivers', () =>
          new DriversPage(page, ctx).complete(driverRows(ctx.submission)),
        );
        break;
      case 'gl-operations':
        if (ctx.line !== 'gl') throw unexpected(screen, ctx.line);
        result = await ctx.step('operations', () =>
          new OperationsPage(page, ctx).complete(glForm(ctx.submission)),
        );
        break;
      case 'questions':
        result = await ctx.step('questions', () => answerQuestions(ctx));
        break;
      case 'review':
        result = await ctx.step('review', () => new ReviewPage(page).getQuote());
        lastSave = 'rating';
        break;
      case 'quote':
        return ctx.step('quote', () => readQuote(ctx, outcome));
      case 'referred':
        return ctx.step('quote', async () => ({ kind: 'referred', message: await outcome.message() }));
      case 'declined':
        return ctx.step('quote', async () => {
          const message = await outcome.message();
          // Broker Hub declines a class of business as soon as the step naming it is saved, in words
          // that say "appetite"; underwriting declines come from rating.
          return { kind: 'declined', appetite: lastSave === 'step' || /appetite/i.test(message), message };
        });
      default:
        throw unexpected(screen, ctx.line);
    }
    if ('rejected' in result) return { kind: 'rejected_data', message: result.rejected };
    await recordReference(ctx);
    if (lastSave !== 'rating') lastSave = 'step';
    screen = result.screen;
  }
  throw portalChanged(`The ${ctx.line} submission did not reach an outcome after ${MAX_SCREENS} screens`);
}

const unexpected = (screen: Screen, line: HarborlineLine) =>
  portalChanged(`Broker Hub showed "${screen.heading}" in the middle of a ${line} submission`);

/** Answers what the submission can, asks a person the rest in one call, and saves the page. */
async function answerQuestions(ctx: PlaybookContext): Promise<StepResult> {
  const questionsPage = new QuestionsPage(ctx.page);
  const questions = await questionsPage.read();
  if (questions.length === 0) throw portalChanged('The underwriting questions page shows no questions');
  const plan = planAnswers(questions, ctx.submission);
  const given = plan.ask.length > 0 ? await ctx.answerQuestions(plan.ask) : {};
  const pending = questions.filter((q) => !(q.text in plan.answered));
  return questionsPage.complete({ ...plan.answered, ...portalAnswers(pending, given) });
}

async function readQuote(ctx: PlaybookContext, outcome: OutcomePage): Promise<PlaybookOutcome> {
  const quote = parseQuotePage(await outcome.readQuote());
  const letter = (await outcome.downloadLetter()) ?? (await outcome.downloadLetterAgain());
  const path = await ctx.saveDocument(letter.name, letter.data);
  return {
    kind: 'quoted',
    quote: { ...quote, documents: [{ name: letter.name, path }], portalUrl: ctx.page.url() },
  };
}
