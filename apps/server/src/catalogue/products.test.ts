import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SHARED_TTL_MS } from '../platform/readCache';
import type { Product } from '@petverse/api/contract';
import { count, eq } from 'drizzle-orm';
import { products } from './tables';
import { seedState } from '../platform/tables';
import { seedProducts } from '../seed/catalogue';
import { productArtUrl } from '../seed/productArt';
import { seed } from '../seed/seed';
import Fastify from 'fastify';
import { productRoutes } from './routes';
import { freshDatabase, startTestServer, type TestServer } from '../../test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('GET /product/getall-product', () => {
  it('lists the seeded petstore catalogue with rupee prices', async () => {
    const res = await server.api('GET', '/product/getall-product?store=petstore');
    expect(res.status).toBe(200);
    const products = res.body.products as Product[];
    expect(products.length).toBeGreaterThanOrEqual(40);
    expect(new Set(products.map((p) => p.petspecies))).toEqual(new Set(['dog', 'cat']));
    expect(new Set(products.map((p) => p.category))).toEqual(
      new Set(['food', 'treats', 'toys', 'accessories', 'grooming', 'health']),
    );
    const kibble = products.find((p) => p.name.startsWith('Puppy Starter'));
    expect(kibble).toMatchObject({ price: 549.5, averageRating: 4.7, petspecies: 'dog' });
    expect(products.some((p) => p.averageRating === null)).toBe(true);
    for (const p of products) {
      expect(p._id).toMatch(/^[0-9a-f-]{36}$/);
      expect(p.imageUrl).toMatch(/^\/api\/media\/art\/p\/(dog|cat)-[a-z0-9-]+\.webp\?v=\d+$/);
    }
  });

  it('defaults to the petstore when no store is named', async () => {
    const res = await server.api('GET', '/product/getall-product');
    expect(res.status).toBe(200);
    expect(res.body.products.length).toBeGreaterThanOrEqual(40);
  });

  it('answers an unknown store with an empty list', async () => {
    const res = await server.api('GET', '/product/getall-product?store=elsewhere');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ products: [] });
  });

  it('rejects a malformed store with 400 and a message', async () => {
    const res = await server.api('GET', '/product/getall-product?store=%3Cscript%3E');
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/store/);
  });

  it('keeps seeding idempotent', async () => {
    const countRows = async () =>
      (await server.database.db.select({ n: count() }).from(products))[0]!.n;
    const before = await countRows();
    await seed(server.database.db);
    expect(await countRows()).toBe(before);
    expect(before).toBeGreaterThanOrEqual(40);
  });

  it('skips a seed that would change nothing (a restart), and seeds again once its rows or code differ', async () => {
    const db = server.database.db;
    const { slug } = seedProducts[0]!;
    const imageOf = async () =>
      (
        await db.select({ url: products.imageUrl }).from(products).where(eq(products.slug, slug))
      )[0]!.url;
    // Art as an old catalogue had it, which a seed that runs moves to the product's own.
    await db
      .update(products)
      .set({ imageUrl: '/api/media/art/dog-food.svg' })
      .where(eq(products.slug, slug));
    await seed(db);
    expect(await imageOf()).toBe('/api/media/art/dog-food.svg');
    // A database seeded by another build's seed: this one runs, and says so.
    await db.update(seedState).set({ digest: 'an older seed' }).where(eq(seedState.name, 'demo'));
    await seed(db);
    expect(await imageOf()).toBe(productArtUrl(slug));
    const [state] = await db.select().from(seedState);
    expect(state!.digest).toMatch(/^[\w-]{43}$/);
  });
});

