// Harborline's underwriting questions: which our submission answers, which go to a person (under a
// canonical id where one fits, so an answer given for another carrier is reused), and how an answer
// becomes the portal's choice.

import {
  isCanonicalQuestion,
  questionVocabulary,
  recogniseQuestion,
} from '../../../../domain/questions/vocabulary.ts';
import type { Submission } from '../../../../domain/quote-request/model/submission.ts';
import { AgentError } from '../../../errors.ts';
import type { Answer, UnderwritingQuestion } from '../../../playbook.ts';

/** A question as the page shows it: its text, its control, and the choices' labels. */
export interface PortalQuestion {
  text: string;
  type: 'yes_no' | 'choice' | 'text';
  choices?: string[];
}

interface Known {
  id: string;
  /** What the person is asked, when not the portal's own wording (an inverted canonical question). */
  ask?: Omit<UnderwritingQuestion, 'id'>;
  /** The portal's answer from our submission, when it carries one. */
  fromSubmission?: (s: Submission, q: PortalQuestion) => string | undefined;
  /** A person's answer → the portal's answer (default: `toPortal`). */
  convert?: (answer: Answer, q: PortalQuestion) => string;
}

const yesNo = (flag: boolean | undefined) => (flag === undefined ? undefined : flag ? 'Yes' : 'No');

const KNOWN: Record<string, Known> = {
  'Do employees work at heights above 15 feet?': { id: 'operations.workAtHeights' },
  "How many workers' compensation claims has the business had in the past 3 years?": {
    id: 'history.lossesPast3Years',
    fromSubmission: (s, q) => band(s.workersComp?.claimsLastThreeYears, q.choices),
  },
  'Do you collect certificates of insurance from every subcontractor?': {
    // Asked the canonical way round ("…without certificates?"): yes means the portal's "No".
    id: 'gl.subcontractorsWithoutCertificates',
    ask: { text: questionVocabulary['gl.subcontractorsWithoutCertificates'].text, type: 'yes_no' },
    fromSubmission: (s) =>
      s.workersComp?.usesSubcontractors === false ? 'We do not use subcontractors' : undefined,
    convert: (answer) => (yes(answer) ? 'No' : 'Yes'),
  },
  'Do any vehicles haul hazardous materials?': { id: 'operations.hazardousMaterials' },
  'Does anyone not listed as a driver operate these vehicles?': { id: 'harborline:unlisted-drivers' },
  'How many at-fault accidents have the listed drivers had in the past 3 years?': {
    id: 'harborline:at-fault-accidents',
    fromSubmission: (s, q) => {
      const counts = s.commercialAuto?.drivers.map((d) => d.accidentsLastThreeYears) ?? [];
      if (counts.length === 0 || counts.some((c) => c === undefined)) return undefined;
      return band(
        counts.reduce((sum: number, c) => sum + (c ?? 0), 0),
        q.choices,
      );
    },
  },
  'Describe any subcontracted work': {
    id: 'harborline:subcontracted-work',
    fromSubmission: (s) => (s.generalLiability?.subcontractorCost === 0 ? 'None' : undefined),
  },
  'What share of annual revenue is paid to subcontractors?': {
    id: 'harborline:subcontracted-share',
    fromSubmission: (s, q) => {
      const cost = s.generalLiability?.subcontractorCost;
      if (cost === undefined || !(s.input.annualRevenue > 0)) return undefined;
      return band((cost / s.input.annualRevenue) * 100, q.choices);
    },
  },
  'Does the business work on new residential construction (tract homes, condominiums, townhomes)?': {
    id: 'harborline:new-residential-construction',
  },
  'Has the business had any general liability claims or lawsuits in the past 5 years?': {
    id: 'harborline:gl-claims-5-years',
    fromSubmission: (s) => {
      const claims = s.generalLiability?.claimsLastFiveYears;
      return yesNo(claims === undefined ? undefined : claims > 0);
    },
  },
};

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);

