// client_answers: underwriting answers remembered per client, by question id.
import type { Answer } from '../domain/questions/check-answer.ts';
import type { Queryable } from './db.ts';

export interface RememberedAnswer {
  questionKey: string;
  answer: Answer;
}

export async function findClientAnswers(
  db: Queryable,
  clientId: string,
  questionKeys: readonly string[],
): Promise<RememberedAnswer[]> {
  if (questionKeys.length === 0) return [];
  return db.query<RememberedAnswer>(
    `SELECT question_key AS "questionKey", answer FROM client_answers
     WHERE client_id = $1 AND question_key = ANY($2::text[])`,
    [clientId, questionKeys],
  );
}

export async function saveClientAnswer(
  db: Queryable,
  clientId: string,
  question: { key: string; text: string },
  answer: Answer,
): Promise<void> {
  await db.query(
    `INSERT INTO client_answers (client_id, question_key, question_text, answer) VALUES ($1, $2, $3, $4)
     ON CONFLICT (client_id, question_key) DO UPDATE SET answer = EXCLUDED.answer,
       question_text = EXCLUDED.question_text, updated_at = now()`,
    [clientId, question.key, question.text, JSON.stringify(answer)],
  );
}
