import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { rupeesToPaise, type Product, type ProductResponse } from '@petverse/api/contract';
import { migrationsFolder, type DatabaseHandle } from '../db/client';
import { products } from './tables';
import { seedProducts } from '../seed/catalogue';
import { signUp } from '../../test/fixtures';
import { freshDatabase, startTestServer, type TestServer } from '../../test/harness';
import { addAddress, deliver, payCart } from '../../test/shopping.fixtures';

// Variants (issue 38 item 1, ADR 026): each size is a row of its own (its id, price, stock), rows
// of one product share a group; the store shows one card per product, a product's page every
// size, and its rating is all its sizes' together.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

type ProductRead = ProductResponse['product'];
const read = async (id: string) =>
  (await server.api('GET', `/product/get-productById/${id}`)).body.product as ProductRead;
/** The rows of one seeded product, in the catalogue's order. */
const rowsOf = (group: string) =>
  server.database.db
    .select()
    .from(products)
    .where(eq(products.variantGroup, group))
    .orderBy(asc(products.createdAt));
/** A seeded product with three sizes: dog dry food comes in 1.2 kg, 3 kg and 10 kg. */
const threeSizes = seedProducts.find((p) => p.variantLabel === '10 kg')!;

describe('a product with sizes', () => {
  it('is one name, one brand and its sizes, each its own id, price and stock', async () => {
    const rows = await rowsOf(threeSizes.variantGroup);
    expect(rows.map((r) => r.variantLabel)).toEqual(['1.2 kg', '3 kg', '10 kg']);
    expect(new Set(rows.map((r) => r.name)).size).toBe(1);
    expect(new Set(rows.map((r) => r.brand)).size).toBe(1);
    expect(rows[0]!.name).not.toMatch(/kg/);
    expect(new Set(rows.map((r) => r.id)).size).toBe(3);
  });

  it('opens from any of its ids with that size chosen and every size listed', async () => {
    const rows = await rowsOf(threeSizes.variantGroup);
    for (const row of rows) {
      const product = await read(row.id);
      expect(product._id).toBe(row.id);
      expect(product.variantLabel).toBe(row.variantLabel);
      expect(product.price * 100).toBe(row.pricePaise);
      expect(product.stock).toBe(row.stock);
      expect(product.variants.map((v) => [v._id, v.label, v.price * 100, v.stock])).toEqual(
        rows.map((r) => [r.id, r.variantLabel, r.pricePaise, r.stock]),
      );
      // The product's rating: its sizes' ratings together.
      expect(product.ratingCount).toBe(rows.reduce((n, r) => n + r.ratingCount, 0));
    }
  });

  it('is one card in the store: its cheapest size in stock, from its lowest price', async () => {
    const rows = await rowsOf(threeSizes.variantGroup);
    const list = (await server.api('GET', '/product/getall-product')).body.products as Product[];
    const cards = list.filter((p) => rows.some((r) => r.id === p._id));
    expect(cards).toHaveLength(1);
    const cheapest = Math.min(...rows.filter((r) => r.stock > 0).map((r) => r.pricePaise));
    expect(cards[0]!.price * 100).toBe(cheapest);
    expect(cards[0]!.variantCount).toBe(3);
    expect(cards[0]!.fromPrice! * 100).toBe(cheapest);
    // Every card is a product of its own.
    const groups = await server.database.db
      .select({ n: sql<number>`count(distinct ${products.variantGroup})::int` })
      .from(products);
    expect(list).toHaveLength(Number(groups[0]!.n));
  });

  it('is one card in a search, and a filter that only a larger size passes shows that size', async () => {
    const rows = await rowsOf(threeSizes.variantGroup);
    const q = encodeURIComponent(rows[0]!.name);
    const all = await server.api('GET', `/product/search?q=${q}&limit=50`);
    expect(all.status).toBe(200);
    const found = (all.body.products as Product[]).filter((p) => rows.some((r) => r.id === p._id));
    expect(found).toHaveLength(1);
    expect(found[0]!.variantCount).toBe(3);
    const ids = (all.body.products as Product[]).map((p) => p._id);
    expect(new Set(ids).size).toBe(ids.length);
    // Facets count products, not sizes.
    const species = all.body.facets.species as Record<string, number>;
    expect(Object.values(species).reduce((a, b) => a + b, 0)).toBe(all.body.pagination.total);

    const largest = rows.at(-1)!;
    const min = largest.pricePaise / 100;
    const big = await server.api('GET', `/product/search?q=${q}&minPrice=${min}&limit=50`);
    const shown = (big.body.products as Product[]).filter((p) => rows.some((r) => r.id === p._id));
    expect(shown.map((p) => p._id)).toEqual([largest.id]);
  });

  it('sells each size from its own stock and names it on the cart and the order', async () => {
    const rows = await rowsOf(threeSizes.variantGroup);
    const size = rows[1]!;
    const who = await signUp(server);
    const address = (await addAddress(server, who.token))._id;
    await server.api('POST', '/product/cart', {
      token: who.token,
      body: { productId: size.id, quantity: 2 },
    });
    const cart = (await server.api('GET', '/product/cart', { token: who.token })).body.cart as {
      name: string;
      price: number;
    }[];
    expect(cart.map((l) => [l.name, l.price * 100])).toEqual([
      [`${size.name} — 3 kg`, size.pricePaise],
    ]);
    const order = await payCart(server, who.token, address);
    expect(JSON.stringify(order)).toContain(`${size.name} — 3 kg`);
    const after = await rowsOf(threeSizes.variantGroup);
    expect(after.map((r) => r.stock)).toEqual(rows.map((r, i) => r.stock - (i === 1 ? 2 : 0)));
  });
});

