// The body and answer of POST /v1/quotes/requirements (decision 0038): a create body of which only the
// lines and the carriers are required, and what the jobs it would dispatch will need, by section.
import { type Static, Type } from 'typebox';
import { lineIds } from '../../domain/lines.ts';
import { answerTypes } from '../../domain/questions/vocabulary.ts';
import {
  type CreateQuoteRequest,
  CreateQuoteRequestBody,
} from '../../domain/quote-request/model/create-body.ts';
import { requirementsExample, requirementsRequestExample } from './quote-requirements-examples.ts';

type DeepPartial<T> = T extends readonly (infer E)[]
  ? DeepPartial<E>[]
  : T extends object
    ? { [K in keyof T]?: DeepPartial<T[K]> }
    : T;

/** A copy of a schema with no field required anywhere (types, bounds and unknown fields still checked). */
function withNothingRequired(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withNothingRequired);
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key, value]) => !(key === 'required' && Array.isArray(value)))
      .map(([key, value]) => [key, withNothingRequired(value)]),
  );
}

const partial = withNothingRequired(CreateQuoteRequestBody) as Record<string, unknown>;

export type RequirementsBodyT = DeepPartial<CreateQuoteRequest> &
  Pick<CreateQuoteRequest, 'linesRequested' | 'carrierIds'>;

export const RequirementsBody = Type.Unsafe<RequirementsBodyT>({
  ...partial,
  required: ['linesRequested', 'carrierIds'],
  description:
    'A create body as far as it is known: only `linesRequested` and `carrierIds` are required. Every value ' +
    'given is checked as the create checks it.',
  examples: [requirementsRequestExample],
});

const LineId = Type.Enum(lineIds);
const Scalar = Type.Union([Type.String(), Type.Number(), Type.Boolean()]);
const When = Type.Array(
  Type.Union([
    Type.Object(
      {
        field: Type.String({ examples: ['businessOwners.buildingOwned'] }),
        equals: Type.Optional(Type.Union([Scalar, Type.Array(Scalar)])),
        not: Type.Optional(Type.Union([Scalar, Type.Array(Scalar)])),
        present: Type.Optional(Type.Boolean()),
      },
      { description: 'The body field holds one of `equals`, none of `not`, or is (not) `present`' },
    ),
    Type.Object(
      { question: Type.String(), answer: Type.Boolean() },
      { description: 'A follow-up: asked only when that question is answered so' },
    ),
  ]),
  { description: 'Needed only when every condition holds: ask it in a form only then' },
);
const Pair = { carrierId: Type.String({ examples: ['larkspur-mutual'] }), line: LineId };

const FieldNeed = Type.Object({
  field: Type.String({ description: 'The create body path', examples: ['businessOwners.yearBuilt'] }),
  label: Type.String({ examples: ['Year the building was built'] }),
  given: Type.Boolean({ description: 'The body holds a value that serves' }),
  createRequires: Type.Boolean({ description: 'The create refuses the body without it' }),
  needed: Type.Boolean({
    description:
      'Needed for the body as it is (some job’s `when` holds, or the create requires it); one listed only under ' +
      'a condition the body does not meet yet is not needed until it does',
  }),
  jobs: Type.Array(
    Type.Object({
      ...Pair,
      need: Type.Union([Type.Literal('required'), Type.Literal('asked')], {
        description:
          '`required`: the carrier will not quote without it; `asked`: a person is asked during the run',
      }),
      label: Type.String({ description: "The portal's own words", examples: ['Year built'] }),
      when: Type.Optional(When),
      answersOnly: Type.Optional(
        Type.Object(
          { value: Scalar, when: Type.String() },
          { description: 'Only this value answers the portal; another leaves the question to a person' },
        ),
      ),
    }),
    { description: 'The jobs that need it; empty when only the create does' },
  ),
});

const QuestionNeed = Type.Object({
  id: Type.String({
    description: 'Canonical (docs/reference/questions.md) or `<carrierId>:<slug>`: the key of `answers`',
    examples: ['history.lossesPast3Years'],
  }),
  text: Type.String({ examples: ['How many losses or claims in the past 3 years?'] }),
  type: Type.Enum(answerTypes),
  choices: Type.Optional(Type.Array(Type.String())),
  given: Type.Boolean({ description: 'Answered by the body: a field that says it, or `answers`' }),
  needed: Type.Boolean({ description: 'A job asks it of the body as it is (its `when` holds)' }),
  answeredBy: Type.Optional(
    Type.Array(Type.String(), { description: 'Body fields that answer it; else send `answers.<id>`' }),
  ),
  jobs: Type.Array(Type.Object({ ...Pair, label: Type.String(), when: Type.Optional(When) })),
});

export const QuoteRequirementsView = Type.Object(
  {
    jobs: Type.Array(
      Type.Object({
        ...Pair,
        dispatched: Type.Boolean({ description: 'Whether the create would stage this job' }),
        reason: Type.Optional(Type.String({ description: 'Why not, as `skippedCarriers` says it' })),
        appetiteUndecided: Type.Optional(
          Type.Array(Type.String(), { description: 'Facts of the appetite check the body lacks' }),
        ),
        questionsListed: Type.Optional(
          Type.Boolean({
            description:
              'Its questions are listed (a carrier quoted from its definition); else its fields only, and its ' +
              'portal may ask questions of its own during the run',
          }),
        ),
        warnings: Type.Optional(
          Type.Array(Type.Object({ field: Type.String(), message: Type.String() }), {
            description:
              'What the portal will refuse or refer in this body, as the create warns (once the create would take it)',
          }),
        ),
      }),
    ),
    sections: Type.Array(
      Type.Object({
        section: Type.String({ description: 'The create body part it fills', examples: ['businessOwners'] }),
        title: Type.String({ examples: ["Business Owner's Policy: the building"] }),
        fields: Type.Array(FieldNeed),
        questions: Type.Array(QuestionNeed),
      }),
    ),
    complete: Type.Boolean({
      description:
        'Nothing listed is missing: the create takes the body and no job pauses for what is listed',
    }),
  },
  {
    $id: 'QuoteRequirements',
    description:
      'What the jobs the create would dispatch will need, by section of the create body. Nothing is stored.',
    examples: [requirementsExample],
  },
);

export type QuoteRequirementsViewT = Static<typeof QuoteRequirementsView>;
