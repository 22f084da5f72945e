// What a person must answer for a Cascade page, gathered into ONE question list per page, and the
// values that come back. The submission answers what it can (mapping.ts); ids are canonical where the
// question means the same on every portal (building facts, a prior cyber incident), else Cascade's own.
import { constructionTypeOf } from '../../../../domain/questions/vocabulary.ts';
import type { Submission } from '../../../../domain/quote-request/model/submission.ts';
import { type Answers, readText, readYesNo } from '../../../kit/answers.ts';
import type { PlaybookContext, UnderwritingQuestion } from '../../../playbook.ts';
import { type CanonicalQuestionId, canonicalQuestion } from '../../../questions.ts';
import {
  BASIS_WORDS,
  CARRIER_ID,
  type CascadeLine,
  ENTITY_TYPES,
  entityOf,
  glExposure,
  knownLossHistory,
  type LossHistory,
} from '../mapping.ts';

const text = (answers: Answers, id: string) => readText(answers, id);
const yes = (answers: Answers, id: string) => readYesNo(answers, id);

/** A page's questions for a person, and how their answers (plus the submission) become its values. */
export interface Questionnaire<T> {
  questions: UnderwritingQuestion[];
  read(answers: Answers): T;
}

/** Answers a questionnaire with ONE call for a person, none when the submission answered everything. */
export async function answer<T>(ctx: PlaybookContext, questionnaire: Questionnaire<T>): Promise<T> {
  const { questions } = questionnaire;
  return questionnaire.read(questions.length > 0 ? await ctx.answerQuestions(questions) : {});
}

const own = (slug: string) => `${CARRIER_ID}:${slug}`;

/** Collects questions; each known value is kept, each unknown one asked and read back. */
class Asker {
  readonly questions: UnderwritingQuestion[] = [];

  private ask(question: UnderwritingQuestion): string {
    this.questions.push(question);
    return question.id;
  }

  canonical<T>(
    known: T | undefined,
    id: CanonicalQuestionId,
    wording: string,
    read: (a: Answers, id: string) => T,
  ) {
    const asked = known === undefined ? this.ask(canonicalQuestion(id, wording)) : undefined;
    return (answers: Answers): T => (asked ? read(answers, asked) : (known as T));
  }

  own<T>(
    known: T | undefined,
    question: Omit<UnderwritingQuestion, 'id'> & { slug: string },
    read: (a: Answers, id: string) => T,
  ) {
    const { slug, ...rest } = question;
    const asked = known === undefined ? this.ask({ id: own(slug), ...rest }) : undefined;
    return (answers: Answers): T => (asked ? read(answers, asked) : (known as T));
  }
}

/** Business: only an entity Cascade has no equivalent for (`other`) is asked. */
export function businessQuestionnaire(submission: Submission): Questionnaire<string> {
  const asker = new Asker();
  const entity = asker.own(
    entityOf(submission),
    {
      slug: 'legal_entity',
      text: 'Legal entity (the legal form of the business)',
      type: 'choice',
      choices: [...ENTITY_TYPES],
    },
    text,
  );
  return { questions: asker.questions, read: entity };
}

/** What Coverage needs beyond the submission, by the portal's labels. */
export interface CoverageAnswers {
  /** The class chosen among several the NAICS code fits (an option's text). */
  classOption?: string;
  /** Label → value for the line's fields a person supplied. */
  values: Record<string, string>;
}

/**
 * Coverage: the class among several (when the submission does not settle it), a GL exposure the
 * submission holds on no fitting basis, the BOP building facts it lacks, the cyber answers it lacks.
 */
export function coverageQuestionnaire(
  line: CascadeLine,
  submission: Submission,
  classCode: string,
  classOptions: readonly string[],
): Questionnaire<CoverageAnswers> {
  const asker = new Asker();
  const classOption =
    classOptions.length > 1
      ? asker.own(
          undefined,
          {
            slug: 'class_code',
            text: `Which of Cascade Commercial's class codes describes the business (NAICS ${submission.input.industryCode})?`,
            type: 'choice',
            choices: [...classOptions],
          },
          text,
        )
      : undefined;
  const fields: [string, (a: Answers) => string | undefined][] = [];
  if (line === 'gl') {
    const exposure = glExposure(submission, classCode);
    fields.push([
      'Exposure',
      asker.own(
        exposure.amount,
        {
          slug: `gl_exposure_${exposure.basis}`,
          text: `Exposure for class ${classCode}: ${BASIS_WORDS[exposure.basis]}`,
          type: exposure.basis === 'sales' || exposure.basis === 'payroll' ? 'money' : 'integer',
        },
        text,
      ),
    ]);
  }
  if (line === 'bop') {
    const b = submission.businessOwners ?? {};
    const str = (n: number | undefined) => (n === undefined ? undefined : String(n));
    fields.push(
      [
        'Construction type',
        asker.canonical(b.constructionType, 'building.constructionType', 'Construction type', (a, id) => {
          const chosen = constructionTypeOf(text(a, id));
          if (!chosen) throw new Error(`"${text(a, id)}" is not a construction type`);
          return chosen;
        }),
      ],
      ['Year built', asker.canonical(str(b.yearBuilt), 'building.yearBuilt', 'Year built', text)],
      [
        'Square footage',
        asker.canonical(
          str(b.squareFeet),
          'building.squareFeet',
          'Square footage (the area the business occupies)',
          text,
        ),
      ],
      [
        'Is the building fully sprinklered?',
        (() => {
          const read = asker.canonical(
            b.sprinklered,
            'building.sprinklered',
            'Is the building fully sprinklered?',
            yes,
          );
          return (a: Answers) => (read(a) ? 'Yes' : 'No');
        })(),
      ],
    );
  }
  if (line === 'cyber') fields.push(...cyberFields(asker, submission));
  return {
    questions: asker.questions,
    read: (answers) => ({
      ...(classOption ? { classOption: classOption(answers) } : {}),
      values: Object.fromEntries(
        fields.flatMap(([label, read]) => {
          const value = read(answers);
          return value === undefined ? [] : [[label, value]];
        }),
      ),
    }),
  };
}

