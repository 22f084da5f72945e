// One request with the SDK's manners: the API key, an Idempotency-Key on every POST (kept across its
// retries), retries with backoff on 429 (after Retry-After), and on 5xx and network errors when the
// call is safe to repeat, and typed errors for everything else.
import { apiError, type QuotingApiError, QuotingNetworkError } from './errors.ts';

export interface HttpOptions {
  /** The service's base URL, e.g. https://quotes.example.com (its PUBLIC_URL). */
  baseUrl: string;
  /** `sk_…` */
  apiKey: string;
  /** Retries after the first attempt (default 3). */
  maxRetries?: number;
  /** First backoff pause (default 500 ms), doubled each retry, with jitter. */
  retryBaseMs?: number;
  /** Longest pause, Retry-After included (default 60 s). */
  maxRetryDelayMs?: number;
  /** Per attempt (default 30 s). */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export interface RequestOptions {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  /** POST only: a key of your own (e.g. your record id + attempt), `false` for none; default a new UUID. */
  idempotencyKey?: string | false;
  ifNoneMatch?: string;
  signal?: AbortSignal;
  /** A file, not the JSON envelope: `data` is the body's bytes. */
  binary?: boolean;
}

export interface HttpResponse<T> {
  status: number;
  /** The envelope's `data`; undefined on 304. */
  data: T | undefined;
  etag: string | undefined;
  headers: Headers;
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

export function createHttp(options: HttpOptions) {
  const base = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? globalThis.fetch;
  const maxRetries = options.maxRetries ?? 3;
  const baseMs = options.retryBaseMs ?? 500;
  const maxDelay = options.maxRetryDelayMs ?? 60_000;

  const backoff = (retry: number) => Math.min(maxDelay, baseMs * 2 ** retry) * (0.5 + Math.random() / 2);

  return async function request<T>(req: RequestOptions): Promise<HttpResponse<T>> {
    const url = new URL(`${base}${req.path}`);
    for (const [k, v] of Object.entries(req.query ?? {}))
      if (v !== undefined) url.searchParams.set(k, String(v));
    const headers: Record<string, string> = {
      authorization: `Bearer ${options.apiKey}`,
      accept: 'application/json',
    };
    if (req.binary) headers.accept = '*/*';
    if (req.body !== undefined) headers['content-type'] = 'application/json';
    if (req.ifNoneMatch) headers['if-none-match'] = req.ifNoneMatch;
    const key = req.method === 'POST' ? (req.idempotencyKey ?? crypto.randomUUID()) : false;
    if (key) headers['idempotency-key'] = key;
    // A retried POST with its key is answered from the first attempt: safe to repeat, like a GET.
    const repeatable = req.method !== 'POST' || key !== false;

    for (let attempt = 0; ; attempt++) {
      const canRetry = attempt < maxRetries;
      let response: Response;
      try {
        response = await doFetch(url, {
          method: req.method,
          headers,
          body: req.body === undefined ? undefined : JSON.stringify(req.body),
          signal: req.signal
            ? AbortSignal.any([req.signal, AbortSignal.timeout(options.timeoutMs ?? 30_000)])
            : AbortSignal.timeout(options.timeoutMs ?? 30_000),
        });
      } catch (cause) {
        if (req.signal?.aborted) throw req.signal.reason;
        if (repeatable && canRetry) {
          await sleep(backoff(attempt), req.signal);
          continue;
        }
        throw new QuotingNetworkError(`${req.method} ${req.path}: no answer (${String(cause)})`, { cause });
      }
      const etag = response.headers.get('etag') ?? undefined;
      const answer = (data: unknown) => ({
        status: response.status,
        data: data as T,
        etag,
        headers: response.headers,
      });
      if (response.status === 304) return answer(undefined);
      if (response.ok && req.binary) return answer(new Uint8Array(await response.arrayBuffer()));
      const text = await response.text();
      const body = text ? safeJson(text) : undefined;
      if (response.ok) return answer((body as { data?: T })?.data);

      const error = toError(response, body, text);
      const retryable = error.status === 429 || (error.status >= 500 && repeatable);
      if (retryable && canRetry) {
        const wait =
          error.retryAfterSeconds !== undefined ? error.retryAfterSeconds * 1000 : backoff(attempt);
        await sleep(Math.min(maxDelay, wait), req.signal);
        continue;
      }
      throw error;
    }
  };
}

export type Http = ReturnType<typeof createHttp>;

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function toError(response: Response, body: unknown, text: string): QuotingApiError {
  const envelope = (body as { error?: Record<string, unknown> } | undefined)?.error;
  return apiError({
    status: response.status,
    code: (envelope?.code as QuotingApiError['code']) ?? 'UNKNOWN',
    message: String(envelope?.message ?? (text.slice(0, 200) || response.statusText)),
    fieldErrors: envelope?.field_errors as Record<string, string[]> | undefined,
    requestId: envelope?.requestId as string | undefined,
    retryAfterSeconds: retryAfter(response.headers.get('retry-after')),
  });
}

/** Seconds from `Retry-After`: delta-seconds or an HTTP date. */
export function retryAfter(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}
