import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * HTTP validators for answers that are read again and again (ADR 016): every API answer carries
 * an `ETag` (@fastify/etag hashes the body, in `app.ts`), and a request whose `If-None-Match`
 * holds it is answered 304 with no body. A route that knows its data's version sets the tag from
 * it with `notModified` before building the answer, so an unchanged answer is not even built.
 */

/**
 * Tags the answer with `etag` and tells whether the request already holds it: then the answer
 * is a 304 and the route sends no body. The tag must change whenever the answer would.
 */
export function notModified(request: FastifyRequest, reply: FastifyReply, etag: string): boolean {
  void reply.header('ETag', etag);
  if (!heldTags(request).includes(etag)) return false;
  void reply.code(304);
  return true;
}

/** The tags of `If-None-Match` (a list), compared weakly as RFC 9110 says for GET. */
function heldTags(request: FastifyRequest): string[] {
  const header = request.headers['if-none-match'];
  if (!header) return [];
  return header.split(',').map((tag) => {
    const trimmed = tag.trim();
    return trimmed.startsWith('W/') ? trimmed : `W/${trimmed}`;
  });
}
