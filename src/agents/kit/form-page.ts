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
import type { PlaybookContext, Proposal } from '../playbook.ts';
import { openDisclosures } from './disclosures.ts';
import { type Fill, type FillReport, fillForm, labelsOf, nameOf } from './fill.ts';
import { emptyOptional, type InventoryItem, namedInMessages, takeInventory, words } from './inventory.ts';
import { bestSimilarity, SAME_FIELD } from './labels.ts';
import { movedOn, pageLook } from './moved-on.ts';
import { confirms, type Offered, offeredValues, type Placement, placeByValue } from './place-by-value.ts';
import { isDecoy } from './proposals.ts';

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

/**
 * The playbook's fields not yet found on any page of a wizard. A field a page does not hold waits for
 * the next page; one still waiting when the wizard reaches its last page is a changed portal.
 */
export class Carry {
  private pending: Fill[] = [];
  /** `either` names of which one field is set: their other fields are no longer wanted. */
  private readonly done = new Set<string>();

  take(fills: readonly Fill[]): Fill[] {
    const taken = [...this.pending, ...fills];
    this.pending = [];
    return taken;
  }

  /** Records what a page set, and keeps what it did not hold for the next pages. */
  record(report: FillReport): void {
    for (const f of report.filled) {
      if (f.either) this.done.add(f.either);
      const field = ourFieldOf(f.field);
      if (field) this.placedFields.add(field);
    }
    this.pending = this.wanted([...this.pending, ...report.notFound]);
  }

  /** The fills still wanted: those whose `either` is not already set. */
  wanted(fills: readonly Fill[]): Fill[] {
    return fills.filter((f) => !f.either || !this.done.has(f.either));
  }

  get waiting(): readonly Fill[] {
    return this.pending;
  }

  /**
   * Whether a control labelled so is one of the fields waiting here: a field the portal moved onto a
   * page of questions is filled as ours, not asked of a person.
   */
  holds(label: string): boolean {
    return this.pending.some((f) => bestSimilarity(label, labelsOf(f)) >= SAME_FIELD);
  }

  /** A waiting field a control took by what the page says of it (place-by-value.ts). */
  placed(fill: Fill): void {
    this.pending = this.pending.filter((f) => f !== fill);
  }

  /** Our fields the pages took by their labels so far (`input.businessName`): not offered again. */
  readonly placedFields = new Set<string>();

  /** Throws `portal_changed` naming every field no page held. */
  settle(where: string): void {
    if (this.pending.length > 0) throw notFoundError(where, this.pending, []);
  }
}

const quoted = (text: string) => `"${text}"`;

function notFoundError(where: string, fills: readonly Fill[], seen: readonly string[]) {
  const named = fills
    .map((f) => `${quoted(nameOf(f))}${f.also ? ` (or ${f.also.map(quoted).join(', ')})` : ''}`)
    .join(', ');
  const controls = seen.length > 0 ? `; controls seen: ${seen.map(quoted).join(', ')}` : '';
  return portalChanged(`${where}: no control recognised for ${named}${controls}`);
}

/**
 * What a fill report means: a control two fields fit, a control that does not keep what was set, or an
 * option missing from a fixed vocabulary is a changed page (thrown, with the evidence); fields the page
 * does not hold go to `carry` (thrown without one); options the carrier does not offer are its refusal
 * of our data, returned as a message naming what it offers (or in the fill's own words); undefined when
 * all is set.
 */
