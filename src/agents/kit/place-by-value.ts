// Where the playbook's labels placed nothing, our values placed by what the page says of its controls
// (decision 0021): the fields a page did not hold (the wizard's carry: values the playbook meant to file on
// this portal, whose control is worded another way now) and the submission's other values, scored for
// each empty control by the proposal scorer (proposals.ts, decision 0019). A mapping a person
// confirmed for this screen is applied first. A value is filled without a person only when the scorer
// is confident, it is one the playbook meant to file here, and no other control claims it as well;
// otherwise the person asked sees the proposal and confirms it in one click. Pure: the page is read and
// filled by form-page.ts.
import type { Submission } from '../../domain/quote-request/model/submission.ts';
import type { Proposal as AskedProposal, LearnedMapping, ProposedValue } from '../playbook.ts';
import { type Fill, labelsOf } from './fill.ts';
import { bestSimilarity, cleanLabel, SAME_FIELD } from './labels.ts';
import {
  type Candidate,
  type ControlFacts,
  candidatesOf,
  isDecoy,
  PROPOSAL_FLOOR,
  PROPOSAL_MARGIN,
  PROPOSAL_THRESHOLD,
  type Proposal,
  propose,
} from './proposals.ts';
import { fittingForm } from './proposals-format.ts';

/** One of our values that may go into an empty control: a candidate, and the fill it came from. */
export interface Offered {
  candidate: Candidate;
  /** The playbook's fill no control took (a carried field): only these are filled without a person. */
  pending?: Fill;
}

/** What to do with one empty control. */
export type Placement =
  | { kind: 'fill'; value: string; offered: Offered; why: string; mapping?: string }
  | { kind: 'ask'; proposal?: AskedProposal };

const digits = (v: string) => v.replace(/\D/g, '');
/** Whether two values are the same as a person means them: in any case, or the same digits. */
const same = (a: string, b: string) => {
  const x = a.trim().toLowerCase();
  const y = b.trim().toLowerCase();
  if (x === y) return true;
  const dx = digits(x);
  return dx.length >= 3 && dx === digits(y) && !/[a-z]/.test(x.replace(/[()\-.\s/$,]/g, ''));
};

/** Whether a person's answer confirms a proposed value (the same text in any case, or the same digits). */
export const confirms = (proposed: string, answer: string): boolean => same(proposed, answer);

/**
 * Our values for the controls of a page: the carried fills first, each as the submission's field whose
 * value it is (else a field of its own, `portal:<label>`), then the submission's values not carried.
 * Values already placed on the portal are not offered (`placed`: our fields' paths).
 */
export function offeredValues(
  submission: Submission | undefined,
  pending: readonly Fill[],
  placed: ReadonlySet<string>,
  today = new Date(),
): Offered[] {
  const all = submission?.input ? candidatesOf(submission, { today }) : [];
  const taken = new Set<Candidate>();
  const offered: Offered[] = [];
  for (const fill of pending) {
    if (fill.file || fill.value === '') continue;
    // The field whose value it is, else the one its labels name (a legal form in the portal's wording).
    const of =
      all.find((c) => !taken.has(c) && same(String(c.value), fill.value)) ??
      all.find((c) => !taken.has(c) && labelsOf(fill).some((l) => bestSimilarity(l, c.names) >= SAME_FIELD));
    if (of) taken.add(of);
    const names = [...labelsOf(fill), ...(of?.names ?? [])];
    offered.push({
      candidate: of
        ? { ...of, value: fill.value, names }
        : { field: `portal:${cleanLabel(fill.label)}`, value: fill.value, kind: 'text', names },
      pending: fill,
    });
  }
  for (const c of all) if (!taken.has(c) && !placed.has(c.field)) offered.push({ candidate: c });
  return offered;
}

const key = (text: string) => cleanLabel(text).toLowerCase();

/** Our field's name for a person: the first name people give it. */
const nameOf = (c: Candidate) => c.names.find((n) => !n.includes('›')) ?? c.field;

/** A value as proposed to a person: our field, its name for a person, the value in the control's form. */
export const proposedValue = (offered: Offered, value: string | number): ProposedValue => ({
  field: offered.candidate.field,
  fieldName: nameOf(offered.candidate),
  value: String(value),
});

