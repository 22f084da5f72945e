// The kit's proposal scorer: for a control the playbook's labels did not place, which of the
// submission's still-unplaced values goes there, from everything the page says about it (its words, its
// format, where it sits, whom it asks for), so a person is not asked to retype what the submission
// holds. Pure: the page is read elsewhere (controls.ts); words are weighed by the lexicon
// (proposals-lexicon.ts, over WordNet: wordnet.ts), whom a box asks for by proposals-parties.ts. The
// reasoning and the measured constants are in decision 0019.

import { labelSimilarity, SAME_FIELD } from './labels.ts';
import { candidatesOf } from './proposals-candidates.ts';
import { fittingForm, formatEvidence, wantsYear } from './proposals-format.ts';
import { firstPhrase, meaningSimilarity, spellingSimilarity } from './proposals-lexicon.ts';
import { byParty } from './proposals-parties.ts';
import type { Candidate, ControlFacts, Proposal } from './proposals-types.ts';

export type { Candidate, ControlFacts, Proposal, ValueKind } from './proposals-types.ts';
export { candidatesOf };

/**
 * The score a proposal needs to be filled without a person. Measured (proposals.test.ts and decision
 * 0019): a right field reached by WordNet alone scores 0.58 ("Workforce size") to 0.88, one shown by
 * its format 0.8 to 0.95; the best field for a label of something the submission does not hold
 * ("Title of signer", "Number of vehicles", "Signature") at most 0.49. 0.55 sits between.
 */
export const PROPOSAL_THRESHOLD = 0.55;

/**
 * How far the best must lead the runner-up. Two fields named alike ("Name": the business's or the
 * contact's) tie; a near-synonym of another value ("Years of experience in the industry" for years in
 * business) leads by 0.146; right fields lead by 0.21 or more in the tests. 0.15 keeps the first two
 * with a person.
 */
export const PROPOSAL_MARGIN = 0.15;

/** Below this, nothing is proposed even to a person: the control does not look like any of our values. */
export const PROPOSAL_FLOOR = 0.35;

/**
 * Words that make a control another one than ours: a second address, a former carrier, an alternate
 * contact. Such a control is never filled from a guess.
 */
const DECOY =
  /\b(if different|if other than|secondary|alternate|alternative|other|previous|prior|former|additional|second|2nd)\b/i;

/** Whether the page's words make a control another one than ours (a decoy: never filled from a guess). */
export const isDecoy = (control: ControlFacts): boolean =>
  DECOY.test(`${control.label} ${control.hint ?? ''} ${control.placeholder ?? ''} ${control.section ?? ''}`);

/** Words saying a control wants a number of years, not a calendar year. */
const DURATION = /\b(years|yrs|how long)\b/i;

/** The words of each block, as a section heading or a neighbour names it. */
const BLOCK_WORDS: Record<NonNullable<Candidate['block']>, string> = {
  business: 'business applicant',
  address: 'address location',
  contact: 'contact',
  size: 'operations exposure',
  policy: 'policy coverage',
};

/** How well `text` names a candidate, 0 to 1: the thesaurus, WordNet meaning, or spelling, at its best. */
function named(text: string, names: readonly string[]): { score: number; name: string } {
  let best = { score: 0, name: '' };
  if (text.trim() === '') return best;
  for (const name of names) {
    const score = Math.max(
      labelSimilarity(text, name),
      meaningSimilarity(text, name),
      0.8 * spellingSimilarity(text, name),
    );
    if (score > best.score) best = { score, name };
  }
  return best;
}

/** Prefixes of Hungarian notation a control's name may start with (txtContactName, ddlState, chkAgree). */
const WIDGET_PREFIX = /^(txt|tb|ddl|dd|cbo|cb|chk|rb|rdo|sel|lst|inp|fld)(?=[A-Z0-9_])/;

/**
 * The words of a control's name or id as a developer writes them: its last `$` segment (ASP.NET's
 * "ctl00$Main$txtContactName"), a widget prefix dropped, camelCase, snake_case, brackets and digits as
 * spaces: "contact name". An opaque name gives nothing a name of ours is like.
 */
