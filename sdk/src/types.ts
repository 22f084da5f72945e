// Friendly names for the generated types (src/generated/openapi.ts, from the service's document).
import type { components, operations } from './generated/openapi.ts';

type Schemas = components['schemas'];
type Json<T> = T extends { content: { 'application/json': infer B } } ? B : never;
type Data<T> = Json<T> extends { data: infer D } ? D : never;

export type QuoteRequest = Schemas['QuoteRequest'];
export type Job = Schemas['Job'];
export type Result = Schemas['Result'];
export type Carrier = Schemas['Carrier'];
export type Webhook = Schemas['Webhook'];
export type WebhookWithSecret = Schemas['WebhookWithSecret'];
export type WebhookDelivery = Schemas['WebhookDelivery'];
export type ErrorEnvelope = Schemas['ErrorEnvelope'];
export type ErrorCode = ErrorEnvelope['error']['code'];

export type CreateQuoteRequestBody = Json<operations['createQuoteRequest']['requestBody']>;
export type ListQuoteRequestsQuery = NonNullable<operations['listQuoteRequests']['parameters']['query']>;
export type QuoteRequestPage = Data<operations['listQuoteRequests']['responses'][200]>;
export type ResolveJobBody = Json<NonNullable<operations['resolveJob']['requestBody']>>;
export type JobDetail = Data<operations['getJob']['responses'][200]>;
export type QuoteEvent = Data<operations['listQuoteEvents']['responses'][200]>['events'][number];
export type CreateWebhookBody = Json<operations['createWebhook']['requestBody']>;

/** The bodies webhooks deliver, by event name. */
export type WebhookEvent =
  | Schemas['JobCompletedEvent']
  | Schemas['ActionRequiredEvent']
  | Schemas['QuoteCompletedEvent']
  | Schemas['QuoteFailedEvent']
  | Schemas['WebhookTestEvent'];