export function judgeFill(
  report: FillReport,
  where: string,
  carrierName: string,
  carry?: Carry,
): string | undefined {
  if (report.ambiguous.length > 0)
    throw portalChanged(
      `${where}: ${report.ambiguous.map((a) => `${a.field} fits ${a.labels.map(quoted).join(' and ')}`).join('; ')}`,
    );
  if (report.unsettled.length > 0)
    throw portalChanged(
      `${where}: ${report.unsettled
        .map((u) => `${quoted(u.label)} holds ${quoted(u.holds)} after ${quoted(u.wanted)} was entered`)
        .join('; ')}`,
    );
  const changed = report.missingOptions.filter((m) => !m.rejectable);
  if (changed.length > 0)
    throw portalChanged(
      `${where}: ${changed.map((m) => `${quoted(m.label)} has no option ${quoted(m.wanted)}`).join('; ')}`,
    );
  if (carry) carry.record(report);
  else {
    const set = new Set(report.filled.flatMap((f) => (f.either ? [f.either] : [])));
    const notFound = report.notFound.filter((f) => !f.either || !set.has(f.either));
    if (notFound.length > 0)
      throw notFoundError(
        where,
        notFound,
        report.filled.map((f) => f.label),
      );
  }
  if (report.missingOptions.length === 0) return undefined;
  return report.missingOptions
    .map(
      (m) =>
        m.refusal ??
        `${carrierName} does not offer ${m.wanted} for ${m.label} (it offers ${m.offered.join(', ')}).`,
    )
    .join(' ');
}

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

/** What place-by-value decided for a page's empty controls, and the offered value a confirmation picks. */
interface ByValue {
  get(item: InventoryItem): Placement | undefined;
  offered(proposal: Proposal, answer: string): Offered | undefined;
}

/**
 * Our values for a page's empty controls by what the page says of them (place-by-value.ts): the
 * fields carried here (and the submission's others, for a person to confirm), a learned mapping first.
 * What is filled without a person is logged, a learned mapping's use told to the runtime, and a
 * carried field it places taken from the carry.
 */
async function placeEmpty(page: FormPage, empty: InventoryItem[], carry?: Carry): Promise<ByValue> {
  const { ctx } = page;
  const pending = carry?.waiting ?? [];
  // Optional controls too while fields wait: a carried field's control may be optional (a DBA).
  const optional = pending.length > 0 ? await emptyOptional(page.root) : [];
  const controls = [...empty, ...optional.filter((o) => !empty.some((e) => e.label === o.label))];
  const offered = offeredValues(ctx.submission, pending, carry?.placedFields ?? new Set());
  const decided =
    controls.length > 0
      ? placeByValue(
          // A gap of the page is required, whether marked so or named by the portal after a press.
          controls.map((c) => ({
            ...(c.facts ?? { label: c.label }),
            required: empty.includes(c) || c.required,
          })),
          offered,
          page.where,
          ctx.learned,
        )
      : new Map<number, Placement>();
  const byItem = new Map<InventoryItem, Placement>();
  for (const [i, placement] of decided) {
    const item = controls[i]!;
    byItem.set(item, placement);
    if (placement.kind !== 'fill') continue;
    if (placement.mapping) ctx.usedMapping?.(placement.mapping);
    if (placement.offered.pending) carry?.placed(placement.offered.pending);
    ctx.log('Placed our value by what the page says of the control', {
      label: item.label,
      field: placement.offered.candidate.field,
      why: placement.why,
    });
  }
  // Optional controls placed by value are filled here; required ones join the page's gaps.
  const extra = [...byItem].filter(([item, p]) => p.kind === 'fill' && !empty.includes(item));
  if (extra.length > 0) {
    const fills = extra.map(([item, p]) => ({ label: item.label, value: p.kind === 'fill' ? p.value : '' }));
    judgeFill(await fillForm(page.root, fills), page.where, page.carrierName);
  }
  return {
    get: (item) => byItem.get(item),
    offered: (proposal, answer) =>
      [proposal, proposal.runnerUp]
        .filter((p) => p !== undefined)
        .flatMap((p) =>
          confirms(p.value, answer) ? offered.filter((o) => o.candidate.field === p.field) : [],
        )[0],
  };
}

/**
 * Fills what the page lacks that a person gives: its required controls still empty (asked), and the
 * person's answers it refused (put in the form it states, else asked again; see ask-again.ts).
 */
