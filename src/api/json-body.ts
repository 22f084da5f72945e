// The JSON body parser: Fastify's own (prototype poisoning refused), behind a nesting check that scans
// the text once without recursion. A body nested deeper than any request we accept is refused with
// 400 before anything recursive (parsing, validation, the idempotency hash) sees it.
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';

/** Deeper than any body of the contract (quote requests nest about five levels). */
export const MAX_JSON_DEPTH = 32;

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
    parse(request, body as string, done);
  });
}
