import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

/** True when a value (or anything inside it) is a string with a NUL character. */
export function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  return Object.entries(value as Record<string, unknown>).some(
    ([k, v]) => k.includes('\u0000') || hasNul(v, depth + 1),
  );
}

/** True when a value (or anything inside it) is a number that is not finite (Infinity, NaN). */
function hasNonFinite(value: unknown, depth = 0): boolean {
  if (typeof value === 'number') return !Number.isFinite(value);
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  return Object.values(value as Record<string, unknown>).some((v) => hasNonFinite(v, depth + 1));
}

export const NUL_MESSAGE = 'Text must not contain control characters.';

/**
 * PostgreSQL cannot store a NUL character in text, nor an infinite number, so such input would
 * surface as a server error deep in a query. One check for every route turns it into a clear 400
 * instead: before validation (what arrived), and again after it, when multipart fields have been
 * parsed into the body and the schemas have coerced strings such as "Infinity" into numbers.
 */
export function registerNulGuard(app: FastifyInstance): void {
  const check = async (request: { query: unknown; params: unknown; body: unknown }) => {
    if (hasNul(request.query) || hasNul(request.params) || hasNul(request.body))
      throw badRequest(NUL_MESSAGE);
    if (hasNonFinite(request.query) || hasNonFinite(request.params) || hasNonFinite(request.body))
      throw badRequest('Numbers must be finite.');
  };
  app.addHook('preValidation', check);
  app.addHook('preHandler', check);
}
