// Structured JSON logs (pino). Anything that could hold a secret is redacted by path, whatever the
// call site logs.
import pino from 'pino';
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

export function createLogger(level: LogLevel, destination?: pino.DestinationStream) {
  return pino({ level, redact: { paths: redactPaths, censor: '[redacted]' } }, destination);
}

export type Logger = ReturnType<typeof createLogger>;
