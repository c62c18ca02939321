import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductSearchResponse, SearchReading } from '@petverse/api/contract';
import { startTestServer, type TestServer } from '../../test/harness';

// How search reads what pet parents type (issue 35), over real HTTP, on PGlite and (with
// DATABASE_URL) PostgreSQL: the relevance set (search/relevance.json, kept as data), the vocabulary
// (Hinglish, Devanagari, variants, brands we don't carry), corrections and dead ends.

interface RelevanceCase {
  q: string;
  /** What the first result must be: words of its name, its species, its category. */
  first: { name?: string; species?: string; category?: string };
  /** Readings the answer must include (each field given must match); [] : none at all. */
  understood?: Partial<SearchReading>[];
  /** The words a partial match must say it left out ([] : none). */
  dropped?: string[];
  /** Why the case is there, when it guards a decision. */
  why?: string;
}

const cases = JSON.parse(
  readFileSync(new URL('./relevance.json', import.meta.url), 'utf8'),
) as RelevanceCase[];

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const search = async (query: string) => {
  const res = await server.api('GET', `/product/search?${query}`);
  return res as { status: number; body: ProductSearchResponse & { message?: string } };
};
const q = (text: string) => `q=${encodeURIComponent(text)}`;

describe('the relevance set', () => {
  it('holds at least 40 queries', () => {
    expect(cases.length).toBeGreaterThanOrEqual(40);
  });

  it.each(cases.map((c) => [c.q, c] as const))('%s', async (_q, c) => {
    const { status, body } = await search(q(c.q));
    expect(status).toBe(200);
    const first = body.products[0];
    expect(first, `no result for '${c.q}'`).toBeDefined();
    if (c.first.name) expect(first!.name.toLowerCase()).toContain(c.first.name);
    if (c.first.species) expect(first!.petspecies).toBe(c.first.species);
    if (c.first.category) expect(first!.category).toBe(c.first.category);
    if (c.understood?.length === 0) expect(body.understood).toEqual([]);
    for (const reading of c.understood ?? [])
      expect(body.understood).toContainEqual(expect.objectContaining(reading));
    if (c.dropped) expect(body.dropped).toEqual(c.dropped);
  });
});

describe('the vocabulary (search_terms, kept as data)', () => {
  it('only means words the catalogue holds: every term finds products, or is a joining word', async () => {
    const { db } = server.database;
    const result = await db.execute(sql`
      select t.term from search_terms t
      where numnode(to_tsquery('english', t.means)) > 0
        and not exists (select 1 from products p
                        where p.search_vector @@ to_tsquery('english', t.means))`);
    const rows = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
    expect(rows).toEqual([]);
  });

  it("reads Hinglish and Devanagari alike: 'kutta khana' and 'कुत्ता खाना' find the same dog food", async () => {
    const latin = (await search(q('kutta khana'))).body;
    const devanagari = (await search(q('कुत्ता खाना'))).body;
    expect(latin.pagination.total).toBeGreaterThan(10);
    expect(devanagari.pagination).toEqual(latin.pagination);
    expect(devanagari.products.map((p) => p._id)).toEqual(latin.products.map((p) => p._id));
    for (const p of latin.products)
      expect(p).toMatchObject({ petspecies: 'dog', category: 'food' });
  });

  it('reads a Devanagari word typed with a zero-width joiner as the word', async () => {
    const { body } = await search(q('बिल्ली\u200d'));
    expect(body.understood).toEqual([{ typed: 'बिल्ली', as: 'cat', kind: 'synonym' }]);
  });

  it("says which brand we don't carry and what it shows instead", async () => {
    const { body } = await search(q('Pedigree'));
    expect(body.understood).toEqual([
      { typed: 'pedigree', as: 'dog food', kind: 'brand', brand: 'Pedigree' },
    ]);
    expect(body.pagination.total).toBeGreaterThan(10);
  });

  it('keeps the filters a shopper chose on a vocabulary search', async () => {
    const { body } = await search(`${q('royal canin')}&species=cat&lifeStage=young`);
    expect(body.products.length).toBeGreaterThan(0);
    for (const p of body.products)
      expect(p).toMatchObject({ petspecies: 'cat', category: 'food', lifeStage: 'young' });
  });

  it('says nothing about words searched as typed', async () => {
    const { body } = await search(q('dog shampoo'));
    expect(body).toMatchObject({ understood: [], dropped: [] });
    expect(body.alternatives).toBeUndefined();
  });
});

describe('never a dead end', () => {
  it('offers categories with counts and popular products when nothing matches', async () => {
    const { status, body } = await search(q('zzqqxxwwvv'));
    expect(status).toBe(200);
    expect(body.products).toEqual([]);
    const { alternatives } = body;
    expect(alternatives?.suggestions).toEqual([]);
    expect(alternatives?.categories.length).toBeGreaterThan(0);
    for (const c of alternatives!.categories) expect(c.count).toBeGreaterThan(0);
    expect(alternatives?.popular).toHaveLength(4);
  });

  it("asks 'did you mean' when a word is as near to two catalogue words, instead of guessing", async () => {
    // 'dgo' is two edits from 'dog' (and from 'doggo'): too many for a three-letter word.
    const { body } = await search(q('dgo'));
    expect(body.pagination.total).toBe(0);
    expect(body.alternatives?.suggestions[0]).toBe('dog');
    expect(body.alternatives?.categories[0]).toMatchObject({ species: 'dog' });
  });

  it('offers the categories where the words are found when the filters leave nothing', async () => {
    const { body } = await search(`${q('shampoo')}&category=food`);
    expect(body.pagination.total).toBe(0);
    expect(body.alternatives?.categories.map((c) => c.category)).toEqual(['grooming', 'grooming']);
  });

  it('says which words a partial match left out', async () => {
    const { body } = await search(q('kutta xyzzy'));
    expect(body.dropped).toEqual(['xyzzy']);
    expect(body.understood).toEqual([{ typed: 'kutta', as: 'dog', kind: 'synonym' }]);
    expect(body.products[0]?.petspecies).toBe('dog');
  });

  it('searches everything when the words are only joining words', async () => {
    const { body } = await search(q('the ke'));
    expect(body.pagination.total).toBeGreaterThan(190);
  });
});
