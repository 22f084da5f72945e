// What a person must answer on a page, gathered into ONE question list, and the page values that come
// back. The submission answers what it can: no GL claims in five years means no losses in three; an
// occupancy of 100% means no other tenants; a GL subcontract cost says whether subcontractors are used;
// an auto schedule or auto underlying policy means vehicles; a Summit Mutual underlying carrier gives
// the account credit question. Ids are canonical (src/agents/questions.ts) where one fits.
import type { Submission } from '../../../../domain/quote-request/model/submission.ts';
import { type Answers, answerOf, readText, readYesNo } from '../../../kit/answers.ts';
import type { Fill } from '../../../kit/fill.ts';
import type { Answer, UnderwritingQuestion } from '../../../playbook.ts';
import type { CanonicalQuestionId } from '../../../questions.ts';
import {
  type BuildingFacts,
  buildingFactsOf,
  CONSTRUCTION_TYPES,
  ENTITY_TYPES,
  entityTypeOf,
  type SummitLine,
  yesNo,
} from '../mapping.ts';

export type { Answers };

type QuestionId = CanonicalQuestionId | `summit-mutual:${string}`;

/** A page's questions for a person, and how their answers (plus the submission) become values. */
export interface Questionnaire<T> {
  questions: UnderwritingQuestion[];
  read(answers: Answers): T;
}

/** The portal's wording, which is also what the person is shown. */
export const WORDING = {
  alcohol: 'Does the applicant sell, serve or furnish alcoholic beverages?',
  losses: 'Number of losses in the past 3 years',
  cancelled: 'Has any insurer cancelled, declined or non-renewed this applicant in the past 3 years?',
  cancelExplain: 'If yes, please explain',
  otherTenants: 'Are any portions of the building occupied by other tenants?',
  subcontractors: 'Does the applicant use subcontractors?',
  vehicles: 'Does the applicant own, lease or operate any vehicles?',
  summitUnderlying: 'Are any of the underlying policies written by Summit Mutual?',
  aircraft: 'Describe any aircraft or watercraft exposure (leave blank if none)',
  remarks: 'Additional Underwriting Remarks',
};

export const LOSS_CHOICES = ['None', '1', '2', '3 or more'];

class Asker {
  readonly questions: UnderwritingQuestion[] = [];

  ask(
    id: QuestionId,
    text: string,
    type: UnderwritingQuestion['type'],
    choices?: string[],
    when?: UnderwritingQuestion['when'],
  ) {
    this.questions.push({ id, text, type, ...(choices ? { choices } : {}), ...(when ? { when } : {}) });
    return id;
  }

  /** A yes/no the submission knows, else asked; read back as a boolean. */
  yesNo(known: boolean | undefined, id: QuestionId, text: string) {
    const asked = known === undefined ? this.ask(id, text, 'yes_no') : undefined;
    return (answers: Answers) => (asked ? readYesNo(answers, asked) : (known as boolean));
  }
}

/** Summit's loss-count option for an answer given here or, in other words, for another carrier. */
export function lossChoice(answer: Answer): string {
  const text = String(answer).trim();
  const exact = LOSS_CHOICES.find((c) => c.toLowerCase() === text.toLowerCase());
  if (exact) return exact;
  if (/^(0|zero|no|none|no losses)$/i.test(text)) return 'None';
  const count = Number.parseInt(text, 10);
  if (Number.isInteger(count) && count >= 0)
    return count >= 3 ? '3 or more' : count === 0 ? 'None' : String(count);
  throw new Error(`"${text}" is not a number of losses`);
}

/** Applicant page: only an entity type we cannot translate (`other`) is asked. */
export function applicantQuestionnaire(submission: Submission): Questionnaire<string> {
  const known = entityTypeOf(submission);
  const asker = new Asker();
  if (!known)
    asker.ask('summit-mutual:entity_type', 'Entity Type (legal form of the applicant)', 'choice', [
      ...ENTITY_TYPES,
    ]);
  return {
    questions: asker.questions,
    read: (answers) => known ?? readText(answers, 'summit-mutual:entity_type'),
  };
}

