import { and, asc, desc, eq, gte, isNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import {
  LOW_STOCK_THRESHOLD,
  PRODUCT_STORE,
  SIMILAR_PRODUCTS_LIMIT,
  paginationOf,
  paiseToRupees,
  rupeesToPaise,
  type Product,
  type ProductSearchQuery,
  type ProductSearchResponse,
  type SearchAlternatives,
  type SearchCategoryCount,
  type SearchFacets,
  type SearchReading,
} from '@petverse/api/contract';
import type { Database } from '../db/client';
import { BAND_SQL, cardsById, searchPage, type FacetRow } from './searchStatements';
import { noFacets, searchIndexOf } from './searchIndex';
import { readQuery, type Query } from './textSearch';
import { products } from '../catalogue/tables';
import {
  allOf,
  anyOf,
  correctionOf,
  nearestWords,
  readWords,
  rowsOf,
  wordsOf,
  type WordGroup,
} from './searchWords';

type ProductRow = typeof products.$inferSelect;

export function toProduct(row: ListedRow): Product {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    price: paiseToRupees(row.pricePaise),
    imageUrl: row.imageUrl,
    averageRating: row.averageRating,
    ratingCount: row.ratingCount,
    petspecies: row.petspecies as Product['petspecies'],
    category: row.category as Product['category'],
    brand: row.brand,
    lifeStage: row.lifeStage as Product['lifeStage'],
    createdAt: row.createdAt.toISOString(),
    stock: row.stock,
    mrp:
      row.mrpPaise !== null && row.mrpPaise > row.pricePaise ? paiseToRupees(row.mrpPaise) : null,
    images: [row.imageUrl, ...row.images],
    variantLabel: row.variantLabel,
  };
}

/** A list's card: a product row with how many sizes its product has and its lowest price. */
type CardRow = ListedRow & { variantCount: number; fromPaise: number | null };

/**
 * One card per product of a whole list of rows (ADR 026), where its first size is: the cheapest
 * size in stock (else the cheapest), with how many sizes, 'from ₹X' and the product's rating, as
 * the search's statements do (search/searchStatements.ts).
 */
export function cardsOf(rows: ListedRow[]): Product[] {
  const groups = new Map<string, ListedRow[]>();
  for (const row of rows) {
    const group = groups.get(row.variantGroup);
    if (group) group.push(row);
    else groups.set(row.variantGroup, [row]);
  }
  return [...groups.values()].map((sizes) => {
    const shown = [...sizes].sort(
      (a, b) => Number(a.stock === 0) - Number(b.stock === 0) || a.pricePaise - b.pricePaise,
    )[0]!;
    const prices = sizes.map((s) => s.pricePaise);
    const inStock = sizes.filter((s) => s.stock > 0).map((s) => s.pricePaise);
    const n = sizes.reduce((t, s) => t + s.ratingCount, 0);
    const sum = sizes.reduce((t, s) => t + s.ratingSum, 0);
    return toCard({
      ...shown,
      averageRating: n > 0 ? Math.round((sum / n) * 100) / 100 : null,
      ratingCount: n,
      variantCount: sizes.length,
      fromPaise:
        Math.min(...prices) < Math.max(...prices)
          ? Math.min(...(inStock.length ? inStock : prices))
          : null,
    });
  });
}

/** One card per product in the store's lists (ADR 026): the row shown, 'from ₹X', its sizes. */
function toCard(row: CardRow): Product {
  return {
    ...toProduct(row),
    variantCount: Number(row.variantCount),
    fromPrice: row.fromPaise === null ? null : paiseToRupees(Number(row.fromPaise)),
  };
}

