// Ironclad Specialty's agent portal, Ironclad Exchange (E&S cyber, general liability, umbrella):
// sign in (with the e-mailed code, for a login with an address on file) → continue the submission this
// job filed (a retry) or start one → Applicant → Coverage → Underwriting questions → Review → the
// outcome (quote, indication, referral, decline).

import type { Response } from 'playwright-core';
import { askForMissing } from '../../ask-missing.ts';
import { loginFailed, portalChanged } from '../../errors.ts';
import { takeInventory } from '../../page-inventory.ts';
import type { Playbook, PlaybookContext, PlaybookOutcome, PortalCredential } from '../../playbook.ts';
import { signInUnlessKept } from '../shared/kept-session.ts';
import { signInOutcome } from '../shared/sign-in-outcome.ts';
import { isAppetiteDecline, quoteFromPage } from './extract.ts';
import { type IroncladLine, isIroncladLine, PRODUCTS } from './mapping.ts';
import { ApplicantPage } from './pages/applicant.ts';
import { CoveragePage } from './pages/coverage.ts';
import { EmailCodePage } from './pages/email-code.ts';
import { fillForm } from './pages/form.ts';
import { OutcomePage } from './pages/outcome.ts';
import { Portal, type Screen } from './pages/portal.ts';
import { ReviewPage } from './pages/review.ts';
import type { SaveResult } from './pages/save.ts';
import { SignInPage } from './pages/sign-in.ts';
import { UnderwritingPage } from './pages/underwriting.ts';
import { questionnaireFor } from './questionnaire.ts';

export const IRONCLAD_CARRIER_ID = 'ironclad-specialty';

/** Codes asked for before the run gives up (Ironclad ends the sign-in after five wrong ones). */
const MFA_ATTEMPTS = 3;

export const ironcladPlaybook: Playbook<IroncladLine> = {
  carrierId: IRONCLAD_CARRIER_ID,
  lines: ['cyber', 'gl', 'umbrella'],
  async run(ctx) {
    const line = ctx.line;
    if (!isIroncladLine(line)) throw new Error(`Ironclad Specialty does not write ${line}`);
    const portal = new Portal(ctx.page, ctx.portalUrl);
    portal.fillGaps = () => fillGaps(ctx, portal);
    const stopWatching = watchForReference(ctx);
    try {
      return await runSignedIn(ctx, portal, line);
    } finally {
      stopWatching();
    }
  },
  // The dashboard, or the e-mailed code's page (the password was taken; no person is asked in a check).
  signIn: (session, credential) =>
    signInOutcome(() => signIn(new Portal(session.page, session.portalUrl), async () => credential)),
};

/**
 * Saving step 1 creates the submission, and the portal's redirect names its reference: recorded the
 * moment the browser receives that answer, not once the next page has loaded, so a worker that dies in
 * between leaves the reference known to the job's retry (which continues it instead of filing anew).
 */
function watchForReference(ctx: PlaybookContext): () => void {
  const { page } = ctx;
  const onResponse = (response: Response) => {
    if (ctx.portalReference || pendingReference.has(ctx.jobId)) return;
    if (!response.request().isNavigationRequest() || response.frame() !== page.mainFrame()) return;
    const target = new URL(response.headers().location ?? response.url(), response.url());
    const reference = /^\/exchange\/submissions\/([^/]+)\//.exec(target.pathname)?.[1];
    if (reference)
      pendingReference.set(
        ctx.jobId,
        ctx.recordPortalReference(decodeURIComponent(reference)).catch(() => undefined),
      );
  };
  page.on('response', onResponse);
  return () => {
    page.off('response', onResponse);
    pendingReference.delete(ctx.jobId);
  };
}

/** References being recorded, by job: awaited before the next step goes on. */
const pendingReference = new Map<string, Promise<void>>();

async function runSignedIn(
  ctx: PlaybookContext<IroncladLine>,
  portal: Portal,
  line: IroncladLine,
): Promise<PlaybookOutcome> {
  await signInUnlessKept(ctx, {
    // The dashboard answers when the kept session holds; the sign-in page when it does not.
    resume: async () => {
      await portal.open('/exchange/home');
      const screen = await portal.screen();
      if (screen !== 'dashboard') return undefined;
      portal.signedIn = true;
      return screen;
    },
    signIn: async () => {
      const signedIn = await ctx.step('login', () => signIn(portal, () => ctx.credential()));
      if (signedIn === 'email-code') await ctx.step('mfa', () => enterEmailedCode(portal, ctx));
      return 'dashboard' as const;
    },
  });
  // Only the submission this job filed is continued (a retry); a new job always files anew.
  // Ironclad has no remarks or producer-reference field to stamp our job id into, so the reference
  // recorded when the portal assigned it is the only link.
  const earlier = ctx.portalReference;
  if (earlier) {
    ctx.log('Ironclad: continuing the submission this job filed', { reference: earlier });
    // A draft opens at its furthest step, anything else at its outcome.
    await ctx.step('open-submission', () => portal.open(`/exchange/submissions/${earlier}/result`));
  } else {
    await ctx.step('new-submission', () => portal.open(`/exchange/new?product=${PRODUCTS[line].product}`));
  }
  return drive(portal, ctx, earlier ? 'search' : 'new');
}

/**
 * Opens the sign-in page and signs in. The login
 * is fetched only once the page has answered: a portal that is down fails before any
 * secret reaches the page, so that failure's trace may be kept (decision 0008).
 */
