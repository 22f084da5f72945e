// Our values placed on a form page by what it says of its controls (place-by-value.ts decides, this
// reads the page and acts): the page's empty controls given a learned mapping, a carried value the
// scorer is sure of, or a proposal for the person asked; and the controls a portal's messages ask for
// when they name a field we carried and placed nowhere.
import { portalChanged } from '../errors.ts';
import type { PlaybookContext, Proposal } from '../playbook.ts';
import { type Carry, judgeFill } from './carry.ts';
import type { ControlInfo } from './controls.ts';
import { fillForm, labelsOf, nameOf } from './fill.ts';
import type { FormPage } from './form-page.ts';
import { emptyOptional, factsOf, type InventoryItem, words } from './inventory.ts';
import {
  confirms,
  type Offered,
  offeredValues,
  type Placement,
  placeByValue,
  proposedValue,
} from './place-by-value.ts';
import { isDecoy } from './proposals.ts';
import { fittingForm } from './proposals-format.ts';

const quoted = (text: string) => `"${text}"`;

/**
 * How a portal's message may name a field of ours: its label, or the label's first three words or more
 * ("Enter the number of losses" names "Number of losses in the past 3 years").
 */
function namings(label: string): string[] {
  const all = words(label).split(' ');
  if (words(label).length < 3) return [];
  return [
    all.join(' '),
    ...Array.from({ length: Math.max(0, all.length - 3) }, (_, i) =>
      all.slice(0, all.length - 1 - i).join(' '),
    ),
  ];
}

/** A control to ask about, with what the kit proposes for it when it found that otherwise. */
export type AskedItem = InventoryItem & { proposal?: Proposal };

/** What place-by-value decided for a page's empty controls, and the offered value a confirmation picks. */
export interface ByValue {
  /** The controls (labels) a value was filled into by what the page says of them. */
  placed: string[];
  get(item: InventoryItem): Placement | undefined;
  offered(proposal: Proposal, answer: string): Offered | undefined;
}

/**
 * Our values for a page's empty controls by what the page says of them (place-by-value.ts): the
 * fields carried here (and the submission's others, for a person to confirm), a learned mapping first.
 * What is filled without a person is logged, a learned mapping's use told to the runtime, and a
 * carried field it places taken from the carry.
 */
export async function placeEmpty(page: FormPage, empty: InventoryItem[], carry?: Carry): Promise<ByValue> {
  const { ctx } = page;
  const pending = carry?.waiting ?? [];
  // Optional controls too while fields wait: a carried field's control may be optional (a DBA).
  const optional = pending.length > 0 ? await emptyOptional(page.root) : [];
  const controls = [
    ...empty,
    ...optional.filter((o) => !empty.some((e) => e.label === o.label) && !carry?.filledControls.has(o.label)),
  ];
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
    placed: [...byItem].flatMap(([item, p]) => (p.kind === 'fill' ? [item.label] : [])),
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
 * When the portal's messages name a field still carried (one we meant to file and found no control
 * for), the page's empty controls, as required, with the messages as their error: placed by value or
 * asked. None there: `portal_changed` with the evidence, since our value exists and the page did not
 * show us where it goes.
 */
export async function unplacedAsked(
  page: FormPage,
  errors: readonly string[],
  carry?: Carry,
): Promise<AskedItem[]> {
  const said = errors.map((e) => ` ${words(e)} `);
  const wanted = (carry?.waiting ?? []).filter((f) =>
    labelsOf(f).some((l) => namings(l).some((n) => said.some((m) => m.includes(` ${n} `)))),
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
  // The portal names one field of ours and one control on the page can take its value (its words say
  // nothing the scorer knows): that control is asked, with the field as the proposal a person confirms.
  const takers = empty.filter(
    (e) =>
      !isDecoy(e.facts) && offered.some((o) => fittingForm(e.facts, o.candidate, new Date()) !== undefined),
  );
  if (wanted.length === 1 && offered.length === 1 && takers.length === 1) {
    const [offer] = offered;
    const form = fittingForm(takers[0]!.facts, offer!.candidate, new Date())!;
    return [{ ...takers[0]!, proposal: { ...proposedValue(offer!, form), screen: page.where } }];
  }
  throw portalChanged(
    `${page.where}: the portal asks for ${wanted.map((f) => quoted(nameOf(f))).join(', ')} (${errors.join(' ')}), and no control on the page was recognised for it`,
  );
}

/**
 * The labels of `controls` (one read of a page, a page of questions above all) that are fields of ours
 * waiting in the carry: by their label (Carry.holds), or by what the page says of them where the
 * scorer is sure of a carried value (a confident fill of placeByValue). A portal that moved a field of
 * ours onto its questions page under another wording has it filled there, not asked of a person.
 */
export function carriedOn(
  ctx: PlaybookContext,
  carry: Carry,
  controls: readonly ControlInfo[],
  screen: string,
): Set<string> {
  const labels = new Set(controls.filter((c) => carry.holds(c.label)).map((c) => c.label));
  const offered = offeredValues(ctx.submission, carry.waiting, carry.placedFields).filter((o) => o.pending);
  if (offered.length === 0) return labels;
  const decided = placeByValue(
    controls.map((_, at) => factsOf(controls, at)),
    offered,
    screen,
    ctx.learned,
  );
  for (const [i, placement] of decided) if (placement.kind === 'fill') labels.add(controls[i]!.label);
  return labels;
}