export function wordsOfName(name: string): string {
  return (name.split('$').pop() ?? '')
    .replace(WIDGET_PREFIX, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[^A-Za-z]+/g, ' ')
    .trim()
    .toLowerCase();
}

interface Scored {
  candidate: Candidate;
  form: string;
  score: number;
  why: string[];
  /** Whether its words came from the label (not a hint, a placeholder or the name attribute). */
  byLabel: boolean;
}

/** What the neighbours' labels name: the candidate each names best, when one is named well enough. */
type Neighbours = ({ candidate: Candidate; score: number } | undefined)[];

/** A candidate's score for the control, or undefined when its format excludes it. */
function score(control: ControlFacts, candidate: Candidate, neighbours: Neighbours, today: Date) {
  const form = fittingForm(control, candidate, today);
  if (form === undefined) return undefined;
  const words = `${control.label} ${control.hint ?? ''} ${control.placeholder ?? ''}`;
  if (candidate.kind === 'year' && DURATION.test(words) && !wantsYear(control)) return undefined;
  const why: string[] = [];
  // Words: the label, else the hint or placeholder at four fifths (they describe rather than name), or
  // the words of its name attribute at seven tenths (written for a program, often kept when a label is
  // reworded, often meaningless).
  const label = named(control.label, candidate.names);
  const asides = [
    { ...named(control.hint ?? '', candidate.names), weight: 0.8, coded: false },
    { ...named(control.placeholder ?? '', candidate.names), weight: 0.8, coded: false },
    { ...named(wordsOfName(control.htmlName ?? ''), candidate.names), weight: 0.7, coded: true },
  ];
  const aside = asides.reduce((a, b) => (b.weight * b.score > a.weight * a.score ? b : a));
  const lexical = Math.max(label.score, aside.weight * aside.score);
  if (lexical > 0)
    why.push(
      label.score >= aside.weight * aside.score
        ? `words ~ "${label.name}" ${lexical.toFixed(2)}`
        : `${aside.coded ? `name "${control.htmlName}"` : 'words'} ~ "${aside.name}" ${lexical.toFixed(2)}`,
    );
  // A yes or a no fits every yes/no question: it says which only of a question whose words already
  // point at ours, never of one they do not ("Is there a continuity plan?" is not the alcohol question).
  const format =
    /^(yes|no)$/i.test(form.trim()) && lexical < PROPOSAL_FLOOR
      ? 0
      : formatEvidence(control, candidate, form);
  if (format > 0) why.push(`format ${format.toFixed(2)}`);
  // Where it sits: a section or neighbours naming the candidate's block.
  const block = candidate.block ? BLOCK_WORDS[candidate.block] : '';
  let context = 0;
  if (control.section && block && meaningSimilarity(control.section, block) >= SAME_FIELD) {
    context = 0.15;
    why.push(`section "${control.section}"`);
  }
  if (neighbours.some((n) => n && n.candidate.block === candidate.block && n.candidate !== candidate)) {
    context = Math.min(0.3, context + 0.15);
    why.push(`beside its ${candidate.block} block`);
  }
  let total = 1 - (1 - lexical) * (1 - format) * (1 - context);
  const party = byParty(control.label, candidate, total);
  total = party.total;
  why.push(...party.why);
  // Neighbours on both sides that belong to one other block make this field less likely here (between
  // the address's lines, a count is not likely; one neighbour alone says little on a reordered page,
  // and between a name and a ZIP, a page mixes blocks anyway).
  const blocks = neighbours.flatMap((n) => (n?.candidate.block ? [n.candidate.block] : []));
  if (
    blocks.length >= 2 &&
    candidate.block &&
    new Set(blocks).size === 1 &&
    !blocks.includes(candidate.block)
  ) {
    total *= 0.85;
    why.push(`beside the ${blocks[0]} block`);
  }
  // A neighbour that names this very field at least as well is its box; this one is likely another.
  if (neighbours.some((n) => n && n.candidate === candidate && n.score >= label.score)) {
    total *= 0.75;
    why.push('a neighbour names it as well');
  }
  return {
    candidate,
    form,
    score: total,
    why,
    byLabel: label.score >= aside.weight * aside.score,
  } satisfies Scored;
}

