import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PGlite } from '@electric-sql/pglite';
import { KEPT_ANSWERS, nextTransactionId, prepared } from '../src/db/prepared';
import { freshDatabase } from './harness';
import type { DatabaseHandle } from '../src/db/client';

/**
 * The embedded database keeps a prepared statement's answer while nothing is written (ADR 016).
 * On PostgreSQL nothing is kept: several instances may write to it.
 */
let handle: DatabaseHandle;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ handle, drop } = await freshDatabase());
  await handle.migrate();
  await handle.db.execute(
    'create table kept_probe (id int primary key, label text not null, tags jsonb not null)',
  );
  await handle.db.execute(
    `insert into kept_probe values (1, 'one', '{"a":[1]}'), (2, 'two', '{"a":[2]}')`,
  );
});
afterAll(async () => {
  await handle.close();
  await drop();
});

const probe = prepared<{ id: number; label: string; tags: { a: number[] } }>(
  'test_kept_probe',
  'select id, label, tags from kept_probe where id = $1',
);
const client = () => (handle.db as unknown as { $client: PGlite }).$client;

describe.runIf(!process.env.DATABASE_URL)('a prepared statement on the embedded database', () => {
  it('reads the next transaction id from this build of PGlite', () => {
    expect(nextTransactionId(client())).toBeTypeOf('function');
  });

  it('gives the same frozen rows again while nothing is written', async () => {
    const first = await probe(handle.db, [1]);
    expect(first).toEqual([{ id: 1, label: 'one', tags: { a: [1] } }]);
    expect(await probe(handle.db, [1])).toBe(first);
    expect(Object.isFrozen(first[0]!.tags.a)).toBe(true);
    expect(() => first[0]!.tags.a.push(3)).toThrow(TypeError);
    // Other values are other answers.
    expect((await probe(handle.db, [2]))[0]!.label).toBe('two');
  });

  it('reads again after any write, through drizzle or straight to PGlite, kept or rolled back', async () => {
    const first = await probe(handle.db, [1]);
    await client().query(`update kept_probe set label = 'uno' where id = 1`);
    const second = await probe(handle.db, [1]);
    expect(second[0]!.label).toBe('uno');
    // A write to another table also counts: the database changed.
    await handle.db.execute(`insert into kept_probe values (3, 'three', '{"a":[]}')`);
    const third = await probe(handle.db, [1]);
    expect(third).not.toBe(second);
    expect(third).toEqual(second);
    await expect(
      client().transaction(async (tx) => {
        await tx.query(`update kept_probe set label = 'rolled back' where id = 1`);
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    expect((await probe(handle.db, [1]))[0]!.label).toBe('uno');
    expect(first[0]!.label).toBe('one');
  });

  it('keeps at most KEPT_ANSWERS answers, dropping the oldest', async () => {
    await client().query(`update kept_probe set label = 'one' where id = 1`);
    const oldest = await probe(handle.db, [1]);
    for (let i = 0; i < KEPT_ANSWERS; i++) await probe(handle.db, [1000 + i]);
    expect(await probe(handle.db, [1])).not.toBe(oldest);
  });
});

describe.runIf(process.env.DATABASE_URL)('a prepared statement on PostgreSQL', () => {
  it('reads every time', async () => {
    const first = await probe(handle.db, [1]);
    expect(await probe(handle.db, [1])).not.toBe(first);
    expect(await probe(handle.db, [1])).toEqual(first);
  });
});
