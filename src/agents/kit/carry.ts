// What a wizard carries from page to page (the playbook's fields no page held yet) and what a fill
// report means for a page (refused data, a changed page, or fields carried on).
import { portalChanged } from '../errors.ts';
import { ourFieldOf } from '../our-fields.ts';
import type { Fill, FillReport } from './fill.ts';
import { labelsOf, nameOf } from './fill.ts';
import { bestSimilarity, SAME_FIELD } from './labels.ts';
import { confirms } from './place-by-value.ts';

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
      this.filledControls.add(f.label);
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

  /**
   * A waiting field a control took by what the page says of it (place-by-value.ts); when it is one of
   * fields a layout shows one of (`either`), the others are no longer wanted.
   */
  placed(fill: Fill): void {
    if (fill.either) this.done.add(fill.either);
    this.pending = this.wanted(this.pending.filter((f) => f !== fill));
  }

  /**
   * A person typed `answer` into a box nothing was proposed for: when it is the value of exactly one
   * waiting field (in any case, or the same digits; a yes or no says nothing of which), that field was
   * placed there, and is not carried to the end as lost.
   */
  typed(answer: string): void {
    if (/^(yes|no|true|false)?$/i.test(answer.trim())) return;
    const its = this.pending.filter((f) => f.value !== '' && confirms(f.value, answer));
    if (its.length === 1) this.placed(its[0]!);
  }

  /** Our fields the pages took by their labels so far (`input.businessName`): not offered again. */
  readonly placedFields = new Set<string>();

  /**
   * The controls (their labels) our fills were set in by label, an empty value included: a DBA box we
   * left empty because the client has none is ours, not a box for another value.
   */
  readonly filledControls = new Set<string>();

  /**
   * Throws `portal_changed` naming every field no page held that had something to file: a field we
   * had nothing for (no DBA) loses nothing when its control is not found.
   */
  settle(where: string): void {
    const lost = this.pending.filter((f) => f.value !== '' || f.file);
    if (lost.length > 0) throw notFoundError(where, lost, []);
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
