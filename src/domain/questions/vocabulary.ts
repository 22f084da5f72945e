// One question vocabulary: questions that mean the same on every carrier portal carry one canonical id,
// so an answer a person gives for one carrier serves the same client on every other one (answers are
// remembered per client by id). Each entry says how its answer is typed and how portals word it, so a
// playbook (or the page inventory, for a question no mapping knows) recognises it in the portal's own
// words. Carrier-specific questions use `<carrierId>:<slug>`.
import { constructionTypes } from '../quote-request/vocabulary.ts';

export const answerTypes = ['year', 'integer', 'money', 'choice', 'yes_no', 'text'] as const;
export type AnswerType = (typeof answerTypes)[number];

export interface VocabularyEntry {
  /** How we ask it when no portal wording is at hand. */
  text: string;
  type: AnswerType;
  /** The canonical choices (a portal's own options are mapped to and from these). */
  choices?: readonly string[];
  /** Portal wordings that mean this question (labels and question texts). */
  recognise?: RegExp;
}

/** ISO construction classes as a person reads them, in the order of `constructionTypes`. */
export const constructionLabels = [
  'Frame',
  'Joisted Masonry',
  'Non-Combustible',
  'Masonry Non-Combustible',
  'Modified Fire Resistive',
  'Fire Resistive',
] as const;

export const LOSS_COUNT_CHOICES = ['None', '1', '2', '3 or more'] as const;

const entries = {
  'applicant.fein': {
    text: 'Federal Employer Identification Number (FEIN), NN-NNNNNNN',
    type: 'text',
    recognise: /\bfein\b|\btax id\b|\bfederal employer id/i,
  },
  'building.yearBuilt': {
    text: 'Year the building was built',
    type: 'year',
    recognise: /\byear (the building was )?(built|constructed)\b/i,
  },
  'building.squareFeet': {
    text: 'Total square footage of the building',
    type: 'integer',
    recognise: /\bsquare (feet|footage)\b|\bsq\.? ?ft\b/i,
  },
  'building.constructionType': {
    text: 'Construction type of the building',
    type: 'choice',
    choices: constructionLabels,
    recognise: /\bconstruction (type|class)\b/i,
  },
  'building.sprinklered': {
    text: 'Is the building fully sprinklered?',
    type: 'yes_no',
    recognise: /\bsprinklered\b/i,
  },
  'operations.description': {
    text: 'Describe the applicant’s operations',
    type: 'text',
    recognise: /\b(description of|describe( the applicant.s)?) operations\b/i,
  },
  'operations.alcoholSales': {
    text: 'Does the applicant sell, serve or furnish alcoholic beverages?',
    type: 'yes_no',
    recognise: /\balcoholic beverages\b/i,
  },
  'operations.hazardousMaterials': {
    text: 'Does the applicant haul, store or handle hazardous materials?',
    type: 'yes_no',
  },
  'operations.workAtHeights': { text: 'Do employees work at heights (above 15 feet)?', type: 'yes_no' },
  'operations.safetyProgram': { text: 'Describe the safety program', type: 'text' },
  'operations.outOfStateTravel': { text: 'Do employees travel out of state?', type: 'yes_no' },
  'operations.ownerYearsExperience': {
    text: 'How many years of experience does the owner or manager have in this industry?',
    type: 'integer',
    recognise: /\byears? of (industry )?experience\b|\bexperience in (this|the) industry\b/i,
  },
  'operations.writtenSafetyProgram': {
    text: 'Does the applicant have a written safety program?',
    type: 'yes_no',
    recognise: /\bwritten safety program\b/i,
  },
  'products.ownLabel': { text: 'Are products sold under the applicant’s own label?', type: 'yes_no' },
  'history.lossesPast3Years': {
    text: 'How many losses or claims in the past 3 years?',
    type: 'choice',
    choices: LOSS_COUNT_CHOICES,
  },
  'history.priorCancellation': {
    text: 'Has any insurer cancelled, declined or non-renewed the applicant in the past 3 years?',
    type: 'yes_no',
  },
  'gl.usesSubcontractors': { text: 'Does the applicant use subcontractors?', type: 'yes_no' },
  'gl.subcontractorsWithoutCertificates': {
    text: 'Does the applicant use subcontractors without certificates of insurance?',
    type: 'yes_no',
  },
  'wc.uninsuredSubcontractors': { text: 'Are there any uninsured subcontractors?', type: 'yes_no' },
  'cyber.priorIncident': { text: 'Any cyber incident or breach in the past 5 years?', type: 'yes_no' },
} as const satisfies Record<string, VocabularyEntry>;

export type CanonicalQuestionId = keyof typeof entries;
export const questionVocabulary: Readonly<Record<CanonicalQuestionId, VocabularyEntry>> = entries;

export function isCanonicalQuestion(id: string): id is CanonicalQuestionId {
  return Object.hasOwn(entries, id);
}

/** The canonical question a portal's wording means, if the vocabulary knows one. */
export function recogniseQuestion(wording: string): CanonicalQuestionId | undefined {
  const ids = Object.keys(entries) as CanonicalQuestionId[];
  return ids.find((id) => (questionVocabulary[id].recognise as RegExp | undefined)?.test(wording));
}

/** Each ISO construction class by its name as a person reads it (`joisted_masonry` → "Joisted Masonry"). */
export const constructionNames: Readonly<Record<string, string>> = Object.fromEntries(
  constructionTypes.map((type, i) => [type, constructionLabels[i]!]),
);

/** The construction class of a canonical answer ("Joisted Masonry" → `joisted_masonry`). */
export function constructionTypeOf(answer: string): (typeof constructionTypes)[number] | undefined {
  const index = constructionLabels.findIndex((l) => l.toLowerCase() === answer.trim().toLowerCase());
  return index < 0 ? undefined : constructionTypes[index];
}
