import type { FastifyError, FastifyInstance } from 'fastify';
import { IMAGE_MAX_BYTES, saying, type Text } from '@petverse/api/contract';
import { DATABASE_UNAVAILABLE, RETRY_AFTER_SECONDS, isDatabaseUnavailable } from './databaseOutage';
import { HttpError, schemaMessage } from './errors';
import { TooManyRequests } from './rateLimit';

/**
 * Turns a schema failure into a sentence a developer can act on, e.g. "id must be a valid id".
 * A property's schema may carry `errorMessage`: one text, or one per failing keyword; a text with
 * values (`said`) is answered with them, so a page says it in its language.
 */
function validationMessage(error: FastifyError): Text {
  const first = error.validation?.[0];
  if (!first) return 'Bad request. Please check your input.';
  const where = first.instancePath
    ? first.instancePath.replace(/^\//, '').replace(/\//g, '.')
    : (error.validationContext ?? 'request');
  const missing = (first.params as { missingProperty?: string } | undefined)?.missingProperty;
  if (missing) return `${missing} is required`;
  const custom = schemaMessage(
    (first as { parentSchema?: { errorMessage?: unknown } }).parentSchema?.errorMessage,
    first.keyword,
  );
  if (custom) return custom;
  if (first.keyword === 'format' && (first.params as { format?: string }).format === 'uuid')
    return `${where} must be a valid id`;
  return `${where} ${first.message ?? 'is invalid'}`;
}

const megabytes = Math.round(IMAGE_MAX_BYTES / (1024 * 1024));
/** @fastify/multipart's limits, said plainly. */
const MULTIPART_MESSAGES: Record<string, string> = {
  FST_REQ_FILE_TOO_LARGE: `The picture is too large. The limit is ${megabytes} MB.`,
  FST_FILES_LIMIT: 'Please send one picture at a time.',
  FST_FIELDS_LIMIT: 'The form has too many fields.',
  FST_PARTS_LIMIT: 'The form has too many fields.',
  FST_PROTO_VIOLATION: 'The form has a field with a forbidden name.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'The request is not a multipart form.',
};

/**
 * Busboy's framing errors (no or wrong boundary, a body cut short, a broken part header) carry no
 * status: they are the client's malformed body, not our failure.
 */
const MULTIPART_FRAMING =
  /boundary|unexpected end of (form|multipart|file)|malformed (part )?header|part terminated|premature close/i;
const isMultipartFraming = (error: FastifyError, contentType: string | undefined) =>
  (contentType ?? '').toLowerCase().startsWith('multipart/') &&
  !error.statusCode &&
  MULTIPART_FRAMING.test(error.message);

/**
 * What the log keeps of an unexpected error: its kind, the database's code and where it failed,
 * and the stack, but never the query's parameters (drizzle puts the whole SQL and its values, user data
 * included, in its message).
 */
export function loggableError(error: Error): Error | Record<string, unknown> {
  const failed = error as Error & { query?: unknown; params?: unknown; cause?: unknown };
  if (failed.query === undefined && failed.params === undefined) return error;
  const cause = (failed.cause ?? {}) as Record<string, unknown>;
  const sql = typeof failed.query === 'string' ? failed.query : '';
  return {
    type: 'DatabaseError',
    // The statement's first words and the database's error code say where and why; PostgreSQL's
    // message can quote the value it refused, so only the names around it are kept.
    statement: sql.replace(/\s+/g, ' ').slice(0, 60),
    code: cause.code,
    table: cause.table,
    column: cause.column,
    constraint: cause.constraint,
    routine: cause.routine,
    // The stack's frames only: its first lines repeat the message, values included.
    stack: error.stack
      ?.split('\n')
      .filter((line) => /^\s+at /.test(line))
      .join('\n'),
  };
}

/**
 * Every error leaves as `{ message }`: 4xx with a clear message, 503 with `Retry-After` while
 * the database does not answer, other 5xx with a generic one. Stack traces stay in the log.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      return reply.status(400).send(saying(validationMessage(error)));
    }
    if (error instanceof TooManyRequests) {
      void reply.header('Retry-After', String(error.retryAfterSeconds));
    }
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .send(
          error.said ? { message: error.message, said: error.said } : { message: error.message },
        );
    }
    if (isDatabaseUnavailable(error)) {
      // A restart, a failover, a terminated session: the pool opens new connections by itself,
      // so the client is told when to try again, not that something broke.
      request.log.warn({ err: loggableError(error) }, 'the database did not answer; sent 503');
      return reply
        .status(503)
        .header('Retry-After', String(RETRY_AFTER_SECONDS))
        .send({ message: DATABASE_UNAVAILABLE });
    }
    if (isMultipartFraming(error, request.headers['content-type'])) {
      return reply.status(400).send({
        message: 'The form could not be read. Please send it again as multipart/form-data.',
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, wrong content type), multipart limits.
      const message = (error.code && MULTIPART_MESSAGES[error.code]) || error.message;
      return reply.status(status).send({ message });
    }
    request.log.error({ err: loggableError(error) }, 'unhandled error');
    return reply.status(500).send({ message: 'Internal server error. Please try again later.' });
  });
}
