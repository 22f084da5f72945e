// One form page of a portal's wizard, done the same way for every carrier: fill what the page holds of
// the playbook's fields (a field not on this page is carried to the next ones: portals move fields
// between pages), ask a person in one pause for the required controls still empty (the missing-information
// path), press the page's button, and read the portal's answer: moved on, or the same page with its
// validation messages, which are either our value refused (`rejected_data`, naming our field), controls
// still empty (asked, filled, pressed again), or a person's answer refused (put in the form the portal
// states, else asked again with the portal's words: ask-again.ts).
import type { Locator } from 'playwright-core';
import { type PageAnswers, pageAnswers } from '../ask-again.ts';
import { type Ask, askForMissing, refusalOf } from '../ask-missing.ts';
import { portalChanged } from '../errors.ts';
import { ourFieldOf } from '../our-fields.ts';
import type { PlaybookContext } from '../playbook.ts';
import { type Carry, judgeFill } from './carry.ts';
import { openDisclosures } from './disclosures.ts';
import { type Fill, fillForm } from './fill.ts';
import { namedInMessages, takeInventory } from './inventory.ts';
import { movedOn, pageLook } from './moved-on.ts';
import { type AskedItem, placeEmpty, unplacedAsked } from './place-on-page.ts';

/** What pressing the page's button gave: the next page, or this page again with the portal's messages. */
export type Submitted = { moved: true } | { moved: false; errors: string[] };

export type PageResult = { kind: 'next' } | { kind: 'rejected'; message: string };

export interface FormPage {
  ctx: PlaybookContext;
  carrierId: string;
  /** The carrier's name in refusals ("Summit Mutual does not offer …"). */
  carrierName: string;
  /** The page's name in messages (its heading). */
  where: string;
  /** Where the form's controls are. */
  root: Locator;
  /** Presses the page's button (the kit's `buttonFor`) and tells what came back. */
  submit(): Promise<Submitted>;
}

export { Carry, judgeFill } from './carry.ts';

/** Fills `fills` (and what `carry` holds) on the page; a refusal message, see judgeFill. */
export async function fillPage(
  page: FormPage,
  fills: readonly Fill[],
  carry?: Carry,
): Promise<string | undefined> {
  const all = carry ? carry.wanted(carry.take(fills)) : [...fills];
  // Fields behind a closed disclosure are opened first, as a person opens them to fill them.
  const opened = await openDisclosures(page.root);
  if (opened.length > 0) page.ctx.log('Opened what the form keeps folded', { opened });
  return judgeFill(await fillForm(page.root, all), page.where, page.carrierName, carry);
}

/**
 * Fills what the page lacks that a person gives: its required controls still empty (asked), and the
 * person's answers it refused (put in the form it states, else asked again; see ask-again.ts).
 */
async function fillGaps(
  page: FormPage,
  answers: PageAnswers,
  found?: AskedItem[],
  carry?: Carry,
): Promise<string[]> {
  const asks: Ask[] = [];
  const fills: Fill[] = [];
  const items: AskedItem[] = found ?? (await takeInventory(page.root));
  // Empty controls no person answered yet: our values placed by what the page says of them first.
  const empty = items.filter((i) => i.value === '' && !answers.gave(i.label));
  // A person's answer the portal refused: its message often says what the control is ("Enter the year
  // the business started"), so the control is weighed again with the message as its hint.
  const reread = new Map(
    items
      .filter((i) => answers.gave(i.label) && (i.error || i.hint))
      .map((i) => {
        const facts = i.facts ?? { label: i.label, required: true };
        const hint = [...new Set([facts.hint, i.hint, i.error].filter(Boolean))].join(' ');
        return [i.label, { ...i, facts: { ...facts, hint } }];
      }),
  );
  const byValue = await placeEmpty(page, [...empty, ...reread.values()], carry);
  for (const item of items) {
    if (answers.gave(item.label)) {
      // The answer put in the portal's form first; else our value the message makes sure of; else asked
      // again, with the proposal the message gives.
      const again = reread.get(item.label);
      const placement = again && byValue.get(again);
      const retry = answers.refused(item);
      if (retry.kind === 'reshape') fills.push({ label: retry.label, value: retry.value });
      else if (placement?.kind === 'fill') fills.push({ label: item.label, value: placement.value });
      else asks.push({ ...retry.ask, ...(placement?.proposal ? { proposal: placement.proposal } : {}) });
      continue;
    }
    if (item.value !== '') continue;
    const placement = byValue.get(item);
    if (placement?.kind === 'fill') fills.push({ label: item.label, value: placement.value });
    else {
      const proposal = placement?.proposal ?? item.proposal;
      asks.push({ item, ...(proposal ? { proposal } : {}) });
    }
  }
  const missing = await askForMissing(page.ctx, page.carrierId, asks);
  answers.answered(missing);
  // A person who confirmed a proposal of a carried value placed it; one who typed a carried value where
  // nothing was proposed placed that.
  for (const m of missing) {
    const offer = m.question.proposal && byValue.offered(m.question.proposal, m.answer);
    if (offer?.pending) carry?.placed(offer.pending);
    else if (!m.question.proposal) carry?.typed(m.answer);
  }
  fills.push(...missing.map((m) => ({ label: m.label, value: m.value })));
  if (fills.length === 0) return byValue.placed;
  const refusal = judgeFill(await fillForm(page.root, fills), page.where, page.carrierName);
  if (refusal) throw portalChanged(`${page.where}: ${refusal}`);
  return byValue.placed;
}