/** The cyber questions Cascade asks that our submission may leave out, by its wording. */
export const CYBER_WORDING = {
  mfa: 'Is multi-factor authentication required for e-mail and remote access?',
  encryption: 'Is sensitive data encrypted at rest and in transit?',
  backups: 'Are backups kept offline or immutable, with restores tested?',
  edr: 'Is endpoint detection and response (EDR) deployed on every endpoint?',
  training: 'Do employees complete security awareness training every year?',
  irPlan: 'Is there a written incident response plan?',
  incidents: 'Any cyber incidents, breaches or cyber claims in the past 5 years?',
  cards: 'Does the business accept payment cards?',
  pci: 'Is the business PCI DSS compliant?',
};

function cyberFields(asker: Asker, submission: Submission): [string, (a: Answers) => string | undefined][] {
  const cyber = submission.cyber!;
  const controls = cyber.securityControls;
  const yesNo = (read: (a: Answers) => boolean) => (a: Answers) => (read(a) ? 'Yes' : 'No');
  const control = (known: boolean | undefined, slug: string, wording: string) =>
    yesNo(asker.own(known, { slug, text: wording, type: 'yes_no' }, yes));
  const cards = asker.own(
    cyber.acceptsPaymentCards,
    { slug: 'accepts_payment_cards', text: CYBER_WORDING.cards, type: 'yes_no' },
    yes,
  );
  // One call per page: PCI is asked with the cards question, answered only after a Yes.
  const pci =
    cyber.acceptsPaymentCards === false
      ? undefined
      : asker.own(
          cyber.pciCompliant,
          {
            slug: 'pci_compliant',
            text: CYBER_WORDING.pci,
            type: 'yes_no',
            ...(cyber.acceptsPaymentCards === undefined
              ? { when: { questionId: own('accepts_payment_cards'), answer: true } }
              : {}),
          },
          yes,
        );
  return [
    [CYBER_WORDING.mfa, () => (controls.mfa ? 'Yes' : 'No')],
    [CYBER_WORDING.encryption, () => (controls.encryption ? 'Yes' : 'No')],
    [CYBER_WORDING.backups, () => (controls.backups ? 'Yes' : 'No')],
    [CYBER_WORDING.edr, control(controls.endpointDetection, 'edr', CYBER_WORDING.edr)],
    [CYBER_WORDING.training, control(controls.securityTraining, 'security_training', CYBER_WORDING.training)],
    [
      CYBER_WORDING.irPlan,
      control(controls.incidentResponsePlan, 'incident_response_plan', CYBER_WORDING.irPlan),
    ],
    [
      CYBER_WORDING.incidents,
      yesNo(asker.canonical(cyber.priorIncidents, 'cyber.priorIncident', CYBER_WORDING.incidents, yes)),
    ],
    [CYBER_WORDING.cards, yesNo(cards)],
    [CYBER_WORDING.pci, (a) => (pci && cards(a) ? (pci(a) ? 'Yes' : 'No') : undefined)],
  ];
}

/** Loss history: the line's losses in the past 3 years, from the submission or a person. */
export function lossQuestionnaire(line: CascadeLine, submission: Submission): Questionnaire<LossHistory> {
  const known = knownLossHistory(line, submission);
  if (known) return { questions: [], read: () => known };
  const asker = new Asker();
  const count = asker.own(
    undefined,
    {
      slug: `losses_past_3_years_${line}`,
      text: `Number of losses on this line (${line}) in the past 3 years`,
      type: 'integer',
      hint: 'As the loss runs show them; 0 when there were none.',
    },
    text,
  );
  const incurred = asker.own(
    undefined,
    {
      slug: `total_incurred_past_3_years_${line}`,
      text: 'Total incurred, past 3 years (USD)',
      type: 'money',
      hint: 'Paid plus reserved, all losses together; 0 with no losses.',
    },
    text,
  );
  const open = asker.own(
    undefined,
    { slug: `open_claims_${line}`, text: 'Are any claims still open?', type: 'yes_no' },
    yes,
  );
  return {
    questions: asker.questions,
    read: (answers) => {
      const losses = count(answers);
      return Number(losses) === 0
        ? { count: '0', incurred: '0', open: false }
        : { count: losses, incurred: incurred(answers), open: open(answers) };
    },
  };
}
