import type { FastifyInstance } from 'fastify';
import type { AppOptions } from './appOptions';
import { appContexts } from './contexts';
import { registerApi } from './api';
import { startWorkers } from './workers';
import { createHttp, registerHttpBasics } from './platform/http';
import { registerBuiltApps } from './platform/builtApps';
import { registerSite } from './platform/site';

export type { AppOptions } from './appOptions';

/**
 * Builds the HTTP app: what the rooms share (contexts.ts), what every answer goes through
 * (platform/http.ts), the API under /api with every room's routes (api.ts), the built apps
 * (embed, back office, provider portal) and the site at /, then this instance's workers.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { db, siteDir } = options;
  const clock = options.clock ?? options.devClock?.now ?? (() => new Date());
  const app = createHttp(options);
  const ctx = await appContexts(options, clock, () => app.log);
  const prerendered = await registerHttpBasics(app, {
    db,
    clock,
    siteDir,
    partnerOrigins: options.partnerOrigins ?? [],
  });
  /** Drops the site's pages rendered on request (set once its renderer is loaded). */
  const pages = { changed: () => {} };
  await app.register((api) => registerApi(api, ctx, options, pages), { prefix: '/api' });
  await registerBuiltApps(app, options);
  await registerSite(app, {
    siteDir,
    siteRenderer: options.siteRenderer,
    prerendered,
    clock,
    sessionRendersPerAddress: ctx.accounts.rateRules.sessionRendersPerAddress,
    pages,
  });
  await startWorkers(app, ctx, options);
  return app;
}
