// The partner API client: one method per operation, grouped as in the reference, plus page iteration
// and waitForQuote. Errors are typed (./errors.ts); retries and idempotency keys are in ./http.ts.
import { createHttp, type HttpOptions } from './http.ts';
import type {
  Carrier,
  CreateQuoteRequestBody,
  CreateWebhookBody,
  Job,
  JobDetail,
  ListQuoteRequestsQuery,
  QuoteEvent,
  QuoteRequest,
  QuoteRequestPage,
  ResolveJobBody,
  Result,
  Webhook,
  WebhookWithSecret,
} from './types.ts';
import { type WaitForQuoteOptions, waitForQuote } from './wait-for-quote.ts';
import { verifyWebhook } from './webhooks.ts';

export type ClientOptions = HttpOptions;

/** POST options: your own Idempotency-Key (recommended: your record id + attempt), or `false` for none. */
export interface PostOptions {
  idempotencyKey?: string | false;
}

const q = (id: string) => `/v1/quotes/${encodeURIComponent(id)}`;

export function createClient(options: ClientOptions) {
  const http = createHttp(options);
  const data = async <T>(promise: Promise<{ data: T | undefined }>) => (await promise).data as T;
  const post = <T>(path: string, body: unknown, o: PostOptions = {}) =>
    data<T>(http<T>({ method: 'POST', path, body, idempotencyKey: o.idempotencyKey }));
  const get = <T>(path: string, query?: Record<string, string | number | undefined>) =>
    data<T>(http<T>({ method: 'GET', path, query }));

  const quotes = {
    create: (body: CreateQuoteRequestBody, o?: PostOptions) => post<QuoteRequest>('/v1/quotes', body, o),
    get: (id: string) => get<QuoteRequest>(q(id)),
    list: (query: ListQuoteRequestsQuery = {}) => get<QuoteRequestPage>('/v1/quotes', query),
    /** Every quote request across pages, newest first. */
    async *iterate(query: Omit<ListQuoteRequestsQuery, 'cursor'> = {}): AsyncGenerator<QuoteRequest> {
      let cursor: string | undefined;
      do {
        const page = await quotes.list({ ...query, cursor });
        yield* page.items;
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
    },
    start: (id: string, o?: PostOptions) => post<QuoteRequest>(`${q(id)}/start`, undefined, o),
    cancel: (id: string, o?: PostOptions) => post<QuoteRequest>(`${q(id)}/cancel`, undefined, o),
    results: async (id: string) => (await get<{ results: Result[] }>(`${q(id)}/results`)).results,
    events: async (id: string) => (await get<{ events: QuoteEvent[] }>(`${q(id)}/events`)).events,
    job: (id: string, jobId: string) => get<JobDetail>(`${q(id)}/jobs/${encodeURIComponent(jobId)}`),
    resolve: (id: string, jobId: string, body: ResolveJobBody, o?: PostOptions) =>
      post<Job>(`${q(id)}/jobs/${encodeURIComponent(jobId)}/resolve`, body, o),
    retryJob: (id: string, jobId: string, o?: PostOptions) =>
      post<Job>(`${q(id)}/jobs/${encodeURIComponent(jobId)}/retry`, undefined, o),
  };

  const w = (id: string) => `/v1/webhooks/${encodeURIComponent(id)}`;
  const webhooks = {
    create: (body: CreateWebhookBody, o?: PostOptions) => post<WebhookWithSecret>('/v1/webhooks', body, o),
    list: () => get<{ items: Webhook[] }>('/v1/webhooks'),
    get: (id: string) => get<Webhook>(w(id)),
    delete: (id: string) => data(http({ method: 'DELETE', path: w(id) })),
    rotateSecret: (id: string, overlapSeconds?: number, o?: PostOptions) =>
      post<WebhookWithSecret>(
        `${w(id)}/rotate-secret`,
        overlapSeconds === undefined ? {} : { overlapSeconds },
        o,
      ),
    test: (id: string, o?: PostOptions) => post<{ eventId: string }>(`${w(id)}/test`, undefined, o),
    /** Checks a delivery's signature (either scheme) and returns the parsed event. */
    verify: verifyWebhook,
  };

  return {
    quotes,
    webhooks,
    carriers: { list: async () => (await get<{ carriers: Carrier[] }>('/v1/carriers')).carriers },
    /** Polls (with If-None-Match) until the request settles; see WaitForQuoteOptions. */
    waitForQuote: (id: string, o?: WaitForQuoteOptions) => waitForQuote(http, id, o),
  };
}

export type QuotingClient = ReturnType<typeof createClient>;