/** The candidate a neighbour's label names, when one is named well enough. */
function bestField(label: string, all: readonly Candidate[]) {
  let best: { candidate: Candidate; score: number } | undefined;
  for (const candidate of all) {
    const s = named(label, candidate.names).score;
    if (s >= SAME_FIELD && (!best || s > best.score)) best = { candidate, score: s };
  }
  return best;
}

/**
 * A label names what its first phrase names ("Staff on payroll" is staff; "on payroll" says which): when
 * that phrase alone names one of the fitting fields well (SAME_FIELD) that the whole label names about
 * as well as any (within PROPOSAL_MARGIN of the best), a field the phrase does not name
 * at all (below PROPOSAL_FLOOR), reached only through the words after it, counts three quarters. Fields
 * the phrase also names keep their score, since the words after it may say which of them it is
 * ("Employees working 30+ hours": the full-time ones); a first phrase that names no field on its own
 * ("Percentage of revenue") changes nothing.
 */
function byHead(label: string, scored: Scored[]): Scored[] {
  const { words, more } = firstPhrase(label);
  if (!more || words.length === 0) return scored;
  const phrase = words.join(' ');
  const heads = scored.map((s) => named(phrase, s.candidate.names).score);
  const top = heads.indexOf(Math.max(0, ...heads));
  const best = Math.max(0, ...scored.map((s) => s.score));
  if (top < 0 || heads[top]! < SAME_FIELD || scored[top]!.score < best - PROPOSAL_MARGIN) return scored;
  // A field the page names elsewhere (a hint, the portal's message) is not judged by the label's phrase.
  return scored.map((s, i) =>
    heads[i]! >= PROPOSAL_FLOOR || !s.byLabel
      ? s
      : { ...s, score: s.score * 0.75, why: [...s.why, `named only after "${phrase}"`] },
  );
}

export interface ProposeOptions {
  /** Today, for the range of a plausible year. */
  today?: Date;
}

/**
 * The value of `candidates` that goes into `control`, with its score, the runner-up and whether it is
 * confident enough to fill without a person; undefined when nothing fits (a control whose format none of
 * them takes, a score below the floor, or an optional or decoy control without a good match).
 */
export function propose(
  control: ControlFacts,
  candidates: readonly Candidate[],
  { today = new Date() }: ProposeOptions = {},
): Proposal | undefined {
  // A neighbour whose words make it another one than ours (a secondary phone) names no field of ours.
  const neighbours = (control.neighbours ?? []).map((n) =>
    DECOY.test(n) ? undefined : bestField(n, candidates),
  );
  const scored = byHead(
    control.label,
    candidates.map((c) => score(control, c, neighbours, today)).filter((s) => s !== undefined),
  ).sort((a, b) => b.score - a.score);
  const [best, second] = scored;
  if (!best || best.score < PROPOSAL_FLOOR) return undefined;
  const decoy = DECOY.exec(
    `${control.label} ${control.hint ?? ''} ${control.placeholder ?? ''} ${control.section ?? ''}`,
  );
  const good = best.score >= PROPOSAL_THRESHOLD;
  if (!good && (decoy || !control.required)) return undefined;
  const leads = best.score - (second?.score ?? 0) >= PROPOSAL_MARGIN;
  const why = [...best.why];
  if (decoy) why.push(`decoy: "${decoy[0]}"`);
  if (!leads && second) why.push(`too close to ${second.candidate.field}`);
  const value =
    typeof best.candidate.value === 'number' && String(best.candidate.value) === best.form
      ? best.candidate.value
      : best.form;
  return {
    field: best.candidate.field,
    value,
    score: Number(best.score.toFixed(3)),
    ...(second
      ? { runnerUp: { field: second.candidate.field, score: Number(second.score.toFixed(3)) } }
      : {}),
    confident: good && leads && !decoy,
    why,
  };
}
