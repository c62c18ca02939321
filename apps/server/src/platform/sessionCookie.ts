import type { FastifyReply, FastifyRequest } from 'fastify';
import { TOKEN_TTL_DAYS } from '@petverse/api/contract';

/**
 * The cookie that lets this server render a pet parent's own pages with their data (ADR 030):
 * the same login token the site keeps in its storage, which the server cannot read. HttpOnly (no
 * script reads it), SameSite=Lax (no other site's request carries it but a link followed), Secure
 * over HTTPS. The API never reads it: every call is authorised by its bearer header alone, so a
 * request another site makes a browser send carries no authority (no cross-site forgery).
 */
export const SESSION_COOKIE = 'pv_session';

const attributes = { path: '/', httpOnly: true, sameSite: 'lax', secure: 'auto' } as const;

/** Sets the cookie to a token just issued or just checked (login, sign-up, the session check). */
export function rememberSession(reply: FastifyReply, token: string): void {
  void reply.setCookie(SESSION_COOKIE, token, { ...attributes, maxAge: TOKEN_TTL_DAYS * 86_400 });
}

/** Drops the cookie (logout). A revoked token left in it renders no page: the render checks it. */
export function forgetSession(reply: FastifyReply): void {
  void reply.clearCookie(SESSION_COOKIE, attributes);
}

/** The token the request's cookie carries, if any. */
export function sessionToken(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  return request.server.parseCookie(header)[SESSION_COOKIE] || undefined;
}