/** The page's button pressed; a press the playbook reads as moving on is checked to have (moved-on.ts). */
async function press(page: FormPage): Promise<Submitted> {
  const before = await pageLook(page.root);
  const submitted = await page.submit();
  if (submitted.moved) await movedOn(page.root, before, page.where);
  return submitted;
}

/**
 * Presses of one page after its first: each asks a person or puts an answer in the portal's form, so
 * MAX_ASKS and the rewritings bound them; this guards against a portal naming new controls forever.
 */
const MAX_PRESSES = 10;

/**
 * The portal's refusal of a page as the partner's data refused, unless a value on the page was placed
 * by what the page says of its control: then the kit may have put it in the wrong place, and the
 * page is `portal_changed` with the evidence.
 */
function refusedOurs(page: FormPage, message: string, placed: readonly string[]): PageResult {
  if (placed.length === 0) return { kind: 'rejected', message };
  throw portalChanged(
    `${page.where}: the portal refused the page ("${message}") after the kit placed values by what the page says of ${placed.map((l) => `"${l}"`).join(', ')}`,
  );
}

const refusedWith = (
  page: FormPage,
  submitted: { errors: string[] },
): { kind: 'rejected'; message: string } => ({
  kind: 'rejected',
  message: submitted.errors.join(' ') || `${page.where} was refused`,
});

/**
 * The page's last act: the gaps asked, the button pressed; while the portal keeps the page, a value of
 * ours it marks is `rejected` with its words, and controls it names that we left empty, or whose
 * person's answer it refused, are filled (asked, or the answer put in its form) and the page pressed
 * again, each time as the job's `missing-information` step.
 */
export async function finishPage(page: FormPage, carry?: Carry): Promise<PageResult> {
  const answers = pageAnswers(page.where, page.carrierName);
  // Controls a value went into by what the page says of them: a refusal of the page is then not the
  // partner's data refused (the kit may have placed a value where it does not go).
  const placed = await fillGaps(page, answers, undefined, carry);
  let submitted = await press(page);
  for (let presses = 1; !submitted.moved; presses++) {
    const items = await takeInventory(page.root);
    const refused = refusalOf(
      items.filter((i) => !answers.gave(i.label)),
      ourFieldOf,
    );
    if (refused) return refusedOurs(page, refused, placed);
    const open = items.some((i) => i.value === '' || answers.gave(i.label));
    // Nothing marked: an empty control its messages name is a requirement it did not show.
    const named = open ? [] : await namedInMessages(page.root, submitted.errors);
    // Messages asking for a field we meant to file but placed nowhere are ours to place, never the
    // partner's data refused: the page's empty controls are placed by value or asked.
    const ours = open || named.length > 0 ? [] : await unplacedAsked(page, submitted.errors, carry);
    if ((!open && named.length === 0 && ours.length === 0) || presses > MAX_PRESSES)
      return refusedOurs(page, refusedWith(page, submitted).message, placed);
    submitted = await page.ctx.step('missing-information', async () => {
      placed.push(...(await fillGaps(page, answers, [...items, ...named, ...ours], carry)));
      return press(page);
    });
  }
  return { kind: 'next' };
}

/**
 * A form page's whole act: its fields (and those carried to it) filled, the gaps asked, its button
 * pressed and the portal's answer read; an option the carrier does not offer is its refusal.
 */
export async function completePage(
  page: FormPage,
  fills: readonly Fill[],
  carry?: Carry,
): Promise<PageResult> {
  const refusal = await fillPage(page, fills, carry);
  return refusal ? { kind: 'rejected', message: refusal } : finishPage(page, carry);
}

/** Only the page's button (a review's "Rate", a row added): the next page, or the portal's refusal. */
export async function pressPage(page: FormPage): Promise<PageResult> {
  const submitted = await press(page);
  return submitted.moved ? { kind: 'next' } : refusedWith(page, submitted);
}
