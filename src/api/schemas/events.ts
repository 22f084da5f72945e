// Webhook event payloads (contract §6, docs/webhooks.md): what `src/runs/events.ts` records and the
// delivery sends as the body. They document the OpenAPI `webhooks` and type the SDK's events; every field
// sent is here (test/webhooks/event-payloads.test.ts checks recorded payloads against them, strictly).
import { Type } from 'typebox';
import { lineIds } from '../../domain/lines.ts';
import { errorTypes, jobStatuses } from '../../domain/quote-request/states.ts';
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
  {
    $id: 'ActionRequiredEvent',
    title: 'quote.action_required',
    description:
      'A person is needed, once per pause. An MFA pause whose code can arrive by itself (an inbound SMS number or e-mail code address) sends it only if still waiting after the grace (MFA_NOTIFY_GRACE_SECONDS, default 30 s)',
  },
);

export const pauseEnds = [
  'answered',
  'code_received',
  'timed_out',
  'cancelled',
  'failed',
  'restarted',
  'handed_back',
] as const;

export const ActionResolvedEvent = Type.Object(
  {
    event: Type.Literal('quote.action_resolved'),
    ...Common,
    jobId: Type.String(),
    carrierId: Type.String(),
    lineOfBusiness: LineId,
    resolution: Type.Enum(pauseEnds, {
      description:
        'How the pause ended: `answered` (the resolve operation: a code typed or answers given), `code_received` (the code arrived by itself after this notice went out), `timed_out` (the window ended: the job failed with mfa_timeout or action_timeout), `cancelled`, `failed` (the job failed otherwise while waiting), `restarted` (its worker stopped; the job runs again and may ask anew), `handed_back` (a person took over the page in the live view and handed it back; the agent goes on)',
    }),
    status: Type.Enum(jobStatuses, { description: 'The job status now' }),
  },
  {
    $id: 'ActionResolvedEvent',
    title: 'quote.action_resolved',
    description:
      'A pause whose quote.action_required was sent has ended: clear it from your "needs attention" list',
  },
);

const Summary = Type.Object(
  {
    carriersRequested: Type.Integer({
      description:
        'Carriers in the request (`carrierIds` as sent): carriersSkipped + carriers with dispatched jobs',
    }),
    carriersSkipped: Type.Integer({
      description:
        'Carriers skipped for every requested line by appetite (`skippedCarriers`); never dispatched',
    }),
    jobsDispatched: Type.Integer({
      description:
        'Jobs that ran (one per carrier and line not skipped): quotesReturned + failedCount + actionRequiredCount + cancelledCount',
    }),
    quotesReturned: Type.Integer({ description: 'Jobs that ended in success' }),
    lowestAnnualPremium: Type.Union([Type.Number(), Type.Null()], {
      description: 'The lowest annualPremium of those quotes; null without one',
    }),
    failedCount: Type.Integer({
      description:
        'Jobs that failed, except those that failed waiting for a person (mfa_timeout, action_timeout)',
    }),
    actionRequiredCount: Type.Integer({
      description: 'Jobs that ended waiting for a person: failed with mfa_timeout or action_timeout',
    }),
    cancelledCount: Type.Integer({ description: 'Jobs cancelled (the request or the job was cancelled)' }),
  },
  { description: 'Counts at the terminal state; the identities in each description hold' },
);

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
    summary:
      'A job needs a person: an MFA code or an underwriting answer (an MFA code that may arrive by itself: only after the grace)',
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
    name: 'quote.action_resolved',
    schema: ActionResolvedEvent,
    summary: 'A pause that sent quote.action_required ended (answered, code received, timed out, cancelled…)',
    example: {
      event: 'quote.action_resolved',
      eventId: 'evt_01jd4w1f5xfd0b7n5w8kq2x9yz',
      quoteRequestId: 'qr_01jd4v7m3sfd0b7n5w8kq2x9yz',
      externalReference: 'AMS-000481',
      timestamp: '2026-11-22T15:03:12.340Z',
      jobId: 'job_01jd4v7m3wfd0b7n5w8kq2xa02',
      carrierId: 'harborline',
      lineOfBusiness: 'wc',
      resolution: 'answered',
      status: 'running',
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
        carriersRequested: 3,
        carriersSkipped: 1,
        jobsDispatched: 5,
        quotesReturned: 4,
        lowestAnnualPremium: 4180,
        failedCount: 1,
        actionRequiredCount: 0,
        cancelledCount: 0,
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
        carriersSkipped: 0,
        jobsDispatched: 1,
        quotesReturned: 0,
        lowestAnnualPremium: null,
        failedCount: 1,
        actionRequiredCount: 0,
        cancelledCount: 0,
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