/** The columns a product answer needs (not the search columns). */
export const productColumns = {
  id: products.id,
  slug: products.slug,
  store: products.store,
  name: products.name,
  description: products.description,
  pricePaise: products.pricePaise,
  imageUrl: products.imageUrl,
  petspecies: products.petspecies,
  category: products.category,
  brand: products.brand,
  lifeStage: products.lifeStage,
  averageRating: products.averageRating,
  ratingSum: products.ratingSum,
  ratingCount: products.ratingCount,
  createdAt: products.createdAt,
  stock: products.stock,
  mrpPaise: products.mrpPaise,
  images: products.images,
  version: products.version,
  withdrawnAt: products.withdrawnAt,
  variantGroup: products.variantGroup,
  variantLabel: products.variantLabel,
};
/** What only the back office reads of a product: tax and parcel (issue 55 item 2). */
export type BackOfficeColumns =
  'hsn' | 'gstRate' | 'sku' | 'weightGrams' | 'lengthCm' | 'widthCm' | 'heightCm';
/** Products on sale: not withdrawn by staff. */
export const onSale = isNull(products.withdrawnAt);
type ListedRow = Omit<
  ProductRow,
  | 'searchVector'
  | 'searchXid'
  | 'subscribable'
  | 'productRatingSum'
  | 'productRatingCount'
  | BackOfficeColumns
>;
const fromListed = (row: ListedRow) => toProduct(row);
/** The first row of each product (ADR 026), up to `n`: a list that offers products, not sizes. */
const onePerProduct = <T extends { variantGroup: string }>(rows: T[], n: number): T[] => {
  const seen = new Set<string>();
  return rows.filter((r) => !seen.has(r.variantGroup) && seen.add(r.variantGroup)).slice(0, n);
};

/** Price band of a price in paise, as SQL (the facet's key). */
const bandOf = sql.raw(BAND_SQL);

export type SearchParams = Required<Pick<ProductSearchQuery, 'sort' | 'page' | 'limit'>> &
  Omit<ProductSearchQuery, 'sort' | 'page' | 'limit'>;

/**
 * The shop's searches are answered by the index in memory (ADR 034); `SEARCH_IN_MEMORY=off`
 * answers them with the search statements instead, as before it: for `bench/search.mjs`, which
 * measures both side by side.
 */
const IN_MEMORY = process.env.SEARCH_IN_MEMORY !== 'off';

/** Shorter words are never taken for typos ('c' is not 'rc'). */
const MIN_TYPO_LENGTH = 3;

/** How many categories and popular products a search that found nothing offers. */
const ALTERNATIVES = { categories: 4, popular: 4, suggestions: 3 } as const;

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
const matching = (query: SQL) => sql`${products.searchVector} @@ (${query})`;

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

/** The groups' tsqueries as the index reads them; null when one is more than `&` and `|`. */
function inMemory(groups: WordGroup[]): Query[] | null {
  const queries = groups.map((g) => readQuery(g.tsquery));
  return queries.every((q) => q !== null) ? queries : null;
}
const allOfQueries = (groups: WordGroup[]): Query =>
  inMemory(groups)!.reduce((left, right) => ({ op: '&', left, right }));

/** `wordsThatMatchTogether` with the index's answer to "do these match together?". */
function keptTogether(groups: WordGroup[], together: (gs: WordGroup[]) => boolean): WordGroup[] {
  const [first, ...rest] = groups;
  if (!first) return [];
  const kept: WordGroup[] = [first];
  for (const group of rest) if (together([...kept, group])) kept.push(group);
  return kept;
}

/** How many products (within the filters) each group matches on its own, in one query. */
async function matchCounts(tx: Database, filters: SQL[], groups: WordGroup[]): Promise<number[]> {
  const result = await tx.execute(sql`
    select array[${sql.join(
      groups.map((g) => sql`count(*) filter (where ${matching(g.query)})`),
      sql`, `,
    )}]::int[] as counts
    from ${products} where ${and(...filters, matching(anyOf(groups)))}`);
  const [row] = rowsOf<{ counts: number[] }>(result);
  return (row?.counts ?? []).map(Number);
}

/**
 * The groups, in the order typed, that match something together (each kept only if it does);
 * `groups` each match something on their own, so the first is kept without asking.
 */
async function wordsThatMatchTogether(
  tx: Database,
  filters: SQL[],
  groups: WordGroup[],
): Promise<WordGroup[]> {
  const [first, ...rest] = groups;
  if (!first) return [];
  const kept: WordGroup[] = [first];
  for (const group of rest) {
    const trying = [...kept, group];
    const [found] = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(...filters, matching(allOf(trying))))
      .limit(1);
    if (found) kept.push(group);
  }
  return kept;
}

