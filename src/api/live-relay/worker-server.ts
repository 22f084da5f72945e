// A worker process's internal live server (docs/decisions/0031-live-view-across-nodes.md): what an API
// process relays to the app for a job whose try runs here. Bound to LIVE_INTERNAL_HOST (loopback by
// default); every request carries a relay token an API node signed for that one job, valid seconds.
//   GET  /live/:jobId/events  the job's LiveEvents as server-sent events (state JSON, frame {at, jpeg})
//   GET  /live/:jobId/state   the job's LiveState here
//   POST /live/:jobId/input   {events} → {result}: a person's input (the API checked who holds control)
// Nothing is stored; the frames are those the local LivePages fans out.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { InputEvent } from '../../agents/runtime/live-input.ts';
import type { LivePages } from '../../agents/runtime/live-pages.ts';
import type { TokenSigner } from './tokens.ts';

export type RelayClaims = { jobId: string };

/** A watcher further behind than this is sent no frames until it catches up (as the app's route). */
const MAX_BUFFERED_BYTES = 512 * 1024;
const MAX_BODY_BYTES = 1024 * 1024;

export interface WorkerLiveServer {
  server: Server;
  port: number;
  close(): Promise<void>;
}

export async function startWorkerLiveServer(options: {
  live: LivePages;
  tokens: TokenSigner<RelayClaims>;
  host: string;
  port: number;
}): Promise<WorkerLiveServer> {
  const { live, tokens } = options;
  const open = new Set<ServerResponse>();
  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(JSON.stringify(body));
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const match = /^\/live\/([A-Za-z0-9_-]{1,64})\/(events|state|input)$/.exec(req.url ?? '');
    if (!match) return send(res, 404, { error: 'not found' });
    const [, jobId, what] = match as unknown as [string, string, string];
    const auth = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const checked = tokens.check(auth);
    if (!checked.ok) return send(res, 401, { error: `relay token ${checked.reason}` });
    if (checked.claims.jobId !== jobId) return send(res, 403, { error: 'relay token of another job' });

    if (what === 'state' && req.method === 'GET') return send(res, 200, live.stateOf(jobId));
    if (what === 'input' && req.method === 'POST') {
      const events = (await readJson(req))?.events;
      if (!Array.isArray(events)) return send(res, 400, { error: 'events expected' });
      return send(res, 200, { result: await live.input(jobId, events as InputEvent[]) });
    }
    if (what !== 'events' || req.method !== 'GET') return send(res, 405, { error: 'method not allowed' });
    res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store' });
    open.add(res);
    const stop = live.watch(jobId, (event) => {
      if (event.type === 'state') res.write(`event: state\ndata: ${JSON.stringify(event.state)}\n\n`);
      else if (res.writableLength < MAX_BUFFERED_BYTES)
        res.write(`event: frame\ndata: {"at":${event.at},"jpeg":"${event.jpeg}"}\n\n`);
    });
    const keepAlive = setInterval(() => res.write(': keep-alive\n\n'), 25_000);
    res.on('close', () => {
      clearInterval(keepAlive);
      stop();
      open.delete(res);
    });
  };

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) send(res, 500, { error: 'internal error' });
      else res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return {
    server,
    port: (server.address() as AddressInfo).port,
    async close() {
      for (const res of open) res.end();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function readJson(req: IncomingMessage): Promise<{ events?: unknown } | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) return undefined;
    chunks.push(chunk);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return undefined;
  }
}
