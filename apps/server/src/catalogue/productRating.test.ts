import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { Product } from '@petverse/api/contract';
import { migrationsFolder, type DatabaseHandle } from '../db/client';
import { products } from './tables';
import { rowsOf as resultRows } from '../search/searchWords';
import { seedProducts } from '../seed/catalogue';
import { signUp } from '../../test/fixtures';
import { freshDatabase, startTestServer, type TestServer } from '../../test/harness';
import { addAddress, deliver, payCart } from '../../test/shopping.fixtures';
import { staffMember, type StaffSession } from '../../test/staff.fixtures';

// The product's rating is kept on every row of its group (ADR 028, migration 0022), so that a
// search filters and sorts by it without adding sizes up: every writer must keep it right —
// reviews written, edited and deleted, sizes added, withdrawn and restored in the back office,
// the seed, and the migration for the rows that were there before it.

let server: TestServer;
let editor: StaffSession;
beforeAll(async () => {
  server = await startTestServer();
  editor = await staffMember(server, 'catalogue');
});
afterAll(async () => {
  await server.close();
});

/** A seeded product with three sizes (dog dry food: 1.2 kg, 3 kg, 10 kg). */
const threeSizes = seedProducts.find((p) => p.variantLabel === '10 kg')!;
const rowsOf = (group: string) =>
  server.database.db
    .select()
    .from(products)
    .where(eq(products.variantGroup, group))
    .orderBy(asc(products.createdAt));
type Row = Awaited<ReturnType<typeof rowsOf>>[number];

/** The rating its sizes on sale add up to, as a card shows it, and the exact average. */
function ratingOf(rows: Row[]) {
  const onSale = rows.filter((r) => r.withdrawnAt === null);
  const n = onSale.reduce((t, r) => t + r.ratingCount, 0);
  const stars = onSale.reduce((t, r) => t + r.ratingSum, 0);
  return {
    averageRating: n > 0 ? Math.round((stars / n) * 100) / 100 : null,
    ratingCount: n,
    exact: n > 0 ? stars / n : 0,
  };
}

/** The product's card in a search for its name (and `more` query), if it is there. */
async function cardOf(rows: Row[], more = ''): Promise<Product | undefined> {
  const q = encodeURIComponent(rows[0]!.name);
  const res = await server.api('GET', `/product/search?q=${q}&limit=50${more}`);
  expect(res.status).toBe(200);
  return (res.body.products as Product[]).find((p) => rows.some((r) => r.id === p._id));
}

/**
 * The card shows the rating its sizes add up to, and the minimum-rating filter agrees; so do the
 * product's page and its reviews' list, for each of its sizes.
 */
async function expectSearchToShow(rows: Row[]) {
  const { averageRating, ratingCount, exact } = ratingOf(rows);
  const card = await cardOf(rows);
  expect(card).toMatchObject({ averageRating, ratingCount });
  for (const row of rows) {
    const page = await server.api('GET', `/product/get-productById/${row.id}`);
    expect(page.body.product).toMatchObject({ averageRating, ratingCount });
    const list = await server.api('GET', `/product/${row.id}/reviews`);
    expect(list.body).toMatchObject({ averageRating, ratingCount });
  }
  if (ratingCount === 0) return;
  const below = Math.floor(exact * 100) / 100;
  expect(await cardOf(rows, `&minRating=${below}`)).toBeDefined();
  if (exact + 0.01 <= 5) expect(await cardOf(rows, `&minRating=${below + 0.01}`)).toBeUndefined();
}

