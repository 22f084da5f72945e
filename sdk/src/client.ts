// The partner API client: one method per operation, grouped as in the reference, plus page iteration
// and waitForQuote. Errors are typed (./errors.ts); retries and idempotency keys are in ./http.ts.
import { createHttp, type HttpOptions } from './http.ts';
import type {
  Artifact,
  Carrier,
  CreateQuoteRequestBody,
  CreateWebhookBody,
  Job,
  JobDetail,
  LearnedMapping,
  ListLearnedMappingsQuery,
  ListQuoteRequestsQuery,
  ListWebhookDeliveriesQuery,
  ParsedSchedules,
  QuoteEvent,
  QuoteRequest,
  QuoteRequestPage,
  QuoteRequirements,
  QuoteRequirementsBody,
  ResolveJobBody,
  Result,
  ScheduleTexts,
  UpdateWebhookBody,
  Webhook,
  WebhookDelivery,
  WebhookDeliveryPage,
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
const w = (id: string) => `/v1/webhooks/${encodeURIComponent(id)}`;
const job = (id: string, jobId: string) => `${q(id)}/jobs/${encodeURIComponent(jobId)}`;
const delivery = (id: string, deliveryId: string) => `${w(id)}/deliveries/${encodeURIComponent(deliveryId)}`;

/** Every item across pages: `list` is called with each page's `nextCursor` until there is none. */
async function* pages<Q, T>(
  list: (query: Q & { cursor?: string }) => Promise<{ items: T[]; nextCursor: string | null }>,
  query: Q,
): AsyncGenerator<T> {
  let cursor: string | undefined;
  do {
    const page = await list({ ...query, cursor });
    yield* page.items;
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
}

/** `inline; filename="quote.pdf"` → quote.pdf */
const fileName = (disposition: string | null) => disposition?.match(/filename="?([^";]+)"?/)?.[1];

export function createClient(options: ClientOptions) {
  const http = createHttp(options);
  const data = async <T>(promise: Promise<{ data: T | undefined }>) => (await promise).data as T;
  const post = <T>(path: string, body: unknown, o: PostOptions = {}) =>
    data<T>(http<T>({ method: 'POST', path, body, idempotencyKey: o.idempotencyKey }));
  const get = <T>(path: string, query?: Record<string, string | number | undefined>) =>
    data<T>(http<T>({ method: 'GET', path, query }));

  const quotes = {
    create: (body: CreateQuoteRequestBody, o?: PostOptions) => post<QuoteRequest>('/v1/quotes', body, o),
    /** CSV schedules read into the parts of a create body; nothing is stored (a 400 names each bad cell). */
    parseSchedules: (texts: ScheduleTexts, o?: PostOptions) =>
      post<ParsedSchedules>('/v1/quotes/schedules/parse', texts, o),
    /**
     * What the chosen carriers will ask of a request, from a create body as far as it is known: the jobs the
     * create would dispatch, and by section the fields and questions they need, with their conditions.
     * Nothing is stored, no job starts (a 400 names each value the create would refuse).
     */
    requirements: (body: QuoteRequirementsBody) => post<QuoteRequirements>('/v1/quotes/requirements', body),
    get: (id: string) => get<QuoteRequest>(q(id)),
    list: (query: ListQuoteRequestsQuery = {}) => get<QuoteRequestPage>('/v1/quotes', query),
    /** Every quote request across pages, newest first. */
    iterate: (query: Omit<ListQuoteRequestsQuery, 'cursor'> = {}): AsyncGenerator<QuoteRequest> =>
      pages(quotes.list, query),
    start: (id: string, o?: PostOptions) => post<QuoteRequest>(`${q(id)}/start`, undefined, o),
    cancel: (id: string, o?: PostOptions) => post<QuoteRequest>(`${q(id)}/cancel`, undefined, o),
    results: async (id: string) => (await get<{ results: Result[] }>(`${q(id)}/results`)).results,
    events: async (id: string) => (await get<{ events: QuoteEvent[] }>(`${q(id)}/events`)).events,
    job: (id: string, jobId: string) => get<JobDetail>(job(id, jobId)),
    /** A job's file by id (the `artifacts`, `screenshotUrl` and result `documents` of a job name them). */
    artifact: async (id: string, jobId: string, artifactId: string): Promise<Artifact> => {
      const path = `${job(id, jobId)}/artifacts/${encodeURIComponent(artifactId)}`;
      const res = await http<Uint8Array>({ method: 'GET', path, binary: true });
      return {
        contentType: res.headers.get('content-type') ?? 'application/octet-stream',
        fileName: fileName(res.headers.get('content-disposition')),
        body: res.data as Uint8Array,
      };
    },
    resolve: (id: string, jobId: string, body: ResolveJobBody, o?: PostOptions) =>
      post<Job>(`${job(id, jobId)}/resolve`, body, o),
    retryJob: (id: string, jobId: string, o?: PostOptions) =>
      post<Job>(`${job(id, jobId)}/retry`, undefined, o),
  };

  const webhooks = {
    create: (body: CreateWebhookBody, o?: PostOptions) => post<WebhookWithSecret>('/v1/webhooks', body, o),
    list: () => get<{ items: Webhook[] }>('/v1/webhooks'),
    get: (id: string) => get<Webhook>(w(id)),
    /** Change its URL or events, or pause (`enabled: false`) and re-enable it. */
    update: (id: string, body: UpdateWebhookBody) =>
      data<Webhook>(http<Webhook>({ method: 'PATCH', path: w(id), body })),
    delete: (id: string) => data(http({ method: 'DELETE', path: w(id) })),
    rotateSecret: (id: string, overlapSeconds?: number, o?: PostOptions) =>
      post<WebhookWithSecret>(
        `${w(id)}/rotate-secret`,
        overlapSeconds === undefined ? {} : { overlapSeconds },
        o,
      ),
    test: (id: string, o?: PostOptions) => post<{ eventId: string }>(`${w(id)}/test`, undefined, o),
    /** One page of the delivery log, newest first, each delivery with every attempt. */
    deliveries: (id: string, query: ListWebhookDeliveriesQuery = {}) =>
      get<WebhookDeliveryPage>(`${w(id)}/deliveries`, query),
    /** Every delivery across pages, newest first. */
    iterateDeliveries: (id: string, query: Omit<ListWebhookDeliveriesQuery, 'cursor'> = {}) =>
      pages((page: ListWebhookDeliveriesQuery) => webhooks.deliveries(id, page), query),
    delivery: (id: string, deliveryId: string) => get<WebhookDelivery>(delivery(id, deliveryId)),
    /** Sends the delivery's event again, now (answers 202 with the delivery, `pending`). */
    redeliver: (id: string, deliveryId: string, o?: PostOptions) =>
      post<WebhookDelivery>(`${delivery(id, deliveryId)}/redeliver`, undefined, o),
    /** Checks a delivery's signature (either scheme) and returns the parsed event. */
    verify: verifyWebhook,
  };

  return {
    quotes,
    webhooks,
    /** Each carrier with its lines, login status and, per line, its appetite and `requirements`. */
    carriers: { list: async () => (await get<{ carriers: Carrier[] }>('/v1/carriers')).carriers },
    learnedMappings: {
      list: async (query: ListLearnedMappingsQuery = {}) =>
        (await get<{ items: LearnedMapping[] }>('/v1/learned-mappings', query)).items,
      /** Later jobs ask a person again instead of applying it. */
      withdraw: (id: string) =>
        data<LearnedMapping>(
          http<LearnedMapping>({ method: 'DELETE', path: `/v1/learned-mappings/${encodeURIComponent(id)}` }),
        ),
    },
    /** Polls (with If-None-Match) until the request settles; see WaitForQuoteOptions. */
    waitForQuote: (id: string, o?: WaitForQuoteOptions) => waitForQuote(http, id, o),
  };
}

export type QuotingClient = ReturnType<typeof createClient>;