async function signIn(
  portal: Portal,
  credential: () => Promise<PortalCredential>,
): Promise<'dashboard' | 'email-code'> {
  const page = new SignInPage(portal);
  await page.open();
  return page.signIn(await credential());
}

/**
 * The e-mailed code: asked for with the portal's own words (it reaches the job by itself when the
 * login's address is the agency's inbound address, else a person types it), with "Trust this browser"
 * ticked. A refused code is followed by "E-mail me a new code" (only the newest works) and asked again.
 */
async function enterEmailedCode(portal: Portal, ctx: PlaybookContext): Promise<void> {
  const page = new EmailCodePage(portal);
  let prompt = `Ironclad Exchange: ${await page.instructions()}`;
  let refusal = '';
  for (let attempt = 1; attempt <= MFA_ATTEMPTS; attempt += 1) {
    const screen = await page.submit(await ctx.askForMfaCode(prompt));
    if (screen === 'dashboard') {
      portal.signedIn = true;
      return;
    }
    if (screen === 'signin')
      throw loginFailed((await portal.statusMessage()) || 'Ironclad Exchange ended the sign-in');
    if (screen !== 'email-code')
      throw portalChanged(`Ironclad code page led to an unexpected page (${screen})`);
    refusal = (await portal.statusMessage()) || 'The sign-in code was not accepted.';
    if (attempt === MFA_ATTEMPTS) break;
    await page.requestNewCode();
    prompt = `Ironclad Exchange: ${refusal} A new code was requested. ${await page.instructions()}`;
  }
  throw loginFailed(refusal);
}

/** Works through whatever page the submission is on until the portal gives an outcome. */
async function drive(
  portal: Portal,
  ctx: PlaybookContext<IroncladLine>,
  origin: 'new' | 'search',
): Promise<PlaybookOutcome> {
  const { line } = ctx;
  let screen = await portal.screen();
  let previous: Screen | 'search' | 'new' = origin;
  // Five wizard pages; more turns than that means the portal is going round in circles.
  for (let turn = 0; turn < 8; turn += 1) {
    let saved: SaveResult;
    switch (screen) {
      case 'applicant':
        saved = await ctx.step('applicant', () => new ApplicantPage(portal).fillAndSave(ctx.submission));
        break;
      case 'coverage':
        saved = await ctx.step('coverage', () => new CoveragePage(portal).fillAndSave(ctx));
        break;
      case 'underwriting': {
        const questionnaire = questionnaireFor(ctx);
        // ONE question list per page, answered before the page is filled (a person may take a while).
        const answers =
          questionnaire.questions.length > 0 ? await ctx.answerQuestions(questionnaire.questions) : {};
        saved = await ctx.step('underwriting', () =>
          new UnderwritingPage(portal).answerAndSave(questionnaire.fills(answers)),
        );
        break;
      }
      case 'review':
        saved = await ctx.step('review', () => new ReviewPage(portal).submit());
        break;
      case 'quote':
        return ctx.step('quote', () => quoted(portal, ctx, line));
      case 'referred':
        return ctx.step('outcome', async () => ({
          kind: 'referred',
          message: await new OutcomePage(portal).message(),
        }));
      case 'declined':
        return ctx.step('outcome', async () => {
          const message = await new OutcomePage(portal).message();
          // Declined on saving the Applicant page: Ironclad's eligibility rules, i.e. appetite.
          const appetite = previous === 'applicant' || (previous === 'search' && isAppetiteDecline(message));
          return { kind: 'declined', appetite, message };
        });
      default:
        throw portalChanged(`Ironclad Exchange showed the ${screen} page in the middle of a submission`);
    }
    if (!saved.saved) return { kind: 'rejected_data', message: saved.messages.join('; ') };
    await recordReference(ctx);
    previous = screen;
    screen = saved.next;
  }
  throw portalChanged('Ironclad Exchange did not reach an outcome');
}

/** Step 1 saved creates the submission: its reference is in every later URL. */
async function recordReference(ctx: PlaybookContext): Promise<void> {
  await pendingReference.get(ctx.jobId);
  if (ctx.portalReference) return;
  const reference = /\/exchange\/submissions\/([^/]+)\//.exec(new URL(ctx.page.url()).pathname)?.[1];
  if (reference) await ctx.recordPortalReference(decodeURIComponent(reference));
}

async function quoted(portal: Portal, ctx: PlaybookContext, line: IroncladLine): Promise<PlaybookOutcome> {
  const page = new OutcomePage(portal);
  const quote = quoteFromPage(line, await page.readQuote(), ctx.page.url());
  const letter = await page.letter();
  if (letter)
    quote.documents = [{ name: letter.name, path: await ctx.saveDocument(letter.name, letter.data) }];
  else ctx.log('Ironclad: the quote page offers no letter');
  return { kind: 'quoted', quote };
}

/** The page inventory: required fields the submission does not hold, asked in one pause and filled. */
async function fillGaps(ctx: PlaybookContext, portal: Portal): Promise<boolean> {
  const missing = await askForMissing(ctx, 'ironclad-specialty', await takeInventory(portal.page));
  if (missing.length === 0) return false;
  const fills = missing.map((m) =>
    m.control === 'radio' ? { group: m.label, choice: m.value } : { label: m.label, value: m.value },
  );
  await fillForm(portal.page, fills, 'missing information');
  return true;
}
