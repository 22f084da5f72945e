// Structured JSON logs (pino) in production and whenever the output is not a terminal; pino-pretty
// lines for a person at a terminal. Anything that could hold a secret is redacted by path, whatever the
// call site logs, before either format sees it.
import pino from 'pino';
import pretty from 'pino-pretty';
import type { LogLevel } from './config.ts';

export const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["idempotency-key"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  '*.password',
  '*.totpSeed',
  '*.secret',
  '*.apiKey',
  '*.*.password',
  '*.*.totpSeed',
  '*.*.secret',
];

/** A request's address as logged: the live view's token (`?token=`, decision 0031) never written. */
export const redactUrl = (url: string) => url.replace(/([?&]token=)[^&#]*/g, '$1[redacted]');

/** Fastify's request summary (method, url, host, remote address), its url redacted; other `req`s as given. */
function serializeReq(req: unknown): unknown {
  if (!req || typeof req !== 'object') return req;
  const r = req as Record<string, unknown> & { raw?: unknown; socket?: { remotePort?: number } };
  if (r.raw === undefined) return typeof r.url === 'string' ? { ...r, url: redactUrl(r.url) } : r;
  return {
    method: r.method,
    url: redactUrl(String(r.url)),
    host: r.host,
    remoteAddress: r.ip,
    remotePort: r.socket?.remotePort,
  };
}

export type LogFormat = 'json' | 'pretty';

/** Pretty only for a person: a terminal, outside production. */
export function logFormat(options: { production: boolean; isTTY: boolean | undefined }): LogFormat {
  return !options.production && options.isTTY ? 'pretty' : 'json';
}

export function createLogger(
  level: LogLevel,
  destination?: pino.DestinationStream,
  format: LogFormat = 'json',
) {
  const out =
    format === 'pretty'
      ? pretty({
          colorize: destination === undefined,
          translateTime: 'SYS:HH:MM:ss.l',
          ignore: 'pid,hostname',
          ...(destination ? { destination } : {}),
        })
      : destination;
  return pino(
    { level, redact: { paths: redactPaths, censor: '[redacted]' }, serializers: { req: serializeReq } },
    out,
  );
}

export type Logger = ReturnType<typeof createLogger>;
