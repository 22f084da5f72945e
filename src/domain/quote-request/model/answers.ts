// `answers`: the questions a carrier's portal asks that no field of the body says, answered up front by
// their ids (canonical, docs/reference/questions.md, or `<carrierId>:<slug>`), as
// POST /v1/quotes/requirements lists them: a job asked one of them uses the answer instead of pausing.
import { Type } from 'typebox';

export const maxAnswers = 200;
export const questionIdPattern = '^([a-z]+\\.[A-Za-z0-9]+|[a-z][a-z0-9-]*:[a-z0-9_-]+)$';

export type QuestionAnswersT = Record<string, string | number | boolean>;

/** A map keyed by question id: a key of another form is an unknown field, as anywhere in the body. */
export const QuestionAnswers = Type.Unsafe<QuestionAnswersT>({
  type: 'object',
  patternProperties: {
    [questionIdPattern]: Type.Union([
      Type.String({ maxLength: 2000 }),
      Type.Number({ minimum: 0, maximum: 1e15 }),
      Type.Boolean(),
    ]),
  },
  additionalProperties: false,
  maxProperties: maxAnswers,
  description:
    'Answers to carrier questions by question id (`POST /v1/quotes/requirements` lists the ids each job will ' +
    'ask): `true`/`false` for yes_no, one of the choices, a whole number for year, integer and money, or text. ' +
    'A canonical id is checked against its type here; a carrier’s own id when its job asks it (an answer ' +
    'that does not fit the portal’s question is asked of a person).',
  examples: [{ 'history.lossesPast3Years': 'None', 'history.priorCancellation': false }],
});
