// Polls a quote request until it leaves `in_progress` (or `pending`), at the contract's interval (5 s),
// sending the last ETag so an unchanged request costs a 304 and no body. `onUpdate` sees every change.
import type { Http } from './http.ts';
import type { QuoteRequest } from './types.ts';

export interface WaitForQuoteOptions {
  /** Called with each changed version (the first read included). */
  onUpdate?: (quote: QuoteRequest) => void | Promise<void>;
  /** Default 5000 ms: the contract asks for 5 to 10 seconds. */
  intervalMs?: number;
  /** Give up after this long (default 15 minutes). */
  timeoutMs?: number;
  /** Stop here instead of at a terminal status (e.g. on the first job waiting for a person). */
  until?: (quote: QuoteRequest) => boolean;
  signal?: AbortSignal;
}

const settled = (q: QuoteRequest) => q.status !== 'in_progress' && q.status !== 'pending';

export async function waitForQuote(http: Http, id: string, options: WaitForQuoteOptions = {}) {
  const interval = options.intervalMs ?? 5000;
  const deadline = Date.now() + (options.timeoutMs ?? 15 * 60_000);
  const done = options.until ?? settled;
  let etag: string | undefined;
  let quote: QuoteRequest | undefined;
  for (;;) {
    const res = await http<QuoteRequest>({
      method: 'GET',
      path: `/v1/quotes/${encodeURIComponent(id)}`,
      ifNoneMatch: etag,
      signal: options.signal,
    });
    if (res.status !== 304 && res.data) {
      quote = res.data;
      etag = res.etag;
      await options.onUpdate?.(quote);
      if (done(quote)) return quote;
    }
    if (Date.now() + interval > deadline) {
      throw new Error(
        `waitForQuote: ${id} still ${quote?.status ?? 'unread'} after ${options.timeoutMs ?? 900_000} ms`,
      );
    }
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(resolve, interval);
      options.signal?.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(options.signal?.reason);
      });
    });
  }
}
