// One HTTP POST of a delivery. Returns what happened as a value (never throws): success is a 2xx
// status within the time limit. Redirects are not followed (node:http never follows them), the
// response body is read up to RESPONSE_EXCERPT_BYTES and the socket dropped past that, and every
// connection goes through the SSRF guard at connect time.
import http from 'node:http';
import https from 'node:https';
import type { AddressPolicy, Resolver } from './ssrf.ts';
import { checkLiteralHost, guardedLookup, systemResolver } from './ssrf.ts';

export const RESPONSE_EXCERPT_BYTES = 1024;

export interface AttemptOutcome {
  ok: boolean;
  attemptedAt: Date;
  statusCode: number | null;
  latencyMs: number;
  /** At most 1 KiB of the response body, as text. */
  responseExcerpt: string | null;
  /** Why it failed, for a person; null on success. */
  error: string | null;
}

export interface WebhookAgents {
  http: http.Agent;
  https: https.Agent;
  close(): void;
}

export interface WebhookAgentsOptions {
  allowLoopback: boolean;
  resolve?: Resolver;
  /** Tests with a self-signed receiver pass `false`; production keeps certificate checks. */
  rejectUnauthorized?: boolean;
}

/**
 * Keep-alive agents whose every new socket resolves through the guard. A kept-alive socket stays
 * connected to the address that was checked, so reusing it is as safe as the first connect.
 */
export function createWebhookAgents(options: WebhookAgentsOptions): WebhookAgents {
  const resolve = options.resolve ?? systemResolver;
  const policy: AddressPolicy = { allowLoopback: options.allowLoopback };
  // idle kept-alive sockets close after 4 s, before the 5 s a Node server keeps them (a socket the
  // receiver closed just as we reuse it fails the attempt with ECONNRESET)
  const common = { keepAlive: true, maxSockets: 32, timeout: 4_000, scheduling: 'lifo' as const };
  const agents = {
    // plain HTTP is only ever allowed to loopback, so its lookup refuses everything else
    http: new http.Agent({ ...common, lookup: guardedLookup({ ...policy, loopbackOnly: true }, resolve) }),
    https: new https.Agent({
      ...common,
      lookup: guardedLookup(policy, resolve),
      rejectUnauthorized: options.rejectUnauthorized ?? true,
    }),
  };
  return {
    ...agents,
    close() {
      agents.http.destroy();
      agents.https.destroy();
    },
  };
}

export interface PostWebhookInput {
  url: string;
  body: string;
  headers: Record<string, string>;
  timeoutMs: number;
  agents: WebhookAgents;
  allowLoopback: boolean;
}

export function postWebhook(input: PostWebhookInput): Promise<AttemptOutcome> {
  const attemptedAt = new Date();
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const failed = (error: string, statusCode: number | null = null, excerpt: string | null = null) => ({
    ok: false,
    attemptedAt,
    statusCode,
    latencyMs: elapsed(),
    responseExcerpt: excerpt,
    error,
  });

  let url: URL;
  try {
    url = new URL(input.url);
  } catch {
    return Promise.resolve(failed('the webhook URL is not a valid URL'));
  }
  const isHttps = url.protocol === 'https:';
  if (!isHttps && url.protocol !== 'http:')
    return Promise.resolve(failed(`unsupported scheme ${url.protocol}`));
  const literal = checkLiteralHost(url.hostname, {
    allowLoopback: input.allowLoopback,
    loopbackOnly: !isHttps,
  });
  if (literal && !literal.allowed) {
    return Promise.resolve(failed(`refused to connect to ${url.hostname}: ${literal.reason}`));
  }

  return new Promise<AttemptOutcome>((resolve) => {
    const controller = new AbortController();
    const { signal } = controller;
    // At the deadline: no answer yet aborts; an answer still sending its body ends the read there.
    let atDeadline = () => controller.abort();
    // When the timer fires, an answer may already sit in the socket unread: a busy event loop (the
    // embedded database runs on this thread) runs expired timers before reading sockets. Deciding in
    // the next check phase lets that read happen first, so a busy loop is not blamed on the receiver.
    const timer = setTimeout(() => setImmediate(() => atDeadline()), input.timeoutMs);
    let settled = false;
    const settle = (outcome: AttemptOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const request = (isHttps ? https : http).request(url, {
      method: 'POST',
      agent: isHttps ? input.agents.https : input.agents.http,
      headers: { ...input.headers, 'content-length': String(Buffer.byteLength(input.body)) },
      signal,
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (signal.aborted) return settle(failed(`timeout: no response within ${input.timeoutMs} ms`));
      settle(failed(describeError(error)));
    });
    request.on('response', (response) => {
      const statusCode = response.statusCode ?? 0;
      const latencyMs = elapsed();
      const chunks: Buffer[] = [];
      let size = 0;
      const finish = () => {
        const excerpt = excerptOf(Buffer.concat(chunks));
        if (statusCode >= 200 && statusCode < 300) {
          settle({ ok: true, attemptedAt, statusCode, latencyMs, responseExcerpt: excerpt, error: null });
        } else {
          const redirect = statusCode >= 300 && statusCode < 400 ? ' (redirects are not followed)' : '';
          settle({
            ...failed(`receiver answered HTTP ${statusCode}${redirect}`, statusCode, excerpt),
            latencyMs,
          });
        }
      };
      atDeadline = () => {
        finish();
        response.destroy();
      };
      response.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        size += chunk.length;
        // enough for the log: stop reading so a huge or endless body costs nothing more
        if (size > RESPONSE_EXCERPT_BYTES) {
          finish();
          response.destroy();
        }
      });
      response.on('end', finish);
      // the status arrived in time; a body cut short by the deadline or the peer changes nothing
      response.on('error', finish);
      response.on('aborted', finish);
    });
    request.end(input.body);
  });
}

function describeError(error: NodeJS.ErrnoException): string {
  if (error.code === 'EBLOCKEDADDRESS') return error.message;
  const known: Record<string, string> = {
    ECONNREFUSED: 'connection refused',
    ECONNRESET: 'connection reset by the receiver',
    ENOTFOUND: 'the host name does not resolve',
    EAI_AGAIN: 'DNS lookup failed (temporary)',
    EHOSTUNREACH: 'host unreachable',
    ENETUNREACH: 'network unreachable',
    ETIMEDOUT: 'connection timed out',
  };
  const words = error.code ? known[error.code] : undefined;
  if (words) return `${words} (${error.code})`;
  // TLS and protocol errors carry useful messages and no secrets
  return error.code ? `${error.message} (${error.code})` : error.message;
}

/** At most 1 KiB of UTF-8 text that PostgreSQL can store (no NUL characters). */
export function excerptOf(bytes: Buffer): string | null {
  if (bytes.length === 0) return null;
  let text = bytes.subarray(0, RESPONSE_EXCERPT_BYTES).toString('utf8').replaceAll('\u0000', '');
  // a multi-byte character cut at the bound decodes to U+FFFD, which can take more bytes than it replaced
  while (Buffer.byteLength(text) > RESPONSE_EXCERPT_BYTES) text = text.slice(0, -1);
  return text;
}
