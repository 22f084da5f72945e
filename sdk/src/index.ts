// @quoting-service/sdk: the typed client for the partner API.
export { type ClientOptions, createClient, type PostOptions, type QuotingClient } from './client.ts';
export * from './errors.ts';
export type { components, operations, paths, webhooks as webhookOperations } from './generated/openapi.ts';
export type * from './types.ts';
export type { WaitForQuoteOptions } from './wait-for-quote.ts';
export { type VerifyOptions, verifyWebhook, WebhookVerificationError } from './webhooks.ts';

import { verifyWebhook } from './webhooks.ts';

/** `webhooks.verify(rawBody, headers, secret)` without a client (in a receiver). */
export const webhooks = { verify: verifyWebhook };