/**
 * For each control (by index), what to do: fill a learned mapping's field, fill a confident proposal of
 * a carried value that no other control claims, or ask: with the proposal when the value was carried
 * here or fits well (`PROPOSAL_THRESHOLD`), its runner-up when that fits at all (`PROPOSAL_FLOOR`).
 * Controls the scorer finds nothing for, and optional ones without a confident fill, are not listed.
 */
export function placeByValue(
  controls: readonly ControlFacts[],
  offered: readonly Offered[],
  screen: string,
  learned: readonly LearnedMapping[] = [],
  today = new Date(),
): Map<number, Placement> {
  const placements = new Map<number, Placement>();
  const candidates = offered.map((o) => o.candidate);
  const byField = (field: string) => offered.find((o) => o.candidate.field === field);
  const used = new Set<string>();
  // A mapping a person confirmed for this screen and label: its field, in the form the control takes.
  controls.forEach((control, i) => {
    const mapping = learned.find(
      (m) => m.kind === 'field' && key(m.screen) === key(screen) && key(m.label) === key(control.label),
    );
    const offer = mapping && byField(mapping.field);
    if (!mapping || !offer || used.has(offer.candidate.field)) return;
    const form = fittingForm(control, offer.candidate, today);
    if (form === undefined) return;
    used.add(offer.candidate.field);
    placements.set(i, {
      kind: 'fill',
      value: form,
      offered: offer,
      why: `learned mapping ${mapping.id}`,
      mapping: mapping.id,
    });
  });
  // One value, one control. A field the scorer is sure of for one control, and ahead by the margin of
  // every other control it is proposed for, is filled there and offered no more (a drop-down listing
  // our legal form beside a name box whose words say "entity"); the others are scored again without
  // it. Claims within the margin of each other go to no control without a person: a required box the
  // words fit a little less surely than an optional one is asked, not left empty for the optional one.
  // A decoy's claim does not count: it is never filled from a guess.
  let proposals: (Proposal | undefined)[] = [];
  // The fields of one `either` group are one value: once one is placed, the others are not offered
  // (a street address placed whole leaves its number and name nothing to fill).
  const eitherOf = (field: string) => byField(field)?.pending?.either;
  const usedEither = () => new Set([...used].map(eitherOf).filter((e) => e !== undefined));
  for (;;) {
    const done = usedEither();
    const open = candidates.filter((c) => !used.has(c.field) && !done.has(eitherOf(c.field) ?? ''));
    proposals = controls.map((control, i) =>
      placements.has(i) ? undefined : propose(control, open, { today }),
    );
    // What each control would be proposed were it required (an optional one gets no proposal below the
    // threshold, but may still be where a value goes).
    const claims = controls.map((control, i) =>
      placements.has(i) || control.required
        ? proposals[i]
        : propose({ ...control, required: true }, open, { today }),
    );
    const taken = proposals.flatMap((p, i) => {
      if (!p?.confident || !byField(p.field)!.pending) return [];
      // Any other control the field is proposed for is a rival (an optional box the words fit less
      // surely than this one, or more), unless it is a decoy, which is never filled from a guess.
      const rivals = claims.filter((q, j) => j !== i && q?.field === p.field && !isDecoy(controls[j]!));
      return rivals.every((q) => p.score - q!.score >= PROPOSAL_MARGIN) ? [i] : [];
    });
    if (taken.length === 0) break;
    for (const i of taken) {
      const p = proposals[i]!;
      used.add(p.field);
      placements.set(i, {
        kind: 'fill',
        value: String(p.value),
        offered: byField(p.field)!,
        why: p.why.join('; '),
      });
    }
  }
  proposals.forEach((p, i) => {
    if (!p) return;
    const offer = byField(p.field)!;
    if (!controls[i]!.required) return;
    // A weak fit of a value the playbook did not carry here is no proposal: a person is asked plainly
    // rather than offered a likely wrong default to confirm (and to have learned).
    if (p.score < PROPOSAL_THRESHOLD && !offer.pending) {
      placements.set(i, { kind: 'ask' });
      return;
    }
    const second = p.runnerUp && p.runnerUp.score >= PROPOSAL_FLOOR && byField(p.runnerUp.field);
    placements.set(i, {
      kind: 'ask',
      proposal: {
        ...proposedValue(offer, p.value),
        screen,
        ...(second ? { runnerUp: proposedValue(second, second.candidate.value) } : {}),
      },
    });
  });
  return placements;
}
