// Response shapes of the v1 API (contract §2), written once: they type the handlers, serialize the
// answers and fill the OpenAPI document.
import { type Static, Type } from 'typebox';
import { lineIds } from '../../domain/lines.ts';
import { answerTypes } from '../../domain/questions/vocabulary.ts';
import { AdditionalInterests } from '../../domain/quote-request/model/additional-interests.ts';
import { QuestionAnswers } from '../../domain/quote-request/model/answers.ts';
import { Locations } from '../../domain/quote-request/model/locations.ts';
import { LossFreeYears, LossHistory } from '../../domain/quote-request/model/losses.ts';
import { OwnersOfficers } from '../../domain/quote-request/model/owners-officers.ts';
import { PriorInsurance } from '../../domain/quote-request/model/prior-insurance.ts';
import { errorTypes, jobStatuses, requestStatuses } from '../../domain/quote-request/states.ts';
import { CoverageView } from './coverage.ts';
import { RequirementsView } from './requirements.ts';

const Timestamp = Type.String({
  format: 'date-time',
  description: 'ISO 8601 UTC',
  examples: ['2026-11-22T10:15:00.000Z'],
});
const LineId = Type.Enum(lineIds, {
  description: 'Line of business',
});
const SkipReason = Type.Object({ line: LineId, reason: Type.String() });

const ProposedValueProps = {
  field: Type.String({
    description: 'Our field’s path in the submission the value comes from',
    examples: ['input.numberOfEmployees'],
  }),
  fieldName: Type.String({
    description: 'Our field’s name for a person',
    examples: ['Number of employees'],
  }),
  value: Type.String({
    description: 'The value as it would be entered; answering with it confirms the mapping',
    examples: ['12'],
  }),
};

const ProposalView = Type.Object(
  {
    ...ProposedValueProps,
    screen: Type.String({
      description: 'The portal screen the control is on: a confirmed mapping holds for this screen',
      examples: ['Business details'],
    }),
    runnerUp: Type.Optional(
      Type.Object(ProposedValueProps, {
        description: 'The next best of our values; answering with its `value` confirms its field instead',
      }),
    ),
  },
  {
    description:
      'For a `missing_information` item the agent could not place by its label: the value it would enter and ' +
      'which of our fields it comes from. Resolving with `value` (or `runnerUp.value`) confirms the mapping: ' +
      'it is learned for your agency, this carrier and this screen (GET /v1/learned-mappings) and later jobs ' +
      'do not ask. Any other answer serves this job only.',
  },
);

export const ActionRequiredView = Type.Object(
  {
    type: Type.Union([
      Type.Literal('mfa'),
      Type.Literal('underwriting_question'),
      Type.Literal('missing_information'),
      Type.Literal('takeover', {
        description:
          'The agent met a page it cannot finish and asks a person to take it over in the agency app’s live view (deepLink): no resolve operation; unresolved, the job fails as it would have (portal_changed or timeout)',
      }),
    ]),
    message: Type.String(),
    deepLink: Type.String({
      format: 'uri',
      description: 'The job in the agency app, where a person resolves it (for `takeover`, its live view)',
    }),
    page: Type.Optional(
      Type.String({ description: 'A take-over: the address of the portal’s page the agent is on' }),
    ),
    step: Type.Optional(Type.String({ description: 'A take-over: the step the agent was at' })),
    evidence: Type.Optional(
      Type.String({
        description: 'A take-over: what the agent found, e.g. "Unexpected page "Territory confirmation""',
      }),
    ),
    expiresAt: Type.Optional(
      Type.String({
        format: 'date-time',
        description:
          'When the waiting window ends (ISO 8601 UTC): unresolved by then, the job fails with `mfa_timeout` or `action_timeout` (a `takeover`: with the error it would have failed with, e.g. `portal_changed`)',
        examples: ['2026-11-22T15:17:41.100Z'],
      }),
    ),
    questions: Type.Optional(
      Type.Array(
        Type.Object({
          id: Type.String({
            description:
              'Canonical (`building.yearBuilt`) where the question means the same on every carrier',
          }),
          text: Type.String({ description: 'The portal’s own label or question' }),
          type: Type.Enum(answerTypes, {
            description: 'year, integer and money take a number or digits; yes_no a boolean',
          }),
          choices: Type.Optional(Type.Array(Type.String())),
          hint: Type.Optional(Type.String({ description: 'The portal’s own hint beside the field' })),
          when: Type.Optional(
            Type.Object(
              { questionId: Type.String(), answer: Type.Union([Type.String(), Type.Boolean()]) },
              { description: 'A follow-up: answer it only when questionId is answered so' },
            ),
          ),
          proposal: Type.Optional(ProposalView),
        }),
      ),
    ),
  },
  { $id: 'ActionRequired' },
);

export const JobView = Type.Object(
  {
    jobId: Type.String({ examples: ['job_01jd4v7m3sfd0b7n5w8kq2x9yz'] }),
    carrierId: Type.String({ examples: ['summit-mutual'] }),
    lineOfBusiness: LineId,
    status: Type.Enum(jobStatuses),
    startedAt: Type.Optional(Timestamp),
    completedAt: Type.Optional(Timestamp),
    durationSeconds: Type.Optional(Type.Integer({ description: 'Present on finished jobs' })),
    retryCount: Type.Optional(Type.Integer({ description: 'Present on finished jobs' })),
    actionRequired: Type.Optional(ActionRequiredView),
    errorType: Type.Optional(Type.Enum(errorTypes)),
    errorMessage: Type.Optional(Type.String()),
  },
  { $id: 'Job' },
);

