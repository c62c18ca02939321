import type { FastifyRequest } from 'fastify';
import { and, eq, ne } from 'drizzle-orm';
import type { Runner } from '../db/client';
import { users } from '../accounts/tables';
import { cookieLocale, preferredLocale, type SiteLocale } from './siteLocale';

/**
 * The language a pet parent reads Petverse in, kept for what reaches them away from the site:
 * their mails (issue 35). The site's pages write their language into a cookie as they load
 * (platform/siteLocale.ts), and the site's calls to this API carry it (same origin).
 */

/** The language of the page a request came from: its cookie, else the browser's preference. */
export const requestLocale = (request: FastifyRequest): SiteLocale =>
  cookieLocale(request.headers.cookie) ?? preferredLocale(request.headers['accept-language']);

/**
 * Keeps the language a signed-in pet parent uses now (logging in, ordering, booking), when the
 * request says it: a call without the site's cookie (an API client, a payment provider's
 * callback) changes nothing. One indexed statement that writes only on a change.
 */
export async function rememberLocale(
  db: Runner,
  request: FastifyRequest,
  userId: string,
): Promise<void> {
  const locale = cookieLocale(request.headers.cookie);
  if (!locale) return;
  await db
    .update(users)
    .set({ locale })
    .where(and(eq(users.id, userId), ne(users.locale, locale)));
}
