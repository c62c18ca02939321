import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

/** True when a value (or anything inside it) is a string with a NUL character. */
function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  return Object.entries(value as Record<string, unknown>).some(
    ([k, v]) => k.includes('\u0000') || hasNul(v, depth + 1),
  );
}

/**
 * PostgreSQL cannot store a NUL character in text, so such input would surface as a server
 * error deep in a query. One check for every route turns it into a clear 400 instead.
 */
export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (hasNul(request.query) || hasNul(request.params) || hasNul(request.body)) {
      throw badRequest('Text must not contain control characters.');
    }
  });
}