async function fillGaps(
  page: FormPage,
  answers: PageAnswers,
  found?: InventoryItem[],
  carry?: Carry,
): Promise<void> {
  const asks: Ask[] = [];
  const fills: Fill[] = [];
  const items = found ?? (await takeInventory(page.root));
  // Empty controls no person answered yet: our values placed by what the page says of them first.
  const empty = items.filter((i) => i.value === '' && !answers.gave(i.label));
  const byValue = await placeEmpty(page, empty, carry);
  for (const item of items) {
    if (answers.gave(item.label)) {
      const retry = answers.refused(item);
      if (retry.kind === 'reshape') fills.push({ label: retry.label, value: retry.value });
      else asks.push(retry.ask);
      continue;
    }
    if (item.value !== '') continue;
    const placement = byValue.get(item);
    if (placement?.kind === 'fill') fills.push({ label: item.label, value: placement.value });
    else asks.push({ item, ...(placement?.proposal ? { proposal: placement.proposal } : {}) });
  }
  const missing = await askForMissing(page.ctx, page.carrierId, asks);
  answers.answered(missing);
  // A person who confirmed a proposal of a carried value placed it.
  for (const m of missing) {
    const offer = m.question.proposal && byValue.offered(m.question.proposal, m.answer);
    if (offer?.pending) carry?.placed(offer.pending);
  }
  fills.push(...missing.map((m) => ({ label: m.label, value: m.value })));
  if (fills.length === 0) return;
  const refusal = judgeFill(await fillForm(page.root, fills), page.where, page.carrierName);
  if (refusal) throw portalChanged(`${page.where}: ${refusal}`);
}

/**
 * When the portal's messages name a field still carried (one we meant to file and found no control
 * for), the page's empty controls, as required, with the messages as their error: placed by value or
 * asked. None there: `portal_changed` with the evidence, since our value exists and the page did not
 * show us where it goes.
 */
async function unplacedAsked(
  page: FormPage,
  errors: readonly string[],
  carry?: Carry,
): Promise<InventoryItem[]> {
  const said = errors.map((e) => ` ${words(e)} `);
  const wanted = (carry?.waiting ?? []).filter((f) =>
    labelsOf(f).some((l) => words(l).length >= 3 && said.some((m) => m.includes(` ${words(l)} `))),
  );
  if (wanted.length === 0) return [];
  const empty = (await emptyOptional(page.root)).map((i) => ({
    ...i,
    required: true,
    error: errors.join(' '),
    facts: { ...(i.facts ?? { label: i.label }), required: true },
  }));
  // Only the controls the scorer sees one of those fields in (a decoy or an unrelated optional box is
  // neither asked nor filled).
  const offered = offeredValues(page.ctx.submission, wanted, new Set()).filter((o) => o.pending);
  const decided = placeByValue(
    empty.map((i) => i.facts),
    offered,
    page.where,
    page.ctx.learned,
  );
  const fitting = empty.filter((e, i) => decided.has(i) && !isDecoy(e.facts));
  if (fitting.length > 0) return fitting;
  throw portalChanged(
    `${page.where}: the portal asks for ${wanted.map((f) => quoted(nameOf(f))).join(', ')} (${errors.join(' ')}), and no control on the page was recognised for it`,
  );
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

const refusedWith = (page: FormPage, submitted: { errors: string[] }): PageResult => ({
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
  await fillGaps(page, answers, undefined, carry);
  let submitted = await press(page);
  for (let presses = 1; !submitted.moved; presses++) {
    const items = await takeInventory(page.root);
    const refused = refusalOf(
      items.filter((i) => !answers.gave(i.label)),
      ourFieldOf,
    );
    if (refused) return { kind: 'rejected', message: refused };
    const open = items.some((i) => i.value === '' || answers.gave(i.label));
    // Nothing marked: an empty control its messages name is a requirement it did not show.
    const named = open ? [] : await namedInMessages(page.root, submitted.errors);
    // Messages asking for a field we meant to file but placed nowhere are ours to place, never the
    // partner's data refused: the page's empty controls are placed by value or asked.
    const ours = open || named.length > 0 ? [] : await unplacedAsked(page, submitted.errors, carry);
    if ((!open && named.length === 0 && ours.length === 0) || presses > MAX_PRESSES)
      return refusedWith(page, submitted);
    submitted = await page.ctx.step('missing-information', async () => {
      await fillGaps(page, answers, [...items, ...named, ...ours], carry);
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
