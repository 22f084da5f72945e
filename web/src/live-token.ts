// The live view's short-lived token (docs/decisions/0031-live-view-across-nodes.md): scoped to one job
// and the signed-in person, fetched with the session (and CSRF) and fetched again before it expires.
// The live stream opens with it (`?token=`); take, input and hand-back send it (`x-live-token`).
import { api } from './api.ts';

/** Fetched again when it has less than this left. */
const MARGIN_MS = 15_000;

export interface LiveToken {
  /** A token valid for a while yet. */
  get(): Promise<string>;
  /** Headers for a control call. */
  headers(): Promise<Record<string, string>>;
}

/** `livePath`: the job's live view, `/app/api/quotes/:id/jobs/:jobId/live`. */
export function liveToken(livePath: string): LiveToken {
  let held: { token: string; expiresAt: number } | undefined;
  let fetching: Promise<string> | undefined;
  const get = (): Promise<string> => {
    if (held && held.expiresAt - Date.now() > MARGIN_MS) return Promise.resolve(held.token);
    fetching ??= api<{ token: string; expiresAt: string }>('POST', `${livePath}/token`)
      .then((t) => {
        held = { token: t.token, expiresAt: Date.parse(t.expiresAt) };
        return t.token;
      })
      .finally(() => {
        fetching = undefined;
      });
    return fetching;
  };
  return { get, headers: async () => ({ 'x-live-token': await get() }) };
}
