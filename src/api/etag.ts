// Conditional GET for polled reads: a strong ETag over the body we would send, and 304 with no body
// when the caller's `If-None-Match` still matches. The body is built either way (the read is the
// cost we keep); the caller skips the transfer and the parse.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';

export function etagOf(body: unknown): string {
  return `"${createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 27)}"`;
}

/** RFC 9110 §13.1.2: weak comparison, a list of tags or `*`. */
export function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/** Sends `body` with its ETag, or 304 when the caller already has it. */
export function sendConditional<T>(request: FastifyRequest, reply: FastifyReply, body: T) {
  const etag = etagOf(body);
  reply.header('etag', etag).header('cache-control', 'private, no-cache');
  if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return body;
}

export const ConditionalHeaders = Type.Object({
  'if-none-match': Type.Optional(
    Type.String({
      maxLength: 1024,
      description: 'The `ETag` of your last 200: an unchanged resource answers 304 with no body',
      examples: ['"3f2a9c1d7b5e8f0aK2m9Xw4LqP1z"'],
    }),
  ),
});
