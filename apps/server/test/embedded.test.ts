import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EMBEDDED_EXTENSIONS,
  EMBEDDED_SETTINGS,
  migrationsFolder,
  openDatabase,
} from '../src/db/client';
import { makeTemplate } from '../src/db/template';
import { seedProducts } from '../src/seed/catalogue';
import { seed } from '../src/seed/seed';

/**
 * The embedded database runs with small memory settings (issue 16: the server idles at ≤ 400 MB;
 * measured by bench/memory.mjs), on a new folder and on one that already has a database.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'petverse-embedded-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const setting = async (name: string) => {
  const handle = await openDatabase({ dataDir });
  try {
    const result = await handle.db.execute(sql`select current_setting(${name}) as value`);
    return (result as { rows: { value: string }[] }).rows[0]!.value;
  } finally {
    await handle.close();
  }
};

describe('the embedded database', () => {
  it('starts with its small shared buffers, and keeps them when opened again', async () => {
    expect(EMBEDDED_SETTINGS).toContain('shared_buffers=16MB');
    expect(await setting('shared_buffers')).toBe('16MB');
    expect(await setting('shared_buffers')).toBe('16MB');
    expect(await setting('work_mem')).toBe('2MB');
  });
});

describe('the template a first start copies', () => {
  const template = path.join(dataDir, 'template');
  beforeAll(() => makeTemplate(template));

  it('holds the migrated schema and the demo catalogue, and no secret', async () => {
    const client = new PGlite(template, { extensions: EMBEDDED_EXTENSIONS });
    try {
      const count = async (query: string) => (await client.query<{ n: number }>(query)).rows[0]!.n;
      const migrations = readdirSync(migrationsFolder()).filter((f) => f.endsWith('.sql'));
      expect(await count('select count(*)::int as n from drizzle.__drizzle_migrations')).toBe(
        migrations.length,
      );
      expect(await count('select count(*)::int as n from products')).toBe(seedProducts.length);
      expect(await count('select count(*)::int as n from product_words')).toBeGreaterThan(100);
      expect(await count('select count(*)::int as n from app_secrets')).toBe(0);
      expect(await count('select count(*)::int as n from users')).toBe(0);
    } finally {
      await client.close();
    }
  });

  it('is copied beside the folder and renamed into place: a start killed mid-copy is completed by the next', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'petverse-template-'));
    try {
      // What a start killed while copying left: a partial copy beside an empty database folder.
      const partial = path.join(folder, '.pglite-new-12345');
      mkdirSync(partial);
      writeFileSync(path.join(partial, 'PG_VERSION'), '17\n');
      mkdirSync(path.join(folder, 'pglite'));
      const handle = await openDatabase({ dataDir: folder, template });
      try {
        const result = (await handle.db.execute(sql`select count(*)::int as n from products`)) as {
          rows: { n: number }[];
        };
        expect(result.rows[0]!.n).toBe(seedProducts.length);
      } finally {
        await handle.close();
      }
      expect(readdirSync(folder).filter((f) => f.startsWith('.pglite-new-'))).toEqual([]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('is what a first start on an empty folder opens: migrating and seeding it change nothing', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'petverse-template-'));
    try {
      const handle = await openDatabase({ dataDir: folder, template });
      try {
        const products = async () =>
          (
            (await handle.db.execute(sql`select count(*)::int as n from products`)) as {
              rows: { n: number }[];
            }
          ).rows[0]!.n;
        expect(await products()).toBe(seedProducts.length);
        await handle.migrate();
        await seed(handle.db);
        expect(await products()).toBe(seedProducts.length);
      } finally {
        await handle.close();
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
