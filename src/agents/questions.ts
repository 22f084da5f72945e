// Questions as playbooks build them: a canonical question (src/domain/questions/vocabulary.ts) keeps the
// vocabulary's id and answer type and shows the portal's own wording, so an answer a person gave for
// one carrier is reused for the same client on every other one. Portal-specific questions use
// `<carrierId>:<slug>`.
import { type CanonicalQuestionId, questionVocabulary } from '../domain/questions/vocabulary.ts';
import type { UnderwritingQuestion } from './playbook.ts';

export type { CanonicalQuestionId };

/** A canonical question in the portal's words (its own choices where they differ from ours). */
export function canonicalQuestion(
  id: CanonicalQuestionId,
  text: string = questionVocabulary[id].text,
  choices?: readonly string[],
): UnderwritingQuestion {
  const entry = questionVocabulary[id];
  const offered = choices ?? entry.choices;
  return { id, text, type: entry.type, ...(offered ? { choices: [...offered] } : {}) };
}

export const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 60);
