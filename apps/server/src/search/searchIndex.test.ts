import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductSearchQuery, SearchSort } from '@petverse/api/contract';
import { type DatabaseHandle } from '../db/client';
import { seed } from '../seed/seed';
import { SearchIndex } from './searchIndex';
import { cardsById, searchPage } from './searchStatements';
import { facetsFrom } from './catalogueSearch';
import { readQuery, rankCd, readVector, type Query } from './textSearch';
import { readWords, rowsOf, wordsOf } from './searchWords';
import { freshDatabase } from '../../test/harness';

// The store's search in memory (ADR 034) answers what the search statement answers: the same
// facets, the same total and the same page, card for card, for the relevance set and the
// shopper's filters and sorts, on the seeded catalogue grown by generated products (several
// sizes a product, some sold out); and it sees what any instance changes in the database.

const relevance = (
  JSON.parse(readFileSync(new URL('./relevance.json', import.meta.url), 'utf8')) as { q: string }[]
).map((c) => c.q);

/** Generated sizes after the seed's: three a product, spread over every facet, some sold out. */
const GENERATED = 2400;
const fill = (count: number) =>
  sql.raw(`
insert into products (id, slug, store, name, description, price_paise, image_url, petspecies,
  category, brand, life_stage, average_rating, rating_sum, rating_count, created_at,
  variant_group, variant_label, stock)
select gen_random_uuid(), 'gen-' || i, 'petstore',
  (array['Pawfect','Desi Bowl','Zib','Whiskerly'])[1 + (i / 3) % 4] || ' '
    || (array['Chicken','Lamb','Fish','Egg'])[1 + (i / 6) % 4] || ' '
    || (array['Puppy','Kitten','Adult','Senior'])[1 + (i / 24) % 4] || ' '
    || (array['Dry Food','Treats','Chew Toy','Shampoo','Harness'])[1 + (i / 96) % 5] || ' ' || (i / 3),
  'Generated ' || i || ': ' || (array['crunchy kibble','meaty gravy','a sturdy toy','a gentle shampoo for dogs and cats','daily chicken tablets'])[1 + i % 5],
  4900 + (i * 7919) % 300000, '/api/media/art/p/bench.svg',
  case when (i / 3) % 2 = 0 then 'dog' else 'cat' end,
  (array['food','treats','toys','accessories','grooming','health'])[1 + (i / 21) % 6],
  (array['Pawfect','Desi Bowl','Zib','Whiskerly'])[1 + (i / 3) % 4],
  (array['young','adult','senior','all'])[1 + (i / 48) % 4],
  case when i % 10 = 0 then null else 3 + (i % 21) / 10.0 end,
  case when i % 10 = 0 then 0 else (3 + (i % 21) / 10.0) * (1 + i % 50) end,
  case when i % 10 = 0 then 0 else 1 + i % 50 end,
  now() - (i || ' minutes')::interval,
  'gen-' || (i / 3), (array['1 kg','3 kg','10 kg'])[1 + i % 3],
  case when i % 8 = 0 then 0 else 1 + i % 40 end
from generate_series(1, ${count}) i`);

let handle: DatabaseHandle;
let drop: () => Promise<void>;
let index: SearchIndex;
beforeAll(async () => {
  ({ handle, drop } = await freshDatabase());
  await handle.migrate();
  await seed(handle.db);
  await handle.db.execute(fill(GENERATED));
  await handle.db.execute(sql`analyze products`);
  index = new SearchIndex(handle.db);
});
afterAll(async () => {
  await handle.close();
  await drop();
});

/** Both answers to one search: the statement's and the index's (its cards read by id). */
async function both(q: string, query: ProductSearchQuery, sort: SearchSort, limit = 24, page = 1) {
  const groups = await readWords(handle.db, wordsOf(q));
  const tsqueries = groups.length ? groups.map((g) => g.tsquery) : null;
  const queries = tsqueries?.map(readQuery) ?? null;
  expect(queries?.every(Boolean) ?? true, `'${q}' is read in memory`).toBe(true);
  const offset = (page - 1) * limit;
  const statement = await searchPage(handle.db, query, tsqueries, sort, limit, offset);
  await index.current();
  const found = index.search(query, queries as Query[] | null, sort, limit, offset);
  return {
    statement: { facets: facetsFrom(statement.facets), cards: statement.cards },
    index: { facets: found.facets, cards: await cardsById(handle.db, found.ids) },
    total: found.total,
  };
}

const sorts: SearchSort[] = ['relevance', 'price_asc', 'price_desc', 'rating', 'newest'];

