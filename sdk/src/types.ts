// Friendly names for the generated types (src/generated/openapi.ts, from the service's document).
import type { components, operations } from './generated/openapi.ts';

type Schemas = components['schemas'];
type Json<T> = T extends { content: { 'application/json': infer B } } ? B : never;
type Data<T> = Json<T> extends { data: infer D } ? D : never;

export type QuoteRequest = Schemas['QuoteRequest'];
export type Job = Schemas['Job'];
export type Result = Schemas['Result'];
/** A result's limits, deductible and retention as numbers of US dollars, the carrier's words beside. */
export type Coverage = NonNullable<Result['coverage']>;
/** The line's limits: bop, gl, umbrella `{ perOccurrence, aggregate }`, wc, auto and cyber their own. */
export type CoverageLimits = NonNullable<Coverage['limits']>;
export type Carrier = Schemas['Carrier'];
/** What a carrier needs for a line: required fields, questions it asks, ranges and options it accepts. */
export type CarrierRequirements = Schemas['CarrierRequirements'];
export type LearnedMapping = Schemas['LearnedMapping'];
export type Webhook = Schemas['Webhook'];
export type WebhookWithSecret = Schemas['WebhookWithSecret'];
export type WebhookDelivery = Schemas['WebhookDelivery'];
export type ErrorEnvelope = Schemas['ErrorEnvelope'];
export type ErrorCode = ErrorEnvelope['error']['code'];

export type CreateQuoteRequestBody = Json<operations['createQuoteRequest']['requestBody']>;
/** CSV texts of the schedules to read (POST /v1/quotes/schedules/parse). */
export type ScheduleTexts = Json<operations['parseSchedules']['requestBody']>;
/** The parts of a create body read from CSV schedules: `locations`, `vehicles`, `drivers`, `lossHistory`. */
export type ParsedSchedules = Schemas['ParsedSchedules'];
/** A create body as far as it is known, for POST /v1/quotes/requirements (only lines and carriers required). */
export type QuoteRequirementsBody = Json<operations['getQuoteRequirements']['requestBody']>;
/** The jobs a create would dispatch and, by section, the fields and questions they need. */
export type QuoteRequirements = Schemas['QuoteRequirements'];
export type ListQuoteRequestsQuery = NonNullable<operations['listQuoteRequests']['parameters']['query']>;
export type QuoteRequestPage = Data<operations['listQuoteRequests']['responses'][200]>;
export type ResolveJobBody = Json<NonNullable<operations['resolveJob']['requestBody']>>;
export type JobDetail = Data<operations['getJob']['responses'][200]>;
export type QuoteEvent = Data<operations['listQuoteEvents']['responses'][200]>['events'][number];
export type CreateWebhookBody = Json<operations['createWebhook']['requestBody']>;
export type UpdateWebhookBody = Json<operations['updateWebhook']['requestBody']>;
export type ListWebhookDeliveriesQuery = NonNullable<
  operations['listWebhookDeliveries']['parameters']['query']
>;
export type WebhookDeliveryPage = Data<operations['listWebhookDeliveries']['responses'][200]>;
export type ListLearnedMappingsQuery = NonNullable<operations['listLearnedMappings']['parameters']['query']>;

/** A downloaded artifact (step screenshot, quote letter, trace): the document types its body as binary. */
export interface Artifact {
  contentType: string;
  /** From Content-Disposition. */
  fileName: string | undefined;
  body: Uint8Array;
}

/** The bodies webhooks deliver, by event name. */
export type WebhookEvent =
  | Schemas['JobCompletedEvent']
  | Schemas['ActionRequiredEvent']
  | Schemas['ActionResolvedEvent']
  | Schemas['QuoteCompletedEvent']
  | Schemas['QuoteFailedEvent']
  | Schemas['WebhookTestEvent'];
