// The SPA's API client: JSON in and out, one error type, the words shown for a rate limit (429), an
// outage (5xx) or maintenance, and a hook for a session the server no longer knows.

export interface FieldErrors {
  [field: string]: string;
}

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: FieldErrors;
  /** Seconds to wait, from `Retry-After` (429). */
  readonly retryAfter: number | undefined;

  constructor(status: number, code: string, message: string, fields: FieldErrors = {}, retryAfter?: number) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.retryAfter = retryAfter;
  }
}

export const MAINTENANCE_MESSAGE =
  'Cascade Commercial is down for scheduled maintenance. Saved submissions are safe; try again later.';

let authLost: (code: string) => void = () => undefined;

/** Called with the error code when the server says the session is gone. */
export function onAuthLost(handler: (code: string) => void): void {
  authLost = handler;
}

export const rateLimitedMessage = (seconds: number) =>
  `Too many requests: Cascade Commercial allows 10 a second. Wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'}, then try again.`;

interface Sent {
  json?: unknown;
  file?: File;
}

export async function api<T>(method: string, path: string, sent: Sent = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  let body: BodyInit | undefined;
  if (sent.file) {
    headers['content-type'] = 'application/octet-stream';
    headers['x-file-name'] = encodeURIComponent(sent.file.name);
    body = sent.file;
  } else if (sent.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(sent.json);
  }
  let response: Response;
  try {
    response = await fetch(path, { method, credentials: 'same-origin', headers, body });
  } catch {
    throw new ApiError(
      0,
      'NETWORK',
      'We could not reach Cascade Commercial. Check your connection and try again.',
    );
  }
  const isJson = (response.headers.get('content-type') ?? '').includes('application/json');
  const json = isJson ? ((await response.json().catch(() => null)) as { error?: ApiErrorBody } | null) : null;
  if (response.ok) return json as T;
  if (response.status === 429) {
    const seconds = Math.max(1, Number(response.headers.get('retry-after')) || 1);
    throw new ApiError(429, 'RATE_LIMITED', rateLimitedMessage(seconds), {}, seconds);
  }
  if (response.status === 503 && response.headers.get('retry-after')) {
    throw new ApiError(503, 'MAINTENANCE', MAINTENANCE_MESSAGE);
  }
  if (!json?.error) {
    throw new ApiError(
      response.status,
      'SERVER',
      `Cascade Commercial is temporarily unavailable (error ${response.status}). Nothing was saved. Try again.`,
    );
  }
  const error = new ApiError(response.status, json.error.code, json.error.message, json.error.fields);
  if (response.status === 401 && !path.startsWith('/api/auth/') && path !== '/api/session')
    authLost(error.code);
  throw error;
}

interface ApiErrorBody {
  code: string;
  message: string;
  fields?: FieldErrors;
}

/** The message to show for any failure. */
export const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : 'Something went wrong. Try again.';