/**
 * What a search that found nothing offers: queries made of the catalogue words nearest the typed
 * ones ("Did you mean"), the categories where any of the words (or those near them) are found —
 * else the largest — with their counts, and the products most shoppers rated.
 */
async function alternativesFor(
  tx: Database,
  base: SQL[],
  params: SearchParams,
  words: string[],
  groups: WordGroup[],
  near: Map<string, { word: string }[]>,
): Promise<SearchAlternatives> {
  const suggestions: string[] = [];
  for (let i = 0; i < ALTERNATIVES.suggestions; i++) {
    let changed = false;
    const suggestion = words
      .map((w) => {
        const options = near.get(w);
        const pick = options?.[i] ?? options?.[0];
        if (pick) changed = true;
        return pick?.word ?? w;
      })
      .join(' ');
    if (changed && !suggestions.includes(suggestion)) suggestions.push(suggestion);
  }
  const nearWords = [...near.values()].flat().map((c) => c.word);
  const loose = nearWords.length
    ? sql`(${anyOf(groups)}) || ${sql.join(
        [...new Set(nearWords)].map((w) => sql`plainto_tsquery('english', ${w})`),
        sql` || `,
      )}`
    : anyOf(groups);
  const categoriesWhere = async (where: SQL | undefined) =>
    rowsOf<{ species: string; category: string; count: number }>(
      await tx.execute(sql`
        select petspecies as species, category, count(*)::int as count
        from ${products} where ${where}
        group by petspecies, category order by count desc, petspecies, category
        limit ${ALTERNATIVES.categories}`),
    );
  let categories = await categoriesWhere(and(...base, matching(loose)));
  if (!categories.length) categories = await categoriesWhere(and(...base));
  const popular = await tx
    .select(productColumns)
    .from(products)
    .where(and(...base, params.species ? eq(products.petspecies, params.species) : undefined))
    .orderBy(desc(products.ratingCount), asc(products.id))
    .limit(ALTERNATIVES.popular * 3);
  return {
    suggestions,
    categories: categories.map((c) => ({
      species: c.species as SearchCategoryCount['species'],
      category: c.category as SearchCategoryCount['category'],
      count: Number(c.count),
    })),
    popular: onePerProduct(popular, ALTERNATIVES.popular).map(fromListed),
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

/** Category neighbours: the ones a shopper of this category looks at next. */
const NEAR_CATEGORY: Record<string, string[]> = {
  food: ['treats', 'health'],
  treats: ['food', 'toys'],
  toys: ['treats', 'accessories'],
  accessories: ['toys', 'grooming'],
  grooming: ['health', 'accessories'],
  health: ['grooming', 'food'],
};

/**
 * Up to three products like this one: the same species, the same category first (then its
 * neighbours), nearest in price. Null when the product does not exist.
 */
export async function similarTo(db: Database, id: string): Promise<Product[] | null> {
  const [current] = await db
    .select({
      species: products.petspecies,
      category: products.category,
      price: products.pricePaise,
      store: products.store,
      group: products.variantGroup,
    })
    .from(products)
    .where(eq(products.id, id))
    .limit(1);
  if (!current) return null;
  const near = NEAR_CATEGORY[current.category] ?? [];
  const rank = sql`case ${products.category} when ${current.category} then 0 when ${near[0] ?? ''} then 1 when ${near[1] ?? ''} then 2 else 3 end`;
  const rows = await db
    .select(productColumns)
    .from(products)
    .where(
      and(
        eq(products.store, current.store),
        eq(products.petspecies, current.species),
        ne(products.variantGroup, current.group),
        onSale,
      ),
    )
    .orderBy(rank, sql`abs(${products.pricePaise} - ${current.price})`, asc(products.id))
    .limit(SIMILAR_PRODUCTS_LIMIT * 3);
  return onePerProduct(rows, SIMILAR_PRODUCTS_LIMIT).map(fromListed);
}
