// Drives an application with the kit's wizard driver from whatever AgentDesk shows (a new form, a
// draft's form further along, Get Rates, or the outcome) to a result: each section of the long form is
// recognised by its title, Get Rates and the Terms of Use are passed on the way, and the outcome page
// ends it (with its quote letter).
import { portalChanged } from '../../../errors.ts';
import { driveWizard } from '../../../kit/wizard.ts';
import type { PlaybookOutcome } from '../../../playbook.ts';
import { outcomeOf } from '../extract.ts';
import { readForm } from './application-page.ts';
import { RatesPage } from './rates-page.ts';
import { ResultPage } from './result-page.ts';
import { ALL_COMPLETE, SECTIONS, type StepContext } from './sections.ts';
import { TermsPage } from './terms-page.ts';

export function completeApplication(s: StepContext): Promise<PlaybookOutcome> {
  const { desk, ctx } = s;
  return driveWizard({
    ctx,
    state: s,
    pages: SECTIONS[ctx.line],
    // A long form has at most 7 sections, then Get Rates; a draft may show the Terms of Use again.
    maxPages: 12,
    async heading() {
      if (desk.current !== 'form') return desk.current ?? '';
      return (await readForm(desk)).section ?? ALL_COMPLETE;
    },
    async result(_heading, posted) {
      switch (desk.current) {
        case 'form':
          return undefined;
        case 'rates':
          await ctx.step('rates', () => new RatesPage(desk).getRates());
          return 'continue';
        case 'terms':
          await ctx.step('terms', () => new TermsPage(desk).accept());
          return 'continue';
        case 'result':
          // AgentDesk's class check declines as Business Operations is saved: its appetite.
          return ctx.step('quote', () => readOutcome(s, posted === 'operations'));
        default:
          throw portalChanged(`AgentDesk showed ${desk.current} in the middle of an application`);
      }
    },
    afterPage: () => recordReference(s),
    // After a take-over: the kind of page the person left.
    reread: async () => {
      desk.arrived();
    },
  });
}

/** Saving the first section creates the application: its number is in the address from then on. */
async function recordReference({ desk, ctx }: StepContext): Promise<void> {
  if (ctx.portalReference) return;
  const ref = /^\/agentdesk\/applications\/([^/]+)/.exec(desk.nav.path())?.[1];
  if (ref && ref !== 'new') await ctx.recordPortalReference(decodeURIComponent(ref));
}

async function readOutcome(
  { desk, ctx }: StepContext,
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
  const letter = await result.downloadLetter(view.letterHref);
  outcome.quote.documents = [{ name: letter.name, path: await ctx.saveDocument(letter.name, letter.data) }];
  return outcome;
}
