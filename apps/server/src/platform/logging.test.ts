import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { logHooks } from './logging';

/** A Fastify logger with the server's hooks, and the lines it writes. */
function logger() {
  const lines: Array<{ level: number; msg: string }> = [];
  const app = Fastify({
    logger: {
      level: 'info',
      hooks: logHooks,
      stream: { write: (line: string) => void lines.push(JSON.parse(line)) },
    },
  });
  return { log: app.log, lines };
}

describe('the log', () => {
  it('says a client closed its connection at info, not as an error', () => {
    const { log, lines } = logger();
    // What @fastify/compress does when the visitor's connection goes mid-answer.
    log.error(new Error('premature close'));
    const closed = Object.assign(new Error('Premature close'), {
      code: 'ERR_STREAM_PREMATURE_CLOSE',
    });
    log.error({ err: closed }, 'stream failed');
    expect(lines.map(({ level, msg }) => [level, msg])).toEqual([
      [30, 'the client closed the connection before the answer ended'],
      [30, 'the client closed the connection before the answer ended'],
    ]);
  });

  it('keeps every other error an error', () => {
    const { log, lines } = logger();
    log.error(new Error('relation "orders" does not exist'));
    log.error({ err: new Error('boom') }, 'unhandled error');
    log.warn(new Error('premature close'));
    expect(lines.map(({ level, msg }) => [level, msg])).toEqual([
      [50, 'relation "orders" does not exist'],
      [50, 'unhandled error'],
      [40, 'premature close'],
    ]);
  });
});
