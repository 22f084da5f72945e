// Who a box asks for, for the proposal scorer (proposals.ts): a person (our contact, or someone else
// the submission does not name) or the policyholder itself. On an insurance form the applicant and
// the insured are the business; a signer, an owner or an accountant is a person but not our contact
// (decision 0019, "Later still").
import { PROPOSAL_THRESHOLD } from './proposals.ts';
import { contentWords, firstPhrase, headWord } from './proposals-lexicon.ts';
import type { Candidate } from './proposals-types.ts';
import { actionSimilarity, isKindOf, roleSimilarity } from './wordnet.ts';

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

/** A candidate's score once the box's party is weighed: a person's, the policyholder's, or neither. */
export function byParty(
  label: string,
  candidate: Candidate,
  before: number,
): { total: number; why: string[] } {
  let total = before;
  const why: string[] = [];
  // A box whose words name a person ("Applicant representative", "Person we should speak to") takes a
  // person's name: not the business's, nor a number or an address. That a person is asked for does not
  // say it is our contact (a signer, an owner, an accountant are people too): alone, it brings the
  // contact's name to a person to confirm, never over the threshold.
  if (asksForAPerson(label)) {
    // Unless the person asked for is what our field's person is, in WordNet's person senses: a
    // "representative" is what a contact is.
    // Or the label says we would do with them what our field's words say ("Person we should speak to":
    // to speak to someone is, to WordNet, a kind of contacting them).
    const head = headWord(ofWhom(label)) ?? '';
    const ours = candidate.names.flatMap(contentWords);
    const rest = contentWords(label).filter((w) => w !== head);
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
  if (namesThePolicyholder(label)) {
    if (candidate.policyholder) total = 1 - (1 - total) * 0.5;
    else total *= 0.6;
    why.push('the policyholder is named');
  }
  return { total, why };
}
