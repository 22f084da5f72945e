// Underwriting answers remembered per client: the next carrier asking the same question (by id) for
// the same client is answered without a pause.
import type { Answer, UnderwritingQuestion } from '../agents/playbook.ts';
import { checkAnswer } from '../domain/questions/check-answer.ts';
import type { Queryable } from '../store/db.ts';

export async function rememberedAnswers(
  db: Queryable,
  clientId: string,
  questions: readonly UnderwritingQuestion[],
): Promise<Record<string, Answer>> {
  if (questions.length === 0) return {};
  const rows = await db.query<{ key: string; answer: Answer }>(
    'SELECT question_key AS key, answer FROM client_answers WHERE client_id = $1 AND question_key = ANY($2::text[])',
    [clientId, questions.map((q) => q.id)],
  );
  const out: Record<string, Answer> = {};
  for (const q of questions) {
    const row = rows.find((r) => r.key === q.id);
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
    await db.query(
      `INSERT INTO client_answers (client_id, question_key, question_text, answer) VALUES ($1, $2, $3, $4)
       ON CONFLICT (client_id, question_key) DO UPDATE SET answer = EXCLUDED.answer,
         question_text = EXCLUDED.question_text, updated_at = now()`,
      [clientId, q.id, q.text, JSON.stringify(answers[q.id])],
    );
  }
}
