import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepared } from '../src/db/prepared';
import { freshDatabase } from './harness';
import type { DatabaseHandle } from '../src/db/client';

/** Named prepared statements on both databases (PGlite and PostgreSQL, the same tests). */
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

const clock = prepared<{ at: Date }>('test_clock_probe', 'select clock_timestamp() as at');

describe('a prepared statement', () => {
  it("reads the rows with each driver's types, every time it is called", async () => {
    const first = await probe(handle.db, [1]);
    expect(first).toEqual([{ id: 1, label: 'one', tags: { a: [1] } }]);
    await handle.db.execute(`update kept_probe set label = 'uno' where id = 1`);
    expect(await probe(handle.db, [1])).toEqual([{ id: 1, label: 'uno', tags: { a: [1] } }]);
    expect(await probe(handle.db, [99])).toEqual([]);
  });

  it('is never answered from a cache: SQL that reads the clock sees the clock move', async () => {
    const [first] = await clock(handle.db, []);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const [second] = await clock(handle.db, []);
    expect(second!.at).toBeInstanceOf(Date);
    expect(second!.at.getTime()).toBeGreaterThan(first!.at.getTime());
  });

  it('never reads inside another transaction: what it has not committed is not seen', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let written!: () => void;
    const insertDone = new Promise<void>((resolve) => (written = resolve));
    const transaction = handle.db.transaction(async (tx) => {
      await tx.execute(`insert into kept_probe values (7, 'uncommitted', '{"a":[]}')`);
      written();
      await held;
      throw new Error('rolled back');
    });
    await insertDone;
    const read = probe(handle.db, [7]);
    // Let the read try while the transaction is still open, then roll it back.
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    await expect(transaction).rejects.toThrow('rolled back');
    expect(await read).toEqual([]);
  });
});
