// Schemas of the run operations: start, results, job detail, resolve, cancel, retry, events.
import { Type } from 'typebox';
import { JobView, ResultView } from './views.ts';

export const QuoteIdParams = Type.Object({
  id: Type.String({ maxLength: 64, description: 'quoteRequestId' }),
});
export const JobParams = Type.Object({
  id: Type.String({ maxLength: 64, description: 'quoteRequestId' }),
  jobId: Type.String({ maxLength: 64 }),
});
export const ArtifactParams = Type.Object({
  id: Type.String({ maxLength: 64 }),
  jobId: Type.String({ maxLength: 64 }),
  artifactId: Type.String({ maxLength: 64 }),
});

export const ResolveBody = Type.Object(
  {
    code: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 20,
        description: 'The one-time code, for a job in mfa_waiting',
      }),
    ),
    answers: Type.Optional(
      Type.Record(
        Type.String({ maxLength: 200 }),
        Type.Union([Type.String({ maxLength: 2000 }), Type.Number(), Type.Boolean()]),
        {
          description:
            'Question id → answer, for action_required: true/false for yes_no, one of the choices, a year, ' +
            'whole number or whole-dollar amount (a number or digits), or text. The ids each carrier may ask: ' +
            'docs/reference/questions.md',
        },
      ),
    ),
    remember: Type.Optional(
      Type.Boolean({
        default: true,
        description:
          'With answers: save them to the client’s remembered answers, so a later question with the same id ' +
          '(this run or a later one) is not asked again. false: the answers serve this job only. Ignored with a code.',
      }),
    ),
  },
  { additionalProperties: false },
);

export const ResultsView = Type.Object({ results: Type.Array(ResultView) });

export const StepView = Type.Object({
  name: Type.String(),
  attempt: Type.Integer(),
  startedAt: Type.String({ format: 'date-time' }),
  durationMs: Type.Integer(),
  outcome: Type.Union([Type.Literal('ok'), Type.Literal('error')]),
  error: Type.Optional(Type.String()),
  screenshotUrl: Type.Optional(Type.String()),
  takeOver: Type.Optional(
    Type.Object(
      {
        by: Type.String({ description: 'The e-mail address of the agency person who held the page' }),
        pages: Type.Array(Type.String(), {
          description: "The page's addresses while they held it, in order",
        }),
      },
      { description: "A `take-over` step: a person of the agency controlled the job's page from the app" },
    ),
  ),
});

export const ArtifactView = Type.Object({
  artifactId: Type.String(),
  kind: Type.Union([Type.Literal('screenshot'), Type.Literal('document'), Type.Literal('trace')]),
  name: Type.String(),
  attempt: Type.Integer(),
  contentType: Type.String(),
  sizeBytes: Type.Integer(),
  url: Type.String(),
});

export const JobEffortView = Type.Object(
  {
    personPrompts: Type.Integer({
      minimum: 0,
      description:
        'Times a person was asked (an MFA code, underwriting questions, missing information); a code that reached the job by itself in a text or an e-mail is not counted',
    }),
    signIns: Type.Integer({ minimum: 0, description: 'Sign-ins to the carrier portal' }),
    sessionsReused: Type.Integer({
      minimum: 0,
      description: "Attempts that started from the login's kept portal session, with no sign-in",
    }),
  },
  { description: 'What the job asked of people and of the portal' },
);

export const JobDetailView = Type.Intersect([
  JobView,
  Type.Object({
    quoteRequestId: Type.String(),
    attempt: Type.Integer({ description: 'How many times a worker has started this job' }),
    result: Type.Optional(ResultView),
    effort: JobEffortView,
    definition: Type.Optional(
      Type.Object(
        {
          id: Type.String({
            description: 'The carrier definition id (its file name)',
            examples: ['summit-mutual'],
          }),
          hash: Type.String({
            pattern: '^[0-9a-f]{64}$',
            description:
              "SHA-256 of the definition file's bytes, hex; the first 12 digits identify it for people",
          }),
        },
        {
          description:
            'The carrier definition the latest attempt ran with; absent before an attempt starts (and for jobs run before definitions were recorded)',
        },
      ),
    ),
    steps: Type.Array(StepView),
    artifacts: Type.Array(ArtifactView),
  }),
]);

export const EventView = Type.Object({
  eventId: Type.String(),
  type: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  payload: Type.Record(Type.String(), Type.Unknown()),
});
