import { and, asc, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import {
  LOW_STOCK_THRESHOLD,
  PRODUCT_STORE,
  paginationOf,
  rupeesToPaise,
  type ProductSearchResponse,
  type SearchFacets,
  type SearchReading,
} from '@petverse/api/contract';
import type { Database } from '../db/client';
import { cardsById, searchPage, type FacetRow } from './searchStatements';
import { noFacets, searchIndexOf } from './searchIndex';
import { products } from '../catalogue/tables';
import {
  allOf,
  correctionOf,
  nearestWords,
  readWords,
  rowsOf,
  wordsOf,
  matching,
  type WordGroup,
} from './searchWords';
import {
  bandOf,
  fromListed,
  onSale,
  productColumns,
  toCard,
  type SearchParams,
} from './productCards';
import {
  allOfQueries,
  alternativesFor,
  inMemory,
  keptTogether,
  matchCounts,
  wordsThatMatchTogether,
} from './alternatives';

/**
 * The shop's searches are answered by the index in memory (ADR 034); `SEARCH_IN_MEMORY=off`
 * answers them with the search statements instead, as before it: for `bench/search.mjs`, which
 * measures both side by side.
 */
const IN_MEMORY = process.env.SEARCH_IN_MEMORY !== 'off';

/** Shorter words are never taken for typos ('c' is not 'rc'). */
const MIN_TYPO_LENGTH = 3;

/**
 * Relevance: the more of the words a product's name holds, the earlier it comes (a word in the
 * name beats the same word in the description: 'vitamin' puts Multivitamin Drops before a food
 * whose description says "added vitamins"); then text rank (name, then brand, category, species,
 * life stage, then description), then how many shoppers rated it.
 */
const relevance = (groups: WordGroup[]): SQL[] => [
  sql`(${sql.join(
    groups.map((g) => sql`(ts_filter(${products.searchVector}, '{a}') @@ (${g.query}))::int`),
    sql` + `,
  )}) desc`,
  sql`ts_rank_cd(${products.searchVector}, ${allOf(groups)}) desc`,
  desc(products.ratingCount),
];

/**
 * One page of the catalogue matching a search, with the facets of everything that matches.
 * Matching happens in the database on indexes (`search_vector`, GIN). The words are read first
 * (search/searchWords.ts): vocabulary words and phrases — Hinglish, Hindi, variants, brands we don't
 * carry — become the catalogue words they mean. When all the words together match nothing, a
 * word that matches nothing is corrected to the catalogue word nearest it; then words that still
 * match nothing with the others are left out (and said so); when nothing is left, the answer
 * offers "did you mean", the nearest categories and popular products instead. Facets come from
 * one GROUPING SETS query.
 */
export async function searchProducts(
  db: Database,
  params: SearchParams,
  /** The back office's view: withdrawn products too, or only those low on or out of stock. */
  scope: { withdrawn?: boolean; stock?: 'low' | 'out' } = {},
): Promise<ProductSearchResponse> {
  const words = wordsOf(params.q ?? '');
  /** What any answer is drawn from (the store, on sale); `filters` adds what the shopper chose. */
  const base: SQL[] = [eq(products.store, PRODUCT_STORE)];
  if (!scope.withdrawn) base.push(onSale);
  if (scope.stock === 'low') base.push(lte(products.stock, LOW_STOCK_THRESHOLD));
  if (scope.stock === 'out') base.push(eq(products.stock, 0));
  const filters: SQL[] = [...base];
  /** The shop's view (not the back office's): its page is read by prepared statements. */
  const shopView = !scope.withdrawn && !scope.stock;
  const indexed = shopView && IN_MEMORY;
  if (params.species) filters.push(eq(products.petspecies, params.species));
  if (params.category) filters.push(eq(products.category, params.category));
  if (params.brand) filters.push(sql`lower(${products.brand}) = ${params.brand.toLowerCase()}`);
  if (params.lifeStage) filters.push(eq(products.lifeStage, params.lifeStage));
  if (params.minPrice !== undefined)
    filters.push(gte(products.pricePaise, rupeesToPaise(params.minPrice)));
  if (params.maxPrice !== undefined)
    filters.push(lte(products.pricePaise, rupeesToPaise(params.maxPrice)));
  if (params.minRating !== undefined) filters.push(gte(products.averageRating, params.minRating));

  const sorts: Record<Exclude<SearchParams['sort'], 'relevance'>, SQL[]> = {
    price_asc: [asc(products.pricePaise)],
    price_desc: [desc(products.pricePaise)],
    rating: [sql`${products.averageRating} desc nulls last`, desc(products.ratingCount)],
    newest: [desc(products.createdAt)],
  };

  // No transaction: each statement reads committed data on its own, and a read needs no more
  // (BEGIN and COMMIT would be two more round trips on every search).
  /**
   * Facets and one page of the products matching the filters and `groups` (all of them; null:
   * no words). The shop's own view runs one prepared statement (search/searchStatements.ts): its
   * cards, their facets and the page at once; the back office's views, plain queries.
   */
  const page = async (groups: WordGroup[] | null) => {
    const offset = (params.page - 1) * params.limit;
    if (shopView) {
      const queries = groups && inMemory(groups);
      if (indexed && (!groups || queries)) {
        // The index in memory (ADR 034): exact facets and counts at any size, the page's cards
        // read by id.
        const index = searchIndexOf(db);
        await index.current();
        const found = index.search(params, queries, params.sort, params.limit, offset);
        const pagination = paginationOf(found.total, params.page, params.limit);
        const cards = await cardsById(db, found.ids);
        return { products: cards.map(toCard), facets: found.facets, pagination };
      }
      const tsqueries = groups ? groups.map((g) => g.tsquery) : null;
      const found = await searchPage(db, params, tsqueries, params.sort, params.limit, offset);
      const facets = facetsFrom(found.facets);
      const pagination = paginationOf(sum(facets.species), params.page, params.limit);
      return { products: found.cards.map(toCard), facets, pagination };
    }
    const where = and(...filters, groups ? matching(allOf(groups)) : undefined);
    const facets = facetsFrom(await facetsOf(db, where));
    const total = sum(facets.species);
    const pagination = paginationOf(total, params.page, params.limit);
    if (total === 0 || params.page > pagination.totalPages)
      return { products: [], facets, pagination };
    const rank = groups ? relevance(groups) : [desc(products.ratingCount)];
    const rows = await db
      .select(productColumns)
      .from(products)
      .where(where)
      .orderBy(...(params.sort === 'relevance' ? rank : sorts[params.sort]), asc(products.id))
      .limit(params.limit)
      .offset(offset);
    return { products: rows.map(fromListed), facets, pagination };
  };
  const readings = (groups: WordGroup[]) => groups.flatMap((g) => (g.reading ? [g.reading] : []));
  const search = async (groups: WordGroup[], dropped: string[] = []) => ({
    ...(await page(groups)),
    understood: readings(groups),
    dropped,
  });

  const groups = await readWords(db, words);
  if (!groups.length)
    return {
      ...(await page(null)),
      understood: [],
      dropped: [],
    };
  // The words as read, all of them: the usual answer.
  const exact = await search(groups);
  if (exact.pagination.total > 0) return exact;

  // Nothing. A plain word that matches nothing is a typo, probably: it becomes the catalogue
  // word nearest it, when one is nearer than any other.
  // One group that found nothing matches nothing on its own: its count is known without a query
  // (most typos are one word; the count is a scan of the store, ~5 ms at 5,000 products).
  const count = (gs: WordGroup[]) =>
    indexed && inMemory(gs)
      ? Promise.resolve(inMemory(gs)!.map((q) => searchIndexOf(db).count(params, q)))
      : matchCounts(db, filters, gs);
  const counts = groups.length === 1 ? [0] : await count(groups);
  const unmatched = groups
    .filter((g, i) => g.plain && counts[i] === 0 && [...g.typed].length >= MIN_TYPO_LENGTH)
    .map((g) => g.typed);
  const near = await nearestWords(db, unmatched);
  const fixes = new Map<string, string>();
  for (const typed of unmatched) {
    const fix = correctionOf(typed, near.get(typed) ?? []);
    if (fix) fixes.set(typed, fix);
  }
  let read = groups;
  if (fixes.size) {
    const fixedWords = words.map((w) => fixes.get(w) ?? w);
    read = (await readWords(db, fixedWords)).map((g) => {
      const typed = [...fixes].find(([, fix]) => fix === g.typed)?.[0];
      if (!typed) return g;
      // A misspelt brand we don't carry is still said to be one ('pedigre').
      const reading: SearchReading =
        g.reading?.kind === 'brand'
          ? { ...g.reading, typed }
          : { typed, as: g.reading?.as ?? g.typed, kind: 'correction' };
      return { ...g, reading };
    });
    const fixed = await search(read);
    if (fixed.pagination.total > 0) return fixed;
  }

  // Still nothing together: keep the words that match something with the others, in the
  // order typed, and say which were left out.
  const readCounts = read === groups ? counts : await count(read);
  const matched = read.filter((_, i) => (readCounts[i] ?? 0) > 0);
  const kept =
    indexed && inMemory(matched)
      ? keptTogether(matched, (gs) => searchIndexOf(db).count(params, allOfQueries(gs)) > 0)
      : await wordsThatMatchTogether(db, filters, matched);
  if (kept.length)
    return search(
      kept,
      read.filter((g) => !kept.includes(g)).map((g) => g.reading?.typed ?? g.typed),
    );

  // A dead end otherwise: offer a way on.
  return {
    ...exact,
    understood: readings(read),
    alternatives: await alternativesFor(db, base, params, words, read, near),
  };
}

const sum = (counts: Record<string, number | undefined>) =>
  Object.values(counts).reduce<number>((a, b) => a + (b ?? 0), 0);

/** Counts per species, category, brand, life stage and price band, in one GROUPING SETS query. */
async function facetsOf(tx: Database, where: SQL | undefined): Promise<FacetRow[]> {
  return rowsOf<FacetRow>(
    await tx.execute(sql`
      select petspecies as species, category, brand, life_stage, band, count(*)::int as n
      from (select petspecies, category, brand, life_stage, ${bandOf} as band
            from ${products} where ${where}) m
      group by grouping sets ((petspecies), (category), (brand), (life_stage), (band))`),
  );
}

/** The facets' counts from their GROUPING SETS rows. */
export function facetsFrom(rows: FacetRow[]): SearchFacets {
  const facets = noFacets();
  for (const row of rows) {
    const n = Number(row.n);
    if (row.species) facets.species[row.species as 'dog'] = n;
    else if (row.category) facets.category[row.category as 'food'] = n;
    else if (row.brand) facets.brand[row.brand] = n;
    else if (row.life_stage) facets.lifeStage[row.life_stage as 'adult'] = n;
    else if (row.band) facets.priceBand[row.band as 'under-500'] = n;
  }
  return facets;
}