describe('GET /product/get-productById/{id}', () => {
  it('returns one product', async () => {
    const [first] = (await server.api('GET', '/product/getall-product')).body.products as Product[];
    const res = await server.api('GET', `/product/get-productById/${first!._id}`);
    expect(res.status).toBe(200);
    // Beside its ratings, how many of them came with a written review (none yet), and its sizes
    // (this one has one) instead of the card's count and 'from' price.
    const { variantCount, fromPrice, ...card } = first!;
    expect([variantCount, fromPrice]).toEqual([1, null]);
    expect(res.body.product).toEqual({
      ...card,
      reviewCount: 0,
      variants: [
        {
          _id: card._id,
          label: '3 kg',
          price: card.price,
          mrp: card.mrp,
          stock: card.stock,
          imageUrl: card.imageUrl,
        },
      ],
    });
  });

  it('answers a missing id with 404 and a message', async () => {
    const res = await server.api(
      'GET',
      '/product/get-productById/00000000-0000-4000-8000-000000000000',
    );
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Product not found' });
  });

  it('answers a malformed id with 400 and a message, never a 500', async () => {
    for (const bad of ['123', 'abc', "1' or '1'='1"]) {
      const res = await server.api('GET', `/product/get-productById/${bad}`);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'id must be a valid id' });
    }
    const nul = await server.api('GET', '/product/get-productById/%00');
    expect(nul.status).toBe(400);
    expect(nul.body).toEqual({ message: 'Text must not contain control characters.' });
  });
});

describe('product artwork', () => {
  it('serves an SVG for each species and category, cached', async () => {
    const res = await fetch(`${server.url}/api/media/art/dog-food.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/image\/svg\+xml/);
    expect(res.headers.get('cache-control')).toMatch(/immutable/);
    expect(await res.text()).toMatch(/^<svg[^>]+width="400" height="400"/);
  });

  it('answers an unknown image with 404', async () => {
    expect((await fetch(`${server.url}/api/media/art/fish-food.svg`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/media/art/..%2F..%2Fetc.svg`)).status).toBe(400);
  });
});

describe('the catalogue cache', () => {
  it('rebuilds once at expiry while every other request is served the previous list', async () => {
    const { handle, drop } = await freshDatabase();
    try {
      await handle.migrate();
      await seed(handle.db);
      let selects = 0;
      // Counts the list queries the route makes.
      const db = new Proxy(handle.db, {
        get(target, key, receiver) {
          if (key === 'select') selects++;
          return Reflect.get(target, key, receiver) as unknown;
        },
      });
      let clock = 1_000_000;
      const app = Fastify();
      await app.register(productRoutes, { db, now: () => clock });
      const list = async () => {
        const res = await app.inject({ method: 'GET', url: '/product/getall-product' });
        expect(res.statusCode).toBe(200);
        return (JSON.parse(res.body) as { products: { name: string }[] }).products;
      };
      const first = await list();
      expect(selects).toBe(1);
      await Promise.all(Array.from({ length: 10 }, list));
      expect(selects).toBe(1);

      // The catalogue changes; past the TTL, twenty requests at once: one rebuild, and all of
      // them answered at once with the list they already had.
      await handle.db.update(products).set({ name: 'Renamed Kibble' });
      clock += SHARED_TTL_MS + 1;
      const during = await Promise.all(Array.from({ length: 20 }, list));
      expect(selects).toBe(2);
      for (const answer of during) expect(answer[0]!.name).toBe(first[0]!.name);
      // Once the one rebuild has finished (its time grows with the catalogue), the new list.
      await vi.waitFor(async () => expect((await list())[0]!.name).toBe('Renamed Kibble'), {
        timeout: 5_000,
        interval: 20,
      });
      expect(selects).toBe(2);

      // However long the instance sat idle, an answer older than SHARED_TTL_MS + SHARED_STALE_MS
      // is never sent: the request waits for the rebuild (another instance may have changed it).
      await handle.db.update(products).set({ name: 'Renamed Again' });
      clock += 3_600_000;
      expect((await list())[0]!.name).toBe('Renamed Again');
      expect(selects).toBe(3);
      await app.close();
    } finally {
      await handle.close();
      await drop();
    }
  });
});
