// Where "Get quote" (or a submission opened again) ends: the quote or indication, a referral, a
// decline, or the underwriter's request for loss runs.
//
// Loss runs: above $10,000 Cascade issues the quote only once a PDF of the past 3 years' loss runs is
// uploaded, or refers the submission to an underwriter without them. Our submission holds no loss runs,
// so the agent uploads nothing (it has nothing true to upload) and refers nothing (a referral without
// loss runs cannot be undone, and a person holding the loss runs would rather upload them): it ends the
// job as referred to an underwriter, saying what Cascade asks, the premium it rated, and where the
// submission waits. A person uploads the loss runs there (or refers it); a retry of the job then opens
// this same submission and reads the quote Cascade issued.
import { portalChanged } from '../../../errors.ts';
import type { PlaybookContext, PlaybookOutcome, QuoteExtract } from '../../../playbook.ts';
import { parseQuote, readQuotePage } from '../extract.ts';
import { CARRIER_NAME } from '../mapping.ts';
import type { CascadePortal, Screen } from './portal.ts';

export async function readQuote(portal: CascadePortal): Promise<QuoteExtract> {
  return { ...parseQuote(await readQuotePage(portal.page)), portalUrl: portal.page.url() };
}

/** A referral's or decline's message: the screen's status line. */
export function outcomeMessage(screen: Screen): string {
  if (!screen.notice) throw portalChanged(`${screen.heading}: no message`);
  return screen.notice;
}

/** Cascade declines classes it does not write in its own words; other declines are underwriting. */
export const isAppetiteDecline = (message: string) => /\bdoes not write\b/i.test(message);

/** The loss-runs request, as the outcome described above. */
export async function lossRunsRequested(
  portal: CascadePortal,
  ctx: PlaybookContext,
): Promise<PlaybookOutcome> {
  // Read by a page script as Playwright's text selector finds it: the first element saying it (none of
  // its children on its own).
  const request = await portal.page.evaluate(() => {
    const says = (e: Element) => /needs loss runs/i.test((e.textContent ?? '').replace(/\s+/g, ' '));
    const found = [...document.body.querySelectorAll('*')].find(
      (e) => says(e) && ![...e.children].some(says) && !['SCRIPT', 'STYLE', 'TEMPLATE'].includes(e.tagName),
    );
    return found ? (found.textContent ?? '') : undefined;
  });
  if (request === undefined) throw portalChanged('Loss runs required: no request to read');
  const words = request.replace(/\s+/g, ' ').trim();
  const reference = ctx.portalReference ? `submission ${ctx.portalReference}` : 'the submission';
  return {
    kind: 'referred',
    message:
      `${CARRIER_NAME} asks for loss runs before it issues this quote: "${words}" ` +
      `The submission holds no loss runs, so nothing was uploaded and nothing was referred: ${reference} ` +
      `waits at ${portal.page.url()} for a person to upload the loss runs (or refer it without them); ` +
      'a retry of this job then reads the quote Cascade issues.',
  };
}
