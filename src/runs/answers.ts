// Underwriting answers remembered per client: the next carrier asking the same question (by id) for
// the same client is answered without a pause.
import type { Answer, UnderwritingQuestion } from '../agents/playbook.ts';
import { checkAnswer } from '../domain/questions/check-answer.ts';
import { findClientAnswers, saveClientAnswer } from '../store/client-answers.ts';
import type { Queryable } from '../store/db.ts';

/**
 * The answers the request gave up front (`answers` of the create body, decision 0038) to these questions,
 * each only where it fits this portal's question; one that does not fit is asked as if not given.
 */
export function givenAnswers(
  given: Readonly<Record<string, unknown>> | undefined,
  questions: readonly UnderwritingQuestion[],
): Record<string, Answer> {
  const out: Record<string, Answer> = {};
  for (const q of questions) {
    if (!given || !Object.hasOwn(given, q.id)) continue;
    const checked = checkAnswer(q, given[q.id]);
    if (checked.ok) out[q.id] = checked.answer;
  }
  return out;
}

export async function rememberedAnswers(
  db: Queryable,
  clientId: string,
  questions: readonly UnderwritingQuestion[],
): Promise<Record<string, Answer>> {
  if (questions.length === 0) return {};
  const rows = await findClientAnswers(
    db,
    clientId,
    questions.map((q) => q.id),
  );
  const out: Record<string, Answer> = {};
  for (const q of questions) {
    const row = rows.find((r) => r.questionKey === q.id);
    // A remembered answer serves only if it fits this portal's question (its choices, its type).
    const checked = row ? checkAnswer(q, row.answer) : undefined;
    if (checked?.ok) out[q.id] = checked.answer;
  }
  return out;
}

export async function rememberAnswers(
  db: Queryable,
  clientId: string,
  questions: readonly UnderwritingQuestion[],
  answers: Record<string, Answer>,
): Promise<void> {
  for (const q of questions) {
    if (!(q.id in answers)) continue;
    await saveClientAnswer(db, clientId, { key: q.id, text: q.text }, answers[q.id]!);
  }
}
