import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Database } from './db/client';
import { registerErrorHandling } from './lib/errorHandler';
import { registerSecurityHeaders } from './lib/security';
import { mediaRoutes } from './routes/media';
import { productRoutes } from './routes/products';

export interface AppOptions {
  db: Database;
  /** The built site, served at / with the SPA fallback; undefined serves the API only. */
  siteDir?: string | undefined;
  /** Pino level, or false for no request log (tests). */
  logLevel?: string | false;
}

/** Builds the HTTP app: the API under /api and the site at /. */
export async function buildApp({ db, siteDir, logLevel = 'info' }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      logLevel === false
        ? false
        : { level: logLevel, redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'] },
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', allErrors: false } },
    bodyLimit: 1024 * 1024,
    trustProxy: true,
  });

  registerSecurityHeaders(app);
  registerErrorHandling(app);

  await app.register(
    async (api) => {
      await api.register(productRoutes, { db });
      await api.register(mediaRoutes);
      api.setNotFoundHandler((request, reply) => {
        void reply.status(404).send({ message: `No API route for ${request.method} ${request.url.split('?')[0]}` });
      });
    },
    { prefix: '/api' },
  );

  if (siteDir) {
    await app.register(fastifyStatic, {
      root: siteDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    // Client-side routes: any GET for a page that is not a file gets the app shell.
    app.setNotFoundHandler((request, reply) => {
      const accepts = request.headers.accept ?? '';
      if (request.method === 'GET' && !path.extname(request.url.split('?')[0] ?? '') && accepts.includes('text/html')) {
        return reply.header('Cache-Control', 'no-cache').sendFile('index.html', { cacheControl: false });
      }
      return reply.status(404).send({ message: 'Not found' });
    });
  } else {
    app.setNotFoundHandler((_request, reply) => reply.status(404).send({ message: 'Not found' }));
  }

  return app;
}