/** A question no mapping here knows is canonical when the vocabulary knows its wording. */
const known = (q: PortalQuestion): Known =>
  KNOWN[q.text] ?? { id: recogniseQuestion(q.text) ?? `harborline:${slug(q.text)}` };

/** A free-text question the vocabulary types as a year, count or amount is checked as one. */
function typeOf(id: string, q: PortalQuestion): UnderwritingQuestion['type'] {
  const typed = isCanonicalQuestion(id) ? questionVocabulary[id].type : undefined;
  return q.type === 'text' && (typed === 'year' || typed === 'integer' || typed === 'money') ? typed : q.type;
}

export interface AnswerPlan {
  /** Portal answers taken from our submission, by question text. */
  answered: Record<string, string>;
  /** What a person must answer (one `answerQuestions` call for the page). */
  ask: UnderwritingQuestion[];
}

export function planAnswers(questions: PortalQuestion[], s: Submission): AnswerPlan {
  const plan: AnswerPlan = { answered: {}, ask: [] };
  for (const q of questions) {
    const k = known(q);
    const fromUs = k.fromSubmission?.(s, q);
    if (fromUs !== undefined) plan.answered[q.text] = fromUs;
    else {
      const asked = k.ask ?? {
        text: q.text,
        type: typeOf(k.id, q),
        ...(q.choices ? { choices: q.choices } : {}),
      };
      plan.ask.push({ id: k.id, ...asked });
    }
  }
  return plan;
}

/** The person's answers (by id) → the portal's, by question text. */
export function portalAnswers(
  questions: PortalQuestion[],
  answers: Record<string, Answer>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const q of questions) {
    const k = known(q);
    const answer = answers[k.id];
    if (answer === undefined) throw new AgentError('internal_error', `No answer was given to ${k.id}`);
    out[q.text] = (k.convert ?? toPortal)(answer, q);
  }
  return out;
}

function yes(answer: Answer): boolean {
  if (typeof answer === 'boolean') return answer;
  return /^(y|yes|true)$/i.test(answer.trim());
}

/** yes/no → "Yes"/"No"; a choice by its text, or a number by the band it falls in; text as is. */
export function toPortal(answer: Answer, q: PortalQuestion): string {
  if (q.type === 'yes_no') return yes(answer) ? 'Yes' : 'No';
  if (q.type === 'text') return String(answer);
  const choices = q.choices ?? [];
  const text = String(answer).trim().toLowerCase();
  const exact = choices.find((c) => c.toLowerCase() === text);
  const numeric = /^\d+(\.\d+)?%?$/.test(text) ? band(Number.parseFloat(text), choices) : undefined;
  const choice = exact ?? numeric;
  if (choice === undefined) {
    throw new AgentError(
      'internal_error',
      `"${String(answer)}" is not one of ${choices.join(' / ')} (${q.text})`,
    );
  }
  return choice;
}

/** How a choice's text reads as a range ("%" dropped): value, first bound, second bound. */
const BANDS: [RegExp, (v: number, a: number, b: number) => boolean][] = [
  [/^none$/, (v) => v === 0],
  [/^(\d+)$/, (v, a) => v === a],
  [/^(\d+) to (\d+)$/, (v, a, b) => v >= a && v <= b],
  [/^(\d+) or more$/, (v, a) => v >= a],
  [/^less than (\d+)$/, (v, a) => v < a],
  [/^more than (\d+)$/, (v, a) => v > a],
];

/** The choice whose range holds `value`: "None", "2", "1 to 2", "3 or more", "Less than 25%", "More than 50%". */
export function band(value: number | undefined, choices: string[] = []): string | undefined {
  if (value === undefined || Number.isNaN(value)) return undefined;
  return choices.find((choice) => {
    const text = choice.trim().toLowerCase().replace(/%/g, '');
    for (const [pattern, holds] of BANDS) {
      const m = pattern.exec(text);
      if (m) return holds(value, Number(m[1]), Number(m[2]));
    }
    return false;
  });
}
