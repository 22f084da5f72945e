// The JSON body parser: Fastify's own (prototype poisoning refused), behind a nesting check that scans
// the text once without recursion. A body nested deeper than any request we accept is refused with
// 400 before anything recursive (parsing, validation, the idempotency hash) sees it; an object or
// list wider than any we accept is refused before validation walks it member by member.
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';

/** Deeper than any body of the contract (quote requests nest about five levels). */
export const MAX_JSON_DEPTH = 32;
/** Wider than any object or list of the contract: validating 60,000 unknown keys one by one stalls. */
export const MAX_JSON_WIDTH = 1000;

/** The first object or array holding more than `max` members, iteratively: its path and size. */
export function widerThan(value: unknown, max: number): { path: string; size: number } | undefined {
  const stack: { value: unknown; path: string }[] = [{ value, path: 'body' }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop()!;
    if (current === null || typeof current !== 'object') continue;
    const entries = Array.isArray(current) ? current.map((v, i) => [`[${i}]`, v] as const) : [];
    const keys = Array.isArray(current) ? [] : Object.keys(current);
    const size = Array.isArray(current) ? current.length : keys.length;
    if (size > max) return { path, size };
    for (const [suffix, v] of entries) stack.push({ value: v, path: `${path}${suffix}` });
    for (const k of keys)
      stack.push({
        value: (current as Record<string, unknown>)[k],
        path: path === 'body' ? k : `${path}.${k}`,
      });
  }
  return undefined;
}

/** Whether `text` opens more than `max` arrays/objects inside each other (strings skipped). */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i += 1; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      depth += 1;
      if (depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) depth -= 1;
  }
  return false;
}

export function registerJsonBody(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (nestsDeeperThan(body as string, MAX_JSON_DEPTH)) {
      done(new AppError('INVALID_JSON', `The body nests deeper than ${MAX_JSON_DEPTH} levels`), undefined);
      return;
    }
    parse(request, body as string, (error, value) => {
      if (error) return done(error, undefined);
      const wide = widerThan(value, MAX_JSON_WIDTH);
      if (!wide) return done(null, value);
      const message = `has ${wide.size} members; at most ${MAX_JSON_WIDTH} are accepted`;
      done(
        new AppError('VALIDATION_ERROR', `The body is too wide: ${wide.path} ${message}`, {
          fieldErrors: { [wide.path]: [message] },
        }),
        undefined,
      );
    });
  });
}
