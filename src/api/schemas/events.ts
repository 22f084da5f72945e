// Webhook event payloads (contract §6, docs/webhooks.md): what `src/runs/events.ts` records and the
// delivery sends as the body. They document the OpenAPI `webhooks` and type the SDK's events.
import { Type } from 'typebox';
import { lineIds } from '../../domain/lines.ts';
import { errorTypes } from '../../domain/quote-request/states.ts';
import { ResultView } from './views.ts';

const LineId = Type.Enum(lineIds);
const Common = {
  eventId: Type.String({ description: 'evt_…: the same on every attempt; deduplicate on it' }),
  quoteRequestId: Type.String(),
  externalReference: Type.String({ description: 'Your reference, as sent on create' }),
  timestamp: Type.String({ format: 'date-time', description: 'When the event happened (ISO 8601 UTC)' }),
};

export const JobCompletedEvent = Type.Object(
  {
    event: Type.Literal('job.completed'),
    ...Common,
    jobId: Type.String(),
    carrierId: Type.String(),
    lineOfBusiness: LineId,
    status: Type.Union([Type.Literal('success'), Type.Literal('failed')]),
    result: Type.Optional(
      Type.Omit(ResultView, ['jobId', 'carrierId', 'lineOfBusiness'], {
        description: 'On success: the quote as read from the carrier portal',
      }),
    ),
    errorType: Type.Optional(Type.Enum(errorTypes, { description: 'On failure' })),
    errorMessage: Type.Optional(Type.String({ description: 'On failure' })),
  },
  { $id: 'JobCompletedEvent', title: 'job.completed' },
);

export const ActionRequiredEvent = Type.Object(
  {
    event: Type.Literal('quote.action_required'),
    ...Common,
    jobId: Type.String(),
    carrierId: Type.String(),
    lineOfBusiness: LineId,
    actionRequired: Type.Ref('ActionRequired'),
  },
  { $id: 'ActionRequiredEvent', title: 'quote.action_required' },
);

const Summary = Type.Object({
  carriersRequested: Type.Integer(),
  jobsDispatched: Type.Integer(),
  quotesReturned: Type.Integer(),
  lowestAnnualPremium: Type.Union([Type.Number(), Type.Null()]),
  failedCount: Type.Integer(),
  actionRequiredCount: Type.Integer(),
});

const terminal = (event: 'quote.completed' | 'quote.failed', $id: string) =>
  Type.Object(
    {
      event: Type.Literal(event),
      ...Common,
      status: Type.Enum(['completed', 'partial', 'failed', 'cancelled'] as const),
      summary: Summary,
    },
    { $id, title: event },
  );

export const QuoteCompletedEvent = terminal('quote.completed', 'QuoteCompletedEvent');
export const QuoteFailedEvent = terminal('quote.failed', 'QuoteFailedEvent');

export const WebhookTestEvent = Type.Object(
  {
    event: Type.Literal('webhook.test'),
    eventId: Common.eventId,
    webhookId: Type.String(),
    timestamp: Common.timestamp,
    message: Type.String(),
  },
  { $id: 'WebhookTestEvent', title: 'webhook.test' },
);

/** Each event name with its payload schema, its summary and an example body. */
export const webhookEvents = [
  {
    name: 'job.completed',
    schema: JobCompletedEvent,
    summary: 'A carrier job ended in success or failed',
    example: {
      event: 'job.completed',
      eventId: 'evt_01jd4w2k9xfd0b7n5w8kq2x9yz',
      quoteRequestId: 'qr_01jd4v7m3sfd0b7n5w8kq2x9yz',
      externalReference: 'AMS-000481',
      timestamp: '2026-11-22T15:04:10.512Z',
      jobId: 'job_01jd4v7m3wfd0b7n5w8kq2xa01',
      carrierId: 'summit-mutual',
      lineOfBusiness: 'bop',
      status: 'success',
      result: { quoteNumber: 'SM-2026-118203', annualPremium: 4180, quoteType: 'bindable' },
    },
  },
  {
    name: 'quote.action_required',
    schema: ActionRequiredEvent,
    summary: 'A job needs a person: an MFA code or an underwriting answer',
    example: {
      event: 'quote.action_required',
      eventId: 'evt_01jd4w0c2xfd0b7n5w8kq2x9yz',
      quoteRequestId: 'qr_01jd4v7m3sfd0b7n5w8kq2x9yz',
      externalReference: 'AMS-000481',
      timestamp: '2026-11-22T15:02:41.100Z',
      jobId: 'job_01jd4v7m3wfd0b7n5w8kq2xa02',
      carrierId: 'harborline',
      lineOfBusiness: 'wc',
      actionRequired: {
        type: 'mfa',
        message: 'Harborline sent a code by SMS to the phone ending 0199',
        deepLink:
          'https://quotes.example.com/app/quotes/qr_01jd4v7m3sfd0b7n5w8kq2x9yz/jobs/job_01jd4v7m3wfd0b7n5w8kq2xa02',
        expiresAt: '2026-11-22T15:17:41.100Z',
      },
    },
  },
  {
    name: 'quote.completed',
    schema: QuoteCompletedEvent,
    summary: 'The request reached its terminal state (once per request)',
    example: {
      event: 'quote.completed',
      eventId: 'evt_01jd4w3a7xfd0b7n5w8kq2x9yz',
      quoteRequestId: 'qr_01jd4v7m3sfd0b7n5w8kq2x9yz',
      externalReference: 'AMS-000481',
      timestamp: '2026-11-22T15:06:02.004Z',
      status: 'partial',
      summary: {
        carriersRequested: 2,
        jobsDispatched: 5,
        quotesReturned: 4,
        lowestAnnualPremium: 4180,
        failedCount: 1,
        actionRequiredCount: 0,
      },
    },
  },
  {
    name: 'quote.failed',
    schema: QuoteFailedEvent,
    summary: 'The request ended with no quote at all (sent right after its quote.completed)',
    example: {
      event: 'quote.failed',
      eventId: 'evt_01jd4w3a8xfd0b7n5w8kq2x9yz',
      quoteRequestId: 'qr_01jd4v7m3sfd0b7n5w8kq2x9yz',
      externalReference: 'AMS-000481',
      timestamp: '2026-11-22T15:06:02.004Z',
      status: 'failed',
      summary: {
        carriersRequested: 1,
        jobsDispatched: 1,
        quotesReturned: 0,
        lowestAnnualPremium: null,
        failedCount: 1,
        actionRequiredCount: 0,
      },
    },
  },
  {
    name: 'webhook.test',
    schema: WebhookTestEvent,
    summary: 'Sent by POST /v1/webhooks/{id}/test to that webhook only',
    example: {
      event: 'webhook.test',
      eventId: 'evt_01jd4w9q1xfd0b7n5w8kq2x9yz',
      webhookId: 'wh_01jd4v7m3sfd0b7n5w8kq2x9yz',
      timestamp: '2026-11-22T15:00:05.000Z',
      message: 'A test event from the quoting service: your endpoint is reachable and verifies signatures.',
    },
  },
] as const;