describe('reviews of a product with sizes', () => {
  it('shows a review written on one size on every size, in the rating and the list', async () => {
    const rows = await rowsOf(threeSizes.variantGroup);
    const [small, , large] = rows;
    const before = await read(large!.id);
    const who = await signUp(server);
    const address = (await addAddress(server, who.token))._id;
    await server.api('POST', '/product/cart', {
      token: who.token,
      body: { productId: small!.id, quantity: 1 },
    });
    const order = await payCart(server, who.token, address);
    await deliver(server, order._id);
    const posted = await server.api('POST', `/product/${small!.id}/reviews`, {
      token: who.token,
      body: { stars: 1, title: 'Not for us', text: 'My dog would not eat the small bag at all.' },
    });
    expect(posted.status).toBe(201);
    expect(posted.body.ratingCount).toBe(before.ratingCount + 1);

    const after = await read(large!.id);
    expect(after.ratingCount).toBe(before.ratingCount + 1);
    expect(after.reviewCount).toBe(before.reviewCount + 1);
    const now = await rowsOf(threeSizes.variantGroup);
    const n = now.reduce((t, r) => t + r.ratingCount, 0);
    const stars = now.reduce((t, r) => t + r.ratingSum, 0);
    expect(after.averageRating).toBe(Math.round((stars / n) * 100) / 100);
    const list = await server.api('GET', `/product/${large!.id}/reviews`);
    expect(list.body.ratingCount).toBe(after.ratingCount);
    const titles = (list.body.reviews as { title: string }[]).map((r) => r.title);
    expect(titles).toContain('Not for us');
  });
});

/** The migrations up to `last` (a tag, e.g. 0020_subscriptions) in a folder of their own. */
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

describe('migration 0021 on a catalogue seeded before variants', () => {
  it('groups the size-suffixed rows as the seed does, keeping every id', async () => {
    const { handle, drop } = await freshDatabase();
    const folder = migrationsUpTo('0020_subscriptions');
    try {
      await migrateFrom(handle, folder);
      // The catalogue as seeded before variants: a row per size, the size in its name.
      const epoch = Date.UTC(2025, 6, 2);
      await handle.db.execute(sql`
        insert into products (id, slug, name, description, price_paise, image_url, petspecies,
          category, brand, life_stage, created_at)
        values ${sql.join(
          seedProducts.map(
            (p, i) => sql`(gen_random_uuid(), ${p.slug}, ${p.seededAs.name}, ${p.description},
              ${rupeesToPaise(p.price)}, ${'/art/x.svg'}, ${p.petspecies}, ${p.category},
              ${p.seededAs.brand}, ${p.lifeStage}, ${new Date(epoch + i * 1000).toISOString()})`,
          ),
          sql`, `,
        )}`);
      const idsBefore = await handle.db.execute(sql`select id, slug from products order by slug`);
      await handle.migrate();

      const migrated = await handle.db
        .select({
          id: products.id,
          slug: products.slug,
          name: products.name,
          brand: products.brand,
          group: products.variantGroup,
          label: products.variantLabel,
        })
        .from(products)
        .orderBy(asc(products.slug));
      const rowsOfResult = (r: unknown) =>
        (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows) as { id: string; slug: string }[];
      expect(migrated.map((r) => [r.slug, r.id])).toEqual(
        rowsOfResult(idsBefore).map((r) => [r.slug, r.id]),
      );
      // The fresh database, seeded as the seed now does, holds the same products.
      const seeded = await server.database.db
        .select({
          slug: products.slug,
          name: products.name,
          brand: products.brand,
          group: products.variantGroup,
          label: products.variantLabel,
        })
        .from(products)
        .where(sql`${products.slug} in ${seedProducts.map((p) => p.slug)}`)
        .orderBy(asc(products.slug));
      expect(seeded).toHaveLength(seedProducts.length);
      expect(migrated.map(({ id: _id, ...r }) => r)).toEqual(seeded);
      // Some products did get several sizes.
      expect(new Set(migrated.map((r) => r.group)).size).toBeLessThan(migrated.length / 2);
      // A search finds a size by its label (the search vector holds it).
      const [hit] = await handle.db
        .select({ label: products.variantLabel })
        .from(products)
        .where(sql`${products.searchVector} @@ plainto_tsquery('english', 'Value Pack')`)
        .limit(1);
      expect(hit?.label).toBe('Value Pack');
    } finally {
      rmSync(folder, { recursive: true, force: true });
      await handle.close();
      await drop();
    }
  });
});