export const ResultView = Type.Object(
  {
    jobId: Type.String(),
    carrierId: Type.String(),
    lineOfBusiness: LineId,
    quoteNumber: Type.String(),
    annualPremium: Type.Number(),
    quoteType: Type.Union([Type.Literal('bindable'), Type.Literal('indication')]),
    policyStartDate: Type.Optional(Type.String({ description: 'MM/DD/YYYY' })),
    policyExpirationDate: Type.Optional(Type.String({ description: 'MM/DD/YYYY' })),
    limits: Type.Optional(
      Type.String({
        deprecated: true,
        description: 'Deprecated (removed in v2): read `coverage.limits`, numbers in the line’s structure',
      }),
    ),
    deductible: Type.Optional(
      Type.String({
        deprecated: true,
        description:
          'Deprecated (removed in v2): read `coverage.deductible` or, on cyber and umbrella, `coverage.retention`',
      }),
    ),
    coverage: Type.Optional(CoverageView),
    quoteExpiresAt: Type.Optional(Type.String()),
    premiumBreakdown: Type.Optional(Type.Array(Type.Object({ label: Type.String(), amount: Type.Number() }))),
    documents: Type.Optional(Type.Array(Type.Object({ name: Type.String(), url: Type.String() }))),
    portalUrl: Type.Optional(Type.String()),
  },
  { $id: 'Result' },
);

export const WarningView = Type.Object(
  {
    jobId: Type.String({ examples: ['job_01jd4v7m3sfd0b7n5w8kq2x9yz'] }),
    carrierId: Type.String({ examples: ['bluebonnet'] }),
    line: LineId,
    field: Type.String({ description: 'The submission field, as in field errors', examples: ['input.fein'] }),
    message: Type.String({
      examples: [
        'Bluebonnet General requires Tax ID (FEIN) of every legal entity but sole_proprietorship; send input.fein, or the carrier will not quote',
      ],
    }),
  },
  {
    $id: 'Warning',
    description:
      'What a carrier will refuse or ask of this submission, found at create time. The job is dispatched all the same.',
  },
);

export const QuoteRequestView = Type.Object(
  {
    quoteRequestId: Type.String({ examples: ['qr_01jd4v7m3sfd0b7n5w8kq2x9yz'] }),
    externalReference: Type.String(),
    externalSource: Type.String(),
    businessName: Type.String({
      description: "The insured's legal name as submitted (`input.businessName`)",
      examples: ['Lone Star Smokehouse LLC'],
    }),
    status: Type.Enum(requestStatuses),
    linesRequested: Type.Array(LineId),
    carrierIds: Type.Array(Type.String()),
    deepLink: Type.String({ format: 'uri' }),
    createdAt: Timestamp,
    startedAt: Type.Optional(Timestamp),
    completedAt: Type.Optional(Timestamp),
    awaitingActionCount: Type.Integer({ description: 'Jobs waiting for a person (MFA code or question)' }),
    jobs: Type.Array(JobView),
    skippedCarriers: Type.Array(Type.Object({ carrierId: Type.String(), reasons: Type.Array(SkipReason) })),
    partialSkips: Type.Array(Type.Object({ carrierId: Type.String(), skippedLines: Type.Array(SkipReason) })),
    warnings: Type.Array(WarningView, {
      description:
        "Per staged job, what its carrier's portal will refuse or ask (GET /v1/carriers lists each one's requirements)",
    }),
    results: Type.Array(ResultView),
    // The parts of a full submission, as stored, present when the create body had them (decision 0035).
    locations: Type.Optional(Locations),
    lossHistory: Type.Optional(LossHistory),
    lossFreeYears: Type.Optional(LossFreeYears),
    priorInsurance: Type.Optional(PriorInsurance),
    ownersOfficers: Type.Optional(OwnersOfficers),
    additionalInterests: Type.Optional(AdditionalInterests),
    answers: Type.Optional(QuestionAnswers),
  },
  { $id: 'QuoteRequest' },
);

export const QuoteRequestList = Type.Object({
  items: Type.Array(QuoteRequestView),
  nextCursor: Type.Union([Type.String(), Type.Null()], {
    description: 'Pass as `cursor` for the next page; null on the last page',
  }),
});

export const CarrierView = Type.Object(
  {
    carrierId: Type.String({ examples: ['summit-mutual'] }),
    name: Type.String(),
    lines: Type.Array(LineId),
    credentialStatus: Type.Union(
      [Type.Literal('configured'), Type.Literal('missing'), Type.Literal('invalid'), Type.Literal('locked')],
      {
        description:
          '`invalid`: the portal refused the login; `locked`: the portal locked the account out after failed sign-ins',
      },
    ),
    appetite: Type.Array(
      Type.Object({
        line: LineId,
        states: Type.Union([Type.Array(Type.String()), Type.Literal('all')]),
        naicsPrefixes: Type.Array(Type.String()),
        maxAnnualRevenue: Type.Number(),
        maxEmployees: Type.Integer(),
        excludedStates: Type.Array(Type.String()),
        requirements: RequirementsView,
      }),
    ),
  },
  { $id: 'Carrier' },
);

export type JobViewT = Static<typeof JobView>;
export type ResultViewT = Static<typeof ResultView>;
export type QuoteRequestViewT = Static<typeof QuoteRequestView>;
export type CarrierViewT = Static<typeof CarrierView>;
