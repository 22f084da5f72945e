// Calls the service from the app: same origin, the session cookie, and the CSRF token on every
// state-changing request. Errors carry the API's error code and message.
let csrfToken = '';
export const setCsrfToken = (token: string) => {
  csrfToken = token;
};

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fieldErrors: Record<string, string[]> | undefined;
  constructor(status: number, code: string, message: string, fieldErrors?: Record<string, string[]>) {
    super(message);
    this.status = status;
    this.code = code;
    this.fieldErrors = fieldErrors;
  }
}

/** How long a call waits for a service whose database is away (503 with Retry-After) before it fails. */
const UNAVAILABLE_WAIT_MS = 120_000;

export interface ApiOptions {
  /**
   * Sent again while the service answers 503 (its database away for a moment), as it asks: reads, and
   * what a person typed that is safe to send twice (a code, answers). Default: GETs only.
   */
  retryUnavailable?: boolean;
  /** More headers (the live view's token). */
  headers?: Record<string, string>;
}

export async function api<T>(
  method: string,
  path: string,
  body?: unknown,
  options: ApiOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (method !== 'GET') headers['x-csrf-token'] = csrfToken;
  const retry = options.retryUnavailable ?? method === 'GET';
  const giveUpAt = Date.now() + UNAVAILABLE_WAIT_MS;
  for (;;) {
    const res = await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const json = await res.json().catch(() => undefined);
    if (res.ok) return json?.data as T;
    const error = json?.error ?? {};
    const waitMs = Math.min(10, Number(res.headers.get('retry-after')) || 5) * 1000;
    if (res.status === 503 && retry && Date.now() + waitMs < giveUpAt) {
      await new Promise((resolve) => setTimeout(resolve, waitMs));
      continue;
    }
    throw new ApiError(
      res.status,
      error.code ?? 'HTTP_ERROR',
      error.message ?? res.statusText,
      // The service sends `field_errors` (the envelope's name)
      error.field_errors ?? error.fieldErrors,
    );
  }
}

/** The path of an absolute URL the API built (deep links, artifacts), so the app stays on its origin. */
export const localPath = (url: string) => {
  const u = new URL(url, window.location.origin);
  return `${u.pathname}${u.search}`;
};

/** A file the service makes (e.g. the proposal PDF), saved through a temporary link. */
export async function downloadFile(method: string, path: string, body: unknown, filename: string) {
  const res = await fetch(path, {
    method,
    headers: { 'content-type': 'application/json', 'x-csrf-token': csrfToken },
    credentials: 'same-origin',
    body: JSON.stringify(body),
  });
  if (!res.ok) {
    const json = await res.json().catch(() => undefined);
    throw new ApiError(res.status, json?.error?.code ?? 'HTTP_ERROR', json?.error?.message ?? res.statusText);
  }
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
