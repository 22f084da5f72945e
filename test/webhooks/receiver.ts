// A real HTTP receiver on loopback for webhook tests and the bench: records every request's raw bytes,
// headers and arrival time, and answers as the test scripts it.
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  /** `performance.now()` when the body had arrived. */
  at: number;
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  raw: Buffer;
}

export interface Answer {
  status: number;
  body?: string | Buffer;
  headers?: Record<string, string>;
  /** Wait this long before answering (a slow receiver). */
  delayMs?: number;
}

export type Responder = (request: ReceivedRequest, index: number) => Answer;

export interface Receiver {
  url: string;
  port: number;
  requests: ReceivedRequest[];
  respond(responder: Responder): void;
  /** Resolves once `count` requests have arrived. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedRequest[]>;
  close(): Promise<void>;
}

export async function startReceiver(responder: Responder = () => ({ status: 200 })): Promise<Receiver> {
  let respond = responder;
  const requests: ReceivedRequest[] = [];
  const waiters = new Set<() => void>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const received: ReceivedRequest = {
        at: performance.now(),
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        raw: Buffer.concat(chunks),
      };
      requests.push(received);
      for (const wake of waiters) wake();
      const answer = respond(received, requests.length - 1);
      const send = () => {
        if (res.destroyed) return;
        res.writeHead(answer.status, { 'content-type': 'text/plain', ...answer.headers });
        res.end(answer.body ?? '');
      };
      if (answer.delayMs) setTimeout(send, answer.delayMs).unref();
      else send();
    });
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/hooks`,
    port,
    requests,
    respond(next) {
      respond = next;
    },
    waitFor(count, timeoutMs = 20_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (requests.length < count) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(requests.slice(0, count));
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`receiver got ${requests.length} of ${count} requests within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
