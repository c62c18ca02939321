import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Product, ProductSearchResponse } from '@petverse/api/contract';
import { products } from '../catalogue/tables';
import { SHARED_STALE_MS, SHARED_TTL_MS } from '../platform/readCache';
import { startTestServer, type TestServer } from '../../test/harness';

// Catalogue search (issue 14) over real HTTP, on PGlite and (with DATABASE_URL) PostgreSQL.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const search = async (query: string) => {
  const res = await server.api('GET', `/product/search${query ? `?${query}` : ''}`);
  return res as { status: number; body: ProductSearchResponse & { message?: string } };
};
const sum = (counts: Record<string, number | undefined>) =>
  Object.values(counts).reduce<number>((a, b) => a + (b ?? 0), 0);

describe('GET /product/search', () => {
  it('pages the whole catalogue of at least 190 products (one card each, ADR 026) when nothing is asked', async () => {
    const { status, body } = await search('');
    expect(status).toBe(200);
    expect(body.pagination).toMatchObject({ page: 1, hasPrevPage: false, hasNextPage: true });
    expect(body.pagination.total).toBeGreaterThanOrEqual(190);
    expect(body.products).toHaveLength(24);
    expect(body.pagination.totalPages).toBe(Math.ceil(body.pagination.total / 24));
    const p = body.products[0]!;
    expect(p).toMatchObject({ brand: expect.any(String), lifeStage: expect.any(String) });
    expect(typeof p.ratingCount).toBe('number');
  });

  it('has facets whose counts each add up to the total', async () => {
    const { body } = await search('q=food&species=dog');
    const { total } = body.pagination;
    expect(total).toBeGreaterThan(0);
    expect(sum(body.facets.species)).toBe(total);
    expect(body.facets.species).toEqual({ dog: total });
    expect(sum(body.facets.category)).toBe(total);
    expect(sum(body.facets.brand)).toBe(total);
    expect(sum(body.facets.lifeStage)).toBe(total);
    expect(sum(body.facets.priceBand)).toBe(total);
  });

  it('finds words in names and descriptions, best matches first', async () => {
    const { body } = await search('q=puppy%20food');
    expect(body.pagination.total).toBeGreaterThan(5);
    const first = body.products[0]!;
    expect(first.name.toLowerCase()).toContain('puppy');
    expect(first.category).toBe('food');
  });

  it("tolerates typos: 'kibbel' finds kibble", async () => {
    const { body } = await search('q=kibbel');
    expect(body.products.some((p) => /kibble/i.test(p.name))).toBe(true);
  });

  it('tolerates a misspelt brand and a misspelt product word', async () => {
    expect((await search('q=himalayn')).body.products[0]!.brand).toBe('Himalayan Paws');
    const harness = (await search('q=harnes')).body.products;
    expect(harness.some((p) => /harness/i.test(p.name))).toBe(true);
  });

  it('filters by species, category, brand and life stage', async () => {
    const { body } = await search('species=cat&category=food&brand=zib&lifeStage=young&limit=60');
    expect(body.products.length).toBeGreaterThan(0);
    for (const p of body.products)
      expect(p).toMatchObject({
        petspecies: 'cat',
        category: 'food',
        brand: 'Zib',
        lifeStage: 'young',
      });
  });

  it('reads an empty brand as no brand asked, with or without words and other filters', async () => {
    for (const rest of ['species=dog', 'q=food&species=cat&sort=price_asc'])
      expect((await search(`brand=&${rest}`)).body).toEqual((await search(rest)).body);
  });

  it('filters by a price range in rupees and a minimum rating', async () => {
    const { body } = await search('minPrice=500&maxPrice=1000&minRating=4.5&limit=60');
    expect(body.products.length).toBeGreaterThan(0);
    for (const p of body.products) {
      expect(p.price).toBeGreaterThanOrEqual(500);
      expect(p.price).toBeLessThanOrEqual(1000);
      expect(p.averageRating).toBeGreaterThanOrEqual(4.5);
    }
    expect(Object.keys(body.facets.priceBand)).toEqual(expect.arrayContaining(['500-1000']));
  });

  it('sorts by price both ways, by rating and by newest', async () => {
    const prices = (await search('sort=price_asc&limit=60')).body.products.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const down = (await search('sort=price_desc&limit=60')).body.products.map((p) => p.price);
    expect(down).toEqual([...down].sort((a, b) => b - a));
    const ratings = (await search('sort=rating&limit=60')).body.products.map(
      (p) => p.averageRating ?? 0,
    );
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    const times = (await search('sort=newest&limit=60')).body.products.map((p) => p.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('pages without overlap and answers past the last page with an empty list', async () => {
    const one = (await search('species=dog&sort=price_asc&limit=10&page=1')).body;
    const two = (await search('species=dog&sort=price_asc&limit=10&page=2')).body;
    expect(two.pagination).toMatchObject({ page: 2, hasPrevPage: true });
    const ids = new Set(one.products.map((p: Product) => p._id));
    expect(two.products.some((p) => ids.has(p._id))).toBe(false);
    const last = one.pagination.totalPages;
    const end = (await search(`species=dog&limit=10&page=${last}`)).body;
    expect(end.pagination).toMatchObject({ hasNextPage: false, page: last });
    expect(end.products.length).toBeGreaterThan(0);
    const past = (await search(`species=dog&limit=10&page=${last + 1}`)).body;
    expect(past.products).toEqual([]);
    expect(past.pagination.total).toBe(one.pagination.total);
  });

  it('answers no match with an empty page and zero facets', async () => {
    const { status, body } = await search('q=zzqqxxwwvv');
    expect(status).toBe(200);
    expect(body.products).toEqual([]);
    expect(body.pagination).toMatchObject({ total: 0, totalPages: 1, hasNextPage: false });
    expect(body.facets.species).toEqual({});
  });

  it('treats search syntax and quotes in q as words, not as SQL', async () => {
    for (const q of ["dog' or 1=1 --", '"puppy" -food', '& | ! :*', '%_\\']) {
      const { status } = await search(`q=${encodeURIComponent(q)}`);
      expect(status).toBe(200);
    }
  });

  it('ignores parameters it does not know (a cache-buster, a tracking tag) and still checks those it knows', async () => {
    const plain = await search('q=shampoo');
    const busted = await search('q=shampoo&_=1&utm_source=partner&utm_medium=');
    expect(busted.status).toBe(200);
    expect(busted.body.pagination).toEqual(plain.body.pagination);
    expect(busted.body.products.map((p) => p._id)).toEqual(plain.body.products.map((p) => p._id));
    const bad = await search('species=fish&_=1');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/species must be one of/);
  });

  it.each([
    ['sort=cheapest', /sort must be one of/],
    ['species=fish', /species must be one of/],
    ['category=cars', /category must be one of/],
    ['lifeStage=teen', /lifeStage must be one of/],
    ['page=0', /page must be a whole number/],
    ['page=abc', /page must be a whole number/],
    ['limit=1000', /limit must be a whole number/],
    ['minPrice=-5', /minPrice must be a price/],
    ['maxPrice=lots', /maxPrice must be a price/],
    ['minRating=6', /minRating must be a number/],
    ['minPrice=900&maxPrice=100', /minPrice must not be above maxPrice/],
    [`q=${'a'.repeat(101)}`, /q must be at most 100 characters/],
  ])('answers %s with 400 and a message', async (query, message) => {
    const { status, body } = await search(query);
    expect(status).toBe(400);
    expect(body.message).toMatch(message);
  });
});

describe('GET /product/similar/:id', () => {
  it('answers three products of the same species, nearest category and price first', async () => {
    const all = (await search('q=puppy%20starter')).body.products;
    const current = all[0]!;
    const res = await server.api('GET', `/product/similar/${current._id}`);
    expect(res.status).toBe(200);
    const similar = res.body.products as Product[];
    expect(similar).toHaveLength(3);
    for (const p of similar) {
      expect(p._id).not.toBe(current._id);
      expect(p.petspecies).toBe(current.petspecies);
      expect(p.category).toBe(current.category);
    }
    const gaps = similar.map((p) => Math.abs(p.price - current.price));
    expect(gaps).toEqual([...gaps].sort((a, b) => a - b));
  });

  it('answers 404 for an unknown product and 400 for a bad id', async () => {
    const missing = await server.api(
      'GET',
      '/product/similar/00000000-0000-4000-8000-000000000000',
    );
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Product not found');
    const bad = await server.api('GET', '/product/similar/not-an-id');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toEqual(expect.any(String));
  });
});

describe('other public reads with a query string', () => {
  it.each([
    '/product/getall-product?store=petstore&_=1',
    '/product/getall-product?utm_source=partner',
    '/lifestyle/getMatingProfiles?page=1&_=1',
    '/grooming/getGroomingPartners?city=Pune&utm_campaign=x',
  ])('answers %s, ignoring the parameters it does not know', async (path) => {
    const res = await server.api('GET', path);
    expect(res.status).toBe(200);
  });

  it('still checks the parameters they know', async () => {
    const res = await server.api('GET', '/product/getall-product?store=Not%20A%20Store&_=1');
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(expect.any(String));
  });
});

describe('a kept search (issue 35, item 5)', () => {
  it("is one answer however its URL is written, and shows another instance's change within SHARED_TTL_MS + SHARED_STALE_MS", async () => {
    const { db } = server.database;
    const first = await search('species=dog&category=food&sort=price_asc');
    const card = first.body.products[0]!;
    const rename = (name: string) =>
      db.update(products).set({ name }).where(eq(products.id, card._id));
    const firstName = async (query: string) => {
      const { status, body } = await search(query);
      expect(status).toBe(200);
      expect(body.products[0]!._id).toBe(card._id);
      return body.products[0]!.name;
    };
    try {
      // Another instance renames the product: written to the database, not through this server.
      await rename('Renamed Elsewhere');
      // The same search in another order, with a partner's tracking parameter: the kept answer.
      expect(await firstName('sort=price_asc&category=food&species=dog&utm_source=clinic')).toBe(
        card.name,
      );
      // Another search (a page size) is its own answer, read now.
      expect(await firstName('species=dog&category=food&sort=price_asc&limit=5')).toBe(
        'Renamed Elsewhere',
      );

      // Past SHARED_TTL_MS: the kept answer once more while one reload runs, then the new one.
      server.clock.advance(SHARED_TTL_MS + 1);
      expect(await firstName('species=dog&category=food&sort=price_asc')).toBe(card.name);
      await vi.waitFor(
        async () =>
          expect(await firstName('species=dog&category=food&sort=price_asc')).toBe(
            'Renamed Elsewhere',
          ),
        { timeout: 5_000, interval: 20 },
      );

      // However long the instance sat idle, an answer older than SHARED_TTL_MS + SHARED_STALE_MS
      // is never sent: the request waits for the new one.
      await rename('Renamed Again');
      server.clock.advance(SHARED_TTL_MS + SHARED_STALE_MS);
      expect(await firstName('species=dog&category=food&sort=price_asc')).toBe('Renamed Again');
    } finally {
      await rename(card.name);
    }
  });
});
