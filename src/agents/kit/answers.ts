// A person's answers read back as the values a playbook types: the answer to a question by its id, a
// yes/no however it was given (true, "Yes", "y"), text trimmed. A missing or unreadable answer is our
// fault (the question was not asked as read), never guessed.
import type { Answer } from '../playbook.ts';

export type Answers = Record<string, Answer>;

export function answerOf(answers: Answers, id: string): Answer {
  const value = answers[id];
  if (value === undefined) throw new Error(`No answer for question ${id}`);
  return value;
}

export function readYesNo(answers: Answers, id: string): boolean {
  const value = answerOf(answers, id);
  if (typeof value === 'boolean') return value;
  if (/^(yes|y|true)$/i.test(value.trim())) return true;
  if (/^(no|n|false)$/i.test(value.trim())) return false;
  throw new Error(`Question ${id} needs a yes/no answer, got "${value}"`);
}

/** The answer as text; '' for an `optional` question left unanswered. */
export function readText(answers: Answers, id: string, optional = false): string {
  if (optional && answers[id] === undefined) return '';
  return String(answerOf(answers, id)).trim();
}
