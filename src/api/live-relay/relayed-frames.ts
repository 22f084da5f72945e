// The live view's frames wherever the job's try runs (docs/decisions/0031-live-view-across-nodes.md):
// this process's own LivePages when the job's worker is this process (or no live worker holds it),
// else relayed from the worker holding it (`jobs.worker_id`, its internal address in
// `worker_addresses`), one upstream per watched job in this process, fanned out here. Which worker holds
// a watched job is read again every `resolveEveryMs` (a try starting elsewhere, a worker lost).
import type { InputEvent } from '../../agents/runtime/live-input.ts';
import type {
  InputResult,
  LiveEvent,
  LiveFrameSource,
  LiveListener,
  LiveState,
} from '../../agents/runtime/live-pages.ts';
import type { Db } from '../../store/db.ts';
import { jobWorker } from '../../store/worker-addresses.ts';
import type { TokenSigner } from './tokens.ts';
import type { RelayClaims } from './worker-server.ts';

const NOT_RUNNING: LiveState = { running: false, step: null, hidden: false, paused: false };
/** A relay token lives this long: it opens one request. */
const RELAY_TOKEN_MS = 30_000;

interface Entry {
  listeners: Set<LiveListener>;
  bound?: { key: string; stop: () => void };
  state?: LiveEvent;
  frame?: LiveEvent;
  timer?: NodeJS.Timeout;
}

export interface RelayedFrames extends LiveFrameSource {
  input(jobId: string, events: readonly InputEvent[]): Promise<InputResult>;
  stateOf(jobId: string): Promise<LiveState>;
  /** Upstreams open to other workers now (tests). */
  upstreams(): number;
  close(): void;
}

export function createRelayedFrames(options: {
  db: Db;
  tokens: TokenSigner<RelayClaims>;
  /** This process's pages and its worker id, where it runs jobs. */
  local?: { frames: LiveFrameSource; workerId: string };
  resolveEveryMs?: number;
}): RelayedFrames {
  const { db, tokens, local } = options;
  const entries = new Map<string, Entry>();
  let remotes = 0;
  const auth = (jobId: string) => ({
    authorization: `Bearer ${tokens.sign({ jobId }, RELAY_TOKEN_MS).token}`,
  });

  /** Where the job's frames are now: `local`, a worker's address, or nowhere. */
  async function whereIs(jobId: string): Promise<string> {
    const held = await jobWorker(db, jobId);
    if (held?.address && held.workerId !== local?.workerId) return held.address;
    return local ? 'local' : 'none';
  }

  const fan = (entry: Entry) => (event: LiveEvent) => {
    if (event.type === 'state') {
      entry.state = event;
      if (!event.state.running || event.state.hidden) entry.frame = undefined;
    } else entry.frame = event;
    for (const listener of entry.listeners) listener(event);
  };

  function bind(jobId: string, entry: Entry, key: string) {
    entry.bound?.stop();
    const tell = fan(entry);
    if (key === 'local' && local) entry.bound = { key, stop: local.frames.watch(jobId, tell) };
    else if (key === 'none') {
      entry.bound = { key, stop: () => undefined };
      tell({ type: 'state', state: NOT_RUNNING });
    } else {
      const abort = new AbortController();
      remotes += 1;
      let ended = false;
      const end = () => {
        if (ended) return;
        ended = true;
        remotes -= 1;
        abort.abort();
      };
      entry.bound = { key, stop: end };
      void relay(`${key}/live/${jobId}/events`, auth(jobId), abort.signal, tell).finally(() => {
        if (entry.bound?.stop !== end) return;
        end();
        entry.bound = undefined; // the worker went away or ended the stream: found again next read
        if (entry.state?.type !== 'state' || entry.state.state.running)
          tell({ type: 'state', state: NOT_RUNNING });
      });
    }
  }

  async function resolve(jobId: string, entry: Entry) {
    const key = await whereIs(jobId).catch(() => entry.bound?.key);
    if (!key || entries.get(jobId) !== entry || entry.listeners.size === 0) return;
    if (entry.bound?.key !== key) bind(jobId, entry, key);
  }

  return {
    watch(jobId, listener) {
      let entry = entries.get(jobId);
      if (!entry) {
        const created: Entry = { listeners: new Set() };
        entry = created;
        entries.set(jobId, created);
        created.timer = setInterval(() => void resolve(jobId, created), options.resolveEveryMs ?? 1000);
        created.timer.unref();
        void resolve(jobId, created);
      }
      const e = entry;
      e.listeners.add(listener);
      if (e.state) listener(e.state);
      if (e.frame) listener(e.frame);
      return () => {
        e.listeners.delete(listener);
        if (e.listeners.size > 0) return;
        clearInterval(e.timer);
        e.bound?.stop();
        entries.delete(jobId);
      };
    },
    async input(jobId: string, events: readonly InputEvent[]): Promise<InputResult> {
      const where = await whereIs(jobId);
      if (where === 'local') return (await local?.frames.input?.(jobId, events)) ?? 'not-running';
      if (where === 'none') return 'not-running';
      const res = await fetch(`${where}/live/${jobId}/input`, {
        method: 'POST',
        headers: { ...auth(jobId), 'content-type': 'application/json' },
        body: JSON.stringify({ events }),
      }).catch(() => undefined);
      if (!res?.ok) return 'not-running';
      return ((await res.json()) as { result: InputResult }).result;
    },
    async stateOf(jobId) {
      const where = await whereIs(jobId);
      if (where === 'local') return (await local?.frames.stateOf?.(jobId)) ?? NOT_RUNNING;
      if (where === 'none') return NOT_RUNNING;
      const res = await fetch(`${where}/live/${jobId}/state`, { headers: auth(jobId) }).catch(
        () => undefined,
      );
      return res?.ok ? ((await res.json()) as LiveState) : NOT_RUNNING;
    },
    upstreams: () => remotes,
    close() {
      for (const entry of entries.values()) {
        clearInterval(entry.timer);
        entry.bound?.stop();
      }
      entries.clear();
    },
  };
}

/** Reads a worker's server-sent events and tells each as a LiveEvent until the stream ends. */
async function relay(
  url: string,
  headers: Record<string, string>,
  signal: AbortSignal,
  tell: (event: LiveEvent) => void,
): Promise<void> {
  const res = await fetch(url, { headers: { ...headers, accept: 'text/event-stream' }, signal }).catch(
    () => undefined,
  );
  if (!res?.ok || !res.body) return;
  const decoder = new TextDecoder();
  let buffered = '';
  try {
    for await (const chunk of res.body as AsyncIterable<Uint8Array>) {
      buffered += decoder.decode(chunk, { stream: true });
      for (let end = buffered.indexOf('\n\n'); end >= 0; end = buffered.indexOf('\n\n')) {
        const block = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        const event = /^event: (\w+)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (!data) continue;
        if (event === 'state') tell({ type: 'state', state: JSON.parse(data) as LiveState });
        if (event === 'frame') {
          const frame = JSON.parse(data) as { at: number; jpeg: string };
          tell({ type: 'frame', jpeg: frame.jpeg, at: frame.at });
        }
      }
    }
  } catch {
    // aborted, or the worker went away
  }
}
