import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError } from './errors';

/** Turns a schema failure into a sentence a developer can act on, e.g. "id must be a valid id". */
function validationMessage(error: FastifyError): string {
  const first = error.validation?.[0];
  if (!first) return 'Bad request. Please check your input.';
  const where = first.instancePath ? first.instancePath.replace(/^\//, '').replace(/\//g, '.') : error.validationContext ?? 'request';
  const missing = (first.params as { missingProperty?: string } | undefined)?.missingProperty;
  if (missing) return `${missing} is required`;
  if (first.keyword === 'format' && (first.params as { format?: string }).format === 'uuid') return `${where} must be a valid id`;
  return `${where} ${first.message ?? 'is invalid'}`;
}

/**
 * Every error leaves as `{ message }`: 4xx with a clear message, 5xx with a generic one.
 * Stack traces stay in the log.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      return reply.status(400).send({ message: validationMessage(error) });
    }
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ message: error.message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, wrong content type).
      return reply.status(status).send({ message: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Internal server error. Please try again later.' });
  });
}
