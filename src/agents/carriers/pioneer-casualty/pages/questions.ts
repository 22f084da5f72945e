// What a person must answer on a ProducerNet page, gathered into ONE question list per page, and how
// the answers (with what the submission already says) become the page's values. Ids are canonical
// (src/agents/questions.ts) where one fits, else `pioneer-casualty:<slug>`.
import type { Submission } from '../../../../domain/quote-request/model/submission.ts';
import { type Answers, answerOf, readText, readYesNo } from '../../../kit/answers.ts';
import type { UnderwritingQuestion } from '../../../playbook.ts';
import type { CanonicalQuestionId } from '../../../questions.ts';
import { type Building, buildingFactsOf, legalEntityOf, ownedVehiclesOf } from '../mapping.ts';

export type { Answers };
export { readText, readYesNo };
export type QuestionId = CanonicalQuestionId | `pioneer-casualty:${string}`;

/** A page's questions for a person, and how their answers (plus the submission) become values. */
export interface Questionnaire<T> {
  questions: UnderwritingQuestion[];
  read(answers: Answers): T;
}

/** Collects the questions of one page; each method gives back a reader of the value (known or answered). */
export class Asker {
  readonly questions: UnderwritingQuestion[] = [];

  private add(question: UnderwritingQuestion) {
    this.questions.push(question);
  }

  /** A yes/no the submission knows, else asked. */
  yesNo(known: boolean | undefined, id: QuestionId, text: string, when?: UnderwritingQuestion['when']) {
    if (known !== undefined) return () => known;
    this.add({ id, text, type: 'yes_no', ...(when ? { when } : {}) });
    return (answers: Answers) => readYesNo(answers, id);
  }

  /** A text value the submission knows, else asked; `optional` ones may be answered blank. */
  text(
    known: string | undefined,
    id: QuestionId,
    text: string,
    options: {
      optional?: boolean;
      when?: UnderwritingQuestion['when'];
      /** A year, count or amount is checked as one when answered (it comes back as digits). */
      type?: 'text' | 'year' | 'integer' | 'money';
    } = {},
  ) {
    if (known !== undefined) return () => known;
    this.add({ id, text, type: options.type ?? 'text', ...(options.when ? { when: options.when } : {}) });
    return (answers: Answers) => readText(answers, id, options.optional);
  }

  /** One of the page's own options, known or asked; answers are matched to them loosely. */
  choice(known: string | undefined, id: QuestionId, text: string, choices: string[]) {
    if (known !== undefined) return () => known;
    this.add({ id, text, type: 'choice', choices });
    return (answers: Answers) => readChoice(answers, id, choices);
  }
}

/**
 * The option an answer stands for: the same text in any case; for a count ("None", "1", "2", "3 or
 * more") also a number or "0" (answers remembered from other carriers' wording). Otherwise the answer
 * itself, which the page then refuses as an option it does not offer.
 */
export function readChoice(answers: Answers, id: string, choices: string[]): string {
  return matchChoice(String(answerOf(answers, id)).trim(), choices);
}

export function matchChoice(text: string, choices: string[]): string {
  const same = choices.find((c) => c.toLowerCase() === text.toLowerCase());
  if (same) return same;
  const count = /^(none|no|zero|no losses)$/i.test(text) ? 0 : Number.parseInt(text, 10);
  if (!Number.isInteger(count) || count < 0) return text;
  const counted = choices.find((choice) => {
    if (count === 0 && /^(none|0)$/i.test(choice)) return true;
    const floor = /^(\d+)\s*(\+|or more)$/i.exec(choice)?.[1];
    return choice === String(count) || (floor !== undefined && count >= Number(floor));
  });
  return counted ?? text;
}

/** Applicant Information: only a business type without a ProducerNet entity (`other`) is asked. */
export function applicantQuestionnaire(s: Submission, entityChoices: string[]): Questionnaire<string> {
  const asker = new Asker();
  const entity = asker.choice(
    legalEntityOf(s),
    'pioneer-casualty:legal_entity',
    'Legal Entity of the applicant',
    entityChoices,
  );
  return { questions: asker.questions, read: entity };
}

/**
 * Property & Liability: the building facts the submission lacks. The replacement cost is a follow-up:
 * asked only of an owner (`when`), or directly when the submission says the insured owns it.
 */
export function buildingQuestionnaire(s: Submission, constructionChoices: string[]): Questionnaire<Building> {
  const facts = buildingFactsOf(s);
  const asker = new Asker();
  const ownedId = 'pioneer-casualty:building_owned';
  const owned = asker.yesNo(facts.owned, ownedId, 'Does the insured own the building?');
  const value = asker.text(
    facts.buildingValue,
    'pioneer-casualty:building_replacement_cost',
    'Building Replacement Cost (replacement cost of the building the insured owns, $)',
    facts.owned === undefined ? { when: { questionId: ownedId, answer: true } } : {},
  );
  const construction = asker.choice(
    facts.construction,
    'building.constructionType',
    'Construction Type of the building',
    constructionChoices,
  );
  const yearBuilt = asker.text(facts.yearBuilt, 'building.yearBuilt', 'Year Built (YYYY)', { type: 'year' });
  const squareFeet = asker.text(facts.squareFeet, 'building.squareFeet', 'Total Square Footage', {
    type: 'integer',
  });
  const sprinklered = asker.yesNo(
    facts.sprinklered,
    'building.sprinklered',
    'Is the building fully sprinklered?',
  );
  return {
    questions: asker.questions,
    read(answers) {
      const isOwner = owned(answers);
      return {
        owned: isOwner,
        // A follow-up's answer counts only when its condition holds.
        buildingValue: isOwner ? value(answers).replace(/[^\d.]/g, '') : '',
        construction: construction(answers),
        yearBuilt: yearBuilt(answers).replace(/\D/g, ''),
        squareFeet: squareFeet(answers).replace(/[^\d]/g, ''),
        sprinklered: sprinklered(answers),
      };
    },
  };
}

/** Underlying Insurance: the owned vehicles behind a scheduled auto policy, when no auto schedule says. */
export function umbrellaQuestionnaire(s: Submission): Questionnaire<number> {
  const asker = new Asker();
  const known = ownedVehiclesOf(s);
  const vehicles = asker.text(
    known === undefined ? undefined : String(known),
    'pioneer-casualty:owned_vehicles',
    'Number of owned vehicles insured on the underlying auto policy',
  );
  return {
    questions: asker.questions,
    read: (answers) => Number.parseInt(vehicles(answers).replace(/[^\d]/g, ''), 10) || 0,
  };
}
