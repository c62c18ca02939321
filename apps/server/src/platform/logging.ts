import type { PinoLoggerOptions } from 'fastify/types/logger';

/**
 * A response the client stopped reading (a closed tab, a phone that lost its network, a browser
 * that cancelled a preload) ends its stream with "premature close". @fastify/compress logs that
 * as an error (its pump's callback gets the stream's error); Fastify itself logs the same event at
 * info ('stream closed prematurely'). It is the visitor's doing, not the server's: logged at info,
 * so an error in the log still means something broke.
 */
const isClientAbort = (value: unknown) =>
  value instanceof Error &&
  ((value as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE' ||
    value.message === 'premature close');

/** The server's pino hooks: a client's closed connection is not an error (see `isClientAbort`). */
export const logHooks: NonNullable<PinoLoggerOptions['hooks']> = {
  logMethod(args, method, level) {
    const first: unknown = args[0];
    const error = first instanceof Error ? first : (first as { err?: unknown } | null)?.err;
    if (level >= 50 && isClientAbort(error))
      return this.info({ err: error }, 'the client closed the connection before the answer ended');
    return method.apply(this, args);
  },
};
