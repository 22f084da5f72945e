// Broker Hub API client: JSON in and out, one error type, and a hook for a lost session.

export class ApiError extends Error {
  constructor(status, code, message, fields) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = fields || {};
  }
}

let authLost = () => {};

/** Called with the error code when the server says the session is gone (the app sends the user to sign in). */
export function onAuthLost(handler) {
  authLost = handler;
}

export async function api(method, path, body) {
  let response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? { accept: 'application/json' } : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, 'NETWORK', 'We could not reach Harborline. Check your connection and try again.');
  }
  const isJson = (response.headers.get('content-type') || '').includes('application/json');
  const json = isJson ? await response.json().catch(() => null) : null;
  if (response.ok) return json;
  if (response.status === 503 && response.headers.get('retry-after')) {
    throw new ApiError(
      503,
      'MAINTENANCE',
      'Broker Hub is undergoing scheduled maintenance. Please try again later.',
    );
  }
  if (!json?.error) {
    throw new ApiError(
      response.status,
      'SERVER',
      `Harborline is temporarily unavailable (error ${response.status}). Nothing was saved. Please try again.`,
    );
  }
  const error = new ApiError(response.status, json.error.code, json.error.message, json.error.fields);
  if (response.status === 401 && !path.startsWith('/api/auth/') && path !== '/api/session') {
    error.authLost = true;
    authLost(json.error.code);
  }
  throw error;
}
