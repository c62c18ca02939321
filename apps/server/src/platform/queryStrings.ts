import type { FastifyInstance } from 'fastify';

/**
 * A query string's parameters that its route does not name are left out before validation, on
 * every route with a querystring schema: a cache-buster (`_=1`), a `utm_source` a partner
 * forwards or a tracking tag must never turn a page into a 400 (issue 35). The parameters the
 * schema names are still validated as before, and a handler only ever sees those.
 */
export function ignoreUnknownQueryParameters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const schema = request.routeOptions.schema?.querystring as
      { properties?: Record<string, unknown> } | undefined;
    const known = schema?.properties;
    const query = request.query as Record<string, unknown> | null;
    if (!known || !query || typeof query !== 'object') return;
    for (const name of Object.keys(query)) if (!Object.hasOwn(known, name)) delete query[name];
  });
}
