// Underwriting answers remembered per client: the next carrier asking the same question (by id) for
// the same client is answered without a pause.
import type { Answer, UnderwritingQuestion } from '../agents/playbook.ts';
import { checkAnswer } from '../domain/questions/check-answer.ts';
import { findClientAnswers, saveClientAnswer } from '../store/client-answers.ts';
import type { Queryable } from '../store/db.ts';

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
