import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseStorage } from './uploads';
import { freshDatabase } from '../../test/harness';

/** Uploads kept in the database (several instances on one PostgreSQL): what goes in comes out. */
let db: Awaited<ReturnType<typeof freshDatabase>>;
beforeAll(async () => {
  db = await freshDatabase();
  await db.handle.migrate();
});
afterAll(async () => {
  await db.handle.close();
  await db.drop();
});

describe('databaseStorage', () => {
  it('keeps the bytes exactly, by bucket and random name, and removes them', async () => {
    const pictures = databaseStorage(db.handle.db, 'uploads');
    const others = databaseStorage(db.handle.db, 'prescriptions', /^[0-9a-f]{32}\.pdf$/);
    const bytes = randomBytes(300_000);
    const name = await pictures.save(bytes, 'png');
    expect(name).toMatch(/^[0-9a-f]{32}\.png$/);
    const opened = await pictures.open(name);
    expect(opened!.size).toBe(bytes.length);
    const chunks: Buffer[] = [];
    for await (const chunk of opened!.stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
    // Another bucket does not see it; names it would not make are not even looked up.
    expect(await others.open(name)).toBeNull();
    expect(await pictures.open('../../etc/passwd')).toBeNull();
    await pictures.remove(name);
    expect(await pictures.open(name)).toBeNull();
  });
});
