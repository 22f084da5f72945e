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

export async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (method !== 'GET') headers['x-csrf-token'] = csrfToken;
  const res = await fetch(path, {
    method,
    headers,
    credentials: 'same-origin',
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const json = await res.json().catch(() => undefined);
  if (!res.ok) {
    const error = json?.error ?? {};
    throw new ApiError(
      res.status,
      error.code ?? 'HTTP_ERROR',
      error.message ?? res.statusText,
      // The service sends `field_errors` (the envelope's name)
      error.field_errors ?? error.fieldErrors,
    );
  }
  return json?.data as T;
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
