// Rules on `answers`: a canonical question's answer must fit its type and choices (the vocabulary's),
// as the resolve operation checks a person's; a carrier's own question is checked when its job asks it.
import { checkAnswer } from '../questions/check-answer.ts';
import { isCanonicalQuestion, questionVocabulary } from '../questions/vocabulary.ts';
import type { CheckContext } from './field-rules.ts';
import { questionIdPattern } from './model/answers.ts';
import { isObject, type JsonObject, objectAt } from './read.ts';

export function checkAnswers(ctx: CheckContext, body: JsonObject): void {
  const answers = objectAt(body, 'answers');
  if (!answers || !isObject(answers)) return;
  for (const [id, value] of Object.entries(answers)) {
    // A key of another form is refused by the schema as an unknown field.
    if (id.includes(':') || !new RegExp(questionIdPattern).test(id)) continue;
    if (!isCanonicalQuestion(id)) {
      ctx.report(['answers', id], 'is not a canonical question id (docs/reference/questions.md lists them)');
      continue;
    }
    const checked = checkAnswer(questionVocabulary[id], value);
    if (!checked.ok) ctx.report(['answers', id], checked.message);
  }
}