describe('the search in memory answers what the statement answers', () => {
  it.each(relevance)('%s', async (q) => {
    const { statement, index: found, total } = await both(q, {}, 'relevance');
    expect(found.facets).toEqual(statement.facets);
    expect(found.cards).toEqual(statement.cards);
    expect(total).toBe(Object.values(statement.facets.species).reduce((a, b) => a + b, 0));
  });

  it.each(sorts)('with filters, sorted by %s, on every page', async (sort) => {
    const cases: [string, ProductSearchQuery][] = [
      ['', {}],
      ['shampoo', {}],
      ['chicken', { species: 'cat' }],
      ['puppy food', { maxPrice: 1500 }],
      ['', { species: 'dog', category: 'food', minPrice: 100, maxPrice: 2000 }],
      ['', { brand: 'ZIB', minRating: 4.1 }],
      ['dog', { lifeStage: 'young', minRating: 3.5 }],
    ];
    for (const [q, query] of cases)
      for (const page of [1, 3]) {
        const { statement, index: found } = await both(q, query, sort, 10, page);
        expect(found.facets, `${q} ${JSON.stringify(query)} p${page}`).toEqual(statement.facets);
        expect(found.cards, `${q} ${JSON.stringify(query)} p${page}`).toEqual(statement.cards);
      }
  });

  it('ranks as ts_rank_cd does, to the bit, every product each query of the set matches', async () => {
    for (const q of [...relevance, 'chicken puppy shampoo', 'dog cat']) {
      const groups = await readWords(handle.db, wordsOf(q));
      if (!groups.length) continue;
      const words = groups.map((g) => `(${g.tsquery})`).join(' & ');
      const query = readQuery(words)!;
      const rows = rowsOf<{ vector: string; rank: number }>(
        await handle.db.execute(sql`
          select search_vector::text as vector, ts_rank_cd(search_vector, ${words}::tsquery) as rank
          from products where search_vector @@ ${words}::tsquery`),
      );
      for (const row of rows) {
        const vector = readVector(row.vector);
        expect(
          rankCd((l) => vector.get(l) ?? [], query),
          `${q}: ${row.vector}`,
        ).toBe(Math.fround(Number(row.rank)));
      }
    }
  });
});

describe('the search in memory stays current with the database', () => {
  it("sees another instance's change at its next search: a price, a sell-out, a withdrawal, a new product", async () => {
    const search = async () => {
      await index.current();
      return index.search({ species: 'dog' }, null, 'price_asc', 1, 0);
    };
    const before = await search();
    const [cheapest] = rowsOf<{ id: string }>(
      await handle.db.execute(sql`select id from products where id = ${before.ids[0]!}`),
    );
    // Another instance (here: plain SQL) makes another product the cheapest dog's.
    await handle.db.execute(sql`
      update products set price_paise = 1 where slug = 'gen-6'`);
    const cheaper = await search();
    const [gen6] = rowsOf<{ id: string }>(
      await handle.db.execute(sql`select id from products where slug = 'gen-6'`),
    );
    expect(cheaper.ids).toEqual([gen6!.id]);
    expect(cheaper.ids).not.toEqual([cheapest!.id]);

    await handle.db.execute(sql`update products set withdrawn_at = now() where slug = 'gen-6'`);
    const withdrawn = await search();
    expect(withdrawn.ids).not.toContain(gen6!.id);
    expect(withdrawn.total).toBe(before.total);

    await handle.db.execute(sql`
      insert into products (id, slug, name, description, price_paise, image_url, petspecies, category,
        variant_group) values (gen_random_uuid(), 'zz-new', 'Brand New Collar', 'A zephyrine collar', 2, '/x.svg',
        'dog', 'accessories', 'zz-new')`);
    const added = await search();
    expect(added.total).toBe(before.total + 1);
    const zephyr = readQuery(`'zephyrin'`)!;
    await index.current();
    expect(index.search({}, [zephyr], 'relevance', 5, 0).total).toBe(1);

    // A stock level that stays above nought changes nothing a search reads: no stamp.
    const [stamp] = rowsOf<{ xid: string }>(
      await handle.db.execute(
        sql`select search_xid::text as xid from products where slug = 'zz-new'`,
      ),
    );
    await handle.db.execute(sql`update products set stock = 5 where slug = 'zz-new'`);
    await handle.db.execute(sql`update products set stock = 4 where slug = 'zz-new'`);
    const [after] = rowsOf<{ xid: string }>(
      await handle.db.execute(
        sql`select search_xid::text as xid from products where slug = 'zz-new'`,
      ),
    );
    expect(after!.xid).not.toBe(stamp!.xid); // 0 → 5 is a card's change
    await handle.db.execute(sql`update products set stock = 3 where slug = 'zz-new'`);
    const [still] = rowsOf<{ xid: string }>(
      await handle.db.execute(
        sql`select search_xid::text as xid from products where slug = 'zz-new'`,
      ),
    );
    expect(still!.xid).toBe(after!.xid);

    // A deletion (never the application's) has the index read the catalogue again whole.
    await handle.db.execute(sql`delete from products where slug = 'zz-new'`);
    expect((await search()).total).toBe(before.total);
  });
});
