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
  return pino({ level, redact: { paths: redactPaths, censor: '[redacted]' } }, out);
}

export type Logger = ReturnType<typeof createLogger>;
