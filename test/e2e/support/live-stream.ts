// A watcher of a job's live view over HTTP, as the app's page is one: reads the server-sent events of
// GET /app/api/quotes/:id/jobs/:jobId/live and keeps them in order (frames as their size, first bytes
// and, for the last one, the whole JPEG).
import type { LiveState } from '../../../src/agents/runtime/live-pages.ts';

export type WatchedEvent =
  | { type: 'state'; state: LiveState; at: number }
  | { type: 'frame'; size: number; head: Buffer; at: number };

export interface LiveWatcher {
  status: number;
  events: WatchedEvent[];
  frames(): number;
  /** The last frame's JPEG. */
  lastFrame(): Buffer | undefined;
  /** Resolves once `test` holds for the events so far (checked on each event), else fails after `timeoutMs`. */
  until(what: string, test: (events: WatchedEvent[]) => boolean, timeoutMs?: number): Promise<void>;
  close(): void;
}

/**
 * The person's live view token of the job whose live view is at `liveUrl` (…/live), fetched as the app
 * does (session and CSRF); '' when refused (another agency's job).
 */
export async function liveToken(liveUrl: string, headers: Record<string, string>): Promise<string> {
  const res = await fetch(`${liveUrl}/token`, { method: 'POST', headers });
  if (!res.ok) return '';
  return ((await res.json()) as { data: { token: string } }).data.token;
}

/** Watches with the session `cookie` and a live view token (`liveToken`; none: the bench's own server). */
export async function watchLive(url: string, cookie: string, token = ''): Promise<LiveWatcher> {
  const abort = new AbortController();
  const res = await fetch(token ? `${url}?token=${encodeURIComponent(token)}` : url, {
    headers: { cookie, accept: 'text/event-stream' },
    signal: abort.signal,
  });
  const events: WatchedEvent[] = [];
  let last: Buffer | undefined;
  const waiters = new Set<() => void>();
  const told = () => {
    for (const w of waiters) w();
  };
  if (res.ok && res.body) {
    void (async () => {
      const decoder = new TextDecoder();
      let buffered = '';
      for await (const chunk of res.body as AsyncIterable<Uint8Array>) {
        buffered += decoder.decode(chunk, { stream: true });
        for (let end = buffered.indexOf('\n\n'); end >= 0; end = buffered.indexOf('\n\n')) {
          const block = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          const event = /^event: (\w+)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1] ?? '';
          if (event === 'state') events.push({ type: 'state', state: JSON.parse(data), at: Date.now() });
          if (event === 'frame') {
            last = Buffer.from(data, 'base64');
            events.push({ type: 'frame', size: last.length, head: last.subarray(0, 3), at: Date.now() });
          }
          told();
        }
      }
    })().catch(() => undefined);
  }
  return {
    status: res.status,
    events,
    frames: () => events.filter((e) => e.type === 'frame').length,
    lastFrame: () => last,
    until(what, test, timeoutMs = 60_000) {
      return new Promise<void>((resolve, reject) => {
        const check = () => {
          if (!test(events)) return;
          finish();
          resolve();
        };
        const timer = setTimeout(() => {
          finish();
          reject(new Error(`no ${what} within ${timeoutMs} ms; states: ${JSON.stringify(states(events))}`));
        }, timeoutMs);
        const finish = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    close: () => abort.abort(),
  };
}

export const states = (events: readonly WatchedEvent[]): LiveState[] =>
  events.flatMap((e) => (e.type === 'state' ? [e.state] : []));
