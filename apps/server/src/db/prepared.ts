import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

/**
 * Named prepared statements for the hot reads (issue 16): each statement is parsed and planned
 * once per connection, then every call sends only its parameters.
 *
 * - PostgreSQL: node-postgres keeps a named statement per pooled connection (`{ name, text }`).
 * - PGlite: its `query()` sends parse, describe, bind, describe, execute and sync as six calls
 *   into the WebAssembly database, and plans the statement every time (planning alone looks up
 *   each relation's size on disk). Here the statement is parsed once; a call is one bind, execute
 *   and sync, under the same locks as `query()`, so it never runs inside another transaction.
 *
 * Rows come back as objects keyed by column name, with each driver's usual type parsing (int4 as
 * number, json as objects, timestamptz as Date). Parameters are sent as text. A statement only
 * reads: none of them writes.
 *
 * Nothing is kept between calls: every call reads the database (a statement may read the clock,
 * `now()`, and `test/prepared.test.ts` proves two calls see two times). Answers that do not change
 * are saved by HTTP validators instead (ETag and If-None-Match, ADR 016).
 */
export type Prepared<Row> = (db: object, params: readonly (string | number)[]) => Promise<Row[]>;

type Runner = (
  name: string,
  text: string,
  params: readonly (string | number)[],
) => Promise<unknown[]>;

const runners = new WeakMap<object, Runner>();

/** Makes `db` able to run prepared statements (openDatabase does it for both drivers). */
export function registerStatements(
  db: object,
  client: { kind: 'postgres'; pool: pg.Pool } | { kind: 'pglite'; pglite: PGlite },
): void {
  runners.set(db, client.kind === 'postgres' ? pgRunner(client.pool) : pgliteRunner(client.pglite));
}

/** A statement named `name` (unique in the server); call it with the database and `$n` values. */
export function prepared<Row>(name: string, text: string): Prepared<Row> {
  return async (db, params) => {
    const run = runners.get(db);
    if (!run)
      throw new Error(`prepared statement ${name}: the database was not opened by openDatabase`);
    return (await run(name, text, params)) as Row[];
  };
}

function pgRunner(pool: pg.Pool): Runner {
  return async (name, text, params) => {
    const result = await pool.query<Record<string, unknown>>({ name, text, values: [...params] });
    return result.rows;
  };
}

// The frontend/backend protocol messages PGlite takes (https://www.postgresql.org/docs/current/protocol-message-formats.html).
const encoder = new TextEncoder();

function message(type: string, parts: readonly (Uint8Array | number[])[]): Uint8Array {
  const length = 4 + parts.reduce((sum, p) => sum + p.length, 0);
  const out = new Uint8Array(1 + length);
  out[0] = type.charCodeAt(0);
  new DataView(out.buffer).setInt32(1, length);
  let at = 5;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

const cstring = (s: string) => {
  const bytes = encoder.encode(s);
  const out = new Uint8Array(bytes.length + 1);
  out.set(bytes);
  return out;
};
const int16 = (n: number) => [(n >> 8) & 0xff, n & 0xff];
const int32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];

const concat = (messages: readonly Uint8Array[]) => {
  const out = new Uint8Array(messages.reduce((sum, m) => sum + m.length, 0));
  let at = 0;
  for (const m of messages) {
    out.set(m, at);
    at += m.length;
  }
  return out;
};

const SYNC = message('S', []);

/** Parse (no parameter types: the server infers them) + Describe statement + Sync. */
const parseAndDescribe = (name: string, text: string) =>
  concat([
    message('P', [cstring(name), cstring(text), int16(0)]),
    message('D', [[0x53], cstring(name)]),
    SYNC,
  ]);

/** Bind (text parameters, text results) to the unnamed portal + Execute + Sync. */
function bindAndExecute(name: string, params: readonly (string | number)[]): Uint8Array {
  const values = params.map((p) => encoder.encode(String(p)));
  return concat([
    message('B', [
      cstring(''),
      cstring(name),
      int16(0),
      int16(values.length),
      ...values.flatMap((v) => [int32(v.length), v]),
      int16(0),
    ]),
    message('E', [cstring(''), int32(0)]),
    SYNC,
  ]);
}

interface Field {
  name: string;
  dataTypeID: number;
}
interface BackendMessage {
  name: string;
  fields?: unknown[];
}

function pgliteRunner(client: PGlite): Runner {
  /** Each statement's result columns, once it is prepared. */
  const statements = new Map<string, Promise<Field[]>>();
  // PGlite has one connection: a statement must not run between another caller's BEGIN and
  // COMMIT (it would read that transaction's uncommitted rows). `runExclusive` keeps queries out
  // and the transaction lock keeps transactions out, as PGlite's own `query()` does; the test
  // 'never reads inside another transaction' fails if a PGlite upgrade changes that.
  const exclusive = <T>(work: () => Promise<T>) =>
    client._runExclusiveTransaction(() => client.runExclusive(work));

  const prepare = (name: string, text: string) => {
    let columns = statements.get(name);
    if (!columns) {
      columns = exclusive(async () => {
        const { messages } = await client.execProtocol(parseAndDescribe(name, text), {
          syncToFs: false,
        });
        const described = (messages as BackendMessage[]).find((m) => m.name === 'rowDescription');
        return (described?.fields ?? []) as Field[];
      });
      statements.set(name, columns);
      // A failed prepare is not kept: the next call tries again.
      columns.catch(() => statements.delete(name));
    }
    return columns;
  };

  return async (name, text, params) => {
    const columns = await prepare(name, text);
    const parsers = columns.map(
      (c) =>
        (client.parsers[c.dataTypeID] ?? ((x: string) => x)) as (x: string, t: number) => unknown,
    );
    const { messages } = await exclusive(() =>
      client.execProtocol(bindAndExecute(name, params), { syncToFs: false }),
    );
    const rows: Record<string, unknown>[] = [];
    for (const m of messages as BackendMessage[]) {
      if (m.name !== 'dataRow') continue;
      const row: Record<string, unknown> = {};
      const fields = m.fields as (string | null)[];
      for (let i = 0; i < columns.length; i++) {
        const value = fields[i];
        row[columns[i]!.name] = value == null ? null : parsers[i]!(value, columns[i]!.dataTypeID);
      }
      rows.push(row);
    }
    return rows;
  };
}
