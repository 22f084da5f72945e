// Step 4, Underwriting Questions: the questions are read from the page itself (yes/no fieldsets, the
// loss-count drop-down, text fields), so a question ProducerNet adds is still asked rather than
// breaking the run. The ones we know get a stable id and, where the submission says, their answer:
// - central station alarm ← businessOwners.burglarAlarm;
// - premises leased to others: No when businessOwners.occupiedPercent is 100;
// - uninsured subcontractors: No when workersComp.usesSubcontractors is false;
// - losses in 3 years (WC) ← workersComp.claimsLastThreeYears;
// - current or prior carrier ← workersComp.priorCarrier, or the line's underlying policy carrier.
// Everything else goes to a person in one call. The hazmat question is NOT the canonical
// `hazardous_materials` ("haul, store or handle"): Pioneer asks only about transporting, and a business
// that stores hazmat but never hauls it would be declined on a reused Yes.
import {
  isCanonicalQuestion,
  questionVocabulary,
  recogniseQuestion,
} from '../../../../domain/questions/vocabulary.ts';
import type { Submission } from '../../../../domain/quote-request/model/submission.ts';
import type { Fill } from '../../../kit/fill.ts';
import type { Answer } from '../../../playbook.ts';
import { currentCarrierOf, type PioneerLine, yesNo } from '../mapping.ts';
import { Asker, matchChoice, type QuestionId, type Questionnaire } from './questions.ts';

/** A question as the page shows it. */
export interface PageQuestion {
  text: string;
  type: 'yes_no' | 'choice' | 'text';
  /** A drop-down's option texts (without the placeholder). */
  choices?: string[];
  required: boolean;
  /** The field's hint ("at least 20 characters"), shown to the person too. */
  hint?: string;
}

interface KnownQuestion {
  id: QuestionId | ((line: PioneerLine) => QuestionId);
  /** The answer when the submission gives it. */
  known?: (s: Submission, line: PioneerLine) => Answer | undefined;
}

/** ProducerNet's wording → our id and what the submission knows. */
const KNOWN: Record<string, KnownQuestion> = {
  'Any manufacturing of products for aircraft, automotive or medical use?': {
    id: 'pioneer-casualty:aircraft_auto_medical_products',
  },
  'Is there any cooking with deep fryers or open flame on premises?': {
    id: 'pioneer-casualty:cooking_fryers_open_flame',
  },
  'Is the premises protected by a central station burglar alarm?': {
    id: 'pioneer-casualty:central_station_alarm',
    known: (s) => {
      const alarm = s.businessOwners?.burglarAlarm;
      return alarm === undefined ? undefined : alarm === 'central_station';
    },
  },
  'Does the applicant lease any part of the premises to others?': {
    id: 'pioneer-casualty:leases_premises_to_others',
    known: (s) => (s.businessOwners?.occupiedPercent === 100 ? false : undefined),
  },
  'Are there any uninsured subcontractors?': {
    id: 'wc.uninsuredSubcontractors',
    known: (s) => (s.workersComp?.usesSubcontractors === false ? false : undefined),
  },
  'Do any employees work at heights over 15 feet?': { id: 'operations.workAtHeights' },
  'Is there a formal return-to-work program?': { id: 'pioneer-casualty:return_to_work_program' },
  'Does the applicant transport hazardous materials?': { id: 'pioneer-casualty:transports_hazmat' },
  'Number of losses in the past 3 years': {
    id: 'history.lossesPast3Years',
    // WC claims are this line's losses; other lines' claim counts do not cover property losses.
    known: (s, line) => (line === 'wc' ? s.workersComp?.claimsLastThreeYears?.toString() : undefined),
  },
  // Per line: the BOP carrier is not the WC carrier, and answers are remembered per client by id.
  'Current or prior carrier': {
    id: (line) => `pioneer-casualty:current_carrier_${line}`,
    known: (s, line) => currentCarrierOf(s, line),
  },
  'Describe safety program': { id: 'operations.safetyProgram' },
};

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '')
    .slice(0, 60);

/** The questions the page shows, as one call for a person, and the page's values from the answers. */
export function underwritingQuestionnaire(
  s: Submission,
  line: PioneerLine,
  shown: PageQuestion[],
): Questionnaire<Fill[]> {
  const asker = new Asker();
  const readers = shown.map((question) => {
    const entry = KNOWN[question.text];
    const id = entry
      ? typeof entry.id === 'function'
        ? entry.id(line)
        : entry.id
      : // A question no mapping here knows: canonical when the vocabulary knows its wording.
        (recogniseQuestion(question.text) ?? (`pioneer-casualty:${slug(question.text)}` as const));
    const known = entry?.known?.(s, line);
    if (question.type === 'yes_no') {
      const read = asker.yesNo(typeof known === 'boolean' ? known : undefined, id, question.text);
      return (answers: Record<string, Answer>): Fill => ({
        label: question.text,
        value: yesNo(read(answers)),
      });
    }
    if (question.type === 'choice') {
      const choices = question.choices ?? [];
      const read = asker.choice(
        known === undefined ? undefined : matchChoice(String(known), choices),
        id,
        question.text,
        choices,
      );
      // An answer that is none of the options is refused as data, naming the options.
      return (answers: Record<string, Answer>): Fill => ({
        label: question.text,
        value: read(answers),
        offered: true,
      });
    }
    const notes = [question.hint, question.required ? '' : 'optional: leave blank if none'].filter(Boolean);
    const text = notes.length > 0 ? `${question.text} (${notes.join('; ')})` : question.text;
    const typed = isCanonicalQuestion(id) ? questionVocabulary[id].type : 'text';
    const read = asker.text(known === undefined ? undefined : String(known), id, text, {
      optional: !question.required,
      ...(typed === 'year' || typed === 'integer' || typed === 'money' ? { type: typed } : {}),
    });
    return (answers: Record<string, Answer>): Fill => ({ label: question.text, value: read(answers) });
  });
  return {
    questions: asker.questions,
    read: (answers) => readers.map((read) => read(answers)),
  };
}