describe('the rating a search shows and filters by', () => {
  it('is every product’s sizes on sale added up, as seeded', async () => {
    const result = await server.database.db.execute(sql`
      select count(*)::int as wrong from ${products} p join (
        select variant_group,
          coalesce(sum(rating_sum) filter (where withdrawn_at is null), 0) as s,
          coalesce(sum(rating_count) filter (where withdrawn_at is null), 0)::int as n
        from ${products} group by variant_group) g using (variant_group)
      where p.product_rating_count <> g.n or abs(p.product_rating_sum - g.s) > 0.01`);
    const rows = resultRows<{ wrong: number }>(result);
    expect(Number(rows[0]!.wrong)).toBe(0);
    const sized = await rowsOf(threeSizes.variantGroup);
    expect(ratingOf(sized).ratingCount).toBeGreaterThan(0);
    await expectSearchToShow(sized);
  });

  it('moves when a review of one size is written, edited and deleted', async () => {
    const before = await rowsOf(threeSizes.variantGroup);
    const size = before[0]!;
    const who = await signUp(server);
    const address = (await addAddress(server, who.token))._id;
    await server.api('POST', '/product/cart', {
      token: who.token,
      body: { productId: size.id, quantity: 1 },
    });
    const order = await payCart(server, who.token, address);
    await deliver(server, order._id);

    const posted = await server.api('POST', `/product/${size.id}/reviews`, {
      token: who.token,
      body: { stars: 1, title: 'Not for us', text: 'My dog would not touch this bag at all.' },
    });
    expect(posted.status).toBe(201);
    const written = await rowsOf(threeSizes.variantGroup);
    expect(ratingOf(written).ratingCount).toBe(ratingOf(before).ratingCount + 1);
    await expectSearchToShow(written);

    const reviewId = (posted.body.review as { _id: string })._id;
    const edited = await server.api('PUT', `/product/reviews/${reviewId}`, {
      token: who.token,
      body: { stars: 5, title: 'Won him over', text: 'After a week he asks for it every day.' },
    });
    expect(edited.status).toBe(200);
    const rewritten = await rowsOf(threeSizes.variantGroup);
    expect(ratingOf(rewritten).exact).toBeGreaterThan(ratingOf(written).exact);
    await expectSearchToShow(rewritten);

    const deleted = await server.api('DELETE', `/product/reviews/${reviewId}`, {
      token: who.token,
    });
    expect(deleted.status).toBe(200);
    const after = await rowsOf(threeSizes.variantGroup);
    expect(ratingOf(after).ratingCount).toBe(ratingOf(before).ratingCount);
    await expectSearchToShow(after);
  });

  it('moves when the back office adds a size, withdraws a rated one and restores it', async () => {
    const before = await rowsOf(threeSizes.variantGroup);
    const added = await server.api('POST', `/admin/products/${before[0]!.id}/variants`, {
      token: editor.token,
      body: { variantLabel: '20 kg', price: 9999, stock: 3 },
    });
    expect(added.status).toBe(201);
    const grown = await rowsOf(threeSizes.variantGroup);
    expect(grown).toHaveLength(before.length + 1);
    // The new size has no ratings of its own, and carries its product's.
    const newest = grown.find((r) => r.variantLabel === '20 kg')!;
    expect(newest.productRatingCount).toBe(ratingOf(grown).ratingCount);
    await expectSearchToShow(grown);

    const rated = grown.find((r) => r.ratingCount > 0 && r.variantLabel !== '20 kg')!;
    const withdraw = await server.api('PATCH', `/admin/products/${rated.id}`, {
      token: editor.token,
      body: { withdrawn: true, version: rated.version },
    });
    expect(withdraw.status).toBe(200);
    const fewer = await rowsOf(threeSizes.variantGroup);
    expect(ratingOf(fewer).ratingCount).toBe(ratingOf(grown).ratingCount - rated.ratingCount);
    await expectSearchToShow(fewer.filter((r) => r.withdrawnAt === null));

    const restore = await server.api('PATCH', `/admin/products/${rated.id}`, {
      token: editor.token,
      body: { withdrawn: false, version: rated.version + 1 },
    });
    expect(restore.status).toBe(200);
    const restored = await rowsOf(threeSizes.variantGroup);
    expect(ratingOf(restored).ratingCount).toBe(ratingOf(grown).ratingCount);
    await expectSearchToShow(restored);
  });
});

/** The migrations up to `last` (a tag) in a folder of their own. */
function migrationsUpTo(last: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'petverse-migrations-'));
  cpSync(migrationsFolder(), dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const end = journal.entries.findIndex((e) => e.tag === last);
  journal.entries = journal.entries.slice(0, end + 1);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}
const migrateFrom = (handle: DatabaseHandle, folder: string) =>
  handle.kind === 'postgres'
    ? migratePg(handle.db as never, { migrationsFolder: folder })
    : migratePglite(handle.db as never, { migrationsFolder: folder });

describe('migration 0022 on a catalogue rated before it', () => {
  it('gives every size its product’s rating: its sizes on sale added up', async () => {
    const { handle, drop } = await freshDatabase();
    const folder = migrationsUpTo('0021_variants');
    try {
      await migrateFrom(handle, folder);
      const row = (slug: string, group: string, sum: number, n: number, withdrawn = false) =>
        sql`(gen_random_uuid(), ${slug}, ${'Test Kibble'}, ${'Crunchy.'}, 49900, ${'/art/x.svg'}, 'dog', 'food',
          ${group}, ${slug}, ${sum}, ${n}, ${withdrawn ? sql`now()` : sql`null`})`;
      await handle.db.execute(sql`
        insert into products (id, slug, name, description, price_paise, image_url, petspecies,
          category, variant_group, variant_label, rating_sum, rating_count, withdrawn_at)
        values ${sql.join(
          [
            row('kibble-1kg', 'kibble-1kg', 40, 10),
            row('kibble-3kg', 'kibble-1kg', 9, 3),
            row('kibble-10kg', 'kibble-1kg', 500, 100, true),
            row('lonely-toy', 'lonely-toy', 0, 0),
          ],
          sql`, `,
        )}`);
      await handle.migrate();
      const migrated = await handle.db
        .select({
          slug: products.slug,
          sum: products.productRatingSum,
          n: products.productRatingCount,
        })
        .from(products)
        .orderBy(asc(products.slug));
      expect(migrated).toEqual([
        { slug: 'kibble-10kg', sum: 49, n: 13 },
        { slug: 'kibble-1kg', sum: 49, n: 13 },
        { slug: 'kibble-3kg', sum: 49, n: 13 },
        { slug: 'lonely-toy', sum: 0, n: 0 },
      ]);
      // From then on the database keeps it: a size's new rating moves its product's.
      await handle.db
        .update(products)
        .set({ ratingSum: 14, ratingCount: 4 })
        .where(eq(products.slug, 'kibble-3kg'));
      const [moved] = await handle.db
        .select({ sum: products.productRatingSum, n: products.productRatingCount })
        .from(products)
        .where(eq(products.slug, 'kibble-1kg'));
      expect(moved).toEqual({ sum: 54, n: 14 });
    } finally {
      rmSync(folder, { recursive: true, force: true });
      await handle.close();
      await drop();
    }
  });
});
