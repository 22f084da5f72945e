// The requests of a trace window, read from each page's own DevTools session (the one that sets the
// block list, browser-pool.ts), which has Chromium's network events on already: listening costs no
// extra round trip, where Playwright's own network record stores every response body as it goes
// (docs/decisions/0018). Written as a HAR 1.2 file, which any HAR viewer (Chromium's DevTools among
// them) opens. Request and response headers and small posted bodies are kept; response bodies are not.
// Each entry's `_page` numbers its page in the order the context opened them.
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { devtools } from '../browser-pool.ts';

/** Requests kept per window; a window that makes more keeps its first ones and counts the rest. */
const MAX_ENTRIES = 2000;
/** A posted body longer than this is cut (forms and JSON calls are far smaller). */
const MAX_POST_CHARS = 16_384;

type Headers = Record<string, string>;

interface Entry {
  page: number;
  method: string;
  url: string;
  resourceType: string;
  /** Wall clock (ms) and Chromium's monotonic clock (s) when the request was sent. */
  wallMs: number;
  startedAt: number;
  requestHeaders: Headers;
  postData?: string;
  status?: number;
  statusText?: string;
  protocol?: string;
  mimeType?: string;
  responseHeaders?: Headers;
  respondedAt?: number;
  endedAt?: number;
  bytes?: number;
  failure?: string;
}

interface RequestWillBeSent {
  requestId: string;
  timestamp: number;
  wallTime: number;
  type?: string;
  request: { url: string; method: string; headers: Headers; postData?: string };
  redirectResponse?: Response;
}
interface Response {
  status: number;
  statusText: string;
  protocol?: string;
  mimeType: string;
  headers: Headers;
}

export interface RequestLog {
  /** Drops what was logged; logs from now on while `on`. */
  restart(on: boolean): void;
  /** The window's requests as a HAR 1.2 document. */
  har(): string;
  /** Stops listening. */
  close(): void;
}

const harHeaders = (headers: Headers = {}) =>
  Object.entries(headers).map(([name, value]) => ({ name, value }));

/** What a response tells of its request. */
const answered = (response: Response): Partial<Entry> => ({
  status: response.status,
  statusText: response.statusText,
  protocol: response.protocol,
  mimeType: response.mimeType,
  responseHeaders: response.headers,
});

/** Milliseconds from sending to the end, or to the answer when the try ended before the body. */
function timing(e: Entry): { time: number; comment?: string } {
  const end = e.endedAt ?? e.respondedAt;
  if (end === undefined) return { time: 0, comment: 'no answer yet when the try ended' };
  const time = Math.max(0, (end - e.startedAt) * 1000);
  return e.endedAt === undefined
    ? { time, comment: 'answered; body not finished when the try ended' }
    : { time };
}

export function openRequestLog(context: BrowserContext): RequestLog {
  let on = false;
  let entries: Entry[] = [];
  let dropped = 0;
  /** Requests in flight by page and DevTools id; cleared with the window. */
  let open = new Map<string, Entry>();
  const detach: Array<() => void> = [];
  let pages = 0;

  const attach = (page: Page) => {
    const index = ++pages;
    const key = (id: string) => `${index}:${id}`;
    /** Adds to a request in flight; `done` ends it (finished, failed or redirected). */
    const update = (id: string, fields: Partial<Entry>, done: boolean) => {
      const entry = open.get(key(id));
      if (!entry) return;
      Object.assign(entry, fields);
      if (done) open.delete(key(id));
    };
    const listeners: Record<string, (event: never) => void> = {
      'Network.requestWillBeSent': (event: RequestWillBeSent) => {
        if (!on) return;
        // A redirect ends the request it answers; the next leg is a new entry under the same id.
        if (event.redirectResponse)
          update(event.requestId, { ...answered(event.redirectResponse), endedAt: event.timestamp }, true);
        if (entries.length >= MAX_ENTRIES) {
          dropped += 1;
          return;
        }
        const { request } = event;
        const entry: Entry = {
          page: index,
          method: request.method,
          url: request.url,
          resourceType: event.type ?? 'Other',
          wallMs: event.wallTime * 1000,
          startedAt: event.timestamp,
          requestHeaders: request.headers,
          ...(request.postData !== undefined ? { postData: request.postData.slice(0, MAX_POST_CHARS) } : {}),
        };
        entries.push(entry);
        open.set(key(event.requestId), entry);
      },
      'Network.responseReceived': (event: { requestId: string; timestamp: number; response: Response }) =>
        update(event.requestId, { ...answered(event.response), respondedAt: event.timestamp }, false),
      'Network.loadingFinished': (event: {
        requestId: string;
        timestamp: number;
        encodedDataLength: number;
      }) => update(event.requestId, { endedAt: event.timestamp, bytes: event.encodedDataLength }, true),
      'Network.loadingFailed': (event: {
        requestId: string;
        timestamp: number;
        errorText: string;
        blockedReason?: string;
      }) =>
        update(
          event.requestId,
          {
            endedAt: event.timestamp,
            failure: event.blockedReason ? `blocked (${event.blockedReason})` : event.errorText,
          },
          true,
        ),
    };
    let session: CDPSession | undefined;
    let closed = false;
    devtools(page).then(
      (cdp) => {
        if (closed) return;
        session = cdp;
        for (const [name, listener] of Object.entries(listeners)) cdp.on(name as never, listener);
      },
      () => undefined,
    );
    detach.push(() => {
      closed = true;
      for (const [name, listener] of Object.entries(listeners)) session?.off(name as never, listener);
    });
  };

  const onPage = (page: Page) => attach(page);
  for (const page of context.pages()) attach(page);
  context.on('page', onPage);

  return {
    restart(now) {
      on = now;
      entries = [];
      open = new Map();
      dropped = 0;
    },
    har() {
      const log = {
        version: '1.2',
        creator: { name: 'quoting-service agent', version: '1' },
        comment: dropped > 0 ? `${dropped} later requests of this window were not logged` : undefined,
        pages: [],
        entries: entries.map((e) => ({
          _page: e.page,
          startedDateTime: new Date(e.wallMs).toISOString(),
          ...timing(e),
          request: {
            method: e.method,
            url: e.url,
            httpVersion: e.protocol ?? 'http/1.1',
            cookies: [],
            headers: harHeaders(e.requestHeaders),
            queryString: [],
            ...(e.postData !== undefined
              ? {
                  postData: {
                    mimeType: e.requestHeaders['Content-Type'] ?? e.requestHeaders['content-type'] ?? '',
                    text: e.postData,
                  },
                }
              : {}),
            headersSize: -1,
            bodySize: e.postData?.length ?? 0,
          },
          response: {
            status: e.status ?? 0,
            statusText: e.statusText ?? '',
            httpVersion: e.protocol ?? 'http/1.1',
            cookies: [],
            headers: harHeaders(e.responseHeaders),
            content: { size: -1, mimeType: e.mimeType ?? '' },
            redirectURL: e.responseHeaders?.location ?? e.responseHeaders?.Location ?? '',
            headersSize: -1,
            bodySize: e.bytes ?? -1,
            ...(e.failure !== undefined ? { _failureText: e.failure } : {}),
          },
          cache: {},
          timings: { send: 0, wait: timing(e).time, receive: 0 },
          _resourceType: e.resourceType,
        })),
      };
      return JSON.stringify({ log }, null, 1);
    },
    close() {
      on = false;
      context.off('page', onPage);
      for (const off of detach) off();
      entries = [];
      open = new Map();
    },
  };
}
