// The kit's proposal scorer: for a control the playbook's labels did not place, which of the
// submission's still-unplaced values goes there, from everything the page says about it (its words, its
// format, where it sits), so a person is not asked to retype what the submission holds. Pure: the page
// is read elsewhere (controls.ts); the lexicon reads WordNet's files once (proposals-lexicon.ts). The
// reasoning and the measured constants are in decision 0019.

import { labelSimilarity, SAME_FIELD } from './labels.ts';
import { candidatesOf } from './proposals-candidates.ts';
import { fittingForm, formatEvidence, wantsYear } from './proposals-format.ts';
import {
  contentWords,
  firstPhrase,
  headWord,
  meaningSimilarity,
  spellingSimilarity,
} from './proposals-lexicon.ts';
import { actionSimilarity, isKindOf, roleSimilarity } from './wordnet.ts';

export { candidatesOf };

/** Everything the page says about one control. */
export interface ControlFacts {
  /** The words a person reads for it ('' when none). */
  label: string;
  /** Input type (text, email, tel, number, date, …), or 'select', 'textarea'. */
  type?: string;
  inputMode?: string;
  /** HTML autocomplete tokens ('email', 'postal-code', 'section-x shipping tel', …). */
  autocomplete?: string;
  /** Its `name` attribute, else its id ("ctl00$Main$txtContactName", "applicant[contact_email]"). */
  htmlName?: string;
  pattern?: string;
  maxLength?: number;
  /** A number input's bounds. */
  min?: number;
  max?: number;
  placeholder?: string;
  /** Help text, or the text aria-describedby points to. */
  hint?: string;
  /** The fieldset legend or the heading above. */
  section?: string;
  /** Labels of the controls just before and after. */
  neighbours?: string[];
  required: boolean;
  /** A drop-down's or radio group's options (their texts). */
  options?: string[];
  /** A value entered in boxes of these lengths, one after the other (a phone as 3, 3 and 4). */
  parts?: number[];
}

export type ValueKind =
  | 'email'
  | 'phone'
  | 'zip'
  | 'year'
  | 'count'
  | 'money'
  | 'date'
  | 'name'
  | 'address'
  | 'city'
  | 'state'
  | 'fein'
  | 'naics'
  | 'text';

/** One of our values that may go into the control. */
export interface Candidate {
  /** Our field ('input.numberOfEmployees'). */
  field: string;
  value: string | number;
  kind: ValueKind;
  /** How people name our field. */
  names: string[];
  /** The HTML autofill field names that are this field ('email', 'postal-code'). */
  autofill?: string[];
  /** The name of a person (the contact's), not of a business. */
  person?: boolean;
  /** The policyholder's own name (the business's legal name): what a box named for the applicant takes. */
  policyholder?: boolean;
  /** One of a fixed list (a legal form): it goes into a control that offers its choices, never a box. */
  choice?: boolean;
  /** The block of a form it sits in, which a section or neighbours may name. */
  block?: 'business' | 'address' | 'contact' | 'size' | 'policy';
}

export interface Proposal {
  field: string;
  /** The value in the form the control takes (a phone's digits for a ten-character box). */
  value: string | number;
  score: number;
  /** The next best field, when another fits at all. */
  runnerUp?: { field: string; score: number };
  /** Fill without a person: score, margin and no decoy word (see the constants). */
  confident: boolean;
  /** The evidence, for the run's trace and the person asked. */
  why: string[];
}

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

/**
 * Words that name a person in general English but the policyholder on an insurance form: the
 * applicant and the insured are the business.
 */
const POLICYHOLDER = new Set(['applicant', 'insured', 'policyholder', 'named', 'client', 'customer']);

/**
 * Whether the head of a label's first phrase is, to WordNet, a kind of person, in the singular (a plural,
 * "Total employees", asks how many) and not the policyholder.
 */
function asksForAPerson(label: string): boolean {
  const head = headWord(ofWhom(label));
  if (head === undefined || POLICYHOLDER.has(head) || /[^s]s$/.test(head)) return false;
  return isKindOf(head, 'person');
}

/** What a name is asked for: "Name of the applicant's accountant" asks for the accountant's. */
function ofWhom(label: string): string {
  const named = /^\s*(?:full\s+)?name\s+of\s+(?:the\s+|your\s+)?(.+)$/i.exec(label);
  return named ? named[1]!.replace(/^\w+'s\s+/, '') : label;
}

/**
 * Whether a label's first phrase names the policyholder itself: its head is the applicant or the insured
 * ("Applicant of record", "Named insured"), or a name, an entity or an organisation of theirs, said right
 * before it ("Insured entity", "Applicant's name"). Such a box takes the business's legal name.
 */
function namesThePolicyholder(label: string): boolean {
  const { words, next } = firstPhrase(label);
  const head = words.at(-1);
  // Said alone, or followed by what it is ("Applicant of record", "Insured entity (as on the policy)"):
  // "Insured with us since" and "Client since" speak of something else about them.
  if (head === undefined || (next !== undefined && !/^(of|[,(:/])$/.test(next))) return false;
  if (POLICYHOLDER.has(head)) return true;
  // The policyholder right before the head: "Insured's contact name" is the contact's.
  const theirs = POLICYHOLDER.has((words.at(-2) ?? '').replace(/'s$/, ''));
  return theirs && (head === 'name' || head === 'entity' || isKindOf(head, 'organization'));
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
  // A box whose words name a person ("Applicant representative", "Person we should speak to") takes a
  // person's name: not the business's, nor a number or an address. That a person is asked for does not
  // say it is our contact (a signer, an owner, an accountant are people too): alone, it brings the
  // contact's name to a person to confirm, never over the threshold.
  if (asksForAPerson(control.label)) {
    // Unless the person asked for is what our field's person is, in WordNet's person senses: a
    // "representative" is what a contact is.
    // Or the label says we would do with them what our field's words say ("Person we should speak to":
    // to speak to someone is, to WordNet, a kind of contacting them).
    const head = headWord(ofWhom(control.label)) ?? '';
    const ours = candidate.names.flatMap(contentWords);
    const rest = contentWords(control.label).filter((w) => w !== head);
    const role = Math.max(
      0,
      ...ours.map((w) => roleSimilarity(head, w)),
      // A word both share ("name") is counted with the words, not as an action.
      ...ours.flatMap((w) => rest.filter((v) => v !== w).map((v) => actionSimilarity(v, w))),
    );
    if (candidate.person && role > 0) {
      total = 1 - (1 - Math.max(total, role)) * 0.5;
      why.push(`a person is asked for, as our ${candidate.block ?? ''} person is`);
    } else if (candidate.person) {
      total = Math.max(total, Math.min(1 - (1 - total) * 0.5, PROPOSAL_THRESHOLD - 0.01));
      why.push('a person is asked for');
    } else {
      total *= 0.6;
      why.push('a person is asked for');
    }
  }
  // A box named for the policyholder ("Applicant of record", "Insured entity") takes its legal name.
  if (namesThePolicyholder(control.label)) {
    if (candidate.policyholder) total = 1 - (1 - total) * 0.5;
    else total *= 0.6;
    why.push('the policyholder is named');
  }
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