/** Location & Building: building characteristics the submission lacks. */
export function buildingQuestionnaire(submission: Submission): Questionnaire<BuildingFacts> {
  const facts = buildingFactsOf(submission);
  const asker = new Asker();
  const text = (
    value: string | undefined,
    id: QuestionId,
    question: string,
    type: 'text' | 'year' | 'integer' | 'money' = 'text',
  ) => {
    const asked = value === undefined ? asker.ask(id, question, type) : undefined;
    return (answers: Answers) => (asked ? readText(answers, asked) : value);
  };
  const buildingLimit = text(
    facts.buildingLimit,
    'summit-mutual:building_limit',
    'Building Limit (replacement cost of the building the applicant owns, $)',
    'money',
  );
  const construction = facts.construction
    ? undefined
    : asker.ask(
        'building.constructionType',
        'Construction Type',
        'choice',
        Object.values(CONSTRUCTION_TYPES),
      );
  const yearBuilt = text(facts.yearBuilt, 'building.yearBuilt', 'Year Built (YYYY)', 'year');
  const squareFeet = text(facts.squareFeet, 'building.squareFeet', 'Total Square Feet', 'integer');
  const sprinklered = asker.yesNo(
    facts.sprinklered,
    'building.sprinklered',
    'Is the building fully sprinklered?',
  );
  return {
    questions: asker.questions,
    read: (answers) => ({
      owner: facts.owner,
      buildingLimit: buildingLimit(answers),
      construction: construction ? readText(answers, construction) : facts.construction,
      yearBuilt: yearBuilt(answers),
      squareFeet: squareFeet(answers),
      sprinklered: sprinklered(answers),
    }),
  };
}

/** Underwriting Questions: the page's fields for the line, in page order. */
export function underwritingQuestionnaire(
  submission: Submission,
  line: SummitLine,
  remarks: string,
): Questionnaire<Fill[]> {
  const asker = new Asker();
  const remark: Fill = { label: WORDING.remarks, value: remarks };
  if (line === 'umbrella') {
    const umbrella = submission.umbrella;
    const policies = umbrella?.underlyingPolicies ?? [];
    const hasVehicles =
      (submission.commercialAuto?.vehicles.length ?? 0) > 0 ||
      policies.some((p) => p.line === 'auto') ||
      undefined;
    const vehicles = asker.yesNo(hasVehicles, 'summit-mutual:operates_vehicles', WORDING.vehicles);
    const summit = policies.some((p) => /summit mutual/i.test(p.carrier));
    asker.ask('summit-mutual:aircraft_watercraft', WORDING.aircraft, 'text');
    return {
      questions: asker.questions,
      read: (answers) => [
        { label: WORDING.vehicles, value: yesNo(vehicles(answers)) },
        { label: WORDING.summitUnderlying, value: yesNo(summit) },
        { label: WORDING.aircraft, value: readText(answers, 'summit-mutual:aircraft_watercraft') },
        remark,
      ],
    };
  }

  const gl = submission.generalLiability;
  const alcohol = asker.yesNo(undefined, 'operations.alcoholSales', WORDING.alcohol);
  const noLosses = gl?.claimsLastFiveYears === 0 ? 'None' : undefined;
  if (!noLosses) asker.ask('history.lossesPast3Years', WORDING.losses, 'choice', LOSS_CHOICES);
  const cancelled = asker.yesNo(undefined, 'history.priorCancellation', WORDING.cancelled);
  // One call per page: the explanation is asked alongside, as a follow-up answered only after a Yes.
  asker.ask(
    'summit-mutual:prior_cancellation_explanation',
    'If an insurer cancelled, declined or non-renewed the applicant: please explain',
    'text',
    undefined,
    { questionId: 'history.priorCancellation', answer: true },
  );
  const occupied = submission.businessOwners?.occupiedPercent;
  const otherTenants =
    line === 'bop'
      ? asker.yesNo(occupied === 100 ? false : undefined, 'summit-mutual:other_tenants', WORDING.otherTenants)
      : undefined;
  const subcontracts = gl?.subcontractorCost === undefined ? undefined : gl.subcontractorCost > 0;
  const subcontractors =
    line === 'gl' ? asker.yesNo(subcontracts, 'gl.usesSubcontractors', WORDING.subcontractors) : undefined;
  return {
    questions: asker.questions,
    read: (answers) => {
      const yes = cancelled(answers);
      const fills: Fill[] = [
        { label: WORDING.alcohol, value: yesNo(alcohol(answers)) },
        {
          label: WORDING.losses,
          value: noLosses ?? lossChoice(answerOf(answers, 'history.lossesPast3Years')),
        },
        { label: WORDING.cancelled, value: yesNo(yes) },
        {
          label: WORDING.cancelExplain,
          value: yes ? readText(answers, 'summit-mutual:prior_cancellation_explanation') : '',
        },
      ];
      if (otherTenants) fills.push({ label: WORDING.otherTenants, value: yesNo(otherTenants(answers)) });
      if (subcontractors)
        fills.push({ label: WORDING.subcontractors, value: yesNo(subcontractors(answers)) });
      fills.push(remark);
      return fills;
    },
  };
}

/** What AgentLink keeps in its remarks: our references, so a person can match the submission. */
export const remarksFor = (submission: Submission, jobId: string) =>
  `Agency reference ${submission.externalReference}; quoting job ${jobId}.`;
